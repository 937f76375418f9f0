package hints_test

import (
	"strconv"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestDestructiveSignals covers the general signals that keep destructive
// tools from being classed write: HTTP methods, infrastructure actions,
// code picked by a language, overwritten records and names built as
// namespace, noun, verb.
func TestDestructiveSignals(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	str := map[string]any{"type": "string"}
	enum := func(vs ...any) map[string]any { return map[string]any{"type": "string", "enum": vs} }
	for _, tc := range []struct {
		name, desc string
		schema     any
		want       hints.Class
	}{
		// The HTTP method a tool sends, by the conservative table.
		{"client_put", "Perform an HTTP PUT request", nil, hints.Destructive},
		{"client_patch", "Perform an HTTP PATCH request", nil, hints.Destructive},
		{"client_delete", "Perform an HTTP DELETE request", nil, hints.Destructive},
		{"client_post", "Perform an HTTP POST request", nil, hints.Write},
		{"client_get", "Perform an HTTP GET request", nil, hints.ReadOnly},
		{"update_issue", "Updates an issue with an HTTP GET to the legacy API.", nil, hints.Write}, // a method never loosens
		{"API-put-object", "Stores an object at a key.", nil, hints.Destructive},
		{"API-patch-page", "Notion | Update page properties", nil, hints.Write}, // a named API's PATCH updates fields
		{"API-get-page", "Notion | Retrieve a page", nil, hints.ReadOnly},
		{"http_request", "Send a request to a URL.", schema(map[string]any{"url": str, "method": enum("GET", "POST", "PUT")}), hints.Destructive},
		{"http_request", "Make a request to a URL.", schema(map[string]any{"url": str, "method": enum("GET", "POST")}), hints.Write},
		// Infrastructure actions that lose state or cannot be taken back.
		{"cleanup", "Cleanup all managed resources", nil, hints.Destructive},
		{"service_restart", "Restart a service.", nil, hints.Destructive},
		{"rollout", "Manage the rollout of a resource", schema(map[string]any{"subCommand": enum("history", "status", "undo")}), hints.Destructive},
		{"scale", "Scale a deployment to a replica count.", nil, hints.Write},
		// Code in a language the caller picks.
		{"page_interact", "Interact with a page in a live browser session: click buttons, fill forms.",
			schema(map[string]any{"code": str, "language": enum("bash", "python", "node")}), hints.Destructive},
		{"page_interact", "Interact with a page in a live browser session: click buttons, fill forms.",
			schema(map[string]any{"prompt": str}), hints.Write},
		// A multi-mode tool takes its most dangerous mode, whatever its name.
		{"get_items", "Get items, or manage them.", schema(map[string]any{"action": enum("list", "delete")}), hints.Destructive},
		// Modes and code nested in the schema: a discriminated union's
		// const, an object parameter's properties.
		{"acme-site-updater", "Select and run one of the following operations.", schema(map[string]any{"select": map[string]any{"anyOf": []any{
			schema(map[string]any{"operation": map[string]any{"const": "rename-site"}}),
			schema(map[string]any{"operation": map[string]any{"const": "delete-submission"}}),
		}}}), hints.Destructive},
		{"acme-site-updater", "Select and run one of the following operations.", schema(map[string]any{"select": map[string]any{"anyOf": []any{
			schema(map[string]any{"operation": map[string]any{"const": "rename-site"}}),
		}}}), hints.Write},
		{"db_tool", "Talks to the database.", schema(map[string]any{"params": schema(map[string]any{"sql": str})}), hints.Destructive},
		{"page_get", "Get a page.", schema(map[string]any{"actions": map[string]any{"type": "array", "items": schema(map[string]any{"script": str})}}), hints.ReadOnly},
		// An irregular participle of "overwrite".
		{"save_records", "Insert records. Records with an existing id are overwritten.", nil, hints.Destructive},
		{"forward_email", "Forward an email to a recipient.", nil, hints.Destructive},
		{"port_forward", "Forward a local port to a pod.", nil, hints.Write},
		// The object of the verb decides.
		{"capture_payment", "Capture a PaymentIntent's authorized funds.", nil, hints.Destructive},
		{"capture_screenshot", "Capture a screenshot of the page.", nil, hints.ReadOnly},
		{"rotate_api_key", "Rotate an API key; the old key stops working.", nil, hints.Destructive},
		{"rotate_image", "Rotate an image by 90 degrees and save it.", nil, hints.Write},
		{"apply_migration", "Apply a migration to the database.", nil, hints.Destructive},
		{"apply_patch", "Apply a patch to the working tree.", nil, hints.Write},
		{"open_pull_request", "Open a pull request from a branch.", nil, hints.Write},
		{"open_file", "Open a file and return its contents.", nil, hints.ReadOnly},
		{"resolve_incident", "Resolve an incident.", nil, hints.Write},
		{"resolve-library-id", "Resolve a package name to a library ID.", nil, hints.ReadOnly},
		{"empty_trash", "Empty the trash.", nil, hints.Destructive},
		{"flush_cache", "Flush the cache.", nil, hints.Destructive},
		{"drain_node", "Drain a node, evicting its pods.", nil, hints.Destructive},
		{"migrate_db", "Executes DDL against the database.", nil, hints.Destructive},
		// Session context: the automation browser's view.
		{"browser_resize", "Resize the browser viewport.", nil, hints.ReadOnly},
		{"browser_hide_highlight", "Remove a highlight overlay previously added.", nil, hints.ReadOnly},
		{"kill_session", "Terminate the session and its processes.", nil, hints.Destructive},
		{"session_create", "Create a new remote browser session.", nil, hints.Write},
		{"session_stop", "Terminate the remote session.", nil, hints.Write},
		// Namespace, noun, verb: the verb ends the name.
		{"acme_monitor_create", "Monitor: create.", nil, hints.Write},
		{"acme_monitor_delete", "Remove it.", nil, hints.Destructive},
		{"acme_monitor_list", "All of them.", nil, hints.ReadOnly},
		{"API-retrieve-a-comment", "Retrieve comments", nil, hints.ReadOnly},
		{"get_deploy", "Returns a deploy.", nil, hints.ReadOnly}, // verb first: the rest is its object
		// A read verb in the name, a write opening the description: the write.
		{"acme_monitor_run", "Trigger a monitor check now, outside its schedule.", nil, hints.Write},
		{"download_report", "Create a usage report and save it to the output directory.", nil, hints.Write},
		{"changelog_gather", "Gather git history (commits, tags) for a review.", nil, hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestSchemaWalkBounded: a deep or wide schema is walked to a bound, so a
// hostile server cannot make inference slow; signals beyond it are not seen.
func TestSchemaWalkBounded(t *testing.T) {
	deep := map[string]any{"mode": map[string]any{"type": "string", "enum": []any{"delete"}}}
	for range 50 {
		deep = map[string]any{"next": schema(deep)}
	}
	if got := hints.InferTool(&mcp.Tool{Name: "frob_thing", InputSchema: schema(deep)}).Effect; got == hints.Destroys {
		t.Errorf("a mode 50 levels deep was read: %v", got)
	}
	wide := map[string]any{}
	for i := range 100000 {
		wide[strconv.Itoa(i)] = schema(map[string]any{"x": map[string]any{"type": "string"}})
	}
	hints.InferTool(&mcp.Tool{Name: "frob_thing", InputSchema: schema(wide)})
}
