package guard

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Meta keys hintgate sets on results it produces or changes.
const (
	// BlockedKey marks a result the guard produced instead of calling the
	// server; read it with [Blocked].
	BlockedKey = "io.hintgate/blocked"
	// TruncatedKey marks a result whose text was truncated; its value
	// holds the characters shown and in all.
	TruncatedKey = "io.hintgate/truncated"
)

// Block says why a call did not reach the server. It is an error, for
// callers that want to return it.
type Block struct {
	Server string
	Tool   string
	// Action is Deny or Hide for policy blocks, Confirm when the
	// confirmer rejected the call or could not be asked.
	Action rules.Action
	// Rule names the policy rule, or "unknown-tool", "bad-arguments",
	// "list-failed", "policy-error".
	Rule string
	// Reason is what the model was told.
	Reason string
	// Err is the internal cause (a rule's run-time error, a confirmer's
	// error); it is logged, never shown to the model.
	Err error
}

func (b *Block) Error() string {
	return fmt.Sprintf("hintgate: call of %s blocked by %s: %s", b.Tool, b.Rule, b.Reason)
}

func (b *Block) Unwrap() error { return b.Err }

// Blocked reports whether res is a result the guard produced instead of
// calling the server, and why. A server cannot forge it: only values the
// guard put there in process are recognised.
func Blocked(res *mcp.CallToolResult) (*Block, bool) {
	if res == nil || res.Meta == nil {
		return nil, false
	}
	b, ok := res.Meta[BlockedKey].(*Block)
	return b, ok
}

func blockedResult(b *Block) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: "This call was not run: " + b.Reason}},
		Meta:    mcp.Meta{BlockedKey: b},
	}
}

// audit is one decision's record, written when the call ends.
type audit struct {
	start       time.Time
	server      string
	tool        string
	class       string
	digest      string
	action      rules.Action
	rule, layer string
	verdict     string
	attempt     int
	changed     bool
	outcome     string
	err         error
}

func (g *Guard) write(ctx context.Context, a *audit, args map[string]any) {
	level := slog.LevelInfo
	if a.outcome == "blocked" || a.outcome == "transport_error" {
		level = slog.LevelWarn
	}
	if !g.logger.Enabled(ctx, level) {
		return
	}
	ctx = context.WithoutCancel(ctx)
	if a.digest == "" && args != nil {
		a.digest = Digest(args)
	}
	attrs := []slog.Attr{
		slog.String("server", a.server),
		slog.String("tool", a.tool),
		slog.String("class", a.class),
		slog.String("args_digest", a.digest),
		slog.String("action", a.action.String()),
		slog.String("rule", a.rule),
		slog.String("layer", a.layer),
		slog.String("verdict", a.verdict),
		slog.Int("attempt", a.attempt),
		slog.Bool("changed", a.changed),
		slog.Duration("duration", time.Since(a.start)),
		slog.String("outcome", a.outcome),
	}
	if a.err != nil {
		attrs = append(attrs, slog.String("error", a.err.Error()))
	}
	g.logger.LogAttrs(ctx, level, "hintgate.call", attrs...)
}

// call governs one tools/call.
func (g *Guard) call(ctx context.Context, next mcp.MethodHandler, req mcp.Request) (res mcp.Result, err error) {
	cs, _ := req.GetSession().(*mcp.ClientSession)
	srv := g.server(g.serverName(cs))
	a := &audit{start: time.Now(), server: srv.name, verdict: "none", attempt: 1}
	var args map[string]any
	defer func() { g.write(ctx, a, args) }()

	block := func(action rules.Action, rule, reason string, cause error) (mcp.Result, error) {
		a.outcome, a.err = "blocked", cause
		if a.rule == "" {
			a.rule = rule
		}
		return blockedResult(&Block{Server: srv.name, Tool: a.tool, Action: action, Rule: rule, Reason: reason, Err: cause}), nil
	}

	params, ok := req.GetParams().(*mcp.CallToolParams)
	if !ok || params == nil {
		return block(rules.Deny, "bad-arguments", "the call has no parameters", fmt.Errorf("params of type %T", req.GetParams()))
	}
	a.tool = params.Name
	e, err := g.lookup(ctx, next, cs, srv, params.Name)
	if err != nil {
		return block(rules.Deny, "list-failed", "the server's tools could not be listed to check this call", err)
	}
	if e == nil {
		return block(rules.Deny, "unknown-tool", fmt.Sprintf("there is no tool named %q", params.Name), nil)
	}
	a.class, a.changed = e.tool.Class.String(), e.changed
	args, err = argsOf(params.Arguments)
	if err != nil {
		return block(rules.Deny, "bad-arguments", "the arguments must be a JSON object", err)
	}
	confirmed := srv.wasConfirmed(e, args)
	d := g.policy.Decide(e.prep, rules.Call{Args: args, Attempt: 1, Confirmed: confirmed})
	a.action, a.rule, a.layer = d.Action, d.Rule, d.Layer
	if d.Err != nil {
		return block(rules.Deny, d.Rule, "the policy could not decide on this call", d.Err)
	}
	if e.changed && d.Action == rules.Allow {
		// A changed definition is never run unseen, whatever the policy says.
		d = rules.Decision{Action: rules.Confirm, Rule: "definition-changed", Layer: "guard",
			Message: "The definition of " + e.tool.Name + " changed since it was approved."}
		a.action, a.rule, a.layer = d.Action, d.Rule, d.Layer
	}
	switch d.Action {
	case rules.Allow:
	case rules.Confirm:
		args, err = g.confirm(ctx, srv, e, args, d, a)
		if err != nil {
			reason := "a human did not approve this call"
			var r *rejection
			if errors.As(err, &r) && r.reason != "" {
				reason = r.reason
			}
			return block(rules.Confirm, d.Rule, reason, err)
		}
		confirmed = true
	default:
		reason := d.Reason
		if reason == "" {
			reason = "blocked by policy"
		}
		return block(d.Action, d.Rule, reason, nil)
	}
	// The edited or approved arguments go to the server.
	p := *params
	p.Arguments = args
	callReq := &mcp.ClientRequest[mcp.Params]{Session: cs, Params: &p}
	return g.run(ctx, next, callReq, srv, e, args, confirmed, a)
}

