package selection

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// hostileParams is an input schema of 100 properties with 2 KB names,
// each holding a property with a 2 KB name: 400 KB of names that split
// into 200,000 words.
func hostileParams() map[string]any {
	props := map[string]any{}
	for i := range 100 {
		props[strings.Repeat("aB", 1000)+fmt.Sprint(i)] = map[string]any{"type": "object",
			"properties": map[string]any{strings.Repeat("cD", 1000): map[string]any{}}}
	}
	return map[string]any{"type": "object", "properties": props}
}

// TestParamWordsBounded: the words of a schema's property names are
// bounded, as the words of any other field: every name was split whole
// (400 KB of names allocated 27 MB per tool).
func TestParamWordsBounded(t *testing.T) {
	if n := len(paramWords(hostileParams())); n > maxFieldWords {
		t.Errorf("%d words of parameters, want at most %d", n, maxFieldWords)
	}
	// A long name is read to its first hints.MaxNameLen characters.
	if ws := paramWords(map[string]any{"properties": map[string]any{strings.Repeat("delete_", 10000): 1}}); len(ws) != hints.MaxNameLen/7+1 || ws[0] != "delete" {
		t.Errorf("%d words, first %q", len(ws), ws[:1])
	}
}

// BenchmarkNewHostileParams indexes 10 tools with hostileParams.
func BenchmarkNewHostileParams(b *testing.B) {
	var tools []rules.Listing
	for i := range 10 {
		l := listing("s", fmt.Sprint("tool_", i), "Gets a thing.", hints.ReadOnly, rules.Allow)
		l.Tool.Definition.InputSchema = hostileParams()
		tools = append(tools, l)
	}
	b.ReportAllocs()
	for b.Loop() {
		New(tools, nil)
	}
}
