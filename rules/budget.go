package rules

import (
	"fmt"
	"regexp"

	"github.com/expr-lang/expr"
)

// What the patterns of one decision read of the call's arguments. A
// `matches` reads its string whole, rule after rule: a regular expression
// at tens of megabytes a second, a set of literal strings once per string
// of the set. Both the fast lane and expr's VM charge the decision's
// budget before they match, so a policy of many patterns over large
// arguments costs a bounded time, and the rule that would read past a
// bound fails (which denies) instead of running.

// budget is what the patterns of one decision have read so far.
type budget struct{ regexp, literal int64 }

// errLiteralBudget is the error of a literal pattern past MaxLiteralBytes.
var errLiteralBudget = fmt.Errorf("%w: the policy's literal patterns would search more than %d bytes of them", errWalkLimit, MaxLiteralBytes)

// match reports whether s matches m, after charging b for what m reads.
func (b *budget) match(m matcher, s string) (bool, error) {
	if l, ok := m.(*literal); ok {
		// A prefix, suffix or equality reads at most its own strings.
		if l.kind == litContains {
			if b.literal += int64(len(s)) * int64(len(l.strs)); b.literal > MaxLiteralBytes {
				return false, errLiteralBudget
			}
		}
		return l.MatchString(s), nil
	}
	if b.regexp += int64(len(s)); b.regexp > MaxRegexpBytes {
		return false, errRegexpBudget
	}
	return m.MatchString(s), nil
}

// matcher is a compiled pattern: a *literal or a *regexp.Regexp.
type matcher interface{ MatchString(string) bool }

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
	return re, nil
}

// pattern is a constant pattern of `matches` on expr's VM, compiled when
// the policy loads (see argsGuard).
type pattern struct{ m matcher }

// matchesFunc is what `a matches b` becomes on expr's VM: the same test,
// within the decision's budget (see argsGuard).
const matchesFunc = "matches"

var _ = register(expr.Function(matchesFunc, func(p ...any) (any, error) {
	s, ok := p[0].(string)
	if !ok {
		if p[0] == nil {
			return false, nil
		}
		return false, fmt.Errorf("matches: %s is not a string", kindOf(p[0]))
	}
	e, _ := p[2].(*Env)
	if e == nil {
		e = new(Env) // not a decision's: a budget of its own
	}
	switch pat := p[1].(type) {
	case *pattern:
		return e.read.match(pat.m, s)
	case string:
		m, err := e.callTimePattern(pat)
		if err != nil {
			return false, err
		}
		return e.read.match(m, s)
	case nil:
		return false, nil
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
// however many rules name it. Compiling reads it, within the budget.
func (e *Env) callTimePattern(pat string) (matcher, error) {
	if e.pat.m != nil && e.pat.src == pat {
		return e.pat.m, nil
	}
	if len(pat) > MaxExprLen {
		return nil, fmt.Errorf("matches: a pattern of %d bytes, more than %d", len(pat), MaxExprLen)
	}
	if e.read.regexp += int64(len(pat)); e.read.regexp > MaxRegexpBytes {
		return nil, errRegexpBudget
	}
	m, err := compileMatcher(pat)
	if err != nil {
		return nil, fmt.Errorf("matches: %w", err)
	}
	e.pat = lastPattern{src: pat, m: m}
	return m, nil
}
