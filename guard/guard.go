package guard

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxResultChars is the default bound on a call result's text.
const DefaultMaxResultChars = 25000

// DefaultMaxArgBytes is the default bound on a call's arguments: 1 MiB,
// measured as [Options.MaxArgBytes] says.
const DefaultMaxArgBytes = 1 << 20

// DefaultListMaxAge is how long a server's complete tool list is trusted,
// by default, before a call lists the tools again.
const DefaultListMaxAge = 5 * time.Second

// Options configure a [Guard]. A nil *Options, and every zero field, takes
// the stated default. The zero Options touch nothing outside the process.
type Options struct {
	// Policy decides calls. Default: the "default" preset (read-only
	// tools allowed, everything else confirmed).
	Policy *rules.Policy
	// Server is the user's name for the server of every connection not
	// named otherwise (by [Guard.Connect], [Guard.Name] or
	// [Toolbox.Add]). Default: none, and such connections are [Unnamed].
	Server string
	// Confirmer is asked about every confirm decision. Default: DenyAll,
	// so nothing that needs a human runs without one.
	Confirmer Confirmer
	// Store keeps lasting approvals and pins. Default: a new
	// [MemoryStore], so nothing outlives the process. Use a [FileStore]
	// (at [DefaultStorePath], say) to keep them across restarts.
	Store Store
	// Logger receives one audit record per decision. Default: none.
	Logger *slog.Logger
	// Session is the agent session as rules see it (mode, scopes, labels).
	// [Guard.SetSession] replaces it later.
	Session rules.Session
	// MaxResultChars bounds the text of a call result; longer text is
	// truncated and the result marked. Default DefaultMaxResultChars;
	// negative means no bound.
	MaxResultChars int
	// MaxResultBytes bounds the binary content of a call result, in bytes
	// all together: image and audio data and embedded resources' blobs
	// (decoded: base64 on the wire is a third more) and resource links'
	// icons. Blocks are kept in order while they fit; one that does not is
	// replaced by a text notice naming its kind, media type and size, and
	// the result is marked. Default DefaultMaxResultBytes; negative means
	// no bound. Structured content counts against MaxResultChars.
	MaxResultBytes int
	// MaxArgBytes bounds a call's arguments, measured as their JSON
	// (strings and keys by their bytes, escapes aside; a Go value other
	// than what decoding JSON produces by its encoding). A call with
	// more is denied before the policy sees it, with an
	// [*ArgsTooLargeError]: every rule that reads the arguments does
	// work that grows with them. Default DefaultMaxArgBytes; negative
	// means no bound.
	MaxArgBytes int
	// ListMaxAge is how long a server's complete tool list is trusted
	// before a call lists the tools again, so that a definition changed
	// on the server is noticed even when no notifications/tools/list_changed
	// reaches the client (go-sdk delivers it only to clients with a
	// ToolListChangedHandler). Default DefaultListMaxAge; negative means
	// until a notification.
	ListMaxAge time.Duration
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
	// PendingTTL is how long a deferred call's approval stays valid, from
	// the moment it is deferred. Default DefaultPendingTTL; negative is an
	// error.
	PendingTTL time.Duration
	// MaxPending bounds the deferred calls one subject ([WithSubject])
	// may have waiting for a decision at once, so that one conversation's
	// model cannot fill the store for everyone: past it, the subject's
	// calls that need approval are refused (rule "too-many-pending")
	// until some are decided or expire. A call waits while it is
	// pending and its own expiry is ahead, whichever replica deferred
	// it and with whatever PendingTTL ([Query.ExpiresAfter]); an expired
	// call does not count, though nothing marked it expired. Calls made
	// with no subject are one subject of their own ([Query.NoSubject]):
	// another subject's calls do not count against them. A call for a
	// subject that is not valid UTF-8 is not deferred (a store keeps
	// text). A guard counts and records one subject's deferrals one at a
	// time (calls made at once included); replicas sharing a store may
	// pass the bound by as many as they are. A store that is a
	// [PendingCounter] counts them without reading them. Default
	// DefaultMaxPending; negative means no bound.
	MaxPending int
	// ClaimLease is how long a replica resuming a call holds its claim;
	// it must be longer than the call takes. Default DefaultClaimLease;
	// negative is an error.
	ClaimLease time.Duration
	// Replica names this process in claims and audit records. Default: a
	// random id.
	Replica string
	// Keyring verifies approval tokens ([WithToken]). Default: none, and
	// tokens are ignored.
	Keyring *Keyring
	// Sleep waits between retries; it must return early with the
	// context's error. Default: a timer. Tests inject their own.
	Sleep func(ctx context.Context, d time.Duration) error
}

// A Reviewer releases or withholds a result before the model sees it. An
// error withholds it; so does a panic, which the guard recovers.
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
// already confirmed) is kept per server, under the name the user gave the
// server, so it survives reconnects: the "session" of approvals is the
// Guard's life. A Guard is safe for concurrent use.
type Guard struct {
	// What every call reads comes first: calls run with the caches a
	// round trip leaves cold.
	policy   *rules.Policy
	view     atomic.Pointer[view]
	recent   atomic.Pointer[binding] // serverOf's last answer, valid while naming has not changed
	naming   atomic.Uint64           // calls of Name that named a session
	protect  *protect
	parents  *parents
	maxChars int
	maxBytes int
	maxArgs  int // bytes; negative: no bound
	maxAge   time.Duration
	review   Reviewer
	audited  bool // a logger was given: calls are audited
	name     string

	ops       map[string]hints.Inference
	confirmer Confirmer
	store     Store
	logger    *slog.Logger
	transient func(error) bool
	sleep     func(context.Context, time.Duration) error
	key       [32]byte  // digests of arguments
	macs      sync.Pool // hash.Hash: HMAC-SHA256 under key

	pendingTTL time.Duration
	maxPending int // negative: no bound
	deferring  *deferLocks
	lease      time.Duration
	replica    string
	keyring    *Keyring

	mu      sync.RWMutex
	servers map[string]*server // by the user's name
	// Allocated apart from the Guard: the cleanups that empty them when a
	// session is collected hold the maps, not the Guard, which may (through
	// a confirmer, say) hold the session.
	names *sync.Map // weak.Pointer[mcp.ClientSession] -> the user's name for its server
	anon  *sync.Map // weak.Pointer[mcp.ClientSession] -> *server of an unnamed connection
}

