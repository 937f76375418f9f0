package rules

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm/runtime"
)

// What the patterns of one decision read of the call's arguments. A
// `matches` reads its string whole, rule after rule: a regular expression
// at tens of megabytes a second, a set of literal strings once per string
// of the set. Both the fast lane and expr's VM charge the decision's
// budget before they match, so a policy of many patterns over large
// arguments costs a bounded time, and the rule that would read past a
// bound fails (which denies) instead of running.

// budget is what the patterns of one decision have read so far, and
// the work its builtins have done (see helper_work.go).
type budget struct{ regexp, literal, work int64 }

// errLiteralBudget is the error of a literal pattern past MaxLiteralBytes.
var errLiteralBudget = fmt.Errorf("%w: the policy's literal patterns would search more than %d bytes of them", errWalkLimit, MaxLiteralBytes)

// match reports whether s matches m, after charging b for what m reads.
func (b *budget) match(m matcher, s string) (bool, error) {
	if l, ok := m.(*literal); ok {
		// A prefix, suffix or equality reads at most its own strings.
		cost := int64(0)
		if l.kind == litContains {
			cost = int64(len(s)) * int64(len(l.strs))
		}
		if !charge(&b.literal, max(cost, minLiteralCall), MaxLiteralBytes) {
			return false, errLiteralBudget
		}
		return l.MatchString(s), nil
	}
	w := int64(1)
	if re, ok := m.(*weighted); ok {
		w = re.weight
	}
	if !charge(&b.regexp, max(int64(len(s))*w, minRegexpCall), MaxRegexpBytes) {
		return false, errRegexpBudget
	}
	return m.MatchString(s), nil
}

// What a call of a pattern costs at least, whatever it reads: calling it
// costs about what reading that much does (a call of matches on expr's VM
// takes about 50 ns), so that a predicate over many short strings makes
// no more than about a million calls a decision.
const (
	minRegexpCall  = 16
	minLiteralCall = 1 << 10
)

// freeSearch is the longest string the fast lane searches without
// charging the budget: it runs each leaf once a decision, so such
// searches cost at most its leaves times this.
const freeSearch = 4 << 10

// charge adds cost to what a budget read, and reports whether it stays
// within limit; past it, the budget stays past it.
func charge(read *int64, cost, limit int64) bool {
	if cost > limit-*read {
		*read = limit + 1
		return false
	}
	*read += cost
	return true
}

// matcher is a compiled pattern: a *literal or a *weighted.
type matcher interface{ MatchString(string) bool }

// weighted is a regular expression with what reading a byte of its input
// costs, in bytes of MaxRegexpBytes. Go's regexp steps every thread that
// is live at each byte it reads, one per instruction that reads a
// character at most, about 9 ns each: a pattern of few such instructions
// reads tens of megabytes a second, but `[A-Za-z0-9]{40}` (41) reads
// 3 MB a second, and `[ab]{1000}c` (1001), 11 bytes that may come from
// the arguments, 150 KB a second. Each started runesPerWeight of them
// count one byte, so that MaxRegexpBytes reads in about a second
// whatever the patterns.
type weighted struct {
	*regexp.Regexp
	weight int64
}

// compileWeight is what compiling a byte of a pattern costs, in bytes of
// MaxRegexpBytes: 15 to 50 times what a simple pattern takes to read one
// (1 MiB of `(a|b)` compiles in 0.75 s, of `[a-z]` in 0.25 s), with
// room for the weighing that follows it.
const compileWeight = 64

// runesPerWeight is how many instructions that read a character make a
// byte of input cost one more byte.
const runesPerWeight = 8

// compileMatcher compiles a pattern of `matches`: a literal matcher when
// the pattern is a few literal strings, Go's regexp otherwise.
func compileMatcher(pattern string) (matcher, error) {
	if l := compileLiteral(pattern); l != nil {
		return l, nil
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, err
	}
	return &weighted{Regexp: re, weight: regexpWeight(pattern)}, nil
}

