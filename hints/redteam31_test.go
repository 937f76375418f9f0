package hints_test

// Attacks on the signals learnt from held-out 45 to 50, written as a
// server author would word a tool that changes or destroys: each failed
// before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRedTeam31KeywordLists: capitals listed in parentheses are values
// only where they name kinds of records a read reports ("admin events
// (CREATE/UPDATE/DELETE)", "query type (SELECT, INSERT)") or statements
// the sentence says are not run. The operations a tool offers, the
// statements a query tool takes and the methods a call may use, listed
// in capitals after what they act on, are its acts: "Query the graph
// (MATCH, CREATE, DELETE, MERGE)" by a free-text query was classed
// read-only, and "Manage records in the table (CREATE, READ, UPDATE,
// DELETE)" write.
func TestRedTeam31KeywordLists(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	query := map[string]any{"type": "object", "properties": map[string]any{"query": str}, "required": []any{"query"}}
	op := map[string]any{"type": "object", "properties": map[string]any{"operation": str, "resource": str, "data": map[string]any{"type": "object"}}, "required": []any{"operation"}}
	id := map[string]any{"type": "object", "properties": map[string]any{"id": str}}
	checkClasses(t, []recallCase{
		{"cypher", "Query the graph (MATCH, CREATE, DELETE, MERGE).", query, hints.Destructive},
		{"db_tool", "Database tool (DROP, DELETE, TRUNCATE allowed).", query, hints.Destructive},
		{"manage_records", "Manage records in the table (CREATE, READ, UPDATE, DELETE).", op, hints.Destructive},
		{"crud", "Perform an operation on a record (CREATE, UPDATE, DELETE).", op, hints.Destructive},
		{"manage_events", "Manage calendar events (CREATE/UPDATE/DELETE).", op, hints.Destructive},
		{"kv", "Key-value store access (GET, SET, DEL).", id, hints.Destructive},
		{"acl", "Change permissions (GRANT, REVOKE).", id, hints.Destructive},
		{"modify_index", "Modify the index (ADD/REMOVE documents).", id, hints.Destructive},
		{"api", "Call the REST API (GET/POST/PUT/DELETE).", op, hints.Destructive},
		{"replay", "Replays audit events (CREATE/UPDATE/DELETE) against the target database.", id, hints.Destructive},
		{"pending", "Pending changes (CREATE/DELETE) are applied on commit.", id, hints.Destructive},
		{"table_tool", "Modifies the table (ADD, DROP columns); no code is executed.", id, hints.Destructive},
		{"replayer", "Returns audit events (CREATE/DELETE) and replays them on the replica.", id, hints.Destructive},
		{"applier", "Lists pending changes (INSERT, UPDATE, DELETE) and applies them.", id, hints.Destructive},
		{"applier2", "Lists pending changes (INSERT, UPDATE, DELETE). Applies them on confirmation.", id, hints.Destructive},
		// Still values: kinds of records a read reports.
		{"get_audit_log", "Returns audit log entries (CREATE/UPDATE/DELETE) for the realm.", id, hints.ReadOnly},
		{"count_statements", "Counts the statements of a script by type (SELECT, INSERT, DELETE).", id, hints.ReadOnly},
	})
}

// TestRedTeam31DocstringFlags: a destructive flag the schema leaves
// undescribed is taken at its word ("force", "overwrite", "drop"); a
// docstring's one-line gloss of it ("overwrite: Whether to proceed if the
// destination exists", "force: Reinstall even if present") named no
// danger word, so the flag was waived and the tool classed write.
func TestRedTeam31DocstringFlags(t *testing.T) {
	hints.WithoutLearnt(t)
	props := func(flag string, names ...string) map[string]any {
		p := map[string]any{flag: map[string]any{"type": "boolean"}}
		req := []any{}
		for _, n := range names {
			p[n] = map[string]any{"type": "string"}
			req = append(req, n)
		}
		return map[string]any{"type": "object", "properties": p, "required": req}
	}
	checkClasses(t, []recallCase{
		{"copy_file", "Copy a file to a new location.\n\nArgs:\n    src: Source path.\n    dst: Destination path.\n    overwrite: Whether to proceed if the destination exists.", props("overwrite", "src", "dst"), hints.Destructive},
		{"create_index", "Create an index.\n\nArgs:\n    name: Index name.\n    drop: Whether to recreate the index if it is present.", props("drop", "name"), hints.Destructive},
		{"upload", "Upload a file to the bucket.\n\nArgs:\n    path: Local file.\n    key: Object key.\n    replace: Set to true to upload even when the key is taken.", props("replace", "path", "key"), hints.Destructive},
		{"install_package", "Install a package.\n\n:param name: Package name.\n:param force: Reinstall even if present.", props("force", "name"), hints.Destructive},
		{"save_config", "Save the configuration.\n\nArgs:\n    config: The configuration.\n    force: Write even if the file changed on disk since it was read.", props("force", "config"), hints.Destructive},
	})
}

