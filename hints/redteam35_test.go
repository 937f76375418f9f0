package hints_test

// Red team 35: the signals added with held-out 56 to 65 that may loosen
// a class (a plural after a read, an ending with no object, a fetching
// verb before a last word, a read-only transaction, ...), attacked with
// honest wordings of tools that act, each written as a test before its
// fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedTeam35ReadWordAsSubject: a verb's third person after a read
// word is a plural noun only when the read is the sentence's verb
// ("Lists deploys of the app"). A read word in its base form before it
// may be a noun, the subject ("Cache lookup evicts stale keys",
// "Monitor kills processes"): the third person is then the act.
func TestRedTeam35ReadWordAsSubject(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"cache_sweep", "Cache lookup evicts stale keys from Redis.", nil, hints.Destructive},
		{"watchdog", "Monitor kills processes that exceed the memory limit.", nil, hints.Destructive},
		{"dedupe_files", "Finds duplicate files. Search deletes all but the newest copy.", nil, hints.Destructive},
		{"disk_cleanup", "Nightly scan removes files older than 30 days.", nil, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"app_history", "Lists deploys of the app with their versions.", nil, hints.ReadOnly},
		{"audit", "Shows deletes made by the user.", nil, hints.ReadOnly},
		{"deploy_history", "List deploys of the app.", nil, hints.ReadOnly},
	})
}

// TestRedTeam35PartialReadOnlyTransaction: a read-only transaction
// bounds the query only when the tool's own run is in it ("Run an AQL
// query in a read-only transaction"), not when some statements are
// ("SELECTs run in a read-only transaction") and the rest are not said.
func TestRedTeam35PartialReadOnlyTransaction(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"sql": str}}
	checkAtLeast(t, []recallCase{
		{"execute_sql", "Execute SQL against the database. SELECTs run in a read-only transaction.", schema, hints.Destructive},
		{"execute_sql", "Execute SQL against the database. Reads are run in a read-only transaction.", schema, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"read_query", "Run an AQL query in a read-only transaction. Data-modification plans are rejected.", schema, hints.ReadOnly},
		{"read_query", "Runs the given SQL in a read-only transaction.", schema, hints.ReadOnly},
	})
}

// TestRedTeam35FetchBeforeOnlyVerb: after a fetching verb, a last word
// that is a record or a place a name fetches ("jenkins_list_queue",
// "eth_search_archive") is what it fetches; a last word that is only an
// act ("mailchimp_list_subscribe", "redis_list_push") is the tool's act,
// as "todo_list_create" is.
func TestRedTeam35FetchBeforeOnlyVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"mailchimp_list_subscribe", "", nil, hints.Write},
		{"redis_list_push", "", nil, hints.Write},
		{"acme_list_approve", "", nil, hints.Write},
		{"trello_list_close", "", nil, hints.Write},
		{"acme_search_install", "", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"jenkins_list_queue", "", nil, hints.ReadOnly},
		{"acme_list_tag", "", nil, hints.ReadOnly},
		{"eth_search_archive", "", nil, hints.ReadOnly},
	})
}

// TestRedTeam35ReturnsAfterAct: a boolean named for an act whose own
// description opens with "Return" only shapes the result when nothing in
// it does the act: a noun of the act's own family ("after publication",
// "with the payment taken") says the act is done when it is set.
func TestRedTeam35ReturnsAfterAct(t *testing.T) {
	hints.WithoutLearnt(t)
	flag := idAndFlag
	checkAtLeast(t, []recallCase{
		{"preview_release", "Preview the release notes for a tag.", flag("publish", "Return the public URL after publication to GitHub."), hints.Write},
		{"get_invoice", "Get an invoice.", flag("pay", "Return the invoice with the payment taken from the card on file."), hints.Write},
		{"build_preview", "Render a preview of the site.", flag("deploy", "Return the production URL of the deployment."), hints.Write},
		{"draft_reply", "Draft a reply to the ticket.", flag("submit", "Return the ticket after submission of the reply."), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_page", "Get a page.", flag("apply_markdown", "Return HTML content (true) or raw Markdown (false). Default: true"), hints.ReadOnly},
	})
}

// TestRedTeam35ThenAfterBy: "then" after "by" and a key is an ordering's
// next key only when a key follows it ("sorted by name then type"); a
// verb's third person, or a verb with its object, after it is the next
// step ("Reads the config by path then writes the merged values back").
func TestRedTeam35ThenAfterBy(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"read_config", "Reads the config file by path then writes the merged values back to it.", nil, hints.Destructive},
		{"get_record", "Gets the record by id then saves the new status to it.", nil, hints.Write},
		{"read_settings", "Read the settings by key then write the new value back to it.", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"dns_list_records", "List every record in the zone (sorted by name then type).", nil, hints.ReadOnly},
		{"list_tasks", "List tasks ordered by priority then date, newest first.", nil, hints.ReadOnly},
	})
}