// regexpWeight is the weight of a pattern that regexp compiles.
func regexpWeight(pattern string) int64 {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return 1
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return 1
	}
	n := 0
	for _, in := range prog.Inst {
		switch in.Op {
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			n++
		}
	}
	return max(1, int64((n+runesPerWeight-1)/runesPerWeight))
}

// pattern is a constant pattern of `matches` on expr's VM, compiled when
// the policy loads (see argsGuard).
type pattern struct{ m matcher }

// matchesFunc is what `a matches b` becomes on expr's VM: the same test,
// within the decision's budget (see argsGuard).
const matchesFunc = "matches"

var _ = register(expr.Function(matchesFunc, func(p ...any) (any, error) {
	if _, compiled := p[1].(*pattern); compiled {
		derefArgs(p[:1])
	} else {
		derefArgs(p[:2])
	}
	if runtime.IsNil(p[0]) || runtime.IsNil(p[1]) {
		return false, nil // as expr's operator (a nil list too), before either side's type
	}
	s, ok := p[0].(string)
	if !ok {
		return false, fmt.Errorf("matches: %s is not a string", kindOf(p[0]))
	}
	e := decisionEnv(p[2])
	switch pat := p[1].(type) {
	case *pattern:
		return e.read.match(pat.m, s)
	case string:
		m, err := e.callTimePattern(pat)
		if err != nil {
			return false, err
		}
		return e.read.match(m, s)
	}
	return false, fmt.Errorf("matches: the pattern is %s, not a string", kindOf(p[1]))
}, new(func(s string, p *pattern, env Env) bool), new(func(s string, p string, env Env) bool)))

// lastPattern is the pattern a decision compiled last at call time.
type lastPattern struct {
	src string
	m   matcher
}

// callTimePattern compiles a pattern only known at call time
// (`args.s matches args.p`): the model's text, so at most MaxExprLen
// bytes, as a policy's own patterns are, and compiled once per decision
// however many rules name it. Compiling reads it, at compileWeight bytes
// of the budget a byte.
func (e *Env) callTimePattern(pat string) (matcher, error) {
	if e.pat.m != nil && e.pat.src == pat {
		return e.pat.m, nil
	}
	if len(pat) > MaxExprLen {
		return nil, fmt.Errorf("matches: a pattern of %d bytes, more than %d", len(pat), MaxExprLen)
	}
	if !charge(&e.read.regexp, int64(len(pat))*compileWeight, MaxRegexpBytes) {
		return nil, errRegexpBudget
	}
	m, err := compileMatcher(pat)
	if err != nil {
		return nil, fmt.Errorf("matches: %w", err)
	}
	e.pat = lastPattern{src: pat, m: m}
	return m, nil
}

// containsFunc is what `a contains b` becomes on expr's VM: the same
// test, within the decision's budget of literal searches (see argsGuard).
const containsFunc = "contains"

var _ = register(expr.Function(containsFunc, func(p ...any) (any, error) {
	derefArgs(p[:2])
	if runtime.IsNil(p[0]) || runtime.IsNil(p[1]) {
		return false, nil // as expr's operator, before either side's type
	}
	var s [2]string
	for i := range s {
		v, ok := p[i].(string)
		if !ok {
			return false, fmt.Errorf("contains: %s is not a string", kindOf(p[i]))
		}
		s[i] = v
	}
	if !charge(&decisionEnv(p[2]).read.literal, max(int64(len(s[0])), minLiteralCall), MaxLiteralBytes) {
		return false, errLiteralBudget
	}
	return strings.Contains(s[0], s[1]), nil
}, new(func(s, sub string, env Env) bool)))

// decisionEnv is env when it is a decision's environment, or an
// environment of its own (with a budget of its own) when it is not.
func decisionEnv(env any) *Env {
	if e, ok := env.(*Env); ok && e != nil {
		return e
	}
	return new(Env)
}