type rejection struct {
	reason string
	cause  error
}

func (r *rejection) Error() string {
	if r.cause != nil {
		return "rejected: " + r.cause.Error()
	}
	return "rejected: " + r.reason
}

func (r *rejection) Unwrap() error { return r.cause }

// confirm gets a human's approval, unless an approval for the session or
// in the store already covers this definition. It returns the arguments
// to run with (edited, perhaps), or a *rejection.
func (g *Guard) confirm(ctx context.Context, srv *server, e *entry, args map[string]any, d rules.Decision, a *audit) (map[string]any, error) {
	fp := e.tool.Fingerprint
	srv.mu.RLock()
	sessionOK := srv.sessionOK[e.tool.Name] == fp
	srv.mu.RUnlock()
	if sessionOK && !e.changed {
		a.verdict = "approved-session"
		return args, nil
	}
	if !e.changed {
		if ok, err := g.store.Approved(ctx, Approval{Server: srv.name, Tool: e.tool.Name, Fingerprint: fp}); err == nil && ok {
			a.verdict = "approved-always"
			return args, nil
		}
	}
	if err := context.Cause(ctx); err != nil {
		a.verdict = "rejected"
		return nil, &rejection{reason: "the call was cancelled before a human could approve it", cause: err}
	}
	v, err := g.confirmer.Confirm(ctx, &Request{Tool: e.tool, Args: args, Decision: d, Changed: e.changed, Attempt: 1})
	if err == nil {
		err = context.Cause(ctx) // an answer after the deadline does not count
	}
	if err != nil {
		a.verdict = "error"
		return nil, &rejection{reason: "no human could approve this call", cause: err}
	}
	if v.Answer != Approve {
		a.verdict = "rejected"
		return nil, &rejection{reason: v.Reason}
	}
	a.verdict = "approved-" + v.Scope.String()
	if v.Args != nil {
		// An edited call is decided again; a human's approval does not
		// override a deny.
		args = v.Args
		a.verdict += "-edited"
		d2 := g.policy.Decide(e.prep, rules.Call{Args: args, Attempt: 1, Confirmed: true})
		if d2.Err != nil || d2.Action == rules.Deny || d2.Action == rules.Hide {
			a.action, a.rule, a.layer = d2.Action, d2.Rule, d2.Layer
			reason := d2.Reason
			if reason == "" {
				reason = "the edited call is not allowed"
			}
			return nil, &rejection{reason: reason, cause: d2.Err}
		}
	}
	a.digest = Digest(args)
	srv.mu.Lock()
	srv.confirmed[confirmKey(e.tool.Name, fp, a.digest)] = true
	if v.Scope == ForSession {
		srv.sessionOK[e.tool.Name] = fp
	}
	srv.mu.Unlock()
	if e.changed {
		g.repin(ctx, srv, e)
	}
	if v.Scope == Always {
		if err := g.store.Approve(ctx, Approval{Server: srv.name, Tool: e.tool.Name, Fingerprint: fp}); err != nil {
			g.logger.LogAttrs(ctx, slog.LevelError, "hintgate.store", slog.String("tool", e.tool.Name), slog.String("error", err.Error()))
		}
	}
	return args, nil
}

func confirmKey(tool, fp, digest string) string { return tool + "\x00" + fp + "\x00" + digest }

// wasConfirmed reports whether a human approved this tool with these
// arguments in this session. Arguments are hashed only when something
// was approved at all.
func (s *server) wasConfirmed(e *entry, args map[string]any) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if len(s.confirmed) == 0 {
		return false
	}
	return s.confirmed[confirmKey(e.tool.Name, e.tool.Fingerprint, Digest(args))]
}

