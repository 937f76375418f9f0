package hints_test

// Signals found in held-out 21 to 24's misses, after their first contact
// was recorded: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestReadOnlyQuery: a query the tool runs that its description restricts
// to reading ("a read-only query", "Only SELECT queries are allowed") is
// a read, even when it is code (a JavaScript query). A tool that also
// takes writes, only recommends reads, or writes elsewhere is not.
func TestReadOnlyQuery(t *testing.T) {
	query := map[string]any{"type": "object", "properties": map[string]any{"query": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"runOneoffQuery", "Run a one-off readonly query on your Convex deployment.\n\nThis tool executes a JavaScript string as a query in your Convex deployment.", query, hints.ReadOnly},
		{"postgres_catalog_query", "Execute PostgreSQL system catalog queries for advanced database introspection. Supports queries on pg_constraint, pg_indexes, pg_class, and other system catalogs. Only SELECT queries are allowed for safety.", query, hints.ReadOnly},
		{"query", "Execute a read-only SQL query and return results", query, hints.ReadOnly},
		{"run_select", "Run SQL against the warehouse. SELECT statements only.", query, hints.ReadOnly},
		// Not restricted.
		{"query_graph", "Run an OpenCypher query on a graph. Supports both read-write and read-only queries.", query, hints.Destructive},
		{"run_sql", "Execute any SQL query. Read-only queries are recommended.", query, hints.Destructive},
		{"execute_sql", "Execute a SQL statement. Only SELECT queries are allowed unless write mode is enabled, then INSERT, UPDATE and DELETE run too.", query, hints.Destructive},
		{"query_and_drop", "Run a read-only query, then drop the temporary table it used.", query, hints.Destructive},
	})
}

// TestDescriptionNouns: words of a description that a verb's spelling
// hides but its place makes nouns or adjectives are not what the tool
// does: "new" before a noun, the participle ending a hyphenated modifier
// ("privacy-focused"), a word after a quantifier ("all types"), and an
// item in a list of nouns ("impressions, clicks, CTR"). The verbs they
// stand beside still count.
func TestDescriptionNouns(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"watch_annotations", "Block until new annotations appear, then collect a batch and return them.", nil, hints.ReadOnly},
		{"brave_search", "Privacy-focused search engine with good coverage of technical topics.", nil, hints.ReadOnly},
		{"adsense_report", "Google AdSense earnings & performance report: estimated earnings, impressions, clicks, CTR and RPM with dimension breakdowns.", nil, hints.ReadOnly},
		{"resolve_references", "Deep dive into all types and APIs referenced in a documentation page.", nil, hints.ReadOnly},
		// Verbs still.
		{"new_issue", "Create a new issue in the repository.", nil, hints.Write},
		{"records_tool", "Soft-delete a record; it can be restored later.", nil, hints.Write},
		{"tabs", "List, create, close, or select a tab.", nil, hints.Write},
		{"cleanup", "Find expired sessions, delete them, and report the count.", nil, hints.Destructive},
	})
}

// TestDownloadPlace: a download the description says saves into a local
// place ("to a temporary directory") writes there, as one with a
// destination property does; one that returns the content reads.
func TestDownloadPlace(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"download-template", "MANDATORY FIRST STEP for all new projects. Download pre-configured starter template to a temporary directory.", nil, hints.Write},
		{"download_dataset", "Downloads the dataset into the workspace folder.", nil, hints.Write},
		{"download_file", "Download a file and return its content as text.", nil, hints.ReadOnly},
		{"download_report", "Download the report to show it to the user.", nil, hints.ReadOnly},
	})
}

