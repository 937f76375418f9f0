package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestStateFlag: a read told by a boolean to change the state of what it
// reads ("markRead") writes; a filter on that state does not.
func TestStateFlag(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	boolean := map[string]any{"type": "boolean"}
	checkClasses(t, []recallCase{
		{"get_email", "Get the full content of an email by ID.", schema(map[string]any{"emailId": map[string]any{"type": "string"}, "markRead": boolean}), hints.Write},
		{"receive_messages", "Receive messages from a queue.", schema(map[string]any{"ack_messages": boolean}), hints.Write},
		{"lint", "Lint the files.", schema(map[string]any{"fix": map[string]any{"type": "boolean", "description": "Fix problems in place"}}), hints.Write},
		// Filters and plain options.
		{"list_emails", "List emails.", schema(map[string]any{"flagged": boolean, "markedOnly": boolean}), hints.ReadOnly},
		{"get_page", "Get a page.", schema(map[string]any{"includeMarkdown": boolean}), hints.ReadOnly},
		// Not a boolean: a mark to look for.
		{"search_notes", "Search notes.", schema(map[string]any{"mark_color": map[string]any{"type": "string"}}), hints.ReadOnly},
	})
}
