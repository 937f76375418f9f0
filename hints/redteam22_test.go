package hints_test

// Red team of the day's read signals: wordings a benign server would use
// for a tool that writes or destroys, which one of the new signals turned
// read-only. Each case failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam22DataPhraseThenActs: a description that opens by naming
// data but whose later sentence acts with no determiner after its verb
// ("Closes positions past their stop loss"), after an adverb ("Also
// closes"), or in the passive ("are closed", "Sent to the webhook") was
// classed read-only by the data phrase. With the phrase set aside
// nothing says what the tool does, which fails closed.
func TestRedteam22DataPhraseThenActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"hl_funding", "Funding rate history. Closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Also closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Automatically closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Open positions past their stop loss are closed.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Stores results in the database.", nil, hints.Destructive},
		{"crm_accounts", "Account metrics. Archives inactive accounts.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Sent to the webhook URL.", nil, hints.Destructive},
		// Lists of data after the phrase still read.
		{"hl_liquidation", "Hyperliquid liquidation data. • history — liquidation orders • top_positions — top liquidated positions", nil, hints.ReadOnly},
	})
}

// TestRedteam22RecordCarried: an act that carries data may take a record
// as its object ("upload_logs" uploads the logs, "sync_history" syncs
// it), so the record noun ending the name no longer sets its verb aside;
// with a description whose verb the lexicon does not know ("Ship",
// "Synchronise", "Bring ... back", "Repeat") these were classed
// read-only by the name's noun. The state of such an act, and a record
// of an act that carries nothing, still read.
func TestRedteam22RecordCarried(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"upload_logs", "Ship the app logs to the support team.", nil, hints.Write},
		{"upload_logs", "", nil, hints.Write},
		{"sync_history", "Synchronise history with the cloud account.", nil, hints.Write},
		{"import_history", "Bring in history from Chrome.", nil, hints.Write},
		{"restore_history", "Bring the browser history back from a snapshot.", nil, hints.Destructive},
		{"transfer_history", "Repeat a transfer from history.", nil, hints.Destructive},
		{"restore_health", "", nil, hints.Destructive},
		{"upload_usage", "Usage report to the billing service.", nil, hints.Write},
		{"memory_sync_status", "Show this node's cross-node memory-sync state.", nil, hints.ReadOnly},
		{"capgo_build_logs", "Fetch new build log output since cursor.", nil, hints.ReadOnly},
		{"firebase_deploy_status", "Check the status of a background deployment job using its Job ID.", nil, hints.ReadOnly},
		{"commit_status", "", nil, hints.ReadOnly},
		{"commit_history", "", nil, hints.ReadOnly},
	})
}

// TestRedteam22AnalysisThatActs: running an analysis reads only while
// nothing else in the tool acts. A remedy anywhere ("auto-fix", "Fixes
// are applied", "autofix", "resolves found issues", "run_audit_fix"), an
// analysis that loads a live target ("penetration", "stress") or one
// the project defines as its own code ("checks defined in the repo's CI
// config") were classed read-only.
func TestRedteam22AnalysisThatActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"run_audit", "Run an audit and auto-fix issues.", nil, hints.Write},
		{"run_audit", "Run a security audit. Fixes are applied automatically.", nil, hints.Write},
		{"run_audit", "Run a security audit. Automatically applies safe fixes.", nil, hints.Write},
		{"run_audit", "Run a security audit with autofix enabled.", nil, hints.Write},
		{"run_inspection", "Run an inspection; with fix=true resolves found issues.", nil, hints.Write},
		{"run_audit_fix", "Run an audit.", nil, hints.Write},
		{"run_assessment", "Run a penetration assessment against the target host.", nil, hints.Write},
		{"run_benchmark", "Run a stress benchmark against a live endpoint.", nil, hints.Write},
		{"run_checks", "Run the checks defined in the repo's CI config.", nil, hints.Write},
		// Analyses that only report still read.
		{"run_audit", "Run a Lighthouse audit of a page.", nil, hints.ReadOnly},
		{"run_audit", "Run npm audit and list the vulnerable packages.", nil, hints.ReadOnly},
		{"lightshell_doctor", "Run diagnostics on the LightShell project. Checks for common issues like missing dependencies.", nil, hints.ReadOnly},
	})
}

