package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestSchemaChange: changing the schema data lives in can drop a column
// and its values; changing a table's name or a record is a write.
func TestSchemaChange(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	query := schema(map[string]any{"query": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		{"alter_table", "Modify existing table schema (add columns, rename tables, etc.)", query, hints.Destructive},
		{"alter_table", "", nil, hints.Destructive},
		{"db_tool", "Alters the columns of a table.", nil, hints.Destructive},
		{"update_collection_schema", "Update a collection.", nil, hints.Destructive},
		{"change_schema", "Changes the validation schema of a collection.", nil, hints.Destructive},
		{"apply_changes", "Apply schema migrations to the database.", nil, hints.Destructive},
		{"update_data_source", "Update a data source", schema(map[string]any{"properties": map[string]any{
			"anyOf": []any{map[string]any{"type": "object", "description": "Property schema updates"}, map[string]any{"type": "string"}}}}), hints.Destructive},
		// Not a schema change.
		{"update_record", "Update a record.", schema(map[string]any{"fields": map[string]any{"type": "object", "description": "Field values; must match the schema"}}), hints.Write},
		{"update_table", "Update a table's name or description", nil, hints.Write},
		{"create_table", "Create a new table in the database", query, hints.Write},
		{"update_record", "Update a record. The fields must match the table schema.", nil, hints.Write},
		{"alter_note", "Alter the text of a note.", nil, hints.Write},
		// Reading a schema stays a read.
		{"get_schema", "Get the schema of a table, including recent schema changes.", nil, hints.ReadOnly},
	})
}
