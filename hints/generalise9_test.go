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
