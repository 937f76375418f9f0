package guard

import (
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"log/slog"
	"time"
	"unicode/utf8"

	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// PendingKey marks a result the guard produced for a deferred call; read
// it with [Pending].
const PendingKey = "io.hintgate/pending"

// DefaultPendingTTL is how long a deferred call waits for a decision and
// its resumption, by default.
const DefaultPendingTTL = 24 * time.Hour

// DefaultMaxPending is how many deferred calls one subject may have
// waiting at once, by default; see [Options.MaxPending].
const DefaultMaxPending = 100

// DefaultClaimLease is how long, by default, a replica resuming a call
// holds its claim before another replica may take it over (or, for a tool
// that is not idempotent, declare its outcome unknown).
const DefaultClaimLease = 5 * time.Minute

// Pending reports whether res is the result of a deferred call, and
// returns the pending approval as recorded. Like [Blocked], only values
// the guard put there in process are recognised.
func Pending(res *mcp.CallToolResult) (*PendingApproval, bool) {
	if res == nil || res.Meta == nil {
		return nil, false
	}
	p, ok := res.Meta[PendingKey].(*PendingApproval)
	return p, ok
}

type subjectKey struct{}

// WithSubject returns a context whose calls are deferred on behalf of
// subject (the user or conversation that asked): pending approvals carry
// it, and [Approvals.List] selects by it. Subjects are compared byte for
// byte: normalise them (case, Unicode form) before, if two spellings name
// one user. A subject must be valid UTF-8 for its calls to be deferred
// and its session approvals to be shared through the store.
func WithSubject(ctx context.Context, subject string) context.Context {
	return context.WithValue(ctx, subjectKey{}, subject)
}

// SubjectOf returns the subject [WithSubject] set, or "".
func SubjectOf(ctx context.Context) string {
	s, _ := ctx.Value(subjectKey{}).(string)
	return s
}

// deferral is a confirmer's Defer answer on its way out of confirm.
type deferral struct {
	wait     time.Duration
	decision rules.Decision
}

func (*deferral) Error() string { return "guard: deferred" }

// deferLocks make one guard count a subject's waiting calls and record
// a new one as one step, so that calls made at once (a model's parallel
// tool calls) cannot all be counted before any is recorded. Subjects
// share one of a fixed number of locks, by a hash of their name.
type deferLocks struct {
	seed  maphash.Seed
	locks [64]chan struct{}
}

func newDeferLocks() *deferLocks {
	d := &deferLocks{seed: maphash.MakeSeed()}
	for i := range d.locks {
		d.locks[i] = make(chan struct{}, 1)
	}
	return d
}

// lock takes subject's lock, or returns ctx's error if it ends first;
// unlock gives it back.
func (d *deferLocks) lock(ctx context.Context, subject string) (unlock func(), err error) {
	l := d.locks[maphash.String(d.seed, subject)%uint64(len(d.locks))]
	select {
	case l <- struct{}{}:
		return func() { <-l }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// crowded returns why a call of ctx's subject may not be deferred now:
// it has MaxPending calls waiting already, or the store could not say.
// Calls made with no subject are one subject of their own: a named
// subject's calls do not count against them.
// A call waits while it is pending and its own expiry is ahead, whatever
// TTL the replica that deferred it had (replicas sharing a store may
// have different ones). One guard counts and records a subject's
// deferrals one at a time (see deferLocks), but the bound is checked,
// not reserved: replicas deferring a subject's calls at the same moment
// may pass it by as many as they are.
func (g *Guard) crowded(ctx context.Context, now time.Time) (string, error) {
	if g.maxPending < 0 {
		return "", nil
	}
	subject := SubjectOf(ctx)
	waiting, err := countPending(ctx, g.store, Query{Subject: subject, NoSubject: subject == "", State: StatePending, ExpiresAfter: now, Limit: g.maxPending})
	if err != nil {
		return "this call needs a human's approval, and the calls already waiting for one could not be counted", err
	}
	if waiting >= g.maxPending {
		return fmt.Sprintf("this call needs a human's approval, and %d calls are waiting for one already: wait for their decisions", waiting), nil
	}
	return "", nil
}

// countPending counts what q selects in store, up to q.Limit when it is
// set: without reading the approvals when it is a [PendingCounter].
// Otherwise it counts what the store lists that q selects, so a store
// that ignores a field of q (ExpiresAfter, by a store older than it)
// counts right, unless it lists q.Limit approvals or more: the store
// may then hold more that q selects than it listed, and every one
// listed counts (more, never fewer).
func countPending(ctx context.Context, store Store, q Query) (int, error) {
	if c, ok := store.(PendingCounter); ok {
		return c.CountPending(ctx, q)
	}
	l, err := store.ListPending(ctx, q)
	if err != nil || q.Limit > 0 && len(l) >= q.Limit {
		return len(l), err
	}
	n := 0
	for _, p := range l {
		if q.selects(p) {
			n++
		}
	}
	return n, nil
}

// deferCall records a pending approval for the call and returns the
// result the model sees; with a Wait, it first waits for a decision and
// runs an approved call at once.
func (g *Guard) deferCall(ctx context.Context, c *callState, df *deferral) mcp.Result {
	if !c.srv.durable {
		res, _ := c.block(rules.Confirm, c.a.rule, "this call needs a human's approval, and a call on an unnamed connection cannot wait for one", nil)
		return res
	}
	if !utf8.ValidString(SubjectOf(ctx)) {
		// A store keeps text: the FileStore writes "a\xff" as "a\ufffd"
		// (and would count none of the subject's calls), PostgreSQL
		// refuses it.
		res, _ := c.block(rules.Confirm, c.a.rule, "this call needs a human's approval, and its subject is not valid UTF-8, so it cannot wait for one", nil)
		return res
	}
	unlock, err := func() {}, error(nil)
	if g.maxPending >= 0 {
		unlock, err = g.deferring.lock(ctx, SubjectOf(ctx))
	}
	if err != nil {
		res, _ := c.block(rules.Confirm, "too-many-pending", "this call needs a human's approval, and the calls already waiting for one could not be counted", err)
		return res
	}
	now := time.Now()
	if reason, err := g.crowded(ctx, now); reason != "" {
		unlock()
		if err != nil {
			g.storeError(ctx, c.srv, err)
		}
		res, _ := c.block(rules.Confirm, "too-many-pending", reason, err)
		return res
	}
	p := &PendingApproval{
		ID: NewApprovalID(), Server: c.srv.name, Tool: c.e.tool.Name, Fingerprint: c.e.tool.Fingerprint,
		Idempotent: c.e.tool.Idempotent.Value, Args: argsJSON(c.args),
		Rule: df.decision.Rule, Message: df.decision.Message, Subject: SubjectOf(ctx),
		Created: now, Expires: now.Add(g.pendingTTL), State: StatePending,
	}
	err = g.store.AddPending(ctx, p)
	unlock()
	if err != nil {
		g.storeError(ctx, c.srv, err)
		res, _ := c.block(rules.Confirm, c.a.rule, "this call needs a human's approval, and it could not be recorded for one", err)
		return res
	}
	g.step(ctx, p, "deferred", "")
	if df.wait > 0 {
		wctx, cancel := context.WithTimeout(ctx, df.wait)
		got, err := g.store.Wait(wctx, p.ID, StatePending)
		cancel()
		switch {
		case err == nil && got.State == StateApproved:
			res, err := g.resume(ctx, c.next, c.cs, p.ID)
			if err != nil {
				r, _ := c.block(rules.Confirm, c.a.rule, "the approved call could not be run", err)
				return r
			}
			c.a.verdict, c.a.outcome = "approved-deferred", "resumed"
			return res
		case err == nil && got.State == StateRejected:
			reason := got.Reason
			if reason == "" {
				reason = "a human did not approve this call"
			}
			c.a.verdict = "rejected"
			r, _ := c.block(rules.Confirm, c.a.rule, reason, ErrRejected)
			return r
		case err != nil && !errors.Is(err, context.DeadlineExceeded):
			g.storeError(ctx, c.srv, err)
		}
	}
	c.a.outcome = "pending"
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: "This call has not run: it is waiting for a human's approval (approval " + p.ID +
			"). Do not call it again; the application resumes it once it is approved."}},
		Meta: mcp.Meta{PendingKey: clonePending(p)},
	}
}

// step writes an audit record "hintgate.approval" for one step of a
// pending approval's life.
func (g *Guard) step(ctx context.Context, p *PendingApproval, step, problem string) {
	approvalStep(ctx, g.logger, p, step, problem)
}

func approvalStep(ctx context.Context, l *slog.Logger, p *PendingApproval, step, problem string) {
	level := slog.LevelInfo
	if problem != "" {
		level = slog.LevelWarn
	}
	if !l.Enabled(ctx, level) {
		return
	}
	attrs := []slog.Attr{
		slog.String("step", step), slog.String("id", p.ID), slog.String("server", p.Server),
		slog.String("tool", p.Tool), slog.String("state", string(p.State)), slog.String("subject", p.Subject),
		slog.String("rule", p.Rule),
	}
	if p.DecidedBy != "" {
		attrs = append(attrs, slog.String("decided_by", p.DecidedBy))
	}
	if p.ClaimedBy != "" {
		attrs = append(attrs, slog.String("claimed_by", p.ClaimedBy), slog.Int("claims", p.Claims))
	}
	if problem != "" {
		attrs = append(attrs, slog.String("problem", problem))
	}
	l.LogAttrs(context.WithoutCancel(ctx), level, "hintgate.approval", attrs...)
}
