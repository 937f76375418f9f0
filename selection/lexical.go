package selection

import (
	"math"
	"slices"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
	"github.com/kljensen/snowball/english"
)

// BM25 parameters of the lexical ranker.
const (
	k1 = 1.2
	// synonymWeight scales a match through the synonym table against a
	// match of the word itself.
	synonymWeight = 0.85
	// effectBoost raises tools that do what the query's verb does
	// (remove → destructive, show → read-only).
	effectBoost = 0.5
	// phraseWeight scales a match through a phrase of the synonym table
	// ("money back" for refund).
	phraseWeight = 1
	// maxFieldWords bounds the words read from one field of one tool, so
	// that a hostile description costs bounded time and memory.
	maxFieldWords = 2000
	// maxQueryWords bounds the words read from a query.
	maxQueryWords = 64
)

// field numbers.
const (
	fName = iota
	fTitle
	fDesc
	fParams
	fServer
	nFields
)

// b is the length normalisation of each field.
var fieldB = [nFields]float64{fName: 0.3, fTitle: 0.3, fDesc: 0.75, fParams: 0.5, fServer: 0}

// posting is one tool's precomputed share of a term's score.
type posting struct {
	doc   int32
	score float32
}

// lexicon is an inverted index with BM25F scores precomputed per posting.
type lexicon struct {
	n        int
	postings map[string][]posting
	servers  servers
}

// docTerm is a term of one tool with its frequency in each field.
type docTerm struct {
	term string
	freq [nFields]float32
}

// docBuilder collects one tool's terms, reusing its lookup table.
type docBuilder struct {
	at    map[string]int
	terms []docTerm
}

func (b *docBuilder) add(term string, f int) {
	i, ok := b.at[term]
	if !ok {
		i = len(b.terms)
		b.at[term] = i
		b.terms = append(b.terms, docTerm{term: term})
	}
	b.terms[i].freq[f]++
}

// take returns the tool's terms and resets b for the next tool.
func (b *docBuilder) take() []docTerm {
	out := slices.Clone(b.terms)
	b.terms = b.terms[:0]
	clear(b.at)
	return out
}

// fieldWords returns the words of each field of a tool; names and
// titles are read to their first hints.MaxNameLen characters.
func fieldWords(t *hints.Tool, d *described) [nFields][]string {
	fields := [nFields][]string{
		fName:   hints.Words(cut(t.Name, hints.MaxNameLen)),
		fTitle:  hints.Words(cut(t.Title, hints.MaxNameLen)),
		fServer: hints.Words(cut(t.Server, hints.MaxNameLen)),
		fDesc:   hints.Words(d.text),
	}
	if t.Definition != nil {
		fields[fParams] = paramWords(t.Definition.InputSchema)
	}
	return fields
}

func buildLexicon(tools []rules.Listing, w Weights) *lexicon {
	weights := [nFields]float64{fName: w.Name, fTitle: w.Title, fDesc: w.Description, fParams: w.Params, fServer: w.Server}
	for f, x := range weights {
		if !(x > 0) || math.IsInf(x, 0) { // negative, NaN or infinite: not read
			weights[f] = 0
		}
	}
	docs := make([][]docTerm, len(tools))
	lens := make([][nFields]float64, len(tools))
	var avg [nFields]float64
	df := map[string]int{}
	stems := stemmer{}
	b := &docBuilder{at: map[string]int{}}
	descs := describeAll(tools)
	for i := range tools {
		for f, words := range fieldWords(&tools[i].Tool, &descs[i]) {
			if weights[f] == 0 {
				continue
			}
			n := 0
			for _, word := range words {
				if n == maxFieldWords {
					break
				}
				if stopword[word] || len(word) < 2 {
					continue
				}
				n++
				s := stems.stem(word)
				b.add(s, f)
				for _, g := range synonymsOf[s] {
					b.add(g, f)
				}
			}
			lens[i][f] = float64(n)
			avg[f] += float64(n)
		}
		docs[i] = b.take()
		for _, dt := range docs[i] {
			df[dt.term]++
		}
	}
	for f := range avg {
		avg[f] = max(avg[f]/float64(max(len(tools), 1)), 1)
	}
	lx := &lexicon{n: len(tools), postings: make(map[string][]posting, len(df)), servers: indexServers(tools, stems)}
	for i, terms := range docs {
		for _, dt := range terms {
			var x float64 // BM25F: weighted, length-normalised frequency
			for f := range nFields {
				if c := float64(dt.freq[f]); c > 0 {
					x += weights[f] * c / (1 - fieldB[f] + fieldB[f]*lens[i][f]/avg[f])
				}
			}
			n := float64(df[dt.term])
			idf := math.Log(1 + (float64(lx.n)-n+0.5)/(n+0.5))
			lx.postings[dt.term] = append(lx.postings[dt.term], posting{doc: int32(i), score: float32(idf * x / (k1 + x))})
		}
	}
	return lx
}

// stemmer memoises stems while an index is built.
type stemmer map[string]string

func (s stemmer) stem(w string) string {
	if st, ok := s[w]; ok {
		return st
	}
	st := english.Stem(w, true)
	s[w] = st
	return st
}

// paramWords returns the words of the names of an input schema's
// properties (top level and one level down): at most maxFieldWords, of
// names read to their first hints.MaxNameLen characters, so that a
// hostile schema costs bounded time and memory.
func paramWords(schema any) []string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	var out []string
	add := func(name string) bool {
		out = append(out, hints.Words(cut(name, hints.MaxNameLen))...)
		return len(out) < maxFieldWords
	}
	for name, p := range props {
		if !add(name) {
			break
		}
		if pm, ok := p.(map[string]any); ok {
			if sub, ok := pm["properties"].(map[string]any); ok {
				for n := range sub {
					if !add(n) {
						return out[:maxFieldWords]
					}
				}
			}
		}
	}
	return out[:min(len(out), maxFieldWords)]
}

// cut bounds s to at most n runes without splitting one (the text goes
// to tokenizers and to embedding APIs, which want valid UTF-8).
func cut(s string, n int) string { return safetext.Cut(s, n) }
