package hints_test

// Red team of the read-leaning signals, round 29: honest wordings of
// tools that write, delete, send or overwrite which the signals added
// for held-out 42 to 44 (and the red team's merge after them) classed
// read-only, or destructive tools they classed write. Each case failed
// before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRedteam29PerformAnAct: "Perform a calculation" reads, but a
// conversion of money, a check-in or a translation in place of a stored
// thing is done to it, and the act decides as its verb does ("Perform a
// translation of the document" by its id translates the stored one).
func TestRedteam29PerformAnAct(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"calc2", "Perform a conversion of the account balance to EUR.", nil, hints.Write},
		{"checkin", "Perform a check-in for the passenger on the given flight.", nil, hints.Write},
		{"doc_tool", "Perform a translation of the stored document in place.", nil, hints.Write},
		{"logs", "Perform a search in the logs for the given pattern.", nil, hints.ReadOnly},
		{"doc_tool", "Perform a translation of the document.", map[string]any{"type": "object", "properties": map[string]any{"documentId": map[string]any{"type": "string"}}}, hints.Write},
		// Still reads.
		{"calculator", "Perform a calculation", nil, hints.ReadOnly},
		{"convert_units", "Perform a conversion of the given value between units.", nil, hints.ReadOnly},
		{"lookup", "Perform a lookup of the given domain's records.", nil, hints.ReadOnly},
	})
}

// TestRedteam29NounPhraseActed: a name's last verb used as a noun
// phrase in the description is still what the call does when the phrase
// is the object of a verb that starts or asks for it ("Triggers an
// account purge", "Starts a data wipe"), when it destroys ("Show the
// branch delete preview and confirm"), or when an outcome of it follows
// ("Returns the repo fork result").
func TestRedteam29NounPhraseActed(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"account_purge", "Triggers an account purge for the given user.", nil, hints.Destructive},
		{"data_wipe", "Starts a data wipe of the device.", nil, hints.Destructive},
		{"cache_flush", "Schedules a cache flush on the production cluster.", nil, hints.Destructive},
		{"account_purge", "Account purge for the given user.", nil, hints.Destructive},
		{"branch_delete", "Show the branch delete preview and confirm.", nil, hints.Destructive},
		{"db_wipe", "Returns the DB wipe confirmation token and performs the wipe.", nil, hints.Destructive},
		{"user_create", "Returns the user create response for the given payload.", nil, hints.Write},
		{"repo_fork", "Returns the repo fork result.", nil, hints.Write},
		{"cpu_load", "Returns the CPU load average.", nil, hints.ReadOnly},
		// Still nouns.
		{"cpu_load", "Show detailed CPU load and utilization statistics", nil, hints.ReadOnly},
		{"page_load", "Measure the page load time of a URL.", nil, hints.ReadOnly},
	})
}

// TestRedteam29FollowsGuidance: an act after a guidance noun is
// described, unless the call follows, runs or applies the guidance.
func TestRedteam29FollowsGuidance(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"helper", "Follows the guide to wiping the device.", nil, hints.Destructive},
		{"helper", "Carries out the steps for deleting stale branches.", nil, hints.Destructive},
		{"get_guide", "Returns a guide to deploying the app.", nil, hints.ReadOnly},
	})
}

// TestRedteam29ProvideOffer: "provide" and "offer" are weak reads of
// what the call returns, but providing access grants it, and offering a
// job or an item makes the offer.
func TestRedteam29ProvideOffer(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"repo_access", "Provides a user with write access to the repository.", nil, hints.Write},
		{"marketplace_item", "Offers the item for sale on the marketplace.", nil, hints.Write},
		{"candidate", "Offers the job to the candidate by email.", nil, hints.Destructive},
		{"refund", "Provides a refund to the customer for the order.", nil, hints.Destructive},
		{"seat", "Offer the customer a free seat on the next plan.", nil, hints.Write},
		{"account_help", "Provides the user with a summary of their account.", nil, hints.ReadOnly},
		{"docs_access", "Provides access to the documentation for users.", nil, hints.ReadOnly},
		{"team_overview", "Offers an overview of the team's members and their roles.", nil, hints.ReadOnly},
		// Still reads.
		{"go_package_api", "Provides a summary of a Go package API.", nil, hints.ReadOnly},
		{"ignore_vulnerability", "Provides instructions for writing a config file to exclude vulnerabilities from the scan report.", nil, hints.ReadOnly},
	})
}

