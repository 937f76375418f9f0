package hints

import "strings"

// This file holds the gerund-subject rule: a writing verb in -ing before
// "is" or "are" is the subject of a sentence about the feature ("Tagging
// is only available on Enterprise plans"), not the tool's action. A
// destructive one still counts ("Deleting is permanent"): a read verb
// never outvotes it. Only a sentence about whether the feature is
// offered counts ("available", "supported", "enabled"), and nothing else
// in it may write: "Saving is automatic: each forecast is stored" says
// what the call does.

// copulas make the word before them a subject.
var copulas = set("is", "are", "was", "were")

// offered say whether a feature can be used, after a copula and its
// adverbs.
var offered = set("available", "unavailable", "supported", "unsupported", "enabled", "disabled", "possible",
	"impossible", "limited", "restricted", "allowed", "permitted", "offered", "included")

// gerundSubject reports that toks[i] (lexicon entry e) is a writing
// gerund used as a subject.
func gerundSubject(toks []token, i int, e entry) bool {
	if e.Effect != Writes || !strings.HasSuffix(toks[i].w, "ing") || i+1 >= len(toks) ||
		toks[i+1].sentence != toks[i].sentence || !copulas[toks[i+1].w] {
		return false
	}
	k := i + 2
	for k < len(toks) && toks[k].sentence == toks[i].sentence && featureAdverbs[toks[k].w] {
		k++
	}
	if k >= len(toks) || toks[k].sentence != toks[i].sentence || !offered[toks[k].w] {
		return false
	}
	for j := k + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if e, ok := lookup(toks[j].w); ok && !e.Noun && e.Effect >= Writes {
			return false
		}
	}
	return true
}

// featureAdverbs may stand between the copula and what it says of the
// feature ("is only available", "is not yet supported").
var featureAdverbs = set("only", "not", "also", "currently", "now", "yet", "still", "always", "never", "fully", "partially")