// TestRedteam22ConsoleKept: clearing a console is the session's context
// only while what is cleared is the console's own buffer, kept nowhere
// else. A console history stored on a server or in a logging backend,
// entries cleared "permanently", a second clear of something else
// ("Also clears the saved command history", "Clears its local storage
// too"), or a name that clears more than the console
// ("clear_console_and_data") were classed read-only.
func TestRedteam22ConsoleKept(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"clear_console", "Clear the console. Also clears the saved command history.", nil, hints.Destructive},
		{"clear_console", "Clear the console history stored on the server.", nil, hints.Destructive},
		{"clear_console", "Clear the console logs stored in CloudWatch.", nil, hints.Destructive},
		{"clear_console_logs", "Clear all console logs from the logging backend.", nil, hints.Destructive},
		{"clear_console", "Clear the console of the remote device. Clears its local storage too.", nil, hints.Destructive},
		{"clear_project_console", "Clear the project console entries permanently.", nil, hints.Destructive},
		{"clear_console_and_data", "Clear the console.", nil, hints.Destructive},
		// The session's own console still reads.
		{"figma_clear_console", "Clear the console log buffer. Safely clears the buffer without disrupting the connection. Returns number of logs cleared.", nil, hints.ReadOnly},
		{"clear_console_messages", "Clear collected console messages.", nil, hints.ReadOnly},
		{"clear_console_output", "Clear the console output buffer. Use to reset output collection before running a specific test or action.", nil, hints.ReadOnly},
	})
}

// TestRedteam22KillOtherNames: "kill" before a plural noun killed
// nothing only when that noun was none of a short list of processes; a
// process by another name ("kill subprocesses", "kill daemons", "kill
// orphans", "kill browsers") left a write that kills classed a write.
// Only a game's records of a kill ("kill banners", "kill feed") are
// words, not acts.
func TestRedteam22KillOtherNames(t *testing.T) {
	hints.WithoutLearnt(t)
	input := func(desc string) map[string]any {
		return schema(map[string]any{"timeout": map[string]any{"type": "number", "description": desc}})
	}
	checkClasses(t, []recallCase{
		{"start_job", "Start a background job.", input("Seconds before we kill subprocesses that are still running"), hints.Destructive},
		{"start_job", "Start a background job.", input("Seconds before we kill daemons that are still running"), hints.Destructive},
		{"start_job", "Start a background job.", input("kill orphans left from previous runs"), hints.Destructive},
		{"start_job", "Start a background job.", input("Seconds before we kill browsers that are still open"), hints.Destructive},
		{"start_job", "Start a background job.", input("Seconds before we kill shells that are still running"), hints.Destructive},
		{"godot_input", "Inject input into a running Godot game.", input("Offsets at which to capture a frame (muzzle flashes, explosions, kill banners)."), hints.Write},
		{"godot_input", "Inject input into a running Godot game.", input("Frames to capture, e.g. the kill feed."), hints.Write},
	})
}

