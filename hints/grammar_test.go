package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRemoveFrom: "remove X from Y" unlinks when X is an association (a
// tag, a label, a reaction, a member) or the description says X still
// exists: a reversible write. Removing a thing stays destructive.
func TestRemoveFrom(t *testing.T) {
	for _, tc := range []struct {
		name, desc string
		want       hints.Class
	}{
		{"remove_tag_from_task", "Remove a tag from a task", hints.Write},
		{"remove_label", "Removes a label from an issue.", hints.Write},
		{"remove_reaction", "Removes a specific emoji reaction from a message", hints.Write},
		{"remove_member_from_group", "Remove a member from a group.", hints.Write},
		{"remove_project_from_task", "Remove a task from a project. The task will still exist in the system, but it will not be in the project anymore.", hints.Write},
		{"remove_file", "Remove a file from the repository.", hints.Destructive},
		{"remove_branch", "Remove a branch.", hints.Destructive},
		{"remove_job", "Remove a job from the queue", hints.Destructive},
		{"remove_tag_from_task", "Remove a tag from a task and delete the task.", hints.Destructive},
		{"remove_task_from_project", "Remove a task from a project. The task will not exist anymore.", hints.Destructive},
		{"remove_item", "Remove an item from the list.", hints.Destructive},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}
