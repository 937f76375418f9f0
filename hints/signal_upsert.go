package hints

import "strings"

// This file holds the creates-when-missing signal: a read that makes what
// it looks for when it is not there ("Search contacts by email. Creates
// the contact if it is not found", "If the user does not exist, it is
// created", "or create one if none exists") has a mode that writes, and a
// tool takes its most dangerous mode. The making verb must be the call's
// own: a third-person verb opening a sentence, a passive, or a base form
// joined by "or" or "and" in the first sentence; not negated ("Nothing is created if the user
// is missing"), not another tool the caller is told to use ("use
// create_user to create it"), and in the same sentence as a condition
// that the thing is missing. So has a read whose description says it
// also supports acts ("Supports CRUD", "Also supports set and del"), or
// that an input given to it acts ("Provide `data` to overwrite it").

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

// supportWords say what a tool can also do ("Also supports writes",
// "create/update/delete are also supported").
var supportWords = set("support", "supports", "supported")

// supportedActs returns the most dangerous act a read's description says
// the tool also supports ("Supports CRUD", "Also supports set and del",
// "Write operations (create/update/delete) are also supported"), as a
// mode of the tool, or an empty hit. The acts are the words right after
// "supports" and those joined to them ("appending and clearing rows"), or,
// before "supported", a list of acts or acts named "operations"; a
// negated support, a sentence saying "only", nouns ("sets of filters",
// "order by"), participles and session moves are none.
func supportedActs(toks []token) hit {
	var best hit
	for i := range min(len(toks), maxScanTokens) {
		if !supportWords[toks[i].w] || negated(toks, i) || near(toks, i, -3, -1, in(contractedNots)) >= 0 ||
			inSentence(toks, i, func(w string) bool { return w == "only" }) {
			continue
		}
		var h hit
		if toks[i].w == "supported" {
			h = supportedBefore(toks, i)
		} else {
			h = supportedAfter(toks, i)
		}
		if h.effect > best.effect {
			best = h
		}
	}
	return best
}

// supportedAfter returns the most dangerous act right after "supports"
// at toks[i], or joined to it by "and", "or" or a list.
func supportedAfter(toks []token, i int) hit {
	var best hit
	for j := i + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		h := supportedAct(toks, j)
		if h.effect == Unknown {
			break
		}
		best = maxHit(best, h)
		if j+2 < len(toks) && joiners[toks[j+1].w] {
			j++ // "set and del"
		} else if j+1 >= len(toks) || !toks[j+1].listed {
			break
		}
	}
	return best
}

// supportedBefore returns the most dangerous act of the subject of
// "supported" at toks[i] that is listed ("create/update/delete") or
// named as operations ("Write operations ... are supported").
func supportedBefore(toks []token, i int) hit {
	var best hit
	for j := sentenceStart(toks, i); j < i; j++ {
		listed := toks[j].listed || j+1 < i && toks[j+1].listed
		named := j+1 < i && (toks[j+1].w == "operations" || toks[j+1].w == "operation")
		if h := supportedAct(toks, j); listed || named {
			best = maxHit(best, h)
		}
	}
	return best
}

// maxHit returns the more dangerous of a and b, a when they are equal.
func maxHit(a, b hit) hit {
	if b.effect > a.effect {
		return b
	}
	return a
}

// contractedNots are what a negated "be" leaves before the apostrophe
// ("those aren't supported").
var contractedNots = set("aren", "isn", "wasn", "weren")

// nominalAfter, after a word, make it a noun ("sets of filters", "order
// by date", "share for teams").
var nominalAfter = set("of", "by", "for")

// supportedAct returns what the word toks[j], one a tool supports, does.
func supportedAct(toks []token, j int) hit {
	w := toks[j].w
	if w == "crud" {
		return destroys(`description says it supports "CRUD"`)
	}
	e, ok := lookup(w)
	if toks[j].ident || !ok || e.Noun || e.Weak || e.Effect < Writes || participle(w) || inflects(w, sessionWrites) != "" ||
		j+1 < len(toks) && nominalAfter[toks[j+1].w] {
		return hit{}
	}
	return modeAct(e, w, `description says it supports "`+w+`"`)
}

// modeAct is the hit of the verb w (entry e) as a mode of a read: its
// effect, and its idempotency unless it destroys (a destructive mode is
// never safe to repeat).
func modeAct(e entry, w, reason string) hit {
	h := hit{effect: e.Effect, idem: e.Idempotent, reason: reason, word: w}
	if e.Effect == Destroys {
		h.idem = idemNo
	}
	return h
}

// givingVerbs hand an input to the call ("pass `value`", "provide
// data").
var givingVerbs = set("pass", "provide", "supply", "give", "specify", "include")

// inputPurpose returns the act a read's description says an input given
// to it does ("pass `value` to update", "Provide `data` to overwrite
// it", "Pass value to update the record"), as a mode of the tool, or an
// empty hit. The act must be done to nothing named, to what was given
// or read ("it", "them"), or to a thing the name reads: "Pass `format`
// to change the output format" shapes the read.
func inputPurpose(toks []token, nameWords []string, schema any) hit {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 {
		return hit{}
	}
	for i := 0; i+3 < len(toks) && i < maxScanTokens; i++ {
		if inflects(toks[i].w, givingVerbs) == "" || negated(toks, i) {
			continue
		}
		j := near(toks, i, 1, 3, func(w string) bool { return w == "to" })
		if j < 0 || j+1 >= len(toks) || !givenInput(toks[i+1:j], props) {
			continue
		}
		e, ok := lexicon[toks[j+1].w]
		if !ok || e.Noun || e.Weak || e.Effect < Writes || inflects(toks[j+1].w, sessionWrites) != "" || !purposeOnRead(toks, j+1, nameWords) {
			continue
		}
		return modeAct(e, toks[j+1].w, `description says an input given to it "`+toks[j+1].w+`"s`)
	}
	return hit{}
}

// givenInput reports words that name a top-level input of props.
func givenInput(words []token, props map[string]any) bool {
	for _, t := range words {
		for name := range props {
			if strings.EqualFold(name, t.w) {
				return true
			}
		}
	}
	return false
}

// purposeOnRead reports the act toks[k] done to nothing named, to "it"
// or "them", or to a thing the name reads.
func purposeOnRead(toks []token, k int, nameWords []string) bool {
	if k+1 >= len(toks) || toks[k+1].sentence != toks[k].sentence || prepositions[toks[k+1].w] {
		return true
	}
	if backReferences[toks[k+1].w] {
		return true
	}
	return near(toks, k, 1, 3, func(w string) bool { return nameNoun(nameWords, w) }) >= 0
}
