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
	if a == nil {
		return false
	}
	return sameDefinitionAs(a, encodeSchema(a.InputSchema), b)
}

// sameDefinitionAs is sameDefinition with a's input schema encoded
// (encodeSchema), which is compared without iterating over maps.
func sameDefinitionAs(a *mcp.Tool, schema []byte, b *mcp.Tool) bool {
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
	return sameSchema(schema, b.InputSchema) && (len(a.Meta) == 0 && len(b.Meta) == 0 || slices.Equal(hints.TagsOf(a.Meta), hints.TagsOf(b.Meta)))
}

func sameBoolPtr(a, b *bool) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}
