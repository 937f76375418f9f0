package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A resolved tool carries the effect inference read, so that readers
// (selection) need not infer again: from its text, or from the
// resolver's Operations entry, which takes precedence; Unknown is an
// answer too.
func TestResolvedEffect(t *testing.T) {
	del := &mcp.Tool{Name: "delete_repo", Description: "Delete a repository."}
	odd := &mcp.Tool{Name: "zq", Description: "Zq."}
	ops := hints.NewResolver(&hints.Options{Operations: map[string]hints.Inference{"zq": {Effect: hints.Reads}}})
	for _, tc := range []struct {
		name string
		got  hints.Tool
		want hints.Effect
	}{
		{"text", hints.Resolve(del), hints.Destroys},
		{"no signal", hints.Resolve(odd), hints.Unknown},
		{"operations", ops.Resolve("api", odd), hints.Reads},
		{"untrusted", hints.NewResolver(&hints.Options{Trust: func(string) hints.Trust { return hints.Untrusted }}).Resolve("s", del), hints.Destroys},
	} {
		if !tc.got.Resolved || tc.got.Effect != tc.want {
			t.Errorf("%s: Resolved %v, Effect %v, want %v", tc.name, tc.got.Resolved, tc.got.Effect, tc.want)
		}
	}
	if e := hints.InferTool(del).Effect; e != hints.Resolve(del).Effect {
		t.Errorf("InferTool says %v, the resolution %v", e, hints.Resolve(del).Effect)
	}
	// Twins keep the first definition, and its effect.
	list, _ := hints.NewResolver(nil).ResolveList("s", []*mcp.Tool{
		{Name: "x", Description: "Delete a file."}, {Name: "x", Description: "Read a file."},
	})
	if len(list) != 1 || list[0].Effect != hints.Destroys || list[0].Definition.Description != "Delete a file." {
		t.Errorf("twins: %+v", list)
	}
}
