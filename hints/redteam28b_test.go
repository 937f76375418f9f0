package hints_test

// Red team of destructive recall, round 28, continued: see
// redteam28_test.go.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam28RollsOut: rolling out a version, or starting or
// triggering a deployment or a rollout, deploys it; rolling dice or
// triggering a build does not.
func TestRedteam28RollsOut(t *testing.T) {
	hints.WithoutLearnt(t)
	v := stringProps("version")
	checkClasses(t, []recallCase{
		{"rollout", "Roll out the new version to all users.", v, hints.Destructive},
		{"start_rollout", "Start a rollout of the new image to the fleet.", stringProps("image"), hints.Destructive},
		{"trigger_deployment", "Trigger a deployment.", stringProps("env"), hints.Destructive},
		{"deploy_hook", "Triggers a new deployment of the site.", idProps, hints.Destructive},
		{"roll_dice", "Roll two dice.", nil, hints.Write},
		{"trigger_build", "Trigger a build of the project.", idProps, hints.Write},
		{"start_job", "Start a job.", idProps, hints.Write},
	})
}

// TestRedteam28EndsProcess: ending a process, a call or a container
// kills what runs in it; "end" before a noun of time is no act.
func TestRedteam28EndsProcess(t *testing.T) {
	hints.WithoutLearnt(t)
	pid := stringProps("pid")
	checkClasses(t, []recallCase{
		{"end_process", "End the process with the given PID.", pid, hints.Destructive},
		{"end_task", "Ends the process.", pid, hints.Destructive},
		{"get_end_date", "Get the end date of a sprint.", idProps, hints.ReadOnly},
	})
}

// TestRedteam28RunsInRuntime: a verb of running whose object is run in
// a language runtime ("Evaluate the given source in Node") runs code.
func TestRedteam28RunsInRuntime(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"js", "Evaluate the given source in Node.", stringProps("source"), hints.Destructive},
		{"run", "Run the input with Deno and return what it prints.", stringProps("input"), hints.Destructive},
		{"run_job", "Run the job on node worker-1.", idProps, hints.Write},
	})
}

// TestRedteam28SendOptions: a write's boolean option named "send" alone
// sends what it makes ("create_invoice" with "send"), and one that
// notifies the people an event or an issue concerns ("notifyAttendees",
// "notify_watchers") notifies them. A bare "notify" (the caller, when
// done) names no one else, and a string option saying to whom updates
// go ("sendUpdates": "all", "none") is labelled a write.
func TestRedteam28SendOptions(t *testing.T) {
	hints.WithoutLearnt(t)
	boolean := map[string]any{"type": "boolean"}
	str := map[string]any{"type": "string"}
	props := func(kv ...any) map[string]any {
		m := map[string]any{}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1]
		}
		return map[string]any{"type": "object", "properties": m}
	}
	updates := map[string]any{"type": "string", "enum": []any{"all", "externalOnly", "none"}}
	checkClasses(t, []recallCase{
		{"create_invoice", "Create an invoice.", props("customer", str, "send", boolean), hints.Destructive},
		{"create_event", "Create a calendar event.", props("title", str, "notifyAttendees", boolean), hints.Destructive},
		{"update_issue", "Update an issue.", props("id", str, "notify_watchers", boolean), hints.Destructive},
		{"index_repository", "Create a search index of a repository.", props("repo", str, "notify", boolean), hints.Write},
		{"create_event", "Create a calendar event.", props("title", str, "sendUpdates", updates), hints.Write},
	})
}

// TestRedteam28MoneyOrMergeOption: a write's boolean option that merges
// or moves money when set ("automerge", "auto_charge", "merge") gives
// the call that mode; one that publishes a data model makes it live
// inside the service and stays a write.
func TestRedteam28MoneyOrMergeOption(t *testing.T) {
	hints.WithoutLearnt(t)
	boolean := map[string]any{"type": "boolean"}
	str := map[string]any{"type": "string"}
	props := func(name string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{"title": str, name: boolean}}
	}
	checkClasses(t, []recallCase{
		{"create_pr", "Create a pull request.", props("automerge"), hints.Destructive},
		{"create_pr", "Create a pull request.", props("auto_merge"), hints.Destructive},
		{"create_invoice", "Create an invoice.", props("auto_charge"), hints.Destructive},
		{"create_subscription", "Create a subscription.", props("payNow"), hints.Destructive},
		{"create_model", "Create a data model.", props("publish"), hints.Write},
		{"create_pr", "Create a pull request.", props("draft"), hints.Write},
	})
}

