package hints

import (
	"bufio"
	"encoding/json"
	flagpkg "flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var learn = flagpkg.Bool("learn", false, "fit learnt.tsv again on the labelled sets")

// heldBack are the labelled sets the weights are never fitted on: they
// measure the learnt check at first contact.
var heldBack = []string{"heldout21.jsonl", "heldout22.jsonl", "heldout23.jsonl", "heldout24.jsonl",
	"heldout25.jsonl", "heldout26.jsonl", "heldout27.jsonl", "heldout28.jsonl", "heldout29.jsonl", "heldout30.jsonl",
	"heldout31.jsonl", "heldout32.jsonl", "heldout33.jsonl", "heldout34.jsonl", "heldout35.jsonl", "heldout36.jsonl", "heldout38.jsonl",
	"heldout39.jsonl", "heldout40.jsonl", "heldout41.jsonl", "heldout42.jsonl", "heldout43.jsonl", "heldout44.jsonl",
	"heldout45.jsonl", "heldout46.jsonl", "heldout47.jsonl", "heldout48.jsonl", "heldout49.jsonl", "heldout50.jsonl",
	"heldout51.jsonl", "heldout52.jsonl", "heldout53.jsonl", "heldout54.jsonl", "heldout55.jsonl",
	"heldout56.jsonl", "heldout57.jsonl", "heldout58.jsonl", "heldout59.jsonl",
	"heldout60.jsonl", "heldout61.jsonl", "heldout62.jsonl", "heldout63.jsonl", "heldout64.jsonl", "heldout65.jsonl",
	"heldout66.jsonl", "heldout67.jsonl", "heldout68.jsonl", "heldout69.jsonl",
	"heldout70.jsonl", "heldout71.jsonl", "heldout72.jsonl", "heldout73.jsonl",
	"heldout74.jsonl", "heldout75.jsonl", "heldout76.jsonl",
	"heldout77.jsonl", "heldout78.jsonl", "heldout79.jsonl", "heldout80.jsonl",
	"heldout81.jsonl", "heldout82.jsonl", "heldout83.jsonl", "heldout84.jsonl",
	"heldout85.jsonl", "heldout86.jsonl", "heldout87.jsonl", "heldout88.jsonl"}

// Fitting: two logistic regressions (destructive or not; read-only or
// not) by AdaGrad, over features found in at least learnMinServers
// servers, so that no server's own vocabulary is learnt.
const (
	learnMinServers = 3
	learnL2         = 1e-2
	learnEpochs     = 15
	learnRate       = 0.3
)

// example is one labelled tool.
type example struct {
	set, server, label string
	tool               *mcp.Tool
	feats              []string
}

func loadExamples(t testing.TB, paths []string) []example {
	t.Helper()
	var out []example
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<22), 1<<22)
		for line := 1; sc.Scan(); line++ {
			var e struct {
				Server, Name, Description string
				Title                     *string
				InputSchema               any `json:"inputSchema"`
				Label                     struct{ Class string }
				Class                     string
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatalf("%s:%d: %v", path, line, err)
			}
			if e.Label.Class == "" {
				e.Label.Class = e.Class
			}
			tool := &mcp.Tool{Name: e.Name, Description: e.Description, InputSchema: e.InputSchema}
			if e.Title != nil {
				tool.Title = *e.Title
			}
			server := e.Server
			if server == "" {
				server = filepath.Base(path) + ":" + e.Name
			}
			out = append(out, example{set: filepath.Base(path), server: server, label: e.Label.Class, tool: tool, feats: featureNames(tool)})
		}
		f.Close()
	}
	return out
}

// featureNames spells a tool's features as learnt.tsv does, each once,
// at most maxFeatures, as pull counts them.
func featureNames(t *mcp.Tool) []string {
	var out []string
	have := map[string]bool{}
	features(Words(t.Name), t.Title, textTokens(t.Description), t.InputSchema, func(k featureKind, a, b string) {
		s := kindPrefix[k] + asciiLower(a)
		if b != "" {
			s += "_" + asciiLower(b)
		}
		if have[s] || len(have) >= maxFeatures {
			return
		}
		have[s] = true
		out = append(out, s)
	})
	return out
}

// asciiLower lower-cases ASCII letters only, as featureHash does.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}

// fit returns weights for y over the features of ex found in at least
// learnMinServers servers. The order of examples is fixed, so a fit is
// reproducible.
func fit(ex []example, y func(example) bool) map[string]float64 {
	servers := map[string]map[string]bool{}
	for _, e := range ex {
		for _, f := range e.feats {
			if servers[f] == nil {
				servers[f] = map[string]bool{}
			}
			servers[f][e.server] = true
		}
	}
	keep := map[string]bool{"bias": true}
	for f, s := range servers {
		if len(s) >= learnMinServers {
			keep[f] = true
		}
	}
	w, g2 := map[string]float64{}, map[string]float64{}
	for epoch := 0; epoch < learnEpochs; epoch++ {
		for k := range ex {
			e := ex[(k*7919+epoch*31)%len(ex)]
			feats := append([]string{"bias"}, e.feats...)
			z := 0.0
			for _, f := range feats {
				if keep[f] {
					z += w[f]
				}
			}
			g := 1 / (1 + math.Exp(-z))
			if y(e) {
				g--
			}
			for _, f := range feats {
				if keep[f] {
					gr := g + learnL2*w[f]
					g2[f] += gr * gr
					w[f] -= learnRate * gr / (math.Sqrt(g2[f]) + 1e-8)
				}
			}
		}
	}
	return w
}

func destructive(e example) bool { return e.label == "destructive" }
func changes(e example) bool     { return e.label != "read_only" }

