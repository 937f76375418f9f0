package guard

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"testing"

	"github.com/hintgate/hintgate/rules"
)

// urlFree is rules.Call.NoURLs's definition, walked plainly: every key
// and string fails rules.MayBeURL, nothing nests deeper than
// rules.MaxWalkDepth, and there are at most rules.MaxWalkValues values.
func urlFree(v any) bool {
	n, ok := 0, true
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		n++
		if depth > rules.MaxWalkDepth {
			ok = false
		}
		switch x := v.(type) {
		case string:
			ok = ok && !rules.MayBeURL(x)
		case map[string]any:
			for k, e := range x {
				n++
				ok = ok && !rules.MayBeURL(k)
				walk(e, depth+1)
			}
		case []any:
			for _, e := range x {
				walk(e, depth+1)
			}
		case nil, bool, float64, json.Number:
		default:
			ok = false
		}
	}
	walk(v, 0)
	return ok && n <= rules.MaxWalkValues
}

// scanGuard is a guard whose protected directory is under home.
func scanGuard(t testing.TB) *Guard {
	g := &Guard{maxArgs: DefaultMaxArgBytes}
	dirs := []string{"/home/me/.config/hintgate"}
	g.protect = newProtect(dirs)
	g.protect.home = "/home/me"
	g.parents = newParents(dirs, "/home/me")
	return g
}

// deep nests v n levels down.
func deep(n int, v any) any {
	for range n {
		v = map[string]any{"a": v}
	}
	return v
}

// TestScanArgsMatchesChecks: readArgs' one walk finds what the separate
// checks find (protect.names, parents.named) on the arguments it
// returns, which are the caller's map only when that is plain JSON.
func TestScanArgsMatchesChecks(t *testing.T) {
	many := map[string]any{}
	for i := range maxWalkStrings/2 + 10 {
		many["k"+strconv.Itoa(i)] = "x"
	}
	tests := []struct {
		name  string
		args  any
		plain bool
	}{
		{"none", nil, false},
		{"empty", map[string]any{}, true},
		{"bench", map[string]any{"path": "/home/me/project/main.go", "count": 3.0}, true},
		{"protected value", map[string]any{"path": "/home/me/.config/hintgate/approvals.json"}, true},
		{"protected key", map[string]any{"~/.config/hintgate/x": true}, true},
		{"protected nested", map[string]any{"a": []any{1.0, map[string]any{"b": "cat ~/.config/hintgate/a"}}}, true},
		{"parent", map[string]any{"cmd": "mv ~/.config /tmp/x"}, true},
		{"parent and protected", map[string]any{"a": "/home/me/.config", "b": "/home/me/.config/hintgate"}, true},
		{"escaped", map[string]any{"u": "file:///home/me/.config/%68intgate/a"}, true},
		{"number", map[string]any{"n": json.Number("3")}, true},
		{"typed slice", map[string]any{"paths": []string{"/home/me/.config/hintgate/a"}}, false},
		{"typed map", map[string]string{"p": "/home/me/.config"}, false},
		{"struct", struct{ Path string }{"/home/me/.config/hintgate"}, false},
		{"too deep", deep(maxWalkDepth+2, "x"), false}, // read through JSON, as before
		{"deep enough", deep(maxWalkDepth-1, "x"), true},
		{"typed below too deep", deep(maxWalkDepth+2, []string{"x"}), false},
		{"over budget", many, true},
		{"url", map[string]any{"u": "https://evil.example/x"}, true},
		{"url key", map[string]any{"a": map[string]any{"evil.example:80": 1.0}}, true},
		{"url in a list", map[string]any{"a": []any{"x", "//evil.example"}}, true},
		{"url too deep", deep(rules.MaxWalkDepth+1, "x"), true},
	}
	g := scanGuard(t)
	for _, tt := range tests {
		for _, parents := range []bool{false, true} {
			m, f, err := g.readArgs(tt.args, parents, true)
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
				continue
			}
			want := argFinds{protected: g.protect.names(m), parent: parents && g.parents.named(m), numbers: holdsNumber(m)}
			if f.noURLs && !urlFree(m) {
				t.Errorf("%s (parents %v): found no URL, but one may be there or the policy's walk fails", tt.name, parents)
			}
			checkSize(t, g, tt.name, m)
			if f.noURLs = false; f != want {
				t.Errorf("%s (parents %v): found %+v, the checks find %+v", tt.name, parents, f, want)
			}
			if orig, ok := tt.args.(map[string]any); ok && tt.plain && reflect.ValueOf(orig).UnsafePointer() != reflect.ValueOf(m).UnsafePointer() {
				t.Errorf("%s: a plain map was copied", tt.name)
			}
		}
	}
	for _, tt := range []struct {
		args map[string]any
		want bool
	}{
		{map[string]any{}, true},
		{map[string]any{"path": "/home/me/project/main.go", "count": 3.0, "tags": []any{"a", nil, true}}, true},
		{map[string]any{"u": "https://evil.example/x"}, false},
		{deep(rules.MaxWalkDepth-1, "x").(map[string]any), true},
		{deep(rules.MaxWalkDepth+1, "x").(map[string]any), false},
		{many, false},
	} {
		if _, f, _ := g.readArgs(tt.args, false, true); f.noURLs != tt.want || urlFree(tt.args) != tt.want {
			t.Errorf("%.60v: noURLs %v, urlFree %v, want %v", tt.args, f.noURLs, urlFree(tt.args), tt.want)
		}
		if _, f, _ := g.readArgs(tt.args, false, false); f.noURLs {
			t.Errorf("%.60v: noURLs without looking for URLs", tt.args)
		}
	}
	if _, _, err := g.readArgs([]int{1}, false, true); err == nil {
		t.Error("an array was read as an object")
	}
}

