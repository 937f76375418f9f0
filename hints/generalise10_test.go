package hints_test

// Signals found in held-out 31 and 32's misses, after their first
// contact was recorded: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestDeletedSessionIsNoContext: clearing, closing or resetting a session
// is the client's own context, but a session deleted outright is a record
// the server keeps ("Delete a manual test session by session ID"): a
// destructive tool held-out 32 met classed read-only. Clearing a session
// and removing an overlay stay reads.
func TestDeletedSessionIsNoContext(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	byID := map[string]any{"type": "object", "properties": map[string]any{"session_id": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"sbox_delete_session", "Delete a manual test session by session ID.", byID, hints.Destructive},
		{"remove_session", "Permanently destroys the session and everything recorded in it.", byID, hints.Destructive},
		{"sessions", "Purge the session and its stored history.", nil, hints.Destructive},
		// Context still.
		{"clear_codegen_session", "Clear a code generation session without generating a test", byID, hints.ReadOnly},
		{"browser_hide_highlight", "Remove a highlight overlay previously added for the element.", nil, hints.ReadOnly},
	})
}

// TestDispatchTopLevel: a tool whose own inputs are a tool's name and a
// free object of its arguments calls that tool, as one whose input list
// holds such calls does: it takes the class of the most dangerous tool it
// reaches ("Execute tool on MCP server. Passes parameters through.",
// classed write at held-out 32's first contact). A tool's name with fixed
// inputs only describes it.
func TestDispatchTopLevel(t *testing.T) {
	str := map[string]any{"type": "string"}
	exec := schema(map[string]any{"mcp_name": str, "tool_name": str,
		"parameters": map[string]any{"type": "object", "additionalProperties": true}})
	describe := schema(map[string]any{"tool_name": str, "verbose": map[string]any{"type": "boolean"}})
	checkClasses(t, []recallCase{
		{"execute_tool", "Execute tool on MCP server. Passes parameters through. Returns underlying MCP response as-is.", exec, hints.Destructive},
		{"run", "Runs the given operation with its arguments.", schema(map[string]any{"tool": str, "args": map[string]any{"type": "object"}}), hints.Destructive},
		// Names a tool, calls none.
		{"get_tool_info", "Get the description and schema of a tool.", describe, hints.ReadOnly},
	})
}
