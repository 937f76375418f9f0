package hints

import "strings"

// This file holds the predicates that let the danger scan read a word
// after a determiner as what the call does: "This" as the subject of a
// later sentence's verb ("This sends the user a welcome email"), and a
// word of danger as the predicate of "is" ("This operation is
// destructive").

// subjectThis reports "This" opening a sentence as the subject of the
// verb toks[i] ("This sends the user a welcome email", "This deletes the
// old index"), not a determiner: only a verb inflects with "-s" after
// it, a plural taking "these".
func subjectThis(toks []token, i int) bool {
	if i < 1 || toks[i-1].w != "this" || i > 1 && toks[i-2].sentence == toks[i-1].sentence {
		return false
	}
	w := toks[i].w
	if _, base := lexicon[w]; base || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return false
	}
	e, ok := stemLookup(w)
	return ok && !e.Noun
}

// dangerAdjectives say of a call that it destroys.
var dangerAdjectives = set("destructive", "dangerous", "unsafe", "irreversible")

// predicateDanger reports one of dangerAdjectives as the predicate of
// "is", "are" or "be" ("This operation is destructive").
func predicateDanger(toks []token, i int) bool {
	prev := toks[i-1].w
	return dangerAdjectives[toks[i].w] && (prev == "is" || prev == "are" || prev == "be")
}
