package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRenderedArtifacts: a producing verb whose object is a rendered
// output (a chart, a diagram, a map image, a QR code) makes what it
// returns, a stateless transformation of the given data: read-only.
func TestRenderedArtifacts(t *testing.T) {
	num := map[string]any{"type": "number"}
	data := map[string]any{"type": "array", "items": map[string]any{"type": "object"}}
	for _, tc := range []struct {
		name, desc string
		schema     any
	}{
		{"generate_bar_chart", "Generate a bar chart to show data for numerical comparisons.", schema(map[string]any{"data": data, "width": num})},
		{"generate_fishbone_diagram", "Generate a fishbone diagram chart to display the causes of a problem.", nil},
		{"generate_pin_map", "Generate a point map to display the location of point data.", nil},
		{"StaticMapImageTool", "Generates a static map image from the Static Images API. Returns PNG.", schema(map[string]any{"zoom": num})},
		{"render_diagram", "Render a sequence diagram from Mermaid text.", nil},
		{"make_qr_code", "Make a QR code for a URL and return it as an image.", nil},
		{"plot", "Plot a line graph of the given series.", nil},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class != hints.ReadOnly {
			t.Errorf("%s %q: %v (%s), want read_only", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason)
		}
	}
}

// TestRenderedArtifactAttacks: a tool that looks like a chart generator
// but also deletes, saves, uploads, sends or publishes, takes a
// destination, an overwrite flag or code, or adds the chart to a stored
// item, is never read-only.
func TestRenderedArtifactAttacks(t *testing.T) {
	str := map[string]any{"type": "string"}
	flag := map[string]any{"type": "boolean"}
	for _, tc := range []struct {
		name, desc string
		schema     any
	}{
		{"generate_bar_chart", "Generate a bar chart and delete the source data.", nil},
		{"generate_bar_chart", "Generate a bar chart. The source rows are removed afterwards.", nil},
		{"generate_bar_chart", "Generate a bar chart and upload it to the bucket.", nil},
		{"generate_bar_chart", "Generate a bar chart and send it to the channel.", nil},
		{"generate_bar_chart", "Generate a bar chart and save it.", nil},
		{"generate_bar_chart", "Generate a bar chart and publish it on the dashboard.", nil},
		{"generate_bar_chart", "Generate a bar chart. It is stored in your account.", nil},
		{"generate_bar_chart", "Generate a bar chart and email it to the team.", nil},
		{"generate_bar_chart", "Generate a bar chart and update the report with it.", nil},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"path": str})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"outputDir": str})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"fileName": str})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"overwrite": flag})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"opts": schema(map[string]any{"destinationFolder": str})})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"title": map[string]any{"type": "string", "description": "Title; the chart is uploaded under it."}})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"script": str})},
		{"generate_bar_chart", "Generate a bar chart.", schema(map[string]any{"mode": map[string]any{"type": "string", "enum": []any{"render", "delete"}}})},
		{"create_chart", "Create a chart in a spreadsheet.", schema(map[string]any{"spreadsheetId": str})},
		{"create_chart", "Create a chart.", schema(map[string]any{"sheetId": str})},
		{"create_graph", "Create a knowledge graph.", nil},
		{"create_diagram", "Create a flow diagram.", schema(map[string]any{"boardId": str})},
		{"create_diagram", "Create a flow diagram on the board.", nil},
		{"generate_chart", "Generate a chart on the dashboard.", nil},
		{"create_map", "Create a new map in your workspace.", nil},
		{"generate_chart_and_delete", "", nil},
		{"generate_api_key", "Generate a new API key.", nil},
		{"create_invoice", "Create an invoice with a chart of the items.", nil},
		{"create_invoice_with_chart", "", nil},
		{"generate_chart_invoice", "", nil},
		{"generate_report", "Generate a monthly report and save it to the workspace.", nil},
		{"InvoiceTool", "Creates an invoice with a chart of the items.", nil},
		{"generate_image", "Generate images with a model and return a link.", nil},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class == hints.ReadOnly {
			t.Errorf("%s %q %v: read_only (%s), want not", tc.name, tc.desc, tc.schema, hints.InferTool(tool).Reason)
		}
	}
}
