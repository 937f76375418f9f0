package hints_test

// Signals learnt in the session that scored held-out 45 to 47 (servers
// transcribed from public source), each written as the idiom, not a
// labelled tool's own text, and each failing before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestActNounPlurals: "deletions" and "removals" name the records of
// acts ("Returns recent changes: creations, modifications and
// deletions"), not an act joined to the read; a change history and an
// audit log were classed destructive. The singular after a verb still
// destroys ("Requests deletion of the account"), and so does a plural the call
// carries out ("Performs bulk deletions").
func TestActNounPlurals(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"note_id": str}}
	checkClasses(t, []recallCase{
		{"get_note_history", "Returns recent changes including note creations, modifications, and deletions", schema, hints.ReadOnly},
		{"list_events", "Lists audit events: creations, updates and deletions.", schema, hints.ReadOnly},
		{"history", "Returns the creations and removals of the last day.", schema, hints.ReadOnly},
		{"recent_changes", "Shows approvals and cancellations of the account.", schema, hints.ReadOnly},
		{"request_deletion", "Requests deletion of the account and all its data.", schema, hints.Destructive},
		{"purge_old", "Performs bulk deletions of old snapshots.", schema, hints.Destructive},
		{"cleanup", "Lists stale branches and deletes them.", schema, hints.Destructive},
	})
}

// TestKeywordLists: capitals listed in parentheses are values, the kinds
// of events or statements a read reports or a generator writes
// ("(CREATE/UPDATE/DELETE on USER resources)", "(SELECT, INSERT, UPDATE,
// DELETE, etc.)"), not acts of the call. A tool that runs such
// statements, or says in capitals that it deletes, still destroys.
func TestKeywordLists(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"since": str}}
	sqlSchema := map[string]any{"type": "object", "properties": map[string]any{"sql": str}, "required": []any{"sql"}}
	checkClasses(t, []recallCase{
		{"get_events", "Lists admin events (CREATE/UPDATE/DELETE on USER resources).", schema, hints.ReadOnly},
		{"health_check", "Run a morning health check. Checks: - Admin events (CREATE/UPDATE/DELETE on USER/CLIENT resources)", schema, hints.ReadOnly},
		{"validate_query", "Validates a SQL query without executing it (SELECT, INSERT, UPDATE, DELETE, etc. are accepted).", schema, hints.ReadOnly},
		{"run_sql", "Runs SQL statements (SELECT, INSERT, UPDATE, DELETE).", sqlSchema, hints.Destructive},
		{"wipe", "DELETES ALL DATA in the bucket.", schema, hints.Destructive},
		{"http_request", "Send an HTTP request (GET/POST/PUT/DELETE) to any URL.", schema, hints.Destructive},
	})
}

// TestReportWhether: "Report whether there are uncommitted changes" asks
// what to report; "report" opening a sentence before a clause is the
// verb, a read, and what "there are" introduces is a noun ("there are
// pending updates"). A session status and a count of configured users
// were classed write.
func TestReportWhether(t *testing.T) {
	hints.WithoutLearnt(t)
	empty := map[string]any{"type": "object", "properties": map[string]any{}}
	checkClasses(t, []recallCase{
		{"status", "Report the session: user, session id, and whether there are uncommitted changes.", empty, hints.ReadOnly},
		{"status", "Reports whether there are uncommitted changes.", empty, hints.ReadOnly},
		{"totp_users", "Report how many users have TOTP configured across the realm.", empty, hints.ReadOnly},
		{"report_abuse", "Report the author to the moderators.", empty, hints.Destructive},
		{"sync", "Applies the changes if there are any.", empty, hints.Write},
	})
}

// TestDocstringParameters: a server written in Python documents its
// parameters in the description's "Args:" section, not in the schema.
// What it says of a parameter counts as the parameter's description: a
// required "output" that is an "Output file path" makes an export write
// its file, as a required "outputPath" does. An optional one does not,
// and neither does an output that is a format.
func TestDocstringParameters(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	req := func(names ...any) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{"path": str, "output": str, "format": str}, "required": names}
	}
	doc := "Export Bill of Materials from a board.\n\nArgs:\n    path: Path to the board file.\n    output: Output file path.\n    format: Output format - 'csv' or 'json'.\n\nReturns:\n    JSON with the export result."
	sphinx := "Export Bill of Materials from a board.\n\n:param path: Path to the board file.\n:param output: Output file path.\n:returns: JSON with the export result."
	formatDoc := "Export Bill of Materials from a board.\n\nArgs:\n    path: Path to the board file.\n    output: Output format, 'csv' or 'json'.\n"
	checkClasses(t, []recallCase{
		{"export_bom", doc, req("path", "output"), hints.Write},
		{"export_bom", sphinx, req("path", "output"), hints.Write},
		{"export_bom", doc, req("path"), hints.ReadOnly},
		{"export_bom", formatDoc, req("path", "output"), hints.ReadOnly},
	})
}

