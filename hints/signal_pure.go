package hints

import "strings"

// This file holds the pure-verb checks: a name that transforms what it
// is given (rephrase, paraphrase, translate) reads, unless the
// description then keeps or sends the result.

// pureKept returns nv, a read verb of the name, unless it is a pure
// transformation whose result the description then keeps ("Paraphrase
// the comment and update it"): then that write.
func pureKept(nv, lead hit) hit {
	if e, ok := lookup(nv.word); ok && e.Pure && lead.effect > Reads && !lead.weak {
		return lead
	}
	return nv
}

// pureThenDestroys returns h, a read by the pure transformation the name
// says, or the destructive verb the description then uses of its result
// ("The rephrased text replaces the original post", "and send it"): a
// finite verb, not an adjective ("to clean, LLM-friendly text") nor a
// piece of a compound ("find-and-replace operations").
func pureThenDestroys(h hit, name hit, toks []token) hit {
	if h.effect != Reads || h.word == "" || h.word != name.word {
		return h
	}
	if e, ok := lookup(h.word); !ok || !e.Pure {
		return h
	}
	if saidInPlace(toks) {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; but it does so "in place", changing what it was given`, word: h.word}
	}
	for i, t := range toks {
		if t.ident || t.joined || negated(toks, i) || i > 0 && determiners[toks[i-1].w] {
			continue
		}
		e, ok := lookupAt(toks, i)
		if !ok || e.Noun {
			continue
		}
		finite := strings.HasSuffix(t.w, "ed") || strings.HasSuffix(t.w, "s") && !strings.HasSuffix(t.w, "ss") ||
			i > 0 && (joiners[toks[i-1].w] || toks[i-1].w == "it" || toks[i-1].w == "which") || i > 0 && passive(toks, i)
		if d := dangerOf(toks, i, e); d.effect == Destroys && finite {
			d.reason = h.reason + "; but " + d.reason
			return d
		}
	}
	return h
}

// saidInPlace reports "in place" said of the tool's act, not negated
// ("Rephrase the note in place"), and not "in place of" (instead of):
// what it transforms is changed where it is kept.
func saidInPlace(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		of := i+2 < len(toks) && toks[i+2].w == "of" && toks[i+2].sentence == toks[i].sentence
		if toks[i].w == "in" && toks[i+1].w == "place" && toks[i+1].sentence == toks[i].sentence && !of && !negated(toks, i) {
			return true
		}
	}
	return false
}
