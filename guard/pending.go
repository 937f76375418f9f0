package guard

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// State is where a pending approval stands. The states form one machine,
// the same in every [Store]:
//
//	pending ──decide──▶ approved ──claim──▶ claimed ──▶ executed | failed
//	   │                   │                  │
//	   ├──▶ rejected        └──▶ expired       └─(lease runs out)─▶ unknown
//	   └──▶ expired                              (idempotent: claimed again)
//
// A claim is a lease: the replica that resumes the call holds it while
// the call runs. A claim whose lease ran out means the replica died
// between claiming and recording the outcome: the call may or may not
// have run. An idempotent tool's call is then claimed again; any other
// goes to Unknown, which needs a human. Voided is for an approved call
// that was never run because its tool's definition changed, the policy
// now denies it, or the tool is gone.
type State string

// The states of a pending approval.
const (
	StatePending  State = "pending"
	StateApproved State = "approved"
	StateRejected State = "rejected"
	StateExpired  State = "expired"
	StateClaimed  State = "claimed"
	StateExecuted State = "executed"
	StateFailed   State = "failed"
	StateVoided   State = "voided"
	StateUnknown  State = "unknown"
)

// Final reports whether nothing more happens to an approval in state s.
func (s State) Final() bool {
	switch s {
	case StateRejected, StateExpired, StateExecuted, StateFailed, StateVoided, StateUnknown:
		return true
	}
	return false
}

// Errors of pending approvals; test for them with errors.Is.
var (
	// ErrNotFound: no pending approval has this id.
	ErrNotFound = errors.New("guard: no such pending approval")
	// ErrNotDecided: nobody has approved the call yet.
	ErrNotDecided = errors.New("guard: the call is still waiting for a decision")
	// ErrDecided: a decision was already recorded.
	ErrDecided = errors.New("guard: the approval was already decided")
	// ErrRejected: a human rejected the call.
	ErrRejected = errors.New("guard: the call was rejected")
	// ErrExpired: the approval expired before the call was resumed.
	ErrExpired = errors.New("guard: the approval expired")
	// ErrAlreadyExecuted: the call was resumed already (by this or another
	// replica); its result, when it ran, comes with the error.
	ErrAlreadyExecuted = errors.New("guard: the approved call was already executed")
	// ErrInProgress: another replica holds the claim and the call is running.
	ErrInProgress = errors.New("guard: the approved call is being executed by another replica")
	// ErrUnknownOutcome: a replica claimed the call and never recorded an
	// outcome; the tool is not idempotent, so it is not run again without
	// a human.
	ErrUnknownOutcome = errors.New("guard: the approved call's outcome is unknown; a human must check it")
	// ErrVoided: the approved call was not run (changed definition, the
	// policy now denies it, or the tool is gone).
	ErrVoided = errors.New("guard: the approved call was voided")
	// ErrNotClaimed: the claim was lost (its lease ran out and another
	// replica took it over).
	ErrNotClaimed = errors.New("guard: the claim on the approved call was lost")
)

// PendingApproval is a call a confirmer deferred: everything needed to
// show it to a human, decide it from any process sharing the [Store], and
// run it once when approved. The arguments are kept whole, as the JSON
// the call carried, so what the human approves is exactly what runs.
type PendingApproval struct {
	ID string `json:"id"`
	// Server is the user's name for the server; Tool, Fingerprint the
	// tool and its definition when the call was deferred.
	Server      string `json:"server"`
	Tool        string `json:"tool"`
	Fingerprint string `json:"fingerprint"`
	// Idempotent records the tool's resolved idempotent hint: a claim of
	// an idempotent call may be taken over when its lease runs out.
	Idempotent bool `json:"idempotent,omitempty"`
	// Args are the call's arguments (a JSON object, keys sorted).
	Args json.RawMessage `json:"args"`
	// Rule and Message are the policy's confirm rule and its message.
	Rule    string `json:"rule,omitempty"`
	Message string `json:"message,omitempty"`
	// Subject is who asked (see [WithSubject]).
	Subject string    `json:"subject,omitempty"`
	Created time.Time `json:"created"`
	Expires time.Time `json:"expires"`

	State State `json:"state"`
	// The decision: who decided, when, why; Edited holds edited
	// arguments (the call then runs with them, if the policy allows);
	// Scope ForSession or Always also records an approval when the call
	// runs (see [Decision]).
	DecidedBy string          `json:"decided_by,omitempty"`
	Decided   time.Time       `json:"decided,omitzero"`
	Reason    string          `json:"reason,omitempty"`
	Edited    json.RawMessage `json:"edited,omitempty"`
	Scope     Scope           `json:"scope,omitempty"`
	// The claim: which replica, until when, how many times.
	ClaimedBy string    `json:"claimed_by,omitempty"`
	Lease     time.Time `json:"lease,omitzero"`
	Claims    int       `json:"claims,omitempty"`
	// Result is the call's result (an MCP CallToolResult as JSON) once
	// executed or failed with a result.
	Result json.RawMessage `json:"result,omitempty"`
}

