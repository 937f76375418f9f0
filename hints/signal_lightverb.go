package hints

import "strings"

// This file holds the light-verb signal: a verb that only says an act is
// done ("perform", "process", "make", "handle", "carry out") takes its
// meaning from the act noun heading its object ("Performs a hard reset
// of the device", "make_payment", "Handles the cancellation of a
// booking"): when that act destroys, so does the call. The act noun must
// head the object, ending it before a preposition or the sentence ("a
// card payment"), not modify another noun ("merge conflicts").

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
// "cancellation" for "cancel", "payment" for "pay"), or "".
func actNoun(w string) string {
	if destroyingVerb(w) {
		return w
	}
	for _, suf := range nominalSuffixes {
		base, ok := strings.CutSuffix(w, suf)
		if !ok || len(base) < 3 {
			continue
		}
		for _, b := range [...]string{base, base + "e", base + "ate", undouble(base)} {
			if b != "" && destroyingVerb(b) {
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
