package rules_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// TestBareArgumentCondition: an argument used as a whole condition
// (when: args.force) is read as expr reads a condition: a missing one is
// false, as a comparison with a missing argument is; a value that is not
// a bool is an error, which denies. Decide, run with the rule in a
// program of several, erred on a missing one, and so denied every call
// without "force" while Explain's trace said the rule did not match.
func TestBareArgumentCondition(t *testing.T) {
	for _, src := range []string{`
rules:
  - {name: forced, when: 'args.force', action: deny}
default: allow
`, `
rules:
  - {name: big, when: 'args.count > 100', action: deny}
  - {name: forced, when: 'args.force', action: deny}
  - {name: small, when: 'args.count < 1', action: deny}
default: allow
`} {
		policy, err := rules.Load("p.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		prep := policy.Prepare(&hints.Tool{Name: "add_rows", Class: hints.Write}, rules.Session{})
		for _, tc := range []struct {
			args    map[string]any
			want    rules.Action
			wantErr bool
		}{
			{map[string]any{"count": 5}, rules.Allow, false},
			{map[string]any{"count": 5, "force": true}, rules.Deny, false},
			{map[string]any{"count": 5, "force": false}, rules.Allow, false},
			{map[string]any{"count": 5, "force": "yes"}, rules.Deny, true},
			// A nil pointer built in Go is nil, as expr's == nil reads it.
			{map[string]any{"count": 5, "force": (*bool)(nil)}, rules.Allow, false},
		} {
			d, steps := policy.Explain(prep, rules.Call{Args: tc.args, Attempt: 1})
			if d.Action != tc.want || (d.Err != nil) != tc.wantErr {
				t.Errorf("%s\nargs %v: %v by %s (err %v), want %v (error %v)", src, tc.args, d.Action, d.Rule, d.Err, tc.want, tc.wantErr)
			}
			if tc.wantErr && d.Rule != "forced" {
				t.Errorf("%s\nargs %v: the error names rule %s, not forced", src, tc.args, d.Rule)
			}
			for _, s := range steps {
				if s.Rule == "forced" && (s.Err != nil) != tc.wantErr {
					t.Errorf("%s\nargs %v: Explain's step for forced: err %v, want error %v", src, tc.args, s.Err, tc.wantErr)
				}
			}
		}
	}
}
