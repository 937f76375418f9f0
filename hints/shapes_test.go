package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestUnseenShapes: tool shapes of well-known servers, none in the
// labelled sets, for each signal of rendered artifacts, unlinking,
// publishing, session context and destinations.
func TestUnseenShapes(t *testing.T) {
	str := map[string]any{"type": "string"}
	for _, tc := range []struct {
		name, desc string
		schema     any
		want       hints.Class
	}{
		{"generate_diagram", "Generate a Mermaid diagram and return it as PNG or SVG.", schema(map[string]any{"mermaid": str, "outputFormat": str}), hints.ReadOnly},
		{"render_mermaid", "Render Mermaid code to an SVG image.", schema(map[string]any{"code": str}), hints.ReadOnly},
		{"create_chart", "Create a chart in a worksheet.", schema(map[string]any{"filepath": str, "sheet_name": str}), hints.Write},
		{"generate_chart", "Generate a chart image URL with QuickChart.", schema(map[string]any{"type": str, "labels": str}), hints.ReadOnly},
		{"plot_timeseries", "Plot a time series chart of the given values.", nil, hints.Write}, // the name's object is not an artifact
		{"create_qr_code", "Create a QR code image for the given text.", nil, hints.ReadOnly},
		{"visualize_data", "Visualize data as a Vega-Lite chart.", nil, hints.ReadOnly},
		{"remove_label", "Remove a label from an issue.", nil, hints.Write},
		{"remove_project_member", "Remove a member from a project.", nil, hints.Write},
		{"remove_watcher", "Removes a watcher from a Jira issue.", nil, hints.Write},
		{"removeLabelFromIssue", "Removes a label from an issue.", nil, hints.Write},
		{"remove_reviewer", "Remove requested reviewers from a pull request.", nil, hints.Write},
		{"remove_collaborator", "Remove a collaborator from a repository.", nil, hints.Write},
		{"create_thread", "Creates a new thread in a channel.", nil, hints.Destructive},
		{"aws_sso_login", "Log in to AWS SSO.", nil, hints.ReadOnly},
		{"select_profile", "Select the AWS profile to use for later calls.", nil, hints.ReadOnly},
		{"reverse_geocode", "Reverse geocode coordinates into an address.", nil, hints.ReadOnly},
		{"download_file", "Download a file to a local directory.", map[string]any{"type": "object", "properties": map[string]any{"url": str, "destinationPath": str}, "required": []any{"url", "destinationPath"}}, hints.Write},
		{"export_to_pdf", "Export the page as PDF and save it to outputPath.", map[string]any{"type": "object", "properties": map[string]any{"outputPath": str}, "required": []any{"outputPath"}}, hints.Write},
		{"jira_get_issue_link", "Get an issue link.", nil, hints.ReadOnly},
		{"get_pin", "Get a pin by id.", nil, hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}
