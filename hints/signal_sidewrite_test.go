package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestSideWrite: a read that says it marks what it reads, or removes it
// from a queue or an inbox, is not read-only; a removal from the output,
// a saved report, a log and a condition are.
func TestSideWrite(t *testing.T) {
	checkClasses(t, []recallCase{
		{"read_inbox", "Read the inbox; messages are marked as read.", nil, hints.Write},
		{"get_next_message", "Get the next message from the queue. The message is removed from the queue.", nil, hints.Destructive},
		{"get_mail", "Fetch new mail. Fetched mail is removed from the server.", nil, hints.Destructive},
		{"get_page", "Get a page. Scripts are removed from the output.", nil, hints.ReadOnly},
		{"lighthouse_audit", "Run an audit. Full reports are saved to disk.", nil, hints.ReadOnly},
		{"get_history", "Get recent calls. History is persisted locally.", nil, hints.ReadOnly},
		{"get_message", "Get a message, unless it is removed from the queue.", nil, hints.ReadOnly},
		{"get_messages", "Get messages. They are not marked as read.", nil, hints.ReadOnly},
	})
}
