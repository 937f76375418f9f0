package hints_test

// The signals of held-out 23 and 24's destructive tools classed read-only
// at first contact: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestOptionExecutes: a read of a statement whose boolean option is said,
// anywhere in its description, to execute the statement ("Whether to
// include actual execution statistics (WARNING: this executes the
// query)") runs arbitrary statements under that option. An option said
// not to run it does not.
func TestOptionExecutes(t *testing.T) {
	schema := func(optionDesc string) any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"query":   map[string]any{"type": "string", "description": "SQL query to explain (SELECT, INSERT, UPDATE statements allowed)."},
			"analyze": map[string]any{"type": "boolean", "description": optionDesc},
		}}
	}
	const desc = "Get the execution plan for a SQL query without executing it."
	checkClasses(t, []recallCase{
		{"explain_query", desc, schema("Whether to include actual execution statistics (WARNING: this executes the query)."), hints.Destructive},
		{"explain_query", desc, schema("Include statistics; the statement is run to collect them."), hints.Destructive},
		{"explain_query", desc, schema("Whether to include estimated costs. This never executes the query."), hints.ReadOnly},
		{"explain_query", desc, schema("Whether to format the plan as JSON."), hints.ReadOnly},
	})
}

// TestGraphQLQuery: a free-text query sent to a GraphQL endpoint can be a
// mutation, unless the tool says mutations are refused.
func TestGraphQLQuery(t *testing.T) {
	schema := map[string]any{"type": "object", "properties": map[string]any{
		"query":     map[string]any{"type": "string"},
		"variables": map[string]any{"type": "string"},
	}}
	checkClasses(t, []recallCase{
		{"query-graphql", "Query a GraphQL endpoint with the given query and variables", schema, hints.Destructive},
		{"run_query", "Run a GraphQL query against the API.", schema, hints.Destructive},
		{"query-graphql", "Query a GraphQL endpoint. Mutations are not allowed.", schema, hints.ReadOnly},
		{"introspect-schema", "Introspect the GraphQL schema of the endpoint.", nil, hints.ReadOnly},
	})
}