// TestDebugsAProgram: debugging a source file or a program starts it
// under the debugger, running whatever code the caller names: "Debug a Go
// source file directly" was classed read-only. Debug output and debug
// information stay reads.
func TestDebugsAProgram(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"file": str,
		"args": map[string]any{"type": "array", "description": "Arguments to pass to the program"}}, "required": []any{"file"}}
	empty := map[string]any{"type": "object", "properties": map[string]any{}}
	checkClasses(t, []recallCase{
		{"debug", "Debug a Go source file directly", schema, hints.Destructive},
		{"debug_program", "Starts debugging the given program binary.", schema, hints.Destructive},
		{"start", "Debugs the script at the given path.", schema, hints.Destructive},
		{"debug_info", "Shows debug information for the current session.", empty, hints.ReadOnly},
		{"get_debug_logs", "Returns the debug logs of the server.", empty, hints.ReadOnly},
		{"explain_error", "Helps debug an error message by explaining it.", empty, hints.ReadOnly},
	})
}

// TestExportToRequiredPath: an export that requires a place in the file
// system writes there ("Export a drawing page to PDF." with a required
// "path"), as one whose output path is named so does; an export that
// needs only the exported thing's id returns it, and an optional path is
// a read's optional output.
func TestExportToRequiredPath(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	withPath := func(req ...any) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{"page_name": str, "path": str, "file_id": str}, "required": req}
	}
	checkClasses(t, []recallCase{
		{"export_drawing_pdf", "Export a drawing page to PDF.", withPath("page_name", "path"), hints.Write},
		{"export_svg", "Exports the page as SVG.", withPath("path"), hints.Write},
		{"export_drawing_pdf", "Export a drawing page to PDF.", withPath("page_name"), hints.ReadOnly},
		{"export_file", "Export a Google Doc as PDF.", withPath("file_id"), hints.ReadOnly},
		{"get_page", "Returns the page at the given path.", withPath("path"), hints.ReadOnly},
		{"export_bom", "Export the bill of materials.", map[string]any{"type": "object", "required": []any{"path"},
			"properties": map[string]any{"path": map[string]any{"type": "string", "description": "Path to the board file."}}}, hints.ReadOnly},
	})
}

// TestPullFetched: "pull" before a fetching verb ending a name is the
// pull request, fetched ("forgejo_pull_list", "forgejo_pull_get"), as a
// "release_get" gets a release; "image_pull" and "git_pull" still pull.
func TestPullFetched(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"repo": str, "number": str}}
	checkClasses(t, []recallCase{
		{"forgejo_pull_list", "Lists pull requests filtered by state with pagination.", schema, hints.ReadOnly},
		{"forgejo_pull_get", "Returns a pull request together with its changed files.", schema, hints.ReadOnly},
		{"image_pull", "Pulls an image from the registry.", schema, hints.Write},
		{"git_pull", "Pulls the latest commits from the remote.", schema, hints.Write},
	})
}

// TestPlanVerb: a tool that plans an act returns the plan ("Plan
// deleting a record set ... Nothing is deleted until confirm_change is
// called", "Plan an optimized route"), as a preview does; nothing is
// done. A plan that is then applied is the act, and a subscription plan
// is a noun.
func TestPlanVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"zone_id": str, "record_set_id": str}}
	checkClasses(t, []recallCase{
		{"plan_delete_record_set", "Plan deleting a record set. Returns what will be removed and a confirmation token.", schema, hints.ReadOnly},
		{"plan_create_record_set", "Plan creating a record set. Returns a preview and a confirmation token.", schema, hints.ReadOnly},
		{"maps_plan_route", "Plan an optimized multi-stop route in one call.", schema, hints.ReadOnly},
		{"plan_and_apply", "Plans the changes and applies them.", schema, hints.Write},
		{"change_plan", "Changes the customer's subscription plan; the new price is charged at once.", schema, hints.Destructive},
		{"upgrade", "Upgrade the plan of the workspace.", schema, hints.Write},
	})
}

// TestTimeToLive: "Time To Live" is a duration (TTL), not a change that
// goes live: changing a record's TTL was classed destructive. Taking a
// site live still is.
func TestTimeToLive(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"zone_id": str, "ttl": map[string]any{"type": "integer"}}}
	checkClasses(t, []recallCase{
		{"change_zone_ttl", "Change the default Time To Live (TTL) of a DNS zone.", schema, hints.Write},
		{"set_cache_ttl", "Sets the time to live of cached entries.", schema, hints.Write},
		{"promote_site", "Take the site live for everyone.", schema, hints.Destructive},
		{"publish", "Changes the draft to live.", schema, hints.Destructive},
	})
}

// TestReadBesideNounList: a read named so ("get_heating_summary") whose
// description opens by listing what it returns ("Per-room temperature
// statistics, mean setpoint, largest temperature drop") has no act of
// its own in that list: "drop" is a noun there. An act right after a
// comma or a joiner is still one ("Gets the messages, deleting them",
// "Get the queue and purge it").
func TestReadBesideNounList(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"home_id": str}}
	checkClasses(t, []recallCase{
		{"get_heating_summary", "Per-room temperature statistics, mean setpoint, largest temperature drop and cool-down rate. Default: yesterday.", schema, hints.ReadOnly},
		{"stock_entry_open", "[INVENTORY/STOCK] Mark a specific stock entry as opened.", schema, hints.Write},
		{"get_messages", "Gets the messages of the queue, deleting them after reading.", schema, hints.Destructive},
		{"get_queue", "Get the queue and purge it.", schema, hints.Destructive},
		{"summary", "Per-room statistics, mean setpoint, largest temperature drop.", schema, hints.Destructive},
	})
}
