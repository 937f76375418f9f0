package guard

import (
	"encoding/json"
	"math"
	"testing"
)

// sameJSON compares values decoded from JSON. Other types compare
// unequal, which only costs a fresh resolution.
func sameJSON(a, b any, depth int) bool {
	if depth > 64 {
		return false
	}
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		return ok && x == y
	case float64:
		y, ok := b.(float64)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !sameJSON(v, w, depth+1) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameJSON(x[i], y[i], depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// TestSameSchema: comparing with an encoded schema reports what
// comparing the decoded values (sameJSON) reports.
func TestSameSchema(t *testing.T) {
	deep := any("x")
	for range maxSchemaDepth + 2 {
		deep = map[string]any{"a": deep}
	}
	values := []any{
		nil, true, false, "", "x", 0.0, 1.5, math.Copysign(0, -1), []any{}, []any{"a", 1.0}, []any{1.0, "a"},
		map[string]any{}, map[string]any{"type": "object"}, map[string]any{"type": "string"},
		map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}},
		map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "integer"}}},
		map[string]any{"type": "object", "properties": map[string]any{"di": map[string]any{"type": "string"}}},
		map[string]any{"a": nil}, map[string]any{"b": nil}, map[string]any{"a": []any{nil}},
		json.Number("1"), []string{"x"}, deep,
	}
	for _, a := range values {
		code := encodeSchema(a)
		for _, b := range values {
			if got, want := sameSchema(code, b), sameJSON(a, b, 0); got != want {
				t.Errorf("sameSchema(%v, %v) = %v, sameJSON %v", a, b, got, want)
			}
		}
	}
}

func FuzzSameSchema(f *testing.F) {
	f.Add(`{"type":"object","properties":{"id":{"type":"string"}}}`, `{"type":"object","properties":{"id":{"type":"strinG"}}}`)
	f.Add(`[1,2,{"a":null}]`, `[1,2,{"b":null}]`)
	f.Fuzz(func(t *testing.T, x, y string) {
		var a, b any
		if json.Unmarshal([]byte(x), &a) != nil || json.Unmarshal([]byte(y), &b) != nil {
			return
		}
		code := encodeSchema(a)
		if got, want := sameSchema(code, b), sameJSON(a, b, 0); got != want {
			t.Errorf("sameSchema(%s, %s) = %v, sameJSON %v", x, y, got, want)
		}
		if !sameSchema(code, a) && sameJSON(a, a, 0) {
			t.Errorf("%s differs from itself", x)
		}
	})
}
