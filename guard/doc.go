// Package guard governs MCP client sessions: every tools/list and
// tools/call goes through the user's policy ([rules]) and the resolved
// hints ([hints]).
//
// # Two ways in
//
// Attach a [Guard] to a go-sdk client, connect through it under your own
// name for the server, and existing code that calls
// ClientSession.ListTools and CallTool is guarded transparently:
//
//	g, err := guard.New(&guard.Options{Policy: policy, Confirmer: guard.Terminal(os.Stdin, os.Stderr)})
//	client := mcp.NewClient(impl, nil)
//	g.Attach(client)
//	cs, err := g.Connect(ctx, client, "fs", transport, nil)
//
// Or [Guard.Wrap] a session for typed results ([Conn.Tools] returns
// resolved tools), and use a [Toolbox] to merge several servers into one
// namespaced tool list ("github__create_issue") with calls routed back.
//
// # Who a server is
//
// A server is who the user says it is. Trust (the policy's servers:
// section), approvals and pins are keyed on the name the user gave the
// connection ([Guard.Connect], [Guard.Name], [Toolbox.Add] or
// Options.Server), never on the name the server reports in its initialize
// result. A connection nobody named is [Unnamed]: it gets the policy's
// servers: {"*": …} posture (checked when there is none), and shares no
// approval or pin with any other connection.
//
// # Lists
//
// On tools/list the guard resolves every tool, drops the ones the policy
// hides, and pins each definition's fingerprint (in the [Store], so that
// a change made while the agent was not running is noticed too, when the
// store outlives the process). A definition that changes later is
// logged, flagged to the policy as tool.changed, and needs a human's
// confirmation again even where the policy would allow it. The guard
// lists again before the next call when the server sends
// notifications/tools/list_changed and, since a client only receives it
// when it set a ToolListChangedHandler, also whenever the last list is
// older than Options.ListMaxAge (5 seconds by default). A call of a tool
// never listed lists first, and a tool that is still unknown is never
// called.
//
// # Calls
//
// Before the policy, the guard denies every call whose arguments are
// larger than [Options.MaxArgBytes] (1 MiB by default; rule
// "args-too-large", with an [*ArgsTooLargeError]), since every rule that
// reads them does work that grows with them, and every call whose
// arguments name hintgate's own configuration directory (rule
// "hintgate-config"), so no tool can read or forge approvals. The policy
// reads numbers that came as json.Number (an agent decoding the model's
// calls with UseNumber) as float64, as encoding/json decodes them, and
// denies on an integer float64 would round; the call runs with them as
// they came. Allow runs the call. Confirm asks the
// [Confirmer], which gets a deep copy of the arguments (approve once, for
// the session, or always; edit the arguments, which the policy then
// decides again; or reject). Deny and hide do not reach the server: the
// caller gets a result with IsError set and a reason the model can act
// on, and [Blocked] tells Go code a block from a tool's own failure.
// Errors while deciding, a confirmer's error and a cancelled context all
// block: nothing fails open.
//
// Failed calls are retried as the policy's retry rules say: by default
// idempotent tools on transient errors, at most 3 attempts, with jittered
// exponential backoff, within the context's deadline. A tool that is not
// idempotent is never retried; a retry with confirmed arguments is not
// confirmed again. Everything the model reads of a result is bounded and
// marked when cut: text, embedded resources' text, resource links and
// structured content to 25,000 characters by default
// (Options.MaxResultChars); images, audio, embedded blobs and icons to 4
// MiB all together (Options.MaxResultBytes), each block removed named in
// a text notice by kind and size. Open-world results can be held for a
// [Reviewer].
//
// # Approvals that last
//
// Every approval is bound to the tool's fingerprint (a changed definition
// voids it) and to what the human saw: the exact arguments, or the
// argument pattern ([Match]) the confirmer states in its [Verdict].
// Approvals for the session are kept per server name, so they survive
// reconnects. "Always" approvals and pins go to the [Store]: by default a
// [MemoryStore], so a zero [Options] touches nothing outside the
// process; a [FileStore] (at [DefaultStorePath], say) keeps them across
// restarts, and refuses a file others could have written.
//
// # Approvals in a service
//
// A confirmer that cannot answer now answers [Defer]: the guard records
// a [PendingApproval] in the [Store] (the call's server, tool,
// definition fingerprint and arguments, whole; the rule and its
// message; the subject of [WithSubject]; an expiry) and returns a result
// that [Pending] recognises and the model reads as "waiting". [Approvals]
// lists and decides pending approvals from any process sharing the
// store; [Conn.Resume] runs an approved call on any replica, exactly
// once: the store's claim (a lease) lets one replica run it, and the
// others get its result with [ErrAlreadyExecuted]. A definition changed
// since, an expired approval, or edited arguments the policy denies
// never run; a replica that died between claiming and recording the
// outcome leaves a call that is not idempotent in state unknown, for a
// human ([State] has the whole machine). With Verdict.Wait a confirmer
// blocks until another process decides. One subject may have at most
// [Options.MaxPending] calls waiting (100 by default), so that one
// conversation's model cannot fill the store; a call waits while it is
// pending and its own expiry is ahead, whichever replica (and
// PendingTTL) deferred it. A [Keyring] signs approvals as
// tokens for replicas that verify them without the store ([WithToken]).
// Package guard/pgstore keeps all of it in PostgreSQL.
//
// # Audit
//
// Every call writes one structured log/slog record "hintgate.call" to
// Options.Logger: server, tool, class, args_digest, action, rule, layer,
// verdict, attempt, changed, duration, outcome, and the kind of error.
// Argument values are never logged, nor error messages that could quote
// them; the digest is an HMAC under a key random to each Guard. Every
// step of a pending approval (deferred, decided, claimed, executed,
// failed, voided, refused) writes a "hintgate.approval" record: id,
// server, tool, state, subject, rule, who decided, which replica claimed.
//
// A Guard, a Conn and a Toolbox are safe for concurrent use. The guard
// starts no goroutines; [Terminal] starts one that reads its input.
package guard
