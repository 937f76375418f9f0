package selection

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// countInfer counts inferTool's calls until the test ends.
func countInfer(t *testing.T) *int {
	n := new(int)
	saved := inferTool
	inferTool = func(d *mcp.Tool) hints.Inference { *n++; return saved(d) }
	t.Cleanup(func() { inferTool = saved })
	return n
}

// New reads what each tool does from the resolution it is given: tools a
// resolver made are not inferred again, and what New reads is what
// inference on the definition says, else the class, as before.
func TestNewReusesResolution(t *testing.T) {
	tools := append(corpusListings(t), heldoutListings(t)...)
	n := countInfer(t)
	ix := New(tools, nil)
	if *n != 0 {
		t.Errorf("New inferred %d of %d resolved tools again", *n, len(tools))
	}
	for i := range ix.tools {
		tl := &ix.tools[i].Tool
		want := hints.InferTool(tl.Definition).Effect
		if want == hints.Unknown {
			want = map[hints.Class]hints.Effect{hints.ReadOnly: hints.Reads, hints.Write: hints.Writes, hints.Destructive: hints.Destroys}[tl.Class]
		}
		if ix.effect[i] != want {
			t.Errorf("%s/%s: effect %v, inference on its definition says %v", tl.Server, tl.Name, ix.effect[i], want)
		}
	}
}

// A tool that no resolver made (built by hand, say) is still read from
// its definition.
func TestNewInfersUnresolved(t *testing.T) {
	def := &mcp.Tool{Name: "delete_repo", Description: "Delete a repository."}
	n := countInfer(t)
	ix := New([]rules.Listing{{Tool: hints.Tool{Name: def.Name, Class: hints.ReadOnly, Definition: def}}}, nil)
	if *n != 1 || ix.effect[0] != hints.Destroys {
		t.Errorf("inferred %d times, effect %v", *n, ix.effect[0])
	}
}
