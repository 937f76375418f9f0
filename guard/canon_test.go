package guard

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// recorder is a hash.Hash that keeps what is written.
type recorder struct{ bytes.Buffer }

func (r *recorder) Sum(b []byte) []byte { return append(b, r.Bytes()...) }
func (r *recorder) Size() int           { return sha256.Size }
func (r *recorder) BlockSize() int      { return 64 }

type point struct {
	X, Y int
}

var canonCases = []map[string]any{
	nil,
	{},
	{"path": "/home/me/project/main.go", "count": 3.0},
	{"b": true, "a": false, "n": nil, "z": []any{}, "e": map[string]any{}, "nil list": []any(nil), "nil map": map[string]any(nil)},
	{"s": "quote \" backslash \\ <html> & \b\f\n\r\t \x00 \x1f \x7f é \u2028 \u2029 \xff \xc3 😀"},
	{"f": []any{0.0, math.Copysign(0, -1), 1.0, 1.5, 1e-7, 1e21, 123456789.0, 1e20, -2.5e-10, 5e-324, math.MaxFloat64}},
	{"nested": map[string]any{"b": []any{map[string]any{"y": 1.0, "x": "2"}}, "a": "1"}},
	{"go": []int{1, 2}, "p": point{1, 2}, "n": json.Number("12.5"), "i": 3, "m": map[string]int{"b": 1, "a": 2}},
	{"long": strings.Repeat("abc<>&\"", 3000)},
	{"keys <&>": 1.0, "Z": 1.0, "a": 1.0, "é": 1.0, "\xff": 1.0},
}

// TestHashJSONMatchesMarshal checks that what hashJSON streams is
// json.Marshal's encoding, byte for byte.
func TestHashJSONMatchesMarshal(t *testing.T) {
	for _, args := range canonCases {
		checkHashJSON(t, args)
	}
	// Values json.Marshal rejects are left to the caller.
	for _, args := range []map[string]any{{"x": math.NaN()}, {"x": math.Inf(1)}, {"x": func() {}}, {"x": []any{make(chan int)}}} {
		if hashJSON(&recorder{}, args) {
			t.Errorf("%v: hashJSON succeeded where json.Marshal fails", args)
		}
	}
}

func checkHashJSON(t *testing.T, args map[string]any) {
	t.Helper()
	want, err := json.Marshal(args)
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	if !hashJSON(&r, args) {
		t.Fatalf("%v: hashJSON failed", args)
	}
	if !bytes.Equal(r.Bytes(), want) {
		t.Errorf("hashJSON wrote\n%s\njson.Marshal\n%s", r.Bytes(), want)
	}
}

func FuzzHashJSON(f *testing.F) {
	f.Add(`{"a": [1, 2.5e-9, "x<y"], "b": {"c": null, "d": true}}`)
	f.Add(`{"s": "\u2028\u0000\ud800"}`)
	f.Fuzz(func(t *testing.T, data string) {
		var args map[string]any
		if json.Unmarshal([]byte(data), &args) != nil || args == nil {
			return
		}
		checkHashJSON(t, args)
	})
}
