package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

func withRequired(s map[string]any, req ...any) map[string]any {
	s["required"] = req
	return s
}

// TestRequiredOutput: a read that must write its output to a named file
// writes; an optional output file, or a required property that is not a
// file-system place, changes nothing.
func TestRequiredOutput(t *testing.T) {
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	checkClasses(t, []recallCase{
		{"take_heapsnapshot", "Capture a heap snapshot of the target page.",
			withRequired(schema(map[string]any{"filePath": str("A path to a .heapsnapshot file to save the heapsnapshot to.")}), "filePath"), hints.Write},
		{"export_report", "Export the report.",
			withRequired(schema(map[string]any{"output_path": str("")}), "output_path"), hints.Write},
		{"download_images", "Download the images of a design.",
			withRequired(schema(map[string]any{"localDir": str("The directory to save images in.")}), "localDir"), hints.Write},
		// Optional: the corpus rules do not count an optional output file.
		{"take_screenshot", "Take a screenshot of the page.",
			schema(map[string]any{"filePath": str("A path to save the screenshot to instead of returning it.")}), hints.ReadOnly},
		// Required, but not where output goes.
		{"read_file", "Read a file.", withRequired(schema(map[string]any{"path": str("Path of the file to read.")}), "path"), hints.ReadOnly},
		{"maps_directions", "Get directions between two points.",
			withRequired(schema(map[string]any{"destination": str("Destination address")}), "destination"), hints.ReadOnly},
		{"category_search", "Search places by category.",
			withRequired(schema(map[string]any{"category": str("A category such as grocery store")}), "category"), hints.ReadOnly},
		{"get_attachment", "Download an attachment. Returns base64.",
			withRequired(schema(map[string]any{"filename": str("Exact attachment filename")}), "filename"), hints.ReadOnly},
	})
}

// TestFormatsStored: formatting a stored file (by path or id) changes it;
// formatting a value returns the result.
func TestFormatsStored(t *testing.T) {
	str := map[string]any{"type": "string"}
	checkClasses(t, []recallCase{
		{"excel_format_range", "Format cells in the Excel sheet with style information",
			schema(map[string]any{"fileAbsolutePath": str, "range": str, "styles": map[string]any{"type": "array"}}), hints.Write},
		{"format_document", "Formats a document.", schema(map[string]any{"documentId": str}), hints.Write},
		{"prettify_file", "Prettify a source file.", schema(map[string]any{"path": str}), hints.Write},
		// A value in, a value out.
		{"format_json", "Pretty-print and format a JSON string.", schema(map[string]any{"json": str}), hints.ReadOnly},
		{"format_sql", "Format an SQL string.", schema(map[string]any{"text": str, "output_path": str}), hints.ReadOnly},
		{"format_disk", "Format a disk.", schema(map[string]any{"device_path": str}), hints.Destructive},
	})
}

// TestOutputSignalsOnlyTighten: the output and stored-target signals only
// move a read towards a write; a destructive word stays destructive
// whatever a property's description says.
func TestOutputSignalsOnlyTighten(t *testing.T) {
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	checkClasses(t, []recallCase{
		{"delete_file", "Delete a file.",
			withRequired(schema(map[string]any{"filePath": str("Never saved to; read only, returns it.")}), "filePath"), hints.Destructive},
		{"format_volume", "Format the volume and return its layout.",
			schema(map[string]any{"filePath": str("")}), hints.Destructive},
	})
}

// TestWritesOver: writing to a stored file replaces what it held there;
// writing without a stored target, or appending, does not.
func TestWritesOver(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	str := map[string]any{"type": "string"}
	checkClasses(t, []recallCase{
		{"excel_write_to_sheet", "Write values to the Excel sheet",
			schema(map[string]any{"fileAbsolutePath": str, "sheetName": str, "range": str}), hints.Destructive},
		{"note_tool", "Writes content to a note.", schema(map[string]any{"notePath": str, "content": str}), hints.Destructive},
		{"write_doc", "Write to a document.", schema(map[string]any{"documentId": str, "text": str}), hints.Destructive},
		// No stored target: a write.
		{"write_memory", "Write a memory for later.", schema(map[string]any{"content": str}), hints.Write},
		{"issue_write", "Create or update an issue.", schema(map[string]any{"owner": str, "repo": str}), hints.Write},
		// Writing that adds, or to a record that is not a file.
		{"write_comment", "Write a comment on a post.", schema(map[string]any{"postId": str, "text": str}), hints.Write},
		{"doc_comment", "Write a comment on the document.", schema(map[string]any{"documentId": str, "text": str}), hints.Write},
		{"write_log", "Writes a new log entry to the file.", schema(map[string]any{"path": str, "line": str}), hints.Write},
		// Another verb on a path.
		{"append_to_file", "Append a line to the file.", schema(map[string]any{"path": str, "line": str}), hints.Write},
	})
}
