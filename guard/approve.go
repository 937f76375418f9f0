package guard

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"unicode/utf8"

	"github.com/hintgate/hintgate/rules"
)

// rejection is why a confirmation did not approve a call.
type rejection struct {
	reason string
	denied bool // the policy or the bound on arguments denied an edited call
	cause  error
}

func (r *rejection) Error() string {
	if r.cause != nil {
		return "guard: rejected: " + r.cause.Error()
	}
	return "guard: rejected: " + r.reason
}

func (r *rejection) Unwrap() error { return r.cause }

// confirm gets a human's approval, unless an approval for the session or
// in the store already covers this definition and these arguments. It
// leaves the arguments to run with in c.args (edited, perhaps), or
// returns a *rejection.
func (g *Guard) confirm(ctx context.Context, c *callState, d rules.Decision) error {
	e := c.e
	if !e.changed {
		if verdict := g.approved(ctx, c); verdict != "" {
			c.a.verdict = verdict
			return nil
		}
	}
	if err := context.Cause(ctx); err != nil {
		c.a.verdict = "rejected"
		return &rejection{reason: "the call was cancelled before a human could approve it", cause: err}
	}
	v, err := g.ask(ctx, &Request{Tool: e.hintsTool(), Args: cloneArgs(c.args), Decision: d, Changed: e.changed, Attempt: 1, Subject: c.subject})
	if err == nil {
		err = context.Cause(ctx) // an answer after the deadline does not count
	}
	if err != nil {
		c.a.verdict = "error"
		return &rejection{reason: "no human could approve this call", cause: err}
	}
	if v.Answer == Defer {
		c.a.verdict = "deferred"
		return &deferral{wait: v.Wait, decision: d}
	}
	if v.Answer != Approve {
		c.a.verdict = "rejected"
		return &rejection{reason: v.Reason}
	}
	c.a.verdict = "approved-" + v.Scope.String()
	if err := g.unchangedSince(ctx, c); err != nil {
		return err
	}
	if v.Args != nil {
		// An edited call is decided again; a human's approval does not
		// override a deny.
		c.args = cloneArgs(v.Args)
		c.finds.numbers = true     // looked for again, in the edit
		c.a.digest, c.sum = "", "" // hashed again, as edited
		c.a.verdict += "-edited"
		if err := g.bounded(c.args); err != nil {
			// The bound holds for an edit as for the call the model made.
			c.a.decided(rules.Decision{Action: rules.Deny, Rule: "args-too-large", Layer: "guard"})
			reason := "the edited arguments are too large"
			var tl *ArgsTooLargeError
			if errors.As(err, &tl) {
				reason = tl.reason()
			}
			return &rejection{reason: reason, denied: true, cause: err}
		}
		d2 := g.policy.Decide(e.prep, rules.Call{Args: c.ruled(), Attempt: 1, Confirmed: true})
		c.a.decided(d2)
		if d2.Err != nil {
			return &rejection{reason: "the policy could not decide on the edited call", denied: true, cause: &ruleError{rule: d2.Rule}}
		}
		if d2.Action == rules.Deny || d2.Action == rules.Hide || g.protected(c) {
			reason := d2.Reason
			if reason == "" {
				reason = "the edited call is not allowed"
			}
			return &rejection{reason: reason, denied: true}
		}
	}
	g.record(ctx, c, v)
	return nil
}

// unchangedSince checks, after a human approved, that the tool is still
// listed with the definition they saw: a server that changed it while
// they decided (and said so) does not get the approval for the new one.
// The tools are listed again only when the guard's list is no longer
// usable (a list_changed, say).
func (g *Guard) unchangedSince(ctx context.Context, c *callState) error {
	e, err := g.lookup(ctx, c.next, c.cs, c.srv, c.e.tool.Name)
	if err == nil && e != nil && e.tool.Fingerprint == c.e.tool.Fingerprint {
		return nil
	}
	c.a.decided(rules.Decision{Action: rules.Confirm, Rule: "definition-changed", Layer: "guard"})
	if err != nil {
		return &rejection{reason: "the server's tools could not be listed again to check the approved call", cause: err}
	}
	return &rejection{reason: "the tool's definition changed while a human was deciding; call it again to have the new definition approved"}
}

// ask asks the confirmer. A confirmer that panics has not approved: the
// panic becomes an error, which rejects the call, rather than a crash of
// the agent.
func (g *Guard) ask(ctx context.Context, r *Request) (v Verdict, err error) {
	defer func() {
		if p := recover(); p != nil {
			v, err = Verdict{}, fmt.Errorf("guard: the confirmer panicked: %v", p)
		}
	}()
	return g.confirmer.Confirm(ctx, r)
}

