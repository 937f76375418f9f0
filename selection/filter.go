package selection

import (
	"slices"
	"strings"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// Filter narrows the tools of an [Index] for one turn. Every condition
// that is set must hold (lists are alternatives: any of their values);
// the zero value keeps every tool, with no cap. A nil *Filter
// is the zero value.
//
// Filters hide tools from the model for this turn only. They are not a
// policy: the guard still decides every call, and a tool left out here
// is denied only if the policy says so.
type Filter struct {
	// K is the number of tools to keep, the most relevant first; 0 keeps
	// every tool that passes. Always-active tools come on top of K.
	K int
	// Classes keeps tools of these classes.
	Classes []hints.Class
	// Actions keeps tools whose list-time decision is one of these (for
	// example Allow and Confirm, to leave out tools the policy denies).
	Actions []rules.Action
	// Servers keeps tools of these servers (globs, see Allow).
	Servers []string
	// Allow keeps tools whose name matches one of these globs: "*" is any
	// run of characters, "?" any one character, everything else itself.
	Allow []string
	// Deny drops tools whose name matches one of these globs.
	Deny []string
	// Tags keeps tools that carry one of these tags (hints.Tool.Tags).
	Tags []string
	// Scopes are the scopes held this turn. A tool tagged "scope:NAME" is
	// kept only when NAME is among them (case does not matter); tools
	// without such a tag are not affected.
	Scopes []string
	// ExcludeDestructive drops destructive tools for this turn. It is a
	// convenience, not a safeguard: the guard still decides every call.
	ExcludeDestructive bool
	// AlwaysActive names tools (globs over names) that survive every cut
	// above and are added to the K most relevant.
	AlwaysActive []string
}

func (f *Filter) orZero() *Filter {
	if f == nil {
		return &Filter{}
	}
	return f
}

func (f *Filter) k() int {
	if f == nil || f.K < 0 {
		return 0
	}
	return f.K
}

func (f *Filter) alwaysActive(t *hints.Tool) bool {
	return anyGlob(f.AlwaysActive, t.Name)
}

func (f *Filter) match(l *rules.Listing) bool {
	t := &l.Tool
	switch {
	case f.ExcludeDestructive && t.Class == hints.Destructive,
		len(f.Classes) > 0 && !slices.Contains(f.Classes, t.Class),
		len(f.Actions) > 0 && !slices.Contains(f.Actions, l.Decision.Action),
		len(f.Servers) > 0 && !anyGlob(f.Servers, t.Server),
		len(f.Allow) > 0 && !anyGlob(f.Allow, t.Name),
		anyGlob(f.Deny, t.Name),
		len(f.Tags) > 0 && !slices.ContainsFunc(f.Tags, func(tag string) bool { return slices.Contains(t.Tags, strings.ToLower(tag)) }):
		return false
	}
	for _, tag := range t.Tags {
		if s, ok := strings.CutPrefix(tag, "scope:"); ok && !slices.ContainsFunc(f.Scopes, func(held string) bool { return strings.EqualFold(held, s) }) {
			return false
		}
	}
	return true
}

func anyGlob(globs []string, s string) bool {
	for _, g := range globs {
		if glob(g, s) {
			return true
		}
	}
	return false
}

// glob matches s against pattern: "*" is any run of characters, "?" any
// one character. It runs in O(len(pattern)·len(s)) at worst and never
// fails: every pattern is valid.
func glob(pattern, s string) bool {
	px, sx := 0, 0
	nextP, nextS := -1, -1
	p, r := []rune(pattern), []rune(s)
	for px < len(p) || sx < len(r) {
		if px < len(p) {
			switch c := p[px]; c {
			case '*':
				nextP, nextS = px, sx+1
				px++
				continue
			case '?':
				if sx < len(r) {
					px++
					sx++
					continue
				}
			default:
				if sx < len(r) && r[sx] == c {
					px++
					sx++
					continue
				}
			}
		}
		if nextS > 0 && nextS <= len(r) {
			px, sx = nextP, nextS
			continue
		}
		return false
	}
	return true
}
