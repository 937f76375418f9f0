package hints_test

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type corpusEntry struct {
	Server      string          `json:"server"`
	Name        string          `json:"name"`
	Title       *string         `json:"title"`
	Description string          `json:"description"`
	InputSchema any             `json:"inputSchema"`
	Declared    json.RawMessage `json:"declared"`
	Label       struct {
		Class string `json:"class"`
	} `json:"label"`
	// Class is the label of heldout.jsonl's shorter format.
	Class string `json:"class"`
}

func loadCorpus(t *testing.T) []corpusEntry { return loadEntries(t, "testdata/tools-dev.jsonl") }

func loadEntries(t *testing.T, path string) []corpusEntry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var e corpusEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		if e.Label.Class == "" {
			e.Label.Class = e.Class
		}
		out = append(out, e)
	}
	return out
}

type scores struct {
	n, correct                      int
	destructive, destructiveFound   int
	predictedRO, predictedROCorrect int
	readOnly, readOnlyFound         int
	destructiveAsReadOnly           []string
}

func (s *scores) add(label string, got hints.Class, name string) {
	want, _ := hints.ParseClass(label)
	s.n++
	if got == want {
		s.correct++
	}
	if want == hints.Destructive {
		s.destructive++
		if got == hints.Destructive {
			s.destructiveFound++
		}
		if got == hints.ReadOnly {
			s.destructiveAsReadOnly = append(s.destructiveAsReadOnly, name)
		}
	}
	if want == hints.ReadOnly {
		s.readOnly++
		if got == hints.ReadOnly {
			s.readOnlyFound++
		}
	}
	if got == hints.ReadOnly {
		s.predictedRO++
		if want == hints.ReadOnly {
			s.predictedROCorrect++
		}
	}
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// TestCorpusChecked keeps the servers' declared annotations and resolves
// in checked mode: wrong declarations must be caught where inference sees
// more danger. The accuracy bar is lower than inference's because a
// checked declaration that errs on the safe side (a write declared
// destructive) stands by design; the bars that matter for safety are the
// same.
func TestCorpusChecked(t *testing.T) {
	var s, declaredOnly scores
	r := hints.NewResolver(nil)
	trusting := hints.NewResolver(&hints.Options{Trust: func(string) hints.Trust { return hints.Trusted }})
	got := map[string]hints.Tool{}
	for _, e := range loadCorpus(t) {
		line := map[string]any{"name": e.Name, "description": e.Description, "inputSchema": e.InputSchema, "annotations": e.Declared}
		if e.Title != nil {
			line["title"] = *e.Title
		}
		data, _ := json.Marshal(line)
		tool, decl, _, err := hints.DecodeTool(data)
		if err != nil {
			t.Fatal(err)
		}
		rt := r.ResolveDeclared(e.Server, tool, decl)
		got[e.Name] = rt
		s.add(e.Label.Class, rt.Class, e.Name)
		declaredOnly.add(e.Label.Class, trusting.ResolveDeclared(e.Server, &mcp.Tool{Name: "x"}, decl).Class, e.Name)
		if *showMisses && rt.Class.String() != e.Label.Class {
			t.Logf("miss %-32s label=%-11s got=%-11s %v", e.Name, e.Label.Class, rt.Class, rt.Warnings)
		}
	}
	dAcc := ratio(declaredOnly.correct, declaredOnly.n)
	t.Logf("declarations alone (trusted, no inference): accuracy=%.3f destructive-recall=%.3f read-only-recall=%.3f",
		dAcc, ratio(declaredOnly.destructiveFound, declaredOnly.destructive), ratio(declaredOnly.readOnlyFound, declaredOnly.readOnly))
	acc, drec := ratio(s.correct, s.n), ratio(s.destructiveFound, s.destructive)
	roPrec := ratio(s.predictedROCorrect, s.predictedRO)
	t.Logf("checked: n=%d accuracy=%.3f destructive-recall=%.3f read-only-precision=%.3f read-only-recall=%.3f",
		s.n, acc, drec, roPrec, ratio(s.readOnlyFound, s.readOnly))
	if acc < 0.75 || acc < dAcc+0.15 || drec < 0.95 || roPrec < 0.97 {
		t.Errorf("checked: below the bar (accuracy 0.75 and 0.15 above declarations alone, destructive recall 0.95, read-only precision 0.97)")
	}
	if len(s.destructiveAsReadOnly) > 0 {
		t.Errorf("checked: destructive tools classed read-only: %v", s.destructiveAsReadOnly)
	}
	// Declarations the servers got wrong, which checked resolution catches,
	// each with a warning naming the conflict.
	for name, want := range map[string]hints.Class{
		"create_refund":         hints.Destructive, // declared destructiveHint=false
		"finalize_invoice":      hints.Destructive, // declared destructiveHint=false
		"update_subscription":   hints.Destructive,
		"update_dispute":        hints.Destructive,
		"browser_pdf_save":      hints.Write, // declared read-only
		"browser_start_video":   hints.Write,
		"atlas-connect-cluster": hints.Write,
	} {
		rt := got[name]
		if rt.Class != want || len(rt.Warnings) == 0 {
			t.Errorf("%s: %v %q, want %v with a warning", name, rt.Class, rt.Warnings, want)
		}
	}
}
