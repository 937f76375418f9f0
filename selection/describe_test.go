package selection

import (
	"slices"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"power off the VMs", []string{"power", "off", "the", "vms"}},
		{"list URLs and IDs", []string{"list", "urls", "and", "ids"}},
		{"getUser HTTPServer", []string{"get", "user", "http", "server"}},
		{"AS IS", []string{"as", "is"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := hints.Words(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("hints.Words(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSegments(t *testing.T) {
	got := segments("Notion | Update a page. Error Responses:\n400: Bad request\n  1. Data warning! - item")
	want := []string{"Notion", "Update a page.", "Error Responses:", "Bad request", "Data warning!", "item"}
	if !slices.Equal(got, want) {
		t.Errorf("segments = %q, want %q", got, want)
	}
}

func TestDropNames(t *testing.T) {
	names := map[string]bool{"list_objects": true, "get-user": true, "self_tool": true}
	tests := []struct{ in, want string }{
		{"Use `list_objects` first, then get-user.", "Use `` first, then ."},
		{"Call self_tool again", "Call self_tool again"},
		{"no names here", "no names here"},
		{"list_objects", ""},
	}
	for _, tt := range tests {
		if got := dropNames(tt.in, names, "self_tool"); got != tt.want {
			t.Errorf("dropNames(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Boilerplate that three tools of a server share is left out of their
// descriptions, and so are the names of the other tools; a sentence two
// tools share, or three tools of different servers, is kept.
func TestDescribeAll(t *testing.T) {
	tool := func(server, name, desc string) rules.Listing {
		return rules.Listing{Tool: hints.Tool{Server: server, Name: name, Definition: &mcp.Tool{Name: name, Description: desc}}}
	}
	tools := []rules.Listing{
		tool("a", "a_one", "Warning: changes data. Creates a thing."),
		tool("a", "a_two", "Warning: changes data. Deletes a thing. Use a_one first."),
		tool("a", "a_three", "Warning: changes data. Lists things."),
		tool("b", "b_one", "Navigate to a URL"),
		tool("c", "c_one", "Navigate to a URL"),
		tool("d", "d_one", "Navigate to a URL"),
	}
	d := describeAll(tools)
	for i, want := range []string{"Creates a thing.", "Deletes a thing.\nUse  first.", "Lists things.", "Navigate to a URL"} {
		if got := strings.TrimSpace(d[i].text); got != want {
			t.Errorf("%s: %q, want %q", tools[i].Tool.Name, got, want)
		}
	}
}

func TestQueryWebSite(t *testing.T) {
	has := func(slots []slot, term string) bool {
		return slices.ContainsFunc(slots, func(s slot) bool {
			return slices.ContainsFunc(s, func(q queryTerm) bool { return q.term == term })
		})
	}
	slots, _ := parse("open example.com and read notes.txt")
	if !has(slots, "~web") || !has(slots, "~file") {
		t.Errorf("slots = %v, want ~web for example.com and ~file for notes.txt", slots)
	}
	slots, _ = parse("capture example.org")
	if has(slots, "~file") {
		t.Errorf("slots = %v: a domain is not a file", slots)
	}
}
