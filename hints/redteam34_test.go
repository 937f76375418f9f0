package hints_test

// Red team 34: multi-mode tools, schema options and later sentences
// written as real servers write them, attacked for a class lower than
// the corpus rules give, each written as a test before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// modeSchema is an input schema whose property prop is a string enum of
// members, beside an "id".
func modeSchema(prop string, members ...string) map[string]any {
	enum := make([]any, len(members))
	for i, m := range members {
		enum[i] = m
	}
	return map[string]any{"type": "object", "properties": map[string]any{
		prop: map[string]any{"type": "string", "enum": enum},
		"id": map[string]any{"type": "string"},
	}}
}

// TestRedTeam34WriteMode: a multi-mode tool takes the class of its most
// dangerous mode, a write mode included: an "action", "operation" or
// "mode" enum with a member that creates, adds or updates makes a tool
// whose name or description reads a write. Enums of ways to read stay
// reads.
func TestRedTeam34WriteMode(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"todo", "Todo list.", modeSchema("action", "list", "add"), hints.Write},
		{"todo", "Todo list.", modeSchema("action", "list", "add", "complete"), hints.Write},
		{"get_notes", "Get notes.", modeSchema("action", "list", "get", "create", "update"), hints.Write},
		{"list_tasks", "List tasks.", modeSchema("mode", "list", "create"), hints.Write},
		{"contacts", "Look up contacts in the CRM.", modeSchema("operation", "search", "get", "upsert"), hints.Write},
		{"calendar", "Read the user's calendar.", modeSchema("op", "list_events", "get_event", "create_event"), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"search_docs", "Search the documentation.", modeSchema("mode", "keyword", "semantic", "hybrid"), hints.ReadOnly},
		{"get_logs", "Get logs.", modeSchema("mode", "tail", "head", "follow"), hints.ReadOnly},
		{"list_files", "List files.", modeSchema("mode", "list", "tree", "stat"), hints.ReadOnly},
		{"git_log", "Show the commit log.", modeSchema("format", "oneline", "full"), hints.ReadOnly},
	})
}
