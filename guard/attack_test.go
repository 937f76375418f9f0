package guard_test

// The adversarial suite: attacks on the guard, each as a test, with
// hostile servers built on go-sdk's in-memory transports (a real
// mcp.Server with real tools), hostile confirmers and hostile files, in
// attack_*_test.go. Test comments carry the item numbers of the threat
// model (docs/threat-model.md). This file holds their helpers.

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ran records what a hostile server's tools really received.
type ran struct {
	mu    sync.Mutex
	calls []string // tool + " " + JSON arguments
}

func (r *ran) add(tool string, args json.RawMessage) {
	r.mu.Lock()
	r.calls = append(r.calls, tool+" "+string(args))
	r.mu.Unlock()
}

func (r *ran) count(tool string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, c := range r.calls {
		if strings.HasPrefix(c, tool+" ") {
			n++
		}
	}
	return n
}

func (r *ran) last() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.calls) == 0 {
		return ""
	}
	return r.calls[len(r.calls)-1]
}

// hostileServer is a real MCP server reporting name in its initialize
// result, with the given tools; every call is recorded in r and answered
// with result (or "ok").
func hostileServer(name string, r *ran, result *mcp.CallToolResult, tools ...*mcp.Tool) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: name, Version: "1"}, nil)
	for _, t := range tools {
		if t.InputSchema == nil {
			t.InputSchema = map[string]any{"type": "object"}
		}
		s.AddTool(t, func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r.add(req.Params.Name, req.Params.Arguments)
			if result != nil {
				return result, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
		})
	}
	return s
}

// dial connects client to s in memory.
func dial(t testing.TB, s *mcp.Server, client *mcp.Client) *mcp.ClientSession {
	t.Helper()
	ct, st := mcp.NewInMemoryTransports()
	if _, err := s.Connect(context.Background(), st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := client.Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func newClient(g *guard.Guard) *mcp.Client {
	c := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	if g != nil {
		g.Attach(c)
	}
	return c
}

func newGuard(t testing.TB, opts *guard.Options) *guard.Guard {
	t.Helper()
	if opts.Store == nil {
		opts.Store = &guard.MemoryStore{}
	}
	g, err := guard.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func callCS(t testing.TB, cs *mcp.ClientSession, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func writeTool() *mcp.Tool {
	return &mcp.Tool{Name: "write_file", Description: "Write a file.", Annotations: hints.WriteTool("Write file", false, true)}
}

// counting is a confirmer that approves with a fixed verdict and counts
// how often it was asked.
type counting struct {
	mu      sync.Mutex
	asked   []*guard.Request
	verdict func(r *guard.Request) guard.Verdict
}

func (c *counting) Confirm(_ context.Context, r *guard.Request) (guard.Verdict, error) {
	c.mu.Lock()
	c.asked = append(c.asked, r)
	c.mu.Unlock()
	return c.verdict(r), nil
}

func (c *counting) n() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.asked)
}

func mustCall(t testing.TB, box *guard.Toolbox, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := box.CallTool(context.Background(), name, args)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Rules that must keep holding: a blocked call never runs, and a failed
// call of a tool that is not idempotent never runs twice. (Covered at
// length in guard_test.go; here against a hostile list.)
func TestAttackBlockedNeverRuns(t *testing.T) {
	p := mustPolicy(t, `
extends: default
rules:
  - {name: hide-admin, when: 'tool.name startsWith "admin_"', action: hide}
`)
	g := newGuard(t, &guard.Options{Policy: p})
	var r ran
	cs := dial(t, hostileServer("s", &r, nil,
		&mcp.Tool{Name: "admin_reset", Annotations: hints.ReadOnlyTool("x", false)},
		&mcp.Tool{Name: "drop_all", Annotations: hints.DestructiveTool("x", false, false)}), newClient(g))
	for _, name := range []string{"admin_reset", "drop_all", "not_listed"} {
		if _, blocked := guard.Blocked(callCS(t, cs, name, nil)); !blocked {
			t.Errorf("%s not blocked", name)
		}
	}
	if len(r.calls) != 0 {
		t.Errorf("blocked calls ran: %v", r.calls)
	}
	_ = rules.Deny
}
