package guard

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"reflect"
	"slices"
	"time"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Meta keys hintgate sets on results it produces or changes.
const (
	// BlockedKey marks a result the guard produced instead of calling the
	// server; read it with [Blocked].
	BlockedKey = "io.hintgate/blocked"
	// TruncatedKey marks a result the guard cut: its value, a
	// map[string]any, holds the characters shown and in all ("shown",
	// "total") when text was truncated, and the blocks and bytes removed
	// ("removed", "removedBytes") when binary content or blocks were.
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
	// Rule names the rule that decided last: a policy rule, or
	// "unknown-tool", "bad-arguments", "args-too-large" (Err is an
	// [*ArgsTooLargeError]), "list-failed", "hintgate-config".
	Rule string
	// Reason is what the model was told.
	Reason string
	// Err is the internal cause (a confirmer's error, a list failure); it
	// is never shown to the model. A rule's run-time error is reported
	// without its message, which could quote arguments.
	Err error
}

func (b *Block) Error() string {
	return fmt.Sprintf("guard: call of %s blocked by %s: %s", b.Tool, b.Rule, b.Reason)
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
	start       int64 // see now
	server      string
	tool        string
	class       string
	digest      string
	action      rules.Action
	rule, layer string
	verdict     string
	attempt     int
	changed     bool
	truncated   bool // the result was cut
	outcome     string
	err         error
}

func (a *audit) decided(d rules.Decision) { a.action, a.rule, a.layer = d.Action, d.Rule, d.Layer }

// write logs the record. Errors are logged by kind only: their text may
// quote arguments.
func (g *Guard) write(ctx context.Context, a *audit, args map[string]any) {
	if !g.audited {
		return
	}
	level := slog.LevelInfo
	if a.outcome == "blocked" || a.outcome == "transport_error" {
		level = slog.LevelWarn
	}
	if !g.logger.Enabled(ctx, level) {
		return
	}
	ctx = context.WithoutCancel(ctx)
	if a.digest == "" && args != nil {
		a.digest = g.digest(args)
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
		slog.Duration("duration", time.Duration(now()-a.start)),
		slog.String("outcome", a.outcome),
	}
	if a.err != nil {
		attrs = append(attrs, slog.String("error", errKind(a.err)))
	}
	if a.truncated {
		attrs = append(attrs, slog.Bool("truncated", true))
	}
	g.logger.LogAttrs(ctx, level, "hintgate.call", attrs...)
}

// callState is one tools/call on its way through the guard.
type callState struct {
	next      mcp.MethodHandler
	cs        *mcp.ClientSession
	params    *mcp.CallToolParams
	srv       *server
	e         *entry
	args      map[string]any
	finds     argFinds // in args as the call came; see readArgs
	confirmed bool
	subject   string // see WithSubject
	sum       string // see callSum
	a         audit
}

func (c *callState) block(action rules.Action, rule, reason string, cause error) (mcp.Result, error) {
	c.a.outcome, c.a.err = "blocked", cause
	c.a.rule = rule
	return blockedResult(&Block{Server: c.srv.name, Tool: c.a.tool, Action: action, Rule: rule, Reason: reason, Err: cause}), nil
}

// call governs one tools/call.
func (g *Guard) call(ctx context.Context, next mcp.MethodHandler, req mcp.Request) (mcp.Result, error) {
	cs, _ := req.GetSession().(*mcp.ClientSession)
	c := &callState{next: next, cs: cs, srv: g.serverOf(cs), subject: SubjectOf(ctx)}
	c.a = audit{server: c.srv.name, verdict: "none", attempt: 1}
	if g.audited {
		c.a.start = now()
	}
	defer func() { g.write(ctx, &c.a, c.args) }()

	params, ok := req.GetParams().(*mcp.CallToolParams)
	if !ok || params == nil {
		return c.block(rules.Deny, "bad-arguments", "the call has no parameters", fmt.Errorf("guard: params of type %T", req.GetParams()))
	}
	c.params, c.a.tool = params, shownName(params.Name)
	e, err := g.lookup(ctx, next, cs, c.srv, params.Name)
	if err != nil {
		return c.block(rules.Deny, "list-failed", "the server's tools could not be listed to check this call", err)
	}
	if e == nil {
		return c.block(rules.Deny, "unknown-tool", fmt.Sprintf("there is no tool named %q", c.a.tool), nil)
	}
	c.e, c.a.changed = e, e.changed
	if g.audited {
		c.a.class = e.tool.Class.String()
	}
	if c.args, c.finds, err = g.readArgs(params.Arguments, !e.readOnly, e.prep.WalksURLs()); err != nil {
		var tl *ArgsTooLargeError
		if errors.As(err, &tl) {
			return c.block(rules.Deny, "args-too-large", tl.reason(), err)
		}
		return c.block(rules.Deny, "bad-arguments", "the arguments must be a JSON object", err)
	}
	if res, blocked := g.decide(ctx, c); blocked {
		return res, nil
	}
	if unedited(params.Arguments, c.args) {
		return g.run(ctx, c, req) // the caller's own request, as it came
	}
	// The edited or approved arguments go to the server.
	p := *params
	p.Arguments = c.args
	return g.run(ctx, c, &mcp.ClientRequest[mcp.Params]{Session: cs, Params: &p})
}

