package guard_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// One conversation's model that makes call after call needing approval
// filled the store: the MemoryStore's 10,000 left every other user's
// calls refused, and a PostgreSQL table grew without end. A subject
// (WithSubject) may have at most MaxPending calls waiting; past that its
// calls are refused until some are decided or expire, and other subjects
// are not affected.
func TestMaxPendingPerSubject(t *testing.T) {
	store := &guard.MemoryStore{}
	g := newGuard(t, &guard.Options{Store: store, Confirmer: deferAll, MaxPending: 3, Policy: mustPolicy(t, "default: confirm\n")})
	conn, _ := bank(t, g)
	alice := guard.WithSubject(context.Background(), "alice")
	call := func(ctx context.Context, i int) (*guard.PendingApproval, *guard.Block) {
		t.Helper()
		res, err := conn.CallTool(ctx, "transfer", map[string]any{"n": float64(i)})
		if err != nil {
			t.Fatal(err)
		}
		p, _ := guard.Pending(res)
		b, _ := guard.Blocked(res)
		return p, b
	}
	var first *guard.PendingApproval
	for i := range 3 {
		p, b := call(alice, i)
		if p == nil {
			t.Fatalf("call %d not deferred: %+v", i, b)
		}
		first = cmp(first, p)
	}
	p, b := call(alice, 3)
	if p != nil || b == nil || b.Rule != "too-many-pending" {
		t.Fatalf("fourth call: pending %v, block %+v", p, b)
	}
	if n, _ := store.ListPending(context.Background(), guard.Query{Subject: "alice"}); len(n) != 3 {
		t.Errorf("alice has %d pending, want 3", len(n))
	}
	if p, b := call(guard.WithSubject(context.Background(), "bob"), 0); p == nil {
		t.Errorf("bob's call not deferred: %+v", b)
	}
	if _, err := guard.NewApprovals(store, nil).Decide(context.Background(), first.ID, guard.Decision{Approve: false, By: "ops"}); err != nil {
		t.Fatal(err)
	}
	if p, b := call(alice, 4); p == nil {
		t.Errorf("after a decision, alice's call not deferred: %+v", b)
	}
}

// The bound holds by default.
func TestMaxPendingDefault(t *testing.T) {
	store := &guard.MemoryStore{}
	g := newGuard(t, &guard.Options{Store: store, Confirmer: deferAll, Policy: mustPolicy(t, "default: confirm\n")})
	conn, _ := bank(t, g)
	ctx := guard.WithSubject(context.Background(), "mallory")
	deferred := 0
	for i := range guard.DefaultMaxPending + 5 {
		res, err := conn.CallTool(ctx, "transfer", map[string]any{"n": fmt.Sprint(i)})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := guard.Pending(res); ok {
			deferred++
		}
	}
	if deferred != guard.DefaultMaxPending {
		t.Errorf("%d calls deferred, want %d", deferred, guard.DefaultMaxPending)
	}
}

// Replicas sharing a store may run with different PendingTTLs (a rolling
// deploy changing it, two services on one database). A subject's waiting
// calls were counted as those created within the counting replica's own
// TTL: a replica with a 1-hour TTL did not count the calls a 24-hour
// replica deferred two hours ago, still waiting, and let the subject pass
// MaxPending; a 24-hour replica counted calls whose 1-hour expiry had
// passed (still "pending" in the store, since no sweeper marks them) and
// refused calls it should have deferred. A call waits while its own
// expiry is ahead, whoever deferred it.
func TestMaxPendingAcrossTTLs(t *testing.T) {
	for _, name := range []string{"memory", "file", "lister"} {
		open := func(t *testing.T) guard.Store { return pendingStores(t)[name] }
		t.Run(name, func(t *testing.T) {
			t.Run("long-lived calls count", func(t *testing.T) {
				store := open(t)
				// Deferred two hours ago by a replica with a 24-hour TTL.
				waiting(t, store, "alice", 3, -2*time.Hour, 22*time.Hour)
				short := ttlReplica(t, store, time.Hour)
				if p, b := deferOne(t, short, "alice", 0); p != nil || b == nil || b.Rule != "too-many-pending" {
					t.Errorf("1-hour replica: alice's 4th waiting call: deferred %t, block %+v; want too-many-pending", p != nil, b)
				}
				long := ttlReplica(t, store, 24*time.Hour)
				if p, b := deferOne(t, long, "alice", 1); p != nil || b == nil || b.Rule != "too-many-pending" {
					t.Errorf("24-hour replica: alice's 4th waiting call: deferred %t, block %+v; want too-many-pending", p != nil, b)
				}
				if p, b := deferOne(t, short, "bob", 0); p == nil {
					t.Errorf("bob's call refused: %+v", b)
				}
			})
			t.Run("expired calls do not count", func(t *testing.T) {
				store := open(t)
				// Deferred two hours ago by a replica with a 1-hour TTL:
				// expired an hour ago, never marked so.
				waiting(t, store, "alice", 3, -2*time.Hour, -time.Hour)
				long := ttlReplica(t, store, 24*time.Hour)
				short := ttlReplica(t, store, time.Hour)
				for i, conn := range []*guard.Conn{long, short, long} {
					if p, b := deferOne(t, conn, "alice", i); p == nil {
						t.Errorf("call %d: alice has no live call waiting, and hers was refused: %+v", i, b)
					}
				}
				if p, b := deferOne(t, short, "alice", 3); p != nil || b == nil || b.Rule != "too-many-pending" {
					t.Errorf("alice's 4th live call: deferred %t, block %+v; want too-many-pending", p != nil, b)
				}
			})
		})
	}
}

