// Package guard governs MCP client sessions: every tools/list and
// tools/call goes through the user's policy ([rules]) and the resolved
// hints ([hints]).
//
// # Two ways in
//
// Attach a [Guard] to a go-sdk client, and existing code that calls
// ClientSession.ListTools and CallTool is guarded transparently:
//
//	g, err := guard.New(&guard.Options{Policy: policy, Confirmer: guard.Terminal(os.Stdin, os.Stderr)})
//	client := mcp.NewClient(impl, nil)
//	g.Attach(client)
//
// Or [Guard.Wrap] a session for typed results ([Conn.Tools] returns
// resolved tools), and use a [Toolbox] to merge several servers into one
// namespaced tool list ("github__create_issue") with calls routed back.
//
// # Lists
//
// On tools/list the guard resolves every tool, drops the ones the policy
// hides, and pins each definition's fingerprint (in the [Store] when it is
// a [PinStore], so that a change made while the agent was not running is
// noticed too). A definition that changes later is logged, flagged to the policy as tool.changed, and needs a
// human's confirmation again even where the policy would allow it; a
// server's notifications/tools/list_changed makes the guard list again
// before the next call. A call of a tool never listed lists first, and a
// tool that is still unknown is never called.
//
// # Calls
//
// Allow runs the call. Confirm asks the [Confirmer] (approve once, for the
// session, or always; edit the arguments, which the policy then decides
// again; or reject). Deny and hide do not reach the server: the caller
// gets a result with IsError set and a reason the model can act on, and
// [Blocked] tells Go code a block from a tool's own failure. Errors while
// deciding, a confirmer's error and a cancelled context all block: nothing
// fails open.
//
// Failed calls are retried as the policy's retry rules say: by default
// idempotent tools on transient errors, at most 3 attempts, with jittered
// exponential backoff, within the context's deadline. A tool that is not
// idempotent is never retried; a retry with confirmed arguments is not
// confirmed again. Long results are truncated (25,000 characters of text by
// default) and marked. Open-world results can be held for a [Reviewer].
//
// # Approvals that last
//
// Approvals for the session are kept per server name, so they survive
// reconnects. "Always" approvals go to a [Store] — by default a [FileStore]
// at [DefaultStorePath], which keeps them across restarts — and are bound
// to the tool's fingerprint: a changed definition voids them.
//
// # Audit
//
// Every call writes one structured log/slog record "hintgate.call" to
// Options.Logger: server, tool, class, args_digest, action, rule, layer,
// verdict, attempt, changed, duration, outcome. Arguments themselves are
// never logged, only their digest.
//
// A Guard, a Conn and a Toolbox are safe for concurrent use. The guard
// starts no goroutines; [Terminal] starts one that reads its input.
package guard
