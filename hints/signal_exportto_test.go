package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestExportsTo: a read whose first sentence exports into a stored place
// writes there; exporting to a format, an optional copy and a later
// sentence do not.
func TestExportsTo(t *testing.T) {
	checkClasses(t, []recallCase{
		{"export_to_drive", "Export the report to Google Drive.", nil, hints.Write},
		{"download_file", "Download a file to the local disk.", nil, hints.Write},
		{"export_query", "Export query results to various formats (CSV, JSON)", nil, hints.ReadOnly},
		{"export_diagram", "Export the diagram as SVG, optionally saving it to a file.", nil, hints.ReadOnly},
		{"export_glossary", "Exports a glossary as CSV. The result can be saved to a file.", nil, hints.ReadOnly},
		{"get_report", "Get a report; you can export it to Drive later.", nil, hints.ReadOnly},
	})
}

// TestAcquires: acquiring a lock takes it, whatever the name's verb.
func TestAcquires(t *testing.T) {
	checkClasses(t, []recallCase{
		{"get_lock", "Acquire a lock on a resource.", nil, hints.Write},
		{"get_lock", "Get the holder of a lock.", nil, hints.ReadOnly},
	})
}
