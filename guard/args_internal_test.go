package guard

import (
	"encoding/json"
	"testing"
)

// TestSameMap: only the same map is the same, not an equal copy.
func TestSameMap(t *testing.T) {
	a := map[string]any{"path": "/x"}
	b := map[string]any{"path": "/x"}
	var none map[string]any
	if !sameMap(a, a) || sameMap(a, b) || sameMap(a, none) || !unedited(a, a) || unedited(b, a) || unedited(none, none) {
		t.Error("sameMap or unedited told maps apart wrongly")
	}
}

// TestAsNumbers: the policy's view converts json.Number and leaves the
// call's own arguments as they came, copying only what holds one.
func TestAsNumbers(t *testing.T) {
	plain := map[string]any{"s": "x"}
	args := map[string]any{"n": json.Number("7"), "f": json.Number("2.5"), "big": json.Number("1e400"),
		"plain": plain, "list": []any{json.Number("-3"), "y"}}
	got := asNumbers(args)
	if got["n"] != 7.0 || got["f"] != 2.5 || got["big"] != json.Number("1e400") || got["list"].([]any)[0] != -3.0 {
		t.Errorf("converted %#v", got)
	}
	if args["n"] != json.Number("7") || args["list"].([]any)[0] != json.Number("-3") {
		t.Errorf("the call's arguments changed: %#v", args)
	}
	if !sameMap(got["plain"].(map[string]any), plain) {
		t.Error("a map without numbers was copied")
	}
	if !sameMap(asNumbers(plain), plain) {
		t.Error("arguments without numbers were copied")
	}
}
