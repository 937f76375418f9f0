package hints

import "strings"

// This file holds the content signal: a set-to-value write whose object is
// the values or the contents of a thing ("Set cell values", "Write values
// to the sheet", "Replace the contents of the file") replaces what was
// there, with no record of it: destructive. A write of one field or
// attribute ("set the value of a custom field", "updating note content")
// keeps the thing and stays a write, and so does adding ("append new
// values").

// contentSetters set a thing to the value given.
var contentSetters = set("set", "update", "write", "edit", "modify", "change", "replace")

// contentObjects are a thing's data as a whole.
var contentObjects = set("values", "contents")

// setsContent escalates a write that sets the values or the content of a
// thing.
func setsContent(h hit, toks []token) hit {
	if h.effect != Writes {
		return h
	}
	for i, t := range toks {
		if t.ident || participle(t.w) || strings.HasSuffix(t.w, "ing") || inflects(t.w, contentSetters) == "" || negated(toks, i) || conditional(toks, i) {
			continue
		}
		if j := near(toks, i, 1, 3, in(contentObjects)); j >= 0 && !toks[j].ident && !between(toks, i, j, contentBreaks) {
			return hit{effect: Destroys, idem: idemYes, reason: h.reason + `; it sets "` + t.w + " " + toks[j].w + `", replacing what was there`}
		}
	}
	return h
}

// contentBreaks between the verb and "content" make the content something
// else than its object ("update the capability to read content").
var contentBreaks = set("to", "for", "of", "with", "without", "from", "and", "or", "new", "additional", "more")

// between reports a word of words strictly between toks[i] and toks[j].
func between(toks []token, i, j int, words map[string]bool) bool {
	for k := i + 1; k < j; k++ {
		if words[toks[k].w] {
			return true
		}
	}
	return false
}
