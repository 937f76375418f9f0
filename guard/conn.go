package guard

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"sync"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Conn is one guarded connection to a server, with typed results, for code that
// calls tools itself rather than through go-sdk's ClientSession methods.
// It is safe for concurrent use.
type Conn struct {
	g    *Guard
	cs   *mcp.ClientSession
	next mcp.MethodHandler
}

// Wrap returns a guarded view of cs. If the guard is also attached to the
// session's client, calls through the Conn are governed once, not twice;
// other guards attached to the client govern them too.
func (g *Guard) Wrap(cs *mcp.ClientSession) *Conn {
	return &Conn{g: g, cs: cs, next: func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		ctx = context.WithValue(ctx, bypassKey{g}, true)
		switch method {
		case "tools/list":
			p, _ := req.GetParams().(*mcp.ListToolsParams)
			return cs.ListTools(ctx, p)
		case "tools/call":
			p, _ := req.GetParams().(*mcp.CallToolParams)
			return cs.CallTool(ctx, p)
		}
		return nil, fmt.Errorf("guard: unexpected method %s", method)
	}}
}

// Tools lists the server's tools through the guard, following pagination,
// and returns the ones the model may see with their resolved hints.
func (s *Conn) Tools(ctx context.Context) ([]hints.Tool, error) {
	ls, err := s.listings(ctx, false)
	if err != nil {
		return nil, err
	}
	out := make([]hints.Tool, len(ls))
	for i, l := range ls {
		out[i] = l.Tool
	}
	return out, nil
}

// listings lists the server's tools through the guard and returns them in
// the server's order, each with its list-time decision; hidden ones only
// when hidden is set.
func (s *Conn) listings(ctx context.Context, hidden bool) ([]rules.Listing, error) {
	all, err := listAll(ctx, s.next, s.cs)
	if err != nil {
		return nil, err
	}
	entries := s.g.absorb(ctx, s.g.serverOf(s.cs), all, true)
	out := make([]rules.Listing, 0, len(entries))
	seen := map[string]bool{}
	for _, t := range all {
		if t == nil || seen[t.Name] || entries[t.Name] == nil {
			continue
		}
		seen[t.Name] = true
		if e := entries[t.Name]; hidden || !e.hidden {
			out = append(out, rules.Listing{Tool: e.tool, Decision: e.decision})
		}
	}
	return out, nil
}

// CallTool calls a tool through the guard. A call the guard blocked
// returns a result with IsError set and the reason for the model; use
// [Blocked] to tell it from a tool's own failure. Transport failures are
// errors.
func (s *Conn) CallTool(ctx context.Context, name string, args any) (*mcp.CallToolResult, error) {
	res, err := s.g.call(ctx, s.next, &mcp.ClientRequest[mcp.Params]{Session: s.cs, Params: &mcp.CallToolParams{Name: name, Arguments: args}})
	if err != nil {
		return nil, err
	}
	return res.(*mcp.CallToolResult), nil
}

// Separator joins a server's name and a tool's name in a [Toolbox].
const Separator = "__"

// maxToolName is the longest tool name model APIs accept.
const maxToolName = 64

// Toolbox merges the tools of several servers into one namespaced list
// ("github__create_issue") and routes calls back to the right server, all
// through one guard. It is safe for concurrent use.
type Toolbox struct {
	g  *Guard
	mu sync.RWMutex
	// sessions by server name, and routes by namespaced tool name.
	sessions map[string]*Conn
	routes   map[string]route
}

type route struct {
	server, tool string
}

// Toolbox returns an empty toolbox governed by g.
func (g *Guard) Toolbox() *Toolbox {
	return &Toolbox{g: g, sessions: map[string]*Conn{}, routes: map[string]route{}}
}

// Add adds a server's session under name, which the policy's servers:
// section and the audit log use. Names are 1 to 32 letters, digits or
// dashes, and unique.
func (t *Toolbox) Add(name string, cs *mcp.ClientSession) error {
	if err := checkName(name); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, dup := t.sessions[name]; dup {
		return fmt.Errorf("guard: server name %q added twice", name)
	}
	if err := t.g.Name(cs, name); err != nil {
		return err
	}
	t.sessions[name] = t.g.Wrap(cs)
	return nil
}

// Tools lists every server's tools, namespaced. Each tool's Name is the
// namespaced name to call; Server is the server's name; Definition keeps
// the server's own name. Colliding names get a short hash suffix.
func (t *Toolbox) Tools(ctx context.Context) ([]hints.Tool, error) {
	t.mu.RLock()
	names := make([]string, 0, len(t.sessions))
	for n := range t.sessions {
		names = append(names, n)
	}
	t.mu.RUnlock()
	sort.Strings(names)
	var out []hints.Tool
	routes := map[string]route{}
	for _, server := range names {
		t.mu.RLock()
		s := t.sessions[server]
		t.mu.RUnlock()
		tools, err := s.Tools(ctx)
		if err != nil {
			return nil, fmt.Errorf("guard: server %s: %w", server, err)
		}
		for _, tool := range tools {
			name := namespaced(server, tool.Name)
			if _, taken := routes[name]; taken {
				name = withHash(name, server+"\x00"+tool.Name)
			}
			routes[name] = route{server: server, tool: tool.Name}
			tool.Name = name
			out = append(out, tool)
		}
	}
	t.mu.Lock()
	t.routes = routes
	t.mu.Unlock()
	return out, nil
}

func namespaced(server, tool string) string {
	name := server + Separator + tool
	if len(name) > maxToolName {
		return withHash(name, name)
	}
	return name
}

func withHash(name, key string) string {
	sum := sha256.Sum256([]byte(key))
	suffix := "_" + hex.EncodeToString(sum[:3])
	if len(name)+len(suffix) > maxToolName {
		name = name[:maxToolName-len(suffix)]
	}
	return name + suffix
}

// CallTool calls a namespaced tool as returned by Tools. A name that was
// never listed is blocked, not guessed.
func (t *Toolbox) CallTool(ctx context.Context, name string, args any) (*mcp.CallToolResult, error) {
	t.mu.RLock()
	r, ok := t.routes[name]
	s := t.sessions[r.server]
	t.mu.RUnlock()
	if !ok || s == nil {
		return blockedResult(&Block{Tool: name, Action: rules.Deny, Rule: "unknown-tool", Reason: fmt.Sprintf("there is no tool named %q", name)}), nil
	}
	return s.CallTool(ctx, r.tool, args)
}

// Inspect lists the server's tools through the guard and returns every
// one of them, hidden ones included, in the server's order, with the
// policy's decision: what `hintgate check` prints.
func (s *Conn) Inspect(ctx context.Context) ([]rules.Listing, error) {
	return s.listings(ctx, true)
}
