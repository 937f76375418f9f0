package guard_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// deferAll answers every confirmation with Defer.
var deferAll = guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
	return guard.Verdict{Answer: guard.Defer}, nil
})

// replica is one agent replica: its own guard, sharing the store and the
// demo server with the others.
type replica struct {
	g    *guard.Guard
	conn *guard.Conn
}

func newReplica(t testing.TB, srv *demo.Server, opts guard.Options) *replica {
	t.Helper()
	if opts.Confirmer == nil {
		opts.Confirmer = deferAll
	}
	g, err := guard.New(&opts)
	if err != nil {
		t.Fatal(err)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := demo.Connect(context.Background(), srv.Server, client)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Name(cs, "demo"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return &replica{g: g, conn: g.Wrap(cs)}
}

func (r *replica) deferred(t testing.TB, ctx context.Context, tool string, args map[string]any) *guard.PendingApproval {
	t.Helper()
	res, err := r.conn.CallTool(ctx, tool, args)
	if err != nil {
		t.Fatal(err)
	}
	p, ok := guard.Pending(res)
	if !ok {
		t.Fatalf("%s: not deferred: %s", tool, textOf(res))
	}
	return p
}

// Item 1 and 2: a deferred call is recorded whole, listed by subject and
// decided from another guard sharing the store; item 3: it runs once.
func TestDeferDecideResume(t *testing.T) {
	srv, store, audit := demo.New(), &guard.MemoryStore{}, &recorder{}
	a := newReplica(t, srv, guard.Options{Store: store, Logger: slog.New(audit), Replica: "a"})
	b := newReplica(t, srv, guard.Options{Store: store, Logger: slog.New(audit), Replica: "b"})
	ctx := guard.WithSubject(context.Background(), "alice")

	p := a.deferred(t, ctx, "delete_file", map[string]any{"path": "/srv/report.txt"})
	if n := srv.Calls("delete_file"); n != 0 {
		t.Fatalf("deferred call ran %d times", n)
	}
	if p.Server != "demo" || p.Tool != "delete_file" || p.Subject != "alice" || p.Fingerprint == "" ||
		string(p.Args) != `{"path":"/srv/report.txt"}` || p.State != guard.StatePending || !p.Expires.After(p.Created) {
		t.Fatalf("pending approval: %+v", p)
	}
	approvals := guard.NewApprovals(store, slog.New(audit))
	list, err := approvals.List(ctx, guard.Query{Subject: "alice", Server: "demo"})
	if err != nil || len(list) != 1 || list[0].ID != p.ID {
		t.Fatalf("List: %v %v", list, err)
	}
	if other, _ := approvals.List(ctx, guard.Query{Subject: "bob"}); len(other) != 0 {
		t.Fatalf("bob sees alice's approvals: %v", other)
	}
	if _, err := b.conn.Resume(ctx, p.ID); !errors.Is(err, guard.ErrNotDecided) {
		t.Fatalf("resume before the decision: %v", err)
	}
	if _, err := approvals.Decide(ctx, p.ID, guard.Decision{Approve: true, By: "ops@example.com"}); err != nil {
		t.Fatal(err)
	}
	if _, err := approvals.Decide(ctx, p.ID, guard.Decision{Approve: false, By: "mallory"}); !errors.Is(err, guard.ErrDecided) {
		t.Fatalf("second decision: %v", err)
	}
	res, err := b.conn.Resume(ctx, p.ID)
	if err != nil || res.IsError {
		t.Fatalf("resume: %v %v", res, err)
	}
	again, err := a.conn.Resume(ctx, p.ID)
	if !errors.Is(err, guard.ErrAlreadyExecuted) || again == nil || textOf(again) != textOf(res) {
		t.Fatalf("second resume: %v, %v", again, err)
	}
	if n := srv.Calls("delete_file"); n != 1 {
		t.Errorf("the call ran %d times, want 1", n)
	}
	steps := map[string]int{}
	for _, r := range audit.records {
		if r["msg"] == "hintgate.approval" {
			steps[r["step"].(string)]++
		}
	}
	for _, s := range []string{"deferred", "decided", "decide-refused", "claimed", "executed", "resume-refused"} {
		if steps[s] == 0 {
			t.Errorf("no audit record of step %q: %v", s, steps)
		}
	}
}

// Item 3: replicas resuming the same approvals at the same moment run
// each call once; the others get ErrAlreadyExecuted.
func TestResumeConcurrent(t *testing.T) {
	srv, store := demo.New(), &guard.MemoryStore{}
	var reps []*replica
	for i := range 4 {
		reps = append(reps, newReplica(t, srv, guard.Options{Store: store, Replica: fmt.Sprint("r", i)}))
	}
	ctx := context.Background()
	const n = 25
	var ids []string
	for i := range n {
		p := reps[0].deferred(t, ctx, "append_note", map[string]any{"path": "/log", "content": fmt.Sprint("line ", i)})
		if _, err := reps[0].g.Approvals().Decide(ctx, p.ID, guard.Decision{Approve: true, By: "ops"}); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	var ran, already atomic.Int64
	var wg sync.WaitGroup
	for _, id := range ids {
		for _, r := range reps {
			wg.Go(func() {
				_, err := r.conn.Resume(ctx, id)
				switch {
				case err == nil:
					ran.Add(1)
				case errors.Is(err, guard.ErrAlreadyExecuted):
					already.Add(1)
				default:
					t.Errorf("resume: %v", err)
				}
			})
		}
	}
	wg.Wait()
	if got := srv.Calls("append_note"); got != n || ran.Load() != n || already.Load() != n*3 {
		t.Errorf("executions at the server %d, resumes that ran %d, already executed %d; want %d, %d, %d",
			got, ran.Load(), already.Load(), n, n, n*3)
	}
}

// Item 3: what must never run.
func TestResumeRefuses(t *testing.T) {
	policy := `
extends: default
rules:
  - {name: no-etc, when: 'args.path startsWith "/etc/"', action: deny, reason: system files}
`
	ctx := context.Background()
	for _, tc := range []struct {
		name   string
		tool   string
		ttl    time.Duration
		before func(t *testing.T, srv *demo.Server, a *guard.Approvals, p *guard.PendingApproval, store guard.Store)
		want   error
		state  guard.State
	}{
		{name: "rejected", tool: "delete_file", want: guard.ErrRejected, state: guard.StateRejected,
			before: func(t *testing.T, _ *demo.Server, a *guard.Approvals, p *guard.PendingApproval, store guard.Store) {
				decide(t, a, p.ID, guard.Decision{By: "ops", Reason: "no"})
			}},
		{name: "expired", tool: "delete_file", ttl: 50 * time.Millisecond, want: guard.ErrExpired, state: guard.StateExpired,
			before: func(t *testing.T, _ *demo.Server, a *guard.Approvals, p *guard.PendingApproval, store guard.Store) {
				decide(t, a, p.ID, guard.Decision{Approve: true, By: "ops"})
				time.Sleep(60 * time.Millisecond)
			}},
		{name: "definition changed", tool: "delete_file", want: guard.ErrVoided, state: guard.StateVoided,
			before: func(t *testing.T, srv *demo.Server, a *guard.Approvals, p *guard.PendingApproval, store guard.Store) {
				decide(t, a, p.ID, guard.Decision{Approve: true, By: "ops"})
				srv.AddTool(&mcp.Tool{Name: "delete_file", Description: "Delete a file, and everything else.",
					InputSchema: map[string]any{"type": "object"}}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					t.Error("the changed tool ran")
					return &mcp.CallToolResult{}, nil
				})
			}},
		{name: "edited args denied", tool: "delete_file", want: guard.ErrVoided, state: guard.StateVoided,
			before: func(t *testing.T, _ *demo.Server, a *guard.Approvals, p *guard.PendingApproval, store guard.Store) {
				decide(t, a, p.ID, guard.Decision{Approve: true, By: "ops", Args: map[string]any{"path": "/etc/passwd"}})
			}},
		{name: "crashed claim, not idempotent", tool: "append_note", want: guard.ErrUnknownOutcome, state: guard.StateUnknown,
			before: func(t *testing.T, _ *demo.Server, a *guard.Approvals, p *guard.PendingApproval, store guard.Store) {
				decide(t, a, p.ID, guard.Decision{Approve: true, By: "ops"})
				claimAndVanish(t, store, p.ID)
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv, store := demo.New(), &guard.MemoryStore{}
			opts := guard.Options{Store: store, Policy: mustPolicy(t, policy), PendingTTL: tc.ttl, ListMaxAge: -1}
			a, b := newReplica(t, srv, opts), newReplica(t, srv, opts)
			p := a.deferred(t, ctx, tc.tool, map[string]any{"path": "/srv/x", "content": "c"})
			tc.before(t, srv, b.g.Approvals(), p, store)
			if _, err := b.conn.Resume(ctx, p.ID); !errors.Is(err, tc.want) {
				t.Fatalf("resume: %v, want %v", err, tc.want)
			}
			if got, _ := store.GetPending(ctx, p.ID); got.State != tc.state {
				t.Errorf("state %s, want %s", got.State, tc.state)
			}
			if n := srv.Calls(tc.tool); n != 0 {
				t.Errorf("the call ran %d times", n)
			}
		})
	}
}

// A crashed claim of an idempotent tool is claimed again and run.
func TestResumeIdempotentReclaim(t *testing.T) {
	srv, store := demo.New(), &guard.MemoryStore{}
	a := newReplica(t, srv, guard.Options{Store: store})
	ctx := context.Background()
	p := a.deferred(t, ctx, "write_file", map[string]any{"path": "/srv/x", "content": "c"})
	decide(t, a.g.Approvals(), p.ID, guard.Decision{Approve: true, By: "ops"})
	claimAndVanish(t, store, p.ID)
	if _, err := a.conn.Resume(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	got, _ := store.GetPending(ctx, p.ID)
	if got.State != guard.StateExecuted || got.Claims != 2 || srv.Calls("write_file") != 1 {
		t.Errorf("state %s, claims %d, calls %d", got.State, got.Claims, srv.Calls("write_file"))
	}
}

// A blocking confirmer: Defer with Wait runs the call as soon as another
// process approves it.
func TestDeferWait(t *testing.T) {
	srv, store := demo.New(), &guard.MemoryStore{}
	a := newReplica(t, srv, guard.Options{Store: store, Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		return guard.Verdict{Answer: guard.Defer, Wait: 10 * time.Second}, nil
	})})
	approvals := guard.NewApprovals(store, nil)
	ctx := context.Background()
	go func() {
		for {
			list, _ := approvals.List(ctx, guard.Query{})
			if len(list) > 0 {
				approvals.Decide(ctx, list[0].ID, guard.Decision{Approve: true, By: "ops"})
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	res, err := a.conn.CallTool(ctx, "delete_file", map[string]any{"path": "/srv/x"})
	if err != nil || res.IsError || srv.Calls("delete_file") != 1 {
		t.Fatalf("call: %v %v, ran %d", textOf(res), err, srv.Calls("delete_file"))
	}
}

// A call on a connection nobody named cannot wait: it is rejected.
func TestDeferUnnamed(t *testing.T) {
	f := setup(t, &guard.Options{Confirmer: deferAll})
	g, _ := guard.New(&guard.Options{Confirmer: deferAll})
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := demo.Connect(context.Background(), f.srv.Server, client)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := g.Wrap(cs).CallTool(context.Background(), "delete_file", map[string]any{"path": "/x"})
	if _, blocked := guard.Blocked(res); err != nil || !blocked {
		t.Errorf("unnamed deferral: %v %v", textOf(res), err)
	}
}

func decide(t *testing.T, a *guard.Approvals, id string, d guard.Decision) {
	t.Helper()
	if _, err := a.Decide(context.Background(), id, d); err != nil {
		t.Fatal(err)
	}
}

// claimAndVanish claims a call as a replica that dies before recording
// an outcome, and waits for its lease to run out.
func claimAndVanish(t *testing.T, store guard.Store, id string) {
	t.Helper()
	if _, err := store.Claim(context.Background(), id, "crashed", time.Millisecond); err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Millisecond)
}

// Item 2: an edit the policy allows runs with the edited arguments; the
// list leaves out what expired.
func TestResumeEdited(t *testing.T) {
	srv, store := demo.New(), &guard.MemoryStore{}
	a := newReplica(t, srv, guard.Options{Store: store})
	ctx := context.Background()
	a.deferred(t, ctx, "write_file", map[string]any{"path": "/srv/a", "content": "old"})
	list, _ := a.g.Approvals().List(ctx, guard.Query{})
	p, err := a.g.Approvals().Decide(ctx, list[0].ID, guard.Decision{Approve: true, By: "ops",
		Args: map[string]any{"path": "/srv/b", "content": "new"}})
	if err != nil || string(p.Edited) != `{"content":"new","path":"/srv/b"}` {
		t.Fatalf("edit: %+v %v", p, err)
	}
	if _, err := a.conn.Resume(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	if got, ok := srv.File("/srv/b"); !ok || got != "new" {
		t.Errorf("edited call: %q %v", got, ok)
	}
	if _, ok := srv.File("/srv/a"); ok {
		t.Error("the original arguments ran")
	}
}

// Item 4: replicas with file stores of their own on one file defer,
// decide and resume; concurrent resumes run the call once.
func TestFileStorePending(t *testing.T) {
	path := t.TempDir() + "/hintgate/approvals.json"
	srv := demo.New()
	var reps []*replica
	for range 3 {
		s, err := guard.NewFileStore(path)
		if err != nil {
			t.Fatal(err)
		}
		reps = append(reps, newReplica(t, srv, guard.Options{Store: s}))
	}
	ctx := context.Background()
	var ids []string
	for i := range 5 {
		p := reps[0].deferred(t, ctx, "append_note", map[string]any{"path": "/log", "content": fmt.Sprint(i)})
		decide(t, reps[1].g.Approvals(), p.ID, guard.Decision{Approve: true, By: "ops"})
		ids = append(ids, p.ID)
	}
	var wg sync.WaitGroup
	var ran atomic.Int64
	for _, id := range ids {
		for _, r := range reps {
			wg.Go(func() {
				if _, err := r.conn.Resume(ctx, id); err == nil {
					ran.Add(1)
				} else if !errors.Is(err, guard.ErrAlreadyExecuted) {
					t.Error(err)
				}
			})
		}
	}
	wg.Wait()
	if ran.Load() != 5 || srv.Calls("append_note") != 5 {
		t.Errorf("ran %d, executions %d, want 5", ran.Load(), srv.Calls("append_note"))
	}
}

// Item 4: a subject's session approval lives in the shared store: every
// replica honours it for that subject, and for nobody else.
func TestSessionApprovalShared(t *testing.T) {
	srv, store := demo.New(), &guard.MemoryStore{}
	var asked atomic.Int64 // the human approves the first call only
	a := newReplica(t, srv, guard.Options{Store: store, Confirmer: guard.ConfirmFunc(func(_ context.Context, r *guard.Request) (guard.Verdict, error) {
		if asked.Add(1) == 1 && r.Subject == "alice" {
			return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}, nil
		}
		return guard.Verdict{}, nil
	})})
	b := newReplica(t, srv, guard.Options{Store: store, Confirmer: guard.DenyAll()})
	alice := guard.WithSubject(context.Background(), "alice")
	bob := guard.WithSubject(context.Background(), "bob")
	args := map[string]any{"path": "/srv/x"}
	for _, step := range []struct {
		r       *replica
		ctx     context.Context
		blocked bool
	}{
		{a, alice, false}, // approved for alice's session
		{b, alice, false}, // another replica, same subject
		{b, bob, true},    // another subject
		{a, bob, true},    // not even on the replica that asked
	} {
		res, err := step.r.conn.CallTool(step.ctx, "delete_file", args)
		if _, blocked := guard.Blocked(res); err != nil || blocked != step.blocked {
			t.Errorf("%s: blocked=%v, want %v", guard.SubjectOf(step.ctx), blocked, step.blocked)
		}
	}
}

// A tools/list that fails while a call is being resumed (a restarting
// server, a network blip) says nothing about the call: the approval stays
// approved, and a later Resume runs the call once.
func TestResumeListFailureKeepsApproval(t *testing.T) {
	srv, store := demo.New(), &guard.MemoryStore{}
	var failing atomic.Bool
	srv.Server.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/list" && failing.Load() {
				return nil, errors.New("server restarting")
			}
			return next(ctx, method, req)
		}
	})
	// A list is trusted for a millisecond: after the sleep below, Resume
	// lists the tools again.
	a := newReplica(t, srv, guard.Options{Store: store, ListMaxAge: time.Millisecond})
	ctx := context.Background()
	p := a.deferred(t, ctx, "delete_file", map[string]any{"path": "/srv/x"})
	failing.Store(true)
	time.Sleep(20 * time.Millisecond)
	// Nothing to list for yet: the state says why the call cannot run.
	if _, err := a.conn.Resume(ctx, p.ID); !errors.Is(err, guard.ErrNotDecided) {
		t.Fatalf("resume before the decision while the list fails: %v, want ErrNotDecided", err)
	}
	decide(t, a.g.Approvals(), p.ID, guard.Decision{Approve: true, By: "ops"})
	if _, err := a.conn.Resume(ctx, p.ID); err == nil || errors.Is(err, guard.ErrVoided) {
		t.Fatalf("resume while the list fails: %v, want a list error that voids nothing", err)
	}
	if got, _ := store.GetPending(ctx, p.ID); got.State != guard.StateApproved {
		t.Fatalf("after a failed list the approval is %s, want %s", got.State, guard.StateApproved)
	}
	failing.Store(false)
	time.Sleep(20 * time.Millisecond)
	if res, err := a.conn.Resume(ctx, p.ID); err != nil || res.IsError {
		t.Fatalf("resume after the server is back: %v %v", res, err)
	}
	if n := srv.Calls("delete_file"); n != 1 {
		t.Errorf("the call ran %d times, want 1", n)
	}
}