// TestRedTeam35HeadlineParticiple: a past participle after a singular
// noun with no article opening the description is a headline of the
// act, its "is" left out ("Issue created in the given repository"), not
// a reduced relative saying which of them ("Files uploaded by the user",
// "The mailboxes connected to this connection").
func TestRedTeam35HeadlineParticiple(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"github_issue", "Issue created in the given repository. Returns the issue URL.", nil, hints.Write},
		{"webhook", "Webhook registered for the repository events. Returns the webhook id.", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"list_files", "Files uploaded by the user in the last week.", nil, hints.ReadOnly},
		{"list_mailboxes", "The mailboxes connected to this connection, with their addresses.", nil, hints.ReadOnly},
	})
}

// TestRedTeam35RemakeAgain: "re" before a verb that makes a thing anew
// and may replace it ("resave", "remount", "reconfigure") stays at the
// defaults, as "recreate" does; only a write that makes nothing new is
// done again ("reschedule").
func TestRedTeam35RemakeAgain(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"resave_document", "", nil, hints.Destructive},
		{"remount_volume", "", nil, hints.Destructive},
		{"reconfigure_cluster", "", nil, hints.Destructive},
		{"reupsert_records", "", nil, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"reschedule_check", "", nil, hints.Write},
	})
}

// TestRedTeam35EndingWithObject: an ending verb before "on" or "at"
// ends the tool's own work only when what follows is when or on what;
// "on" opening a hyphenated modifier ("Stops on-prem VMs", "Terminates
// on-demand instances") or "at most" ("Terminates at most 10 of them")
// comes before the verb's object.
func TestRedTeam35EndingWithObject(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"region": str}}
	checkAtLeast(t, []recallCase{
		{"idle_instances", "Finds idle instances. Terminates at most 10 of them per call.", schema, hints.Destructive},
		{"vm_status", "Shows VM status. Stops on-prem VMs that are over budget.", schema, hints.Write},
		{"job_watch", "Watches jobs. Ends on-call shifts that have expired.", schema, hints.Write},
		{"spot_report", "Reports spot prices. Terminates on-demand instances when spot is cheaper.", schema, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"snmp_walk", "Walk an OID subtree. Terminates on endOfMibView or when the next OID leaves the subtree. Returns a list of rows.", nil, hints.ReadOnly},
		{"tail_log", "Tail the log. Stops after 100 lines.", nil, hints.ReadOnly},
		{"tail_log", "Tail the log. Stops at the end of the file.", nil, hints.ReadOnly},
	})
}

// TestRedTeam35GerundAfterReadNoun: a gerund ending a name names a thing
// only when the word before it does not read ("account_following"); after
// a noun a name reads by ("report_generating", "status_updating",
// "summary_posting"), it is the act done to that noun.
func TestRedTeam35GerundAfterReadNoun(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"report_generating", "", nil, hints.Write},
		{"status_updating", "", nil, hints.Write},
		{"logs_forwarding", "", nil, hints.Write},
		{"report_scheduling", "", nil, hints.Write},
		{"summary_posting", "", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"account_following", "Get accounts that a given account follows.", nil, hints.ReadOnly},
	})
}

// TestRedTeam35ReturnsWhenActed: an acting flag's "Return…" description
// that goes on to when or after what it returns ("once the card on file
// is billed", "after the branch lands on main") speaks of the act it
// waits for: the flag still acts.
func TestRedTeam35ReturnsWhenActed(t *testing.T) {
	hints.WithoutLearnt(t)
	flag := idAndFlag
	checkAtLeast(t, []recallCase{
		{"get_cart", "Get the cart.", flag("pay", "Return the receipt once the card on file is billed."), hints.Write},
		{"diff_branch", "Show the diff.", flag("merge", "Return the resulting SHA after the branch lands on main."), hints.Write},
		{"render_digest", "Render the weekly digest.", flag("broadcast", "Return the digest. It goes out to every subscriber."), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_page", "Get a page.", flag("apply_markdown", "Return HTML content (true) or raw Markdown (false). Default: true"), hints.ReadOnly},
	})
}