// table spells fitted weights as learnt.tsv: in ten-thousandths, features
// whose weights both round to less than 0.001 left out.
func table(d, c map[string]float64) string {
	var names []string
	for f := range d {
		names = append(names, f)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("# Word weights of the learnt check (learnt.go), fitted by\n# `go test ./hints -run TestLearn -learn`. Do not edit.\n")
	for _, f := range names {
		wd, wc := int64(math.Round(d[f]*1e4)), int64(math.Round(c[f]*1e4))
		if f != "bias" && max(wd, -wd) < 10 && max(wc, -wc) < 10 {
			continue
		}
		fmt.Fprintf(&b, "%s\t%d\t%d\n", f, wd, wc)
	}
	return b.String()
}

func learnPaths(t testing.TB, keep func(string) bool) []string {
	all, err := filepath.Glob("testdata/*.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range all {
		if keep(filepath.Base(p)) {
			out = append(out, p)
		}
	}
	return out
}

// TestLearn fits the weights on every labelled set but those held back
// and, with -learn, writes them to learnt.tsv. Without -learn it checks
// that the table embedded is the one the sets fit.
func TestLearn(t *testing.T) {
	if testing.Short() {
		t.Skip("fitting takes seconds")
	}
	ex := loadExamples(t, learnPaths(t, func(s string) bool { return !slices.Contains(heldBack, s) }))
	got := table(fit(ex, destructive), fit(ex, changes))
	if *learn {
		if err := os.WriteFile("learnt.tsv", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if runtime.GOARCH != "amd64" {
		t.Skip("the table is fitted on amd64; other architectures may fuse multiply-adds and round differently")
	}
	if got != learntTSV {
		t.Errorf("learnt.tsv is not what the labelled sets fit: run go test ./hints -run TestLearn -learn")
	}
}

// TestLearntParses: the embedded table loads, and a table with a bad line
// is an error naming it.
func TestLearntParses(t *testing.T) {
	m := loadLearnt()
	if len(m.w) < 500 {
		t.Fatalf("learnt.tsv has %d features", len(m.w))
	}
	for _, bad := range []string{"n:x\t1", "n:x\t1\ty", "n:x\t1\t2\nn:x\t3\t4"} {
		if _, err := parseLearnt(bad); err == nil || !strings.Contains(err.Error(), "learnt.tsv:") {
			t.Errorf("parseLearnt(%q) = %v, want an error naming the line", bad, err)
		}
	}
}

// TestLearntNeverLoosens: on every labelled tool, from every effect, the
// learnt check only tightens.
func TestLearntNeverLoosens(t *testing.T) {
	for _, e := range loadExamples(t, learnPaths(t, func(string) bool { return true })) {
		ws, toks := Words(e.tool.Name), textTokens(e.tool.Description)
		for _, eff := range [...]Effect{Unknown, Reads, Writes, Destroys} {
			h := hit{effect: eff, reason: "r"}
			if got := learntCheck(h, ws, e.tool.Title, toks, e.tool.InputSchema); got.effect < eff {
				t.Fatalf("%s: lowered %v to %v (%s)", e.tool.Name, eff, got.effect, got.reason)
			}
		}
	}
}

// TestLearntCheck: the check's two moves, each with the words that made
// it, and no move where the words agree.
func TestLearntCheck(t *testing.T) {
	cases := []struct {
		name, desc string
		from, want Effect
		words      string
	}{
		// Managing volumes includes removing them.
		{"manage_volumes", "Manage Docker volumes", Writes, Destroys, `"manage"`},
		// A read the rules got wrong: the words say it creates.
		{"create_issue", "Create an issue in a repository.", Reads, Writes, `"create"`},
		{"create_issue", "Create an issue in a repository.", Writes, Writes, ""},
		{"list_rows", "List rows of a table.", Reads, Reads, ""},
	}
	for _, c := range cases {
		got := learntCheck(hit{effect: c.from, reason: "rules"}, Words(c.name), "", textTokens(c.desc), nil)
		if got.effect != c.want || c.words != "" && !strings.Contains(got.reason, c.words) {
			t.Errorf("%s: %v, %q; want %v naming %q", c.name, got.effect, got.reason, c.want, c.words)
		}
	}
}

// FuzzParseLearnt: any table either loads or is an error naming its line;
// a table that loads holds every feature it spells, once.
func FuzzParseLearnt(f *testing.F) {
	f.Add("bias\t1\t-2\nn:delete\t300\t200\n")
	f.Add("# c\n\nd:row\t-1\t1\n")
	f.Add("n:x\t1\t2\nn:x\t3\t4")
	f.Fuzz(func(t *testing.T, s string) {
		m, err := parseLearnt(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "learnt.tsv:") && !strings.Contains(err.Error(), "token too long") {
				t.Fatalf("error does not name the line: %v", err)
			}
			return
		}
		for h, name := range m.names {
			if featureHash(name, "", "") != h {
				t.Fatalf("%q: hash mismatch", name)
			}
		}
	})
}

// BenchmarkLearnt is the learnt check's cost on one tool: its features
// hashed and looked up, without allocating.
func BenchmarkLearnt(b *testing.B) {
	ws := Words("update_spreadsheet_row")
	toks := textTokens("Update a row in a spreadsheet by its index. The values of every cell in the row are replaced with the given values; cells not given are cleared.")
	schema := map[string]any{"properties": map[string]any{
		"spreadsheetId": map[string]any{"type": "string"},
		"row":           map[string]any{"type": "integer"},
		"values":        map[string]any{"type": "array"},
		"mode":          map[string]any{"enum": []any{"replace", "append"}},
	}}
	m := loadLearnt()
	b.ReportAllocs()
	for b.Loop() {
		m.pull(ws, "Update row", toks, schema, nil)
	}
}
