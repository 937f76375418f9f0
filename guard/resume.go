package guard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Resume runs an approved deferred call once, on this connection, which
// must be to the server the call was deferred on (the same user's name
// for it). Any replica sharing the [Store] can resume: the store's claim
// makes sure the call runs once. Of replicas resuming at the same moment,
// one runs it and the others wait for its outcome and get its result
// with an error wrapping [ErrAlreadyExecuted].
//
// The call never runs when it was not approved ([ErrNotDecided],
// [ErrRejected]), has expired ([ErrExpired]), when the tool's definition
// changed since it was deferred, the tool is gone, or the policy denies
// the (possibly edited) arguments ([ErrVoided]), or when a replica
// claimed it earlier and vanished without recording an outcome and the
// tool is not idempotent ([ErrUnknownOutcome]). When the server's tools
// cannot be listed to check the call, Resume returns that error and the
// approval stands, to be resumed again. Every step is in the
// audit log ("hintgate.approval" records, and the "hintgate.call" record
// of the call).
func (s *Conn) Resume(ctx context.Context, id string) (*mcp.CallToolResult, error) {
	return s.g.resume(ctx, s.next, s.cs, id)
}

// resume claims the approval, checks the call against the tool as listed
// now and the policy, runs it and records the outcome.
func (g *Guard) resume(ctx context.Context, next mcp.MethodHandler, cs *mcp.ClientSession, id string) (*mcp.CallToolResult, error) {
	srv := g.serverOf(cs)
	p, err := g.store.GetPending(ctx, id)
	if err != nil {
		return nil, err
	}
	if !srv.durable || p.Server != srv.name {
		return nil, fmt.Errorf("guard: approval %s is for server %q; this connection is to %q", id, p.Server, srv.name)
	}
	// The tool is looked up before the claim: a list that fails says
	// nothing about the call, so it must leave the approval as it was
	// (a claimed approval can only end executed, failed or voided). An
	// approval that cannot be claimed needs no list: the claim says why.
	var e *entry
	var lerr error
	looked := p.State == StateApproved || p.State == StateClaimed
	if looked {
		if e, lerr = g.lookup(ctx, next, cs, srv, p.Tool); lerr != nil {
			g.step(ctx, p, "resume-failed", errKind(lerr))
			return nil, fmt.Errorf("guard: approval %s: the tools of %q could not be listed to check the call (the approval stands; resume again): %w", id, srv.name, lerr)
		}
	}
	p, err = g.claim(ctx, id)
	if err != nil {
		if p == nil {
			return nil, err
		}
		g.step(ctx, p, "resume-refused", errKind(err))
		return resultOf(p), err
	}
	g.step(ctx, p, "claimed", "")
	c := &callState{next: next, cs: cs, srv: srv, confirmed: true, subject: p.Subject}
	c.a = audit{start: now(), server: srv.name, tool: p.Tool, verdict: "approved-deferred", attempt: 1}
	defer func() { g.write(ctx, &c.a, c.args) }()
	if !looked {
		// Decided between the read and the claim: looked up now, and a
		// list that fails here ends the approval (fail closed).
		e, lerr = g.lookup(ctx, next, cs, srv, p.Tool)
	}
	reason, err := "", lerr
	if err == nil {
		reason, err = g.check(c, p, e)
	} else {
		err = fmt.Errorf("guard: the tools could not be listed to check the call: %w", err)
	}
	if err != nil || reason != "" {
		if err == nil {
			err = fmt.Errorf("%w: %s", ErrVoided, reason)
		}
		c.a.outcome, c.a.err = "blocked", err
		g.complete(ctx, p, StateVoided, nil, reason)
		return nil, err
	}
	params := &mcp.CallToolParams{Name: p.Tool, Arguments: c.args}
	res, err := g.run(ctx, c, &mcp.ClientRequest[mcp.Params]{Session: cs, Params: params})
	r, _ := res.(*mcp.CallToolResult)
	if err != nil || r == nil {
		g.complete(ctx, p, StateFailed, nil, errKind(err))
		if err == nil {
			err = fmt.Errorf("guard: resumed call of %s returned %T", p.Tool, res)
		}
		return nil, err
	}
	data, jerr := json.Marshal(r)
	if jerr != nil {
		data = nil
	}
	g.complete(ctx, p, StateExecuted, data, "")
	if p.Scope != Once {
		g.record(ctx, c, Verdict{Answer: Approve, Scope: p.Scope})
	}
	return r, nil
}

