package hints_test

// Red team of the read signals, round 23: honest wordings of tools that
// send, write or destroy which inference classed read-only. Each case
// failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam23LaterActs: a description whose first sentence reads or
// names data ("Open positions overview", "Flash news", "Get positions")
// and whose later sentence acts ("Also closes positions past their stop
// loss", "Posts a summary to Slack") was classed read-only by the first.
// Closing a position is a trade; posting to Slack sends a message.
func TestRedteam23LaterActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"positions", "Open positions overview. Also closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_positions", "Open positions overview. Also closes positions past their stop loss.", nil, hints.Destructive},
		{"get_positions", "Get positions. Also closes positions past their stop loss.", nil, hints.Destructive},
		{"news", "Flash news. Posts a summary to Slack.", nil, hints.Destructive},
		{"flash_news", "Flash news. Posts the summary to Slack.", nil, hints.Destructive},
		{"news", "Flash news. Also posts it to Slack.", nil, hints.Destructive},
		// Reads whose later sentences describe, not act, still read.
		{"positions", "Open positions overview.", nil, hints.ReadOnly},
		{"get_positions", "Get positions. Returns the open positions with their stop loss.", nil, hints.ReadOnly},
		{"list_changes", "List changes. Changes are returned newest first.", nil, hints.ReadOnly},
		{"google_search", "Search Google. Returns organic results, people also ask, and related searches.", nil, hints.ReadOnly},
		{"get_email", "Get an email. Use format=stripped to also remove quoted replies.", nil, hints.ReadOnly},
		{"get_events", "Get buffered events. Returns and clears the event buffer.", nil, hints.ReadOnly},
		{"compare_models", "Compare two models. They run one at a time: running them in parallel would make them fight and invalidate the comparison.", nil, hints.ReadOnly},
		// A write said to be done besides the read is one.
		{"get_positions", "Get positions. Also archives positions older than a year.", nil, hints.Write},
		{"get_positions", "Get positions. It also deletes positions older than a year.", nil, hints.Destructive},
	})
}

// TestRedteam23Participle: a participle right before the noun its verb
// would destroy is an adjective ("captured payments", "formatted disk
// usage", "posted messages"); these reads were classed destructive. With
// an auxiliary before it, it is the act ("is always rolled back").
func TestRedteam23Participle(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"payments", "List captured payments.", nil, hints.ReadOnly},
		{"disk_usage", "Show formatted disk usage.", nil, hints.ReadOnly},
		{"messages", "Show posted messages.", nil, hints.ReadOnly},
		{"news", "Flash news. Updates every 5 minutes.", nil, hints.ReadOnly},
		{"sync", "Updates every record in the table.", nil, hints.Destructive},
	})
}

// TestRedteam23AnalysisSends: an analysis run joined to a sending act
// ("Run analysis and email the report") was classed read-only by the
// name's "run analysis".
func TestRedteam23AnalysisSends(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"run_analysis", "Run analysis and email the report", nil, hints.Destructive},
		{"run_analysis", "Run analysis and email it to the team.", nil, hints.Destructive},
		{"run_analysis", "Run analysis and post the report to Slack", nil, hints.Destructive},
		{"run_analysis", "Run an analysis of the repository and report the findings.", nil, hints.ReadOnly},
	})
}

// TestRedteam23RecordCarried: a name made of an act that carries data
// and a record ("backup_history") backs the history up: a write; it was
// classed read-only by the record, "backup" being no verb of the lexicon.
// Backups listed, and an act that a fetching verb ending the name gets
// ("backup_list", "release_list", which was destructive), still read.
func TestRedteam23RecordCarried(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"backup_history", "", nil, hints.Write},
		{"backup_history", "Backup history.", nil, hints.Write},
		{"backup_logs", "", nil, hints.Write},
		{"backup_database", "", nil, hints.Write},
		{"backup_status", "", nil, hints.ReadOnly},
		{"list_backups", "", nil, hints.ReadOnly},
		{"backups", "List the backups of a database.", nil, hints.ReadOnly},
		{"backup_list", "", nil, hints.ReadOnly},
		{"release_list", "", nil, hints.ReadOnly},
		{"deploy_get", "", nil, hints.ReadOnly},
	})
}

