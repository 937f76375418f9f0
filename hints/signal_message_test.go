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
