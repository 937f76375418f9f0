package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// recallCase is one tool and the class inference must give it.
type recallCase struct {
	name, desc string
	schema     any
	want       hints.Class
}

func checkClasses(t *testing.T, cases []recallCase) {
	t.Helper()
	for _, tc := range cases {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestDeliverySignals: a message pushed to someone is sent.
func TestDeliverySignals(t *testing.T) {
	checkClasses(t, []recallCase{
		{"push_message", "Push a message to a user.", nil, hints.Destructive},
		{"send_push", "Push a notification to every subscribed device.", nil, hints.Destructive},
		{"push_text", "Push a text to the channel.", nil, hints.Destructive},
		// A git push or a push of files into a commit is not a message.
		{"push_files", "Push multiple files to a repository in a single commit.", nil, hints.Write},
	})
}