// approved returns the verdict for the audit log when an approval for the
// session or a lasting one covers the call, or "".
func (g *Guard) approved(ctx context.Context, c *callState) string {
	if g.tokenApproves(ctx, c) {
		return "approved-token"
	}
	fp, name := c.e.tool.Fingerprint, c.e.tool.Name
	c.srv.mu.RLock()
	grants := c.srv.grants[name]
	c.srv.mu.RUnlock()
	if len(grants) > 0 {
		digest := g.callDigest(c)
		for _, gr := range grants {
			if gr.subject == c.subject && gr.covers(fp, digest, c.args) {
				return "approved-session"
			}
		}
	}
	if !c.srv.durable {
		return ""
	}
	lasting, err := g.store.Approvals(ctx, c.srv.name, name)
	if err != nil {
		g.storeError(ctx, c.srv, err)
		return ""
	}
	sum := func() string { return callSum(c) }
	for _, a := range lasting {
		if a.Subject != "" && a.Subject != c.subject {
			continue
		}
		if a.covers(fp, c.args, sum) {
			if a.Subject != "" {
				return "approved-session"
			}
			return "approved-always"
		}
	}
	return ""
}

// record remembers an approval: the call as confirmed (a retry needs no
// second approval), a grant for the session, a lasting approval.
func (g *Guard) record(ctx context.Context, c *callState, v Verdict) {
	e, srv := c.e, c.srv
	fp := e.tool.Fingerprint
	g.callDigest(c)
	match := v.Match.clone()
	if len(match) > 0 && !match.Covers(c.args) {
		g.logger.LogAttrs(ctx, slog.LevelWarn, "hintgate.approval", slog.String("server", srv.name), slog.String("tool", e.tool.Name),
			slog.String("problem", "the confirmer's Match does not cover the approved call: approved once"))
		v.Scope = Once
	}
	srv.mu.Lock()
	if v.Scope != Once {
		// What a human approved beyond this call is `confirmed` for the
		// policy, for this subject only; a retry of this call needs no
		// second approval either way (callState.confirmed).
		srv.confirmed[confirmKey(c.subject, e.tool.Name, fp, c.a.digest)] = true
		srv.nconfirmed.Store(int64(len(srv.confirmed)))
	}
	// A subject's session approval on a named server lives in the store,
	// for that subject only; otherwise the session is the guard's life.
	// A subject that is not valid UTF-8 stays in memory: a store keeps
	// text, and the FileStore would write it as another subject's.
	shared := srv.durable && c.subject != "" && utf8.ValidString(c.subject)
	if v.Scope == ForSession && !shared || v.Scope == Always && !srv.durable {
		srv.grants[e.tool.Name] = append(srv.grants[e.tool.Name], grant{subject: c.subject, fingerprint: fp, digest: c.a.digest, match: match})
	}
	srv.mu.Unlock()
	if e.changed {
		g.repin(ctx, srv, e)
	}
	if srv.durable && (v.Scope == Always || v.Scope == ForSession && shared) {
		a := Approval{Server: srv.name, Tool: e.tool.Name, Fingerprint: fp, Match: match}
		if v.Scope == ForSession {
			a.Subject = c.subject // shared with every replica, for this subject only
		}
		if len(match) == 0 {
			a.Args = callSum(c)
		}
		if err := g.store.Approve(ctx, a); err != nil {
			g.storeError(ctx, srv, err)
		}
	}
}

// callDigest returns the guard's digest of the call's arguments, which
// the audit record carries too: the arguments are hashed once per call,
// and again only when a human edits them.
func (g *Guard) callDigest(c *callState) string {
	if c.a.digest == "" {
		c.a.digest = g.digest(c.args)
	}
	return c.a.digest
}

// callSum returns the stable hash of the call's arguments that lasting
// approvals are bound to ([argsHash]), computed once per call.
func callSum(c *callState) string {
	if c.sum == "" {
		c.sum = argsHash(c.args)
	}
	return c.sum
}

func confirmKey(subject, tool, fp, digest string) string {
	return subject + "\x00" + tool + "\x00" + fp + "\x00" + digest
}

// wasConfirmed reports whether a human approved this tool with these
// arguments for this subject beyond a single call. Arguments are hashed
// only when something was approved at all.
func (g *Guard) wasConfirmed(c *callState) bool {
	s, e := c.srv, c.e
	if s.nconfirmed.Load() == 0 { // read without the lock: most servers have none
		return false
	}
	key := confirmKey(c.subject, e.tool.Name, e.tool.Fingerprint, g.callDigest(c))
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.confirmed[key]
}
