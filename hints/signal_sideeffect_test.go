package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestSideEffect: a read whose description states a destructive effect of
// the call is destructive; a read verb does not outvote it. Shaping the
// output, a past state, a condition or a negation is not such an effect.
func TestSideEffect(t *testing.T) {
	checkClasses(t, []recallCase{
		{"get_messages", "Get messages from the queue. Messages are deleted after they are read.", nil, hints.Destructive},
		{"get_token", "Get a new access token. The previous token is revoked.", nil, hints.Destructive},
		{"view_secret", "View a one-time secret. The secret is destroyed once viewed.", nil, hints.Destructive},
		{"get_report", "Get the report; this also emails it to the account owner.", nil, hints.Destructive},
		{"verify_email", "Verify an email address by sending a verification code to it.", nil, hints.Destructive},
		{"download_backup", "Download the latest backup; the backup will be deleted from the server afterwards.", nil, hints.Destructive},
		// Output shaping, past state, conditions, negations, modifiers.
		{"get_html", "Get the page HTML. By default, all script tags are removed from the output.", nil, hints.ReadOnly},
		{"get_logs", "Get build logs; they may be truncated.", nil, hints.ReadOnly},
		{"get_item", "Get an item. Returns 404 if the item is deleted.", nil, hints.ReadOnly},
		{"get_audit", "Get the audit entry for a record that was deleted.", nil, hints.ReadOnly},
		{"list_messages", "List deleted messages in the trash.", nil, hints.ReadOnly},
		{"read_file", "Read a file. The file is not deleted.", nil, hints.ReadOnly},
		{"list_emails", "List emails, sorted by sending date.", nil, hints.ReadOnly},
		{"get_weather", "Get the weather. A GET request is sent to the weather API.", nil, hints.ReadOnly},
		{"get_data", "Get the data. Results are cached; the cache is invalidated every hour.", nil, hints.ReadOnly},
		{"list_messages", "List messages. Messages are deleted automatically after 30 days.", nil, hints.ReadOnly},
	})
}
