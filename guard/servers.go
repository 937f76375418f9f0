package guard

import (
	"context"
	"fmt"
	"regexp"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"
	"weak"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Unnamed is the server name the policy and the audit log see for a
// connection the user did not name: the policy's servers: {"*": …} entry
// sets its trust (checked when there is none). Unnamed connections never
// share approvals or pins, with each other or with a named server, and
// nothing about them is kept in the [Store].
const Unnamed = "*"

// serverNameRE is what a server name may be: the keys of MCP client
// configuration files ("brave_search", "github.com"), never "*".
var serverNameRE = regexp.MustCompile(`^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$`)

func checkName(name string) error {
	if !serverNameRE.MatchString(name) {
		return fmt.Errorf("guard: server name %q: want 1 to 64 letters, digits, dashes, underscores or dots, not starting with a dot", name)
	}
	return nil
}

// server is what the guard knows about one server: the user's name for
// it, its listed tools, its approvals and pins. Named servers are shared
// by every connection with that name, so approvals survive reconnects;
// an unnamed connection has a server of its own.
type server struct {
	name    string // the user's name, or Unnamed
	durable bool   // named by the user: pins and always approvals go to the store
	listMu  sync.Mutex

	// usable: calls may use the entries without listing the tools
	// first. A complete list sets it; a notification, a new session and
	// the list growing older than ListMaxAge (expiry) clear it.
	usable atomic.Bool
	expiry *time.Timer           // under mu
	last   atomic.Pointer[entry] // the entry current found last

	mu        sync.RWMutex
	tools     map[string]*entry
	lists     uint64             // lists absorbed; see absorb
	order     []*entry           // the entries of the last list absorbed, in its order
	grants    map[string][]grant // tool -> approvals for the session
	confirmed map[string]bool    // tool + fingerprint + args digest
	// nconfirmed is len(confirmed), read without mu.
	nconfirmed atomic.Int64
	pins       map[string]string // tool -> pinned fingerprint
	pinsRead   bool
}

func newServer(name string, durable bool) *server {
	return &server{name: name, durable: durable, tools: map[string]*entry{},
		grants: map[string][]grant{}, confirmed: map[string]bool{}}
}

// Connect connects client to a server over t, under name: the user's name
// for the server, which the policy's servers: section, the approvals and
// the pins are keyed on (never the name the server reports). Names are 1
// to 64 letters, digits, dashes, underscores or dots, not starting with a
// dot. Attach the guard to client first for
// the session's own ListTools and CallTool to be governed; [Guard.Wrap]
// governs either way.
func (g *Guard) Connect(ctx context.Context, client *mcp.Client, name string, t mcp.Transport, opts *mcp.ClientSessionOptions) (*mcp.ClientSession, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	cs, err := client.Connect(ctx, t, opts)
	if err != nil {
		return nil, err
	}
	if err := g.Name(cs, name); err != nil {
		cs.Close()
		return nil, err
	}
	return cs, nil
}

// Name gives a session connected elsewhere the user's name for its
// server (see [Guard.Connect]). A session is named once, before its
// tools are used; naming it again with another name is an error.
func (g *Guard) Name(cs *mcp.ClientSession, name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	if cs == nil {
		return fmt.Errorf("guard: Name of a nil session")
	}
	key := weak.Make(cs)
	prev, loaded := g.names.LoadOrStore(key, name)
	if loaded && prev != name {
		return fmt.Errorf("guard: session already named %q", prev)
	}
	if !loaded {
		names := g.names // not g: the cleanup must not keep the guard alive
		runtime.AddCleanup(cs, func(k weak.Pointer[mcp.ClientSession]) { names.Delete(k) }, key)
		g.naming.Add(1) // after the name is stored: serverOf's last answer may be stale
	}
	return nil
}

// binding is a session's server as serverOf last found it.
type binding struct {
	cs     weak.Pointer[mcp.ClientSession]
	addr   uintptr // the session's address, compared first; 0 for none
	naming uint64  // Guard.naming when it was found
	srv    *server
}

// serverOf returns the server a session's requests belong to.
// Sessions are held weakly: what the guard keeps for a session goes when
// the session does.
//
// The last answer is kept (Guard.recent) and given again to the same
// session while no session was named since: the session must be the
// same object, still alive (a new session at the address of a collected
// one is not), so a session never gets another's server.
func (g *Guard) serverOf(cs *mcp.ClientSession) *server {
	addr := uintptr(unsafe.Pointer(cs))
	if b := g.recent.Load(); b != nil && b.addr == addr && b.naming == g.naming.Load() && (cs == nil || b.cs.Value() == cs) {
		return b.srv
	}
	naming := g.naming.Load() // before the lookup: a Name during it makes the answer stale
	key := weak.Make(cs)
	srv := g.findServer(cs, key)
	g.recent.Store(&binding{cs: key, addr: addr, naming: naming, srv: srv})
	return srv
}

// findServer is serverOf without the last answer.
func (g *Guard) findServer(cs *mcp.ClientSession, key weak.Pointer[mcp.ClientSession]) *server {
	if cs != nil {
		if n, ok := g.names.Load(key); ok {
			return g.named(n.(string))
		}
	}
	if g.name != "" {
		return g.named(g.name)
	}
	// Keyed per connection, never on a name the server chose.
	if s, ok := g.anon.Load(key); ok {
		return s.(*server)
	}
	s, loaded := g.anon.LoadOrStore(key, newServer(Unnamed, false))
	if !loaded && cs != nil {
		anon := g.anon // not g: the cleanup must not keep the guard alive
		runtime.AddCleanup(cs, func(k weak.Pointer[mcp.ClientSession]) { anon.Delete(k) }, key)
	}
	return s.(*server)
}

func (g *Guard) named(name string) *server {
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
		s = newServer(name, true)
		g.servers[name] = s
	}
	return s
}

// eachServer calls f for every server the guard knows.
func (g *Guard) eachServer(f func(*server)) {
	g.mu.RLock()
	all := make([]*server, 0, len(g.servers))
	for _, s := range g.servers {
		all = append(all, s)
	}
	g.mu.RUnlock()
	g.anon.Range(func(_, v any) bool { all = append(all, v.(*server)); return true })
	for _, s := range all {
		f(s)
	}
}
