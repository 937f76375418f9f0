package rules_test

import (
	"testing"

	"github.com/hintgate/hintgate/rules"
)

// TestAttackURLDots: a host written with the dots that IDNA maps to "."
// (U+3002 ideographic, U+FF0E fullwidth, U+FF61 halfwidth ideographic full
// stop) is the host a server that prefixes "http://" reaches (WHATWG):
// "evil。com/x" is evil.com.
func TestAttackURLDots(t *testing.T) {
	p := mustLoad(t, `
rules:
  - {name: web, when: 'anyURLOutside(args, ["github.com"])', action: deny}
default: allow
`)
	for _, u := range []string{"evil。com/x", "evil．com", "evil｡com/x", "https://evil。com/", "github.com。evil.com/x", "evil.com。/x"} {
		if d := decideArgs(t, p, map[string]any{"url": u}); d.Action != rules.Deny {
			t.Errorf("%q: %v by %s (err %v), want deny", u, d.Action, d.Rule, d.Err)
		}
	}
	for _, u := range []string{"github。com/x", "note。 fine"} {
		if d := decideArgs(t, p, map[string]any{"url": u}); d.Action != rules.Allow {
			t.Errorf("%q: %v by %s (err %v), want allow", u, d.Action, d.Rule, d.Err)
		}
	}
}
