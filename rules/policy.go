package rules

import (
	"fmt"
	"strings"
	"time"

	"github.com/expr-lang/expr/vm"
	"github.com/hintgate/hintgate/hints"
)

// Action is what a policy decides for a call. The zero value is Deny, so
// a Decision that was never filled in rejects.
type Action uint8

const (
	// Deny refuses the call; the model sees the reason.
	Deny Action = iota
	// Allow runs the call.
	Allow
	// Confirm asks a human first.
	Confirm
	// Hide keeps the tool out of the model's list; a call is denied.
	Hide
)

var actionNames = [...]string{"deny", "allow", "confirm", "hide"}

func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", a)
}

// MarshalText implements [encoding.TextMarshaler].
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// ParseAction parses "allow", "confirm", "deny" or "hide".
func ParseAction(s string) (Action, error) {
	for i, n := range actionNames {
		if s == n {
			return Action(i), nil
		}
	}
	return Deny, fmt.Errorf("unknown action %q (want allow, confirm, deny or hide)", s)
}

// strictness orders actions from loosest to strictest.
func (a Action) strictness() int {
	switch a {
	case Allow:
		return 0
	case Confirm:
		return 1
	case Deny:
		return 2
	}
	return 3 // Hide
}

// Rule is one first-match rule of a policy.
type Rule struct {
	// Name identifies the rule in decisions, audit records and errors. Required, unique.
	Name string
	// When is an expr condition over [Env]; empty means always.
	When string
	// Action is taken when the condition holds.
	Action Action
	// Reason is shown to the model when the call is denied. It may contain
	// {{ expressions }} over [Env], like Message.
	Reason string
	// Message is shown to the human asked to confirm, for example
	// "Write {{ args.path }} on {{ tool.server }}".
	Message string
	// Pos is where the rule was written (zero for rules built in Go).
	Pos Pos
	// whenAt is where the condition starts in the file.
	whenAt Pos
}

// RetryRule says when a failed call is tried again.
type RetryRule struct {
	// Name identifies the rule; optional.
	Name string
	// When is an expr condition over [Env] with Error and Attempt set.
	When string
	// Max is the largest number of attempts in all (default 3).
	Max int
	// Base is the first wait (default 100ms); waits double each attempt.
	Base time.Duration
	// Cap bounds one wait (default 2s).
	Cap time.Duration
	// Jitter is the random share of each wait, in percent (default 20).
	Jitter uint64
	Pos    Pos
	whenAt Pos
}

// Override forces hints for the tools it matches. A tool matches when it
// matches both globs (empty matches all) and the condition (empty is true).
type Override struct {
	Name   string
	Server string
	Tool   string
	// When is a condition over the tool and the session (no call
	// parts). One that fails at run time applies only the hints that
	// make the tool more dangerous.
	When   string
	Hints  hints.Set
	Pos    Pos
	whenAt Pos
}

// Server is the per-server part of a policy.
type Server struct {
	// Trust is how far the server's own declarations are believed.
	Trust hints.Trust
	// Unannotated, when set, is the action for the server's tools that
	// declare no hints at all: a one-line posture for unknown servers.
	Unannotated *Action
}

// Config is a policy written in Go. [Load] reads the same shape from YAML.
type Config struct {
	// Name names the layer in decisions ("org", "project"); optional.
	Name string
	// Lock makes this layer a floor for the layers below it in a
	// [Stack]: they can make its decisions, hints, trust levels and
	// retries stricter, never looser.
	Lock bool
	// Servers maps server names to their settings; "*" applies to every
	// server the layer does not name.
	Servers map[string]Server
	// Overrides force hints; the first matching override that gives a
	// hint wins for that hint in this layer (lower layers may only
	// tighten it).
	Overrides []Override
	// Rules are tried in order; the first whose condition holds decides.
	Rules []Rule
	// Default applies when no rule matches; nil means Confirm.
	Default *Action
	// Retry rules, tried in order. Nil means the default: idempotent tools
	// on transient errors, at most 3 attempts. Whatever the rules say, a
	// tool that is not idempotent is never retried.
	Retry []RetryRule
	// Rand is the source of backoff jitter for this layer's retry rules:
	// it returns a number in [0, 1). Nil means math/rand/v2; set it to
	// make waits deterministic in tests.
	Rand func() float64
	// Paths says how path helpers read paths in this layer's rules.
	Paths Paths
	// File names the source in errors.
	File string
	// pathsAt is where the paths setting was written.
	pathsAt Pos
}

// Pos is a position in a policy file.
type Pos struct {
	File   string
	Line   int
	Column int
}

func (p Pos) String() string {
	switch {
	case p.File == "" && p.Line == 0:
		return ""
	case p.Line == 0:
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Column)
}

// Error is a problem in a policy, with where it is. Load and Compile
// return every problem they find, joined with errors.Join.
type Error struct {
	Pos
	// Rule names the rule, override or setting at fault ("" for the file).
	Rule string
	Msg  string
}

func (e *Error) Error() string {
	var b strings.Builder
	if s := e.Pos.String(); s != "" {
		b.WriteString(s)
		b.WriteString(": ")
	}
	if e.Rule != "" {
		b.WriteString("rule ")
		b.WriteString(e.Rule)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Decision is the outcome of evaluating a policy for one call.
type Decision struct {
	Action Action
	// Rule names the rule that decided, or "default".
	Rule string
	// Layer names the policy layer the rule belongs to.
	Layer string
	// Reason explains a Deny or Hide to the model.
	Reason string
	// Message is for the human asked to Confirm.
	Message string
	// Err is set when evaluation failed; the Action is then Deny.
	Err error
}

// Listing is a listed tool with the policy's list-time decision: the
// decision for a call without arguments. Rules on arguments may decide
// otherwise for a real call, so a Listing says what the model may see and
// what to expect, never what a call will do: the guard decides every call.
type Listing struct {
	Tool     hints.Tool
	Decision Decision
}

// Step is one rule tried by [Policy.Explain].
type Step struct {
	Layer   string
	Rule    string
	Matched bool
	// Static is true when the condition depends only on the tool and
	// session, so it is decided once per tool list.
	Static bool
	Err    error
}

// programs of one rule: the part of the condition that depends only on
// the tool and session, the part that depends on the call, and the whole.
type compiled struct {
	static  *vm.Program  // nil: true
	dynamic *lazyProgram // nil: no call-dependent part
	dynSrc  string
	fast    fastCond // the dynamic part as a Go closure, when simple enough
	full    *lazyProgram
	reason  *template
	message *template
}

// condPos is where an error inside a condition is reported.
func condPos(rule, when Pos) Pos {
	if when.Line > 0 {
		return when
	}
	return rule
}
