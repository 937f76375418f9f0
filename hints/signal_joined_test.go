package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestCoordinatedAction: a reading verb joined in the name to a verb it
// does not know to read does more than read; joined to a read, it reads.
func TestCoordinatedAction(t *testing.T) {
	checkClasses(t, []recallCase{
		{"lookup_and_block", "Look up an IP address and block it.", nil, hints.Write},
		{"view_and_acknowledge_alert", "View an alert.", nil, hints.Write},
		{"lintThenFix", "Lint the project.", nil, hints.Write},
		{"fetch_and_email", "Fetch the report.", nil, hints.Destructive},
		// Known more dangerous verbs keep their class.
		{"find_and_delete", "Find files and delete them.", nil, hints.Destructive},
		// Joined to a read, or to a noun.
		{"fetch_and_parse", "Fetch a page and parse it.", nil, hints.ReadOnly},
		{"search_and_summarize", "Search the web and summarize the results.", nil, hints.ReadOnly},
		{"get_users_and_groups", "Get users and groups.", nil, hints.ReadOnly},
		{"list_and_count", "List items and count them.", nil, hints.ReadOnly},
	})
}