// TestRedteam29PublishedAtAddress: "Pages are published at https://…"
// says where pages are; "The draft is then published at https://…" is
// what the call does.
func TestRedteam29PublishedAtAddress(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_draft", "Returns the draft. The draft is then published at https://blog.example.com.", nil, hints.Destructive},
		{"get_draft", "Returns the draft. It is immediately published at https://blog.example.com.", nil, hints.Destructive},
		{"get_post", "Returns the post. Posts are then published at https://blog.example.com.", nil, hints.Destructive},
		// Where it can be read.
		{"search_docs", "Searches the product documentation. Pages are published at https://docs.example.com.", nil, hints.ReadOnly},
		{"search_docs", "Searches the product documentation. The documentation is published at https://docs.example.com.", nil, hints.ReadOnly},
		{"get_guide", "Returns the guide. It is also published at https://mirror.example.com.", nil, hints.ReadOnly},
	})
}

// TestRedteam29FrontedConditionClause: a condition opening a sentence
// with a verb of its own ("If the export succeeds,", "When the download
// completes") ends where its clause does; what follows is the call's.
func TestRedteam29FrontedConditionClause(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"export_mailbox", "Exports the mailbox to an mbox file. If the export succeeds, the mailbox is deleted from the server.", nil, hints.Destructive},
		{"get_export", "Returns the export. When the download completes, the exported files are deleted from the server.", nil, hints.Destructive},
		{"get_export", "Returns the export. When the download completes the exported files are deleted from the server.", nil, hints.Destructive},
		{"get_file", "Returns the file. Once the file, its folder or its share is deleted, nothing is returned.", nil, hints.ReadOnly},
	})
}

// TestRedteam29ToolSubjectNoMore: "no more than" bounds an act; it does
// not negate it ("This tool archives no more than 50 entries").
func TestRedteam29ToolSubjectNoMore(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_logs", "Returns the logs. This tool archives no more than 50 old entries per call.", nil, hints.Write},
		{"get_logs", "Returns the logs. It archives no more than 50 old entries per call.", nil, hints.Write},
		{"get_logs", "Returns the logs. It archives no entries.", nil, hints.ReadOnly},
		{"animation_read", "Read an animation's tracks. It changes and previews nothing; use animation_edit to modify.", nil, hints.ReadOnly},
	})
}

// TestRedteam29ToolSubjectExclusions: what the tool is said to make
// possible or to render is not its act, but drawing an amount from a
// balance moves money, a second predicate after one it renders is its
// act ("generates a new API key and stores it"), and what it lets the
// agent do with it, it does.
func TestRedteam29ToolSubjectExclusions(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"billing", "Get the invoice. It draws the amount from the customer's balance.", nil, hints.Destructive},
		{"keys", "Get the keys. This tool generates a new API key and stores it in the vault.", nil, hints.Write},
		{"thread_tool", "Read the thread. This tool lets the agent archive old threads.", nil, hints.Write},
		{"orders", "List the orders. It also allows users to archive an order.", nil, hints.Write},
		// Still reads.
		{"grep_query", "Search code on GitHub. This tool enables AI assistants to search through repositories.", nil, hints.ReadOnly},
		{"preview", "Read the page. This tool lets you preview the page before it is published.", nil, hints.ReadOnly},
		{"balance_chart", "Get the balance. It draws a chart of the balance over time.", nil, hints.ReadOnly},
		{"summary", "Read the thread. This tool generates a summary and returns it.", nil, hints.ReadOnly},
	})
}