// TestRedteam23ExportWrites: an export whose description dumps or writes
// what it exports to a file writes the file.
func TestRedteam23ExportWrites(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"export_logs", "Dumps the logs to a file.", nil, hints.Write},
		{"export_logs", "Dump the server logs to a local file.", nil, hints.Write},
		{"export_logs", "Export the server logs. Dumps them to a file in the working directory.", nil, hints.Write},
		{"export_logs", "Export the logs and write them to a file.", nil, hints.Write},
		// Exporting to a format returns it.
		{"export_logs", "Export the logs as CSV.", nil, hints.ReadOnly},
		{"export_logs", "Export the logs to JSON.", nil, hints.ReadOnly},
		{"export_logs", "Export the logs. Optionally saves them to a file.", nil, hints.ReadOnly},
		{"get_entry", "Fetch an entry. Returns a summary and writes the full object to a temp file.", nil, hints.ReadOnly},
	})
}

// TestRedteam23LogVerb: "log" as a verb with an object records an entry
// in the system it names ("Log a call to the CRM", "Log a recipe as
// cooked"): a write. Logging to the console or the server's log is
// logging, which changes nothing the user cares about.
func TestRedteam23LogVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"crm_log", "Log a call to the CRM.", nil, hints.Write},
		{"log_call", "Log a call to the CRM.", nil, hints.Write},
		{"log_activity", "Log an activity to the CRM.", nil, hints.Write},
		{"activity", "Logs a call to the CRM.", nil, hints.Write},
		{"recipe_log", "Plus — Log a recipe as cooked. Track what you make and when.", nil, hints.Write},
		// Logs read, and logging to the console is logging.
		{"logs", "Fetch recent logs from the service.", nil, hints.ReadOnly},
		{"app_log", "Recent app log lines.", nil, hints.ReadOnly},
		{"crm", "Log a call in Salesforce.", nil, hints.Write},
		{"log", "Log a message to the console.", nil, hints.ReadOnly},
		{"debug_log", "Logs the request to stderr.", nil, hints.ReadOnly},
		{"get_logs", "Get the logs. Logs are kept for 30 days.", nil, hints.ReadOnly},
	})
}

// TestRedteam23JoinedCommand: a read whose first sentence joins a
// command that writes ("Review a pull request and approve it", "Export
// contacts and sync them to Mailchimp", "Scan dependencies and upgrade
// vulnerable ones"), that does its work "in place" ("Format the code in
// place") or says it also subscribes ("Also subscribes you to daily
// alerts": "daily" was taken for the service's schedule) was classed
// read-only. Output shaped in a later sentence ("appends a footer"),
// a purpose ("to find and update") and a made result still read.
func TestRedteam23JoinedCommand(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"pr_review", "Review a pull request and approve it.", nil, hints.Write},
		{"contacts_export", "Export contacts and sync them to Mailchimp.", nil, hints.Write},
		{"scan_deps", "Scan dependencies and upgrade vulnerable ones.", nil, hints.Write},
		{"format_code", "Format the code in place.", nil, hints.Write},
		{"get_forecast", "Get the weather forecast. Also subscribes you to daily alerts.", nil, hints.Write},
		{"read_text_file", "Read a text file. With no paging parameters, returns the first 1000 lines and appends a footer.", nil, hints.ReadOnly},
		{"search_docs", "Search the docs. Use it to find and update stale pages with docs_edit.", nil, hints.ReadOnly},
		{"get_ssl_status", "Get the SSL status. active means a valid certificate is in place.", nil, hints.ReadOnly},
		{"news", "Flash news. Refreshes hourly.", nil, hints.ReadOnly},
	})
}

