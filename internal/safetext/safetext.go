// Package safetext makes text that came from an MCP server (tool names,
// titles, descriptions, warnings, argument values) safe to show: on a
// terminal, in a table, in a log line. It is the one place hintgate
// escapes and truncates server text; the guard's terminal confirmer, the
// CLI and the prompt builder all use it.
package safetext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Invisible reports whether r changes how text around it is displayed
// without being seen itself: bidirectional overrides and isolates
// (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F, U+061C),
// zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and other format
// characters (Unicode category Cf), the tag characters, the variation
// selectors (U+FE00–U+FE0F, U+E0100–U+E01EF, the Mongolian ones), which
// pick a glyph for the character before them and, in a run behind an
// emoji, carry a text a byte each that a model can be asked to decode,
// and the other code points Unicode says to ignore in display (Hangul
// fillers, the combining grapheme joiner, ...).
func Invisible(r rune) bool {
	if r < 0xAD { // U+00AD, the soft hyphen, is the first
		return false
	}
	return unicode.Is(unicode.Cf, r) || r >= 0xE0000 && r <= 0xE007F ||
		unicode.Is(unicode.Variation_Selector, r) || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r)
}

// Control reports whether r is a C0 or C1 control character or DEL,
// which a terminal may act on (ESC starts escape sequences).
func Control(r rune) bool {
	return r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0
}

// Terminal escapes s for a terminal: control characters (ESC included)
// and invisible characters are shown as Go escapes (\x1b, \u202e), and
// invalid UTF-8 as \ufffd, so that no server text can move the cursor,
// recolour, hide itself or reorder what the human reads. Tab and newline
// are escaped too, so one value stays on one line.
func Terminal(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i, w := 0, 0; i < len(s); i += w {
		r, size := utf8.DecodeRuneInString(s[i:])
		w = size
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\ufffd`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x80 && Control(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case Control(r) || Invisible(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// clean reports whether s needs no escaping.
func clean(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || r == '\\' || Control(r) || Invisible(r) {
			return false
		}
	}
	return true
}

// Strip removes control and invisible characters from s, turns line
// breaks and tabs into spaces, collapses runs of spaces and trims it: for
// server text shown inline, where escapes would be noise (titles, prompt
// descriptions). Text that needs none of this is returned as it is,
// without copying.
func Strip(s string) string {
	if stripped(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i, w := 0, 0; i < len(s); i += w {
		r := rune(s[i])
		w = 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r == ' ' || r >= '\t' && r <= '\r' || r >= utf8.RuneSelf && unicode.IsSpace(r):
			space = true
			continue
		case r == utf8.RuneError || Control(r) || Invisible(r):
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		if w == 1 {
			b.WriteByte(byte(r))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// stripped reports whether [Strip] would return s unchanged.
func stripped(s string) bool {
	space := true // a leading space is trimmed
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == ' ':
				if space {
					return false
				}
				space = true
			case c < 0x20 || c == 0x7f:
				return false
			default:
				space = false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.IsSpace(r) || Control(r) || Invisible(r) {
			return false
		}
		space = false
		i += size
	}
	return !space || s == ""
}

// Cut returns s cut to at most n runes, ending in "…" when it was cut.
// It never splits a rune. n < 1 returns "".
func Cut(s string, n int) string {
	if n < 1 {
		return ""
	}
	if len(s) <= n { // bytes ≥ runes
		return s
	}
	i, count := 0, 0
	for j := range s {
		if count == n-1 {
			i = j
		}
		if count == n {
			return s[:i] + "…"
		}
		count++
	}
	return s
}

// CutWords is like [Cut] but cuts at the last space before the limit when
// there is one in the second half of the kept text.
func CutWords(s string, n int) string {
	c := Cut(s, n)
	if c == s {
		return s
	}
	body := strings.TrimSuffix(c, "…")
	if i := strings.LastIndexByte(body, ' '); i > len(body)/2 {
		body = strings.TrimRight(body[:i], " ,;:.-")
	}
	return body + "…"
}

// JSON escapes, inside JSON text, the characters an encoder leaves raw
// but a terminal acts on or a reader cannot see (C1 controls, bidi
// controls, zero-width and other format characters) as \u escapes: the
// JSON decodes to the same values, and showing it hides nothing. ASCII
// is left as it is: the encoder escapes C0 controls itself. JSON that
// needs nothing is returned as it is.
func JSON(data []byte) []byte {
	clean := true
	for _, r := range string(data) {
		if r >= 0x80 && (Control(r) || Invisible(r)) {
			clean = false
			break
		}
	}
	if clean {
		return data
	}
	var b strings.Builder
	b.Grow(len(data) + 16)
	for _, r := range string(data) {
		switch {
		case r < 0x80 || !(Control(r) || Invisible(r)):
			b.WriteRune(r)
		case r > 0xFFFF:
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xD800+(r>>10)&0x3FF, 0xDC00+r&0x3FF)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	return []byte(b.String())
}
