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
