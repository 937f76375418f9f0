package selection

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

func TestThesaurusTable(t *testing.T) {
	if !strings.Contains(wordnetText, "WordNet 3.0 Copyright 2006 by Princeton University") {
		t.Error("wordnet.txt lacks WordNet's copyright notice")
	}
	if n := len(wordnetText); n > 500<<10 {
		t.Errorf("wordnet.txt is %d bytes, want under 500 KB", n)
	}
	th := thesaurus()
	tests := []struct{ key, want string }{
		{"eras", "kill"},        // erase: a verb's first sense
		{"get rid of", "remov"}, // a phrase
		{"photograph", "snap"},  // and a noun's
		{"shelv", "postpon"},    // a word the hand table does not know
	}
	for _, tt := range tests {
		if !slices.Contains(th[tt.key], tt.want) {
			t.Errorf("thesaurus[%q] = %v, want it to hold %q", tt.key, th[tt.key], tt.want)
		}
	}
	for k, syn := range th {
		for _, s := range syn {
			if stopword[s] || strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsLower(r) }) || slices.Contains(strings.Fields(k), s) {
				t.Fatalf("thesaurus[%q] holds %q: a stop word, not lower-case letters, or the key's own word", k, s)
			}
		}
	}
	if syn := th["do in"]; syn != nil {
		t.Errorf(`thesaurus["do in"] = %v: a phrase that starts with a stop word`, syn)
	}
}

func TestParseThesaurus(t *testing.T) {
	got := parseThesaurus("# header\nerase kill the\nerasing wipe\nwork_at work\ndo_in kill\n\nbad\n")
	want := map[string][]string{"eras": {"kill", "wipe"}}
	if len(got) != len(want) || !slices.Equal(got["eras"], want["eras"]) {
		t.Errorf("parseThesaurus = %v, want %v", got, want)
	}
}

// TestThesaurusWeaker checks that a word's WordNet synonyms count less
// than the word itself and than its synonyms of the hand table, and not
// at all when the expansion is off or the word is one the tools use.
func TestThesaurusWeaker(t *testing.T) {
	const q = "shelve the tenant and delete the lease"
	slots, _ := parse(q, expansion{weight: thesaurusWeight, all: true})
	var seen int
	for _, sl := range slots {
		for _, qt := range sl {
			if !strings.HasPrefix(qt.term, "~") && qt.weight < 1 {
				seen++
				if qt.weight != thesaurusWeight {
					t.Errorf("%q: WordNet term %q weighs %v, want %v", q, qt.term, qt.weight, thesaurusWeight)
				}
			}
		}
	}
	if seen == 0 {
		t.Errorf("%q: no WordNet terms", q)
	}
	if thesaurusWeight >= synonymWeight {
		t.Errorf("thesaurusWeight %v, want under synonymWeight %v", thesaurusWeight, synonymWeight)
	}
	for _, e := range []expansion{{}, {weight: thesaurusWeight, known: map[string][]posting{"shelv": {{}}, "tenant": {{}}, "leas": {{}}}}} {
		slots, _ := parse(q, e)
		for _, sl := range slots {
			for _, qt := range sl {
				if !strings.HasPrefix(qt.term, "~") && qt.weight < 1 {
					t.Errorf("%+v: unexpected WordNet term %q", e, qt.term)
				}
			}
		}
	}
}
