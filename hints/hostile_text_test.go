package hints

import (
	"strings"
	"testing"
)

// hostileUnits are phrases that, repeated into one 60 KB sentence, made
// inference scan the whole text at each occurrence (seconds per tool)
// before sentences were capped and each test kept to its sentence.
var hostileUnits = []string{
	"can be restored ",          // restoreCondition
	"remove a tag from a task ", // livesOn, per unlinking verb
	"a customer can buy ",       // namesMeans
	"revert some cache ",        // joinedObject
	"to trash to trash to bin ", // the bin's mover
	"delete and get or update ", // joined verbs
	"Gets a file. Deletes it. ", // many short sentences
}

// TestLongSentenceIsCut shows the cap every sentence-scoped test relies
// on: a run-on text is split into sentences of at most maxSentenceWords.
func TestLongSentenceIsCut(t *testing.T) {
	toks := textTokens(strings.Repeat("word ", 3*maxSentenceWords+1))
	counts := map[int]int{}
	for _, tk := range toks {
		counts[tk.sentence]++
	}
	if len(counts) != 4 {
		t.Fatalf("%d words in %d sentences, want 4", len(toks), len(counts))
	}
	for s, n := range counts {
		if n > maxSentenceWords {
			t.Errorf("sentence %d has %d words", s, n)
		}
	}
	// Prose keeps its sentences.
	if toks := textTokens("Removes a tag from a task. The task still exists."); toks[len(toks)-1].sentence != 1 {
		t.Errorf("two sentences read as %d", toks[len(toks)-1].sentence+1)
	}
}

// TestSurvivalInALaterSentence: what a later sentence says lives on still
// makes a removal an unlinking, within the two sentences after it.
func TestSurvivalInALaterSentence(t *testing.T) {
	for _, tc := range []struct {
		desc string
		want Effect
	}{
		{"Removes a tag from a task. The tag still exists.", Writes},
		{"Removes a tag from a task. Use it with care. Tags are shared. The tag still exists.", Writes},
	} {
		if got := Infer("untag", "", tc.desc).Effect; got != tc.want {
			t.Errorf("%q: %v, want %v", tc.desc, got, tc.want)
		}
	}
}

// BenchmarkInferHostile resolves 60 KB descriptions built to make
// inference slow: each should cost about what any 60 KB text does (a few
// ms), not seconds.
func BenchmarkInferHostile(b *testing.B) {
	for _, u := range hostileUnits {
		s := strings.Repeat(u, (60<<10)/len(u))
		b.Run(strings.Fields(u)[0]+"-"+strings.Fields(u)[2], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Infer("delete_file", "", s)
			}
		})
	}
}
