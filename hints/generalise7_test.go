package hints_test

// The signals of held-out 10 to 16: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestResourceFirstNames covers names built as namespace, resource, verb
// ("woo_orders_list"): a plural resource that is also a verb's third
// person ("orders", "tags") is the object, and the verb ending the name
// is the action; an act named before it ("refunds") is made to happen.
func TestResourceFirstNames(t *testing.T) {
	checkClasses(t, []recallCase{
		{"woo_orders_list", "", nil, hints.ReadOnly},
		{"woo_orders_get", "", nil, hints.ReadOnly},
		{"woo_products_tags_list", "", nil, hints.ReadOnly},
		{"shop_orders_refunds_create", "", nil, hints.Destructive},
		{"shop_payouts_create", "", nil, hints.Destructive},
		// A destructive verb's third person is never a resource: listing
		// refunds is classed by "refunds" (cautious; a description that
		// lists them does not loosen it).
		{"acme_refunds_list", "", nil, hints.Destructive},
		{"acme_orders_delete", "", nil, hints.Destructive},
		{"acme_orders_update", "", nil, hints.Write},
		{"acme_tags_create", "", nil, hints.Write},
		// A verb's third person that is not followed by a verb stays one.
		{"orders", "Orders a pizza for delivery.", nil, hints.Write},
		// After a namespace, a plural ending the name is the resource.
		{"motion_schedules", "Get all schedules showing each day's working hours.", nil, hints.ReadOnly},
		// The name's first word is still the action when it is a verb's
		// base form ("create_refund", "list_orders").
		{"list_orders", "", nil, hints.ReadOnly},
		{"create_refund", "", nil, hints.Destructive},
		{"create_refunds", "", nil, hints.Destructive},
		// Placing a phone call is an act that cannot be taken back.
		{"create_call", "Creates a outbound call", nil, hints.Destructive},
		{"get_call", "Gets a call by its ID.", nil, hints.ReadOnly},
		{"list_calls", "", nil, hints.ReadOnly},
	})
}

// TestInputCarriedAway: a read with an input to install, upload or deploy
// puts it somewhere.
func TestInputCarriedAway(t *testing.T) {
	prop := func(desc string) map[string]any {
		return schema(map[string]any{"appPath": map[string]any{"type": "string", "description": desc}})
	}
	checkClasses(t, []recallCase{
		{"runAppLiveSession", "Use this tool when user wants to manually check their app on a particular mobile device.",
			prop("The path to the .ipa or .apk file to install on the device."), hints.Write},
		{"check_build", "Check a build.", prop("The archive to upload."), hints.Write},
		{"check_build", "Check a build.", prop("The archive to check; it is not necessary to upload it."), hints.ReadOnly},
		{"check_build", "Check a build.", prop("The archive to check."), hints.ReadOnly},
	})
}

