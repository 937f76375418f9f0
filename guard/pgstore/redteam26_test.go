package pgstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// Calls made with no subject counted every subject's waiting calls: one
// conversation at its MaxPending refused every call that names no
// subject. They are one subject of their own (the empty subject), counted on
// the index hintgate_pending_waiting.
func TestRedteam26NoSubject(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	_, conn := agent(t, pool, store, guard.Options{MaxPending: 3})
	deferred := func(subject string, i int) bool {
		t.Helper()
		res, err := conn.CallTool(guard.WithSubject(context.Background(), subject), "record", map[string]any{"entry": fmt.Sprint(i)})
		if err != nil {
			t.Fatal(err)
		}
		_, ok := guard.Pending(res)
		return ok
	}
	for i := range 3 {
		if !deferred("alice", i) {
			t.Fatalf("alice's call %d refused", i)
		}
	}
	n := 0
	for i := range 4 {
		if deferred("", i) {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d calls with no subject deferred, want 3 (alice's do not count; theirs do)", n)
	}
}

// A replica whose clock runs ahead of the database's counted a
// subject's waiting calls by its own clock, while the database decides
// and claims them by its own (expires > now()): calls the database still
// lets a human approve, expiring within the skew, did not count, and
// the subject deferred past MaxPending. The count takes whichever clock
// is earlier: more calls, never fewer.
func TestRedteam26CountClockSkew(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	ctx := context.Background()
	var ids []string
	for i := range 3 {
		var id = guard.NewApprovalID()
		if _, err := pool.Exec(ctx, `INSERT INTO hintgate_pending (id, server, tool, fingerprint, args, subject, created, expires, state)
			VALUES ($1, 'ledger', 'record', 'f', $2, 'alice', now() - interval '50 minutes', now() + interval '10 minutes', 'pending')`,
			id, fmt.Sprintf(`{"n":%d}`, i)); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	// The replica's clock is an hour ahead.
	ahead := time.Now().Add(time.Hour)
	n, err := store.CountPending(ctx, guard.Query{Subject: "alice", State: guard.StatePending, ExpiresAfter: ahead, Limit: 3})
	if err != nil || n != 3 {
		t.Errorf("a replica an hour ahead counted %d of alice's waiting calls (%v), want 3", n, err)
	}
	// They are still waiting, as the database sees it.
	if _, err := guard.NewApprovals(store, nil).Decide(ctx, ids[0], guard.Decision{Approve: true, By: "h"}); err != nil {
		t.Errorf("deciding a call the skewed replica did not count: %v", err)
	}
}
