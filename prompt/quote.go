package prompt

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hintgate/hintgate/internal/safetext"
)

// maxName bounds a name as shown, in runes; MCP recommends at most 128.
const maxName = 128

// bareName reports whether s may be shown as it is: 1 to 128 ASCII
// letters, digits, '_', '.' or '-', starting with a letter, so that even
// at the start of a line it cannot read as a list item ("1.", "-"), a
// rule ("---", "___") or anything else but a name.
func bareName(s string) bool {
	if len(s) == 0 || len(s) > maxName || !('a' <= s[0] && s[0] <= 'z' || 'A' <= s[0] && s[0] <= 'Z') {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

// quoteName shows a name (a tool's or a server's) so that the model can
// call it and cannot mistake it for anything else. A name made of
// [A-Za-z0-9_.-] and starting with a letter is shown bare; any other
// name is shown in double quotes with every character outside printable
// ASCII, and the characters that could end a quote, open markup or a code
// span (" \ ` < >), written as \uXXXX escapes, so a look-alike or an
// invisible character stays visible. Names longer than 128 runes are cut,
// ending in "…".
func quoteName(s string) string {
	if bareName(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteByte('"')
	n := 0
	for i, w := 0, 0; i < len(s); i += w {
		r, size := utf8.DecodeRuneInString(s[i:])
		w = size
		if n == maxName {
			b.WriteString(`\u2026`)
			break
		}
		n++
		switch {
		case r >= 0x20 && r < 0x7f && r != '"' && r != '\\' && r != '`' && r != '<' && r != '>':
			b.WriteRune(r)
		case r > 0xffff:
			// A surrogate pair, as JSON writes it.
			r -= 0x10000
			writeU(&b, 0xd800+(r>>10))
			writeU(&b, 0xdc00+(r&0x3ff))
		default:
			writeU(&b, r) // invalid UTF-8 is utf8.RuneError, U+FFFD
		}
	}
	b.WriteByte('"')
	return b.String()
}

func writeU(b *strings.Builder, r rune) {
	const hex = "0123456789abcdef"
	b.WriteString(`\u`)
	b.WriteByte(hex[r>>12&0xf])
	b.WriteByte(hex[r>>8&0xf])
	b.WriteByte(hex[r>>4&0xf])
	b.WriteByte(hex[r&0xf])
}

// quoteReplacer neutralises, inside quoted server text, every character
// that could close the quote (ASCII and typographic double quotes, and
// the marks and primes a model may read as one), open a code span or
// fence (backtick) or open or close markup (< >), and every character
// that compatibility normalisation (NFKC, which some tokenizers apply)
// turns into one of " ` < >.
var quoteReplacer = strings.NewReplacer(
	`"`, "'", "`", "'",
	"\u201c", "'", "\u201d", "'", "\u201e", "'", "\u201f", "'", // “ ” „ ‟
	"\u2033", "'", "\u2036", "'", "\uff02", "'", "\u00ab", "'", "\u00bb", "'", // ″ ‶ ＂ « »
	"\u301d", "'", "\u301e", "'", "\u301f", "'", // 〝 〞 〟
	"\u02ba", "'", "\u02dd", "'", "\u02ee", "'", "\u05f4", "'", "\u2034", "'", "\u2057", "'", // ʺ ˝ ˮ ״ ‴ ⁗
	"\u275d", "'", "\u275e", "'", "\u2e42", "'", "\u3003", "'", // ❝ ❞ ⹂ 〃
	"\U0001f676", "'", "\U0001f677", "'", "\U0001f678", "'", // 🙶 🙷 🙸
	"\u1fef", "'", "\uff40", "'", // Greek varia and fullwidth grave: ` once normalised
	"<", "\u2039", ">", "\u203a", // ‹ ›
	"\uff1c", "\u2039", "\uff1e", "\u203a", "\ufe64", "\u2039", "\ufe65", "\u203a", // ＜ ＞ ﹤ ﹥
)

// clean makes server text one plain line fit to quote: control, bidi and
// zero-width characters removed, line breaks and runs of spaces made one
// space, quote and markup characters neutralised. Text longer than limit
// runes is cut first, ending in "…", so that a huge description costs no
// more than a long one.
func clean(s string, limit int) string {
	s = safetext.Strip(safetext.Cut(s, limit))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '`' || c == '<' || c == '>' || c >= utf8.RuneSelf:
			return quoteReplacer.Replace(s)
		}
	}
	return s
}

// quote returns cleaned text cut to at most n runes at a word boundary,
// in double quotes; "" when the text is empty or n < 1.
func quote(cleaned string, n int) string {
	if cleaned == "" || n < 1 {
		return ""
	}
	return `"` + safetext.CutWords(cleaned, n) + `"`
}

// sameWords reports whether a title only repeats a name ("Read file" and
// "read_file"): the same letters and digits, ignoring case and everything
// else.
func sameWords(title, name string) bool {
	i, j := 0, 0
	for {
		r, ok1 := nextAlnum(title, &i)
		q, ok2 := nextAlnum(name, &j)
		if !ok1 || !ok2 {
			return ok1 == ok2
		}
		if r != q {
			return false
		}
	}
}

// nextAlnum returns the next letter or digit of s from *i, lower-cased.
func nextAlnum(s string, i *int) (rune, bool) {
	for *i < len(s) {
		r, size := rune(s[*i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[*i:])
		}
		*i += size
		switch {
		case 'a' <= r && r <= 'z' || '0' <= r && r <= '9':
			return r, true
		case 'A' <= r && r <= 'Z':
			return r + 'a' - 'A', true
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			return unicode.ToLower(r), true
		}
	}
	return 0, false
}
