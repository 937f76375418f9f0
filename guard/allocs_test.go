package guard_test

import (
	"context"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestAllowedCallAllocatesNothing checks that the guard allocates nothing
// on an allowed call whose arguments it does not edit, with the default
// preset and with 20 more rules: the caller's request goes through as it
// came. (Counting allocations is not timing; the race detector's pools
// drop items, so it is left out there.)
func TestAllowedCallAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	result := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}
	list := &mcp.ListToolsResult{Tools: []*mcp.Tool{{Name: "read_file", InputSchema: map[string]any{"type": "object"}, Annotations: hints.ReadOnlyTool("Read file", false)}}}
	args := map[string]any{"path": "/home/me/project/main.go", "count": 3.0}
	for name, src := range map[string]string{"default-preset": "extends: default\n", "preset+20rules": bench20} {
		p, err := rules.Load("p.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		g, err := guard.New(&guard.Options{Policy: p})
		if err != nil {
			t.Fatal(err)
		}
		var sent mcp.Request
		h := g.Middleware()(func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				return list, nil
			}
			sent = req
			return result, nil
		})
		req := &mcp.ClientRequest[mcp.Params]{Params: &mcp.CallToolParams{Name: "read_file", Arguments: args}}
		if res, err := h(context.Background(), "tools/call", req); err != nil || res.(*mcp.CallToolResult).IsError {
			t.Fatalf("%s: %v %v", name, err, res)
		}
		if sent != mcp.Request(req) {
			t.Errorf("%s: the guard rebuilt an unedited request", name)
		}
		n := testing.AllocsPerRun(100, func() {
			if _, err := h(context.Background(), "tools/call", req); err != nil {
				t.Fatal(err)
			}
		})
		if n != 0 {
			t.Errorf("%s: %v allocations per allowed call, want 0", name, n)
		}
	}
}
