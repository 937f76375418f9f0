package rules

import (
	"reflect"
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestChainEnd: the decision a chain keeps for when no call-time rule
// holds is the one its layer makes without it, for terminal rules of
// every action, the default, and a chain with no call-time rule.
func TestChainEnd(t *testing.T) {
	policies := []string{
		"extends: default\nrules:\n  - {name: r1, when: 'args.path startsWith \"/etc/\"', action: deny}\n",
		"rules:\n  - {name: r1, when: 'args.n > 3', action: deny}\n  - {name: last, when: 'true', action: allow}\n",
		"rules:\n  - {name: r1, when: 'args.n > 3', action: allow}\ndefault: deny\n",
		"rules:\n  - {name: r1, when: 'args.n > 3', action: allow}\n  - {name: c, when: 'true', action: confirm, message: 'call {{ tool.name }}'}\n",
		"rules:\n  - {name: h, when: 'tool.readOnly', action: hide, reason: 'no {{ tool.name }}'}\n",
		"rules:\n  - {name: a, when: 'tool.readOnly', action: allow}\ndefault: confirm\n",
	}
	tools := []*hints.Tool{
		{Name: "read_file", Server: "fs", ReadOnly: hints.Hint{Value: true, Source: hints.Declared}},
		{Name: "write_file", Server: "fs"},
	}
	for _, src := range policies {
		p, err := Load("p.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, tool := range tools {
			prep := p.Prepare(tool, Session{})
			for i, l := range p.layers {
				c := prep.chains[i]
				if !c.ended {
					continue
				}
				slow := *c
				slow.ended = false
				for _, args := range []map[string]any{{}, {"path": "/etc/x", "n": 5.0}, {"n": 1.0}} {
					env := callEnv{prep: prep, args: args, attempt: 1, paths: &l.paths}
					d, m := l.decide(c, &env)
					want, wantM := l.decide(&slow, &env)
					env.release()
					if !reflect.DeepEqual(d, want) || m != wantM {
						t.Errorf("%q, %s, %v: %+v (matched %v), want %+v (%v)", src, tool.Name, args, d, m, want, wantM)
					}
				}
				if d, ok := l.settled(c); ok && len(c.steps) == 0 {
					env := callEnv{prep: prep, paths: &l.paths}
					if want, _ := l.decide(&slow, &env); !reflect.DeepEqual(d, want) {
						t.Errorf("%q, %s: settled %+v, want %+v", src, tool.Name, d, want)
					}
					env.release()
				}
			}
		}
	}
}
