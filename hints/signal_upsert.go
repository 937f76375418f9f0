package hints

// This file holds the creates-when-missing signal: a read that makes what
// it looks for when it is not there ("Search contacts by email. Creates
// the contact if it is not found", "If the user does not exist, it is
// created", "or create one if none exists") has a mode that writes, and a
// tool takes its most dangerous mode. The making verb must be the call's
// own: a third-person verb opening a sentence, a passive, or a base form
// joined by "or" or "and" in the first sentence; not negated
// ("Nothing is created if the user is missing"), not another tool the
// caller is told to use ("use create_user to create it"), and in the
// same sentence as a condition that the thing is missing. A read that
// says it also supports acts is in signal_supports.go, one whose input
// acts in signal_inputpurpose.go.

// missingWords say, in a condition, that a thing is not there.
var missingWords = set("missing", "absent", "nonexistent")

// existWords, after a negation, say a thing is not there ("does not
// exist", "is not found", "none exists").
var existWords = set("exist", "exists", "found", "present")

// createsWhenMissing returns a write when a read's description says the
// call makes what it looks for when it is missing, or an empty hit.
func createsWhenMissing(toks []token) hit {
	for i := 1; i < len(toks) && i < maxScanTokens; i++ {
		t := toks[i]
		e, ok := lookup(t.w)
		if t.ident || !ok || e.Effect != Writes || e.Idempotent != idemNo || e.Weak || e.Noun || !makingSlot(toks, i) ||
			negated(toks, i) || near(toks, i, -3, -1, func(w string) bool { return w == "nothing" }) >= 0 || !missingCondition(toks, i) {
			continue
		}
		return hit{effect: Writes, idem: idemNo, reason: `description says the call makes it when missing ("` + t.w + `")`, word: t.w}
	}
	return hit{}
}

// makingSlot reports toks[i] standing where the call's own verb does: in
// the third person opening a sentence after the first ("Creates the
// contact"), a participle in a passive ("it is created"), or a base form
// joined by "or" or "and" in the first sentence, which says what the tool
// does ("Find a customer, or create one").
func makingSlot(toks []token, i int) bool {
	w, prev := toks[i].w, toks[i-1]
	switch {
	case toks[i].sentence > 0 && opensSentence(toks, i):
		return thirdPerson(w)
	case participle(w):
		return passiveChain(toks, i, 2)
	}
	// Imperatives joined in a later sentence tell the caller what to do
	// ("if recent data is missing, wait briefly and retry").
	return toks[i].sentence == 0 && (prev.w == "or" || prev.w == "and") && lexicon[w].Effect == Writes
}

// missingCondition reports a condition in toks[i]'s sentence that the
// thing is missing: "if", "when" or "unless" followed within five words by
// a word of missingWords, or by a word of existWords after a negation
// ("if it is not found", "when none exists", "if it doesn't exist").
func missingCondition(toks []token, i int) bool {
	start := sentenceStart(toks, i)
	for c := start; c < len(toks) && toks[c].sentence == toks[i].sentence; c++ {
		if w := toks[c].w; w != "if" && w != "when" && w != "unless" {
			continue
		}
		for k := c + 1; k <= c+5 && k < len(toks) && toks[k].sentence == toks[c].sentence; k++ {
			if missingWords[toks[k].w] || existWords[toks[k].w] && (toks[k-1].w == "none" || nearNegation(toks, k)) {
				return true
			}
		}
	}
	return false
}

// nearNegation reports a negation within the three words before toks[k]
// in its sentence.
func nearNegation(toks []token, k int) bool {
	return near(toks, k, -3, -1, in(negations)) >= 0
}