// TestDebuggerMoves: stepping through a debugged program or letting it
// continue runs its code: a write, even when the tool then only waits.
// Reading where it stands, or a plan's next step, reads.
func TestDebuggerMoves(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"step_over", "Step over the current line. Waits briefly for the program to stop.", nil, hints.Write},
		{"step_out", "Step out of the current function. Waits briefly for the program to stop.", nil, hints.Write},
		{"continue_execution", "Continue execution until the next breakpoint.", nil, hints.Write},
		{"debug_control", "Continue execution, step over or step into.", nil, hints.Write},
		{"x64dbg_tracing", "Execution tracing operations: step into/over, run, animate, get trace info", nil, hints.Write},
		// Not a move.
		{"next_step", "Get the next step of the plan.", nil, hints.ReadOnly},
		{"explain_plan", "Explain each step in detail.", nil, hints.ReadOnly},
		{"get_stack_trace", "Get the stack trace of the paused thread.", nil, hints.ReadOnly},
	})
}

// TestOpensWindow: opening a browser, a window or a tab puts one on the
// user's screen, a write; opening a record reads it.
func TestOpensWindow(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"OpenBrowser", "Open a web browser to a specific URL", nil, hints.Write},
		{"tab_new", "Open a new browser tab", nil, hints.Write},
		{"setup_auth", "Open a browser window for first-time Google login.", nil, hints.Write},
		// A parameter named after a tab is not what is opened.
		{"listBrowserTabs", "Every browser tab that currently has DevTools open, with the tabId you can pass to any other tool.", nil, hints.ReadOnly},
		{"open_mailbox", "Open a specific mailbox (folder) and retrieve its messages.", nil, hints.ReadOnly},
		{"open_nodes", "Open specific nodes in the knowledge graph by their names", nil, hints.ReadOnly},
	})
}

// TestWeakWrites: verbs the lexicon lacked left a tool without a signal,
// and so destructive by default. They are weak: they decide only when
// nothing more specific does.
func TestWeakWrites(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"confirmIssue", "Confirm a SonarQube issue", nil, hints.Write},
		{"browser_uncheck", "Uncheck a checkbox", nil, hints.Write},
		{"agentation_dismiss", "Dismiss an annotation. Use this when you've decided not to address the feedback.", nil, hints.Write},
		{"mobile_swipe_on_screen", "Swipe on the screen", nil, hints.Write},
		{"draft_email", "Draft a new email", nil, hints.Write},
		{"rephrase-text", "Rephrase text in the same language using the DeepL API", nil, hints.ReadOnly},
		// A more specific verb decides.
		{"search_issues", "Search issues; confirm the filter with the user first.", nil, hints.ReadOnly},
		{"delete_draft", "Delete a draft.", nil, hints.Destructive},
	})
}

// TestAsksModel: work sent to a language model is a question; the model
// answers and nothing reaches a person or a place. A model registry or
// team is a place or a party, and money still moves.
func TestAsksModel(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"chat", "Send a task to a local LLM — a sidekick running on the user's hardware.", nil, hints.ReadOnly},
		{"code_task", "Send a code-specific task to the local LLM, wrapped with a code-review system prompt.", nil, hints.ReadOnly},
		{"assistant_tool", "Sends your question to the AI assistant and returns its answer.", nil, hints.ReadOnly},
		// Still sent.
		{"share_model", "Send the weights to the model registry of the partner.", nil, hints.Destructive},
		{"notify_team", "Send a message to the AI team channel.", nil, hints.Destructive},
		{"send_message", "Send a message to the user.", nil, hints.Destructive},
	})
}

// TestRunsAgent: a tool that sets an agent to work hands it the choice of
// its tools, with whatever effects they have. Tracking an agent, its
// container or a list of agents is not running one.
func TestRunsAgent(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"test_agent", "Run a test conversation with an agent outside of a workflow.", nil, hints.Destructive},
		{"Agent", "Launch a new agent to handle complex, multi-step tasks.", nil, hints.Destructive},
		{"start_session", "Start a new agent session in the Agent Orchestrator.", nil, hints.Destructive},
		// Not running one.
		{"startAgentInvocation", "Start tracking an agent invocation", nil, hints.Write},
		{"start_event_runtime", "Start the agent container for an app.", nil, hints.Write},
		{"list_agents", "List the agents of the workspace and their status.", nil, hints.ReadOnly},
		{"get_agent_run", "Get the result of an agent run.", nil, hints.ReadOnly},
	})
}

