package guard_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/testenv"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestAttackHugeArgs: a model's call with 1.3 MB of arguments had every
// rule that reads them search them (100 rules: 4 s a call), so a model
// could stall the agent with each call. The guard reads at most
// MaxArgBytes of arguments (DefaultMaxArgBytes): past it the call is
// denied before any rule runs, naming the limit and the size, whatever
// the arguments are made of; the server never sees it.
func TestAttackHugeArgs(t *testing.T) {
	type file struct {
		Path    string `json:"path"`
		Content string `json:"content"`
	}
	huge := map[string]any{
		"1.3 MB in 9,000 strings":    testenv.BulkyArgs(1_300_000),
		"one string of 1.3 MB":       map[string]any{"content": strings.Repeat("x", 1_300_000)},
		"one key of 1.3 MB":          map[string]any{strings.Repeat("k", 1_300_000): true},
		"a Go value, read as JSON":   file{Path: "/home/me/x", Content: strings.Repeat("x", 1_300_000)},
		"too deep to walk, and huge": nested(100, strings.Repeat("x", 1_300_000)),
		"just over the limit":        map[string]any{"c": strings.Repeat("x", guard.DefaultMaxArgBytes)},
	}
	s := &stub{calls: map[string]int{}, list: &mcp.ListToolsResult{Tools: []*mcp.Tool{
		{Name: "write_file", InputSchema: map[string]any{"type": "object"}, Annotations: hints.WriteTool("Write file", true, false)},
	}}}
	p := mustPolicy(t, testenv.ArgRules(100))
	g, err := guard.New(&guard.Options{Policy: p})
	if err != nil {
		t.Fatal(err)
	}
	h := g.Middleware()(s.handle)
	for name, args := range huge {
		res := callVia(t, h, "write_file", args)
		b, blocked := guard.Blocked(res)
		var tl *guard.ArgsTooLargeError
		if !blocked || b.Rule != "args-too-large" || !errors.As(b.Err, &tl) {
			t.Errorf("%s: blocked %v by %v, want args-too-large", name, blocked, b)
			continue
		}
		if tl.Limit != guard.DefaultMaxArgBytes || tl.Size <= tl.Limit || b.Action.String() != "deny" ||
			!strings.Contains(b.Reason, fmt.Sprint(tl.Limit)) || !strings.Contains(b.Reason, fmt.Sprint(tl.Size)) {
			t.Errorf("%s: %+v, %v: want a deny naming the size and the limit %d", name, b, tl, guard.DefaultMaxArgBytes)
		}
	}
	if s.calls["write_file"] != 0 {
		t.Fatalf("the server saw %d calls over the limit", s.calls["write_file"])
	}
	// Under the limit, the policy decides (and allows); a raised limit
	// lets bigger calls through to the policy.
	if res := callVia(t, h, "write_file", testenv.BulkyArgs(900_000)); res.IsError {
		t.Errorf("900 KB: %v", res.Content)
	}
	g2, err := guard.New(&guard.Options{Policy: p, MaxArgBytes: 2 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if res := callVia(t, g2.Middleware()(s.handle), "write_file", testenv.BulkyArgs(1_300_000)); res.IsError {
		t.Errorf("1.3 MB under a limit of 2 MiB: %v", res.Content)
	}
	if s.calls["write_file"] != 2 {
		t.Errorf("the server saw %d calls, want 2", s.calls["write_file"])
	}
}

// BenchmarkGuardArgsGrowth calls a write tool through the guard with
// 100 rules that read the arguments (testenv.ArgRules), none of which matches,
// over arguments of 100 B, 10 KB and 1 MB (under DefaultMaxArgBytes):
// the guard's own walk and the policy's one walk grow with the
// arguments, the rules' work with what that walk found.
func BenchmarkGuardArgsGrowth(b *testing.B) {
	s := &stub{calls: map[string]int{}, list: &mcp.ListToolsResult{Tools: []*mcp.Tool{
		{Name: "write_file", InputSchema: map[string]any{"type": "object"}, Annotations: hints.WriteTool("Write file", true, false)},
	}}}
	p, err := rules.Load("p.yaml", []byte(testenv.ArgRules(100)))
	if err != nil {
		b.Fatal(err)
	}
	g, err := guard.New(&guard.Options{Policy: p})
	if err != nil {
		b.Fatal(err)
	}
	h := g.Middleware()(s.handle)
	ctx := context.Background()
	for _, size := range []struct {
		name string
		n    int
	}{{"100B", 100}, {"10KB", 10_000}, {"1MB", 1_000_000}} {
		b.Run("rules-100/args-"+size.name, func(b *testing.B) {
			req := &mcp.ClientRequest[mcp.Params]{Params: &mcp.CallToolParams{Name: "write_file", Arguments: testenv.BulkyArgs(size.n)}}
			b.ReportAllocs()
			for b.Loop() {
				res, err := h(ctx, "tools/call", req)
				if err != nil || res.(*mcp.CallToolResult).IsError {
					b.Fatal(err, res)
				}
			}
		})
	}
}
