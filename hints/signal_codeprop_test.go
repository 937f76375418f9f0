package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestDescribedCode: a free-text property whose description says it is
// code to run carries code, whatever its name.
func TestDescribedCode(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	prop := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	checkClasses(t, []recallCase{
		{"page_tool", "Works with the page.", schema(map[string]any{"function": prop("JavaScript source to execute in the target page.")}), hints.Destructive},
		{"db_tool", "Works with the database.", schema(map[string]any{"body": prop("The SQL statement to run against the database.")}), hints.Destructive},
		{"automation", "Automates a task.", schema(map[string]any{"source": prop("A shell command, executed on the host.")}), hints.Destructive},
		// The code noun is not the property's head, or it is not run.
		{"get_pod_logs", "Get the logs of a pod.", schema(map[string]any{"name": prop("Name of the pod to execute the command in")}), hints.ReadOnly},
		{"list_jobs", "List scheduled jobs.", schema(map[string]any{"schedule": prop("A cron expression to run the job on")}), hints.ReadOnly},
		{"save_snippet", "Save a snippet to the library.", schema(map[string]any{"content": prop("The code to store; it is never executed.")}), hints.Write},
		// A read-only claim still restricts a query to reading.
		{"query", "Run a read-only SQL query.", schema(map[string]any{"q": prop("The SQL query to execute.")}), hints.ReadOnly},
	})
}

// TestRunsStatement: a name that runs a query its free-text input carries
// runs any statement; a read qualifier or a read-only claim bounds it.
func TestRunsStatement(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	query := schema(map[string]any{"query": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		{"execute_query", "Executes a query.", query, hints.Destructive},
		{"run_query", "Run a query on the warehouse.", query, hints.Destructive},
		{"cypher_query", "Run a Cypher query against the graph.", query, hints.Destructive},
		{"graph_tool", "Works on the graph.", schema(map[string]any{"cypher": map[string]any{"type": "string"}}), hints.Destructive},
		// Bounded to reading.
		{"run_select_query", "Run a SELECT query in the database.", query, hints.Write},
		{"read_query", "Execute a SELECT query on the database.", query, hints.ReadOnly},
		// Restricted to reading: a read (see TestReadOnlyQuery).
		{"run_query", "Run a read-only query.", query, hints.ReadOnly},
		// No free-text statement.
		{"run_saved_query", "Run a saved query by its id.", schema(map[string]any{"queryId": map[string]any{"type": "string"}}), hints.Write},
	})
}
