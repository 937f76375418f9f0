package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestExportByTheToolAsSubject: a later sentence whose subject is the
// tool itself ("This function exports each layer … to its file path")
// says what the call does, as one that opens with the verb does.
func TestExportByTheToolAsSubject(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"export_layers_as_png", "Exports multiple layers from the document as PNG files.\n\nThis function exports each specified layer as a separate PNG image file to its corresponding file path.", nil, hints.Write},
		{"export_report", "Export the report. This tool saves it to a file on disk.", nil, hints.Write},
		// Without a place, the export returns what it makes.
		{"export_notes", "Export the notes as Markdown text. This tool returns them as a string.", nil, hints.ReadOnly},
	})
}

// TestRawCommandLineFlags: a free-text input of command-line flags for
// the program a tool runs ("Additional Nmap flags to include") lets the
// caller make the program do what those flags do (write files, run
// scripts): the tool is not read-only, whatever its verb.
func TestRawCommandLineFlags(t *testing.T) {
	hints.WithoutLearnt(t)
	nmap := map[string]any{"type": "object", "properties": map[string]any{
		"target": map[string]any{"type": "string"}, "flags": map[string]any{"type": "string", "default": ""}}}
	extra := map[string]any{"type": "object", "properties": map[string]any{
		"host": map[string]any{"type": "string"}, "extra_args": map[string]any{"type": "string", "description": "Extra arguments passed to dig"}}}
	for _, c := range []recallCase{
		{"nmap_scan", "Executes an Nmap scan on the specified target with optional flags and ports, returning the results.\n\nArgs:\n    target (str): The target to scan.\n    flags (str, optional): Additional Nmap flags to include in the scan.", nmap, hints.Write},
		{"dns_lookup", "Look up DNS records for a host.", extra, hints.Write},
	} {
		tool := &mcp.Tool{Name: c.name, Description: c.desc, InputSchema: c.schema}
		if got := hints.Resolve(tool); got.Class == hints.ReadOnly {
			t.Errorf("%s: read-only (%s)", c.name, hints.InferTool(tool).Reason)
		}
	}
	// Flags chosen from a list, or switches, are not free text.
	checkClasses(t, []recallCase{
		{"list_files", "List the files of a directory.", map[string]any{"type": "object", "properties": map[string]any{
			"path": map[string]any{"type": "string"}, "flags": map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": []any{"-a", "-l"}}}}}, hints.ReadOnly},
		{"get_issue", "Get an issue by its key.", map[string]any{"type": "object", "properties": map[string]any{
			"key": map[string]any{"type": "string"}, "flags": map[string]any{"type": "boolean"}}}, hints.ReadOnly},
	})
}

// obj is an object schema of the given properties, all required.
func obj(props map[string]any) map[string]any {
	var req []any
	for name := range props {
		req = append(req, name)
	}
	return map[string]any{"type": "object", "properties": props, "required": req}
}

var (
	str     = map[string]any{"type": "string"}
	freeObj = map[string]any{"type": "object"}
)

// TestDispatchByOperationName: a free-text name of what to call (a
// service, a method, an operation) beside a free object of its arguments
// reaches whatever the server offers, as a tool name with free arguments
// does.
func TestDispatchByOperationName(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"call_service", "Call a ROS service with specified request data.", obj(map[string]any{"service_name": str, "service_type": str, "request": freeObj}), hints.Destructive},
		{"odoo_call_method", "Call any Odoo-public JSON-2 model method with named kwargs and optional record IDs.", obj(map[string]any{"model": str, "method": str, "kwargs": freeObj}), hints.Destructive},
		{"odoo_call_method", "Call any Odoo-public JSON-2 model method with named kwargs and optional record IDs.", nil, hints.Destructive},
		// An optional operation is an extra; a constant one is fixed.
		{"create", "Create a new resource of the given type.", map[string]any{"type": "object", "properties": map[string]any{"type": str, "payload": freeObj, "operation": str}, "required": []any{"type", "payload"}}, hints.Write},
		{"user_reader", "Select and run one of the read operations (read-only) get-user", obj(map[string]any{"select": obj(map[string]any{"operation": map[string]any{"type": "string", "const": "get-user"}, "params": map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false}})}), hints.ReadOnly},
		{"approval.execute", "Execute a v2 operation using an approval token", obj(map[string]any{"tool": str, "operation": str, "payload": freeObj, "approvalToken": str}), hints.Destructive},
		{"rpc", "Invoke an arbitrary RPC procedure on the node.", nil, hints.Destructive},
		// A name without free arguments only says which one.
		{"get_service_status", "Get the status of a service.", obj(map[string]any{"service_name": str}), hints.ReadOnly},
		{"describe_method", "Describe a model method's signature.", obj(map[string]any{"model": str, "method": str}), hints.ReadOnly},
	})
}

// TestPublishingStatus: a status input that can be set to published
// is a mode of publishing, and a tool takes its most dangerous mode.
func TestPublishingStatus(t *testing.T) {
	hints.WithoutLearnt(t)
	status := func(members ...any) map[string]any {
		return obj(map[string]any{"title": str, "content": str, "status": map[string]any{"type": "string", "enum": members, "default": "draft"}})
	}
	checkClasses(t, []recallCase{
		{"create_post", "Create a new Ghost blog post", status("draft", "published"), hints.Destructive},
		{"wp_update_post", "Update an existing WordPress post", status("publish", "draft", "pending", "private", "future"), hints.Destructive},
		{"create_task", "Create a task.", status("todo", "doing", "done"), hints.Write},
		{"update_issue", "Update an issue.", status("open", "closed"), hints.Write},
	})
}

// TestEmptyAsVerb: "Empty a clip slot" opens with the verb that does
// away with what the slot held.
func TestEmptyAsVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"empty_clip_slot", "Empty a clip slot.", obj(map[string]any{"track_index": map[string]any{"type": "integer"}}), hints.Destructive},
		{"empty_trash", "Empty the trash.", nil, hints.Destructive},
		{"get_empty_slots", "List the empty clip slots of a track.", nil, hints.ReadOnly},
	})
}