// view is the session as rules see it and the resolver built for it;
// entries made under an older view are resolved again.
type view struct {
	session  rules.Session
	resolver *hints.Resolver
}

// New returns a Guard. opts may be nil.
func New(opts *Options) (*Guard, error) {
	if opts == nil {
		opts = &Options{}
	}
	g := &Guard{
		policy:    opts.Policy,
		ops:       opts.Operations,
		confirmer: opts.Confirmer,
		store:     opts.Store,
		logger:    opts.Logger,
		audited:   opts.Logger != nil,
		maxChars:  opts.MaxResultChars,
		maxBytes:  opts.MaxResultBytes,
		maxArgs:   cmp.Or(opts.MaxArgBytes, DefaultMaxArgBytes),
		maxAge:    opts.ListMaxAge,
		transient: opts.Transient,
		review:    opts.Review,
		sleep:     opts.Sleep,
		name:      opts.Server,
		servers:   map[string]*server{},
		names:     new(sync.Map),
		anon:      new(sync.Map),

		pendingTTL: cmp.Or(opts.PendingTTL, DefaultPendingTTL),
		maxPending: cmp.Or(opts.MaxPending, DefaultMaxPending),
		deferring:  newDeferLocks(),
		lease:      cmp.Or(opts.ClaimLease, DefaultClaimLease),
		replica:    cmp.Or(opts.Replica, "replica-"+NewApprovalID()[:12]),
		keyring:    opts.Keyring,
	}
	// A negative TTL records calls already expired, which MaxPending
	// never counts and no human can approve; a negative lease lets
	// another replica take over a claim as it is made.
	if opts.PendingTTL < 0 || opts.ClaimLease < 0 {
		return nil, fmt.Errorf("guard: Options.PendingTTL (%v) and Options.ClaimLease (%v) may not be negative", opts.PendingTTL, opts.ClaimLease)
	}
	if g.name != "" {
		if err := checkName(g.name); err != nil {
			return nil, err
		}
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
	g.view.Store(g.newView(opts.Session))
	if g.confirmer == nil {
		g.confirmer = DenyAll()
	}
	if g.logger == nil {
		g.logger = slog.New(slog.DiscardHandler)
	}
	if g.store == nil {
		g.store = &MemoryStore{}
	}
	if g.maxChars == 0 {
		g.maxChars = DefaultMaxResultChars
	}
	if g.maxBytes == 0 {
		g.maxBytes = DefaultMaxResultBytes
	}
	if g.maxAge == 0 {
		g.maxAge = DefaultListMaxAge
	}
	if g.transient == nil {
		g.transient = IsTransient
	}
	if g.sleep == nil {
		g.sleep = sleep
	}
	rand.Read(g.key[:])
	var dirs []string
	if p, err := DefaultStorePath(); err == nil {
		dirs = append(dirs, filepath.Dir(p))
	}
	if fs, ok := g.store.(*FileStore); ok {
		dirs = append(dirs, filepath.Dir(fs.Path()))
	}
	g.protect = newProtect(dirs)
	g.parents = newParents(dirs, g.protect.home)
	return g, nil
}

func (g *Guard) newView(s rules.Session) *view {
	return &view{session: s, resolver: g.policy.Resolver(s, &hints.Options{Operations: g.ops})}
}

// SetSession replaces the session as rules see it (mode, scopes, labels),
// for example between turns. Approvals and pins are kept; every tool is
// resolved and decided again under the new session on the next list or
// call, so tools the policy hides in it disappear and others appear.
func (g *Guard) SetSession(s rules.Session) {
	g.view.Store(g.newView(s))
	g.eachServer(func(srv *server) { srv.usable.Store(false) })
}

// Session returns the session as rules see it.
func (g *Guard) Session() rules.Session { return g.view.Load().session }

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
// its sessions is governed. A server's notifications/tools/list_changed,
// when it reaches the client, makes the guard list the server's tools
// again before the next call; so does a list older than
// Options.ListMaxAge, which needs no notification.
func (g *Guard) Attach(c *mcp.Client) {
	c.AddSendingMiddleware(g.Middleware())
	c.AddReceivingMiddleware(g.ReceivingMiddleware())
}

// bypassKey marks a request a Conn of guard g sends through its session,
// which the same guard, attached to the client, lets pass: it is governed
// once. Other guards do not recognise it.
type bypassKey struct{ g *Guard }

// Middleware returns the sending middleware that governs tools/list and
// tools/call. Other methods pass through.
func (g *Guard) Middleware() mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method != "tools/list" && method != "tools/call" || ctx.Value(bypassKey{g}) != nil {
				return next(ctx, method, req)
			}
			if method == "tools/list" {
				return g.list(ctx, next, req)
			}
			return g.call(ctx, next, req)
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
				g.serverOf(cs).usable.Store(false)
			}
			return next(ctx, method, req)
		}
	}
}