// repin makes an approved changed definition the pinned one, in the
// store too when it keeps pins.
func (g *Guard) repin(ctx context.Context, srv *server, e *entry) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if cur := srv.tools[e.tool.Name]; cur != e {
		return
	}
	ne := &entry{tool: e.tool, pinned: e.tool.Fingerprint}
	g.prepare(ne)
	srv.tools[e.tool.Name] = ne
	if srv.pins == nil {
		srv.pins = map[string]string{}
	}
	srv.pins[e.tool.Name] = e.tool.Fingerprint
	if ps, ok := g.store.(PinStore); ok {
		if err := ps.SetPins(ctx, srv.name, map[string]string{e.tool.Name: e.tool.Fingerprint}); err != nil {
			g.logger.LogAttrs(ctx, slog.LevelError, "hintgate.store", slog.String("server", srv.name), slog.String("error", err.Error()))
		}
	}
}

// run calls the server, retrying as the policy allows.
func (g *Guard) run(ctx context.Context, next mcp.MethodHandler, req mcp.Request, srv *server, e *entry, args map[string]any, confirmed bool, a *audit) (mcp.Result, error) {
	for attempt := 1; ; attempt++ {
		a.attempt = attempt
		res, err := next(ctx, "tools/call", req)
		if err == nil {
			r, ok := res.(*mcp.CallToolResult)
			if !ok {
				a.outcome = "transport_error"
				return res, nil
			}
			return g.finish(ctx, &e.tool, r, a), nil
		}
		if cerr := context.Cause(ctx); cerr != nil {
			a.outcome, a.err = "cancelled", err
			return nil, err
		}
		f := rules.Failure{Message: err.Error(), Transient: g.transient(err), Timeout: errors.Is(err, context.DeadlineExceeded)}
		again, wait, rule := g.policy.Retry(e.prep, rules.Call{Args: args, Attempt: attempt, Confirmed: confirmed}, f)
		if !again {
			a.outcome, a.err = "transport_error", err
			return nil, err
		}
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait {
			a.outcome, a.err = "transport_error", fmt.Errorf("%w (no time left to retry)", err)
			return nil, err
		}
		g.logger.LogAttrs(ctx, slog.LevelInfo, "hintgate.retry", slog.String("server", srv.name), slog.String("tool", e.tool.Name),
			slog.Int("attempt", attempt), slog.String("rule", rule), slog.Duration("wait", wait), slog.String("error", err.Error()))
		if serr := g.sleep(ctx, wait); serr != nil {
			a.outcome, a.err = "cancelled", serr
			return nil, err
		}
		// The policy is asked again: rules may limit attempts. Identical
		// arguments that were confirmed need no second confirmation.
		d := g.policy.Decide(e.prep, rules.Call{Args: args, Attempt: attempt + 1, Confirmed: confirmed})
		if d.Err != nil || d.Action == rules.Deny || d.Action == rules.Hide || d.Action == rules.Confirm && !confirmed {
			a.action, a.rule = d.Action, d.Rule
			a.outcome, a.err = "transport_error", err
			return nil, err
		}
	}
}

// finish applies what happens to every result: a forged block marker is
// removed, long text is truncated, open-world results are reviewed.
func (g *Guard) finish(ctx context.Context, t *hints.Tool, r *mcp.CallToolResult, a *audit) *mcp.CallToolResult {
	if r.Meta != nil {
		delete(r.Meta, BlockedKey) // a server cannot forge a block
		delete(r.Meta, TruncatedKey)
	}
	if g.maxChars > 0 {
		truncateResult(r, g.maxChars)
	}
	a.outcome = "ok"
	if r.IsError {
		a.outcome = "tool_error"
	}
	if g.review != nil && t.OpenWorld.Value {
		ok, err := g.review.Review(ctx, t, r)
		if err != nil || !ok {
			a.outcome, a.err = "withheld", err
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "The result of this call was withheld by the reviewer."}}}
		}
	}
	return r
}

// truncateResult bounds the text of r to max characters in all, keeping
// it valid and marking it.
func truncateResult(r *mcp.CallToolResult, max int) {
	total := 0
	for _, c := range r.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			total += utf8.RuneCountInString(tc.Text)
		}
	}
	if total <= max {
		return
	}
	budget := max
	for _, c := range r.Content {
		tc, ok := c.(*mcp.TextContent)
		if !ok {
			continue
		}
		n := utf8.RuneCountInString(tc.Text)
		if n <= budget {
			budget -= n
			continue
		}
		tc.Text = cutRunes(tc.Text, budget)
		budget = 0
	}
	kept := r.Content[:0:0]
	for _, c := range r.Content {
		if tc, ok := c.(*mcp.TextContent); ok && tc.Text == "" {
			continue
		}
		kept = append(kept, c)
	}
	r.Content = append(kept, &mcp.TextContent{Text: fmt.Sprintf("\n[truncated by hintgate: %d of %d characters shown]", max, total)})
	if r.Meta == nil {
		r.Meta = mcp.Meta{}
	}
	r.Meta[TruncatedKey] = map[string]any{"shown": max, "total": total}
}

func cutRunes(s string, n int) string {
	if n <= 0 {
		return ""
	}
	i := 0
	for j := range s {
		if i == n {
			return strings.Clone(s[:j])
		}
		i++
	}
	return s
}
