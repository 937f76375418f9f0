package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestIrreversible: a write whose description says it cannot be taken
// back is destructive; a reversal that is not negated, or a read, is not.
func TestIrreversible(t *testing.T) {
	checkClasses(t, []recallCase{
		{"update_site", "Update the site's contents. This cannot be undone.", nil, hints.Destructive},
		{"publish_flow", "Activate the flow. Once active, runs cannot be rolled back.", nil, hints.Destructive},
		{"create_broadcast", "Create a broadcast to all followers; broadcasts can't be unsent.", nil, hints.Destructive},
		{"set_config", "Set the configuration. There is no undo.", nil, hints.Destructive},
		{"update_vault", "Update the vault; lost keys are unrecoverable.", nil, hints.Destructive},
		{"archive_project", "Archive a project. Archived projects are not recoverable from the API.", nil, hints.Destructive},
		// Not negated: the change can be taken back.
		{"archive_item", "Archive an item. Archived items are recoverable from the archive page.", nil, hints.Write},
		{"update_site", "Update the site's contents. Changes can be undone from the history page.", nil, hints.Write},
		// A read verb with no destructive word is still believed.
		{"get_audit_log", "Get the audit log. Entries are append-only and cannot be reversed.", nil, hints.ReadOnly},
	})
}
