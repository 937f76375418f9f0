package hints

import (
	"strings"
	"unicode"
)

// maxJoined bounds how many camelCase pieces caseJoined joins.
const maxJoined = 6

// caseJoined finds a verb that the case of a name's letters breaks into
// pieces: "DeLeTe_files" splits as "de le te files" and "dElete_files" as
// "d elete files", so that the name's verb is hidden from the camelCase
// split. Consecutive pieces of one run of letters that spell a writing or
// destructive verb of the lexicon when joined ("de"+"le"+"te") are that
// verb; the most dangerous one found is returned. Ordinary names are not
// changed by it: their pieces are words of their own, and joining two of
// them ("setUp" into "setup") spells what the name says.
func caseJoined(name string) (hit, bool) {
	var best hit
	s := fold(name)
	for len(s) > 0 {
		start := strings.IndexFunc(s, unicode.IsLetter)
		if start < 0 {
			break
		}
		s = s[start:]
		end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
		if end < 0 {
			end = len(s)
		}
		run := s[:end]
		s = s[end:]
		var pieces [2 * maxJoined]string
		n := 0
		eachWord(run, func(w string) {
			if n < len(pieces) {
				pieces[n] = w
				n++
			}
		})
		for i := 0; i < n; i++ {
			joined := lower(pieces[i])
			for j := i + 1; j < n && j < i+maxJoined; j++ {
				joined += lower(pieces[j])
				e, ok := lookup(joined)
				if !ok || e.Noun || e.Effect < Writes || e.Effect <= best.effect {
					continue
				}
				best = e.hit(joined, `name verb "`+joined+`", split by the case of its letters ("`+run+`")`)
			}
		}
	}
	return best, best.effect != Unknown
}