// A store written before Query.ExpiresAfter ignores it: the guard must
// then count more waiting calls, never fewer. A lister's are counted
// exactly while it lists fewer than MaxPending.
func TestMaxPendingStoreIgnoresExpiresAfter(t *testing.T) {
	for name, open := range map[string]func() guard.Store{
		"counter": func() guard.Store { return oldCounter{oldLister{&guard.MemoryStore{}}} },
		"lister":  func() guard.Store { return oldLister{&guard.MemoryStore{}} },
	} {
		store := open()
		waiting(t, store, "alice", 3, -2*time.Hour, 22*time.Hour)
		short := ttlReplica(t, store, time.Hour)
		if p, b := deferOne(t, short, "alice", 0); p != nil || b == nil || b.Rule != "too-many-pending" {
			t.Errorf("%s: alice's 4th waiting call: deferred %t, block %+v; want too-many-pending", name, p != nil, b)
		}
		waiting(t, store, "bob", 2, -2*time.Hour, -time.Hour)
		if p, b := deferOne(t, short, "bob", 0); p == nil && name == "lister" {
			t.Errorf("%s: bob's call refused: %+v", name, b)
		}
	}
}

// oldLister is a store that ignores Query.ExpiresAfter.
type oldLister struct{ guard.Store }

func (s oldLister) ListPending(ctx context.Context, q guard.Query) ([]*guard.PendingApproval, error) {
	q.ExpiresAfter = time.Time{}
	return s.Store.ListPending(ctx, q)
}

// oldCounter counts what its oldLister lists, ignoring
// Query.ExpiresAfter too.
type oldCounter struct{ oldLister }

func (s oldCounter) CountPending(ctx context.Context, q guard.Query) (int, error) {
	l, err := s.ListPending(ctx, q)
	return len(l), err
}

// A page of the calls waiting for a decision (Approvals.List with a
// Limit, as an approvals page asks) showed none when the oldest calls of
// the store had expired unmarked: the store returned the oldest Limit,
// all expired, and List dropped them, though live calls were waiting.
func TestListLimitSkipsExpired(t *testing.T) {
	for name, store := range pendingStores(t) {
		waiting(t, store, "alice", 3, -2*time.Hour, -time.Hour)
		waiting(t, store, "alice", 2, -time.Minute, time.Hour)
		got, err := guard.NewApprovals(store, nil).List(context.Background(), guard.Query{Subject: "alice", Limit: 2})
		if err != nil || len(got) != 2 {
			t.Errorf("%s: listed %d waiting calls (%v), want 2", name, len(got), err)
		}
	}
}

// pendingStores returns a store of each kind, empty: memory, file, and
// a lister (a store that lists but does not count, so the guard counts
// what it lists).
func pendingStores(t *testing.T) map[string]guard.Store {
	t.Helper()
	file, err := guard.NewFileStore(filepath.Join(t.TempDir(), "approvals.json"))
	if err != nil {
		t.Fatal(err)
	}
	return map[string]guard.Store{"memory": &guard.MemoryStore{}, "file": file, "lister": lister{&guard.MemoryStore{}}}
}

// lister hides a store's CountPending.
type lister struct{ guard.Store }

// waiting records n calls of subject waiting in store, created at
// now+created and expiring at now+expires, as a replica records them.
func waiting(t *testing.T, store guard.Store, subject string, n int, created, expires time.Duration) {
	t.Helper()
	now := time.Now()
	for i := range n {
		p := &guard.PendingApproval{ID: guard.NewApprovalID(), Server: "bank", Tool: "transfer", Fingerprint: "f",
			Args: json.RawMessage(fmt.Sprintf(`{"n":%d}`, 100+i)), Subject: subject, State: guard.StatePending,
			Created: now.Add(created), Expires: now.Add(expires)}
		if err := store.AddPending(context.Background(), p); err != nil {
			t.Fatal(err)
		}
	}
}

// ttlReplica is a replica deferring every call for ttl, MaxPending 3, on
// store.
func ttlReplica(t *testing.T, store guard.Store, ttl time.Duration) *guard.Conn {
	t.Helper()
	g := newGuard(t, &guard.Options{Store: store, Confirmer: deferAll, MaxPending: 3, PendingTTL: ttl,
		Policy: mustPolicy(t, "default: confirm\n")})
	conn, _ := bank(t, g)
	return conn
}

// deferOne calls transfer for subject and returns the pending approval
// or the block.
func deferOne(t *testing.T, conn *guard.Conn, subject string, i int) (*guard.PendingApproval, *guard.Block) {
	t.Helper()
	res, err := conn.CallTool(guard.WithSubject(context.Background(), subject), "transfer", map[string]any{"n": float64(i)})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := guard.Pending(res)
	b, _ := guard.Blocked(res)
	return p, b
}

func cmp(a, b *guard.PendingApproval) *guard.PendingApproval {
	if a != nil {
		return a
	}
	return b
}
