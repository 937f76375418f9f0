package hints

import (
	"fmt"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// schemaOf is an object schema with n properties made by prop.
func schemaOf(n int, prop func(i int) (string, any)) map[string]any {
	props := make(map[string]any, n)
	for i := range n {
		k, v := prop(i)
		props[k] = v
	}
	return map[string]any{"type": "object", "properties": props}
}

// hostileSchemas are input schemas built to make inference slow: every
// reader of the schema went through every property, whatever its bounds
// on nesting, and split each name into words (100 names of 20 KB, 2 MB
// of schema, allocated 370 MB; 16 MB, 3.8 GB).
var hostileSchemas = map[string]map[string]any{
	"long-names": schemaOf(100, func(i int) (string, any) {
		return strings.Repeat("aB", 10000) + fmt.Sprint(i), map[string]any{"type": "string"}
	}),
	"many-properties": schemaOf(40000, func(i int) (string, any) {
		return fmt.Sprintf("force_p%d", i), map[string]any{"type": "string", "description": "Deletes the file."}
	}),
	"huge-descriptions": schemaOf(100, func(i int) (string, any) {
		return fmt.Sprintf("name%d", i), map[string]any{"type": "string", "description": strings.Repeat("Deletes the file. ", 2000)}
	}),
}

// TestHugeSchemaNotRead: a schema past the bounds is not read, and the
// tool is taken to destroy, the specification's default: what was not
// read may be a destructive mode. A tool declared read-only by a server
// trusted to be checked is therefore not read-only.
func TestHugeSchemaNotRead(t *testing.T) {
	for name, s := range hostileSchemas {
		inf := InferTool(&mcp.Tool{Name: "get_thing", Description: "Gets a thing.", InputSchema: s})
		if inf.Effect != Destroys || !strings.Contains(inf.Reason, "input schema") {
			t.Errorf("%s: %v (%s), want destroys: the schema is not read", name, inf.Effect, inf.Reason)
		}
		r := Resolve(&mcp.Tool{Name: "get_thing", Description: "Gets a thing.", InputSchema: s, Annotations: ReadOnlyTool("Get thing", false)})
		if r.ReadOnly.Value || !r.Destructive.Value {
			t.Errorf("%s: resolved %v", name, r.Class)
		}
	}
	// Within the bounds, the schema is read as before.
	ok := schemaOf(maxSchemaProps, func(i int) (string, any) {
		return fmt.Sprintf("p%d", i), map[string]any{"type": "string"}
	})
	if inf := InferTool(&mcp.Tool{Name: "get_thing", Description: "Gets a thing.", InputSchema: ok}); inf.Effect != Reads {
		t.Errorf("%d properties: %v (%s)", maxSchemaProps, inf.Effect, inf.Reason)
	}
}

// BenchmarkInferHostileSchema infers tools with the hostile schemas.
func BenchmarkInferHostileSchema(b *testing.B) {
	for name, s := range hostileSchemas {
		tool := &mcp.Tool{Name: "get_thing", Description: "Gets a thing.", InputSchema: s}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				InferTool(tool)
			}
		})
	}
}

// longNames are a tool name and a title past what inference reads: each
// was split into words and scanned by every reader of the name (a 16 KB
// name took 6 ms per tool, twice per list in an agent: once to resolve,
// once to rank).
var longNames = map[string]*mcp.Tool{
	"name":  {Name: strings.Repeat("aB", 8000), Description: "Gets a thing."},
	"title": {Name: "get_thing", Title: strings.Repeat("Get thing ", 1000), Description: "Gets a thing."},
}

// TestLongNameNotRead: a name longer than MaxNameLen (which DecodeTool
// rejects) or a title longer than maxInferTitle is not read, and the tool
// is taken to destroy: what was not read may name the change.
func TestLongNameNotRead(t *testing.T) {
	for what, tool := range longNames {
		inf := InferTool(tool)
		if inf.Effect != Destroys || !strings.Contains(inf.Reason, what) {
			t.Errorf("%s: %v (%s), want destroys: the %s is not read", what, inf.Effect, inf.Reason, what)
		}
	}
	// Within the bounds, names and titles are read.
	tool := &mcp.Tool{Name: strings.Repeat("a", MaxNameLen-4) + "_get", Title: strings.Repeat("x", maxInferTitle)}
	if inf := InferTool(tool); inf.Effect != Reads {
		t.Errorf("a name of %d bytes: %v (%s)", len(tool.Name), inf.Effect, inf.Reason)
	}
}

// BenchmarkInferLongName infers tools with longNames.
func BenchmarkInferLongName(b *testing.B) {
	for what, tool := range longNames {
		b.Run(what, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				InferTool(tool)
			}
		})
	}
}

// TestTitleFromLongName: a title derived from a long name reads the
// name's first MaxNameLen bytes only: the whole name was split into
// words (a 16 KB name allocated once per word, 8,000 times, on every
// list).
func TestTitleFromLongName(t *testing.T) {
	name := strings.Repeat("aB", 8000)
	if n := testing.AllocsPerRun(10, func() { TitleFromName(name) }); n > MaxNameLen {
		t.Errorf("%.0f allocations for a title", n)
	}
	if got := TitleFromName(name); !strings.HasPrefix(got, "A ba ba") || !strings.HasSuffix(got, "…") || len([]rune(got)) > maxTitle {
		t.Errorf("title %q", got)
	}
}
