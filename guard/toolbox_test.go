package guard_test

import (
	"context"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestWrapperAndToolbox(t *testing.T) {
	g, err := guard.New(&guard.Options{Confirmer: approve(guard.Once)})
	if err != nil {
		t.Fatal(err)
	}
	box := g.Toolbox()
	servers := map[string]*demo.Server{}
	for _, name := range []string{"alpha", "beta"} {
		s := demo.New()
		servers[name] = s
		cs, err := demo.Connect(context.Background(), s.Server, mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil))
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		if err := box.Add(name, cs); err != nil {
			t.Fatal(err)
		}
	}
	if err := box.Add("alpha", nil); err == nil {
		t.Error("duplicate server name accepted")
	}
	if err := box.Add("bad name", nil); err == nil {
		t.Error("bad server name accepted")
	}
	tools, err := box.Tools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]hints.Tool{}
	for _, l := range tools {
		seen[l.Tool.Name] = l.Tool
	}
	if len(seen) != len(tools) || seen["alpha__read_file"].Server != "alpha" || seen["beta__delete_file"].Class != hints.Destructive {
		t.Fatalf("merged list: %d tools", len(tools))
	}
	res, err := box.CallTool(context.Background(), "beta__write_file", map[string]any{"path": "/b", "content": "beta"})
	if err != nil || res.IsError {
		t.Fatalf("routed call: %v %v", err, res)
	}
	if c, _ := servers["beta"].File("/b"); c != "beta" {
		t.Error("call not routed to beta")
	}
	if _, ok := servers["alpha"].File("/b"); ok {
		t.Error("call reached alpha")
	}
	if res, _ := box.CallTool(context.Background(), "gamma__x", nil); res == nil || !res.IsError {
		t.Error("unknown namespaced tool not blocked")
	}
}

func TestToolboxNamesAreModelSafe(t *testing.T) {
	g, _ := guard.New(&guard.Options{Policy: mustPolicy(t, "default: allow\n")})
	box := g.Toolbox()
	long := strings.Repeat("x", 80)
	for _, name := range []string{"a", "a-b"} {
		s := mcp.NewServer(&mcp.Implementation{Name: name, Version: "1"}, nil)
		for _, tool := range []string{"b__c", long, "c"} {
			s.AddTool(&mcp.Tool{Name: tool, InputSchema: map[string]any{"type": "object"}, Annotations: hints.ReadOnlyTool("t", false)},
				func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: name}}}, nil
				})
		}
		ct, st := mcp.NewInMemoryTransports()
		s.Connect(context.Background(), st, nil)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		if err := box.Add(name, cs); err != nil {
			t.Fatal(err)
		}
	}
	tools, err := box.Tools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, l := range tools {
		tl := l.Tool
		if len(tl.Name) > 64 || seen[tl.Name] {
			t.Errorf("name %q too long or repeated", tl.Name)
		}
		seen[tl.Name] = true
		res, err := box.CallTool(context.Background(), tl.Name, nil)
		if err != nil || textOf(res) != tl.Server {
			t.Errorf("%s routed to %q, want %q", tl.Name, textOf(res), tl.Server)
		}
	}
	if len(tools) != 6 {
		t.Errorf("%d tools", len(tools))
	}
}

// A tool whose name model APIs refuse ("memory.show") gets a valid name
// in a Toolbox, and calls by that name reach it.
func TestToolboxNamesValidForModels(t *testing.T) {
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n")})
	var r ran
	s := hostileServer("mem", &r, nil, &mcp.Tool{Name: "memory.show", Description: "Show the memory.", Annotations: hints.ReadOnlyTool("Show", false)})
	box := g.Toolbox()
	if err := box.Add("mem", dial(t, s, newClient(nil))); err != nil {
		t.Fatal(err)
	}
	tools, err := box.Tools(context.Background())
	if err != nil || len(tools) != 1 {
		t.Fatalf("tools %v %v", tools, err)
	}
	name := tools[0].Tool.Name
	for _, c := range name {
		if !(c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			t.Fatalf("name %q has %q, which model APIs refuse", name, c)
		}
	}
	if res, err := box.CallTool(context.Background(), name, nil); err != nil || res.IsError || r.count("memory.show") != 1 {
		t.Errorf("call by %q: %v %v", name, err, res)
	}
}
