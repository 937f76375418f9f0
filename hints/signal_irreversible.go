package hints

import "strings"

// This file holds the irreversibility signal: a description that says the
// change cannot be taken back ("This cannot be undone", "messages cannot
// be unsent") states what makes a tool destructive, where a negation
// otherwise cancels a word; so does one that says something stops
// working ("the old link no longer works"). A read whose description
// calls it destructive in so many words is (saysDestructive).

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

// saysDestructive returns a destructive hit when h reads and the
// description calls the tool destructive in so many words, the word
// standing alone before a colon, a stop or a bracket ("(destructive:
// removes the source files)", "This is destructive.", "WRITE —
// destructive."), not negated ("non-destructive", "not destructive");
// "destructive" before a noun ("any destructive changes", "Rejects
// destructive statements") qualifies what is read or refused.
func saysDestructive(h hit, description string) hit {
	if h.effect != Reads {
		// A write's author may call a reversible change destructive
		// ("DESTRUCTIVE: turns the screen off"); the other signals
		// weigh what a write does.
		return h
	}
	s := strings.ToLower(description[:min(len(description), maxInferText)])
	for i := 0; ; {
		j := strings.Index(s[i:], "destructive")
		if j < 0 {
			return h
		}
		at, end := i+j, i+j+len("destructive")
		i = end
		if end < len(s) && !strings.ContainsRune(":.)!;", rune(s[end])) && !strings.HasPrefix(s[end:], "—") {
			continue
		}
		before := strings.TrimRight(s[:at], " -")
		if at > 0 && s[at-1] != ' ' && s[at-1] != '(' && s[at-1] != '-' ||
			strings.HasSuffix(before, "non") || strings.HasSuffix(before, "not") || strings.HasSuffix(before, "n't") ||
			strings.HasSuffix(before, "never") {
			continue
		}
		return destroys(h.reason + `; but its description calls it "destructive"`)
	}
}