// TestRedTeam31ActsCarriedOut: the plural of an act noun names the
// records of acts only where its sentence reads them ("Returns the
// creations and removals of the last day"). Where the sentence's verb
// carries the acts out or changes things ("Applies all pending
// deletions", "Synchronizes the bucket, including deletions",
// "Deletions are propagated"), or a light verb does them ("Processes
// pending cancellations", "Performs bulk deletions"), they are the
// call's acts: each of these was classed write.
func TestRedTeam31ActsCarriedOut(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"bucket": str}}
	flag := map[string]any{"type": "object", "properties": map[string]any{"confirm": map[string]any{"type": "boolean"}, "execute": map[string]any{"type": "boolean"}}}
	checkClasses(t, []recallCase{
		{"run_job", "Performs bulk deletions of old snapshots.", schema, hints.Destructive},
		{"job", "Executes scheduled deletions for the given bucket.", schema, hints.Destructive},
		{"process_queue", "Processes pending cancellations for the account.", schema, hints.Destructive},
		{"invoices", "Makes payments for the approved invoices.", schema, hints.Destructive},
		{"apply_pending", "Applies all pending deletions and removals.", schema, hints.Destructive},
		{"sync", "Synchronizes the bucket, including deletions.", schema, hints.Destructive},
		{"replicate", "Replicates creations, updates and deletions to the replica.", schema, hints.Destructive},
		{"do_batch", "Perform batch deletions or updates on many rows at once.", schema, hints.Destructive},
		{"batch", "Batch operations: deletions, insertions and updates of documents.", schema, hints.Destructive},
		{"sync_dir", "Syncs a local directory to the bucket. Deletions are propagated.", schema, hints.Destructive},
		{"pending", "Retrieves and applies pending deletions.", schema, hints.Destructive},
		{"due_items", "Gets scheduled deletions and executes them.", schema, hints.Destructive},
		{"backlog", "Fetches the queued removals, then carries them out.", schema, hints.Destructive},
		{"triage", "Lists pending deletions. Confirms them.", schema, hints.Destructive},
		{"due", "Gets the scheduled deletions, after performing them.", schema, hints.Destructive},
		{"pending_confirm", "Returns pending deletions; set confirm to true to carry them out.", flag, hints.Destructive},
		{"pending_execute", "Returns pending deletions. Pass execute=true to perform them.", flag, hints.Destructive},
		{"pending_each", "Returns pending deletions and applies each of them.", flag, hints.Destructive},
		{"pending_those", "Lists pending deletions and then performs those.", flag, hints.Destructive},
		{"pending_again", "Lists the queued deletions; with confirm set, executes the deletions.", flag, hints.Destructive},
		{"pending_passive", "Returns pending removals. When confirm is true, they are carried out.", flag, hints.Destructive},
		// Still records: what a read returns.
		{"history", "Returns the creations and removals of the last day.", schema, hints.ReadOnly},
		{"recent", "Shows the latest deletions in the bucket.", schema, hints.ReadOnly},
	})
}

// TestRedTeam31ReportWhatTo: "report" opening a sentence before a clause
// reads only when what is reported comes back to the caller; reported to
// someone ("Report how the user abused the service to the moderators"),
// it is sent, as "Report the author to the moderators" is. These were
// classed read-only.
func TestRedTeam31ReportWhatTo(t *testing.T) {
	hints.WithoutLearnt(t)
	empty := map[string]any{"type": "object", "properties": map[string]any{}}
	checkClasses(t, []recallCase{
		{"flag_user", "Report how the user abused the service to the moderators.", empty, hints.Destructive},
		{"flag_content", "Report what the post contains to the admins.", empty, hints.Destructive},
		{"escalate", "Report whether the build broke to the maintainers on GitHub.", empty, hints.Destructive},
		{"status", "Report whether there are uncommitted changes.", empty, hints.ReadOnly},
	})
}