// TestRedteam28CodeInstrument: a call that does its work with code in a
// programming language the caller supplies ("with a user-supplied
// JavaScript function", "with a Python lambda expression") runs that
// code. A regular or JSONPath expression is no program, and code that
// is the object ("Lint the given JavaScript code") is read.
func TestRedteam28CodeInstrument(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"transform_data", "Transform the data with a user-supplied JavaScript function.", stringProps("fn", "data"), hints.Destructive},
		{"filter_rows", "Filter rows with a Python lambda expression.", stringProps("lambda"), hints.Destructive},
		{"map_items", "Map each item using a JS expression.", stringProps("expr"), hints.Destructive},
		{"search_text", "Search the text with a regular expression.", stringProps("pattern"), hints.ReadOnly},
		{"query_json", "Query the JSON with a JSONPath expression.", stringProps("path"), hints.ReadOnly},
		{"lint_js", "Lint the given JavaScript code with ESLint.", stringProps("code"), hints.ReadOnly},
		{"get_page", "Get the page with JavaScript enabled.", stringProps("url"), hints.ReadOnly},
	})
}

// TestRedteam28LightVerb: a light verb ("perform", "process", "make",
// "handle", "carry out") says nothing; the act noun it takes says what
// is done ("Performs a hard reset", "make_payment", "Handles the
// cancellation of a booking"). A light verb with a harmless noun stays
// what it was ("Performs a search").
func TestRedteam28LightVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"perform_reset", "Performs a hard reset of the device to factory settings.", stringProps("device"), hints.Destructive},
		{"do_cleanup", "Carries out a cleanup of old snapshots.", nil, hints.Destructive},
		{"make_payment", "Makes a payment to the vendor.", stringProps("amount"), hints.Destructive},
		{"process_refund", "Processes a refund for the order.", idProps, hints.Destructive},
		{"process_payment", "Process a card payment.", stringProps("amount"), hints.Destructive},
		{"handle_cancellation", "Handles the cancellation of a booking.", idProps, hints.Destructive},
		{"perform_shutdown", "Performs a graceful shutdown of the server.", idProps, hints.Destructive},
		{"perform_search", "Performs a search of the catalog.", stringProps("query"), hints.ReadOnly},
		{"process_image", "Process an image and return the result.", stringProps("url"), hints.Write},
		{"get_refund", "Get a refund. Performs a lookup of refund status.", idProps, hints.ReadOnly},
		{"resolve_conflicts", "Handle merge conflicts in the file.", stringProps("path"), hints.Write},
	})
}

// TestRedteam28UnknownOpener: a name whose first word is no verb the
// lexicon knows, which the description opens with as its imperative
// ("retract_offer": "Retract an offer"), acts by that word: a later
// word of the name that can read ("offer", "return") is its object, and
// the tool is no read. "web_search" ("Search the web") keeps its verb.
func TestRedteam28UnknownOpener(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"retract_offer", "Retract an offer sent to a candidate.", idProps, hints.Destructive},
		{"accept_offer", "Accept the job offer.", idProps, hints.Destructive},
		{"web_search", "Search the web for pages.", stringProps("query"), hints.ReadOnly},
		{"price_lookup", "Price lookup for a product.", idProps, hints.ReadOnly},
	})
}

// TestRedteam28StopsSubscription: stopping or ending a subscription
// cancels it, as stopping a container ends what runs in it; stopping a
// job is a write.
func TestRedteam28StopsSubscription(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"stop_subscription", "Stop a subscription so the customer is no longer billed.", idProps, hints.Destructive},
		{"end_subscription", "End the customer's subscription.", idProps, hints.Destructive},
		{"stop_container", "Stop the container; it can be started again.", idProps, hints.Destructive},
		{"stop_job", "Stop the scheduled job.", idProps, hints.Write},
	})
}

// TestRedteam28AreLost: "are lost" is a passive, as "are deleted" is:
// the irregular participle says what the call loses.
func TestRedteam28AreLost(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"git_checkout", "Switch branches; uncommitted changes in the working tree are lost.", stringProps("branch"), hints.Destructive},
		{"reset_form", "Reset the form. Unsaved edits will be lost.", idProps, hints.Destructive},
		{"find_lost", "Find lost items in the inventory.", stringProps("query"), hints.ReadOnly},
	})
}

