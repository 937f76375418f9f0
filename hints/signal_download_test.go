package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestDownloadsTo: a download with a local place to save to writes there,
// even when the place is optional, and takes an "overwrite" mode; a
// download that returns the content, or a read with an optional output
// file that does not download, stays a read.
func TestDownloadsTo(t *testing.T) {
	place := func(name string, extra ...string) map[string]any {
		props := map[string]any{
			"attachmentId": map[string]any{"type": "string"},
			name:           map[string]any{"type": "string", "description": "Directory path to save the attachment (defaults to current directory)"},
		}
		for _, e := range extra {
			props[e] = map[string]any{"type": "boolean", "description": "Overwrite an existing local file"}
		}
		return schema(props)
	}
	mode := schema(map[string]any{
		"action":          map[string]any{"type": "string", "enum": []any{"list", "download"}},
		"destinationPath": map[string]any{"type": "string", "description": "Local path to download to; if not provided, returns base64"},
	})
	checkClasses(t, []recallCase{
		{"download_attachment", "Downloads an email attachment to a specified location", place("savePath"), hints.Write},
		{"get_attachment", "Download an attachment.", place("localPath"), hints.Write},
		{"pipelines_artifact", "Retrieve build artifacts.", mode, hints.Write},
		{"downloadFile", "Download a file.", place("localPath", "overwrite"), hints.Destructive},
		// No local place, or no download.
		{"download_attachment", "Returns an attachment as base64.", place("attachmentName"), hints.ReadOnly},
		{"get_attachment", "Get an attachment.", place("outputPath"), hints.ReadOnly},
	})
}
