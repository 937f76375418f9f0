package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestPolicyFlags: a flag in a stored policy sets later behaviour; the
// same flag on the call itself, or a destructive mode in a policy, counts.
func TestPolicyFlags(t *testing.T) {
	boolean := map[string]any{"type": "boolean"}
	policy := func(flags map[string]any) map[string]any {
		return schema(map[string]any{"syncPolicy": map[string]any{"type": "object", "properties": map[string]any{
			"automated": map[string]any{"type": "object", "properties": flags}}}})
	}
	checkClasses(t, []recallCase{
		{"create_application", "Create an application.", policy(map[string]any{"prune": boolean, "selfHeal": boolean}), hints.Write},
		{"sync_application", "Sync an application.", schema(map[string]any{"prune": boolean}), hints.Destructive},
		// A policy object hides no destructive verb or description.
		{"delete_application", "Delete an application.", policy(map[string]any{"prune": boolean}), hints.Destructive},
		{"update_application", "Update an application; this cannot be undone.", policy(map[string]any{"prune": boolean}), hints.Destructive},
		{"create_bucket", "Create a bucket.", schema(map[string]any{"retentionPolicy": map[string]any{"type": "object", "properties": map[string]any{
			"action": map[string]any{"type": "string", "enum": []any{"archive", "delete"}}}}}), hints.Destructive},
		{"sync_application", "Sync an application.", schema(map[string]any{"options": map[string]any{"type": "object", "properties": map[string]any{"force": boolean}}}), hints.Destructive},
	})
}
