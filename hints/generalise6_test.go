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