// shownName is a call's tool name as audit records, blocks and reasons
// show it: model text, cut past hints.MaxNameLen bytes (longer names
// are not read anyway).
func shownName(name string) string {
	if len(name) <= hints.MaxNameLen {
		return name
	}
	return safetext.Cut(name, hints.MaxNameLen) + "…"
}

// protected is the guard's own check, before the policy: no tool call
// may name hintgate's configuration directory.
func (g *Guard) protected(c *callState) bool { return g.protect.names(c.args) }

// decide applies the guard's own check, the policy and the confirmer; it
// returns a blocked result when the call must not run.
func (g *Guard) decide(ctx context.Context, c *callState) (mcp.Result, bool) {
	if c.finds.protected {
		c.a.decided(rules.Decision{Action: rules.Deny, Rule: "hintgate-config", Layer: "guard"})
		res, _ := c.block(rules.Deny, "hintgate-config", "tools may not read or change hintgate's own configuration", nil)
		return res, true
	}
	c.confirmed = g.wasConfirmed(c)
	d := g.policy.Decide(c.e.prep, rules.Call{Args: c.ruled(), Attempt: 1, Confirmed: c.confirmed, NoURLs: c.finds.noURLs})
	c.a.decided(d)
	if d.Err != nil {
		res, _ := c.block(rules.Deny, d.Rule, "the policy could not decide on this call", &ruleError{rule: d.Rule})
		return res, true
	}
	switch {
	case d.Action != rules.Allow:
	case c.e.changed:
		// A changed definition is never run unseen, whatever the policy says.
		d = rules.Decision{Action: rules.Confirm, Rule: "definition-changed", Layer: "guard",
			Message: "The definition of " + c.e.tool.Name + " changed since it was approved."}
		c.a.decided(d)
	case !c.e.readOnly && c.finds.parent:
		// Moving a parent of the configuration directory moves the
		// approvals file out of the hintgate-config check's sight.
		d = rules.Decision{Action: rules.Confirm, Rule: "hintgate-config-parent", Layer: "guard",
			Message: c.e.tool.Name + " names a directory that holds hintgate's configuration (its approvals)."}
		c.a.decided(d)
	}
	switch d.Action {
	case rules.Allow:
		return nil, false
	case rules.Confirm:
		if err := g.confirm(ctx, c, d); err != nil {
			var df *deferral
			if errors.As(err, &df) {
				return g.deferCall(ctx, c, df), true
			}
			reason := "a human did not approve this call"
			var r *rejection
			if errors.As(err, &r) && r.reason != "" {
				reason = r.reason
			}
			action := rules.Confirm
			if r != nil && r.denied {
				action = rules.Deny
			}
			res, _ := c.block(action, c.a.rule, reason, err)
			return res, true
		}
		c.confirmed = true
		return nil, false
	}
	reason := d.Reason
	if reason == "" {
		reason = "blocked by policy"
	}
	res, _ := c.block(d.Action, d.Rule, reason, nil)
	return res, true
}

// run calls the server, retrying as the policy allows.
func (g *Guard) run(ctx context.Context, c *callState, req mcp.Request) (mcp.Result, error) {
	for attempt := 1; ; attempt++ {
		c.a.attempt = attempt
		res, err := c.next(ctx, "tools/call", req)
		if err == nil {
			r, ok := res.(*mcp.CallToolResult)
			if !ok || r == nil {
				c.a.outcome = "transport_error"
				return res, nil
			}
			return g.finish(ctx, c, r), nil
		}
		if cerr := context.Cause(ctx); cerr != nil {
			c.a.outcome, c.a.err = "cancelled", err
			return nil, err
		}
		if !g.again(ctx, c, attempt, err) {
			return nil, err
		}
	}
}

