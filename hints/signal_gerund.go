package hints

import "strings"

// This file holds the gerund-subject rule: a writing verb in -ing before
// "is" or "are" is the subject of a sentence about the feature ("Tagging
// is only available on Enterprise plans"), not the tool's action. A
// destructive one still counts ("Deleting is permanent"): a read verb
// never outvotes it. Only a sentence about whether the feature is
// offered on a plan counts ("available on Enterprise plans"), and only
// when a later sentence names the feature's product ("by a given tag");
// not one saying it is used on a call ("by default", "on every call").
// Nothing else in it may write ("Saving is automatic: each forecast is stored"
// says what the call does), and no later sentence may open with a write
// ("Tags every item returned").

// copulas make the word before them a subject.
var copulas = set("is", "are", "was", "were")

// offered say whether a feature can be used, after a copula and its
// adverbs. "Saving is enabled by default" says the call saves, and
// "Uploading is limited to 10 MB" how it does: neither is one.
var offered = set("available", "unavailable", "supported", "unsupported")

// planWords say what a feature is offered on ("on Enterprise plans").
var planWords = set("plan", "plans", "tier", "tiers", "edition", "editions", "license", "licenses", "subscription",
	"subscriptions", "enterprise", "premium", "pro", "paid", "free")

// habitual words say the feature is used on a call ("by default", "on
// every call", "automatically").
var habitual = set("default", "every", "each", "automatically", "always", "automatic")

// gerundSubject reports that toks[i] (lexicon entry e) is a writing
// gerund used as a subject.
func gerundSubject(toks []token, i int, e entry) bool {
	if e.Effect != Writes || !strings.HasSuffix(toks[i].w, "ing") || i+1 >= len(toks) ||
		toks[i+1].sentence != toks[i].sentence || !copulas[toks[i+1].w] {
		return false
	}
	k := offeredAt(toks, i)
	return k >= 0 && speaksOfProduct(toks, i) && !writesAfter(toks, i, k)
}

// offeredAt returns the index of the word saying the feature toks[i] is
// offered on a plan ("is only available on Enterprise plans"), or -1.
func offeredAt(toks []token, i int) int {
	k := i + 2
	for k < len(toks) && toks[k].sentence == toks[i].sentence && featureAdverbs[toks[k].w] {
		k++
	}
	if k >= len(toks) || toks[k].sentence != toks[i].sentence || !offered[toks[k].w] {
		return -1
	}
	for j := k + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if planWords[toks[j].w] {
			return k
		}
	}
	return -1
}

// writesAfter reports, after toks[k] of the gerund toks[i]'s sentence,
// a word saying the feature is used on a call, another write in the
// sentence, or a later sentence opening with a write ("Tags every item
// returned") or with a subject and a write ("Tag updates every item";
// "Tags enable you to organize" lets the user act).
func writesAfter(toks []token, i, k int) bool {
	for j := k + 1; j < len(toks); j++ {
		same, opens := toks[j].sentence == toks[i].sentence, toks[j].sentence != toks[j-1].sentence
		if !same && !opens {
			continue
		}
		if same && habitual[toks[j].w] {
			return true
		}
		v := j
		if opens && verbNext(toks, j) {
			v = j + 1
			if inflects(toks[v].w, causatives) != "" {
				continue
			}
		}
		if e, ok := lookup(toks[v].w); ok && !e.Noun && e.Effect >= Writes {
			return true
		}
	}
	return false
}

// speaksOfProduct reports that a later sentence names what the gerund
// toks[i] makes ("Tagging is only available ..." and "Gets elements by a
// given tag"): the tool works with the feature's product. Otherwise the
// sentence speaks of the call's own act ("Uploading is only available on
// Pro plans").
func speaksOfProduct(toks []token, i int) bool {
	for _, st := range stems(toks[i].w) {
		if st.base == "" {
			continue
		}
		base := st.base + st.suffix
		if e, ok := lexicon[base]; !ok || e.Noun {
			continue
		}
		for _, t := range toks[i+1:] {
			if t.sentence != toks[i].sentence && t.w != toks[i].w && (t.w == base || inflects(t.w, map[string]bool{base: true}) != "") {
				return true
			}
		}
		return false
	}
	return false
}

// causatives let someone else act ("Tags enable you to organize").
var causatives = set("enable", "let", "allow", "help")

// verbNext reports a verb after toks[j] in its sentence: toks[j] is its
// subject.
func verbNext(toks []token, j int) bool {
	if j+1 >= len(toks) || toks[j+1].sentence != toks[j].sentence {
		return false
	}
	e, ok := lookup(toks[j+1].w)
	return ok && !e.Noun && e.Effect != Unknown
}

// featureAdverbs may stand between the copula and what it says of the
// feature ("is only available", "is not yet supported").
var featureAdverbs = set("only", "not", "also", "currently", "now", "yet", "still", "never", "fully", "partially")
