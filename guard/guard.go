package guard

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxResultChars is the default bound on a call result's text.
const DefaultMaxResultChars = 25000

// maxListPages bounds how many pages a lazy tools/list follows.
const maxListPages = 1000

// Options configure a [Guard]. A nil *Options, and every zero field, takes
// the stated default.
type Options struct {
	// Policy decides calls. Default: the "default" preset (read-only
	// tools allowed, everything else confirmed).
	Policy *rules.Policy
	// Server names the server for the policy's servers: section and the
	// audit log. Default: the name the server gives in its initialize
	// result. Set it when one Guard serves one client session.
	Server string
	// Confirmer is asked about every confirm decision. Default: DenyAll,
	// so nothing that needs a human runs without one.
	Confirmer Confirmer
	// Store keeps "always" approvals. Default: a FileStore at
	// DefaultStorePath, so they survive restarts; New fails if that file
	// exists but cannot be read. Where there is no user configuration
	// directory, a MemoryStore, with a warning in the log.
	Store Store
	// Logger receives one audit record per decision. Default: none.
	Logger *slog.Logger
	// Session is the agent session as rules see it (mode, scopes, labels).
	Session rules.Session
	// MaxResultChars bounds the text of a call result; longer text is
	// truncated and the result marked. Default DefaultMaxResultChars;
	// negative means no bound.
	MaxResultChars int
	// Transient classifies a failed attempt's error for retry rules.
	// Default: JSON-RPC internal and server errors, closed connections,
	// network errors and per-attempt timeouts are transient.
	Transient func(error) bool
	// Review, when set, is asked to release the result of every call of an
	// open-world tool before the model sees it, as a defence against
	// injected content. A rejection or error withholds the result.
	Review Reviewer
	// Operations adds inference from another source to hint resolution,
	// for example the HTTP methods of an OpenAPI document (see
	// package hints/openapi). Trust levels and overrides come from the policy.
	Operations map[string]hints.Inference
	// Sleep waits between retries; it must return early with the
	// context's error. Default: a timer. Tests inject their own.
	Sleep func(ctx context.Context, d time.Duration) error
}

// A Reviewer releases or withholds a result before the model sees it.
type Reviewer interface {
	Review(ctx context.Context, t *hints.Tool, res *mcp.CallToolResult) (release bool, err error)
}

// ReviewFunc adapts a function to [Reviewer].
type ReviewFunc func(ctx context.Context, t *hints.Tool, res *mcp.CallToolResult) (bool, error)

// Review calls f.
func (f ReviewFunc) Review(ctx context.Context, t *hints.Tool, res *mcp.CallToolResult) (bool, error) {
	return f(ctx, t, res)
}

var _ Reviewer = ReviewFunc(nil)

// Guard governs tools/list and tools/call on MCP client sessions: it
// resolves every listed tool's hints, hides what the policy hides, pins
// definitions, decides every call, asks for confirmation, retries what
// may be retried and writes an audit record of every decision.
//
// Its memory (pinned definitions, approvals for the session, tools
// already confirmed) is kept per server name, so it survives reconnects:
// the "session" of approvals is the Guard's life. A Guard is safe for
// concurrent use.
type Guard struct {
	policy    *rules.Policy
	resolver  *hints.Resolver
	confirmer Confirmer
	store     Store
	logger    *slog.Logger
	session   rules.Session
	maxChars  int
	transient func(error) bool
	review    Reviewer
	sleep     func(context.Context, time.Duration) error
	name      string

	mu      sync.RWMutex
	servers map[string]*server
	names   sync.Map // *mcp.ClientSession -> server name given by a Toolbox
}

type server struct {
	name   string
	listMu sync.Mutex // one lazy list at a time

	mu        sync.RWMutex
	tools     map[string]*entry
	stale     bool
	sessionOK map[string]string // tool -> fingerprint approved for the session
	confirmed map[string]bool   // tool + fingerprint + args digest
	pins      map[string]string // tool -> pinned fingerprint, as the store has it
	pinsRead  bool
}

// entry is a listed tool. Entries are immutable; a change replaces them.
type entry struct {
	tool    hints.Tool
	prep    *rules.Prepared
	pinned  string // the approved fingerprint
	changed bool
	hidden  bool
}

