package hints

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds what undoes a disguised word: letters that look like
// Latin ones (Cyrillic "е" in "dеlete"), fullwidth forms ("ｄｅｌｅｔｅ"),
// accents and combining marks ("deléte"), and invisible characters inside
// a word ("up\u200bload", "de\u00adlete").

// lookAlikes maps Cyrillic, Greek and other letters drawn like a Latin
// letter to it.
var lookAlikes = map[rune]rune{
	// Cyrillic.
	'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c',
	'т': 't', 'у': 'y', 'х': 'x', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'ӏ': 'l', 'һ': 'h',
	'ԛ': 'q', 'ԝ': 'w', 'ɡ': 'g', 'ո': 'n', 'ս': 'u',
	'А': 'a', 'В': 'b', 'Е': 'e', 'К': 'k', 'М': 'm', 'Н': 'h', 'О': 'o', 'Р': 'p', 'С': 'c', 'Т': 't',
	'У': 'y', 'Х': 'x', 'І': 'i', 'Ј': 'j', 'Ѕ': 's', 'Ԁ': 'd',
	// Greek.
	'α': 'a', 'ο': 'o', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x', 'ε': 'e',
	'Α': 'a', 'Β': 'b', 'Ε': 'e', 'Ζ': 'z', 'Η': 'h', 'Ι': 'i', 'Κ': 'k', 'Μ': 'm', 'Ν': 'n', 'Ο': 'o',
	'Ρ': 'p', 'Τ': 't', 'Υ': 'y', 'Χ': 'x',
	// Latin letters with a diacritic.
	'à': 'a', 'á': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a', 'ç': 'c', 'è': 'e', 'é': 'e', 'ê': 'e',
	'ë': 'e', 'ì': 'i', 'í': 'i', 'î': 'i', 'ï': 'i', 'ñ': 'n', 'ò': 'o', 'ó': 'o', 'ô': 'o', 'õ': 'o',
	'ö': 'o', 'ø': 'o', 'ù': 'u', 'ú': 'u', 'û': 'u', 'ü': 'u', 'ý': 'y', 'ÿ': 'y', 'ı': 'i',
}

// fold returns s with disguises undone: a look-alike or fullwidth letter
// becomes the Latin letter it shows, an invisible character or a
// combining mark is dropped. ASCII is returned as it is, without
// allocating.
func fold(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		switch {
		case hidden(r) || unicode.Is(unicode.Mn, r):
			continue
		case r >= 0xFF01 && r <= 0xFF5E:
			// Fullwidth ASCII.
			r -= 0xFF01 - 0x21
		default:
			if l, ok := lookAlikes[r]; ok {
				r = l
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// hidden reports a character that changes no letter on screen: a format
// character (zero-width space, soft hyphen, bidirectional override) or a
// tag character.
func hidden(r rune) bool {
	return unicode.Is(unicode.Cf, r) || r >= 0xE0000 && r <= 0xE007F
}

// disguised reports text that hides a word from a reader: a word mixing
// Latin letters with look-alikes from another script ("dеlete"),
// fullwidth Latin letters, a combining mark or an invisible character
// between letters, or a bidirectional override anywhere. Text that
// disguises its words is never believed to be read-only.
func disguised(s string) bool {
	latin, alike := false, false
	var prev rune
	for i, r := range s {
		switch {
		case r < utf8.RuneSelf:
			if 'a' <= r|0x20 && r|0x20 <= 'z' {
				latin = true
			} else {
				latin, alike = false, false
			}
		case r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r >= 0xFF21 && r <= 0xFF5A:
			return true
		case hidden(r) || unicode.Is(unicode.Mn, r):
			next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
			if unicode.IsLetter(prev) && (unicode.IsLetter(next) || unicode.Is(unicode.Mn, r)) {
				return true
			}
		case lookAlikes[r] != 0 && !unicode.Is(unicode.Latin, r):
			alike = true
		case !unicode.IsLetter(r):
			latin, alike = false, false
		}
		if latin && alike {
			return true
		}
		prev = r
	}
	return false
}

// plainText turns a read into a write when the tool's name, title or
// description disguises its words: what is hidden may be the change.
func plainText(h hit, texts ...string) hit {
	if h.effect != Reads {
		return h
	}
	for _, s := range texts {
		if len(s) > maxInferText {
			s = s[:maxInferText]
		}
		if disguised(s) {
			return hit{effect: Writes, reason: h.reason + "; its text disguises letters (look-alikes or invisible characters)", word: h.word}
		}
	}
	return h
}
