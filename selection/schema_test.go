package selection

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// FuzzModelSchema checks that any input schema a server sends becomes
// tools the model's API can take: no panic; every string and key free of
// hidden characters; at most about MaxSchema bytes; strict mode only on a
// schema StrictSchema accepts once cleaned; the server's schema unchanged.
func FuzzModelSchema(f *testing.F) {
	for _, s := range []string{
		`{"type":"object"}`,
		`{"type":"object","properties":{"a":{"type":"string","description":"x\u200by"}},"required":["a"],"additionalProperties":false}`,
		`{"type":"object","properties":{"a\u202e":{"enum":["\udb40\udc41",1,null]}}}`,
		`{"type":"object","properties":{"a":{},"a\u200b":{}}}`,
		`{"type":["object","null"],"anyOf":[{"type":"object","properties":{},"additionalProperties":false}]}`,
		`[1,2]`, `"x"`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var schema any
		if json.Unmarshal(data, &schema) != nil {
			return
		}
		before, _ := json.Marshal(schema)
		l := rules.Listing{Tool: hints.Tool{Name: "t", Server: "s", Class: hints.ReadOnly, Resolved: true,
			Definition: &mcp.Tool{Name: "t", InputSchema: schema}}, Decision: rules.Decision{Action: rules.Allow}}
		ix := New([]rules.Listing{l}, nil)
		out, err := json.Marshal([]any{ChatTools(ix.Select("", nil), ix.Names()), ResponseTools(ix.Select("", nil), ix.Names())})
		if err != nil {
			t.Fatal(err)
		}
		if len(out) > 2*(2*MaxSchema+1024) {
			t.Fatalf("%d bytes handed out", len(out))
		}
		var sent any
		if err := json.Unmarshal(out, &sent); err != nil {
			t.Fatal(err)
		}
		if s, ok := hiddenIn(sent); ok {
			t.Fatalf("hidden character handed out in %q", s)
		}
		if after, _ := json.Marshal(schema); string(after) != string(before) {
			t.Fatal("the server's schema was modified")
		}
	})
}

// hiddenIn returns a string or key of a decoded JSON value that holds a
// character a human would not see.
func hiddenIn(v any) (string, bool) {
	bad := func(s string) bool {
		return !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool {
			return safetext.Invisible(r) || r != '\n' && r != '\t' && safetext.Control(r)
		})
	}
	switch v := v.(type) {
	case string:
		return v, bad(v)
	case []any:
		for _, x := range v {
			if s, ok := hiddenIn(x); ok {
				return s, true
			}
		}
	case map[string]any:
		for k, x := range v {
			if bad(k) {
				return k, true
			}
			if s, ok := hiddenIn(x); ok {
				return s, true
			}
		}
	}
	return "", false
}

// BenchmarkChatTools converts a turn's 20 tools, each with a schema of 100
// properties (about 4 KB), one of them with hidden characters to remove.
func BenchmarkChatTools(b *testing.B) {
	var ls []rules.Listing
	for i := range 20 {
		props := map[string]any{}
		for j := range 100 {
			props[strings.Repeat("p", 8)+string(rune('a'+j%26))+strings.Repeat("q", j/26)] = map[string]any{"type": "string", "description": "A property of the tool."}
		}
		if i == 0 {
			props["x"] = map[string]any{"type": "string", "description": "Hidden\u200b."}
		}
		ls = append(ls, rules.Listing{Tool: hints.Tool{Name: "t" + string(rune('a'+i)), Server: "s", Class: hints.ReadOnly, Resolved: true,
			Definition: &mcp.Tool{Name: "t" + string(rune('a'+i)), Description: "Does a thing.", InputSchema: map[string]any{"type": "object", "properties": props}}},
			Decision: rules.Decision{Action: rules.Allow}})
	}
	ix := New(ls, nil)
	rs := ix.Select("", nil)
	b.ReportAllocs()
	for b.Loop() {
		ChatTools(rs, ix.Names())
	}
}