// TestRedteam23ActingFlag: a read with a boolean input named by an act
// ("apply", "commit", "send", "confirm", "publish") or a dry-run switch
// has a mode that acts: "Show the Terraform plan" with "apply", "Preview
// the pending migrations" with "commit" or "dryRun", "Build a weekly
// report" with "send" were classed read-only (or write). Booleans that
// shape a read ("recursive", "refresh", "save" of a read's optional
// output) do not.
func TestRedteam23ActingFlag(t *testing.T) {
	hints.WithoutLearnt(t)
	flag := func(name, desc string) map[string]any {
		return schema(map[string]any{name: map[string]any{"type": "boolean", "description": desc}})
	}
	checkClasses(t, []recallCase{
		{"terraform_plan", "Show the Terraform plan.", flag("apply", "Apply the plan after showing it"), hints.Destructive},
		{"migration_preview", "Preview the pending migrations.", flag("commit", ""), hints.Write},
		{"migration_preview", "Preview the pending migrations.", flag("dryRun", "Only show what would run; default true"), hints.Write},
		{"migration_preview", "Preview the pending migrations.", flag("confirm", "Set true to run them"), hints.Write},
		{"weekly_report", "Show the weekly report.", flag("send", "Also send it to the team"), hints.Destructive},
		{"draft_preview", "Preview a newsletter draft.", flag("publish", ""), hints.Destructive},
		// Booleans that shape a read still read.
		{"list_files", "List files in a directory.", flag("recursive", "Descend into subdirectories"), hints.ReadOnly},
		{"get_prices", "Get current prices.", flag("refresh", "Bypass the cache"), hints.ReadOnly},
		{"take_screenshot", "Take a screenshot of the page.", flag("save", "Also save it to a file"), hints.ReadOnly},
		{"get_page", "Get a page.", flag("select", "Select the page for later calls"), hints.ReadOnly},
		{"list_repos", "List repositories.", flag("archived", "Include archived repositories"), hints.ReadOnly},
		{"get_account_info", "Get account information.", schema(map[string]any{"confirm": map[string]any{"type": "boolean", "const": true}}), hints.ReadOnly},
	})
}

// TestRedteam23ClauseAfterSemicolon: a clause after a semicolon acts as
// a sentence does ("Check the subscription; renews it when expired",
// "Inbox overview; archives everything older than 30 days"), an original
// said to be replaced is lost ("the original file is replaced with the
// translation"), a joined command's object may be a remedy ("and apply
// autofixes"), and an input said to take any SQL statement carries code.
// These were classed read-only.
func TestRedteam23ClauseAfterSemicolon(t *testing.T) {
	hints.WithoutLearnt(t)
	str := func(name, desc string) map[string]any {
		return schema(map[string]any{name: map[string]any{"type": "string", "description": desc}})
	}
	checkClasses(t, []recallCase{
		{"subscription_check", "Check the subscription; renews it automatically when expired.", nil, hints.Destructive},
		{"get_inbox", "Get the inbox overview; archives everything older than 30 days.", nil, hints.Write},
		{"translate_document", "Translate the document; the original file is replaced with the translation.", nil, hints.Destructive},
		{"lint", "Lint the project and apply autofixes to the files.", nil, hints.Write},
		{"query", "Query the database.", str("query", "Any SQL statement, including INSERT, UPDATE or DELETE"), hints.Destructive},
		// Lists after a comma or a semicolon still read.
		{"get_post", "Get a post; returns its title, tags and author.", nil, hints.ReadOnly},
		{"search", "Search files, directories and symlinks.", nil, hints.ReadOnly},
		{"query", "Query the database.", str("query", "A SELECT query; any other statement is rejected"), hints.ReadOnly},
		{"get_page_text", "Get a page as text; links are replaced with their URLs in the output.", nil, hints.ReadOnly},
		{"trace", "Trace a call path. The result adds crossings, tags each hop with its repo, and notes.", nil, hints.ReadOnly},
	})
}