// Arguments returns the arguments the call runs with: the edited ones if
// any, else the deferred ones.
func (p *PendingApproval) Arguments() (map[string]any, error) {
	raw := p.Args
	if len(p.Edited) > 0 {
		raw = p.Edited
	}
	// Numbers run as written: read as float64, an integer past 2^53 the
	// human approved would run as another one. A number that float64
	// writes back the same is a float64, as the call had it and as rules
	// compare numbers; any other stays a json.Number, as the call had it.
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var m map[string]any
	err := dec.Decode(&m)
	if err == nil {
		if _, tail := dec.Token(); tail != io.EOF {
			err = errors.New("data after the arguments' object")
		}
	}
	if err != nil {
		return nil, fmt.Errorf("guard: pending approval %s: arguments: %w", p.ID, err)
	}
	for k, v := range m {
		m[k] = exactFloats(v)
	}
	return m, nil
}

// exactFloats replaces in v each json.Number that float64 encodes to the
// same text by that float64.
func exactFloats(v any) any {
	switch x := v.(type) {
	case json.Number:
		if f, err := x.Float64(); err == nil {
			if data, err := json.Marshal(f); err == nil && string(data) == string(x) {
				return f
			}
		}
	case map[string]any:
		for k, e := range x {
			x[k] = exactFloats(e)
		}
	case []any:
		for i, e := range x {
			x[i] = exactFloats(e)
		}
	}
	return v
}

// Decision is a human's decision on a pending approval.
type Decision struct {
	// Approve runs the call; false rejects it.
	Approve bool
	// By names who decided (for the audit log and the record).
	By string
	// Reason is shown to the model on rejection.
	Reason string
	// Args, when not nil, edit the call's arguments (an approval with an
	// edit); the policy decides the edited call again before it runs.
	Args map[string]any
	// Scope ForSession (for the approval's subject) or Always also
	// records a lasting approval when the call runs.
	Scope Scope
}

// Query selects pending approvals in [Store.ListPending] and
// [PendingCounter.CountPending]. Zero fields select everything.
type Query struct {
	// Subject, when set, selects that subject's approvals; NoSubject
	// selects those of calls made with no subject ([WithSubject] not
	// used, or given ""), which the guard bounds as one subject of their
	// own. A Store written before NoSubject existed ignores it and
	// selects every subject's: more, never fewer.
	Subject   string
	NoSubject bool
	Server    string
	// State, when set, selects that state only.
	State State
	// Before and After bound the creation time.
	Before, After time.Time
	// ExpiresAfter, when set, selects the approvals whose Expires is
	// after it. With State pending and the current time, it selects the
	// calls still waiting for a decision: one whose expiry has passed
	// waits for no one, though it stays "pending" in the store until
	// something decides or claims it. Each approval's own expiry counts,
	// whatever PendingTTL the replica that deferred it had: the guard
	// counts a subject's waiting calls so ([Options.MaxPending]), and
	// [Approvals.List] lists them so.
	//
	// A Store written before this field existed ignores it and selects
	// more approvals, never fewer: the guard then counts expired calls as
	// waiting, and refuses a subject's calls too early, never too late.
	ExpiresAfter time.Time
	// Limit bounds the number returned (0: no bound). Oldest first.
	Limit int
}