// TestRedteam22TestPerforms: testing an act or what delivers performs it
// ("test_deploy", "Test the webhook by firing a sample event at it",
// "Test failover by shutting down the primary node", "Test a Lambda
// function with an event payload"); these were classed read-only by the
// verb "test". Testing a connection, a rule or accessibility still
// checks.
func TestRedteam22TestPerforms(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"test_webhook", "Test the webhook by firing a sample event at it.", nil, hints.Write},
		{"test_email", "Test email delivery to a recipient.", nil, hints.Write},
		{"test_alert", "Test an alert rule; fires it to all configured channels.", nil, hints.Write},
		{"test_deploy", "Test the deployment on the live cluster.", nil, hints.Destructive},
		{"test_failover", "Test failover by shutting down the primary node.", nil, hints.Write},
		{"test_migration", "Test the migration against the production database.", nil, hints.Write},
		{"test_push", "Test push to the device.", nil, hints.Write},
		{"test_function", "Test a Lambda function with an event payload.", nil, hints.Write},
		{"test_step", "Test a Zapier step; this performs the step's action for real.", nil, hints.Write},
		{"test_action", "Test the workflow action with sample data.", nil, hints.Write},
		{"webhook", "Test webhook delivery.", nil, hints.Write},
		// Checks still read.
		{"test_connection", "Test the database connection.", nil, hints.ReadOnly},
		{"wp_test_auth", "Tests the authentication and connectivity for a configured WordPress site.", nil, hints.ReadOnly},
		{"test_match_code_rule", "Test a code against an ast-grep YAML rule.", nil, hints.ReadOnly},
		{"accessibility_test", "Test accessibility against WCAG 2.1/2.2 and Section 508 standards.", nil, hints.ReadOnly},
	})
}

// TestRedteam22DataPhraseInputActs: a description that only names data
// reads when nothing else says what the tool does; an input that says it
// acts is something else ("close": "Close all positions", "closeAll",
// "reset", "URL to send each item to"). These were classed read-only by
// the data phrase; with it set aside nothing says what the tool does,
// which fails closed.
func TestRedteam22DataPhraseInputActs(t *testing.T) {
	hints.WithoutLearnt(t)
	flag := func(name, desc string) map[string]any {
		return schema(map[string]any{name: map[string]any{"type": "boolean", "description": desc}})
	}
	str := func(name, desc string) map[string]any {
		return schema(map[string]any{name: map[string]any{"type": "string", "description": desc}})
	}
	checkClasses(t, []recallCase{
		{"positions", "Positions overview.", flag("close", "Close all positions"), hints.Destructive},
		{"positions", "Positions overview.", flag("closeAll", ""), hints.Destructive},
		{"bot_data", "Bot data.", flag("reset", "Reset counters after reading"), hints.Destructive},
		{"webhook_feed", "Webhook feed.", str("url", "URL to send each item to"), hints.Destructive},
		// Inputs that say what to find still read.
		{"coin_funding_rate", "Funding rate history.", str("start_time", "Start time of the window"), hints.ReadOnly},
		{"kline", "K-line (candlestick) data.", str("type", "Type of K-line"), hints.ReadOnly},
	})
}

// TestRedteam22AnalysisThenPassive: an analysis run whose description
// goes on to act in the passive ("The bundle is uploaded to support", "a
// Jira ticket is created per finding") or opens what a reading verb
// makes ("and open a ticket for each finding") was classed read-only.
func TestRedteam22AnalysisThenPassive(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"run_diagnostics", "Run diagnostics. The bundle is uploaded to the vendor's support portal.", nil, hints.Write},
		{"run_audit", "Run an audit; a Jira ticket is created per finding.", nil, hints.Write},
		{"run_audit", "Run an audit and open a ticket for each finding.", nil, hints.Write},
		{"powerpipe_benchmark_run", "Run a benchmark of controls.", nil, hints.ReadOnly},
	})
}

