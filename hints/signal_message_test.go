package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestCreatesMessage: creating a message in a messaging system delivers
// it; a draft, a template or another created thing does not.
func TestCreatesMessage(t *testing.T) {
	checkClasses(t, []recallCase{
		{"create_message", "Create a message in a channel.", nil, hints.Destructive},
		{"create_tweet", "Create a new tweet.", nil, hints.Destructive},
		{"channel_tool", "Creates a new message in the given channel.", nil, hints.Destructive},
		{"create_draft_message", "Create a draft message for later review.", nil, hints.Write},
		{"create_message_template", "Create a message template.", nil, hints.Write},
		{"create_channel", "Create a channel for messages.", nil, hints.Write},
		{"add_comment", "Add a comment to an issue.", nil, hints.Write},
	})
}

// TestSignalWordsDoNotLoosen: the words that keep a signal from firing
// ("draft", an optional output, a read verb joined to a read) never make
// a destructive tool less so; a hostile description gains nothing by them.
func TestSignalWordsDoNotLoosen(t *testing.T) {
	str := map[string]any{"type": "string"}
	checkClasses(t, []recallCase{
		{"send_message", "Send a message. It is only a draft template preview.", nil, hints.Destructive},
		{"delete_draft_message", "Delete a draft message.", nil, hints.Destructive},
		{"format_and_get", "Format the volume, then get its layout.", schema(map[string]any{"json": str}), hints.Destructive},
		{"get_and_parse_then_delete", "Get a file.", nil, hints.Destructive},
		{"read_file", "Read a file. This cannot be undone.", schema(map[string]any{"script": str}), hints.Destructive},
	})
}

// TestMessagingOpener: a description opening with a messaging noun used
// as a verb sends, when the name has no verb of its own.
func TestMessagingOpener(t *testing.T) {
	checkClasses(t, []recallCase{
		{"email_report", "Email the report to the recipients.", nil, hints.Destructive},
		{"customer_notice", "Text the customer an update about the order.", nil, hints.Destructive},
		{"team_digest", "This tool will message everyone in the team.", nil, hints.Destructive},
		// A noun phrase under a reading name.
		{"list_messages", "Messages the user received today.", nil, hints.ReadOnly},
		{"inbox_summary", "Emails that arrived today, summarized.", nil, hints.ReadOnly},
	})
}
