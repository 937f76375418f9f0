package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// content is an input schema with an id and a content property described
// by desc.
func content(prop, desc string) map[string]any {
	return schema(map[string]any{
		"fileId": map[string]any{"type": "string", "description": "ID of the thing to update"},
		prop:     map[string]any{"type": "string", "description": desc},
	})
}

// whole is an input schema with an id and an object property described by
// desc.
func whole(prop, desc string) map[string]any {
	return schema(map[string]any{
		"id": map[string]any{"type": "string", "description": "ID of the thing to update"},
		prop: map[string]any{"type": "object", "description": desc},
	})
}

// TestReplacesContent: an update whose input is the new, full or entire
// content of the thing replaces it; an update of one field, or of a
// content that does not say it is the whole, stays a write.
func TestReplacesContent(t *testing.T) {
	checkClasses(t, []recallCase{
		{"updateTextFile", "Update an existing text or markdown file", content("content", "New file content"), hints.Destructive},
		{"salesforce_write_apex_trigger", "Create or update Apex triggers.", content("body", "Full body of the Apex trigger"), hints.Destructive},
		{"edit_page", "Edit a page.", content("newMarkdown", "The entire markdown of the page"), hints.Destructive},
		{"set_sheet", "Set a sheet.", content("values", "Complete values of the sheet, row by row"), hints.Destructive},
		// A field of a record, a content that is not said to be whole, a
		// qualifier that does not open the description, or a create.
		{"update_comment", "Update a comment", content("text", "The new text of the comment"), hints.Write},
		{"update_issue", "Update an existing issue", content("body", ""), hints.Write},
		{"create_or_update_file", "Create or update a single file in a repository", content("content", "Content of the file"), hints.Write},
		{"update_page", "Update a page.", content("content", "Content appended after the new heading"), hints.Write},
		{"update_contact", "Update a contact.", content("fallbackValue", "New default value for the property"), hints.Write},
		{"create_note", "Create a note.", content("body", "Full body of the note"), hints.Write},
		{"update_note", "Update a note.", content("body", "Not the new body: a line added to it"), hints.Write},
		// The whole of the thing the name updates, given as one property
		// named for it.
		{"update_style_tool", "Update an existing Mapbox style", whole("style", "Complete Mapbox Style Specification object to update"), hints.Destructive},
		{"update_workflow", "Update a workflow.", whole("workflow", "The full workflow definition"), hints.Destructive},
		// Named for it but not said to be whole, named for something
		// else, a field (a string), or on a create.
		{"update_style_tool", "Update an existing Mapbox style", whole("style", "Style properties to change"), hints.Write},
		{"update_style", "Update a style.", whole("layer", "Complete layer object"), hints.Write},
		{"set_document_title", "Set the title of a document.", content("title", "New title"), hints.Write},
		{"create_style", "Create a style.", whole("style", "Complete style object"), hints.Write},
	})
}

// TestUnlinkOption: an option of a write that removes associations
// ("removeLabelIds") unlinks; one that removes anything else, or the same
// option on a read, still counts.
func TestUnlinkOption(t *testing.T) {
	labels := func(name string) map[string]any {
		return schema(map[string]any{
			"messageId": map[string]any{"type": "string"},
			name:        map[string]any{"type": "array", "items": map[string]any{"type": "string"}, "description": "IDs to remove from the message"},
		})
	}
	checkClasses(t, []recallCase{
		{"modify_email", "Modify email labels.", labels("removeLabelIds"), hints.Write},
		{"update_task", "Update a task.", labels("remove_tags"), hints.Write},
		{"update_task", "Update a task.", labels("removeTagsAndFiles"), hints.Destructive},
		{"update_task", "Update a task.", labels("removeFiles"), hints.Destructive},
		{"update_task", "Update a task.", labels("remove"), hints.Destructive},
		// A description that deletes more than the link.
		{"update_task", "Update a task.", schema(map[string]any{"removeTagIds": map[string]any{"type": "array", "description": "Tags to remove; they are deleted from the workspace"}}), hints.Destructive},
		// On a read the option still changes what is read: never
		// read-only.
		{"get_email", "Get an email.", labels("removeLabelIds"), hints.Write},
	})
}
