package rules

import (
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// Literal regular expressions. Most patterns in policies are a set of
// literal strings, anchored or not: `^(get|list)_`, `\.(pem|key)$`,
// `^/etc/`, `token`. Those are matched with string prefix, suffix,
// containment and equality checks, which allocate nothing; every other
// pattern runs on Go's regexp. TestLiteralMatchesRegexp and
// FuzzLiteralRegexp check that both agree.

// Bounds on the strings a literal pattern is expanded to.
const (
	maxLiteralStrings = 64
	maxLiteralClass   = 16
)

type literalKind uint8

const (
	litContains literalKind = iota
	litPrefix
	litSuffix
	litEqual
)

// literal matches a string against a set of literal strings.
type literal struct {
	kind literalKind
	strs []string
}

// MatchString reports whether s matches, as regexp's MatchString would.
func (l *literal) MatchString(s string) bool {
	for _, t := range l.strs {
		var ok bool
		switch l.kind {
		case litPrefix:
			ok = strings.HasPrefix(s, t)
		case litSuffix:
			ok = strings.HasSuffix(s, t)
		case litEqual:
			ok = s == t
		default:
			ok = strings.Contains(s, t)
		}
		if ok {
			return true
		}
	}
	return false
}

// compileLiteral returns a literal matcher for a pattern in regexp's
// (Perl) syntax, or nil when the pattern is not a small set of literal
// strings, optionally anchored at the start (^, \A) and the end ($, \z).
func compileLiteral(pattern string) *literal {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	re = re.Simplify()
	subs := []*syntax.Regexp{re}
	if re.Op == syntax.OpConcat {
		subs = re.Sub
	}
	begin := len(subs) > 0 && subs[0].Op == syntax.OpBeginText
	if begin {
		subs = subs[1:]
	}
	end := len(subs) > 0 && subs[len(subs)-1].Op == syntax.OpEndText
	if end {
		subs = subs[:len(subs)-1]
	}
	strs, ok := []string{""}, true
	for _, sub := range subs {
		if strs, ok = appendSet(strs, sub); !ok {
			return nil
		}
	}
	for _, s := range strs {
		// regexp reads invalid UTF-8 in the input as U+FFFD: a pattern
		// naming it must stay with regexp.
		if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) {
			return nil
		}
	}
	l := &literal{strs: strs}
	switch {
	case begin && end:
		l.kind = litEqual
	case begin:
		l.kind = litPrefix
	case end:
		l.kind = litSuffix
	}
	return l
}

// appendSet returns every string of prefixes followed by every string re
// matches; ok is false when re matches anything but a small finite set of
// strings, or matches without regard to case.
func appendSet(prefixes []string, re *syntax.Regexp) ([]string, bool) {
	if re.Flags&syntax.FoldCase != 0 && (re.Op == syntax.OpLiteral || re.Op == syntax.OpCharClass) {
		return nil, false
	}
	var alts []string
	switch re.Op {
	case syntax.OpEmptyMatch:
		return prefixes, true
	case syntax.OpLiteral:
		alts = []string{string(re.Rune)}
	case syntax.OpCharClass:
		n := 0
		for i := 0; i+1 < len(re.Rune); i += 2 {
			n += int(re.Rune[i+1]-re.Rune[i]) + 1
			if n > maxLiteralClass {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				alts = append(alts, string(r))
			}
		}
	case syntax.OpCapture:
		return appendSet(prefixes, re.Sub[0])
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			var ok bool
			if prefixes, ok = appendSet(prefixes, sub); !ok {
				return nil, false
			}
		}
		return prefixes, true
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			set, ok := appendSet(prefixes, sub)
			if !ok || len(out)+len(set) > maxLiteralStrings {
				return nil, false
			}
			out = append(out, set...)
		}
		return out, true
	case syntax.OpQuest:
		set, ok := appendSet(prefixes, re.Sub[0])
		if !ok || len(prefixes)+len(set) > maxLiteralStrings {
			return nil, false
		}
		return append(append([]string(nil), set...), prefixes...), true
	default:
		return nil, false
	}
	if len(prefixes)*len(alts) > maxLiteralStrings {
		return nil, false
	}
	out := make([]string, 0, len(prefixes)*len(alts))
	for _, p := range prefixes {
		for _, a := range alts {
			out = append(out, p+a)
		}
	}
	return out, true
}
