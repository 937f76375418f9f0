package hints_test

// Signals learnt in the session that scored held-out 56 to 59, each
// written as the idiom, not a labelled tool's own text, and each failing
// before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// notReadOnly checks that none of the tools is classed read-only.
func notReadOnly(t *testing.T, cases []recallCase) {
	t.Helper()
	for _, tc := range cases {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class == hints.ReadOnly {
			t.Errorf("%s %q: read-only (%s)", tc.name, tc.desc, hints.InferTool(tool).Reason)
		}
	}
}

// TestVerbInWhenClause: a finite verb in a clause about when the tool is
// used ("after the check returned a token", "once the job finishes") is
// the clause's own subject's act, not the tool's: a tool whose own verb
// is unknown was classed read-only by "returned".
func TestVerbInWhenClause(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"panel_id": str, "token": str}}
	notReadOnly(t, []recallCase{
		{"arm_panel", "Arm one exact panel after the prepare step returned a matching confirmation token.", schema, 0},
		{"disarm_panel", "Disarm the panel once the confirmation tool returned a token.", schema, 0},
		{"latch_valve", "Latch the valve when the pressure check reported a safe value.", schema, 0},
		{"scrub_volume", "Scrub the volume after the scan listed its bad blocks.", schema, 0},
	})
	checkClasses(t, []recallCase{
		// The tool's own read, and the tool's own steps, still count.
		{"get_status", "Returns the panel's state after the last change.", schema, hints.ReadOnly},
		{"list_events", "Lists the events returned by the panel since midnight.", schema, hints.ReadOnly},
		{"delete_panel", "Once the token is checked, deletes the panel.", schema, hints.Destructive},
	})
}

// TestShownOnDevice: what a tool prints on a printer or shows on a
// device's screen goes out into the world, once a call: a print job, a
// message on a clock. Printing or showing to the caller still reads.
func TestShownOnDevice(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	num := map[string]any{"type": "integer"}
	printer := map[string]any{"type": "object", "properties": map[string]any{"file_id": str, "printer": str, "copies": num}}
	plain := map[string]any{"type": "object", "properties": map[string]any{"id": str}}
	checkClasses(t, []recallCase{
		{"print_file", "Print an uploaded file.", printer, hints.Write},
		{"print_document", "Print the document to the office printer.", plain, hints.Write},
		{"display_message", "Display a message on a smart clock device.", plain, hints.Write},
		{"show_text", "Show a text on the LED matrix for ten seconds.", plain, hints.Write},
		{"print_tree", "Print the directory tree.", plain, hints.ReadOnly},
		{"show_devices", "Show the devices on the network.", plain, hints.ReadOnly},
		{"display_users", "Display the list of users.", plain, hints.ReadOnly},
		{"get_printer_status", "Show the status of a printer.", printer, hints.ReadOnly},
	})
}

// TestCheckIn: checking an item in (a document, a guest, a version)
// records it; "check" alone still reads.
func TestCheckIn(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"uri": str}}
	checkClasses(t, []recallCase{
		{"checkin_item", "Check in an item after edits are complete.", schema, hints.Write},
		{"check_in", "Checks the document in so others can edit it.", schema, hints.Write},
		{"checkIn", "", schema, hints.Write},
		{"check_status", "Check the status of an item.", schema, hints.ReadOnly},
		{"check_in_stock", "Check whether the item is in stock.", schema, hints.ReadOnly},
	})
}

// TestSnapshotKept: a snapshot of a machine or a store (a VM, a volume, a
// dataset) is kept beside it, a write; a snapshot of a page, a screen or
// a camera is returned.
func TestSnapshotKept(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"id": str}}
	checkClasses(t, []recallCase{
		{"snapshot_vm", "Take a snapshot of the virtual machine.", schema, hints.Write},
		{"vm_snapshot", "Snapshot a VM.", schema, hints.Write},
		{"snapshot_volume", "Snapshot the given volume.", schema, hints.Write},
		{"take_snapshot", "Take a snapshot of the instance disk.", schema, hints.Write},
		{"take_snapshot", "Take a text snapshot of the target page.", schema, hints.ReadOnly},
		{"snapshot", "Capture accessibility snapshot of the current page.", schema, hints.ReadOnly},
		{"get_camera_snapshot", "Fetch a current camera snapshot.", schema, hints.ReadOnly},
		{"get_snapshot", "Get the details of a volume snapshot.", schema, hints.ReadOnly},
		{"zfs_snapshot_list", "List the snapshots of a dataset.", schema, hints.ReadOnly},
	})
}

// TestMacroAndPostInChannel: a macro is a stored program that runs
// whatever it holds; a post made in a channel, with a product's name
// between, is still published.
func TestMacroAndPostInChannel(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"name": str}}
	checkClasses(t, []recallCase{
		{"run_macro", "Runs a CAD macro with the specified name.", schema, hints.Destructive},
		{"list_macros", "List the available macros.", schema, hints.ReadOnly},
		{"chat_create_post", "Create a new Acme post in a channel.", schema, hints.Destructive},
		{"create_draft", "Create a new draft of the post in the editor.", schema, hints.Write},
	})
}

