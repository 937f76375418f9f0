package hints

import "strings"

// Words of a description whose place makes them nouns or adjectives,
// however they are spelt, and so no verb of what the tool does.

// counters before a word make it a noun ("all types", "several
// tables"), as determiners do.
var counters = set("all", "every", "several", "multiple", "many", "various", "both", "some", "most", "few")

// notVerbHere reports a word of a description that its place makes a
// noun or an adjective, however it is spelt: "new" before a noun, the
// participle that ends a hyphenated modifier ("privacy-focused",
// "AI-generated"), a word after a quantifier or after "there are", a
// writing word in the plural in a list whose neighbours are not verbs
// ("impressions, clicks, CTR"), and a writing word heading a noun
// phrase a participle qualifies ("Configured SMB/CIFS shares").
func notVerbHere(toks []token, i int, e entry) bool {
	if nounByPlace(toks, i) || e.Effect < Destroys && qualifiedHead(toks, i) {
		return true
	}
	t := toks[i]
	// A destructive word in a list is kept: lists of modes are often
	// of verbs the lexicon does not know ("allocate, free, protect").
	if e.Effect >= Destroys || !strings.HasSuffix(t.w, "s") || !t.listed || i == 0 || verbLike(toks[i-1].w) {
		return false
	}
	if i+1 < len(toks) && toks[i+1].listed && toks[i+1].sentence == t.sentence {
		return !verbLike(toks[i+1].w)
	}
	// The last of a list of nouns, ending its sentence with no object
	// ("(filesystems, usage, mounts)").
	return i >= 2 && toks[i-1].listed && !verbLike(toks[i-2].w) && (i+1 == len(toks) || toks[i+1].sentence != t.sentence)
}

// nounByPlace reports toks[i] a noun or an adjective by its place alone,
// whatever the lexicon says of it: "new" before a noun, the participle
// ending a hyphenated modifier, a word after a quantifier, the compound
// "pull request", what "there are" introduces, and "payout".
func nounByPlace(toks []token, i int) bool {
	t := toks[i]
	switch {
	case t.w == "new":
		return true
	case t.joined && strings.HasSuffix(t.w, "ed"):
		return true
	case i > 0 && counters[toks[i-1].w] && toks[i-1].sentence == t.sentence:
		return true
	case t.w == "pull" && i+1 < len(toks) && (toks[i+1].w == "request" || toks[i+1].w == "requests"):
		// "Issues and pull requests": the compound noun.
		return true
	case t.w == "payout" || t.w == "payouts":
		// In prose the verb is "pay out": "payout details" are a noun's.
		return true
	}
	return existential(toks, i)
}

// existential reports toks[i] in what "there is" or "there are"
// introduces, at most one word after it ("whether there are uncommitted
// changes", "if there are pending updates"): a noun. A comma ends it
// ("When there is none, creates a branch").
func existential(toks []token, i int) bool {
	for k := i - 1; k >= 1 && k >= i-2; k-- {
		if toks[k+1].listed {
			return false
		}
		if (toks[k].w == "are" || toks[k].w == "is") && toks[k-1].w == "there" && toks[k-1].sentence == toks[i].sentence {
			return true
		}
	}
	return false
}

// verbLike reports a word the lexicon knows as a verb.
func verbLike(w string) bool {
	e, ok := lookup(w)
	return ok && !e.Noun && e.Effect != Unknown
}

// qualifiedHead reports toks[i] the head of a noun phrase that a
// participle qualifies (see attributive), at most three words after it with
// no verb between, ending the phrase at the sentence's end, a comma or a
// preposition ("Configured SMB/CIFS shares.", "stored memory entries,").
func qualifiedHead(toks []token, i int) bool {
	t := toks[i]
	if t.listed || i+1 < len(toks) && toks[i+1].sentence == t.sentence && !toks[i+1].listed && !prepositions[toks[i+1].w] {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-3 && toks[k].sentence == t.sentence; k-- {
		if attributive(toks, k) {
			return true
		}
		if verbLike(toks[k].w) {
			return false
		}
	}
	return false
}