// TestRedteam23SendsAndMoves: pinging people, posting back in a thread,
// replying after a semicolon, tweeting, a passive chain ("It is then
// finalized and sent"), a destructive gerund after a comma ("deleting
// empty ones"), matches moved to the archive and leaving a comment were
// classed read-only.
func TestRedteam23SendsAndMoves(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"ping_team", "Ping the team in #general.", nil, hints.Destructive},
		{"summarize_thread", "Summarize a Slack thread and post the summary back in the thread.", nil, hints.Destructive},
		{"analyze_sentiment", "Analyze sentiment of recent tweets; replies to negative ones.", nil, hints.Destructive},
		{"get_weather", "Get the weather and tweet it.", nil, hints.Destructive},
		{"preview_invoice", "Preview an invoice. It is then finalized and sent to the customer.", nil, hints.Destructive},
		{"list_files", "List files in the directory, deleting empty ones.", nil, hints.Destructive},
		{"search_emails", "Search emails. Matching emails are moved to the archive.", nil, hints.Write},
		{"view_pr", "View a pull request and leave a comment.", nil, hints.Write},
		// Reads that ping a host, strip what they return or leave a page.
		{"ping_host", "Ping a host and report the latency.", nil, hints.ReadOnly},
		{"fetch_page", "Fetch a page, removing scripts and styles.", nil, hints.ReadOnly},
		{"get_thread", "Get a Slack thread; returns the posts in the thread.", nil, hints.ReadOnly},
		{"get_status", "Get the build status. Results are moved to the cache after the first call.", nil, hints.ReadOnly},
	})
}

// TestRedteam23JoinedWeakVerb: a joined command by a weak verb acts on
// what it takes up ("Get a quote for the swap and execute it", "Check
// stock levels and reorder anything below the threshold"), and a
// description that names an acting switch ("Call again with apply=true
// to apply them") offers that mode; these were classed read-only.
func TestRedteam23JoinedWeakVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_quote", "Get a quote for the swap and execute it.", nil, hints.Destructive},
		{"get_script", "Fetch the deploy script and run it.", nil, hints.Destructive},
		{"inventory_check", "Check stock levels and reorder anything below the threshold.", nil, hints.Write},
		{"preview_changes", "Preview changes. Call again with apply=true to apply them.", nil, hints.Write},
		{"get_item", "Get an item by id and return it.", nil, hints.ReadOnly},
		{"get_prompts", "Retrieve an onboarding prompt by ID and execute it.", nil, hints.ReadOnly},
		{"get_account_info", "Get account information. Usage: `{ \"confirm\": true }`.", schema(map[string]any{"confirm": map[string]any{"type": "boolean", "const": true}}), hints.ReadOnly},
		{"search", "Search issues. Pass apply_filters=true to narrow them.", nil, hints.ReadOnly},
	})
}

// TestRedteam23ReadsStayRead: common reads whose wording comes near the
// signals above stay read-only: the server's own schedule, lists after a
// semicolon, "log", "backup", "ping", "renew", "tweet" and "leave" as
// nouns or said of others, booleans and replacements that shape output.
// "replies are sorted" (a subject before "are") was classed destructive.
func TestRedteam23ReadsStayRead(t *testing.T) {
	hints.WithoutLearnt(t)
	var cases []recallCase
	for _, c := range [][2]string{
		{"get_logs", "Get recent logs. Logs older than 7 days are deleted automatically by the server."},
		{"list_tweets", "List recent tweets from a user; returns text and counts."},
		{"get_backup", "Get details of a backup. Backups are taken nightly."},
		{"list_backups", "List backups; each entry has its size and status."},
		{"ping_server", "Ping the MCP server to check that it is alive."},
		{"get_certificate", "Get certificate details. Certificates renew automatically 30 days before expiry."},
		{"get_pr", "Get a pull request and list its review comments."},
		{"get_messages", "Get messages from a Slack channel; threads are expanded."},
		{"fetch_url", "Fetch a URL and convert the HTML to markdown, removing scripts."},
		{"get_audit_log", "Get the audit log. Logs every admin action with its time."},
		{"show_plan", "Show the Terraform plan without applying it."},
		{"explain_query", "Explain a SQL query plan without executing it."},
		{"validate_config", "Validate the config and report errors; nothing is applied."},
		{"lint", "Lint the project and report issues with suggested fixes."},
		{"get_forecast", "Get the forecast. Data updates hourly."},
		{"export_csv", "Export the table to CSV and return it."},
		{"get_cart", "Get the cart; totals are recalculated on every call."},
		{"get_thread", "Get a thread and its replies; replies are sorted oldest first."},
		{"list_comments", "List comments; each comment shows who left it."},
		{"get_notes", "Get the notes left on a pull request."},
	} {
		cases = append(cases, recallCase{c[0], c[1], nil, hints.ReadOnly})
	}
	checkClasses(t, cases)
}

