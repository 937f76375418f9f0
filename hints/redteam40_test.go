package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestCodePropertyForms: the plural of any code word names code ("cmds"
// as "cmd" does), and a list of free-text strings named in the plural
// ("commands": ["ls", "rm -rf /tmp/x"]) carries code as one string does.
// An enum of strings picks, and carries none.
func TestCodePropertyForms(t *testing.T) {
	hints.WithoutLearnt(t)
	one := func(name string, p map[string]any) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{name: p}}
	}
	strs := map[string]any{"type": "array", "items": map[string]any{"type": "string"}}
	checkClasses(t, []recallCase{
		{"host_check", "Check the hosts.", one("cmds", map[string]any{"type": "string"}), hints.Destructive},
		{"host_check", "Check the hosts.", one("sqls", map[string]any{"type": "string"}), hints.Destructive},
		{"host_check", "Check the hosts.", one("commands", strs), hints.Destructive},
		{"host_check", "Check the hosts.", one("scripts", map[string]any{"type": "array", "items": map[string]any{"type": "string"},
			"description": "Scripts, one per item"}), hints.Destructive},
		{"host_check", "Check the hosts.", one("commands", map[string]any{"type": "array", "items": map[string]any{"anyOf": []any{
			map[string]any{"type": "string"}, map[string]any{"type": "null"}}}}), hints.Destructive},
		// Picked from a list, not written.
		{"host_check", "Check the hosts.", one("commands", map[string]any{"type": "array", "items": map[string]any{"type": "string",
			"enum": []any{"ping", "uptime"}}}), hints.ReadOnly},
		{"host_check", "Check the hosts.", one("command_ids", strs), hints.ReadOnly},
		// A singular code word as a list is argv, or a container's
		// command kept for later (held-out 2's kubectl_create, held-out
		// 48's create_container, labelled write): left to the rest.
		{"host_check", "Check the hosts.", one("javascriptErrors", strs), hints.ReadOnly},
	})
}
