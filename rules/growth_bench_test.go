package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/rules"
)

// growthTemplates are call-dependent conditions of the realistic mix in
// bench20, each with a %d that makes every generated rule distinct. None
// matches the benchmark call.
var growthTemplates = []string{
	`args.path startsWith "/etc%d/"`,
	`args.path matches "\\.(pem%d|key|p12)$"`,
	`args.path contains "/.ssh%d/"`,
	`args.count > %d`,
	`args.amount >= %d`,
	`attempt > %d`,
	`args.url matches "^http%d://"`,
	`args.mode == "overwrite%d"`,
	`tool.server == "fs%d" && args.path startsWith "/tmp/"`,
	`tool.name endsWith "_all%d"`,
}

// growthPolicy is n rules cycling through growthTemplates.
func growthPolicy(n int) string {
	var b strings.Builder
	b.WriteString("rules:\n")
	for i := range n {
		when := fmt.Sprintf(growthTemplates[i%len(growthTemplates)], 1000+i)
		fmt.Fprintf(&b, "  - {name: g%04d, when: '%s', action: deny}\n", i, when)
	}
	b.WriteString("default: confirm\n")
	return b.String()
}

// BenchmarkDecideGrowth decides a call that matches none of n rules: the
// worst case, every call-dependent rule evaluated.
func BenchmarkDecideGrowth(b *testing.B) {
	for _, n := range []int{1, 20, 100, 1000} {
		b.Run(fmt.Sprintf("rules-%d", n), func(b *testing.B) {
			p := mustLoad(b, growthPolicy(n))
			prep := p.Prepare(ht(benchTool), rules.Session{})
			call := rules.Call{Args: benchArgs, Attempt: 1}
			b.ReportAllocs()
			for b.Loop() {
				if d := p.Decide(prep, call); d.Rule != "default" {
					b.Fatal(d.Rule, d.Err)
				}
			}
		})
	}
}

// BenchmarkPrepareGrowth prepares a tool under a policy of n rules that
// has prepared nothing yet: the cost of building the tool's chain, which
// a list pays once for each distinct set of rules that may still match.
func BenchmarkPrepareGrowth(b *testing.B) {
	for _, n := range []int{20, 100, 1000} {
		b.Run(fmt.Sprintf("rules-%d", n), func(b *testing.B) {
			src := growthPolicy(n)
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				p := mustLoad(b, src)
				b.StartTimer()
				p.Prepare(ht(benchTool), rules.Session{})
			}
		})
	}
}
