package prompt_test

import (
	"fmt"
	"testing"

	"github.com/hintgate/hintgate/prompt"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// thousand is 1,000 tools over 10 servers, a third of each tier.
func thousand() []rules.Listing {
	out := make([]rules.Listing, 0, 1000)
	mk := []func(string, string, string) *mcp.Tool{ro, wr, de}
	for i := range 1000 {
		name := fmt.Sprintf("tool_%04d", i)
		desc := fmt.Sprintf("Returns record number %d of the collection named in its arguments, with options for paging, filtering and sorting what comes back.", i)
		action := rules.Allow
		if i%3 == 2 {
			action = rules.Confirm
		}
		out = append(out, listing(fmt.Sprintf("server%d", i%10), mk[i%3](name, "", desc), action))
	}
	return out
}

func BenchmarkBuild(b *testing.B) {
	tools := thousand()
	for _, bb := range []struct {
		name string
		opts *prompt.Options
	}{
		{"1000tools", &prompt.Options{Style: prompt.Enforced}},
		{"1000tools/budget75000", &prompt.Options{Style: prompt.Enforced, Budget: 75000}}, // read-only-summary: four renders
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := prompt.Build(tools, bb.opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestBenchmarkBudgetLevel(t *testing.T) {
	s, err := prompt.Build(thousand(), &prompt.Options{Style: prompt.Enforced, Budget: 75000})
	if err != nil || s.Level != prompt.ReadOnlySummary {
		t.Errorf("level %v, %v", s.Level, err)
	}
}