// TestRedteam28AlertsPeople: alerting people notifies them, as pinging
// them does; an alert created or listed is a record.
func TestRedteam28AlertsPeople(t *testing.T) {
	hints.WithoutLearnt(t)
	msg := stringProps("message")
	checkClasses(t, []recallCase{
		{"alert_team", "Alert the on-call team about an incident.", msg, hints.Destructive},
		{"notify_oncall", "Alerts the owner of the service.", msg, hints.Destructive},
		{"create_alert", "Create an alert rule for the team.", msg, hints.Write},
		{"list_alerts", "List alerts of the team.", nil, hints.ReadOnly},
	})
}

// TestRedteam28PeopleReceive: a write whose description says that other
// people receive a message ("watchers receive an email") sends it; what
// the caller receives ("You receive a verification code") or what
// people may receive later ("users that receive emails") is not this
// call's send.
func TestRedteam28PeopleReceive(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"comment_issue", "Comment on an issue; watchers receive an email.", stringProps("id", "body"), hints.Destructive},
		{"add_collaborator", "Add a collaborator to the repository; they receive an email invitation.", stringProps("username"), hints.Destructive},
		{"assign_task", "Assign a task. The assignee will receive a notification.", stringProps("id", "user"), hints.Destructive},
		{"register", "Register an account. You receive a verification code.", stringProps("email"), hints.Write},
		{"create_segment", "Create a segment of users that receive emails.", stringProps("name"), hints.Write},
	})
}

// TestRedteam28CommitTransaction: committing a transaction makes its
// changes permanent; committing staged files records a commit.
func TestRedteam28CommitTransaction(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"commit_transaction", "Commit an active transaction.", idProps, hints.Destructive},
		{"tx_commit", "Commits the open transaction, making its changes permanent.", idProps, hints.Destructive},
		{"commit_files", "Commit the staged files with a message.", stringProps("message"), hints.Write},
	})
}

// TestRedteam28SaysDestructive: a description that calls the call
// destructive ("it is potentially destructive") says so; one that
// denies it ("non-destructive", "not destructive") does not.
func TestRedteam28SaysDestructive(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"upload_project", "Uploads the project in the current directory; it is potentially destructive.", nil, hints.Destructive},
		{"sync_repo", "Sync the repository. This operation is destructive.", nil, hints.Destructive},
		{"preview_sync", "Preview a sync. This is not destructive.", nil, hints.ReadOnly},
		{"analyze_image", "Run a non-destructive analysis of the image.", stringProps("url"), hints.ReadOnly},
	})
}

// TestRedteam28WhichThen: ", which are then deleted" is what happens to
// what the read returns, not a condition; "files that are deleted" picks
// which files.
func TestRedteam28WhichThen(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"read_inbox", "Read new messages, which are then deleted from the server.", nil, hints.Destructive},
		{"get_jobs", "Get finished jobs, which are purged afterwards.", nil, hints.Destructive},
		{"list_trash", "List files that are deleted.", nil, hints.ReadOnly},
	})
}

// TestRedteam28ReadsThenSuspends: a read that says, in the passive, that
// accounts it finds are deactivated or suspended, or that drains what
// it inspects, destroys.
func TestRedteam28ReadsThenSuspends(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"list_users", "List users. Inactive users found are deactivated.", nil, hints.Destructive},
		{"list_accounts", "List accounts; accounts past due are suspended.", nil, hints.Destructive},
		{"inspect_queue", "Inspect the queue, draining messages that failed.", stringProps("queue"), hints.Destructive},
		{"list_users", "List users, including those that are deactivated.", nil, hints.ReadOnly},
		{"fetch_page", "Fetch the page, sending cookies from the jar.", stringProps("url"), hints.ReadOnly},
	})
}

// TestRedteam28ReadNotifies: a read whose description says the people it
// finds get or receive a message sends it.
func TestRedteam28ReadNotifies(t *testing.T) {
	hints.WithoutLearnt(t)
	q := stringProps("query")
	checkClasses(t, []recallCase{
		{"search_contacts", "Search contacts. Matching contacts get a notification.", q, hints.Destructive},
		{"list_overdue", "List overdue invoices; their customers receive a reminder email.", nil, hints.Destructive},
		{"list_subscribers", "List subscribers that get emails from the list.", nil, hints.ReadOnly},
		{"get_user", "Get a user. Users get access through roles.", idProps, hints.ReadOnly},
	})
}

