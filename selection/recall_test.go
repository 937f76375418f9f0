package selection

import (
	"bufio"
	"encoding/json"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// corpusTool is one line of testdata/tools-dev.jsonl.
type corpusTool struct {
	Server      string          `json:"server"`
	Name        string          `json:"name"`
	Title       *string         `json:"title"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
	Declared    json.RawMessage `json:"declared"`
}

type corpusQuery struct {
	Q      string   `json:"q"`
	Expect []string `json:"expect"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, v)
	}
	return out
}

// corpusListings resolves the dev corpus's tools as the guard would, with an
// allow decision each.
func corpusListings(t testing.TB) []rules.Listing {
	t.Helper()
	return listings(t, "testdata/tools-dev.jsonl")
}

// heldoutListings resolves the tools the held-out queries are over: the
// servers of hints' heldout2.jsonl and the server-less tools of
// heldout.jsonl (keyed "/name").
func heldoutListings(t testing.TB) []rules.Listing {
	t.Helper()
	return append(listings(t, "../hints/testdata/heldout2.jsonl"), listings(t, "../hints/testdata/heldout.jsonl")...)
}

// listings resolves the tools of a JSON Lines file of corpus records.
func listings(t testing.TB, path string) []rules.Listing {
	t.Helper()
	r := hints.NewResolver(nil)
	var out []rules.Listing
	for _, ct := range readJSONL[corpusTool](t, path) {
		rec := map[string]any{"name": ct.Name, "description": ct.Description}
		if ct.Title != nil {
			rec["title"] = *ct.Title
		}
		if len(ct.InputSchema) > 0 {
			rec["inputSchema"] = ct.InputSchema
		}
		if len(ct.Declared) > 0 {
			rec["annotations"] = ct.Declared
		}
		data, _ := json.Marshal(rec)
		def, decl, _, err := hints.DecodeTool(data)
		if err != nil {
			t.Fatalf("%s/%s: %v", ct.Server, ct.Name, err)
		}
		out = append(out, rules.Listing{Tool: r.ResolveDeclared(ct.Server, def, decl), Decision: rules.Decision{Action: rules.Allow}})
	}
	return out
}

// ranker returns the keys ("server/name") of the tools, best first.
type ranker func(q string) []string

// recall returns the share of queries with an expected tool in the top k.
func recall(qs []corpusQuery, rank ranker, k int) float64 {
	hit := 0
	for _, q := range qs {
		top := rank(q.Q)
		if len(top) > k {
			top = top[:k]
		}
		if slices.ContainsFunc(top, func(s string) bool { return slices.Contains(q.Expect, s) }) {
			hit++
		}
	}
	return float64(hit) / float64(len(qs))
}

func key(l *rules.Listing) string { return l.Tool.Server + "/" + l.Tool.Name }

func indexRanker(ix *Index) ranker {
	return func(q string) []string {
		var out []string
		for _, r := range ix.Select(q, &Filter{K: 10}) {
			out = append(out, key(&r.Listing))
		}
		return out
	}
}

// bm25 is plain BM25 (k1 1.2, b 0.75) over the words of name and
// description, no stemming, no synonyms: the baseline.
func bm25(tools []rules.Listing) ranker {
	docs := make([]map[string]float64, len(tools))
	lens := make([]float64, len(tools))
	df := map[string]float64{}
	var avg float64
	for i := range tools {
		words := hints.Words(tools[i].Tool.Name + " " + tools[i].Tool.Definition.Description)
		docs[i] = map[string]float64{}
		for _, w := range words {
			docs[i][w]++
		}
		for w := range docs[i] {
			df[w]++
		}
		lens[i] = float64(len(words))
		avg += lens[i]
	}
	avg /= float64(len(tools))
	n := float64(len(tools))
	return func(q string) []string {
		scores := make([]float64, len(tools))
		for _, w := range hints.Words(q) {
			idf := math.Log(1 + (n-df[w]+0.5)/(df[w]+0.5))
			for i, d := range docs {
				if tf := d[w]; tf > 0 {
					scores[i] += idf * tf * 2.2 / (tf + 1.2*(0.25+0.75*lens[i]/avg))
				}
			}
		}
		idx := make([]int, len(tools))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return scores[idx[a]] > scores[idx[b]] })
		out := make([]string, 0, 10)
		for _, i := range idx[:10] {
			out = append(out, key(&tools[i]))
		}
		return out
	}
}

// floor is what a set of queries must reach at 5 and at 10.
type floor struct {
	file, tools string
	at5, at10   float64
}

