package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestUndoesWrite: a name verb that undoes a write ("unschedule",
// "unassign") is that write's inverse; the removal its description
// opens with is what it undoes. Any other destructive word, a verb
// that is not an undoing, or a deletion keeps it destructive.
func TestUndoesWrite(t *testing.T) {
	checkClasses(t, []recallCase{
		{"unschedule_release", "Remove a previously set schedule from a release", nil, hints.Write},
		{"stories-unassign-current-user", "Remove current user as story owner.", nil, hints.Write},
		// Another destructive word, a deletion, a verb that is no
		// undoing, or an undoing of a destructive verb.
		{"unassign_user", "Remove the user from the project and delete their files.", nil, hints.Destructive},
		{"unassign_user", "Deletes the assignment record.", nil, hints.Destructive},
		{"remove_owner", "Remove current user as story owner.", nil, hints.Destructive},
		{"uninstall_app", "Remove the app from the device.", nil, hints.Destructive},
		{"unlink_file", "Remove a file from disk.", nil, hints.Destructive},
	})
}
