package selection

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hintgate/hintgate/hints"
)

// words returns the lower-case words of s as hints.Words splits them,
// except that a plural acronym stays one word ("VMs", "URLs", "IDs" are
// "vms", "urls", "ids", not "v ms").
func words(s string) []string {
	if i := pluralAcronym(s, 0); i >= 0 {
		var b strings.Builder
		last := 0
		for ; i >= 0; i = pluralAcronym(s, i) {
			end := i
			for end < len(s) && s[end] >= 'A' && s[end] <= 'Z' {
				end++
			}
			end++ // the s
			b.WriteString(s[last:i])
			b.WriteString(strings.ToLower(s[i:end]))
			last, i = end, end
		}
		b.WriteString(s[last:])
		s = b.String()
	}
	return hints.Words(s)
}

// pluralAcronym returns the index at or after from of the next word made
// of two or more capital letters and a final "s", or -1.
func pluralAcronym(s string, from int) int {
	for i := from; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			i += n
			continue
		}
		start := i
		for i < len(s) {
			r, n := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			i += n
		}
		w := s[start:i]
		if len(w) >= 3 && w[len(w)-1] == 's' && allCaps(w[:len(w)-1]) {
			return start
		}
	}
	return -1
}

func allCaps(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}