// Floors of the lexical ranker, a small margin below what it reaches: a
// change that loses recall fails here. "dev" is the dev queries over the
// dev tools (all; the even lines; the odd lines). "heldout" is requests
// over the tools of other servers (hints' heldout2.jsonl and heldout.jsonl),
// written before the ranker first ran on them; it reached 0.54 / 0.62 then
// (BM25 0.39 / 0.46), and its misses chose words for the synonym table
// since, so it now overstates too. "fresh" (first contact 0.73 / 0.87)
// and "fresh2" (first contact 0.60 / 0.83) are later requests over the
// same tools, each written before the ranker first ran on it and tuned on
// since. "fresh3" is requests over the tools of hints' heldout3.jsonl, 14
// servers no other set uses, written before the ranker first ran on them:
// 0.74 / 0.78 then, 0.74 / 0.80 at first contact with the code tuned on
// the other sets (BM25 0.52 / 0.68).
var floors = map[string]floor{
	"dev":          {"testdata/queries-dev.jsonl", "dev", 0.95, 0.95},         // reaches 1.00 / 1.00
	"dev-tune":     {"testdata/queries-dev.jsonl", "dev", 0.95, 0.95},         // reaches 1.00 / 1.00
	"dev-held":     {"testdata/queries-dev.jsonl", "dev", 0.95, 0.95},         // reaches 1.00 / 1.00
	"heldout":      {"testdata/queries-heldout.jsonl", "heldout", 0.80, 0.81}, // reaches 0.84 / 0.85
	"heldout-tune": {"testdata/queries-heldout.jsonl", "heldout", 0.82, 0.82}, // reaches 0.86 / 0.86
	"heldout-held": {"testdata/queries-heldout.jsonl", "heldout", 0.76, 0.80}, // reaches 0.81 / 0.84
	"fresh":        {"testdata/queries-fresh.jsonl", "heldout", 0.78, 0.88},   // reaches 0.83 / 0.93
	"fresh2":       {"testdata/queries-fresh2.jsonl", "heldout", 0.75, 0.92},  // reaches 0.80 / 0.97
	"fresh3":       {"testdata/queries-fresh3.jsonl", "heldout3", 0.70, 0.76}, // reaches 0.74 / 0.80
}

func TestRecall(t *testing.T) {
	tools := map[string][]rules.Listing{"dev": corpusListings(t), "heldout": heldoutListings(t), "heldout3": listings(t, "../hints/testdata/heldout3.jsonl")}
	type rankers struct{ base, ours ranker }
	rk := map[string]rankers{}
	for name, ts := range tools {
		rk[name] = rankers{bm25(ts), indexRanker(New(ts, nil))}
	}
	for _, name := range []string{"dev", "dev-tune", "dev-held", "heldout", "heldout-tune", "heldout-held", "fresh", "fresh2", "fresh3"} {
		f := floors[name]
		q := readJSONL[corpusQuery](t, f.file)
		switch {
		case strings.HasSuffix(name, "-tune"):
			q = every2(q, 0)
		case strings.HasSuffix(name, "-held"):
			q = every2(q, 1)
		}
		r := rk[f.tools]
		b5, b10 := recall(q, r.base, 5), recall(q, r.base, 10)
		o5, o10 := recall(q, r.ours, 5), recall(q, r.ours, 10)
		t.Logf("%-8s (%2d queries, %3d tools)  BM25 recall@5 %.2f @10 %.2f   lexical recall@5 %.2f @10 %.2f", name, len(q), len(tools[f.tools]), b5, b10, o5, o10)
		if o5 < f.at5 || o10 < f.at10 {
			t.Errorf("%s: recall@5 %.2f @10 %.2f, below the floor %.2f / %.2f", name, o5, o10, f.at5, f.at10)
		}
		if testing.Verbose() && (name == "dev" || name == "heldout" || strings.HasPrefix(name, "fresh")) {
			for _, q := range q {
				top := r.ours(q.Q)
				if !slices.ContainsFunc(top[:5], func(s string) bool { return slices.Contains(q.Expect, s) }) {
					t.Logf("miss@5 %q: got %v", q.Q, top[:5])
				}
			}
		}
	}
}

// every2 returns the queries on even (from 0) or odd (from 1) lines.
func every2(qs []corpusQuery, from int) []corpusQuery {
	var out []corpusQuery
	for i := from; i < len(qs); i += 2 {
		out = append(out, qs[i])
	}
	return out
}
