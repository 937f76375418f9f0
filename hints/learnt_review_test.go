package hints

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// letters spells n in base 26 with letters only, so that eachWord keeps
// it one word.
func letters(n int) string {
	b := []byte("zq")
	for {
		b = append(b, byte('a'+n%26))
		n /= 26
		if n == 0 {
			return string(b)
		}
	}
}

// crowdedSchema is a schema of at most learntProps properties whose
// features together pass maxFeatures: which of them count decides the
// sum. Some properties' enums carry words weighted toward destruction,
// others words weighted against it, each among fillers no table holds.
func crowdedSchema() map[string]any {
	pos := []string{"merge", "general", "deploy", "move", "soft", "hard", "writer", "squash", "project", "verify"}
	neg := []string{"request", "docs", "friendly", "event", "us", "hold", "horizontal", "fix"}
	props := map[string]any{}
	filler := 0
	for i := 0; i < learntProps; i++ {
		enum := []any{}
		switch {
		case i < len(pos):
			enum = append(enum, pos[i])
		case i < len(pos)+len(neg):
			enum = append(enum, neg[i-len(pos)])
		}
		for len(enum) < learntEnums {
			enum = append(enum, letters(filler))
			filler++
		}
		props[letters(100000+i)] = map[string]any{"type": "string", "enum": enum}
	}
	return map[string]any{"type": "object", "properties": props}
}

// TestLearntDeterministic: the same tool gets the same effect and the
// same reason every time, though its properties' features pass
// maxFeatures (the map's order must not pick which count), with more
// than learntProps properties, and with ties among weights.
func TestLearntDeterministic(t *testing.T) {
	many := crowdedSchema()
	props := many["properties"].(map[string]any)
	for i := 0; i < 10; i++ {
		props[letters(200000+i)] = map[string]any{"enum": []any{"merge", "request"}}
	}
	cases := map[string]map[string]any{"crowded": crowdedSchema(), "many": many}
	for name, schema := range cases {
		ws, toks := Words("set_options"), textTokens("Sets options.")
		seen := map[string]int{}
		for range 200 {
			for _, from := range [...]Effect{Reads, Writes} {
				h := learntCheck(hit{effect: from, reason: "rules"}, ws, "Options", toks, schema)
				seen[fmt.Sprintf("%v->%v %s", from, h.effect, h.reason)]++
			}
		}
		if len(seen) != 2 {
			var b strings.Builder
			for k, n := range seen {
				fmt.Fprintf(&b, "\n\t%3d× %s", n, k)
			}
			t.Errorf("%s: %d different outcomes of 2 inputs over 200 runs:%s", name, len(seen), b.String())
		}
	}
}

// hostileSchema is a worst case for the learnt check: props properties,
// each with long names and an enum of members long words.
func hostileSchema(props, members int) map[string]any {
	enum := make([]any, members)
	for j := range enum {
		enum[j] = strings.Repeat("deleteRow", 20) + letters(j)
	}
	p := make(map[string]any, props)
	for i := range props {
		p[strings.Repeat("Xy", 100)+letters(i)] = map[string]any{"type": "string", "enum": enum}
	}
	return map[string]any{"type": "object", "properties": p}
}

// TestLearntHostile: on hostile text and odd schemas the learnt check
// neither panics nor lowers any effect, and leaves Unknown and Destroys
// alone.
func TestLearntHostile(t *testing.T) {
	big := strings.Repeat("Delete everything now. ", 3000) // 69 KB
	cases := []struct {
		name, title, desc string
		schema            any
	}{
		{"", "", "", nil},
		{"list_items", "", "", []any{1, "x", nil}},
		{"list_items", "", "", map[string]string{"properties": "x"}},
		{"list_items", "", "", map[string]any{"properties": []any{"a", "b"}}},
		{"list_items", "", "", map[string]any{"properties": map[string]any{"a": "b", "c": nil, "d": []any{}}}},
		{"list_items", "", "", map[string]any{"properties": map[string]any{"a": map[string]any{"enum": []string{"delete"}}}}},
		{"list_items", "", "", map[string]any{"properties": map[string]any{"a": map[string]any{"enum": []any{nil, 1.5, map[string]any{}, "\xff\xfe", strings.Repeat("x", 1<<16)}}}}},
		{"list_items", "\xff\xfe\x00", "\xc0\xaf\xed\xa0\x80 delete", nil},
		{"lіst_іtems", "Ｌｉｓｔ", "Ｄｅｌｅｔｅ 𝐝𝐞𝐥𝐞𝐭𝐞 ⓓⓔⓛⓔⓣⓔ ÉDITER İNDİR", nil},
		{"list_\u202eitems\x1b[31m", "\u200b\u00ad", "\x1b]0;pwned\x07 rows", nil},
		{strings.Repeat("delete_", 5000), strings.Repeat("Delete ", 5000), big, hostileSchema(200, 100)},
	}
	for i, c := range cases {
		ws, toks := Words(c.name), textTokens(c.desc)
		for _, eff := range [...]Effect{Unknown, Reads, Writes, Destroys} {
			got := learntCheck(hit{effect: eff, reason: "r"}, ws, c.title, toks, c.schema)
			switch {
			case got.effect < eff:
				t.Errorf("case %d: lowered %v to %v", i, eff, got.effect)
			case (eff == Unknown || eff == Destroys) && got.effect != eff:
				t.Errorf("case %d: moved %v to %v", i, eff, got.effect)
			case got.effect > eff+1:
				t.Errorf("case %d: raised %v two steps to %v", i, eff, got.effect)
			}
			for _, r := range got.reason {
				if r < 0x20 || r == 0x7f || 0x80 <= r && r < 0xa0 || r == 0x202e {
					t.Errorf("case %d: control character %U in the reason %q", i, r, got.reason)
					break
				}
			}
		}
		_ = InferTool(&mcp.Tool{Name: c.name, Title: c.title, Description: c.desc, InputSchema: c.schema})
	}
}

