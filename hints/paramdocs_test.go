package hints

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParamDocs(t *testing.T) {
	str := func() map[string]any { return map[string]any{"type": "string"} }
	for _, tc := range []struct {
		name, desc string
		want       map[string]string
	}{
		{"google", "Export a board.\n\nArgs:\n    path: Path to the board file.\n    output (str): Output file path.\n\nReturns:\n    The result.",
			map[string]string{"path": "Path to the board file.", "output": "Output file path."}},
		{"continued", "Run.\n\nArgs:\n    path: Path to the board\n        file on disk.\n    output: Where.\n",
			map[string]string{"path": "Path to the board file on disk.", "output": "Where."}},
		{"dashes", "Run.\n\nParameters:\n- path: Path to read\n- output: Output file\n",
			map[string]string{"path": "Path to read", "output": "Output file"}},
		{"sphinx", "Run.\n:param path: Path to read.\n:param str output: Output file.\n:returns: x",
			map[string]string{"path": "Path to read.", "output": "Output file."}},
		{"returns ends the section", "Run.\n\nArgs:\n    path: Path.\nReturns:\n    output: not a parameter.\n",
			map[string]string{"path": "Path."}},
		{"unknown names ignored", "Run.\n\nArgs:\n    other: Something.\n", nil},
		{"no section", "path: Path to the board file.", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			props := map[string]any{"path": str(), "output": str()}
			got := paramDocs(tc.desc, props)
			if len(got) == 0 && len(tc.want) == 0 {
				return
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("paramDocs = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestParamDocsKeepsSchema: the caller's schema is never changed, and a
// description the schema already has is kept.
func TestParamDocsKeepsSchema(t *testing.T) {
	schema := map[string]any{"type": "object", "properties": map[string]any{
		"path":   map[string]any{"type": "string", "description": "Where to read."},
		"output": map[string]any{"type": "string"},
	}}
	before := deepCopy(schema)
	got := withParamDocs(schema, "Run.\n\nArgs:\n    path: Ignored.\n    output: Output file path.\n")
	if !reflect.DeepEqual(schema, before) {
		t.Fatalf("the caller's schema changed: %v", schema)
	}
	props := got.(map[string]any)["properties"].(map[string]any)
	if d := props["path"].(map[string]any)["description"]; d != "Where to read." {
		t.Errorf("path: %q, want the schema's own description", d)
	}
	if d := props["output"].(map[string]any)["description"]; d != "Output file path." {
		t.Errorf("output: %q, want the docstring's", d)
	}
}

func deepCopy(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[k] = deepCopy(e)
		}
		return m
	case []any:
		s := make([]any, len(x))
		for i, e := range x {
			s[i] = deepCopy(e)
		}
		return s
	}
	return v
}

func FuzzParamDocs(f *testing.F) {
	f.Add("Run.\n\nArgs:\n    path: Path.\n    output (str): Output file path.\n\nReturns:\n    x", "path")
	f.Add(":param str output: Output file.\n:param path:", "output")
	f.Add("Args:\n- path:\n\t\tmore\n"+strings.Repeat("x", 600), "path")
	f.Fuzz(func(t *testing.T, desc, prop string) {
		schema := map[string]any{"type": "object", "properties": map[string]any{prop: map[string]any{"type": "string"}, "other": "not a map"}}
		before := deepCopy(schema)
		got := withParamDocs(schema, desc)
		if !reflect.DeepEqual(schema, before) {
			t.Fatalf("the caller's schema changed")
		}
		props := got.(map[string]any)["properties"].(map[string]any)
		if len(props) != 2 {
			t.Fatalf("properties %v", props)
		}
		p, ok := props[prop].(map[string]any)
		if !ok {
			t.Fatalf("property %q lost", prop)
		}
		if d, ok := p["description"].(string); ok {
			if utf8.RuneCountInString(d) > maxParamDoc+1 || !utf8.ValidString(d) && utf8.ValidString(desc) {
				t.Fatalf("description %q", d)
			}
		}
		_ = infer("export", "", desc, schema)
	})
}
