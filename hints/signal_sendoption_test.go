package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestSendsOnOption: a boolean option to send a message makes the tool
// send one; an option that only asks for a notification, or a send
// option that is not a boolean, does not.
func TestSendsOnOption(t *testing.T) {
	option := func(name, typ string) map[string]any {
		return schema(map[string]any{
			"fileId":       map[string]any{"type": "string"},
			"emailAddress": map[string]any{"type": "string"},
			name:           map[string]any{"type": typ, "description": "Whether to do it"},
		})
	}
	checkClasses(t, []recallCase{
		{"shareFile", "Share a file with a user email.", option("sendNotificationEmail", "boolean"), hints.Destructive},
		{"add_member", "Add a member to a project.", option("send_invite", "boolean"), hints.Destructive},
		{"get_report", "Get the report.", option("sendEmail", "boolean"), hints.Destructive},
		// Not an option to send a message.
		{"add_member", "Add a member to a project.", option("need_notification", "boolean"), hints.Write},
		{"add_member", "Add a member to a project.", option("notify", "boolean"), hints.Write},
		{"add_member", "Add a member to a project.", option("sendDate", "boolean"), hints.Write},
		{"add_member", "Add a member to a project.", option("sendEmailTemplate", "string"), hints.Write},
	})
}
