package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRecordsVerdict: a read that must be given a score, rating or grade
// records it; an optional score, a threshold or a score as text does not.
func TestRecordsVerdict(t *testing.T) {
	scored := func(name, typ string, required bool) map[string]any {
		s := schema(map[string]any{"taskId": prop("string", ""), name: prop(typ, "")})
		if required {
			s["required"] = []any{"taskId", name}
		}
		return s
	}
	checkClasses(t, []recallCase{
		{"verify_task", "Verify the task and score it.", scored("score", "number", true), hints.Write},
		{"review_answer", "Review an answer.", scored("rating", "integer", true), hints.Write},
		{"verify_task", "Verify the task.", scored("score", "number", false), hints.ReadOnly},
		{"search_docs", "Search the docs.", scored("minScore", "number", true), hints.ReadOnly},
		{"verify_task", "Verify the task.", scored("score", "string", true), hints.ReadOnly},
	})
}
