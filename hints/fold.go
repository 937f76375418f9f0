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

// lookAlikes maps Cyrillic, Greek, small-capital and IPA letters drawn
// like a Latin letter to it: in a word with Latin letters, one is a
// disguise.
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
	// Latin small capitals and IPA letters.
	'ɑ': 'a', 'ɩ': 'i', 'ɪ': 'i', 'ʟ': 'l', 'ɴ': 'n', 'ʀ': 'r', 'ꜱ': 's', 'ᴀ': 'a', 'ʙ': 'b', 'ᴄ': 'c',
	'ᴅ': 'd', 'ᴇ': 'e', 'ɢ': 'g', 'ʜ': 'h', 'ᴊ': 'j', 'ᴋ': 'k', 'ᴍ': 'm', 'ᴏ': 'o', 'ᴘ': 'p', 'ᴛ': 't',
	'ᴜ': 'u', 'ᴠ': 'v', 'ᴡ': 'w', 'ʏ': 'y', 'ᴢ': 'z',
}

// accents maps Latin letters with a diacritic to their base letter: a
// word with one is folded, but it is not a disguise.
var accents = map[rune]rune{
	'à': 'a', 'á': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a', 'ç': 'c', 'è': 'e', 'é': 'e', 'ê': 'e',
	'ë': 'e', 'ì': 'i', 'í': 'i', 'î': 'i', 'ï': 'i', 'ñ': 'n', 'ò': 'o', 'ó': 'o', 'ô': 'o', 'õ': 'o',
	'ö': 'o', 'ø': 'o', 'ù': 'u', 'ú': 'u', 'û': 'u', 'ü': 'u', 'ý': 'y', 'ÿ': 'y', 'ı': 'i',
}

// fold returns s with disguises undone: a look-alike, fullwidth, styled
// or accented letter becomes the Latin letter it shows, an invisible character or a
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
			} else if l, ok := accents[r]; ok {
				r = l
			} else if l := upperAccent(r); l != 0 {
				r = l
			} else if l := styled(r); l != 0 {
				r = l
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// upperAccent returns the Latin capital a capital with a diacritic shows
// ("É", "Ö", "İ"), or 0: the case stays, so that camelCase still splits.
func upperAccent(r rune) rune {
	if !unicode.IsUpper(r) {
		return 0
	}
	l := unicode.ToLower(r)
	if b, ok := accents[l]; ok {
		l = b
	}
	if 'a' <= l && l <= 'z' {
		return l - 'a' + 'A'
	}
	return 0
}

// styled returns the Latin letter a styled letter shows: mathematical
// alphanumerics (bold, italic, script, ... "𝐝𝐞𝐥𝐞𝐭𝐞", in blocks of A–Z
// then a–z) and circled letters ("ⓓⓔⓛⓔⓣⓔ"), or 0.
func styled(r rune) rune {
	switch {
	case r >= 0x1D400 && r <= 0x1D6A3:
		return 'a' + (r-0x1D400)%52%26
	case r >= 0x24B6 && r <= 0x24CF:
		return 'a' + r - 0x24B6
	case r >= 0x24D0 && r <= 0x24E9:
		return 'a' + r - 0x24D0
	}
	return 0
}

// hidden reports a character that changes no letter on screen: a format
// character (zero-width space, soft hyphen, bidirectional override), a
// tag character, or a letter or symbol drawn blank (the Hangul fillers,
// which Unicode makes default-ignorable, and the blank Braille pattern):
// "de\u3164lete" shows "de lete" or "delete".
func hidden(r rune) bool {
	return unicode.Is(unicode.Cf, r) || r >= 0xE0000 && r <= 0xE007F ||
		r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0 || r == 0x2800
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
		case r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r >= 0xFF21 && r <= 0xFF5A || styled(r) != 0:
			return true
		case hidden(r) || unicode.Is(unicode.Mn, r):
			next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
			if unicode.IsLetter(prev) && (unicode.IsLetter(next) || unicode.Is(unicode.Mn, r)) {
				return true
			}
		case lookAlikes[r] != 0:
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

// plainText turns a read into a write when the tool's name, title,
// description or an input property's name or description disguises its
// words, or a text is longer than inference reads: what is hidden may be
// the change.
func plainText(h hit, schema any, texts ...string) hit {
	if h.effect != Reads {
		return h
	}
	if disguisedSchema(schema, 0, new(int)) {
		return hit{effect: Writes, reason: h.reason + "; an input property disguises letters (look-alikes or invisible characters)", word: h.word}
	}
	for _, s := range texts {
		if len(s) > maxInferText {
			// What inference did not read may be the change.
			return hit{effect: Writes, reason: h.reason + "; the text is longer than inference reads", word: h.word}
		}
		if disguised(s) {
			return hit{effect: Writes, reason: h.reason + "; its text disguises letters (look-alikes or invisible characters)", word: h.word}
		}
	}
	return h
}

// disguisedSchema reports an input property, at most maxSchemaDepth
// levels down and maxSchemaNodes in all, whose name or description
// disguises its words.
func disguisedSchema(schema any, depth int, nodes *int) bool {
	m, _ := schema.(map[string]any)
	if m == nil || depth > maxSchemaDepth || *nodes >= maxSchemaNodes {
		return false
	}
	*nodes++
	if desc, _ := m["description"].(string); disguised(desc) {
		return true
	}
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		if disguised(name) || disguisedSchema(v, depth+1, nodes) {
			return true
		}
	}
	return disguisedSchema(m["items"], depth+1, nodes)
}

// emphasised reports a word in backticks that is an inflected verb of
// deleting ("then `deletes` it"): set off for emphasis, not an
// identifier. A base form ("`delete`") or an act ("`releases`") in
// backticks is a value.
func emphasised(raw string) bool {
	if _, ok := lexicon[raw]; ok {
		return false
	}
	e, ok := lookup(raw)
	return ok && !e.Noun && e.Effect == Destroys && e.Idempotent == idemYes
}
