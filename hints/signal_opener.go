package hints

import "slices"

// This file holds the unknown-opener signal: a name whose first word the
// lexicon does not know as a verb, and which the description opens with
// as its imperative before an object ("retract_offer": "Retract an offer
// sent to a candidate", "accept_offer": "Accept the job offer"), acts by
// that word. A later word of the name that reads only weakly ("offer",
// "provide") is then its object, not its act, and the read is dropped:
// the name says nothing the lexicon knows. A strong read verb later in
// the name ("take_screenshot": "Take a screenshot") is kept.

// unknownOpener drops the name's weak read verb when the name's first
// word, unknown as a verb, opens the description before an object.
func (ev *evidence) unknownOpener(nameWords []string, toks []token) {
	if ev.name.effect != Reads || !ev.name.weak || len(nameWords) < 2 || ev.name.word == nameWords[0] ||
		verbLike(nameWords[0]) || len(toks) < 2 || toks[0].ident || toks[1].sentence != 0 || !objectOpeners[toks[1].w] {
		return
	}
	if w := toks[0].w; w == nameWords[0] || w == nameWords[0]+"s" {
		// The description's object ("the job offer") is no verb either.
		if ev.lead.word == ev.name.word {
			ev.lead = hit{}
		}
		if ev.first.word == ev.name.word {
			ev.first = hit{}
		}
		ev.name = hit{}
	}
}

// openerObject drops the name's read by its last word when the
// description opens with an earlier word of the name, unknown as a verb,
// and uses the last word as a noun ("ableton_flatten_track": "Flatten a
// frozen Ableton Live track to audio"): the word is the object of the
// act, and so is the description's read of it. Only a read is dropped,
// so the tool can only be found to do more.
func (ev *evidence) openerObject(nameWords []string, toks []token) {
	n := len(nameWords)
	if ev.name.effect != Reads || n < 2 || ev.name.word != nameWords[n-1] || verbLike(nameWords[n-2]) ||
		!openerActsOn(nameWords[:n-1], toks) || !readUsedAsNoun(toks, ev.name.word) {
		return
	}
	if ev.lead.word == ev.name.word {
		ev.lead = hit{}
	}
	if ev.first.word == ev.name.word {
		ev.first = hit{}
	}
	ev.name = ev.noun
}

// openerActsOn reports a description that opens with a word of the name
// before its last (ws), one the lexicon does not know as a verb and that
// is no light verb nor one of beginning ("take a screenshot", "Begin a
// lookup" read by their object), before an object ("a", "the"; not a
// title, "Element Documentation Search"): the imperative of what the
// call does ("ableton_flatten_track": "Flatten a
// frozen Ableton Live track to audio").
func openerActsOn(ws []string, toks []token) bool {
	if len(toks) < 2 || toks[0].ident || toks[1].sentence != 0 || !objectOpeners[toks[1].w] {
		return false
	}
	w := toks[0].w
	if e, ok := lookup(w); ok && e.Effect != Unknown || lightVerbs[w] || actTakers[w] || preamble[w] || determiners[w] {
		return false
	}
	return slices.Contains(ws, w)
}

// readUsedAsNoun reports verb used in the description as a noun, after
// an article or a determiner with no verb between ("a frozen Ableton
// Live track").
func readUsedAsNoun(toks []token, verb string) bool {
	for k := 1; k < len(toks); k++ {
		if toks[k].w != verb || toks[k].ident {
			continue
		}
		for m := k - 1; m >= 0 && m >= k-4 && toks[m].sentence == toks[k].sentence && !toks[m+1].listed; m-- {
			if marksNoun(toks[m].w) {
				return true
			}
			if verbLike(toks[m].w) && !participle(toks[m].w) {
				break
			}
		}
	}
	return false
}

// actTakers take the act their object names ("take a screenshot",
// "begin a lookup", "initiate a search").
var actTakers = set("take", "begin", "start", "initiate", "trigger", "kick", "launch")