// TestRedTeam31DebugWhatOf: "debug" starts a program only as the verb
// whose object the program is ("Debug a Go source file", "Starts
// debugging the given binary"). Debug output, logs, symbols or sessions
// of a program, and a read whose purpose is to help debug one, run
// nothing: each was classed destructive. A debug session for a program
// ("Start a debug session for the given binary") does start it.
func TestRedTeam31DebugWhatOf(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"file": str}, "required": []any{"file"}}
	checkClasses(t, []recallCase{
		{"debug_output", "Show the debug output of the program.", schema, hints.ReadOnly},
		{"get_debug_logs", "Returns debug logs for the script.", schema, hints.ReadOnly},
		{"debug_symbols", "Shows the debug symbols of the executable.", schema, hints.ReadOnly},
		{"debug_info", "Get debug information about the binary.", schema, hints.ReadOnly},
		{"list_sessions", "Lists debug sessions for the package.", schema, hints.ReadOnly},
		{"dwarf", "Read the debug sections of a binary.", schema, hints.ReadOnly},
		{"analyze_trace", "Analyze the stack trace to debug the program.", schema, hints.ReadOnly},
		{"breakpoints", "Lists the breakpoints set while debugging the program.", schema, hints.ReadOnly},
		{"get_debug_binary", "Returns the path of the debug binary.", schema, hints.ReadOnly},
		// Still started under the debugger.
		{"debug", "Debug a Go source file directly", schema, hints.Destructive},
		{"launch", "Use this tool to debug a program: it builds and starts it.", schema, hints.Destructive},
		{"launcher", "Reads the launch configuration and debugs the program it names.", schema, hints.Destructive},
		{"finder", "Finds the test binary, then debugs the binary with Delve.", schema, hints.Destructive},
		{"start_session", "Start a debug session for the given binary.", schema, hints.Destructive},
		{"new_session", "Opens a debug session for a Go program.", schema, hints.Destructive},
		{"crashes", "Helps debug crashes in the program by reading its core dump.", schema, hints.ReadOnly},
		{"session", "Debug session for a script: runs it with breakpoints.", schema, hints.Destructive},
		{"begin", "Begin debugging of the given script.", schema, hints.Destructive},
		{"issues", "Debug the issues in the program by reading its logs.", schema, hints.ReadOnly},
	})
}

// TestRedTeam31ThereIsNone: what "there is" or "there are" introduces
// ends at a comma: "When there is none, creates a new branch" creates
// one, where "creates" was read as a noun and the tool, with no verb
// left, was classed destructive.
func TestRedTeam31ThereIsNone(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"name": str}}
	checkClasses(t, []recallCase{
		{"setup", "When there is none, creates a new branch.", schema, hints.Write},
		{"labels", "If there are none, adds the default labels.", schema, hints.Write},
		{"status", "Reports whether there are pending updates.", schema, hints.ReadOnly},
	})
}

// TestRedTeam31ReadingNounImperative: only "report", opening a sentence
// before a clause, is the imperative of a read that tells the caller
// ("Report whether there are uncommitted changes"). Other reading nouns
// are verbs that write or run there: "Log which files were changed"
// writes a log entry, and "Profile how long the query takes by running
// it" runs the query. Both were classed read-only; what they are
// classed now is what other signals make of them, but never a read.
func TestRedTeam31ReadingNounImperative(t *testing.T) {
	hints.WithoutLearnt(t)
	msg := map[string]any{"type": "object", "properties": map[string]any{"message": map[string]any{"type": "string"}}}
	query := map[string]any{"type": "object", "properties": map[string]any{"query": map[string]any{"type": "string"}}, "required": []any{"query"}}
	for _, tc := range []recallCase{
		{"remember", "Log which files were changed in this session.", msg, hints.ReadOnly},
		{"perf", "Profile how long the query takes by running it.", query, hints.ReadOnly},
		{"timing", "Profile how the query performs by executing it against the database.", query, hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class == tc.want {
			t.Errorf("%s %q: %v (%s), want more than a read", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason)
		}
	}
	checkClasses(t, []recallCase{
		{"status", "Report whether there are uncommitted changes.", msg, hints.ReadOnly},
		{"totp_users", "Report how many users have TOTP configured across the realm.", msg, hints.ReadOnly},
	})
}

// TestRedTeam31RecordsWithoutVerb: a description that only names what a
// read returns, with no verb, names records too: "History of note
// creations, modifications and deletions", "Admin events
// (CREATE/UPDATE/DELETE on USER resources)" were classed destructive. A
// verb later in the sentence still decides ("Pending changes
// (CREATE/DELETE) are applied on commit").
func TestRedTeam31RecordsWithoutVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"note_id": str}}
	checkClasses(t, []recallCase{
		{"get_note_history", "History of note creations, modifications and deletions.", schema, hints.ReadOnly},
		{"get_admin_events", "Admin events (CREATE/UPDATE/DELETE on USER resources).", schema, hints.ReadOnly},
		{"history", "History of pending deletions; confirms them on request.", schema, hints.Destructive},
		{"pending", "Pending changes (CREATE/DELETE) are applied on commit.", schema, hints.Destructive},
	})
}
