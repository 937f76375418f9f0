package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestOpenAddress: opening an address loads it, as navigating does (a
// write); opening a file or a graph's nodes reads.
func TestOpenAddress(t *testing.T) {
	checkClasses(t, []recallCase{
		{"device_open_url", "Open a URL in browser on device", nil, hints.Write},
		{"open_link", "Open the link in a new tab.", nil, hints.Write},
		{"open_website", "Open a website in the default browser.", nil, hints.Write},
		{"open_file", "Open a file and return its contents.", nil, hints.ReadOnly},
		{"open_nodes", "Open specific nodes in the knowledge graph by their names", nil, hints.ReadOnly},
	})
}

// TestSavedProduct: a read whose product is saved at a path, as a plain
// fact of the call, writes a file; an optional or conditional save, or a
// report saved "to disk" beside the answer, leaves it a read.
func TestSavedProduct(t *testing.T) {
	checkClasses(t, []recallCase{
		{"start_screen_recording", "Start recording the screen of a device. Returns the path where the recording will be saved.", nil, hints.Write},
		{"fetch_images", "Fetch the images of a design. Images will be saved to the output directory.", nil, hints.Write},
		{"get_logs", "Get the logs. If you want the full output, provide outputDir. The full logs will be written to a file and the path returned.", nil, hints.ReadOnly},
		{"get_report", "Get a report. The report can be saved to a file.", nil, hints.ReadOnly},
		{"get_report_file", "Get a report. The report is not saved to a file.", nil, hints.ReadOnly},
		{"lighthouse_audit", "Get Lighthouse scores. Full reports are saved to disk.", nil, hints.ReadOnly},
		{"start_recording", "Start recording the actions of the user as code.", nil, hints.ReadOnly},
	})
}

// TestLateWriteMode: a read that writes into a required destination takes
// the destructive mode its schema offers (an overwrite flag); a plain read
// with a force flag stays a read.
func TestLateWriteMode(t *testing.T) {
	str := map[string]any{"type": "string"}
	overwrite := map[string]any{"type": "boolean", "description": "Replace an existing local file (default false)"}
	download := schema(map[string]any{"remotePath": str, "localPath": str, "overwrite": overwrite})
	download["required"] = []any{"remotePath", "localPath"}
	noFlag := schema(map[string]any{"remotePath": str, "localPath": str})
	noFlag["required"] = []any{"remotePath", "localPath"}
	checkClasses(t, []recallCase{
		{"sftp_download_file", "Download a remote file to local disk over SFTP.", download, hints.Destructive},
		{"sftp_download_file", "Download a remote file to local disk over SFTP.", noFlag, hints.Write},
		{"get_page", "Get a page.", schema(map[string]any{"force": map[string]any{"type": "boolean", "description": "Force a refresh of the cache"}}), hints.ReadOnly},
	})
}
