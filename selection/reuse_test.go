package selection

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// New reads what each tool does from the resolution it is given, and
// what it reads is what inference on the definition says, else the
// class, as when it inferred every tool again.
func TestNewReusesResolution(t *testing.T) {
	tools := append(corpusListings(t), heldoutListings(t)...)
	ix := New(tools, nil)
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
	// A resolution that disagrees with the text (a resolver's Operations
	// entry, say; it can only add danger) is what counts: the text is not
	// read again.
	def := &mcp.Tool{Name: "list_repos", Description: "List repositories."}
	resolved := hints.NewResolver(&hints.Options{Operations: map[string]hints.Inference{"list_repos": {Effect: hints.Destroys}}}).Resolve("api", def)
	unresolved := hints.Tool{Name: def.Name, Class: hints.Destructive, Definition: def}
	ix = New([]rules.Listing{{Tool: resolved}, {Tool: unresolved}}, nil)
	if ix.effect[0] != hints.Destroys {
		t.Errorf("a resolved tool was inferred again: effect %v", ix.effect[0])
	}
	if ix.effect[1] != hints.Reads {
		t.Errorf("a tool no resolver made was not read from its definition: effect %v", ix.effect[1])
	}
}
