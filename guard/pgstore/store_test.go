package pgstore_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/guard/pgstore"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Migrations run once, however many processes open the store at once.
func TestMigrate(t *testing.T) {
	dsn := database(t)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			pool, err := pgxpool.New(context.Background(), dsn)
			if err != nil {
				t.Error(err)
				return
			}
			defer pool.Close()
			if _, err := pgstore.Open(context.Background(), pool); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	pool, _ := open(t, dsn)
	v, err := pgstore.SchemaVersion(context.Background(), pool)
	if err != nil || v != 3 {
		t.Errorf("schema version %d, %v", v, err)
	}
	var n int
	pool.QueryRow(context.Background(), "SELECT count(*) FROM hintgate_schema_version").Scan(&n)
	if n != 3 {
		t.Errorf("%d migrations recorded, want 3", n)
	}
}

// Item 4: lasting approvals and pins.
func TestApprovalsAndPins(t *testing.T) {
	_, s := open(t, database(t))
	ctx := context.Background()
	a := guard.Approval{Server: "fs", Tool: "write", Fingerprint: "fp", Args: "abc"}
	m := guard.Approval{Server: "fs", Tool: "write", Fingerprint: "fp", Match: guard.Match{"path": "/srv/**"}}
	sess := guard.Approval{Server: "fs", Tool: "write", Fingerprint: "fp", Args: "abc", Subject: "alice"}
	for _, x := range []guard.Approval{a, a, m, sess, sess} {
		if err := s.Approve(ctx, x); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Approvals(ctx, "fs", "write")
	if err != nil || len(got) != 3 {
		t.Fatalf("approvals %v %v", got, err)
	}
	if other, _ := s.Approvals(ctx, "other", "write"); len(other) != 0 {
		t.Errorf("another server's approvals: %v", other)
	}
	if err := s.SetPins(ctx, "fs", map[string]string{"write": "1", "read": "2"}); err != nil {
		t.Fatal(err)
	}
	s.SetPins(ctx, "fs", map[string]string{"write": "3"})
	pins, err := s.Pins(ctx, "fs")
	if err != nil || pins["write"] != "3" || pins["read"] != "2" {
		t.Errorf("pins %v %v", pins, err)
	}
}

// Item 4: the state machine in SQL agrees with guard's reference.
func TestPendingStates(t *testing.T) {
	_, s := open(t, database(t))
	ctx := context.Background()
	add := func(id string, ttl time.Duration, idem bool) {
		now := time.Now()
		p := &guard.PendingApproval{ID: id, Server: "fs", Tool: "write", Fingerprint: "fp", Args: []byte(`{"a":1}`),
			Subject: "alice", Created: now, Expires: now.Add(ttl), State: guard.StatePending, Idempotent: idem}
		if err := s.AddPending(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	add("a", time.Hour, false)
	add("b", time.Hour, true)
	add("gone", 10*time.Millisecond, false)
	time.Sleep(20 * time.Millisecond)
	if _, err := s.Decide(ctx, "gone", guard.Decision{Approve: true, By: "x"}); !errors.Is(err, guard.ErrExpired) {
		t.Errorf("decide expired: %v", err)
	}
	if _, err := s.Claim(ctx, "a", "r1", time.Minute); !errors.Is(err, guard.ErrNotDecided) {
		t.Errorf("claim undecided: %v", err)
	}
	p, err := s.Decide(ctx, "a", guard.Decision{Approve: true, By: "ops", Args: map[string]any{"a": 2}})
	if err != nil || p.State != guard.StateApproved || string(p.Edited) != `{"a":2}` || p.DecidedBy != "ops" {
		t.Fatalf("decide: %+v %v", p, err)
	}
	if _, err := s.Decide(ctx, "a", guard.Decision{By: "x"}); !errors.Is(err, guard.ErrDecided) {
		t.Errorf("second decision: %v", err)
	}
	if p, err := s.Claim(ctx, "a", "r1", 50*time.Millisecond); err != nil || p.ClaimedBy != "r1" || p.Claims != 1 {
		t.Fatalf("claim: %+v %v", p, err)
	}
	if _, err := s.Claim(ctx, "a", "r2", time.Minute); !errors.Is(err, guard.ErrInProgress) {
		t.Errorf("claim held: %v", err)
	}
	if err := s.Complete(ctx, "a", "r2", guard.StateExecuted, nil); !errors.Is(err, guard.ErrNotClaimed) {
		t.Errorf("complete by another replica: %v", err)
	}
	time.Sleep(60 * time.Millisecond)
	if _, err := s.Claim(ctx, "a", "r2", time.Minute); !errors.Is(err, guard.ErrUnknownOutcome) {
		t.Errorf("lapsed claim, not idempotent: %v", err)
	}
	s.Decide(ctx, "b", guard.Decision{Approve: true, By: "ops"})
	s.Claim(ctx, "b", "r1", time.Millisecond)
	time.Sleep(5 * time.Millisecond)
	if p, err := s.Claim(ctx, "b", "r2", time.Minute); err != nil || p.Claims != 2 {
		t.Errorf("lapsed claim, idempotent: %+v %v", p, err)
	}
	if err := s.Complete(ctx, "b", "r2", guard.StateExecuted, []byte(`{"content":[]}`)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Claim(ctx, "b", "r3", time.Minute); !errors.Is(err, guard.ErrAlreadyExecuted) {
		t.Errorf("claim executed: %v", err)
	}
	list, err := s.ListPending(ctx, guard.Query{Subject: "alice", State: guard.StateUnknown})
	if err != nil || len(list) != 1 || list[0].ID != "a" {
		t.Errorf("list unknown: %v %v", list, err)
	}
}

// Item 3: goroutines with pools of their own race to claim; the
// database lets exactly one win each approval.
func TestClaimRace(t *testing.T) {
	dsn := database(t)
	_, s := open(t, dsn)
	ctx := context.Background()
	const n = 50
	for i := range n {
		now := time.Now()
		id := guard.NewApprovalID()
		s.AddPending(ctx, &guard.PendingApproval{ID: id, Server: "fs", Tool: "t", Fingerprint: "f", Args: []byte(`{}`),
			Created: now.Add(time.Duration(i)), Expires: now.Add(time.Hour), State: guard.StatePending})
		s.Decide(ctx, id, guard.Decision{Approve: true, By: "ops"})
	}
	list, _ := s.ListPending(ctx, guard.Query{State: guard.StateApproved})
	var won atomic.Int64
	var wg sync.WaitGroup
	for r := range 4 {
		_, rs := open(t, dsn)
		wg.Go(func() {
			for _, p := range list {
				if _, err := rs.Claim(ctx, p.ID, string(rune('a'+r)), time.Minute); err == nil {
					won.Add(1)
				} else if !errors.Is(err, guard.ErrInProgress) {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	if won.Load() != n {
		t.Errorf("%d claims won, want %d", won.Load(), n)
	}
}
