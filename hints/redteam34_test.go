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

// describedMode is an input schema whose string property prop has no
// enum, only a description, beside a "key".
func describedMode(prop, desc string) map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		prop:  map[string]any{"type": "string", "description": desc},
		"key": map[string]any{"type": "string"},
	}}
}

// TestRedTeam34ListedMode: a mode property with no enum whose
// description lists its members bare ("list | add | delete", "One of:
// list, add, delete", "The operation (list/get/delete)", or a docstring's
// ":param op: one of get, delete") offers those modes as an enum would.
// A mode described in words ("Search mode: semantic or keyword", "The
// action to perform") stays what the tool's name says.
func TestRedTeam34ListedMode(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"list_todos", "List todos.", describedMode("action", "list | add | delete"), hints.Destructive},
		{"todos", "Todo list.", describedMode("action", "One of: list, add, delete"), hints.Destructive},
		{"todos", "Todo list.", describedMode("action", "Action to perform: list, get, delete"), hints.Destructive},
		{"get_todos", "Get todos.", describedMode("operation", "The operation (list/get/delete)"), hints.Destructive},
		{"get_todos", "Get todos.", describedMode("mode", "Either list or delete"), hints.Destructive},
		{"todos", "Todo list.", describedMode("action", "One of: list, add"), hints.Write},
		{"kv_get", "Reads a value.\n\n:param op: one of get, delete\n:param key: the key", stringProps("op", "key"), hints.Destructive},
		{"kv_get", "Reads a value.\n\nArgs:\n    op: get or set\n    key: the key", stringProps("op", "key"), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"search_docs", "Search the docs.", describedMode("mode", "Search mode: semantic or keyword"), hints.ReadOnly},
		{"get_item", "Get an item.", describedMode("action", "The action to perform"), hints.ReadOnly},
		{"get_logs", "Get logs.", describedMode("mode", "tail, head or follow"), hints.ReadOnly},
		{"list_files", "List files.", describedMode("mode", "Output mode: list, tree or stat"), hints.ReadOnly},
	})
}