// claim takes the claim on an approval; while another replica holds it,
// it waits for that replica's outcome (or for its lease to run out).
func (g *Guard) claim(ctx context.Context, id string) (*PendingApproval, error) {
	for {
		p, err := g.store.Claim(ctx, id, g.replica, g.lease)
		switch {
		case err == nil && p == nil:
			return nil, fmt.Errorf("guard: pending approval %s: the store's claim returned nothing", id)
		case err == nil && (p.State != StateClaimed || p.ClaimedBy != g.replica):
			// A store that answers without the claim held by this
			// replica has not given it: running now could run the
			// call beside the replica that holds it.
			err = fmt.Errorf("%w: the store answered with the call %s, not claimed by this replica", ErrInProgress, p.State)
		}
		if !errors.Is(err, ErrInProgress) {
			return p, err
		}
		// Wait for the holder's outcome or its lease, and at least a
		// moment: a lease already past would have this loop ask the
		// store again at once.
		until := p.Lease
		if now := time.Now(); until.Before(now) {
			until = now
		}
		until = until.Add(10 * time.Millisecond)
		wctx, cancel := context.WithDeadline(ctx, until)
		got, werr := g.store.Wait(wctx, id, StateClaimed)
		cancel()
		if cerr := context.Cause(ctx); cerr != nil {
			return p, errors.Join(ErrInProgress, cerr)
		}
		if werr == nil && got.State.Final() {
			return got, StateError(got)
		}
	}
}

// check decides whether a claimed call may run: the tool as listed just
// before the claim (e, nil when it is gone) must have the deferred
// definition, and the policy must not deny the arguments. It leaves the
// arguments in c.args; a reason means voided.
func (g *Guard) check(c *callState, p *PendingApproval, e *entry) (string, error) {
	var err error
	if e == nil {
		return "the tool is gone", nil
	}
	c.e, c.a.class, c.a.changed = e, e.tool.Class.String(), e.changed
	if e.tool.Fingerprint != p.Fingerprint {
		return "the tool's definition changed since the call was deferred", nil
	}
	if c.args, err = p.Arguments(); err != nil {
		return "", err
	}
	if err := g.bounded(c.args); err != nil {
		c.a.decided(rules.Decision{Action: rules.Deny, Rule: "args-too-large", Layer: "guard"})
		return "", fmt.Errorf("%w: %w", ErrVoided, err)
	}
	if g.protected(c) {
		c.a.decided(rules.Decision{Action: rules.Deny, Rule: "hintgate-config", Layer: "guard"})
		return "tools may not read or change hintgate's own configuration", nil
	}
	c.finds.numbers = true // a stored call keeps numbers float64 does not write back as json.Number
	d := g.policy.Decide(e.prep, rules.Call{Args: c.ruled(), Attempt: 1, Confirmed: true})
	c.a.decided(d)
	if d.Err != nil {
		return "the policy could not decide on the call", nil
	}
	if d.Action == rules.Deny || d.Action == rules.Hide {
		return "the policy denies the call: " + d.Reason, nil
	}
	return "", nil
}

// complete records the outcome; the store keeps it beyond the caller's
// context.
func (g *Guard) complete(ctx context.Context, p *PendingApproval, s State, result json.RawMessage, problem string) {
	ctx = context.WithoutCancel(ctx)
	err := g.store.Complete(ctx, p.ID, g.replica, s, result)
	p.State = s
	if err != nil {
		problem = "the outcome could not be recorded: " + errKind(err)
	}
	g.step(ctx, p, string(s), problem)
}

// resultOf decodes the result a replica recorded, or returns nil.
func resultOf(p *PendingApproval) *mcp.CallToolResult {
	if len(p.Result) == 0 {
		return nil
	}
	var r mcp.CallToolResult
	if json.Unmarshal(p.Result, &r) != nil {
		return nil
	}
	return &r
}
