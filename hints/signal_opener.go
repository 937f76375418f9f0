package hints

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
