package selection

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// synthetic returns n tools made from the corpus: each copy gets its own
// server, a name varied by a word from another tool, and that tool's
// first description sentence appended, so that the vocabulary grows with n,
// and is resolved again.
func synthetic(b *testing.B, n int) []rules.Listing {
	base := corpusListings(b)
	r := hints.NewResolver(nil)
	out := make([]rules.Listing, n)
	for i := range out {
		l := base[i%len(base)]
		other := base[(i*7+3)%len(base)]
		copyNo := i / len(base)
		def := *l.Tool.Definition
		extra, _, _ := strings.Cut(other.Tool.Definition.Description, ".")
		def.Description += " " + extra + "."
		if copyNo > 0 {
			words := strings.Split(other.Tool.Name, "_")
			def.Name = fmt.Sprintf("%s_%s%d", l.Tool.Name, words[len(words)-1], copyNo)
		}
		fp := fmt.Sprintf("%s/%d", l.Tool.Fingerprint, i)
		l.Tool = r.Resolve(fmt.Sprintf("%s-%d", l.Tool.Server, copyNo), &def) // resolved as the guard lists it
		l.Tool.Fingerprint = fp
		out[i] = l
	}
	return out
}

var benchQueries = []string{
	"give the customer their money back for order 991",
	"delete the staging database",
	"what files have I changed but not committed",
	"take a picture of the checkout page",
}

// BenchmarkSelect1000 and BenchmarkSelect10000 rank a query over 1,000
// and 10,000 tools, the index built beforehand.
func BenchmarkSelect1000(b *testing.B)  { benchSelect(b, 1000) }
func BenchmarkSelect10000(b *testing.B) { benchSelect(b, 10000) }

func benchSelect(b *testing.B, n int) {
	ix := New(synthetic(b, n), nil)
	f := &Filter{K: 10}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ix.Select(benchQueries[i%len(benchQueries)], f)
		i++
	}
}

// BenchmarkIndex builds the index of 1,000 and 10,000 resolved tools. New
// reads what each tool does from its resolution (hints.Tool.Effect) and
// does not infer it again: 70 ms and 262,000 allocations per 1,000 tools
// before, 28 ms and 69,000 after.
func BenchmarkIndex(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		tools := synthetic(b, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				New(tools, nil)
			}
		})
	}
}
