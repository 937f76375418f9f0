package hints_test

// Signals learnt in the session that scored held-out 42 to 44 (Go
// servers), and wordings the red team left. Each case is the idiom, not
// a labelled tool's own text, and each failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestFilesAnIssue: "file" is a verb only with what one files ("Files an
// issue in the tracker", "file_bug"), and "leave" only with what one
// leaves ("Leave a comment"); "report_bug" read "report" as the noun
// and was classed read-only. "Files and issues" are nouns.
func TestFilesAnIssue(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"title": str, "body": str}}
	checkClasses(t, []recallCase{
		{"report_bug", "Files an issue in the team's tracker with the given title and body.", schema, hints.Write},
		{"escalate", "File a new ticket for the support team.", schema, hints.Write},
		{"file_bug", "Open a bug in the tracker.", schema, hints.Write},
		{"leave_comment", "Leave a comment on the post.", schema, hints.Write},
		{"list_files", "Files and issues of the repository, listed.", schema, hints.ReadOnly},
		{"file_info", "Returns the size and dates of a file.", schema, hints.ReadOnly},
		{"repo_overview", "Files, issues and pull requests of a repository.", schema, hints.ReadOnly},
	})
}

// TestPublishedAtAddress: "Pages are published at https://…" says where
// documentation can be read, not what the call does; a search of it
// was classed destructive. What the call publishes still destroys.
func TestPublishedAtAddress(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"query": str}}
	checkClasses(t, []recallCase{
		{"search_docs", "Searches the product documentation, returning the most relevant sections. Pages are published at https://docs.example.com{path}/.", schema, hints.ReadOnly},
		{"get_guide", "Returns a guide. Guides are hosted at https://example.com/guides.", schema, hints.ReadOnly},
		{"get_draft", "Returns the draft. The draft is then published to the blog.", schema, hints.Destructive},
	})
}

// TestCodeLanguageModifier: in a two-word input name whose second word
// says what about the first it holds ("flux_object", "command_id",
// "script_name"), the second is the head: a Flux resource's YAML or a
// command's id is not code to run. "sql_query" and "bash_command" still
// take code.
func TestCodeLanguageModifier(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	props := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"yaml_content": str, name: map[string]any{"type": "string", "description": desc}}}
	}
	checkClasses(t, []recallCase{
		{"diff_manifest", "Diffs a Kubernetes YAML manifest against the cluster using a server-side dry-run.",
			props("flux_object", "YAML of the owning Flux resource, when new or changed."), hints.ReadOnly},
		{"get_run", "Returns the output of a command run.", props("command_id", "The id of the command run."), hints.ReadOnly},
		{"show_script", "Shows a stored script's source.", props("script_name", "The script's name."), hints.ReadOnly},
		{"check_query", "Checks a query's plan.", props("sql_query", "The SQL query to run."), hints.Destructive},
		{"lint_command", "Reviews a shell command.", props("bash_command", "The command to run."), hints.Destructive},
	})
}

// TestFetchFromRemote: fetching from a version-control remote updates
// the local copy's branches ("Fetches the branch from the remote", an
// input "remote_name"): a write. Fetching a page or a record from a
// remote server still reads.
func TestFetchFromRemote(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	remote := map[string]any{"type": "object", "properties": map[string]any{"remote_name": str, "branch": str}}
	plain := map[string]any{"type": "object", "properties": map[string]any{"branch": str}}
	url := map[string]any{"type": "object", "properties": map[string]any{"url": str}}
	checkClasses(t, []recallCase{
		{"dolt_fetch_branch", "Fetches the specified branch from the remote.", remote, hints.Write},
		{"fetch_all", "Fetches all branches from the remote.", plain, hints.Write},
		{"vcs_fetch", "Fetch updates from upstream.", plain, hints.Write},
		{"fetch_url", "Fetch a page from a remote server and return its text.", url, hints.ReadOnly},
		{"fetch_branch_info", "Fetches the details of a branch.", plain, hints.ReadOnly},
		{"fetch_remote_config", "Fetches the remote configuration of the service.", url, hints.ReadOnly},
	})
}

// TestGoAsLanguagePrefix: "go" in a name navigates only toward a place
// ("go_back", "go_to_page", "browser_go_forward"); otherwise it is the
// language or the server's prefix ("go_search", "go_diagnostics",
// "go_workspace"), which every tool of a Go language server bore, all
// classed write.
func TestGoAsLanguagePrefix(t *testing.T) {
	hints.WithoutLearnt(t)
	q := map[string]any{"type": "object", "properties": map[string]any{"query": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"go_search", "Search for symbols in the Go workspace.", q, hints.ReadOnly},
		{"go_diagnostics", "Returns the diagnostics of the files in the workspace.", q, hints.ReadOnly},
		{"go_package_api", "Provides a summary of a Go package API.", q, hints.ReadOnly},
		{"go_back", "Navigate to the previous page in history.", nil, hints.Write},
		{"browser_go_forward", "Go forward in the browser history.", nil, hints.Write},
		{"go_to_page", "Open the page at the given URL.", nil, hints.Write},
		{"go_delete_module", "Deletes a module from the Go proxy cache.", q, hints.Destructive},
	})
}

