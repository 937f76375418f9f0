package rules_test

import (
	"sync"
	"testing"

	"github.com/hintgate/hintgate/rules"
)

// TestStackWhileDeciding: stacking a policy that is deciding calls (and
// filling its layers' caches of prepared chains) shares its layers, it
// does not copy them: run with -race, a copy of a layer's cache while
// another goroutine stores into it is a data race.
func TestStackWhileDeciding(t *testing.T) {
	org := mustLoad(t, "rules:\n  - {name: etc, when: 'args.path startsWith \"/etc/\"', action: deny}\ndefault: allow\n")
	proj := mustLoad(t, "rules:\n  - {name: tmp, when: 'args.path startsWith \"/tmp/\"', action: allow}\n")
	tools := []rules.Tool{readTool, writeTool}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 200 {
				tool := tools[(g+i)%2]
				tool.Name = string(rune('a'+g)) + tool.Name + string(rune('a'+i%26))
				prep := org.Prepare(ht(tool), rules.Session{})
				if d := org.Decide(prep, rules.Call{Args: map[string]any{"path": "/etc/x"}, Attempt: 1}); d.Action != rules.Deny {
					t.Errorf("org: %v by %s", d.Action, d.Rule)
				}
			}
		})
	}
	for range 50 {
		p := rules.Stack(org, proj)
		prep := p.Prepare(ht(writeTool), rules.Session{})
		if d := p.Decide(prep, rules.Call{Args: map[string]any{"path": "/etc/x"}, Attempt: 1}); d.Action != rules.Deny {
			t.Errorf("stacked: %v by %s", d.Action, d.Rule)
		}
	}
	wg.Wait()
}
