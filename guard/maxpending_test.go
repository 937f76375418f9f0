package guard_test

import (
	"context"
	"fmt"
	"testing"

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

func cmp(a, b *guard.PendingApproval) *guard.PendingApproval {
	if a != nil {
		return a
	}
	return b
}