func (q *Query) selects(p *PendingApproval) bool {
	return (q.Subject == "" || p.Subject == q.Subject) && (!q.NoSubject || p.Subject == "") && (q.Server == "" || p.Server == q.Server) &&
		(q.State == "" || p.State == q.State) && (q.Before.IsZero() || p.Created.Before(q.Before)) &&
		(q.After.IsZero() || p.Created.After(q.After)) &&
		(q.ExpiresAfter.IsZero() || p.Expires.After(q.ExpiresAfter))
}

// NewApprovalID returns a random id for a pending approval.
func NewApprovalID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// ApplyDecision moves p from pending to approved or rejected. It is the
// state machine every store applies; stores that implement it otherwise
// (in SQL, say) must agree with it.
func ApplyDecision(p *PendingApproval, d Decision, now time.Time) error {
	switch {
	case p.State == StatePending && !now.Before(p.Expires):
		p.State = StateExpired
		return ErrExpired
	case p.State != StatePending:
		return fmt.Errorf("%w (%s)", ErrDecided, p.State)
	}
	var edited []byte
	if d.Approve && d.Args != nil {
		// An edit that is not JSON could never run: refused, and the
		// approval waits for a decision that can.
		var err error
		if edited, err = json.Marshal(d.Args); err != nil {
			return fmt.Errorf("guard: decision on %s: edited arguments: %w", p.ID, err)
		}
	}
	p.DecidedBy, p.Decided, p.Reason, p.Scope = d.By, now, d.Reason, d.Scope
	if !d.Approve {
		p.State = StateRejected
		return nil
	}
	p.Edited = edited
	p.State = StateApproved
	return nil
}

// ApplyClaim gives replica by a lease on p's call until now+lease. An
// approved call is claimed; a claim whose lease ran out is taken over for
// an idempotent tool and goes to unknown otherwise. Any other state
// returns the error that says why the call cannot run (p's state may
// change: to expired or unknown).
func ApplyClaim(p *PendingApproval, by string, now time.Time, lease time.Duration) error {
	switch p.State {
	case StateApproved:
		if !now.Before(p.Expires) {
			p.State = StateExpired
			return ErrExpired
		}
	case StateClaimed:
		if now.Before(p.Lease) {
			return ErrInProgress
		}
		if !p.Idempotent {
			p.State = StateUnknown
			return ErrUnknownOutcome
		}
	default:
		return stateError(p)
	}
	p.State, p.ClaimedBy, p.Lease = StateClaimed, by, now.Add(lease)
	p.Claims++
	return nil
}

// ApplyOutcome records the outcome of a claimed call: executed, failed
// or voided, with its result. Only the replica holding the claim may.
func ApplyOutcome(p *PendingApproval, by string, s State, result json.RawMessage) error {
	if p.State != StateClaimed || p.ClaimedBy != by {
		return ErrNotClaimed
	}
	switch s {
	case StateExecuted, StateFailed, StateVoided:
	default:
		return fmt.Errorf("guard: %s is not an outcome", s)
	}
	p.State, p.Result = s, result
	return nil
}

// stateError is why a call in p's state cannot be claimed.
func stateError(p *PendingApproval) error {
	switch p.State {
	case StatePending:
		return ErrNotDecided
	case StateRejected:
		return ErrRejected
	case StateExpired:
		return ErrExpired
	case StateExecuted, StateFailed:
		return ErrAlreadyExecuted
	case StateVoided:
		return ErrVoided
	case StateUnknown:
		return ErrUnknownOutcome
	}
	return fmt.Errorf("guard: pending approval %s: unknown state %q", p.ID, p.State)
}

// StateError returns the error that says why p cannot be claimed in its
// state (nil for approved): for stores.
func StateError(p *PendingApproval) error {
	if p.State == StateApproved || p.State == StateClaimed {
		return nil
	}
	return stateError(p)
}

var pendingErrors = []error{ErrNotFound, ErrNotDecided, ErrDecided, ErrRejected, ErrExpired,
	ErrAlreadyExecuted, ErrInProgress, ErrUnknownOutcome, ErrVoided, ErrNotClaimed}

// pendingKind names a pending approval's error for the audit log.
func pendingKind(err error) string {
	for _, e := range pendingErrors {
		if errors.Is(err, e) {
			return strings.TrimPrefix(e.Error(), "guard: ")
		}
	}
	return ""
}
