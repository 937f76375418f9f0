package hints

// This file holds the irreversibility signal: a description that says the
// change cannot be taken back ("This cannot be undone", "messages cannot
// be unsent") states what makes a tool destructive, where a negation
// otherwise cancels a word; so does one that says something stops
// working ("the old link no longer works").

// reversals are the participles of taking a change back.
var reversals = set("undone", "reversed", "reverted", "unsent", "recovered", "rolled", "restored",
	"undo", "reverse", "recover", "unsend", "recoverable", "reversible", "undoable", "restorable")

// unrecoverable words state it without a negation.
var unrecoverable = set("unrecoverable", "irrecoverable", "nonrecoverable", "unrecoverably")

// irreversible returns a destructive hit when the description negates a
// reversal within three words ("cannot be undone", "cannot be restored", "there is no undo",
// "not recoverable") or calls the change unrecoverable, or an empty hit.
func irreversible(toks []token) hit {
	for i, t := range toks {
		if t.ident {
			continue
		}
		if reversals[t.w] && negated(toks, i) || unrecoverable[t.w] && !negated(toks, i) {
			return destroys(`description says it cannot be taken back ("` + t.w + `")`)
		}
	}
	return hit{}
}

// stopsWorking returns a destructive hit when the description says that
// something stops working or no longer works after the call ("Any
// existing tokens for the user stop working", "the old link no longer
// works"): it is invalidated, as a revoked credential is. A condition
// anywhere before it in its sentence ("if the server stops working",
// "WHEN TO USE: ... Fast Refresh stops working") is no effect of the
// call.
func stopsWorking(toks []token) hit {
	for i := 1; i < len(toks); i++ {
		t, prev := toks[i], toks[i-1]
		if t.ident || prev.sentence != t.sentence {
			continue
		}
		j := -1
		switch {
		case t.w == "working" && (prev.w == "stop" || prev.w == "stops"):
			j = i - 1
		case workingStates[t.w] && prev.w == "longer" && i >= 2 && toks[i-2].w == "no":
			j = i - 2
		}
		if j >= 0 && !conditionBefore(toks, j) {
			return destroys(`description says something "` + prev.w + " " + t.w + `" after the call`)
		}
	}
	return hit{}
}

// conditionBefore reports a condition word earlier in toks[i]'s sentence,
// within conditionReach words ("WHEN TO USE: the app shows an error, or
// Fast Refresh stops working").
func conditionBefore(toks []token, i int) bool {
	return near(toks, i, -conditionReach, -1, in(conditionWords)) >= 0
}

// conditionReach bounds how far back conditionBefore looks, so that a
// hostile sentence of repeated losses costs linear time.
const conditionReach = 40

// workingStates after "no longer" say a thing is no longer usable.
var workingStates = set("work", "works", "valid", "usable", "function", "functions")
