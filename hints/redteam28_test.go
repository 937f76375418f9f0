package hints_test

// Red team of destructive recall, round 28: honest wordings of tools
// that send, invite, deploy, close or lose data for good which the rules
// (the learnt check off) classed write or read-only. Each case failed
// before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// idProps is an input schema of one string "id".
var idProps = stringProps("id")

// TestRedteam28PassiveSend: a write whose description says, in the
// passive, that the call sends something ("An invitation email is sent
// to them", "The user is sent a welcome email") sends it, as a read's
// does; a send that is conditional, negated, another party's, or the
// server's schedule is not the call's.
func TestRedteam28PassiveSend(t *testing.T) {
	hints.WithoutLearnt(t)
	email := stringProps("email")
	checkClasses(t, []recallCase{
		{"add_member", "Add a member to the organization. An invitation email is sent to them.", email, hints.Destructive},
		{"create_user", "Create a user. The user is sent a welcome email.", email, hints.Destructive},
		{"create_user", "Create a user. An email will be sent to the user.", email, hints.Destructive},
		{"approve_payment", "Approve a pending payment so the money is sent.", idProps, hints.Destructive},
		// Not this call's send.
		{"create_webhook", "Create a webhook. Events are sent to the URL when they occur.", stringProps("url"), hints.Write},
		{"create_draft", "Create an email draft. The draft is not sent.", stringProps("body"), hints.Write},
		{"create_digest", "Create a digest subscription. Digests are sent every week.", email, hints.Write},
		{"schedule_campaign", "Schedule an existing campaign to be sent at a specific time.", idProps, hints.Write},
		{"create_account", "Register a new account. A 6-character verification code is sent to the email.", email, hints.Write},
		{"create_batch", "Create a batch. Up to 100 items may be sent in one call.", idProps, hints.Write},
		{"move_card", "Move a card. The card is sent to the archive.", idProps, hints.Write},
	})
}

// TestRedteam28ThisSends: "This" or "It" as the subject of a later
// sentence's verb ("This sends the user a welcome email") says what the
// call does; "this" before a noun is a determiner.
func TestRedteam28ThisSends(t *testing.T) {
	hints.WithoutLearnt(t)
	email := stringProps("email")
	checkClasses(t, []recallCase{
		{"create_user", "Create a user. This sends the user a welcome email.", email, hints.Destructive},
		{"create_user", "Create a user. This deletes any pending invitation for the address.", email, hints.Destructive},
		{"create_note", "Create a note. This note is shown to the team.", stringProps("body"), hints.Write},
		{"create_note", "Create a note. This status is shown to the team.", stringProps("body"), hints.Write},
		// Restating an act on session context.
		{"clear_dir", "Clear the session working directory setting. This resets the context.", nil, hints.ReadOnly},
	})
}

// TestRedteam28Invites: inviting a person sends them an invitation, which
// cannot be unsent; inviting a bot or an app into a channel adds it.
func TestRedteam28Invites(t *testing.T) {
	hints.WithoutLearnt(t)
	email := stringProps("email")
	checkClasses(t, []recallCase{
		{"invite_user", "Invite a user to the workspace by email.", email, hints.Destructive},
		{"invite_members", "Invite members to a project.", stringProps("emails"), hints.Destructive},
		{"add_member", "Invite a person to join the team.", email, hints.Destructive},
		{"invite_collaborator", "", stringProps("username"), hints.Destructive},
		{"invite_bot", "Invite the bot to a channel.", stringProps("channel"), hints.Write},
		{"create_chat", "Create a group chat. You can also invite group members and bots to join the group.", stringProps("name"), hints.Write},
	})
}

// TestRedteam28CannotBeRestored: "cannot be restored" says, as "cannot be
// undone" does, that the change is for good.
func TestRedteam28CannotBeRestored(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"archive_project", "Archive the project. Archived projects cannot be restored.", idProps, hints.Destructive},
		{"retire_key", "Retire a key. A retired key can never be restored.", idProps, hints.Destructive},
	})
}

// TestRedteam28GarbageCollect: garbage-collecting deletes what nothing
// references; collecting garbage is no gathering of data. Collecting
// logs or metrics still reads.
func TestRedteam28GarbageCollect(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"gc", "Garbage-collect unreferenced objects.", nil, hints.Destructive},
		{"garbage_collect", "", nil, hints.Destructive},
		{"run_gc", "Collect garbage in the repository, removing unreachable objects.", nil, hints.Destructive},
		{"collect_logs", "Collect the logs of a service.", stringProps("service"), hints.ReadOnly},
	})
}

