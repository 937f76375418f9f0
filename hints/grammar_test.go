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
		{"remove_user_from_team", "Remove a user from a team.", hints.Write},
		{"remove_user_from_team", "Remove a user from a team and delete their account.", hints.Destructive},
		{"remove_user", "Remove a user from the system.", hints.Destructive},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestClauseRoles: the role a word plays decides what it says. A word
// naming the thing read ("get_tag") is not its action; a direction
// before another verb ("forward geocode") modifies it; a verb in a
// subordinate clause ("after generating code") or a destructive word that
// is an adjective ("until clean") is not the tool's action; a gerund of
// purpose ("designed for cleaning up") is.
func TestClauseRoles(t *testing.T) {
	for _, tc := range []struct {
		name, desc string
		want       hints.Class
	}{
		{"asana_get_tag", "Get detailed information about a specific tag", hints.ReadOnly},
		{"jira_get_label", "Get a label by its id.", hints.ReadOnly},
		{"firecrawl_monitor_create", "Create a monitor.", hints.Write},
		{"ForwardGeocodeTool", "Forward geocode addresses and places. Converts a location name into coordinates.", hints.ReadOnly},
		{"forward_email", "Forward an email to a recipient.", hints.Destructive},
		{"validate", "MANDATORY after generating or editing code: GraphQL operations, UI components. Generate, validate, fix and re-validate until clean.", hints.ReadOnly},
		{"validate", "Validate the schema, then delete invalid rows.", hints.Destructive},
		{"move_failed_jobs", "Move failed jobs to another queue. Designed for cleaning up old failed jobs.", hints.Destructive},
		{"move_card", "Move a card to another list.", hints.Write},
		// Coming to know reads; the action is not a word in a list of topics.
		{"learn_api", "MANDATORY FIRST STEP: This tool must be called first. Topics: find, compare, buy, or track products.", hints.ReadOnly},
		{"learn_fact", "Store a new fact in memory.", hints.Write},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestSessionAndLifecycle: switching the active connection or logging the
// client in is session context; an option that removes a created job
// when it completes is its own lifecycle, not a destructive mode; a
// required destination directory makes a download write files.
func TestSessionAndLifecycle(t *testing.T) {
	str := map[string]any{"type": "string"}
	flag := func(desc string) map[string]any { return map[string]any{"type": "boolean", "description": desc} }
	req := func(props map[string]any, required ...any) map[string]any {
		s := schema(props)
		s["required"] = required
		return s
	}
	for _, tc := range []struct {
		name, desc string
		schema     any
		want       hints.Class
	}{
		{"switch_connection", "Switch to a different connection", schema(map[string]any{"id": str}), hints.ReadOnly},
		{"switch_branch", "Switch to a different branch", nil, hints.Write},
		{"use_context", "Switch to a different kubectl context", nil, hints.Write},
		{"discord_login", "Logs in to Discord using the configured token", nil, hints.ReadOnly},
		{"login_user", "Creates a login for a new user", nil, hints.Write},
		{"add_job", "Add a new job to the queue", schema(map[string]any{"opts": schema(map[string]any{"removeOnComplete": flag("Remove job when completed")})}), hints.Write},
		{"add_job", "Add a new job", schema(map[string]any{"deleteExisting": flag("Delete the existing jobs first")}), hints.Destructive},
		{"promote_job", "Promote a delayed job", nil, hints.Write},
		{"promote_build_to_production", "", nil, hints.Destructive},
		{"read_file", "Read a file.", req(map[string]any{"path": str}, "path"), hints.ReadOnly},
		{"export_report", "Export a report as CSV.", req(map[string]any{"outputDir": str}, "outputDir"), hints.Write},
		{"download_images", "Download images of a design.", req(map[string]any{"fileKey": str, "localPath": map[string]any{"type": "string", "description": "The directory to save images in."}}, "fileKey", "localPath"), hints.Write},
		{"download_file", "Download a file and return its content.", schema(map[string]any{"url": str}), hints.ReadOnly},
		{"take_screenshot", "Take a screenshot of the page.", schema(map[string]any{"filename": str}), hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestMessagingPlaces: content created in a place others read (a forum,
// a channel, a chat) is published there, like a sent message.
func TestMessagingPlaces(t *testing.T) {
	for _, tc := range []struct {
		name, desc string
		want       hints.Class
	}{
		{"discord_create_forum_post", "Creates a new post in a Discord forum channel with optional tags", hints.Destructive},
		{"create_channel_message", "Create a message in a channel.", hints.Destructive},
		{"create_post", "Create a draft blog post.", hints.Write},
		{"create_text_channel", "Creates a new text channel in a server.", hints.Write},
		{"create_tweet", "Create a new tweet.", hints.Destructive},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestGrammarReadAttacks: the signals above that make a tool read-only
// (session context, a client verb, a direction modifier, a subordinate
// clause) never fire beside a destructive word, code or flag.
func TestGrammarReadAttacks(t *testing.T) {
	str := map[string]any{"type": "string"}
	for _, tc := range []struct {
		name, desc string
		schema     any
	}{
		{"switch_connection", "Switch to a different connection and delete the old one.", nil},
		{"switch_connection", "Switch to a different connection.", schema(map[string]any{"force": map[string]any{"type": "boolean"}})},
		{"switch_connection", "Switch to a different connection.", schema(map[string]any{"command": str})},
		{"discord_login", "Logs in to Discord and deletes cached messages.", nil},
		{"discord_login", "Logs in to Discord.", schema(map[string]any{"script": str})},
		{"service_login", "Log in and create an account.", nil},
		{"stripe_connect", "Connect your Stripe account to the platform.", nil},
		{"slack_disconnect", "Disconnect the integration and revoke its tokens.", nil},
		{"service_logout", "Logs out and wipes all local data.", nil},
		{"ForwardGeocodeTool", "Forward geocode addresses. Deletes the cache of results.", nil},
		{"forward_port_tool", "Forward port traffic to a remote host. Returns the tunnel URL.", nil},
		{"validate", "After deleting old records, validates the schema.", nil},
		{"get_tag", "Get a tag, then delete it.", nil},
		{"remove_tag_from_task", "Remove a tag from a task.", schema(map[string]any{"sql": str})},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class == hints.ReadOnly {
			t.Errorf("%s %q %v: read_only (%s), want not", tc.name, tc.desc, tc.schema, hints.InferTool(tool).Reason)
		}
	}
}
