package guard

import (
	"context"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// maxListPages bounds how many pages a tools/list the guard follows may
// have.
const maxListPages = 1000

// entry is a listed tool. Entries are immutable but for def; a change
// replaces them.
type entry struct {
	// What a call reads comes first, in one cache line: calls run with
	// the caches a round trip leaves cold.
	prep     *rules.Prepared
	view     *view  // the session it was resolved and decided under
	name     string // tool.Name
	changed  bool
	hidden   bool
	readOnly bool        // tool.ReadOnly.Value
	gone     atomic.Bool // replaced or removed from its server's tools
	seen     uint64      // the number of the last list it was in; see absorb
	// def is the tool's latest definition. A re-listed tool whose
	// definition did not change keeps its entry and points def at the
	// newly decoded copy, which the caller holds, so that the guard does
	// not keep an older copy alive beside it (nor copy the entry).
	def      atomic.Pointer[mcp.Tool]
	schema   []byte // def's input schema, encoded (see encodeSchema)
	decision rules.Decision
	pinned   string     // the approved fingerprint
	tool     hints.Tool // its Definition is nil: see def
}

// list governs one tools/list page: resolves, pins and filters.
func (g *Guard) list(ctx context.Context, next mcp.MethodHandler, req mcp.Request) (mcp.Result, error) {
	res, err := next(ctx, "tools/list", req)
	if err != nil {
		return res, err
	}
	lr, ok := res.(*mcp.ListToolsResult)
	if !ok {
		return nil, fmt.Errorf("guard: tools/list returned %T", res)
	}
	cs, _ := req.GetSession().(*mcp.ClientSession)
	srv := g.serverOf(cs)
	p, _ := req.GetParams().(*mcp.ListToolsParams)
	complete := (p == nil || p.Cursor == "") && lr.NextCursor == ""
	entries := g.absorb(ctx, srv, lr.Tools, complete)
	if shown(entries) == len(lr.Tools) {
		return lr, nil // nothing hidden: the page as it came
	}
	out := *lr
	out.Tools = make([]*mcp.Tool, 0, len(lr.Tools))
	for i, t := range lr.Tools {
		if e := entries[i]; e != nil && !e.hidden {
			out.Tools = append(out.Tools, t)
		}
	}
	return &out, nil
}

// shown counts the tools of a page that are listed to the caller: those
// with an entry that is not hidden.
func shown(entries []*entry) int {
	n := 0
	for _, e := range entries {
		if e != nil && !e.hidden {
			n++
		}
	}
	return n
}

// listAll lists every page of a server's tools through next: the one
// pagination loop.
func listAll(ctx context.Context, next mcp.MethodHandler, cs *mcp.ClientSession) ([]*mcp.Tool, error) {
	var all []*mcp.Tool
	cursor := ""
	for page := 0; ; page++ {
		if page == maxListPages {
			return nil, fmt.Errorf("guard: tools/list: more than %d pages", maxListPages)
		}
		res, err := next(ctx, "tools/list", &mcp.ClientRequest[mcp.Params]{Session: cs, Params: &mcp.ListToolsParams{Cursor: cursor}})
		if err != nil {
			return nil, fmt.Errorf("guard: tools/list: %w", err)
		}
		lr, ok := res.(*mcp.ListToolsResult)
		if !ok {
			return nil, fmt.Errorf("guard: tools/list returned %T", res)
		}
		all = append(all, lr.Tools...)
		if lr.NextCursor == "" || lr.NextCursor == cursor {
			return all, nil
		}
		cursor = lr.NextCursor
	}
}

// absorb resolves listed tools and records them, noticing changed
// definitions. A tool whose definition is the same as last time, under
// the same session, keeps its entry without being resolved again. A
// complete list also forgets tools no longer listed, so they cannot be
// called. It returns each tool's entry, at the tool's index (nil for a
// tool without a name); a name listed twice has one entry.
func (g *Guard) absorb(ctx context.Context, srv *server, tools []*mcp.Tool, complete bool) []*entry {
	ents := make([]*entry, len(tools))
	v := g.view.Load()
	srv.mu.Lock()
	defer srv.mu.Unlock()
	// Entries met in this list are marked with its number, instead of
	// being collected in a map by name.
	srv.lists++
	mark := srv.lists
	var fresh []int
	for i, t := range tools {
		if t == nil {
			fresh = append(fresh, i) // reported by ResolveList
			continue
		}
		if prev := srv.entryAt(i, t.Name); prev != nil && prev.view == v && prev.seen != mark && sameDefinitionAs(prev.def.Load(), prev.schema, t) {
			prev.def.Store(t)
			prev.seen = mark
			ents[i] = prev
			continue
		}
		fresh = append(fresh, i)
	}
	if len(fresh) > 0 {
		g.absorbFresh(ctx, srv, v, tools, fresh, ents, mark)
	}
	if complete {
		for name, e := range srv.tools {
			if e.seen != mark {
				delete(srv.tools, name)
				e.gone.Store(true)
			}
		}
		g.fresh(srv)
	}
	srv.order = ents
	return ents
}

// entryAt returns the server's entry for name, trying first the entry at
// index i of the last list absorbed: servers list their tools in the
// same order every time, and that spares hashing every name. srv.mu is
// held.
func (srv *server) entryAt(i int, name string) *entry {
	if i < len(srv.order) {
		if e := srv.order[i]; e != nil && e.name == name && !e.gone.Load() {
			return e
		}
	}
	return srv.tools[name]
}

// fresh makes srv's entries usable for calls after a complete list,
// until ListMaxAge has passed: a timer, rather than a clock read on every
// call, says when; srv.mu is held.
func (g *Guard) fresh(srv *server) {
	srv.usable.Store(true)
	if g.maxAge <= 0 {
		return
	}
	if srv.expiry == nil {
		srv.expiry = time.AfterFunc(g.maxAge, func() { srv.usable.Store(false) })
		return
	}
	srv.expiry.Reset(g.maxAge)
}

// absorbFresh resolves new or changed definitions, the tools at the
// indexes fresh, and sets their entries in ents; srv.mu is held.
func (g *Guard) absorbFresh(ctx context.Context, srv *server, v *view, tools []*mcp.Tool, fresh []int, ents []*entry, mark uint64) {
	list := make([]*mcp.Tool, 0, len(fresh))
	for _, i := range fresh {
		list = append(list, tools[i])
	}
	// A name listed twice, once unchanged, must be merged with its twin.
	for _, i := range fresh {
		t := tools[i]
		if t == nil {
			continue
		}
		if twin := srv.tools[t.Name]; twin != nil && twin.seen == mark {
			list = append(list, twin.def.Load())
			twin.seen = 0
		}
	}
	resolved, problems := v.resolver.ResolveList(srv.name, list)
	for _, p := range problems {
		g.logger.LogAttrs(ctx, slog.LevelWarn, "hintgate.list", slog.String("server", srv.name), slog.String("problem", p))
	}
	pinsKnown := g.readPins(ctx, srv)
	newPins := map[string]string{}
	byName := make(map[string]*entry, len(resolved))
	for i := range resolved {
		t := &resolved[i]
		prev := srv.tools[t.Name]
		e := &entry{tool: *t, pinned: t.Fingerprint}
		switch stored, known := srv.pins[t.Name]; {
		case prev != nil && prev.tool.Fingerprint == t.Fingerprint && prev.view == v:
			prev.seen = mark
			byName[t.Name] = prev
			continue
		case prev != nil:
			e.pinned = prev.pinned
		case known:
			e.pinned = stored // pinned before this process started
		case !pinsKnown:
			// The store could not be read: what was approved is unknown,
			// so the definition needs a human, and no pin is written
			// over the one the store may hold.
			e.pinned = ""
		default:
			srv.pins[t.Name] = t.Fingerprint
			newPins[t.Name] = t.Fingerprint
		}
		e.changed = t.Fingerprint != e.pinned
		if e.changed && (prev == nil || !prev.changed || prev.tool.Fingerprint != t.Fingerprint) {
			g.logger.LogAttrs(ctx, slog.LevelWarn, "hintgate.changed",
				slog.String("server", srv.name), slog.String("tool", t.Name),
				slog.String("pinned", e.pinned), slog.String("fingerprint", t.Fingerprint))
		}
		g.prepare(e, v)
		e.seen = mark
		if prev != nil {
			prev.gone.Store(true)
		}
		srv.tools[t.Name] = e
		byName[t.Name] = e
	}
	// Every index of a resolved name, its twins' too, gets its entry.
	for i, t := range tools {
		if t != nil {
			if e := byName[t.Name]; e != nil {
				ents[i] = e
			}
		}
	}
	g.writePins(ctx, srv, newPins)
}

// prepare decides what can be decided at list time: whether the tool is
// listed depends on the tool and the session alone.
func (g *Guard) prepare(e *entry, v *view) {
	e.def.Store(e.tool.Definition)
	if e.tool.Definition != nil {
		e.schema = encodeSchema(e.tool.Definition.InputSchema)
	}
	e.tool.Definition = nil
	e.view = v
	e.tool.Changed = e.changed
	e.readOnly = e.tool.ReadOnly.Value
	e.name = e.tool.Name
	e.prep = g.policy.Prepare(&e.tool, v.session)
	e.decision = g.policy.Decide(e.prep, rules.Call{Attempt: 1})
	e.hidden = e.decision.Action == rules.Hide
}

// hintsTool returns the tool with its latest definition.
func (e *entry) hintsTool() hints.Tool {
	t := e.tool
	t.Definition = e.def.Load()
	return t
}

// lookup returns a tool's entry, listing the server's tools first when the
// tool is unknown, the list is stale or too old, or the session changed.
func (g *Guard) lookup(ctx context.Context, next mcp.MethodHandler, cs *mcp.ClientSession, srv *server, name string) (*entry, error) {
	if e := g.current(srv, name); e != nil {
		return e, nil
	}
	srv.listMu.Lock()
	defer srv.listMu.Unlock()
	if e := g.current(srv, name); e != nil {
		return e, nil // listed by a concurrent call
	}
	all, err := listAll(ctx, next, cs)
	if err != nil {
		return nil, err
	}
	return entryNamed(all, g.absorb(ctx, srv, all, true), name), nil
}

// entryNamed returns the entry of the tool called name in a list, or nil.
func entryNamed(tools []*mcp.Tool, ents []*entry, name string) *entry {
	for i, t := range tools {
		if t != nil && t.Name == name && ents[i] != nil {
			return ents[i]
		}
	}
	return nil
}

// current returns a tool's entry if it can be used without listing. The
// entry found last is tried first, without the lock: it is used only
// while it is still the server's entry for the name.
func (g *Guard) current(srv *server, name string) *entry {
	if !srv.usable.Load() {
		return nil
	}
	e := srv.last.Load()
	if e == nil || e.name != name || e.gone.Load() {
		srv.mu.RLock()
		e = srv.tools[name]
		srv.mu.RUnlock()
		if e == nil {
			return nil
		}
		srv.last.Store(e)
	}
	if e.view != g.view.Load() {
		return nil
	}
	return e
}
