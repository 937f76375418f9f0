package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestDisguisedCase: a name whose letters' case breaks its verb into
// pieces ("DeLeTe_files", "dElete_files") hides the verb from the
// camelCase split; it is read as the name it spells. Ordinary camelCase
// and acronyms read as before.
func TestDisguisedCase(t *testing.T) {
	const desc = "Returns the files of a folder."
	classOf := func(name string) hints.Class {
		return hints.Resolve(&mcp.Tool{Name: name, Description: desc}).Class
	}
	for disguised, plain := range map[string]string{
		"DeLeTe_files": "delete_files",
		"dElete_files": "delete_files",
		"rEmOvE_user":  "remove_user",
		"dRoP_table":   "drop_table",
		"upDate_row":   "update_row",
		"PuRgE":        "purge",
	} {
		if got, want := classOf(disguised), classOf(plain); got != want || got == hints.ReadOnly {
			t.Errorf("%s: %v, want %v as %s", disguised, got, want, plain)
		}
	}
	for _, name := range []string{"getFiles", "listVMs", "getURLsForPage", "readHTMLFile", "get_iOSDevices", "fetchIdOfFolder"} {
		if got := classOf(name); got != hints.ReadOnly {
			t.Errorf("%s: %v, want read_only", name, got)
		}
	}
}
