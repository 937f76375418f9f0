package guard

import (
	"context"
	"fmt"

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

// Tools lists the server's tools through the guard, following
// pagination, and returns the ones the model may see, in the server's
// order, each with its resolved hints and the policy's decision at list
// time (allow, confirm or deny, and the rule): what a prompt builder or a
// tool selector needs, decided once. Calls are still decided one by one.
func (s *Conn) Tools(ctx context.Context) ([]rules.Listing, error) {
	return s.listings(ctx, false)
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
	for i, t := range all {
		e := entries[i]
		if e == nil || seen[t.Name] {
			continue
		}
		seen[t.Name] = true
		if hidden || !e.hidden {
			out = append(out, rules.Listing{Tool: e.hintsTool(), Decision: e.decision})
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

// Inspect lists the server's tools through the guard and returns every
// one of them, hidden ones included, in the server's order, with the
// policy's decision: what `hintgate check` prints.
func (s *Conn) Inspect(ctx context.Context) ([]rules.Listing, error) {
	return s.listings(ctx, true)
}
