package guard

import (
	"context"
	"time"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// Request is what a [Confirmer] is asked to approve.
type Request struct {
	// Tool is the resolved tool: title, class, hints and their sources, warnings.
	Tool hints.Tool
	// Args are the call's arguments: a deep copy, so changing them changes
	// nothing; to edit the call, return Verdict.Args. A number is a
	// float64, or a json.Number as exact as it came (from an agent
	// decoding with UseNumber, or arguments given as their JSON or as Go
	// values).
	Args map[string]any
	// Decision is the policy's decision: its rule and message.
	Decision rules.Decision
	// Changed is true when the tool's definition changed since it was approved.
	Changed bool
	// Attempt is 1 for a first call.
	Attempt int
	// Subject is who the call is made for ([WithSubject]), or "".
	Subject string
}

// Answer is a confirmer's answer. The zero value rejects.
type Answer uint8

const (
	// Reject refuses the call.
	Reject Answer = iota
	// Approve runs the call (with Verdict.Args if set).
	Approve
	// Defer neither runs nor rejects the call: the guard records a
	// [PendingApproval] in the [Store] and returns a result that
	// [Pending] recognises. A human decides it later, from any process
	// sharing the store ([Approvals]), and any replica runs it once with
	// [Conn.Resume]. Calls on an [Unnamed] connection cannot be deferred
	// (nothing about them is stored): they are rejected.
	Defer
)

// Scope is how long an approval lasts. Every scope is bound to the tool's
// definition (a changed definition voids it) and to what the human saw:
// the exact arguments, or the argument pattern of Verdict.Match.
type Scope uint8

const (
	// Once approves this call only.
	Once Scope = iota
	// ForSession approves, for the rest of the guard's life and across
	// reconnects, later calls of the tool with the same arguments (or
	// arguments Verdict.Match covers), while its definition is unchanged.
	// For a call made with a subject ([WithSubject]) on a named server,
	// the session is the subject's: the approval goes to the [Store],
	// where every guard sharing it honours it for that subject only.
	ForSession
	// Always is ForSession kept in the [Store], across restarts, for a
	// server the user named. For an unnamed connection it lasts as long as
	// the connection.
	Always
)

func (s Scope) String() string {
	switch s {
	case ForSession:
		return "session"
	case Always:
		return "always"
	}
	return "once"
}

// Verdict is a confirmer's decision on a [Request]. The zero Verdict rejects.
type Verdict struct {
	Answer Answer
	Scope  Scope
	// Match widens a session or always approval from the exact arguments
	// to every call whose arguments it covers (see [Match]): state it only
	// for what was checked, for example {"path": "/srv/sandbox/**",
	// "content": guard.AnyValue}. It must cover the approved call itself,
	// or the approval holds for this call only.
	Match Match
	// Args, when not nil, replace the call's arguments (an edit). The
	// edited call is decided by the policy again before it runs.
	Args map[string]any
	// Reason is shown to the model when the call is rejected.
	Reason string
	// Wait, for a Defer answer, is how long the call waits for a
	// decision recorded by another process before it returns the pending
	// result: an approval that arrives in time runs the call at once (a
	// blocking confirmer and a deferred one share the store).
	Wait time.Duration
}

// A Confirmer asks a human (or a stand-in) to approve a call. Confirm is
// called concurrently for concurrent calls. An error or a cancelled
// context rejects the call; so does a panic, which the guard recovers.
type Confirmer interface {
	Confirm(ctx context.Context, r *Request) (Verdict, error)
}

// ConfirmFunc adapts a function to [Confirmer].
type ConfirmFunc func(ctx context.Context, r *Request) (Verdict, error)

// Confirm calls f.
func (f ConfirmFunc) Confirm(ctx context.Context, r *Request) (Verdict, error) { return f(ctx, r) }

var _ Confirmer = ConfirmFunc(nil)

// DenyAll is a confirmer for non-interactive runs: it rejects every call
// that needs confirmation.
func DenyAll() Confirmer {
	return ConfirmFunc(func(context.Context, *Request) (Verdict, error) {
		return Verdict{Reason: "this call needs a human's approval and none is available"}, nil
	})
}
