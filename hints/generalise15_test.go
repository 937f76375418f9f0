package hints_test

// Signals learnt in the session that scored held-out 42 to 44 (Go
// servers), and wordings the red team left. Each case is the idiom, not
// a labelled tool's own text, and each failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestFilesAnIssue: "file" is a verb only with what one files ("Files an
// issue in the tracker", "file_bug"), and "leave" only with what one
// leaves ("Leave a comment"); "report_bug" read "report" as the noun
// and was classed read-only. "Files and issues" are nouns.
func TestFilesAnIssue(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"title": str, "body": str}}
	checkClasses(t, []recallCase{
		{"report_bug", "Files an issue in the team's tracker with the given title and body.", schema, hints.Write},
		{"escalate", "File a new ticket for the support team.", schema, hints.Write},
		{"file_bug", "Open a bug in the tracker.", schema, hints.Write},
		{"leave_comment", "Leave a comment on the post.", schema, hints.Write},
		{"list_files", "Files and issues of the repository, listed.", schema, hints.ReadOnly},
		{"file_info", "Returns the size and dates of a file.", schema, hints.ReadOnly},
		{"repo_overview", "Files, issues and pull requests of a repository.", schema, hints.ReadOnly},
	})
}
