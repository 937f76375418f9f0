package hints

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds what the tokenizer reads as a word a description does
// not spell: a symbol joining two clauses ("+", "&", "->") and an
// auxiliary contracted onto a pronoun ("it's deleted").

// symbolJoiners are symbols that join clauses as a word does: "&" and
// "+" as "and", arrows as "then".
var symbolJoiners = map[string]string{"&": "and", "+": "and", "->": "then", "=>": "then", "→": "then"}

// symbolJoiner returns the word a symbol at i stands for and its length
// in bytes, when it stands alone between spaces, after a word and before
// a verb the lexicon knows ("users + delete", not "C++", "Q&A", "a+b" or
// "the home node + project"), or "", 0.
func (z *tokenizer) symbolJoiner(i int) (string, int) {
	if i == 0 || z.s[i-1] != ' ' || len(z.out) == 0 {
		return "", 0
	}
	for sym, w := range symbolJoiners {
		n := len(sym)
		if !strings.HasPrefix(z.s[i:], sym) || z.at(i+n) != ' ' {
			continue
		}
		next := z.s[i+n+1:]
		end := strings.IndexFunc(next, func(r rune) bool { return !unicode.IsLetter(r) })
		if end < 0 {
			end = len(next)
		}
		if e, ok := lookup(strings.ToLower(next[:end])); ok && !e.Noun && e.Effect != Unknown {
			return w, n
		}
	}
	return "", 0
}

// contractions are the auxiliaries spelt contracted onto a pronoun
// ("it's", "they're", "it'll").
var contractions = map[string]string{"s": "is", "re": "are", "ll": "will"}

// spelt are the contractions as spelt, by the auxiliary they stand for:
// contractions the other way round.
var spelt = func() map[string]string {
	m := make(map[string]string, len(contractions))
	for s, w := range contractions {
		m[w] = s
	}
	return m
}()

// contractionHosts are the pronouns whose "'s" is "is", not a possessive.
var contractionHosts = set("it", "they", "we", "you", "he", "she", "that", "there", "this", "what", "who")

// contraction returns the auxiliary the word raw, from i to j, stands
// for when it is contracted onto a pronoun before an apostrophe and a
// participle follows, perhaps after an adverb ("It's deleted", "They're
// permanently removed", "It’s"), and true. A noun's "'s" is a possessive
// ("The item's deleted flag"), and other contractions are left as they
// were spelt ("It's the fastest way", "what they're building").
func (z *tokenizer) contraction(i, j int, raw string) (string, bool) {
	w, ok := contractions[raw]
	if !ok || len(z.out) == 0 || !contractionHosts[z.out[len(z.out)-1].w] {
		return "", false
	}
	if r, _ := utf8.DecodeLastRuneInString(z.s[:i]); r != '\'' && r != '’' {
		return "", false
	}
	next := nextWords(z.s[j:], 2)
	if len(next) > 1 && passiveAdverbs[next[0]] {
		next = next[1:]
	}
	return w, len(next) > 0 && participle(next[0])
}

// nextWords returns up to n words, lower-cased, that s opens with.
func nextWords(s string, n int) []string {
	var out []string
	for _, f := range strings.Fields(s[:min(len(s), 64)]) {
		end := strings.IndexFunc(f, func(r rune) bool { return !unicode.IsLetter(r) })
		if end == 0 || len(out) == n {
			break
		}
		if end < 0 {
			end = len(f)
		}
		out = append(out, strings.ToLower(f[:end]))
		if end < len(f) {
			break
		}
	}
	return out
}