// TestModesListedInProse: a mode property without an enum that lists its
// values in quotes takes the most dangerous of them.
func TestModesListedInProse(t *testing.T) {
	act := func(desc string) any {
		return schema(map[string]any{"action": map[string]any{"type": "string", "description": desc}, "networkName": map[string]any{"type": "string"}})
	}
	for _, tc := range []struct {
		desc string
		want hints.Class
	}{
		{"Action to perform (e.g., 'create', 'list', 'remove', 'inspect')", hints.Destructive},
		{`Action: "list" or "prune"`, hints.Destructive},
		{"Action to perform (e.g., 'list', 'inspect')", hints.ReadOnly},
		{"Action to perform; don't use 'it' loosely", hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: "docker_network", Description: "Inspect Docker networks", InputSchema: act(tc.desc)}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%q: %v, want %v (%s)", tc.desc, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}

// TestStatementRunOnOption: a read that takes a statement runs it when an
// option says so.
func TestStatementRunOnOption(t *testing.T) {
	str := func(d string) map[string]any { return map[string]any{"type": "string", "description": d} }
	boolean := func(d string) map[string]any { return map[string]any{"type": "boolean", "description": d} }
	for _, tc := range []struct {
		name   string
		schema any
		want   hints.Class
	}{
		{"explain_query", schema(map[string]any{"query": str("The SQL query to analyze"), "analyze": boolean("Run EXPLAIN ANALYZE for actual execution stats")}), hints.Destructive},
		{"explain_query", schema(map[string]any{"query": str("The SQL query to analyze"), "verbose": boolean("Include more detail")}), hints.ReadOnly},
		{"explain_query", schema(map[string]any{"table": str("The table"), "analyze": boolean("Run the analysis again")}), hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: "Get the execution plan for a SQL query", InputSchema: tc.schema}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%v: %v, want %v (%s)", tc.schema, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}

// TestEditsInPlace: replacing text in a stored file keeps no copy.
func TestEditsInPlace(t *testing.T) {
	str := map[string]any{"type": "string"}
	arr := map[string]any{"type": "array"}
	checkClasses(t, []recallCase{
		{"fast_safe_edit", "Safe smart editing: Detects risks and provides interactive confirmation", schema(map[string]any{"path": str, "old_text": str, "new_text": str}), hints.Destructive},
		{"fast_edit_blocks", "Processes multiple precise block edits at once", schema(map[string]any{"path": str, "edits": arr}), hints.Destructive},
		{"edit_block", "Apply surgical edits.", schema(map[string]any{"file_path": str, "old_string": str, "new_string": str}), hints.Destructive},
		// A record's fields are not a file's text.
		{"edit_release", "Update metadata for an existing content release", schema(map[string]any{"releaseId": str, "title": str}), hints.Write},
		{"edit_cell", "Update properties of a cell by its ID.", schema(map[string]any{"cell_id": str, "text": str}), hints.Write},
	})
}

// TestUpdateWhere: an update with a "where" input overwrites the rows it
// picks; an upload to a destination path replaces what is there.
func TestUpdateWhere(t *testing.T) {
	str := func(d string) map[string]any { return map[string]any{"type": "string", "description": d} }
	checkClasses(t, []recallCase{
		{"update", "Update records in a table", schema(map[string]any{"table": map[string]any{}, "data": map[string]any{}, "where": map[string]any{}}), hints.Destructive},
		{"update_rows", "Update rows.", schema(map[string]any{"table": str(""), "where": str("SQL WHERE clause")}), hints.Destructive},
		{"update_issue", "Update an issue.", schema(map[string]any{"issue": str("Issue number"), "title": str("New title")}), hints.Write},
		{"storage_upload", "Upload a file to Firebase Storage.", schema(map[string]any{"filePath": str("The destination path in Firebase Storage (e.g., \"images/logo.png\")"), "content": str("The content")}), hints.Destructive},
		{"sftp_put", "Upload a file over SFTP.", schema(map[string]any{"remotePath": str("Remote file path"), "content": str("File content")}), hints.Destructive},
		{"upload_file", "Upload files to a file input.", schema(map[string]any{"filePaths": str("One or more files paths to upload."), "uid": str("The element")}), hints.Write},
		{"stories_upload_file", "Upload a file to a story.", schema(map[string]any{"filePath": str("File path to upload"), "storyId": str("Story ID")}), hints.Write},
	})
}

// TestKillsAndRotations: an input that says the process may be killed,
// and a credential made anew, destroy.
func TestKillsAndRotations(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	str := func(d string) map[string]any { return map[string]any{"type": "string", "description": d} }
	checkClasses(t, []recallCase{
		{"docker-stop", "Stop Docker containers", schema(map[string]any{"containers": str("Names"), "timeout": str("Optional timeout in seconds before force killing")}), hints.Destructive},
		{"stop_job", "Stop a job", schema(map[string]any{"job": str("Name"), "timeout": str("Seconds to wait; the job is never killed")}), hints.Write},
		// Stopping a container or closing a terminal ends what runs in
		// it; stopping a recording or closing a tab keeps what was made.
		{"container_stop", "Stops a running container with the specified container ID or name", nil, hints.Destructive},
		{"terminal_close", "Close terminal session", nil, hints.Destructive},
		{"browser_stop_video", "Stop video recording", nil, hints.Write},
		{"browser_close_tab", "Close the current tab", nil, hints.Write},
		{"regenerate_token", "Regenerate the webhook token.", nil, hints.Destructive},
		{"roll_api_key", "Roll an API key.", nil, hints.Destructive},
		{"regenerate_summary", "Regenerate the summary of a document.", nil, hints.Write},
		{"roll_dice", "Roll two dice.", nil, hints.Write},
		// Aborting a running send, like cancelling it, cannot be undone.
		{"abort_campaign", "Abort a campaign that is currently running", nil, hints.Destructive},
	})
}

// TestRegistryAndKeyValue: pushing an image replaces the tag others pull;
// setting a key-value pair keeps no history; a commit of files does not
// replace, nor a configuration value set by key.
func TestRegistryAndKeyValue(t *testing.T) {
	checkClasses(t, []recallCase{
		{"image_push", "Pushes a container image, manifest list or image index from local machine storage to a registry", nil, hints.Destructive},
		{"push_image", "Push an image.", nil, hints.Destructive},
		{"push_files", "Push multiple files in a single commit.", nil, hints.Write},
		{"set", "Set a Redis key-value pair with optional expiration", nil, hints.Destructive},
		{"set_config_value", "Set a specific configuration value by key.", nil, hints.Write},
	})
}

// TestPurposeIsNotTheAction: a first sentence that opens with a verb
// inference does not know is not a read because of what it is for ("to
// get"); a known opening verb or a preamble keeps the read.
func TestPurposeIsNotTheAction(t *testing.T) {
	checkClasses(t, []recallCase{
		{"sandbox_expose_port", "Expose a port from a sandbox to get a public URL.", nil, hints.Write},
		{"weather", "Use this tool to get the weather for a city.", nil, hints.ReadOnly},
		{"weather", "Fetch the forecast to get the weather for a city.", nil, hints.ReadOnly},
		{"weather", "Returns data to get the weather for a city.", nil, hints.ReadOnly},
	})
}

// TestLoginWithPassword: a login given a password stores credentials; one
// with a configured token acts on the session.
func TestLoginWithPassword(t *testing.T) {
	str := map[string]any{"type": "string"}
	checkClasses(t, []recallCase{
		{"docker-login", "Log in to a Docker registry", schema(map[string]any{"registryUrl": str, "username": str, "password": str}), hints.Write},
		{"discord_login", "Logs in to Discord using the configured token", schema(map[string]any{"token": str}), hints.ReadOnly},
	})
}

// TestScopeName: picking a site, project or tab changes only which one
// later calls act on; anything that lasts, changes or destroys beside the
// pick keeps the tool a write or worse.
func TestScopeName(t *testing.T) {
	str := map[string]any{"type": "string"}
	boolean := map[string]any{"type": "boolean"}
	for _, tc := range []struct {
		name, desc string
		schema     any
		readOnly   bool
	}{
		{"discourse_select_site", "Validate and select a Discourse site. Returns JSON with site URL and title.", schema(map[string]any{"site": str}), true},
		{"select-project", "Selects GCP project to use for subsequent interactions", schema(map[string]any{"projectId": str}), true},
		{"browser_switch_tab", "Switch to a specific tab", schema(map[string]any{"index": map[string]any{"type": "number"}}), true},
		// Attacks: each must stay off read-only.
		{"select_site", "Select a site and delete its cache.", nil, false},
		{"select_database", "Select the database. Drops the previous one.", nil, false},
		{"select_tab", "Select a tab; the other tabs are closed.", nil, false},
		{"select_workspace", "Selects the workspace and saves it.", nil, false},
		{"choose_region", "Choose the region for all users.", nil, false},
		{"switch_account", "Switch the account.", schema(map[string]any{"makeDefault": boolean}), false},
		{"switch_profile", "Switch the profile.", schema(map[string]any{"resetProfile": boolean}), false},
		{"select_project", "Select a project.", schema(map[string]any{"command": str}), false},
		{"select_project", "Select a project.", schema(map[string]any{"outputPath": str}), false},
		{"select_project", "Select a project.", schema(map[string]any{"mode": map[string]any{"type": "string", "enum": []any{"select", "delete"}}}), false},
		{"select_element", "Select an element on the page.", nil, false},
		{"s\u0435lect_site", "S\u0435lect a site.", nil, false},
		{"select_site", "Select a site, persisted across restarts.", nil, false},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if got := hints.Resolve(tool); (got.Class == hints.ReadOnly) != tc.readOnly {
			t.Errorf("%s %q %v: %v (%s)", tc.name, tc.desc, tc.schema, got.Class, hints.InferTool(tool).Reason)
		}
	}
}

// TestPlacedAndFolders: placing an order commits money; uploading into a
// destination folder replaces no file.
func TestPlacedAndFolders(t *testing.T) {
	str := func(d string) map[string]any { return map[string]any{"type": "string", "description": d} }
	checkClasses(t, []recallCase{
		{"place_order", "Place the order using a saved card.", nil, hints.Destructive},
		{"place-market-order", "Place a market order on an exchange", nil, hints.Destructive},
		{"upload_file", "Upload a file to Drive.", schema(map[string]any{"sourcePath": str("Path to source file"), "folderPath": str("Destination folder path like '/Documents/Uploads'")}), hints.Write},
		{"storage_upload", "Upload a file.", schema(map[string]any{"filePath": str("The destination path in Firebase Storage")}), hints.Destructive},
	})
}

// TestAPICall: a call to any endpoint of an API with a write method can
// do anything the API can; a GET reads.
func TestAPICall(t *testing.T) {
	str := map[string]any{"type": "string"}
	for _, tc := range []struct {
		name string
		want hints.Class
	}{
		{"freee_api_post", hints.Destructive},
		{"freee_api_patch", hints.Destructive},
		{"ashby_call_api", hints.Destructive},
		{"freee_api_get", hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: "freee API - service: accounting", InputSchema: schema(map[string]any{"path": str, "body": map[string]any{"type": "object"}})}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%s: %v, want %v (%s)", tc.name, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}

// TestCodeInAnyOf: a command that may come as a string among other forms
// is still code.
func TestCodeInAnyOf(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	cmd := map[string]any{"description": "Command as a string or string array.",
		"anyOf": []any{map[string]any{"type": "string"}, map[string]any{"type": "array", "items": map[string]any{"type": "string"}}}}
	typed := map[string]any{"type": []any{"string", "null"}}
	for _, tc := range []struct {
		schema any
		want   hints.Class
	}{
		{schema(map[string]any{"command": cmd}), hints.Destructive},
		{schema(map[string]any{"command": typed}), hints.Destructive},
		{schema(map[string]any{"command": map[string]any{"anyOf": []any{map[string]any{"type": "string", "enum": []any{"start", "stop"}}}}}), hints.Write},
	} {
		tool := &mcp.Tool{Name: "run_background", Description: "Start a shell command in the background and capture stdout/stderr to log files.", InputSchema: tc.schema}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%v: %v, want %v (%s)", tc.schema, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}

// TestStoredHighlights: a highlight kept by an app is a stored thing, not
// the browser's overlay.
func TestStoredHighlights(t *testing.T) {
	checkClasses(t, []recallCase{
		{"delete-highlight", "Delete a highlight by id.", nil, hints.Destructive},
		{"create-highlight", "Create a text highlight on a bookmark using character offsets.", nil, hints.Write},
		{"browser_hide_highlight", "Remove a highlight overlay previously added.", nil, hints.ReadOnly},
	})
}

// TestExportToConfiguredPlace: an export that saves to a configured
// local directory writes there.
func TestExportToConfiguredPlace(t *testing.T) {
	tool := &mcp.Tool{Name: "export-route-gpx", Description: "Exports a specific Strava route in GPX format and saves it to a pre-configured local directory."}
	if got := hints.Resolve(tool); got.Class != hints.Write {
		t.Errorf("%v, want write (%s)", got.Class, hints.InferTool(tool).Reason)
	}
}

// TestWriteFilesAndDecline: writing a file puts content at its path,
// replacing what was there; declining a pull request closes it for good;
// writing a comment adds one.
func TestWriteFilesAndDecline(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"bash_sandbox_write_files", "Write multiple files to the persistent isolated environment at once.", nil, hints.Destructive},
		{"write_file", "Write content to a file.", nil, hints.Destructive},
		{"write_comment", "Write a comment on the issue.", nil, hints.Write},
		{"declinePullRequest", "Decline a pull request.", nil, hints.Destructive},
		{"decline_invitation", "Decline an invitation.", nil, hints.Write},
	})
}

// TestWritingQueryLanguages: a query in a language that can also write
// runs whatever it is given; a search query does not.
func TestWritingQueryLanguages(t *testing.T) {
	q := func(d string) any {
		return schema(map[string]any{"org": map[string]any{"type": "string"}, "query": map[string]any{"type": "string", "description": d}})
	}
	for _, tc := range []struct {
		schema any
		want   hints.Class
	}{
		{q("Flux query text. Multi-line strings are supported."), hints.Destructive},
		{q("A Cypher query to run."), hints.Destructive},
		{q("Search query."), hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: "query-data", Description: "Execute a query inside an organization to inspect measurement schemas or run aggregations.", InputSchema: tc.schema}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%v: %v, want %v (%s)", tc.schema, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}

// TestResourceFirstNeverHidesDanger: a destructive verb in the third
// person is not read as a resource, so a read verb after it, or a
// description that reads, cannot hide it.
func TestResourceFirstNeverHidesDanger(t *testing.T) {
	for _, tc := range []struct{ name, desc string }{
		{"records_deletes_get", ""},
		{"acme_deletes", "Lists files."},
		{"acme_removes_list", ""},
		{"db_drops_list", "Lists tables."},
		{"x_purges_get", ""},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc}
		if got := hints.Resolve(tool); got.Class != hints.Destructive {
			t.Errorf("%s %q: %v, want destructive (%s)", tc.name, tc.desc, got.Class, hints.InferTool(tool).Reason)
		}
	}
}

// TestWriteFileIdempotent: writing a whole file again leaves it as the
// first write did, so a declared idempotentHint stands.
func TestWriteFileIdempotent(t *testing.T) {
	tool := &mcp.Tool{Name: "write_file", Description: "Write content to a file.",
		Annotations: &mcp.ToolAnnotations{DestructiveHint: new(true), IdempotentHint: true}}
	got := hints.Resolve(tool)
	if got.Class != hints.Destructive || !got.Idempotent.Value || len(got.Warnings) > 0 {
		t.Errorf("%+v", got)
	}
}

// TestLossStated: a description that says something is lost states a
// loss, which no read has; switching a connection that loses pending work
// is not session context.
func TestLossStated(t *testing.T) {
	tool := &mcp.Tool{Name: "select_connection", Description: "Select the connection to use. Pending transactions on the old one are lost."}
	if got := hints.Resolve(tool); got.Class == hints.ReadOnly {
		t.Errorf("read-only (%s)", hints.InferTool(tool).Reason)
	}
	tool = &mcp.Tool{Name: "get_item", Description: "Gets an item. Nothing is lost."}
	if got := hints.Resolve(tool); got.Class != hints.ReadOnly {
		t.Errorf("get_item: %v (%s)", got.Class, hints.InferTool(tool).Reason)
	}
}