// TestTypingAndFieldClears: keys sent to a page or an app are typed, and
// a field set to null or empty "to clear" it is updated; neither sends
// nor loses stored data. A message sent, or a store cleared, still is.
func TestTypingAndFieldClears(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"send_keys", "Sends keys to an element, aka typing.", nil, hints.Write},
		{"webview_keyboard", "Type text or send keyboard events in a Tauri app.", nil, hints.Write},
		{"llama_update_issue", "Update issue fields. Set assigneeId/sprintId/parentKey to null to clear.", nil, hints.Write},
		{"set_due_date", "Set the due date of a task; pass an empty string to clear it.", nil, hints.Write},
		// Still sent, still cleared.
		{"send_message", "Send a message with the API key of the bot.", nil, hints.Destructive},
		{"reset_store", "Update the store settings, then clear all stored records.", nil, hints.Destructive},
	})
}

// TestGeneratedContent: content generated to be read (a password, a
// report, embeddings, SQL, a preview) is returned, as a rendered chart
// is; a generated key, token or link is kept where it was made, and
// content saved somewhere is a write.
func TestGeneratedContent(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"generate", "Generate a secure password or passphrase", nil, hints.ReadOnly},
		{"generate_report", "Generate comprehensive analytical reports on European Parliament data.", nil, hints.ReadOnly},
		{"ollama_embed", "Generate embeddings for the given texts with a local model.", nil, hints.ReadOnly},
		{"generate_typescript_types", "Generates TypeScript types for a project.", nil, hints.ReadOnly},
		// Kept where it was made, or saved.
		{"generate_api_key", "Generate a new API key.", nil, hints.Write},
		{"generate_report", "Generate a report and upload it to the shared drive.", nil, hints.Write},
		{"generate_invoice", "Generate an invoice for the customer.", nil, hints.Write},
	})
}

// TestDataNouns: a name without a verb that names data a service is
// asked for and no tool changes by that name (weather, directions, news)
// reads, whatever language its description is in; with a verb, the verb
// decides.
func TestDataNouns(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"map_weather", "通过行政区划代码或者经纬度坐标获取实时天气信息和未来5天天气预报", nil, hints.ReadOnly},
		{"map_directions", "路线规划服务， 计算出发地到目的地的距离、路线用时、路线方案", nil, hints.ReadOnly},
		// Traffic is routed, a location spoofed and a forecast adjusted
		// by tools with such names: without a verb the lexicon knows
		// they stay unknown, and destructive.
		{"traffic_split", "Split traffic between the two revisions of the service.", nil, hints.Destructive},
		{"location_spoof", "Spoof the GPS location of the device.", nil, hints.Destructive},
		{"forecast_adjust", "Adjust the sales forecast for the quarter.", nil, hints.Destructive},
		{"kagi_news", "Provides supplementary content from specialized indexes (TinyGem for news).", nil, hints.ReadOnly},
		// A verb decides.
		{"set_location", "Set the device's location.", nil, hints.Write},
		{"delete_forecast", "Delete a saved forecast.", nil, hints.Destructive},
	})
}

// TestDescribedStatement: a description that runs a statement its
// free-text input carries ("Execute a query and export results") runs
// any statement, whatever the name's verb does with the results. A
// search query, a read-only claim or a saved query by id does not.
func TestDescribedStatement(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	query := schema(map[string]any{"query": map[string]any{"type": "string", "description": "SQL query"}})
	checkClasses(t, []recallCase{
		{"metabase-export-query-results", "Execute a query and export results in a specific format (csv, json, xlsx)", query, hints.Destructive},
		{"get_results", "Runs the query against the warehouse and returns rows.", query, hints.Destructive},
		// Bounded, or no free text.
		{"search_index", "Execute a search query against the index.", query, hints.ReadOnly},
		{"export_results", "Execute a read-only query and export the results as CSV.", query, hints.ReadOnly},
		{"export_saved", "Run a saved query and export its results.", schema(map[string]any{"queryId": map[string]any{"type": "string"}}), hints.ReadOnly},
	})
}