// TestRedteam29ActAtAddress: only putting content somewhere is a place
// at an address ("Pages are published at https://…"): deleting at one
// is done, and a passive of an event ("it gets published at …", "will
// be published on …") is the call's act.
func TestRedteam29ActAtAddress(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_note", "Returns the note. Notes are deleted at https://example.com/trash after reading.", nil, hints.Destructive},
		{"get_draft", "Gets the draft; it gets published at https://blog.example.com once read.", nil, hints.Destructive},
		{"get_summary", "Returns the summary. The summary will be published on https://forum.example.com.", nil, hints.Destructive},
		// Where it can be read.
		{"get_guide", "Returns a guide. Guides are hosted at https://example.com/guides.", nil, hints.ReadOnly},
		{"search_docs", "Searches the documentation. Pages are published at https://docs.example.com.", nil, hints.ReadOnly},
	})
}

// TestRedteam29GoFormatsFiles: with "go" in a name no verb, the
// description decides: formatting the package's source files rewrites
// them, as formatting the file at a path does.
func TestRedteam29GoFormatsFiles(t *testing.T) {
	hints.WithoutLearnt(t)
	pkg := map[string]any{"type": "object", "properties": map[string]any{"package": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"go_fmt", "Formats the Go source files of the package.", pkg, hints.Write},
		{"gofmt", "Format the files of the module with gofmt.", pkg, hints.Write},
		// Text given is returned formatted.
		{"format_json", "Format a JSON string.", nil, hints.ReadOnly},
		{"go_format_snippet", "Formats the given Go code snippet.", nil, hints.ReadOnly},
	})
}

// TestRedteam29ProvideWhat: "provide" and "offer" read only what a read
// gives (a summary, information, diagnostics); a new thing provided is
// made, and a resource provided (storage, credits, a machine) is no
// read: inference falls back to what else it knows.
func TestRedteam29ProvideWhat(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"sa_key", "Provides a new API key for the service account.", nil, hints.Write},
		{"credentials", "Provides new credentials for the database user.", nil, hints.Write},
		{"go_diagnostics", "Provides Go workspace diagnostics.", nil, hints.ReadOnly},
		{"guide", "Provides essential guidelines and best practices for using the tools.", nil, hints.ReadOnly},
		{"team_overview", "Offers detailed information about the team.", nil, hints.ReadOnly},
	})
	for _, desc := range []string{
		"Provides credits to the account.",
		"Provides a virtual machine in the given region.",
		"Provides storage for the project.",
		"Offers an extension of the trial to the workspace.",
	} {
		tool := &mcp.Tool{Name: "resource", Description: desc}
		if rt := hints.Resolve(tool); rt.Class == hints.ReadOnly {
			t.Errorf("%q: read_only (%s), want not read-only", desc, hints.InferTool(tool).Reason)
		}
	}
}

// TestRedteam29CodeAbout: a code word before what is said of it in an
// input's name ("command_id", "script_name") is no code, but an input
// whose description says it is code to run ("script_resource": "Shell
// script to run in the page") still carries code. These held before
// this round; they guard the rule's edge.
func TestRedteam29CodeAbout(t *testing.T) {
	hints.WithoutLearnt(t)
	prop := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{name: map[string]any{"type": "string", "description": desc}}}
	}
	checkClasses(t, []recallCase{
		{"page_eval", "Evaluates it in the page.", prop("script_resource", "Shell script to run in the page."), hints.Destructive},
		{"show_plan", "Shows the plan of a statement.", prop("sql_object", "The SQL statement to execute."), hints.Destructive},
		// What about the code it holds.
		{"get_run", "Returns the output of a run.", prop("script_id", "The id of the script to run."), hints.ReadOnly},
		{"get_run", "Returns the output of a command run.", prop("command_id", "The id of the command run."), hints.ReadOnly},
	})
}

// TestRedteam29JoinedMakes: a read joined to a command that makes a
// stored thing ("and create a pull request", "and open an issue") or a
// trailing gerund that updates what it worked on (", updating the stock
// levels") does it; making what a read returns ("and generate a
// summary"), opening it on the screen ("and open it in browser") and
// updating a cache do not change what the user keeps.
func TestRedteam29JoinedMakes(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"analyze", "Perform an analysis of the repo and create a pull request with the fixes.", nil, hints.Write},
		{"analyze", "Analyze the repo and open a pull request with the fixes.", nil, hints.Write},
		{"review", "Review the code and open an issue for each finding.", nil, hints.Write},
		{"review", "Review the code and open a pull request in the editor.", nil, hints.Write},
		{"count", "Perform a count of the inventory, updating the stock levels.", nil, hints.Write},
		// Still reads.
		{"summarize", "Read the thread and generate a summary.", nil, hints.ReadOnly},
		{"diagram_preview", "Render a diagram and open it in browser with live reload.", nil, hints.ReadOnly},
		{"fetch_page", "Fetch the page, updating the cache.", nil, hints.ReadOnly},
		{"get_setup_instructions", "Get instructions for setting up or updating the plugin.", nil, hints.ReadOnly},
	})
}