// again reports whether a failed attempt is tried again, after waiting.
func (g *Guard) again(ctx context.Context, c *callState, attempt int, err error) bool {
	f := rules.Failure{Message: err.Error(), Transient: g.transient(err), Timeout: errors.Is(err, context.DeadlineExceeded)}
	call := rules.Call{Args: c.ruled(), Attempt: attempt, Confirmed: c.confirmed}
	again, wait, rule := g.policy.Retry(c.e.prep, call, f)
	c.a.outcome, c.a.err = "transport_error", err
	if !again {
		return false
	}
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait {
		return false // no time left to retry
	}
	g.logger.LogAttrs(ctx, slog.LevelInfo, "hintgate.retry", slog.String("server", c.srv.name), slog.String("tool", c.e.tool.Name),
		slog.Int("attempt", attempt), slog.String("rule", rule), slog.Duration("wait", wait), slog.String("error", errKind(err)))
	if serr := g.sleep(ctx, wait); serr != nil {
		c.a.outcome, c.a.err = "cancelled", serr
		return false
	}
	// The policy is asked again: rules may limit attempts. Identical
	// arguments that were confirmed need no second confirmation.
	call.Attempt = attempt + 1
	d := g.policy.Decide(c.e.prep, call)
	if d.Err != nil || d.Action == rules.Deny || d.Action == rules.Hide || d.Action == rules.Confirm && !c.confirmed {
		c.a.action, c.a.rule = d.Action, d.Rule
		return false
	}
	c.a.outcome, c.a.err = "", nil
	return true
}

// finish applies what happens to every result: a forged block marker is
// removed, long text is truncated, binary content past its bound is
// removed, open-world results are reviewed.
func (g *Guard) finish(ctx context.Context, c *callState, r *mcp.CallToolResult) *mcp.CallToolResult {
	// A server cannot forge a block. Deleting hintgate's three keys costs
	// less than iterating over the result's keys, whose start (a random
	// number) and code the round trip leaves cold.
	if len(r.Meta) > 0 {
		delete(r.Meta, BlockedKey)
		delete(r.Meta, PendingKey)
		delete(r.Meta, TruncatedKey)
	}
	if (g.maxChars > 0 || g.maxBytes > 0) && !shortText(r, g.maxChars) {
		g.bind(c, r)
	}
	c.a.outcome = "ok"
	if r.IsError {
		c.a.outcome = "tool_error"
	}
	if g.review != nil && c.e.tool.OpenWorld.Value {
		t := c.e.hintsTool()
		ok, err := g.reviewed(ctx, &t, r)
		if err != nil || !ok {
			c.a.outcome, c.a.err = "withheld", err
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "The result of this call was withheld by the reviewer."}}}
		}
	}
	return r
}

// bind applies the bounds on a result's text and blocks.
func (g *Guard) bind(c *callState, r *mcp.CallToolResult) {
	dropNil(r)
	var cut *mcp.TextContent
	if g.maxChars > 0 {
		cut = truncateResult(r, g.maxChars)
	}
	if bindBlocks(r, g.maxBytes) {
		c.a.truncated = true
	}
	if cut != nil {
		// The notice of the cut comes last, past the bound on blocks,
		// which would otherwise remove it as the block over the count.
		r.Content = append(r.Content, cut)
		c.a.truncated = true
	}
}

// dropNil removes r's nil blocks, a nil interface or a nil pointer of any
// content kind (a Go middleware or an in-process handler can return one):
// they carry nothing to show, and every bound and the encoder would
// dereference them.
func dropNil(r *mcp.CallToolResult) {
	for i, c := range r.Content {
		if isNil(c) {
			kept := slices.Clone(r.Content[:i])
			for _, c := range r.Content[i+1:] {
				if !isNil(c) {
					kept = append(kept, c)
				}
			}
			r.Content = kept
			return
		}
	}
}

func isNil(c mcp.Content) bool {
	if c == nil {
		return true
	}
	v := reflect.ValueOf(c)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// shortText reports a result that is within every bound bind applies,
// in one short loop: no structured content, at most maxBlocks blocks,
// all of them text, of at most maxChars bytes in all (no bound if
// maxChars < 1), and so of at most maxChars characters. Most results
// are; the code of the full bounds is then not run, nor brought into
// caches the round trip left cold.
func shortText(r *mcp.CallToolResult, maxChars int) bool {
	if r.StructuredContent != nil || len(r.Content) > maxBlocks {
		return false
	}
	n := 0
	for _, c := range r.Content {
		t, ok := c.(*mcp.TextContent)
		if !ok || t == nil {
			return false
		}
		n += len(t.Text)
	}
	return maxChars < 1 || n <= maxChars
}

// reviewed asks the reviewer. A reviewer that panics has not released the
// result: the panic becomes an error, which withholds it, rather than a
// crash of the agent.
func (g *Guard) reviewed(ctx context.Context, t *hints.Tool, r *mcp.CallToolResult) (ok bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			ok, err = false, fmt.Errorf("guard: the reviewer panicked: %v", p)
		}
	}()
	return g.review.Review(ctx, t, r)
}
