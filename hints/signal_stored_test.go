package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// prop is a schema property of type typ described by desc.
func prop(typ, desc string) map[string]any {
	return map[string]any{"type": typ, "description": desc}
}

// TestUpdatesStored: a set-to-value write over stored data without
// history is destructive when its targets are chosen by conditions, it
// sets a table row, it says it updates in place, it takes the thing's
// whole spec, or it uploads over a stored file named by id; an update of
// a tracked item by its id, a response filter, a rule's conditions, a
// spec the description does not speak of and an upload from a local path
// stay writes.
func TestUpdatesStored(t *testing.T) {
	conditions := schema(map[string]any{
		"table_name": prop("string", "Name of the table to update"),
		"data":       prop("object", "Object containing column names and new values"),
		"conditions": prop("array", "Array of conditions to identify which records to update"),
	})
	nested := schema(map[string]any{
		"updates": map[string]any{"type": "array", "items": schema(map[string]any{
			"data":       prop("object", "New values"),
			"conditions": prop("array", "Conditions to identify which records to update"),
		})},
	})
	filter := schema(map[string]any{"filter": prop("object", "The selection criteria for the update")})
	spec := schema(map[string]any{"update": schema(map[string]any{"spec": prop("object", "")})})
	checkClasses(t, []recallCase{
		{"update_record", "Updates records in a table based on specified conditions.", conditions, hints.Destructive},
		{"bulk_update", "Updates multiple records with different values in batches.", nested, hints.Destructive},
		{"modify_documents", "Modify documents.", filter, hints.Destructive},
		{"update_cell", "Update the value of a cell in a spreadsheet.", nil, hints.Destructive},
		{"set_range", "Set a range.", schema(map[string]any{"spreadsheetId": prop("string", "")}), hints.Destructive},
		{"redis_set", "Set a key to a string value.", nil, hints.Destructive},
		{"set_value", "Set the value stored at a key.", nil, hints.Destructive},
		{"update_one", "Updates a single document that matches the filter.", nil, hints.Destructive},
		{"update_rows", "Update rows based on specified conditions.", nil, hints.Destructive},
		{"update-excel-table-row", "Update an Excel table row.", schema(map[string]any{"index": prop("integer", "")}), hints.Destructive},
		{"update_entry", "Update an entry in place.", schema(map[string]any{"id": prop("string", "")}), hints.Destructive},
		{"apps-update", "Updates an existing application. The app ID and the AppSpec must be provided.", spec, hints.Destructive},
		{"uploadFile", "Upload a file to the drive.", schema(map[string]any{"fileId": prop("string", "Existing file to replace"), "localPath": prop("string", "")}), hints.Destructive},
		{"update_secret", "Update a secret's value.", schema(map[string]any{"name": prop("string", ""), "value": prop("string", "")}), hints.Destructive},
		{"set_env_var", "Set an environment variable of the project.", schema(map[string]any{"key": prop("string", ""), "value": prop("string", "")}), hints.Destructive},
		{"update_dns_record", "Update a DNS record.", schema(map[string]any{"recordId": prop("string", ""), "content": prop("string", "")}), hints.Destructive},
		{"update_file", "Update a file on the server.", schema(map[string]any{"path": prop("string", ""), "text": prop("string", "")}), hints.Destructive},
		{"upload_object", "Uploads a file to a GCS bucket.", nil, hints.Destructive},
		{"copy_blob", "Copy a blob to another container.", nil, hints.Destructive},
		{"update_item", "Update an item in a DynamoDB table.", nil, hints.Destructive},
		{"update_document", "Update a document in a MongoDB collection.", nil, hints.Destructive},
		{"sqlite_update", "Update data.", nil, hints.Destructive},
		{"save_file", "Save content to a file at the given path.", nil, hints.Destructive},
		{"update-workout", "Mutates workout metadata by ID.", schema(map[string]any{"workout_id": prop("string", "")}), hints.Destructive},
		// A file a repository keeps the history of, an API key renamed, a
		// description that says it does not mutate.
		{"update_file", "Update a file in a repository.", schema(map[string]any{"path": prop("string", ""), "branch": prop("string", ""), "commit_message": prop("string", "")}), hints.Write},
		{"upload_object_safe", "Uploads a file to a GCS bucket. Fails if the object already exists.", nil, hints.Write},
		{"write_object_safe", "Writes a new object to the bucket. Returns an error when it already exists.", nil, hints.Write},
		{"update_database", "Update a Notion database's title.", nil, hints.Write},
		{"update_storage_config", "Update the storage config for a Supabase project.", nil, hints.Write},
		{"save_screenshot", "Save a screenshot of the page.", nil, hints.Write},
		{"update-api-key", "Rename an existing API key.", schema(map[string]any{"id": prop("string", ""), "name": prop("string", "")}), hints.Write},
		{"update_workout", "Updates a workout. It does not mutate the routine.", schema(map[string]any{"workout_id": prop("string", "")}), hints.Write},
		// A tracked item by id, a response filter (a string), a rule whose
		// conditions are not a selection of what is updated, "in place
		// of", a spec the description does not speak of, a create with a
		// spec, and uploads from a local path or to a page.
		{"update_issue", "Update an existing issue.", schema(map[string]any{"issueId": prop("string", ""), "title": prop("string", "")}), hints.Write},
		{"jira_patch", "Partially update Jira resources.", schema(map[string]any{"jq": prop("string", "Filter the response"), "filter": prop("string", "Filter to apply to the update response")}), hints.Write},
		{"update_automation", "Update an automation rule.", schema(map[string]any{"conditions": prop("array", "Conditions that trigger the rule")}), hints.Write},
		{"edit-cell", "Update properties of an existing vertex/shape cell by its ID.", nil, hints.Write},
		{"set_api_key", "Set the API key to use for later calls.", nil, hints.Write},
		{"update_rule", "Update a rule. Its conditions decide when it fires.", nil, hints.Write},
		{"update_label", "Update a label, used in place of the old one.", schema(map[string]any{"id": prop("string", "")}), hints.Write},
		{"update_application", "update_application updates application", spec, hints.Write},
		{"apps-create-app-from-spec", "Creates an application from a given app spec.", schema(map[string]any{"spec": prop("object", "")}), hints.Write},
		{"upload_file", "Upload a file through a provided element.", schema(map[string]any{"filePaths": prop("array", ""), "pageId": prop("string", "")}), hints.Write},
		{"create_row", "Add a row to the table.", schema(map[string]any{"values": prop("array", "")}), hints.Write},
	})
}

// TestRunsStoredPrograms: running a notebook, a playbook, migrations, a
// stored procedure or a GraphQL mutation runs the code they hold, and
// redeploying deploys.
func TestRunsStoredPrograms(t *testing.T) {
	checkClasses(t, []recallCase{
		{"run_notebook", "Run all cells of a Jupyter notebook.", nil, hints.Destructive},
		{"execute_playbook", "Execute an Ansible playbook.", nil, hints.Destructive},
		{"run_migration", "Run pending migrations.", nil, hints.Destructive},
		{"redeploy", "Redeploy the latest build.", nil, hints.Destructive},
		{"execute_graphql", "Execute a mutation against the GraphQL API.", nil, hints.Destructive},
		{"mssql_execute_stored_procedure", "Executes a stored procedure by name.", nil, hints.Destructive},
		{"call_procedure", "Call a stored procedure with the given parameters.", nil, hints.Destructive},
		{"call_api", "Call an API endpoint of the service.", nil, hints.Write},
		{"list_procedures", "List the stored procedures of a database.", nil, hints.ReadOnly},
		{"list_notebooks", "List the notebooks of a workspace.", nil, hints.ReadOnly},
		{"create_notebook", "Create a notebook.", nil, hints.Write},
	})
}
