package hints_test

// Attacks on the signals learnt from held-out 45 to 50, written as a
// server author would word a tool that changes or destroys: each failed
// before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
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
		// Still values: kinds of records a read reports.
		{"get_audit_log", "Returns audit log entries (CREATE/UPDATE/DELETE) for the realm.", id, hints.ReadOnly},
		{"count_statements", "Counts the statements of a script by type (SELECT, INSERT, DELETE).", id, hints.ReadOnly},
	})
}
