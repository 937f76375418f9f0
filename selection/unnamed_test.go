package selection_test

import (
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/hintgate/hintgate/selection"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The tools of an unnamed connection (server "*") keep their own names
// for the model, and resolve back to the unnamed server.
func TestUnnamedServerToolsKeepTheirNames(t *testing.T) {
	tool := hints.NewResolver(nil).Resolve(guard.Unnamed, &mcp.Tool{Name: "read_file", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}})
	ix := selection.New([]rules.Listing{{Tool: tool}}, nil)
	name, _ := ix.Names().Name(&rules.Listing{Tool: tool})
	if name != "read_file" {
		t.Errorf("model name %q, want read_file", name)
	}
	if server, tool, ok := ix.Names().Resolve(name); !ok || server != guard.Unnamed || tool != "read_file" {
		t.Errorf("Resolve(%q) = %q, %q, %t", name, server, tool, ok)
	}
}