// TestRedteam28SharesWhereRead: sharing a thing on or to a place people
// read (Bluesky, a channel) posts it there.
func TestRedteam28SharesWhereRead(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"bluesky_share", "Share an article on Bluesky.", stringProps("url"), hints.Destructive},
		{"share_result", "Share the result to the team channel.", idProps, hints.Destructive},
		{"share_folder", "Share a folder to the shared drive.", idProps, hints.Write},
	})
}

// TestRedteam28LaunchCampaign: launching or starting a campaign sends it.
func TestRedteam28LaunchCampaign(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"campaign_launch", "Launch the email campaign to the selected segment.", idProps, hints.Destructive},
		{"start_campaign", "Start a campaign.", idProps, hints.Destructive},
		{"create_campaign", "Create a campaign draft.", idProps, hints.Write},
	})
}

// TestRedteam28LossInName: a word of permanent loss in the name
// ("archive_permanently") is no object of its verb: the description's
// "permanently" still counts.
func TestRedteam28LossInName(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"archive_permanently", "Archive the project permanently.", idProps, hints.Destructive},
		{"unpublish_permanently", "Unpublish the page permanently.", idProps, hints.Destructive},
	})
}

// TestRedteam28EmailedPassive: a write that says in the passive that
// something is emailed, texted or messaged ("a reset link is emailed")
// sends it.
func TestRedteam28EmailedPassive(t *testing.T) {
	hints.WithoutLearnt(t)
	email := stringProps("email")
	checkClasses(t, []recallCase{
		{"forgot_password", "Start the forgot-password flow; a reset link is emailed.", email, hints.Destructive},
		{"create_report", "Create a report. The report is then emailed to the team.", idProps, hints.Destructive},
		{"create_contact", "Create a contact. Contacts can be emailed later.", email, hints.Write},
	})
}

// TestRedteam28ResendMessage: resending a message or an invitation sends
// it again ("resend_invite"); "Resend" before a list of domains is the
// name of an email service.
func TestRedteam28ResendMessage(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"resend_invite", "Resend the invitation.", idProps, hints.Destructive},
		{"resend_invitation_email", "", idProps, hints.Destructive},
		{"resend_list_domains", "List the domains of the Resend account.", nil, hints.ReadOnly},
	})
}

// TestRedteam28DescribedOption: a boolean option whose own description
// opens with an act that destroys or sends ("Charge the customer's card
// immediately", "Restart the server to apply them", "Send a welcome
// email") gives the call that mode, whatever the option's name. An
// option that shapes what a read returns ("Remove HTML tags from the
// output") or that negates the act does not.
func TestRedteam28DescribedOption(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	opt := func(tool, name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			tool: str, name: map[string]any{"type": "boolean", "description": desc}}}
	}
	checkClasses(t, []recallCase{
		{"create_order", "Create an order.", opt("items", "capture", "Charge the customer's card immediately."), hints.Destructive},
		{"update_task", "Update a task.", opt("id", "cleanup", "Delete subtasks that are done."), hints.Destructive},
		{"save_settings", "Save settings.", opt("settings", "apply_now", "Restart the server to apply them."), hints.Destructive},
		{"add_user", "Add a user.", opt("email", "welcome", "Send a welcome email."), hints.Destructive},
		{"get_data", "Get data.", opt("id", "consume", "Remove the item from the queue after reading it."), hints.Destructive},
		{"get_page", "Get the page.", opt("url", "strip", "Remove HTML tags from the output."), hints.ReadOnly},
		{"add_user", "Add a user.", opt("email", "quiet", "Do not send a welcome email."), hints.Write},
		{"create_issue", "Create an issue.", opt("title", "track", "Track the issue on the board."), hints.Write},
		{"index_repo", "Create a search index of a repository.", opt("repo", "notify", "Send email notification when indexing completes."), hints.Write},
	})
}

// TestRedteam28AddressedContent: a tool named by a noun alone
// ("messages") whose inputs address content to someone ("to" and
// "body") sends it; one whose inputs only filter reads.
func TestRedteam28AddressedContent(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"messages", "", stringProps("to", "body"), hints.Destructive},
		{"messages", "", stringProps("recipient", "subject", "text"), hints.Destructive},
		{"messages", "", stringProps("channel", "limit"), hints.ReadOnly},
		{"messages", "", stringProps("from", "to", "since"), hints.ReadOnly},
	})
}

