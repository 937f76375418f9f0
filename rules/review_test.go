package rules_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// $env reaches the call's data by another name than args, attempt, …:
// it is refused when the policy loads, so every condition that reads the
// call is decided per call, never once at prepare time with no arguments.
func TestEnvRefused(t *testing.T) {
	for _, when := range []string{`$env.args.path startsWith "/etc"`, `$env["args"]["path"] == "/etc/x"`, `$env.attempt > 1`} {
		_, err := rules.Load("p.yaml", []byte("rules:\n  - {name: r, when: '"+strings.ReplaceAll(when, "'", "''")+"', action: deny}\ndefault: allow\n"))
		if err == nil || !strings.Contains(err.Error(), "$env") {
			t.Errorf("%s: loaded (%v)", when, err)
		}
	}
}

// now() changes between calls: a condition that reads it is decided per
// call, not frozen when the tool list is prepared.
func TestNowDecidedPerCall(t *testing.T) {
	p, err := rules.Load("p.yaml", []byte(`
rules:
  - {name: never-in-the-past, when: 'now().Unix() > 0', action: deny}
default: allow
`))
	if err != nil {
		t.Fatal(err)
	}
	tool := p.Resolver(rules.Session{}, nil).Resolve("s", &mcp.Tool{Name: "y"})
	prep := p.Prepare(&tool, rules.Session{})
	if d := p.Decide(prep, rules.Call{Attempt: 1}); d.Action != rules.Deny {
		t.Fatalf("decision %v by %s", d.Action, d.Rule)
	}
	// The part that reads now() is call-dependent (not decided at prepare).
	_, steps := p.Explain(prep, rules.Call{Attempt: 1})
	if len(steps) == 0 || steps[0].Static {
		t.Errorf("a condition on now() is decided once per tool list: %+v", steps)
	}
}
