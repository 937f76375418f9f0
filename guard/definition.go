package guard

import (
	"slices"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// sameDefinition reports whether two definitions are the same in every
// part hints.Fingerprint covers, without hashing: the cheap check that
// lets an unchanged tool keep its entry on every list.
// TestSameDefinitionCoversFingerprint fails if the fingerprint covers a
// field this function ignores.
func sameDefinition(a, b *mcp.Tool) bool {
	if a == nil || b == nil {
		return false
	}
	if a == b {
		return true
	}
	if a.Name != b.Name || a.Title != b.Title || a.Description != b.Description {
		return false
	}
	if (a.Annotations == nil) != (b.Annotations == nil) {
		return false
	}
	if a.Annotations != nil {
		x, y := a.Annotations, b.Annotations
		if x.Title != y.Title || x.ReadOnlyHint != y.ReadOnlyHint || x.IdempotentHint != y.IdempotentHint ||
			!sameBoolPtr(x.DestructiveHint, y.DestructiveHint) || !sameBoolPtr(x.OpenWorldHint, y.OpenWorldHint) {
			return false
		}
	}
	return sameJSON(a.InputSchema, b.InputSchema, 0) && (len(a.Meta) == 0 && len(b.Meta) == 0 || slices.Equal(hints.TagsOf(a.Meta), hints.TagsOf(b.Meta)))
}

func sameBoolPtr(a, b *bool) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

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