// TestRedteam28StopsWorking: a call after which something "stops
// working" or "no longer works" invalidates it ("Any existing tokens for
// the user stop working"), as revoking does; a condition on it ("if the
// server stops working") is no effect.
func TestRedteam28StopsWorking(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_token", "Get an access token. Any existing tokens for the user stop working.", stringProps("user"), hints.Destructive},
		{"new_link", "Create a new invite link; the old link no longer works.", idProps, hints.Destructive},
		{"get_status", "Get the server status. Call restart_server if the server stops working.", nil, hints.ReadOnly},
		{"get_errors", "Get bundle errors. When to use: the app shows an error screen, or hot reload stops working.", nil, hints.ReadOnly},
	})
}

// TestRedteam28Mailed: "is mailed" sends, as "is emailed" does.
func TestRedteam28Mailed(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"fetch_report", "Fetch the report; the report is generated and mailed to finance.", idProps, hints.Destructive},
		{"create_letter", "Create a letter. The letter is printed and mailed.", idProps, hints.Destructive},
	})
}

// TestRedteam28ChangesOwner: changing or setting the owner of a thing
// hands it over, as giving the owner role does; assigning an owner to an
// incident names who handles it.
func TestRedteam28ChangesOwner(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"change_owner", "Change the owner of the project to another user.", stringProps("project", "user"), hints.Destructive},
		{"set_repo_owner", "Set the repository's owner.", stringProps("repo", "owner"), hints.Destructive},
		{"update_project", "Update a project. Changes the owner to the given user.", stringProps("id", "owner"), hints.Destructive},
		{"assign_owner", "Assign an owner to the incident.", stringProps("id", "user"), hints.Write},
	})
}

// TestRedteam28StopProcess: stopping a process ends it, as killing does;
// opening a port in a firewall changes it.
func TestRedteam28StopProcess(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"signal_process", "Signal a process to stop.", stringProps("pid"), hints.Destructive},
		{"stop_process", "Stop the process with the given PID.", stringProps("pid"), hints.Destructive},
		{"open_port", "Open a port in the firewall.", stringProps("port"), hints.Write},
	})
}

// TestRedteam28TearsDown: "tear down" is the phrasal verb of
// "teardown"; emptying a table deletes its rows, as emptying the trash
// does.
func TestRedteam28TearsDown(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"tool_x", "Tears down the stack and all its resources.", stringProps("stack"), hints.Destructive},
		{"configure_env", "Everything in the environment is torn down.", stringProps("env"), hints.Destructive},
		{"update_db", "All tables will be emptied.", stringProps("db"), hints.Destructive},
		{"empty_table", "Empty the table.", stringProps("table"), hints.Destructive},
		{"tear_sheet", "Get the tear sheet of a fund.", idProps, hints.ReadOnly},
		{"attach", "Attach the debugger; if no threads are reported within 5s, the attach fails and the proxy is torn down.", idProps, hints.Write},
	})
}

// TestRedteam28RewritesHistory: rewriting history replaces the commits
// others have; rewriting a paragraph is an edit.
func TestRedteam28RewritesHistory(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"update_repo", "Update the repo; history is rewritten.", stringProps("repo"), hints.Destructive},
		{"filter_repo", "Rewrite the history of the repository to drop a path.", stringProps("path"), hints.Destructive},
		{"rewrite_text", "Rewrite a paragraph in a friendlier tone.", stringProps("text"), hints.Write},
	})
}

// TestRedteam28ReplacesExisting: a read that goes on to replace what
// already exists ("Extract an archive into a folder, replacing files
// that already exist") loses it; replacing characters in what it
// returns shapes the output.
func TestRedteam28ReplacesExisting(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"extract_archive", "Extract an archive into a folder, replacing files that already exist.", stringProps("path"), hints.Destructive},
		{"fetch_config", "Fetch the remote config, replacing the existing local copy.", stringProps("url"), hints.Destructive},
		{"get_text", "Get the page text, replacing newlines with spaces.", stringProps("url"), hints.ReadOnly},
		{"get_items", "Get items, removing duplicates of the previous page.", stringProps("page"), hints.ReadOnly},
	})
}
