package hints

// This file holds the irreversibility signal: a description that says the
// change cannot be taken back ("This cannot be undone", "messages cannot
// be unsent") states what makes a tool destructive, where a negation
// otherwise cancels a word.

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
