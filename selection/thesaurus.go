package selection

import (
	_ "embed"
	"strings"
	"sync"
)

// wordnetText is the thesaurus derived from WordNet 3.0: each line a
// lemma (words joined by "_") and its one-word synonyms from its most
// frequent senses. Regenerate it with go generate (it reads the WordNet
// database that Debian's wordnet-base installs under /usr/share/wordnet);
// building needs only the committed file.
//
//go:generate go run ./internal/wordnetgen -dir /usr/share/wordnet -o wordnet.txt
//go:embed wordnet.txt
var wordnetText string

// thesaurusWeight scales a match through the WordNet thesaurus: a weaker
// signal than the word itself and than the hand-written synonym table.
// It was chosen on the dev and heldout queries. The thesaurus is off by
// default: on the queries it was not chosen on (fresh, fresh2) it lost
// recall@10 and gained nothing, its many weak matches pushing expected
// tools out of the first ten.
const thesaurusWeight = 0.6

// thesaurus maps a stem, or a phrase of stems joined by spaces, to the
// stems of its WordNet synonyms. It is loaded on first use.
var thesaurus = sync.OnceValue(func() map[string][]string {
	return parseThesaurus(wordnetText)
})

// parseThesaurus reads the lines of the thesaurus. Lemmas that stem alike
// share their synonyms; synonyms that are stop words, or stems of the
// lemma's own words ("work" for "work at"), are left out, and so are
// phrases that start with a stop word ("do in").
func parseThesaurus(text string) map[string][]string {
	out := map[string][]string{}
	stems := stemmer{}
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		parts := strings.Split(f[0], "_")
		if len(parts) > 1 && stopword[parts[0]] {
			continue
		}
		for i, p := range parts {
			parts[i] = stems.stem(p)
		}
		k := strings.Join(parts, " ")
		for _, w := range f[1:] {
			s := stems.stem(w)
			if stopword[w] || stopword[s] {
				continue
			}
			if !contains(parts, s) && !contains(out[k], s) {
				out[k] = append(out[k], s)
			}
		}
	}
	return out
}