// New returns a Guard. opts may be nil.
func New(opts *Options) (*Guard, error) {
	if opts == nil {
		opts = &Options{}
	}
	g := &Guard{
		policy:    opts.Policy,
		confirmer: opts.Confirmer,
		store:     opts.Store,
		logger:    opts.Logger,
		session:   opts.Session,
		maxChars:  opts.MaxResultChars,
		transient: opts.Transient,
		review:    opts.Review,
		sleep:     opts.Sleep,
		name:      opts.Server,
		servers:   map[string]*server{},
	}
	if g.policy == nil {
		c, err := rules.Preset("default")
		if err != nil {
			return nil, err
		}
		if g.policy, err = rules.Compile(c); err != nil {
			return nil, err
		}
	}
	g.resolver = g.policy.Resolver(g.session, &hints.Options{Operations: opts.Operations})
	if g.confirmer == nil {
		g.confirmer = DenyAll()
	}
	if g.logger == nil {
		g.logger = slog.New(slog.DiscardHandler)
	}
	if g.store == nil {
		path, err := DefaultStorePath()
		if err != nil {
			g.logger.Warn("hintgate.store", slog.String("problem", "no configuration directory: always approvals last for this process only"), slog.String("error", err.Error()))
			g.store = &MemoryStore{}
		} else if g.store, err = NewFileStore(path); err != nil {
			return nil, err
		}
	}
	if g.maxChars == 0 {
		g.maxChars = DefaultMaxResultChars
	}
	if g.transient == nil {
		g.transient = IsTransient
	}
	if g.sleep == nil {
		g.sleep = sleep
	}
	return g, nil
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return context.Cause(ctx)
	case <-t.C:
		return nil
	}
}

// IsTransient is the default classification of failed attempts.
func IsTransient(err error) bool {
	var we *jsonrpc.Error
	if errors.As(err, &we) {
		return we.Code == jsonrpc.CodeInternalError || we.Code <= -32000 && we.Code >= -32099
	}
	var ne net.Error
	return errors.Is(err, mcp.ErrConnectionClosed) || errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &ne)
}

// Attach adds the guard to a client: every tools/list and tools/call of
// its sessions is governed, and a server's notifications/tools/list_changed
// makes the guard list the server's tools again before the next call.
func (g *Guard) Attach(c *mcp.Client) {
	c.AddSendingMiddleware(g.Middleware())
	c.AddReceivingMiddleware(g.ReceivingMiddleware())
}

type bypassKey struct{}

// Middleware returns the sending middleware that governs tools/list and
// tools/call. Other methods pass through.
func (g *Guard) Middleware() mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if ctx.Value(bypassKey{}) != nil {
				return next(ctx, method, req)
			}
			switch method {
			case "tools/list":
				return g.list(ctx, next, req)
			case "tools/call":
				return g.call(ctx, next, req)
			}
			return next(ctx, method, req)
		}
	}
}

// ReceivingMiddleware returns the receiving middleware that notices
// notifications/tools/list_changed.
func (g *Guard) ReceivingMiddleware() mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "notifications/tools/list_changed" {
				cs, _ := req.GetSession().(*mcp.ClientSession)
				srv := g.server(g.serverName(cs))
				srv.mu.Lock()
				srv.stale = true
				srv.mu.Unlock()
			}
			return next(ctx, method, req)
		}
	}
}

func (g *Guard) serverName(cs *mcp.ClientSession) string {
	if n, ok := g.names.Load(cs); ok && cs != nil {
		return n.(string)
	}
	if g.name != "" {
		return g.name
	}
	if cs != nil {
		if ir := cs.InitializeResult(); ir != nil && ir.ServerInfo != nil {
			return ir.ServerInfo.Name
		}
	}
	return ""
}