// TestRedteam23EachCall: what "each call" or "every call" does is the
// tool's act ("Visit count. Each call records a visit."), a clause after
// a semicolon that runs what the name calls code runs it ("Shell command
// preview; runs it when confirmed"), and sending again sends ("Resends
// failed messages"). These were classed read-only.
func TestRedteam23EachCall(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"visits", "Visit count. Each call records a visit.", nil, hints.Write},
		{"get_visits", "Get the visit count; every call increments it.", nil, hints.Write},
		{"shell_preview", "Shell command preview; runs it when confirmed.", nil, hints.Destructive},
		{"sms_status", "SMS delivery status. Resends failed messages.", nil, hints.Destructive},
		{"get_cart", "Get the cart. Each call returns fresh totals.", nil, hints.ReadOnly},
		{"get_quota", "Get the remaining quota. Each call counts against it.", nil, hints.ReadOnly},
		{"count_emails", "Count how many emails match a set of filters without moving or deleting them.", nil, hints.ReadOnly},
	})
}

// TestRedteam23PassiveAndRemedy: a submission in the passive ("the run
// is submitted"), comments "posted on the PR", a later sentence that
// fixes what was checked ("DNS check. Fixes records ...") and a boolean
// that sends again ("resend") were classed read-only.
func TestRedteam23PassiveAndRemedy(t *testing.T) {
	hints.WithoutLearnt(t)
	flag := func(name string) map[string]any {
		return schema(map[string]any{name: map[string]any{"type": "boolean"}})
	}
	checkClasses(t, []recallCase{
		{"payroll_preview", "Payroll preview for the period; the run is submitted when you call it with final=true.", flag("final"), hints.Destructive},
		{"code_review", "AI code review. Comments are posted on the PR.", nil, hints.Write},
		{"dns_check", "DNS check. Fixes records that point to the old IP.", nil, hints.Write},
		{"newsletter_stats", "Newsletter stats; resend to non-openers with resend=true.", flag("resend"), hints.Destructive},
		{"lint", "Lint the code. Fixes are suggested, never applied.", nil, hints.ReadOnly},
		{"get_form", "Get a form. Forms are submitted by users in the browser.", nil, hints.ReadOnly},
		{"get_feedback", "Get submitted feedback for an application.", nil, hints.ReadOnly},
		{"list_hub_files", "List files on the Hub; multiple operations may be submitted together.", nil, hints.ReadOnly},
		{"search_docs", "Search the docs. This applies to all Angular queries.", nil, hints.ReadOnly},
	})
}

// TestRedteam23DashAndPassiveUpload: a clause after a dash acts as one
// after a semicolon ("Get open incidents — archives stale ones"), an
// image "uploaded to a public bucket" is written there, and "Also logs
// out other sessions" ends them. These were classed read-only.
func TestRedteam23DashAndPassiveUpload(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_incidents", "Get open incidents — archives stale ones.", nil, hints.Write},
		{"analyze_image", "Analyze an image. The image is uploaded to a public bucket for processing.", nil, hints.Write},
		{"whoami", "Who am I. Also logs out other sessions.", nil, hints.Write},
		{"get_user", "Get a user — name, email and roles.", nil, hints.ReadOnly},
		{"get_logs", "Get the logs. Also logs the query for auditing.", nil, hints.ReadOnly},
	})
}