// TestRedteam28CloseAccount: closing an account ends it for good;
// closing a tab or a browser keeps what was made.
func TestRedteam28CloseAccount(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"close_account", "Close the customer's account.", idProps, hints.Destructive},
		{"close_account", "Closes a bank account.", idProps, hints.Destructive},
		{"close_tab", "Close a browser tab.", idProps, hints.Write},
	})
}

// TestRedteam28Announcement: posting an announcement delivers a message.
func TestRedteam28Announcement(t *testing.T) {
	hints.WithoutLearnt(t)
	text := stringProps("text")
	checkClasses(t, []recallCase{
		{"announce", "Post an announcement to the company channel.", text, hints.Destructive},
		{"create_announcement", "Create an announcement for all members.", text, hints.Destructive},
		{"post_comment", "Post a comment on the issue.", text, hints.Write},
	})
}

// TestRedteam28RunsItBack: a verb of running whose object is a pronoun
// ("running it", "runs what you type") runs the code its sentence named
// before it: arbitrary code, whatever the name's verb. Not running it
// ("without running it") reads.
func TestRedteam28RunsItBack(t *testing.T) {
	hints.WithoutLearnt(t)
	code := stringProps("code")
	checkClasses(t, []recallCase{
		{"analyze_code", "Analyze code by running it in a sandbox.", code, hints.Destructive},
		{"shell", "Opens a shell and runs what you type.", stringProps("input"), hints.Destructive},
		{"check_script", "Check a script, then execute it.", stringProps("path"), hints.Destructive},
		{"lint_code", "Lint code without running it.", code, hints.ReadOnly},
		// Advice to the caller in a later sentence.
		{"lint_script", "Lint a shell script. To try it, upload the script with upload_file and run it.", stringProps("path"), hints.ReadOnly},
		{"get_report", "Get the report and run it through the formatter.", idProps, hints.ReadOnly},
	})
}

// TestRedteam28TakesWhatItReads: a read whose description says, in the
// passive, that what it reads ("the job") is removed takes it away.
// "Scripts are removed from the output" shapes what it returns.
func TestRedteam28TakesWhatItReads(t *testing.T) {
	hints.WithoutLearnt(t)
	q := stringProps("queue")
	checkClasses(t, []recallCase{
		{"fetch_jobs", "Fetch the next job; the job is acknowledged and removed.", q, hints.Destructive},
		{"get_task", "Get the next task. The task is removed once it is returned.", q, hints.Destructive},
		{"get_page", "Get the page. Scripts are removed from the output.", stringProps("url"), hints.ReadOnly},
		{"get_job", "Get a job. Jobs are removed after 30 days.", idProps, hints.ReadOnly},
	})
}

// TestRedteam28SharesWithParty: sharing a thing with a person, a partner
// or a domain grants them access and tells them, which cannot be taken
// back; sharing a link or copying to a shared folder is a write.
func TestRedteam28SharesWithParty(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"share_document", "Share a document with another user.", stringProps("id", "email"), hints.Destructive},
		{"share_file", "Shares the given file with a user, a group or a whole domain.", stringProps("id", "email"), hints.Destructive},
		{"share_session", "Share a verified session with a trusted partner.", idProps, hints.Destructive},
		{"create_share_link", "Create a link to share a document.", idProps, hints.Write},
		{"export_db", "Export the database to the shared folder for sharing with others.", idProps, hints.Write},
		{"memory_share", "Share knowledge from one agent to others within a domain.", idProps, hints.Write},
	})
}

// TestRedteam28Delivers: delivering a thing to people sends it.
func TestRedteam28Delivers(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"render_template", "Render the template and deliver it to the recipients.", stringProps("template"), hints.Destructive},
		{"deliver_report", "Deliver the report to the subscribers.", idProps, hints.Destructive},
		{"get_delivery", "Get the delivery status of a message.", idProps, hints.ReadOnly},
		// What a call or a model delivers is its answer.
		{"web_search", "Search the web. Delivers relevant results fast.", stringProps("query"), hints.ReadOnly},
		{"close_log", "Close the log export. Typical close-out: deliver the final answer, then call this tool.", idProps, hints.Write},
	})
}
