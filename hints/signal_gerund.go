package hints

import "strings"

// This file holds the gerund-subject rule: a writing verb in -ing before
// "is" or "are" is the subject of a sentence about the feature ("Tagging
// is only available on Enterprise plans"), not the tool's action. A
// destructive one still counts ("Deleting is permanent"): a read verb
// never outvotes it.

// copulas make the word before them a subject.
var copulas = set("is", "are", "was", "were")

// gerundSubject reports that toks[i] (lexicon entry e) is a writing
// gerund used as a subject.
func gerundSubject(toks []token, i int, e entry) bool {
	return e.Effect == Writes && strings.HasSuffix(toks[i].w, "ing") && i+1 < len(toks) &&
		toks[i+1].sentence == toks[i].sentence && copulas[toks[i+1].w]
}
