package main

import (
	"maps"
	"net/url"
	"slices"
	"strings"

	"github.com/hintgate/hintgate/internal/mcpconfig"
)

// conceal returns s with the target's secrets replaced.
func (t *target) conceal(s string) string {
	if t.secrets == nil {
		return s
	}
	return t.secrets.Replace(s)
}

// minSecret is the length below which a value is not taken for a secret:
// hiding "1" or "true" everywhere would garble messages, not protect.
const minSecret = 4

// secretsOf returns what replaces, in messages about s, the values of the
// environment variables its fields expanded (their names: "${TOKEN}"),
// and the values of its env, its headers and its URL's query and
// password, which are secrets as often as not ("***"). Nil when there
// are none.
func secretsOf(s *mcpconfig.Server) *strings.Replacer {
	type pair struct{ old, new string }
	var pairs []pair
	add := func(old, new string) {
		if len(old) >= minSecret {
			pairs = append(pairs, pair{old, new})
		}
	}
	for _, k := range slices.Sorted(maps.Keys(s.Vars)) {
		add(s.Vars[k], "${"+k+"}")
	}
	for _, m := range []map[string]string{s.Env, s.Headers} {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			add(m[k], "***")
			for _, f := range strings.Fields(m[k]) { // "Bearer TOKEN"
				add(f, "***")
			}
		}
	}
	if u, err := url.Parse(s.URL); err == nil {
		if p, ok := u.User.Password(); ok {
			add(p, "***")
		}
		for _, vs := range u.Query() {
			for _, v := range vs {
				add(v, "***")
			}
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	// Longest first, and a variable's name before "***" for one value:
	// the replacer takes the first pair that matches.
	slices.SortStableFunc(pairs, func(a, b pair) int { return len(b.old) - len(a.old) })
	var args []string
	seen := map[string]bool{}
	for _, p := range pairs {
		if !seen[p.old] {
			seen[p.old] = true
			args = append(args, p.old, p.new)
		}
	}
	return strings.NewReplacer(args...)
}
