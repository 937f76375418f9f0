package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestDescribedCode: a free-text property whose description says it is
// code to run carries code, whatever its name.
func TestDescribedCode(t *testing.T) {
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