// TestRedteam22ConsoleShared: a console shown to others or kept in a
// file or the code ("on all connected devices", "for all users of the
// workspace", "the console log file", "console.log statements"), a
// second object joined to the clear ("the console and cookies") and an
// input that reaches the console's history ("includeHistory", "scope":
// ["output", "history", "all"]) were classed read-only as the session's
// own console.
func TestRedteam22ConsoleShared(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"clear_console", "Clear the console on all connected devices.", nil, hints.Destructive},
		{"clear_console", "Clear the console for all users of the workspace.", nil, hints.Destructive},
		{"clear_console", "Clear the console log file.", nil, hints.Destructive},
		{"clear_console_logs", "Clear console.log calls from the project's files.", nil, hints.Destructive},
		{"clear_console", "Clear the console and cookies.", nil, hints.Destructive},
		{"clear_console", "Clear the console and the browser's local storage.", nil, hints.Destructive},
		{"clear_console", "Clear the console output.", schema(map[string]any{"includeHistory": map[string]any{"type": "boolean", "description": "Also delete the persisted command history"}}), hints.Destructive},
		{"clear_console", "Clear the console output.", schema(map[string]any{"scope": map[string]any{"type": "string", "enum": []any{"output", "history", "all"}}}), hints.Destructive},
		{"clear_console", "Clear the console output buffer and return the count.", nil, hints.ReadOnly},
	})
}

// TestRedteam22NounThenActs: a name's reading noun is the last word on
// what a tool does only while no later sentence acts ("metrics":
// "Account metrics. Archives inactive accounts." was classed read-only,
// as the data phrase's own case was).
func TestRedteam22NounThenActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"metrics", "Account metrics. Archives inactive accounts.", nil, hints.Destructive},
		{"bot_stats", "Bot statistics. Stores a snapshot in the database.", nil, hints.Destructive},
		{"news", "Flash news.", nil, hints.ReadOnly},
	})
}

// TestRedteam22MeansActs: an analysis run by a means that acts ("Run a
// check of the card by placing a $1 hold"), and testing what runs or
// pages ("test_job": "Test a job by running it once", "Test alerting by
// paging the on-call engineer", "Test a Grafana contact point") were
// classed read-only.
func TestRedteam22MeansActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"run_check", "Run a check of the card by placing a $1 hold.", nil, hints.Write},
		{"test_job", "Test a job by running it once.", nil, hints.Write},
		{"test_cron", "Test a cron job now.", nil, hints.Write},
		{"test_alerting", "Test alerting by paging the on-call engineer.", nil, hints.Write},
		{"test_contact_point", "Test a Grafana contact point.", nil, hints.Write},
		{"test_hook", "Test a git hook.", nil, hints.Write},
	})
}

// TestRedteam22DataPhraseActingItems: a data phrase followed by a list
// whose item is an act ("• close — market close of a position") was
// classed read-only. Items named by a word that is also a noun and not
// taken up again ("• change — abnormal price movements") are data.
func TestRedteam22DataPhraseActingItems(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"hl_positions", "Position data. • current — open positions • close — market close of a position", nil, hints.Destructive},
		{"hl_positions", "Position data.\n- current: open positions\n- close: market close of a position", nil, hints.Destructive},
		{"signal_data", "Signal data. • strategy — indicator win-rate signals • alert — current signal alerts • change — abnormal price movements", nil, hints.ReadOnly},
	})
}

// TestRedteam22DataPhraseWarned: a later sentence that acts after a
// label or a subject ("WARNING: closes all open positions", "This tool
// liquidates your positions") was classed read-only by the data phrase.
func TestRedteam22DataPhraseWarned(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"hl_funding", "Funding rate history.\n\nWARNING: closes all open positions.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history.\n\nNote — closes all open positions.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history.\n\nIMPORTANT: This tool liquidates your positions.", nil, hints.Destructive},
	})
}

// TestRedteam22TestThenVerb: "test" before a verb that acts in a name
// ("test_delete", "test_refund", "test_restart") and testing a payment,
// an order, a trade, an upload or a post were classed read-only by the
// verb "test".
func TestRedteam22TestThenVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"test_delete", "", nil, hints.Destructive},
		{"test_refund", "", nil, hints.Destructive},
		{"test_restart", "", nil, hints.Destructive},
		{"test_payout", "Test a payout to the connected account.", nil, hints.Destructive},
		{"test_order", "Test an order on the live exchange.", nil, hints.Write},
		{"test_post", "Test a post to the page.", nil, hints.Write},
		{"test_connection", "Test the database connection.", nil, hints.ReadOnly},
	})
}
