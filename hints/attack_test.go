package hints_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestUnannotatedMeansNoHint: empty annotations or a title alone declare
// no hint, so the tool gets the unannotated posture (issue 7, item 8).
func TestUnannotatedMeansNoHint(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    *mcp.ToolAnnotations
		want bool
	}{
		{"nil", nil, false},
		{"empty", &mcp.ToolAnnotations{}, false},
		{"title only", &mcp.ToolAnnotations{Title: "x"}, false},
		{"readOnly", &mcp.ToolAnnotations{ReadOnlyHint: true}, true},
		{"destructive false", &mcp.ToolAnnotations{DestructiveHint: new(bool)}, true},
	} {
		if got := hints.Annotated(tc.a); got != tc.want {
			t.Errorf("Annotated(%s) = %t, want %t", tc.name, got, tc.want)
		}
		rt := hints.Resolve(&mcp.Tool{Name: "delete_file", Annotations: tc.a})
		if rt.Annotated != tc.want {
			t.Errorf("Resolve(%s).Annotated = %t, want %t", tc.name, rt.Annotated, tc.want)
		}
	}
	for _, js := range []string{
		`{"name":"delete_file","annotations":{}}`,
		`{"name":"delete_file","annotations":{"title":"x"}}`,
		`{"name":"delete_file","annotations":null}`,
		`{"name":"delete_file","annotations":{"readOnlyHint":"yes"}}`,
	} {
		tool, decl, _, err := hints.DecodeTool([]byte(js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		rt := hints.NewResolver(nil).ResolveDeclared("s", tool, decl)
		if rt.Annotated {
			t.Errorf("%s: Annotated = true, want false", js)
		}
		if rt.Class != hints.Destructive {
			t.Errorf("%s: class %v, want destructive", js, rt.Class)
		}
	}
}

// TestReadVerbNeverOutvotesDestruction: a read verb in the name does not
// hide a destructive word beside it or in the description (issue 7,
// item 16).
func TestReadVerbNeverOutvotesDestruction(t *testing.T) {
	for _, tc := range []struct{ name, desc string }{
		{"get_and_delete_file", "Reads a file and deletes it permanently."},
		{"get_and_delete_file", ""},
		{"read_then_remove", "Returns the file."},
		{"fetch_file", "Fetches the file, then deletes it permanently from the server."},
		{"list_and_purge", "Lists old entries."},
		{"check_disk", "Checks the disk and formats it."},
		{"get_device", "Reads the device, then wipes it."},
		{"read_log", "Reads the log and shreds it."},
		// A later sentence that opens with a destructive verb.
		{"get_file", "Gets a file. Deletes it permanently."},
		{"get_file", "Gets a file. It then deletes the file."},
		{"geocode", "Geocodes addresses. Deletes the cache of results."},
	} {
		rt := hints.Resolve(&mcp.Tool{Name: tc.name, Description: tc.desc})
		if rt.Class == hints.ReadOnly {
			t.Errorf("%s %q: read-only, want not read-only", tc.name, tc.desc)
		}
	}
}

// TestDestructiveVerbsKnown: the common destructive verbs are known, so a
// declared readOnlyHint=true on a tool that carries one is caught under
// checked trust with a warning.
func TestDestructiveVerbsKnown(t *testing.T) {
	for _, tc := range []struct{ name, desc string }{
		{"format_disk", "Formats the disk."},
		{"disk_tool", "Format a volume."},
		{"shred_file", "Securely overwrite a file."},
		{"wipe_device", ""},
		{"erase_volume", ""},
		{"destroy_stack", ""},
		{"truncate_table", ""},
		{"purge_cache", ""},
		{"nuke_project", ""},
		{"obliterate_repo", ""},
		{"zap_partition", ""},
		{"scrub_records", "Scrubs all records."},
		{"annihilate", "Annihilates the bucket."},
		{"reformat_drive", ""},
		{"demolish_cluster", ""},
		{"storage_tool", "Shreds the given file."},
	} {
		ro := true
		rt := hints.NewResolver(nil).ResolveDeclared("s", &mcp.Tool{Name: tc.name, Description: tc.desc},
			hints.Declaration{Set: hints.Set{ReadOnly: &ro}})
		if rt.Class == hints.ReadOnly {
			t.Errorf("%s %q: declared read-only stood, want caught", tc.name, tc.desc)
		}
		if len(rt.Warnings) == 0 {
			t.Errorf("%s %q: no warning", tc.name, tc.desc)
		}
	}
}

// TestFormatAString: "format" is destructive only with a storage object.
func TestFormatAString(t *testing.T) {
	for _, tc := range []struct{ name, desc string }{
		{"format_date", "Format a date as ISO 8601."},
		{"format_code", "Formats source code and returns it."},
		{"format_string", "Format a string with placeholders."},
	} {
		rt := hints.Resolve(&mcp.Tool{Name: tc.name, Description: tc.desc})
		if rt.Class != hints.ReadOnly {
			t.Errorf("%s %q: %v, want read-only", tc.name, tc.desc, rt.Class)
		}
	}
}

// TestDeclaredReadOnlyWithDestructiveWordWarns: under checked, a declared
// readOnlyHint=true stands when inference also reads, but a destructive
// word anywhere in the name or description still earns a warning.
func TestDeclaredReadOnlyWithDestructiveWordWarns(t *testing.T) {
	ro := true
	rt := hints.NewResolver(nil).ResolveDeclared("s",
		&mcp.Tool{Name: "get_report", Description: "Returns the report. The report is wiped after it is read."},
		hints.Declaration{Set: hints.Set{ReadOnly: &ro}})
	if rt.Class == hints.ReadOnly && len(rt.Warnings) == 0 {
		t.Errorf("read-only with no warning")
	}
	found := false
	for _, w := range rt.Warnings {
		found = found || strings.Contains(w, "wipe")
	}
	if !found {
		t.Errorf("warnings %q do not name the destructive word", rt.Warnings)
	}
}
