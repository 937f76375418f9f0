package guard

import "testing"

// TestSameMap: only the same map is the same, not an equal copy.
func TestSameMap(t *testing.T) {
	a := map[string]any{"path": "/x"}
	b := map[string]any{"path": "/x"}
	var none map[string]any
	if !sameMap(a, a) || sameMap(a, b) || sameMap(a, none) || !unedited(a, a) || unedited(b, a) || unedited(none, none) {
		t.Error("sameMap or unedited told maps apart wrongly")
	}
}