// checkSize: the measure of arguments is never more than their JSON.
func checkSize(t *testing.T, g *Guard, name string, m map[string]any) {
	t.Helper()
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, size := g.scanArgs(m, false, true); size > len(data) {
		t.Errorf("%.60s: measured %d bytes, more than the %d of its JSON", name, size, len(data))
	}
}

func FuzzScanArgs(f *testing.F) {
	f.Add(`{"path":"/home/me/.config/hintgate/a","x":[1,"~/.config"]}`)
	f.Add(`{"cmd":"mv $HOME/.config y"}`)
	g := scanGuard(f)
	f.Fuzz(func(t *testing.T, doc string) {
		var m map[string]any
		if json.Unmarshal([]byte(doc), &m) != nil {
			return
		}
		for _, parents := range []bool{false, true} {
			got, f, err := g.readArgs(m, parents, true)
			if err != nil {
				t.Fatal(err)
			}
			want := argFinds{protected: g.protect.names(got), parent: parents && g.parents.named(got)}
			if f.noURLs && !urlFree(got) {
				t.Errorf("%q (parents %v): found no URL, but one may be there or the policy's walk fails", doc, parents)
			}
			checkSize(t, g, doc, got)
			if f.noURLs = false; f != want {
				t.Errorf("%q (parents %v): found %+v, the checks find %+v", doc, parents, f, want)
			}
		}
	})
}

// TestArgsSize: the measure is the JSON's length for arguments whose
// strings need no escapes: numbers, literals, brackets and separators
// included (TestRedteamArgsMeasureUnderstated).
func TestArgsSize(t *testing.T) {
	g := scanGuard(t)
	for _, m := range []map[string]any{
		{},
		{"a": "x"},
		{"path": "/home/me/x", "n": 3.0, "ok": true, "no": false, "none": nil},
		{"list": []any{"a", "b", map[string]any{"k": "v"}, []any{}, map[string]any{}}},
		{"f": []any{math.Copysign(0, -1), 1e-7, -1.5e-300, 1e21, 1e20, 123456789012345.0, 1234567890123456.0, 0.1, -2.5, 1e-6, 99999999999999.9}},
		{"n": json.Number("-1.25e+300"), "deep": []any{[]any{[]any{json.Number("7")}}}},
	} {
		data, _ := json.Marshal(m)
		if _, _, size := g.scanArgs(m, false, true); size != len(data) {
			t.Errorf("%s: measured %d bytes, JSON %d", data, size, len(data))
		}
	}
}

// TestFloatLen: floatLen is the length of encoding/json's number.
func TestFloatLen(t *testing.T) {
	for _, f := range []float64{0, 1, -1, 9, 10, 99, 100, 1e14, 1e15 - 1, 1e15, 1e15 + 1, -1e15, 1e20, 1e21, 1e22,
		math.Copysign(0, -1), 0.5, 1e-6, 9.99e-7, 1e-7, 1e-10, 1.7976931348623157e308, 5e-324, -5e-324, 123.456, 2.5e-9} {
		data, _ := json.Marshal(f)
		if n := floatLen(f); n != len(data) {
			t.Errorf("floatLen(%v) = %d, JSON %s", f, n, data)
		}
	}
}

// holdsNumber reports whether a json.Number is anywhere in v.
func holdsNumber(v any) bool {
	switch x := v.(type) {
	case json.Number:
		return true
	case map[string]any:
		for _, e := range x {
			if holdsNumber(e) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if holdsNumber(e) {
				return true
			}
		}
	}
	return false
}
