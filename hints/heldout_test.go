package hints_test

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestHeldOut scores inference on tools from servers outside the tuning
// corpus (testdata/heldout.jsonl, labelled by the corpus's rules): a check
// that the lexicon generalises rather than fits the corpus.
func TestHeldOut(t *testing.T) {
	f, err := os.Open("testdata/heldout.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var s scores
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e struct{ Name, Description, Class string }
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		got := hints.Resolve(&mcp.Tool{Name: e.Name, Description: e.Description})
		s.add(e.Class, got.Class, e.Name)
		if got.Class.String() != e.Class {
			t.Logf("miss %-24s label=%-11s got=%s", e.Name, e.Class, got.Class)
		}
	}
	s.check(t, "held-out")
}
