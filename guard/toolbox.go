package guard

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/hintgate/hintgate/internal/toolname"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Separator joins a server's name and a tool's name in a [Toolbox].
const Separator = toolname.Separator

// MaxToolboxServer is the longest server name a [Toolbox] takes: a
// namespaced name too long for model APIs is cut to 57 bytes before its
// hash suffix, and must keep the server's name and the separator whole.
const MaxToolboxServer = toolname.MaxLen - 7 - len(Separator)

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
// section and the audit log use. Names are as [Guard.Connect] takes them,
// and unique. So that no namespaced name can belong to two servers, a
// name is also refused when, read with its dots as underscores (as
// namespaced names write them), it holds the separator "__", ends in an
// underscore, is longer than [MaxToolboxServer] bytes, or is the name of
// a server added before: otherwise servers "a" and "a__b" both have a
// tool named "a__b__c" when a lists "b__c", and a call the model meant
// for one could reach the other once a list changes.
func (t *Toolbox) Add(name string, cs *mcp.ClientSession) error {
	if err := checkName(name); err != nil {
		return err
	}
	prefix := strings.ReplaceAll(name, ".", "_")
	switch {
	case len(name) > MaxToolboxServer:
		return fmt.Errorf("guard: server name %q: longer than %d bytes, too long to namespace tool names", name, MaxToolboxServer)
	case strings.Contains(prefix, Separator) || strings.HasSuffix(prefix, "_"):
		return fmt.Errorf("guard: server name %q: holds %q or ends in an underscore (dots count as underscores), which makes namespaced tool names ambiguous", name, Separator)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, dup := t.sessions[name]; dup {
		return fmt.Errorf("guard: server name %q added twice", name)
	}
	for other := range t.sessions {
		if strings.ReplaceAll(other, ".", "_") == prefix {
			return fmt.Errorf("guard: server name %q reads as %q in namespaced tool names", name, other)
		}
	}
	if err := t.g.Name(cs, name); err != nil {
		return err
	}
	t.sessions[name] = t.g.Wrap(cs)
	return nil
}

// Tools lists every server's visible tools, namespaced, each with the
// policy's decision at list time (see [Conn.Tools]). Each tool's Name is
// the namespaced name to call; Server is the server's name; Definition
// keeps the server's own name. Names are valid for model APIs
// ([a-zA-Z0-9_-], at most 64 bytes); colliding, overlong or invalid names
// get a short hash suffix, as package selection names them.
func (t *Toolbox) Tools(ctx context.Context) ([]rules.Listing, error) {
	t.mu.RLock()
	names := make([]string, 0, len(t.sessions))
	for n := range t.sessions {
		names = append(names, n)
	}
	t.mu.RUnlock()
	sort.Strings(names)
	var out []rules.Listing
	routes := map[string]route{}
	var model toolname.Map // the names selection gives the model too
	for _, server := range names {
		t.mu.RLock()
		s := t.sessions[server]
		t.mu.RUnlock()
		tools, err := s.Tools(ctx)
		if err != nil {
			return nil, fmt.Errorf("guard: server %s: %w", server, err)
		}
		for _, l := range tools {
			name := model.Add(server, l.Tool.Name)
			routes[name] = route{server: server, tool: l.Tool.Name}
			l.Tool.Name = name
			out = append(out, l)
		}
	}
	t.mu.Lock()
	t.routes = routes
	t.mu.Unlock()
	return out, nil
}

// CallTool calls a namespaced tool as returned by Tools. A name that was
// never listed is blocked, not guessed, and audited like any other block.
func (t *Toolbox) CallTool(ctx context.Context, name string, args any) (*mcp.CallToolResult, error) {
	t.mu.RLock()
	r, ok := t.routes[name]
	s := t.sessions[r.server]
	t.mu.RUnlock()
	if !ok || s == nil {
		shown := shownName(name)
		a := audit{tool: shown, action: rules.Deny, rule: "unknown-tool", verdict: "none", attempt: 1, outcome: "blocked"}
		if t.g.audited {
			a.start = now()
		}
		m, _ := args.(map[string]any)
		t.g.write(ctx, &a, m)
		return blockedResult(&Block{Tool: shown, Action: rules.Deny, Rule: "unknown-tool", Reason: fmt.Sprintf("there is no tool named %q", shown)}), nil
	}
	return s.CallTool(ctx, r.tool, args)
}
