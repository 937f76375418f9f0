package rules

import (
	"encoding/json"
	"strconv"
	"testing"
)

// TestNoURLsFilter: anyURLOutside decides as its full walk does, the
// filter only sparing the walk.
func TestNoURLsFilter(t *testing.T) {
	deep := any("x")
	for range MaxWalkDepth + 2 {
		deep = map[string]any{"a": deep}
	}
	wide := map[string]any{}
	for i := range MaxWalkValues {
		wide["k"+strconv.Itoa(i)] = "v"
	}
	cases := []any{
		nil, map[string]any{}, map[string]any{"path": "/home/me/x.go", "count": 3.0},
		map[string]any{"url": "https://evil.com/x"}, map[string]any{"https://evil.com": true},
		map[string]any{"a": []any{"x", map[string]any{"b": "evil.com"}}},
		map[string]any{"n": json.Number("1.5"), "ok": true, "none": nil},
		map[string]any{"typed": []string{"evil.com"}}, map[string]any{"i": 3}, map[string]any{"s": struct{ U string }{"//evil.com"}},
		map[string]any{"localhost": "x"}, map[string]any{"k": " //evil.com"}, map[string]any{"k": "github.com"},
		deep, wide, "evil.com", "word", []any{"a", "b"},
	}
	allowed := allowedHosts([]string{"github.com"})
	for i, c := range cases {
		checkNoURLs(t, strconv.Itoa(i), c, allowed)
	}
}

func checkNoURLs(t *testing.T, name string, v any, allowed []string) {
	t.Helper()
	got, gerr := anyURLOutsideOf(v, allowed)
	want, werr := urlWalk(v, allowed)
	if got != want || (gerr == nil) != (werr == nil) {
		t.Errorf("%s: anyURLOutside = %v, %v; the walk alone: %v, %v", name, got, gerr, want, werr)
	}
}

func FuzzNoURLs(f *testing.F) {
	f.Add(`{"path":"/home/me/x.go","count":3}`)
	f.Add(`{"a":["x",{"b":"http:evil.com"}]}`)
	allowed := allowedHosts([]string{"github.com", "*.example.com"})
	f.Fuzz(func(t *testing.T, doc string) {
		var v any
		if json.Unmarshal([]byte(doc), &v) != nil {
			return
		}
		checkNoURLs(t, doc, v, allowed)
	})
}