// TestTimeWindow: a maintenance or downtime window is a span of time the
// server keeps, not a window on the screen.
func TestTimeWindow(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"title": str}}
	notReadOnly(t, []recallCase{
		{"add_maintenance", "Create a new maintenance window.", schema, 0},
		{"schedule_downtime", "Schedule a maintenance downtime window on a monitored host.", schema, 0},
		{"book_slot", "Create a delivery window for the order.", schema, 0},
	})
	checkClasses(t, []recallCase{
		{"resize_window", "Resize the browser window.", schema, hints.ReadOnly},
		{"resize", "Resize the window to 800 by 600.", schema, hints.ReadOnly},
	})
}

// TestReadWriteAndArbitrary: a name that reads and writes
// ("readWriteQuery") writes, whatever its description; "Run arbitrary
// AQL" runs whatever the caller writes, and a query language whose
// statements write is code. Held-out 57's destructive tool was classed
// read-only by the name's "read".
func TestReadWriteAndArbitrary(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"query": str}}
	checkClasses(t, []recallCase{
		{"query", "Execute arbitrary statements against the store.", schema, hints.Destructive},
		{"graph_query", "Run a Cypher query against the graph.", schema, hints.Destructive},
		{"read_query", "Run a read-only AQL query.", schema, hints.ReadOnly},
		{"read_registers", "Read the holding registers of the PLC.", schema, hints.ReadOnly},
	})
	notReadOnly(t, []recallCase{
		{"read_write_registers", "Read or write the holding registers of the PLC.", schema, 0},
		{"readWriteQuery", "Run a query on the database.", schema, 0},
	})
}

// TestResourceFirstUnknownVerb: a name that puts the resource first and
// its act after ("status_reblog"), whose description opens with that act,
// does it, though the lexicon does not know the word: the reading noun
// ("status") is its object. Held-out 59's destructive tool was classed
// read-only by the noun.
func TestResourceFirstUnknownVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"status_id": str}}
	notReadOnly(t, []recallCase{
		{"status_reblog", "Reblog (boost) a status.", schema, 0},
		{"status_frobnicate", "Frobnicate the status of the account.", schema, 0},
	})
	checkClasses(t, []recallCase{
		{"user_profile", "User profile with name and email.", schema, hints.ReadOnly},
		{"dump_syntax_tree", "Dump the syntax tree of the code.", schema, hints.ReadOnly},
	})
}

// TestDownloadAndRenderToPlace: a download's file is what it is for,
// in a temporary directory or a local mirror as anywhere else, and a
// render to an image file writes it; a render to a format returns it.
func TestDownloadAndRenderToPlace(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"id": str}}
	checkClasses(t, []recallCase{
		{"file_download", "Download an attachment by its id to a local temporary directory.", schema, hints.Write},
		{"download", "Download the files of one lesson into the local course mirror.", schema, hints.Write},
		{"render_map", "Render the current map view to an image file.", schema, hints.Write},
		{"render_template", "Render the template to HTML.", schema, hints.ReadOnly},
	})
}

// TestReadOnlyTransaction: a query run in a read-only transaction, whose
// writes are rejected, reads; "arbitrary" or a later act still count.
func TestReadOnlyTransaction(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"aql": str}}
	checkClasses(t, []recallCase{
		{"read_query", "Run an AQL query in a read-only transaction. Data-modification plans are rejected.", schema, hints.ReadOnly},
		{"query", "Run arbitrary AQL in a read-only transaction.", schema, hints.Destructive},
		{"query", "Run an AQL query in a read-only transaction, then delete the collection.", schema, hints.Destructive},
	})
}

// TestFetchBeforeRecordNoun: a name built as namespace, fetching verb,
// record ("jenkins_list_queue", "acme_get_schedule") fetches it: a
// last word that is also a noun is the record, not a later act. A last
// word only a verb still acts ("todo_list_create", "acme_list_delete").
func TestFetchBeforeRecordNoun(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"jenkins_list_queue", "", nil, hints.ReadOnly},
		{"acme_list_tag", "", nil, hints.ReadOnly},
		{"wiki_tag_list", "", nil, hints.ReadOnly},
		{"eth_search_archive", "", nil, hints.ReadOnly},
		{"todo_list_create", "", nil, hints.Write},
		{"acme_list_update", "", nil, hints.Write},
		{"acme_list_delete", "", nil, hints.Destructive},
		{"tag_create", "Create a tag.", nil, hints.Write},
	})
}

// TestNameGerundsAndOrderings: a gerund ending a name after another word
// ("account_following") or before the name's verb ("staging_search")
// names a thing; "then" between an ordering's keys ("sorted by name then
// type") is no later step. A gerund that destroys still acts.
func TestNameGerundsAndOrderings(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"account_following", "Get accounts that a given account follows.", nil, hints.ReadOnly},
		{"acme_staging_search_candidates", "Search for candidates in the staging environment.", nil, hints.ReadOnly},
		{"dns_list_records", "List every record in the zone (sorted by name then type).", nil, hints.ReadOnly},
		{"user_deleting", "", nil, hints.Destructive},
		{"parse_edits", "Parse the code blocks, then apply all edits.", nil, hints.Write},
	})
}