// TestPerformAReading: a weak verb of doing ("Perform a calculation",
// "Do a search", "Conduct an analysis") does what its object names: a
// calculation, a search or an analysis reads.
func TestPerformAReading(t *testing.T) {
	hints.WithoutLearnt(t)
	expr := map[string]any{"type": "object", "properties": map[string]any{"expression": map[string]any{"type": "string", "description": "The mathematical expression to evaluate"}}}
	checkClasses(t, []recallCase{
		{"calculator", "Perform a calculation", expr, hints.ReadOnly},
		{"lookup", "Perform a lookup of the given domain's records.", nil, hints.ReadOnly},
		{"deep_research", "Conduct an analysis of the topic and return a report.", nil, hints.ReadOnly},
		{"bulk", "Perform a bulk deletion of the given records.", nil, hints.Destructive},
		{"migrate", "Perform a migration of the database schema.", nil, hints.Write},
	})
}

// TestNounCompoundNames: a name that ends in a verb after a noun reads
// as that noun phrase when the description uses the phrase so ("cpu_load":
// "Show CPU load statistics"); resource-first names ("file_delete":
// "Delete a file") keep their verb. The last word of a list of nouns is
// a noun ("(filesystems, usage, mounts)").
func TestNounCompoundNames(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"cpu_load", "Show detailed CPU load and utilization statistics", nil, hints.ReadOnly},
		{"page_load", "Measure the page load time of a URL.", nil, hints.ReadOnly},
		{"file_delete", "Delete a file.", nil, hints.Destructive},
		{"issue_close", "Close the issue with the given number.", nil, hints.Write},
		{"storage_overview", "Show comprehensive storage overview (filesystems, usage, mounts)", nil, hints.ReadOnly},
		{"disk_tool", "Show disks, partitions and mounts, and unmounts a volume.", nil, hints.Write},
	})
}

// TestInstructionsForAnAct: a tool that "provides instructions for
// writing a config file" returns instructions; the writing is the
// reader's.
func TestInstructionsForAnAct(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"ignore_vulnerability", "Provides instructions for writing a config file to exclude vulnerabilities from the scan report.", nil, hints.ReadOnly},
		{"get_guide", "Returns a guide to deploying the app.", nil, hints.ReadOnly},
		{"write_config", "Writes a config file that excludes vulnerabilities from the scan report.", nil, hints.Destructive},
	})
}

// TestInitiateAPayment: "Initiate a payment" makes it; "initiate" was
// no verb, so a payment tool whose description goes on "Returns payment
// details" was classed read-only. Initiating anything else starts it, a
// write.
func TestInitiateAPayment(t *testing.T) {
	hints.WithoutLearnt(t)
	money := map[string]any{"type": "object", "properties": map[string]any{"amount": map[string]any{"type": "number"}, "order_id": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"initiate_payment", "Initiate a payment using the S2S flow. Returns payment details including next action steps.", money, hints.Destructive},
		{"pay", "Initiates a bank transfer to the beneficiary. Returns the transfer id.", money, hints.Destructive},
		{"start_sync", "Initiate a sync of the workspace.", nil, hints.Write},
		// "payout details" are a noun's: in prose the verb is "pay out".
		{"fetch_all_instant_settlements", "Fetch all instant settlements with optional filtering, pagination, and payout details", nil, hints.ReadOnly},
	})
}

// TestToolSaysWhatItDoes: a later sentence whose subject is the tool
// ("This tool starts each MCP server", "This tool first finds or creates
// a customer") says what the call does besides its read; "This tool
// enables assistants to search", "It generates a conversation id" and
// "It changes and previews nothing" do not.
func TestToolSaysWhatItDoes(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"mcp-inspect", "Inspect MCP servers used by a workflow and list available tools. This tool starts each MCP server configured in the workflow, queries its capabilities, and displays the results.", nil, hints.Write},
		{"fetch_tokens", "Get all saved payment methods for a contact number. This tool first finds or creates a customer with the given contact number, then fetches all saved payment tokens.", nil, hints.Write},
		{"get_item", "Get an item. It then deletes the source file.", nil, hints.Destructive},
		{"grep_query", "Search code on GitHub. This tool enables AI assistants to search through repositories.", nil, hints.ReadOnly},
		{"learn_api", "Learn about the API. This tool generates a conversation id that later calls need.", nil, hints.ReadOnly},
		{"animation_read", "Read an animation's tracks. It changes and previews nothing; use animation_edit to modify.", nil, hints.ReadOnly},
		{"get_status", "Get the job's status. It returns the state and the progress.", nil, hints.ReadOnly},
	})
}

// TestNotifyOption: a boolean named by "notify" and a channel or the
// one notified ("notify_email", "notify_sms", "notifyCustomer") sends a
// message when set, as "sendEmail" does: a payment link created with it
// reaches the customer.
func TestNotifyOption(t *testing.T) {
	hints.WithoutLearnt(t)
	opt := func(name string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"amount": map[string]any{"type": "number"},
			name:     map[string]any{"type": "boolean", "description": "Send notifications for the link."}}}
	}
	checkClasses(t, []recallCase{
		{"create_payment_link", "Create a new payment link with a specified amount.", opt("notify_email"), hints.Destructive},
		{"create_invoice", "Create an invoice.", opt("notifyCustomer"), hints.Destructive},
		{"create_invoice", "Create an invoice.", opt("notify_on_failure_webhook_only"), hints.Write},
		{"create_alert", "Create an alert rule.", opt("notification_enabled"), hints.Write},
	})
}