// TestRedteam29ReportsTo: "Reports" says what a tool gives, but
// reporting to someone who reads it ("Reports findings to the security
// team's Slack channel", "Reports the author to the moderators") sends
// it.
func TestRedteam29ReportsTo(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"scan", "Scans the site for vulnerabilities. Reports findings to the security team's Slack channel.", nil, hints.Destructive},
		{"moderation", "Checks the post against the policy. Reports the author to the platform's moderators.", nil, hints.Destructive},
		{"check_build", "Checks the build. Reports the result to the pull request as a status check.", nil, hints.Destructive},
		// Still reads.
		{"status", "Reports the status of the build.", nil, hints.ReadOnly},
		{"check_build", "Checks the build. Reports the result to the caller.", nil, hints.ReadOnly},
	})
	tool := &mcp.Tool{Name: "status", Description: "Reports the build status to the pull request."}
	if rt := hints.Resolve(tool); rt.Class == hints.ReadOnly {
		t.Errorf("%q: read_only (%s), want not read-only", tool.Description, hints.InferTool(tool).Reason)
	}
}

// TestRedteam29PerformADeletion: a weak verb of doing does what its
// object names both ways: "Perform a calculation" reads, "Perform a wipe
// of the device" and "Do a deletion of the old records" destroy.
func TestRedteam29PerformADeletion(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"device", "Perform a wipe of the device.", nil, hints.Destructive},
		{"device", "Perform a reset of the device.", nil, hints.Destructive},
		{"records", "Do a deletion of the old records.", nil, hints.Destructive},
		{"records", "Perform the removal of expired records.", nil, hints.Destructive},
		// Still reads.
		{"list_items", "Lists items. Does not delete anything.", nil, hints.ReadOnly},
		{"calculator", "Perform a calculation", nil, hints.ReadOnly},
	})
}

// TestRedteam29AfterReadState: an input named by the call's own read
// ("after_read") whose enum gives the state what was read is left in
// ("kept", "archived", "deleted") is a mode of the call, as one of acts
// ("keep", "delete") is; a participle at another moment ("on":
// "created", "deleted") is an event to match.
func TestRedteam29AfterReadState(t *testing.T) {
	hints.WithoutLearnt(t)
	enum := func(name string, vals ...any) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{name: map[string]any{"type": "string", "enum": vals}}}
	}
	checkClasses(t, []recallCase{
		{"fetch_messages", "Fetches new messages from the queue.", enum("after_read", "kept", "archived", "deleted"), hints.Destructive},
		{"fetch_messages", "Fetches new messages from the queue.", enum("on_fetch", "kept", "deleted"), hints.Destructive},
		{"list_events", "Lists events of the repository.", enum("on", "created", "deleted"), hints.ReadOnly},
	})
}

// TestRedteam29ReadingDoesIt: a sentence whose subject is a gerund of
// the read itself and whose verb writes what was read ("Viewing a
// message marks it as read", "Fetching a ticket assigns it to the
// caller") says what reading does; only destroying verbs counted there.
func TestRedteam29ReadingDoesIt(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_message", "Returns the message. Viewing a message marks it as read.", nil, hints.Write},
		{"get_message", "Returns the message. Opening it moves it to the Archive folder.", nil, hints.Write},
		{"get_ticket", "Returns the ticket. Fetching a ticket assigns it to the caller.", nil, hints.Write},
		// Shown where the reading is.
		{"reveal_secret", "Returns the secret. Revealing a secret puts it in the context.", nil, hints.ReadOnly},
		{"get_page", "Returns the page. Viewing a page shows it in full.", nil, hints.ReadOnly},
	})
}
