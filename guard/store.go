package guard

import (
	"cmp"
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"
)

// Approval is a lasting ("always") approval: a tool of a server (the
// user's name for it), bound to its definition's fingerprint, so a
// changed definition voids it, and to what the human approved: the exact
// arguments (Args) or an argument pattern ([Match]). An approval with
// neither covers nothing.
type Approval struct {
	Server      string `json:"server"`
	Tool        string `json:"tool"`
	Fingerprint string `json:"fingerprint"`
	// Args is the SHA-256 (hex) of the approved arguments' JSON, with
	// object keys sorted; a store holding it should be private to the user.
	Args  string `json:"args,omitempty"`
	Match Match  `json:"match,omitempty"`
	// Subject, when set, makes this a session approval of that subject
	// (see [WithSubject]): it covers only calls made for the same
	// subject, by every guard sharing the store, so a conversation's
	// "for the session" holds on every replica. Empty: an "always"
	// approval.
	Subject string `json:"subject,omitempty"`
}

func (a Approval) covers(fp string, args map[string]any, hash func() string) bool {
	if a.Fingerprint != fp {
		return false
	}
	if len(a.Match) > 0 {
		return a.Match.Covers(args)
	}
	return a.Args != "" && a.Args == hash()
}

func (a Approval) same(b Approval) bool {
	return a.Server == b.Server && a.Tool == b.Tool && a.Fingerprint == b.Fingerprint && a.Args == b.Args &&
		a.Subject == b.Subject && maps.Equal(a.Match, b.Match)
}

// A Store keeps what the guard remembers beyond one process: lasting
// approvals; per server, the pinned fingerprint of each tool's definition
// (first seen or last approved), so that a definition changed while the
// agent was not running is noticed; and pending approvals, so that a call
// deferred by one replica can be decided and resumed by another. It is
// one interface so that a store cannot keep one and silently lose the
// others; later versions may add methods, so wrap an existing store
// rather than implementing it from nothing. The stores are
// [MemoryStore], [FileStore] and, in package guard/pgstore, PostgreSQL.
//
// Pending approvals follow the state machine of [State]; the Apply
// functions ([ApplyDecision], [ApplyClaim], [ApplyOutcome]) are its
// reference, and a store applies each transition atomically: of two
// replicas claiming the same approval, exactly one succeeds.
//
// Implementations must be safe for concurrent use. An error from a read
// counts as "nothing recorded": it never approves.
type Store interface {
	// Approvals returns the lasting approvals recorded for a server's
	// tool, session approvals of every subject included.
	Approvals(ctx context.Context, server, tool string) ([]Approval, error)
	// Approve records a lasting approval.
	Approve(ctx context.Context, a Approval) error
	// Pins returns the server's pinned fingerprints by tool name.
	Pins(ctx context.Context, server string) (map[string]string, error)
	// SetPins records pins for some of the server's tools.
	SetPins(ctx context.Context, server string, pins map[string]string) error

	// AddPending records a new pending approval (state pending).
	AddPending(ctx context.Context, p *PendingApproval) error
	// GetPending returns a pending approval, in whatever state, or an
	// error wrapping [ErrNotFound].
	GetPending(ctx context.Context, id string) (*PendingApproval, error)
	// ListPending returns the approvals q selects, oldest first.
	ListPending(ctx context.Context, q Query) ([]*PendingApproval, error)
	// Decide records a decision ([ApplyDecision]) and returns the result.
	Decide(ctx context.Context, id string, d Decision) (*PendingApproval, error)
	// Claim takes the lease on an approved call for replica by
	// ([ApplyClaim]). It returns the approval as it stands, with the error
	// when the claim failed.
	Claim(ctx context.Context, id, by string, lease time.Duration) (*PendingApproval, error)
	// Complete records a claimed call's outcome ([ApplyOutcome]).
	Complete(ctx context.Context, id, by string, s State, result json.RawMessage) error
	// Wait blocks until the approval's state is no longer from (or ctx
	// ends) and returns it: how a confirmer in one process learns of a
	// decision recorded in another.
	Wait(ctx context.Context, id string, from State) (*PendingApproval, error)
}

// A PendingCounter is a [Store] that counts the approvals a query selects
// without reading them. The guard counts a subject's waiting calls
// before each deferral (see [Options.MaxPending]): those in state
// pending whose own expiry is ahead ([Query.ExpiresAfter]). A store that
// is a PendingCounter is asked to count; another lists them, arguments
// and all, and the guard counts what it lists that the query selects.
//
// A count must never be lower than the number of approvals q selects
// (up to q.Limit): a store that cannot apply a field of q, or ignores
// one added after it was written, counts as if the field were zero,
// which selects more. Too high a count refuses calls; too low a count
// would let a subject fill the store.
type PendingCounter interface {
	// CountPending returns how many approvals q selects, or q.Limit if
	// that is fewer (when it is set).
	CountPending(ctx context.Context, q Query) (int, error)
}

// MemoryStore keeps approvals, pins and pending approvals for the life
// of the process: the default store. Guards in one process can share it.
// It holds at most 10,000 pending approvals that are not over; past that,
// a call that needs one is refused. The zero value is ready to use and
// safe for concurrent use.
type MemoryStore struct {
	mu        sync.RWMutex
	approvals []Approval
	pins      map[string]map[string]string
	pending   map[string]*PendingApproval
	changed   chan struct{} // closed and replaced on every change of pending
}

// Approvals returns the approvals recorded for a server's tool.
func (s *MemoryStore) Approvals(_ context.Context, server, tool string) ([]Approval, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return approvalsFor(s.approvals, server, tool), nil
}

// Approve records a.
func (s *MemoryStore) Approve(_ context.Context, a Approval) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.approvals = addApproval(s.approvals, a)
	return nil
}

// Pins returns the server's pins.
func (s *MemoryStore) Pins(_ context.Context, server string) (map[string]string, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return maps.Clone(s.pins[server]), nil
}

// SetPins records pins.
func (s *MemoryStore) SetPins(_ context.Context, server string, pins map[string]string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pins == nil {
		s.pins = map[string]map[string]string{}
	}
	if s.pins[server] == nil {
		s.pins[server] = map[string]string{}
	}
	maps.Copy(s.pins[server], pins)
	return nil
}

func approvalsFor(all []Approval, server, tool string) []Approval {
	var out []Approval
	for _, a := range all {
		if a.Server == server && a.Tool == tool {
			a.Match = a.Match.clone()
			out = append(out, a)
		}
	}
	return out
}

func addApproval(all []Approval, a Approval) []Approval {
	for _, b := range all {
		if b.same(a) {
			return all
		}
	}
	a.Match = a.Match.clone()
	return append(all, a)
}

func sortApprovals(a []Approval) {
	slices.SortFunc(a, func(x, y Approval) int {
		return cmp.Or(strings.Compare(x.Server, y.Server), strings.Compare(x.Tool, y.Tool),
			strings.Compare(x.Fingerprint, y.Fingerprint), strings.Compare(x.Args, y.Args))
	})
}

var (
	_ Store = (*MemoryStore)(nil)
	_ Store = (*FileStore)(nil)
)