func (g *Guard) server(name string) *server {
	g.mu.RLock()
	s := g.servers[name]
	g.mu.RUnlock()
	if s != nil {
		return s
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	s = g.servers[name]
	if s == nil {
		s = &server{name: name, tools: map[string]*entry{}, sessionOK: map[string]string{}, confirmed: map[string]bool{}}
		g.servers[name] = s
	}
	return s
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
	srv := g.server(g.serverName(cs))
	p, _ := req.GetParams().(*mcp.ListToolsParams)
	complete := (p == nil || p.Cursor == "") && lr.NextCursor == ""
	entries := g.absorb(ctx, srv, lr.Tools, complete)
	out := *lr
	out.Tools = make([]*mcp.Tool, 0, len(lr.Tools))
	for _, t := range lr.Tools {
		if t == nil {
			continue
		}
		if e := entries[t.Name]; e != nil && !e.hidden {
			out.Tools = append(out.Tools, t)
		}
	}
	return &out, nil
}

// absorb resolves listed tools and records them, noticing changed
// definitions. A tool whose definition is the same as last time keeps its
// entry without being resolved again. A complete list also forgets tools
// no longer listed, so they cannot be called. It returns the entries by
// name.
func (g *Guard) absorb(ctx context.Context, srv *server, tools []*mcp.Tool, complete bool) map[string]*entry {
	out := make(map[string]*entry, len(tools))
	srv.mu.Lock()
	defer srv.mu.Unlock()
	fresh := tools[:0:0]
	for _, t := range tools {
		if t == nil {
			fresh = append(fresh, t) // reported by ResolveList
			continue
		}
		if prev := srv.tools[t.Name]; prev != nil && out[t.Name] == nil && sameDefinition(prev.tool.Definition, t) {
			out[t.Name] = prev
			continue
		}
		fresh = append(fresh, t)
	}
	if len(fresh) > 0 {
		g.absorbFresh(ctx, srv, fresh, out)
	}
	if complete {
		for name := range srv.tools {
			if out[name] == nil {
				delete(srv.tools, name)
			}
		}
		srv.stale = false
	}
	return out
}

// absorbFresh resolves new or changed definitions; srv.mu is held.
func (g *Guard) absorbFresh(ctx context.Context, srv *server, tools []*mcp.Tool, out map[string]*entry) {
	// A name listed twice, once unchanged, must be merged with its twin.
	for _, t := range tools {
		if t != nil && out[t.Name] != nil {
			tools = append(tools, out[t.Name].tool.Definition)
			delete(out, t.Name)
		}
	}
	resolved, problems := g.resolver.ResolveList(srv.name, tools)
	for _, p := range problems {
		g.logger.LogAttrs(ctx, slog.LevelWarn, "hintgate.list", slog.String("server", srv.name), slog.String("problem", p))
	}
	pinStore, persistent := g.store.(PinStore)
	if persistent && !srv.pinsRead {
		pins, err := pinStore.Pins(ctx, srv.name)
		if err != nil {
			g.logger.LogAttrs(ctx, slog.LevelError, "hintgate.store", slog.String("server", srv.name), slog.String("error", err.Error()))
		}
		srv.pins, srv.pinsRead = pins, true
	}
	if srv.pins == nil {
		srv.pins = map[string]string{}
	}
	newPins := map[string]string{}
	for i := range resolved {
		t := &resolved[i]
		prev := srv.tools[t.Name]
		e := &entry{tool: *t, pinned: t.Fingerprint}
		switch stored, known := srv.pins[t.Name]; {
		case prev != nil && prev.tool.Fingerprint == t.Fingerprint:
			out[t.Name] = prev
			continue
		case prev != nil:
			e.pinned = prev.pinned
		case known:
			e.pinned = stored // pinned before this process started
		default:
			srv.pins[t.Name] = t.Fingerprint
			newPins[t.Name] = t.Fingerprint
		}
		e.changed = t.Fingerprint != e.pinned
		if e.changed {
			g.logger.LogAttrs(ctx, slog.LevelWarn, "hintgate.changed",
				slog.String("server", srv.name), slog.String("tool", t.Name),
				slog.String("pinned", e.pinned), slog.String("fingerprint", t.Fingerprint))
		}
		g.prepare(e)
		srv.tools[t.Name] = e
		out[t.Name] = e
	}
	if persistent && len(newPins) > 0 {
		if err := pinStore.SetPins(ctx, srv.name, newPins); err != nil {
			g.logger.LogAttrs(ctx, slog.LevelError, "hintgate.store", slog.String("server", srv.name), slog.String("error", err.Error()))
		}
	}
}

// sameDefinition reports whether two definitions are the same in every
// part the fingerprint covers, without hashing.
func sameDefinition(a, b *mcp.Tool) bool {
	if a == nil || b == nil {
		return false
	}
	if a == b {
		return true
	}
	if a.Name != b.Name || a.Title != b.Title || a.Description != b.Description {
		return false
	}
	if (a.Annotations == nil) != (b.Annotations == nil) {
		return false
	}
	if a.Annotations != nil {
		x, y := a.Annotations, b.Annotations
		if x.Title != y.Title || x.ReadOnlyHint != y.ReadOnlyHint || x.IdempotentHint != y.IdempotentHint ||
			!sameBoolPtr(x.DestructiveHint, y.DestructiveHint) || !sameBoolPtr(x.OpenWorldHint, y.OpenWorldHint) {
			return false
		}
	}
	return sameJSON(a.InputSchema, b.InputSchema, 0)
}

func sameBoolPtr(a, b *bool) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// sameJSON compares values decoded from JSON. Other types compare
// unequal, which only costs a fresh resolution.
func sameJSON(a, b any, depth int) bool {
	if depth > 64 {
		return false
	}
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		return ok && x == y
	case float64:
		y, ok := b.(float64)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !sameJSON(v, w, depth+1) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameJSON(x[i], y[i], depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

func (g *Guard) prepare(e *entry) {
	e.tool.Changed = e.changed
	e.prep = g.policy.Prepare(&e.tool, g.session)
	// Whether a tool is listed depends on the tool alone.
	d := g.policy.Decide(e.prep, rules.Call{Attempt: 1})
	e.hidden = d.Action == rules.Hide
}

// lookup returns a tool's entry, listing the server's tools first when the
// tool is unknown or the list is stale.
func (g *Guard) lookup(ctx context.Context, next mcp.MethodHandler, cs *mcp.ClientSession, srv *server, name string) (*entry, error) {
	srv.mu.RLock()
	e, stale := srv.tools[name], srv.stale
	srv.mu.RUnlock()
	if e != nil && !stale {
		return e, nil
	}
	srv.listMu.Lock()
	defer srv.listMu.Unlock()
	srv.mu.RLock()
	e, stale = srv.tools[name], srv.stale
	srv.mu.RUnlock()
	if e != nil && !stale {
		return e, nil // listed by a concurrent call
	}
	var all []*mcp.Tool
	cursor := ""
	for page := 0; ; page++ {
		if page == maxListPages {
			return nil, fmt.Errorf("tools/list: more than %d pages", maxListPages)
		}
		res, err := next(ctx, "tools/list", &mcp.ClientRequest[mcp.Params]{Session: cs, Params: &mcp.ListToolsParams{Cursor: cursor}})
		if err != nil {
			return nil, fmt.Errorf("tools/list: %w", err)
		}
		lr, ok := res.(*mcp.ListToolsResult)
		if !ok {
			return nil, fmt.Errorf("tools/list returned %T", res)
		}
		all = append(all, lr.Tools...)
		if lr.NextCursor == "" || lr.NextCursor == cursor {
			break
		}
		cursor = lr.NextCursor
	}
	return g.absorb(ctx, srv, all, true)[name], nil
}

// argsOf returns a call's arguments as a JSON object.
func argsOf(a any) (map[string]any, error) {
	switch v := a.(type) {
	case nil:
		return map[string]any{}, nil
	case map[string]any:
		return v, nil
	}
	data, err := json.Marshal(a)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, errors.New("arguments are not a JSON object")
	}
	if m == nil {
		m = map[string]any{}
	}
	return m, nil
}

// Digest identifies a call's arguments: a short SHA-256 of their JSON,
// with object keys sorted. It is what audit records carry instead of the
// arguments themselves.
func Digest(args map[string]any) string {
	data, err := json.Marshal(args)
	if err != nil {
		data = []byte(fmt.Sprint(args))
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:12])
}
