package hints

import (
	"slices"
	"strings"
)

// This file holds the light-verb signal: a verb that only says an act is
// done ("perform", "process", "make", "handle", "carry out") takes its
// meaning from the act noun heading its object ("Performs a hard reset
// of the device", "make_payment", "Handles the cancellation of a
// booking"): when that act destroys, so does the call. The act noun must
// head the object, ending it before a preposition or the sentence ("a
// card payment"), not modify another noun ("merge conflicts").
//
// A weak verb of doing ("perform", "do") whose object is a reading act
// ("Perform a calculation", "Do a lookup") reads, as the act's own verb
// does, but for an act done to what is held ("a check-in", "a
// conversion of the account balance"): doingHit, which the description's
// verbs consult first.

// lightVerbs say that an act is done, not which. Verbs of beginning
// ("start a transaction" opens one in the session) are left out.
var lightVerbs = set("perform", "do", "carry", "process", "handle", "make", "conduct", "complete", "issue", "run",
	"execute")

// lightParticles may follow a light verb ("carry out").
var lightParticles = set("out", "through")

// nominalSuffixes turn a verb into its act noun ("cancellation",
// "termination", "payment", "withdrawal").
var nominalSuffixes = [...]string{"ation", "ion", "ment", "al"}

// actNoun returns the destroying verb whose act w names ("reset",
// "cancellation" for "cancel", "payment" for "pay", and in the plural,
// "cancellations", "deletions"), or "".
func actNoun(w string) string {
	if destroyingVerb(w) {
		return w
	}
	if s, ok := strings.CutSuffix(w, "s"); ok && actNounPlural(w) {
		return actNoun(s)
	}
	return nominalBase(w, destroyingVerb)
}

// nominalBase returns the first verb for which ok holds whose act noun w
// is, by one of nominalSuffixes ("cancellation" for "cancel",
// "deletion" for "delete", "payment" for "pay"), or "".
func nominalBase(w string, ok func(string) bool) string {
	for _, suf := range nominalSuffixes {
		base, cut := strings.CutSuffix(w, suf)
		if !cut || len(base) < 3 {
			continue
		}
		for _, b := range [...]string{base, base + "e", base + "ate", undouble(base)} {
			if b != "" && ok(b) {
				return b
			}
		}
	}
	return ""
}

// destroyingVerb reports a lexicon word that destroys as a verb, with
// no object deciding it.
func destroyingVerb(w string) bool {
	e, ok := lexicon[w]
	return ok && e.Effect == Destroys && !e.Weak && !e.Noun && e.Objects == nil && e.WriteObjects == nil &&
		!strings.HasSuffix(w, "ly")
}

// lightObject returns the act noun heading the object of the light verb
// at ws[i], within three words after it and its particle, or "". The
// noun ends the object: last in ws, or before a preposition or a joiner.
func lightObject(ws []string, i int) string {
	if inflects(ws[i], lightVerbs) == "" {
		return ""
	}
	j := i + 1
	if j < len(ws) && lightParticles[ws[j]] {
		j++
	}
	for k := j; k < len(ws) && k < j+3; k++ {
		if prepositions[ws[k]] || joiners[ws[k]] {
			return ""
		}
		if v := actNoun(ws[k]); v != "" && (k+1 == len(ws) || prepositions[ws[k+1]] || joiners[ws[k+1]]) {
			return ws[k]
		}
	}
	return ""
}

// lightVerbAct returns a destructive hit when the name's first word, or
// the description's first, is a light verb whose object is a destroying
// act, or an empty hit.
func lightVerbAct(nameWords []string, toks []token) hit {
	if len(nameWords) > 0 {
		if n := lightObject(nameWords, 0); n != "" {
			return destroys(`name "` + nameWords[0] + ` ` + n + `": the act is the noun's`)
		}
	}
	var buf [24]string
	if ws := firstSentence(toks, buf[:]); len(ws) > 0 {
		if n := lightObject(ws, 0); n != "" {
			return destroys(`description "` + ws[0] + ` ... ` + n + `": the act is the noun's`)
		}
	}
	return hit{}
}

// doing are weak verbs that do what their object names ("Perform a
// calculation"); readingActs are objects that read.
var (
	doing       = set("perform", "do")
	readingActs = []string{"calculation", "calculations", "computation", "computations", "search", "searches",
		"lookup", "lookups", "analysis", "analyses", "check", "checks", "validation", "inspection", "comparison",
		"evaluation", "estimation", "estimate", "diagnosis", "count", "measurement", "measurements", "conversion",
		"translation"}
)

// actOnHolding reports a reading act toks[j] that is done to what is
// held rather than read: a phrasal act ("a check-in", "a check-out"),
// one said "in place", or one of money held ("a conversion of the
// account balance").
func actOnHolding(toks []token, j int) bool {
	if j+1 < len(toks) && toks[j+1].sentence == toks[j].sentence && (toks[j+1].w == "in" || toks[j+1].w == "out") {
		// "a search in the logs" is where it looks.
		return j+2 >= len(toks) || !articles[toks[j+2].w]
	}
	if saidInPlace(toks) {
		return true
	}
	return j+1 < len(toks) && toks[j+1].w == "of" && near(toks, j+1, 1, 4, in(heldMoney)) >= 0
}

// heldMoney are money and what holds it ("the account balance", "the
// funds", moneyObjects).
var heldMoney = set(append(slices.Clip(moneyObjects), "balance", "balances", "wallet", "wallets")...)

// doingHit is what a weak verb of doing at toks[i] does with the act
// its object names when that act reads ("Perform a calculation");
// otherwise, and for other verbs, an empty hit. An act that destroys
// ("Perform a wipe of the device") is the light-verb signal's
// (signal_lightverb.go).
func doingHit(toks []token, i int) hit {
	w := toks[i].w
	if !doing[baseOf(w)] {
		return hit{}
	}
	if j := objectFollows(toks, i, readingActs); j >= 0 && !actOnHolding(toks, j) {
		// The act's own verb, so what it is done to decides as for
		// the verb ("Perform a translation of the document" by its
		// "documentId" translates the stored document).
		return hit{effect: Reads, idem: idemYes, reason: `description "` + w + ` ` + toks[j].w + `" reads`, word: actVerb(toks[j].w)}
	}
	return hit{}
}

// actVerb returns the verb of a reading act's noun ("translation":
// "translate"), or the noun when the lexicon has no such verb.
func actVerb(noun string) string {
	for _, cut := range [][2]string{{"ations", "ate"}, {"ation", "ate"}, {"ations", "e"}, {"ation", "e"}, {"isons", "e"}, {"ison", "e"}, {"sions", "t"}, {"sion", "t"},
		{"ysis", "yze"}, {"yses", "yze"}, {"osis", "ose"}, {"ments", ""}, {"ment", ""}, {"ions", ""}, {"ion", ""}, {"ion", "e"},
		{"al", "e"}, {"ure", "e"}, {"es", ""}, {"s", ""}, {"", ""}} {
		if b, ok := strings.CutSuffix(noun, cut[0]); ok {
			if _, known := lexicon[b+cut[1]]; known {
				return b + cut[1]
			}
		}
	}
	return noun
}
