package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRecoverableRemoval: a removal whose description says what it removes
// goes to the trash or archive, is soft-deleted, or can be restored is a
// reversible write; any sign of a permanent loss, another destructive
// word or a destructive option keeps it destructive.
func TestRecoverableRemoval(t *testing.T) {
	permanent := schema(map[string]any{
		"emailId":   map[string]any{"type": "string"},
		"permanent": map[string]any{"type": "boolean", "description": "Permanently delete (skip Trash)"},
	})
	checkClasses(t, []recallCase{
		{"deleteItem", "Move a file or folder to trash (can be restored from Google Drive trash)", nil, hints.Write},
		{"item_archive", "Archive an item in a vault. The item is moved to the archive and hidden from regular views, rather than being permanently deleted.", nil, hints.Write},
		{"products-archive", "Archive a product (soft-delete). The product is retained for historical orders.", nil, hints.Write},
		{"delete_note", "Deletes a note. It can be restored for 30 days.", nil, hints.Write},
		// A permanent loss said anywhere, a destructive option, another
		// destructive verb, or a restore that is not of what is removed.
		{"delete_email", "Delete an email. By default moves to Trash. Set permanent=true for permanent deletion (irreversible).", permanent, hints.Destructive},
		{"delete_file", "Deletes a file. It cannot be restored.", nil, hints.Destructive},
		{"delete_note", "Deletes a note permanently. It can be restored by support only.", nil, hints.Destructive},
		{"delete_file", "Moves a file to the trash, then empties the trash.", nil, hints.Destructive},
		{"delete_database", "Deletes the database. Backups can be restored.", nil, hints.Destructive},
		{"drop_table", "Drops a table; it can be restored from a snapshot.", nil, hints.Destructive},
		{"delete_repo", "Deletes a repository. It cannot be undone, although a soft delete keeps it for a day.", nil, hints.Destructive},
		// A claim of recovery can at most make a removal a write: a read
		// name beside it is never read-only.
		{"get_file", "Deletes the file after reading it; it can be restored.", nil, hints.Write},
	})
}
