package hints

// This file holds the irreversibility signal: a description that says the
// change cannot be taken back ("This cannot be undone", "messages cannot
// be unsent") states what makes a tool destructive, where a negation
// otherwise cancels a word.

// reversals are the participles of taking a change back.
var reversals = set("undone", "reversed", "reverted", "unsent", "recovered", "rolled")

// irreversible returns a destructive hit when the description negates a
// reversal within three words ("cannot be undone", "is not reversed"),
// or an empty hit.
func irreversible(toks []token) hit {
	for i, t := range toks {
		if reversals[t.w] && !t.ident && negated(toks, i) {
			return destroys(`description says it cannot be ` + t.w)
		}
	}
	return hit{}
}