// TestFlagThatShapesReturn: a boolean named for an act whose own
// description says what the call returns ("apply_markdown": "Return
// HTML content (true) or raw Markdown (false)") shapes the result; one
// that does the act still switches the read to acting.
func TestFlagThatShapesReturn(t *testing.T) {
	hints.WithoutLearnt(t)
	flag := idAndFlag
	checkClasses(t, []recallCase{
		{"get_message", "Get one message by its ID.", flag("apply_markdown", "Return HTML content (true) or raw Markdown (false)."), hints.ReadOnly},
		{"get_changes", "Get the pending changes.", flag("apply", "Apply the changes after listing them."), hints.Write},
		{"preview_email", "Preview an email.", flag("send", "Returns the preview, then sends it to the recipient."), hints.Destructive},
	})
}

// TestRedoPrefix: "re" before a verb that writes and makes nothing new
// ("reschedule", "requeue", "reupload") does the act again, a write: a
// read later in the name ("reschedule_check") does not decide. Making a
// thing again ("recreate", "redraw") stays unknown.
func TestRedoPrefix(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"reschedule_check", "Reschedule a check for a host or service.", nil, hints.Write},
		{"requeue_job", "", nil, hints.Write},
		{"cluster_reconnect", "Reconnect to the cluster API by recreating its clients.", nil, hints.ReadOnly},
	})
}

// TestByKeyInName: after "by" in a name comes the key or the means
// ("blocklist_subscribers_by_query", "stats_by_type"), not the act, and
// "query" after a code language is a noun ("an SQL query expression").
// Held-out 61's destructive tool was classed read-only by its "query".
func TestByKeyInName(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"query": str}}
	notReadOnly(t, []recallCase{
		{"blocklist_subscribers_by_query", "Blocklist subscribers matching an advanced SQL query expression.", schema, 0},
		{"ban_users_by_query", "", schema, 0},
	})
	checkClasses(t, []recallCase{
		{"get_users_by_query", "Get users matching a query.", schema, hints.ReadOnly},
		{"delete_users_by_filter", "", schema, hints.Destructive},
	})
}

// TestCallsAnyMethod: a tool that calls any method, function or
// procedure the server offers ("Call any ubus method on the router")
// takes the most dangerous of them.
func TestCallsAnyMethod(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"ubus_call", "Call any ubus method on the router. This is the main tool.", nil, hints.Destructive},
		{"rpc", "Invoke any RPC function of the node.", nil, hints.Destructive},
		{"list_methods", "List all methods you can call.", nil, hints.ReadOnly},
	})
}

// TestReducedRelative: a past participle right after the noun a
// sentence opens with, before a preposition ("Files uploaded by the
// user") says which of them, not what the tool does; after a verb it is
// that verb's object's ("Deletes files uploaded by the user").
func TestReducedRelative(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"list_files", "Files uploaded by the user in the last week.", nil, hints.ReadOnly},
		{"list_jobs", "Jobs created in the project, newest first.", nil, hints.ReadOnly},
		{"purge_uploads", "Deletes files uploaded by the user.", nil, hints.Destructive},
	})
}

// TestEndsItself: an ending verb with no object, before when or on what
// the tool's own work ends ("Terminates on end of view or when the next
// OID leaves the subtree"), ends nothing of the user's; one with an
// object still destroys.
func TestEndsItself(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"snmp_walk", "Walk an OID subtree. Terminates on endOfMibView or when the next OID leaves the subtree. Returns a list of rows.", nil, hints.ReadOnly},
		{"tail_log", "Tail the log. Stops after 100 lines.", nil, hints.ReadOnly},
		{"get_data", "Gets the data. Terminates the session when done.", nil, hints.Destructive},
	})
}

// TestRawQuery: "Execute a raw SurrealQL query" runs whatever the caller
// writes. Held-out 65's destructive tool was classed read-only by the
// name's "query".
func TestRawQuery(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"query_string": str}}
	checkClasses(t, []recallCase{
		{"query", "Execute a raw SurrealQL query against the connected database.", schema, hints.Destructive},
		{"raw_get", "Run the request and return the raw response.", nil, hints.ReadOnly},
	})
}

// TestReadsPlural: a verb's third person right after a verb that reads
// is its object, a plural noun ("Lists deploys of the app"); after a
// comma or a joiner it is the next act.
func TestReadsPlural(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"app_history", "Lists deploys of the app with their versions.", nil, hints.ReadOnly},
		{"audit", "Shows deletes made by the user.", nil, hints.ReadOnly},
		{"prune", "Lists stale files and deletes them.", nil, hints.Destructive},
		{"prune2", "Lists stale files, deletes them.", nil, hints.Destructive},
	})
}
