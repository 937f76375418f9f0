package pgstore_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// A deferred call kept in PostgreSQL, edited by the human with an
// integer past 2^53 (kept exact, as json.Number), runs with exactly the
// number the human wrote, once.
func TestRedteamEditedArgsExact(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	g, conn := agent(t, pool, store, guard.Options{})
	ctx := context.Background()
	res, err := conn.CallTool(ctx, "record", map[string]any{"entry": json.Number("12345678901234567891")})
	if err != nil {
		t.Fatal(err)
	}
	p, ok := guard.Pending(res)
	if !ok {
		t.Fatalf("not deferred: %+v", res)
	}
	const edited = "98765432109876543211"
	if _, err := g.Approvals().Decide(ctx, p.ID, guard.Decision{Approve: true, By: "ops", Args: map[string]any{"entry": json.Number(edited)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Resume(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	var args string
	if err := pool.QueryRow(ctx, "SELECT args FROM ledger WHERE tool = 'record'").Scan(&args); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(args, edited) {
		t.Errorf("the human approved %s; the server got %s", edited, args)
	}
}

// Humans deciding one approval at once, some approving, some rejecting,
// while replicas try to claim it: one decision holds, and the call runs
// at most once, only when that decision approved it.
func TestRedteamDecideRace(t *testing.T) {
	dsn := database(t)
	_, s := open(t, dsn)
	ctx := context.Background()
	for range 10 {
		now := time.Now()
		id := guard.NewApprovalID()
		if err := s.AddPending(ctx, &guard.PendingApproval{ID: id, Server: "fs", Tool: "t", Fingerprint: "f", Args: []byte(`{}`),
			Created: now, Expires: now.Add(time.Hour), State: guard.StatePending}); err != nil {
			t.Fatal(err)
		}
		var decided, claimed atomic.Int64
		var approvedWon atomic.Bool
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				p, err := s.Decide(ctx, id, guard.Decision{Approve: i%2 == 0, By: "human"})
				if err == nil {
					decided.Add(1)
					approvedWon.Store(p.State == guard.StateApproved)
				} else if !errors.Is(err, guard.ErrDecided) {
					t.Error(err)
				}
			})
			wg.Go(func() {
				if _, err := s.Claim(ctx, id, "r", time.Minute); err == nil {
					claimed.Add(1)
				}
			})
		}
		wg.Wait()
		if decided.Load() != 1 || claimed.Load() > 1 || claimed.Load() == 1 && !approvedWon.Load() {
			t.Fatalf("decisions %d, claims %d, approved %v", decided.Load(), claimed.Load(), approvedWon.Load())
		}
		p, err := s.GetPending(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if approvedWon.Load() != (p.State == guard.StateApproved || p.State == guard.StateClaimed) {
			t.Fatalf("final state %s, approved %v", p.State, approvedWon.Load())
		}
	}
}

// A claim racing the human's approval: the claim's UPDATE found the call
// still pending, and by the time it read the row back a human had
// approved it, so Claim returned the approved row with no error and no
// lease. The caller took that for the claim and ran the call, while
// another replica claimed it for real and ran it again. Every Claim that
// returns no error holds the claim, and only one does.
func TestRedteamClaimRacingApproval(t *testing.T) {
	dsn := database(t)
	_, s := open(t, dsn)
	ctx := context.Background()
	for range 60 {
		now := time.Now()
		id := guard.NewApprovalID()
		if err := s.AddPending(ctx, &guard.PendingApproval{ID: id, Server: "fs", Tool: "t", Fingerprint: "f", Args: []byte(`{}`),
			Created: now, Expires: now.Add(time.Hour), State: guard.StatePending}); err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var holders []string
		var wg sync.WaitGroup
		wg.Go(func() {
			if _, err := s.Decide(ctx, id, guard.Decision{Approve: true, By: "human"}); err != nil {
				t.Error(err)
			}
		})
		for i := range 6 {
			by := "replica-" + string(rune('a'+i))
			wg.Go(func() {
				p, err := s.Claim(ctx, id, by, time.Minute)
				if err != nil {
					return
				}
				mu.Lock()
				defer mu.Unlock()
				holders = append(holders, by)
				if p.State != guard.StateClaimed || p.ClaimedBy != by {
					t.Errorf("%s: Claim returned no error with the call %s, claimed by %q", by, p.State, p.ClaimedBy)
				}
			})
		}
		wg.Wait()
		if len(holders) > 1 {
			t.Fatalf("claimed by %v at once", holders)
		}
	}
}

// Two replicas sharing the store count one subject's waiting calls
// together: MaxPending holds across them, expired calls do not count,
// and another subject is not affected.
func TestMaxPendingAcrossReplicas(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	opts := guard.Options{MaxPending: 3, PendingTTL: time.Hour}
	_, a := agent(t, pool, store, opts)
	_, b := agent(t, pool, store, opts)
	alice := guard.WithSubject(context.Background(), "alice")
	deferred := func(ctx context.Context, conn *guard.Conn, i int) bool {
		t.Helper()
		res, err := conn.CallTool(ctx, "record", map[string]any{"entry": fmt.Sprint(i)})
		if err != nil {
			t.Fatal(err)
		}
		_, ok := guard.Pending(res)
		return ok
	}
	// One of alice's calls waits past its expiry: it does not count.
	if _, err := pool.Exec(context.Background(), `INSERT INTO hintgate_pending (id, server, tool, fingerprint, args, subject, created, expires, state)
		VALUES ($1, 'ledger', 'record', 'f', '{}', 'alice', now() - interval '2 hours', now() - interval '1 hour', 'pending')`, guard.NewApprovalID()); err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range 6 {
		if deferred(alice, []*guard.Conn{a, b}[i%2], i) {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d of alice's calls deferred on two replicas, want 3", n)
	}
	if !deferred(guard.WithSubject(context.Background(), "bob"), b, 0) {
		t.Error("bob's call was refused")
	}
}

// Replicas sharing the database with different PendingTTLs (a rolling
// deploy changing it, two services on one database) count a subject's
// waiting calls alike: by each call's own expiry, not by when it was
// created. A 1-hour replica ignored the calls a 24-hour replica deferred
// two hours ago, still waiting, and let the subject pass MaxPending; a
// 24-hour replica counted calls whose 1-hour expiry had passed (still
// 'pending' in the table: nothing sweeps it) and refused calls.
func TestMaxPendingAcrossTTLs(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	_, short := agent(t, pool, store, guard.Options{MaxPending: 3, PendingTTL: time.Hour})
	_, long := agent(t, pool, store, guard.Options{MaxPending: 3, PendingTTL: 24 * time.Hour})
	deferred := func(subject string, conn *guard.Conn, i int) bool {
		t.Helper()
		res, err := conn.CallTool(guard.WithSubject(context.Background(), subject), "record", map[string]any{"entry": fmt.Sprint(i)})
		if err != nil {
			t.Fatal(err)
		}
		_, ok := guard.Pending(res)
		return ok
	}
	// waiting records three calls of subject, created and expiring
	// relative to the database's now().
	waiting := func(subject, created, expires string) {
		t.Helper()
		for range 3 {
			if _, err := pool.Exec(context.Background(), `INSERT INTO hintgate_pending (id, server, tool, fingerprint, args, subject, created, expires, state)
				VALUES ($1, 'ledger', 'record', 'f', '{}', $2, now() + $3::interval, now() + $4::interval, 'pending')`,
				guard.NewApprovalID(), subject, created, expires); err != nil {
				t.Fatal(err)
			}
		}
	}
	// alice's three calls were deferred two hours ago for 24 hours.
	waiting("alice", "-2 hours", "22 hours")
	if deferred("alice", short, 0) {
		t.Error("1-hour replica: alice's 4th waiting call was deferred")
	}
	if deferred("alice", long, 1) {
		t.Error("24-hour replica: alice's 4th waiting call was deferred")
	}
	// carol's three were deferred two hours ago for one hour.
	waiting("carol", "-2 hours", "-1 hour")
	n := 0
	for i := range 5 {
		if deferred("carol", []*guard.Conn{long, short}[i%2], i) {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d of carol's calls deferred, want 3 (her expired calls do not count)", n)
	}
}

// CountPending counts what ListPending lists, up to the Limit, without
// reading the approvals: the guard counts a subject's waiting calls on
// every deferral, and read them whole before (100 calls of 1 MiB each
// time, over the network).
func TestCountPendingAgreesWithList(t *testing.T) {
	_, store := open(t, database(t))
	ctx := context.Background()
	now := time.Now()
	for i := range 7 {
		p := &guard.PendingApproval{ID: guard.NewApprovalID(), Server: "ledger", Tool: "record", Fingerprint: "f", Args: json.RawMessage(`{}`),
			Subject: []string{"alice", "bob"}[i%2], State: guard.StatePending, Created: now.Add(time.Duration(i-3) * time.Hour), Expires: now.Add(time.Duration(i-2) * time.Hour)}
		if err := store.AddPending(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []guard.Query{
		{},
		{Subject: "alice"},
		{Subject: "alice", State: guard.StatePending, After: now.Add(-90 * time.Minute)},
		{State: guard.StatePending, Limit: 3},
		{Subject: "bob", Before: now, Limit: 10},
		{Subject: "carol"},
		{State: guard.StatePending, ExpiresAfter: now},
		{Subject: "alice", State: guard.StatePending, ExpiresAfter: now, Limit: 1},
		{Subject: "bob", ExpiresAfter: now.Add(-90 * time.Minute), Before: now.Add(time.Hour)},
	} {
		l, err := store.ListPending(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		n, err := store.CountPending(ctx, q)
		if err != nil || n != len(l) {
			t.Errorf("%+v: counted %d (%v), listed %d", q, n, err, len(l))
		}
		for _, p := range l {
			if !q.ExpiresAfter.IsZero() && !p.Expires.After(q.ExpiresAfter) {
				t.Errorf("%+v: listed %s, expiring %v", q, p.ID, p.Expires)
			}
		}
	}
	// Expiring 1 to 4 hours from now: i = 3 to 6.
	if n, _ := store.CountPending(ctx, guard.Query{ExpiresAfter: now}); n != 4 {
		t.Errorf("%d approvals expire after now, want 4", n)
	}
}