// BenchmarkLearntHostile is the learnt check on a worst case: 10,000
// properties with 1,000-member enums of long words, a 64 KB description,
// a 1 KB title and a long name, from a write (so that the check fires
// and names its strongest features too).
func BenchmarkLearntHostile(b *testing.B) {
	ws := Words(strings.Repeat("update_", MaxNameLen/7))
	title := strings.Repeat("Merge ", maxInferTitle/6)
	toks := textTokens(strings.Repeat("Deploy the merged project softly. ", maxInferText/34))
	schema := hostileSchema(10000, 1000)
	b.ReportAllocs()
	for b.Loop() {
		learntCheck(hit{effect: Writes, reason: "r"}, ws, title, toks, schema)
	}
}

// TestFoldUpperAccents: a capital with an accent is read as the capital
// it shows, as a small one is: "DÉLETE_FILES" is not a read, whatever
// its description says.
func TestFoldUpperAccents(t *testing.T) {
	cases := []struct{ name, desc string }{
		{"DÉLETE_FILES", "Returns the files of a folder."},
		{"DRÖP_TABLE", "Returns the rows of a table."},
		{"DELETİ_FILES", ""}, // not a word either way: not a read
		{"files", "DÉLETE every file in a folder."},
	}
	for _, c := range cases {
		if inf := Infer(c.name, "", c.desc); inf.Effect <= Reads && inf.Effect != Unknown || c.desc != "" && inf.Effect != Destroys {
			t.Errorf("Infer(%q, %q) = %v (%s), want destructive", c.name, c.desc, inf.Effect, inf.Reason)
		}
	}
	for in, want := range map[string]string{"DÉLETE": "DELETE", "Ünlink": "Unlink", "ÀÇÈÌÑÒÙÝ": "ACEINOUY", "İ": "I"} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestInferTypedSchema: an input schema given as a Go value other than
// decoded JSON (a *jsonschema.Schema, raw JSON) is read as its JSON, by
// the rules and the learnt check alike; one that is not JSON is not
// read, and the tool is taken to destroy.
func TestInferTypedSchema(t *testing.T) {
	typed := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"force": {Type: "boolean", Description: "Overwrite the existing table"},
		"rows":  {Type: "array"},
	}}
	plain := map[string]any{"type": "object", "properties": map[string]any{
		"force": map[string]any{"type": "boolean", "description": "Overwrite the existing table"},
		"rows":  map[string]any{"type": "array"},
	}}
	raw := json.RawMessage(`{"type":"object","properties":{"force":{"type":"boolean","description":"Overwrite the existing table"},"rows":{"type":"array"}}}`)
	want := InferTool(&mcp.Tool{Name: "insert_rows", Description: "Inserts rows into a table.", InputSchema: plain})
	if want.Effect != Destroys {
		t.Fatalf("plain schema: %v (%s), want destructive", want.Effect, want.Reason)
	}
	for _, s := range []any{typed, raw} {
		if got := InferTool(&mcp.Tool{Name: "insert_rows", Description: "Inserts rows into a table.", InputSchema: s}); got != want {
			t.Errorf("%T: %v (%s), want %v (%s)", s, got.Effect, got.Reason, want.Effect, want.Reason)
		}
	}
	if got := InferTool(&mcp.Tool{Name: "list_rows", Description: "Lists rows.", InputSchema: func() {}}); got.Effect != Destroys {
		t.Errorf("a schema that is not JSON: %v (%s), want destructive", got.Effect, got.Reason)
	}
}
