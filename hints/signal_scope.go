package hints

import "slices"

// This file holds the scope-name signal: a name that picks which site,
// project, workspace, tab, database or region later calls act on
// ("discourse_select_site", "select-project") changes session context. It
// is a read-only path read from the name, so the description must back
// it in words inference can check: what it does not know is not taken to
// be quiet.

// scopePickers pick which one of several a session works within.
var scopePickers = set("select", "switch", "choose")

// scopeNouns are what a session works within: picking one ("select_site",
// "switch_region", "browser_switch_tab") changes only which one later
// calls act on. A form's element or option is not one ("browser_select").
// An environment is not one: switching it may be a release ("to
// production").
var scopeNouns = set("site", "account", "project", "workspace", "board", "page", "tab", "layer", "database", "db",
	"region", "space", "connection", "profile")

// scopeName returns a read when the name ends in a picking verb and a
// scope noun ("discourse_select_site", "select-project") and the tool is
// as quiet as [evidence.laterCalls] demands, and whether it does. Being a
// read-only path, nothing may destroy, run code, offer a mode, name a
// destination, or change anything in the text or the inputs, and the
// description must say that it picks, in words inference can check
// ([pickedPlainly]).
func (ev *evidence) scopeName(nameWords []string, toks []token, schema any) (hit, bool) {
	nv, n := ev.name, len(nameWords)
	if nv.effect != Writes || !scopePickers[nv.word] || n < 2 || nameWords[n-2] != nv.word || !scopeNouns[nameWords[n-1]] {
		return hit{}, false
	}
	if ev.danger.effect != Unknown || ev.code.effect != Unknown || ev.flag.effect != Unknown || ev.schemaCode.effect != Unknown ||
		ev.opens.effect != Unknown || doubt(nameWords, toks) != "" || placeProperty(schema) != "" || otherChange(toks) ||
		!quietInputs(schema, 0) || otherNameVerb(nameWords) || !quietText(toks) || lastingText(toks) || actingInput(schema) ||
		!pickedPlainly(toks, nameWords) || !plainTitle(ev.title, nameWords) {
		return hit{}, false
	}
	return hit{effect: Reads, idem: idemYes, reason: `name "` + nv.word + ` ` + nameWords[n-1] + `" picks what later calls act on: session context`, word: nv.word, context: "later calls"}, true
}

// lastingText reports a word of the description that makes a choice
// outlive the session ("persist it", "as the default").
func lastingText(toks []token) bool {
	for _, t := range toks {
		if lastingWords[t.w] || inflects(t.w, lastingWords) != "" {
			return true
		}
	}
	return false
}

// actingInput reports a top-level input named by a verb that changes
// something ("resetProfile", "closeOthers").
func actingInput(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		for _, w := range Words(name) {
			if e, ok := lookup(w); ok && !e.Noun && e.Effect >= Writes {
				return true
			}
		}
	}
	return false
}

// plainWords may stand anywhere in a description that picks a scope.
var plainWords = set("to", "for", "of", "in", "on", "at", "by", "with", "from", "as", "into", "and", "or",
	"a", "an", "the", "your", "its", "it", "specific", "given", "current", "one", "use", "used", "using",
	"interaction", "interactions", "tool", "tools")

// clauseAfter are words after which an unknown word is a verb: a passive
// ("are shut down", "will be lost") or a purpose ("to take offline").
var clauseAfter = set("is", "are", "be", "been", "being", "was", "were", "will", "get", "gets", "to")

// verbFollowers, after an unknown word, make it a verb ("bill the card",
// "takes the old one down").
var verbFollowers = set("the", "a", "an", "its", "their", "it", "them", "all", "every", "any", "each", "this", "that")

// pickedPlainly reports a description whose first sentence picks the
// name's scope with one of [scopePickers], says nothing inference does
// not know after it, and where each other word inference does not know
// ("GCP", "Discourse") stands where a noun does: not opening another
// clause of the first sentence ("; instances are shut down", ", tearing
// down"), not after a form of "be" or "to", not before an article or a
// pronoun (a verb's object: "and bill the card"), and no relative clause
// ("which is recreated"). An empty description, or one in a language
// inference does not read, says nothing that can be checked: the name
// alone does not make a read.
func pickedPlainly(toks []token, nameWords []string) bool {
	picked := pickedAt(toks, nameWords)
	return picked >= 0 && plainAfter(toks, nameWords, picked)
}

// plainAfter reports a description where each word inference does not
// know stands where a noun does, and none follows toks[picked] in the
// first sentence (see [pickedPlainly]).
func plainAfter(toks []token, nameWords []string, picked int) bool {
	clause := -1 // the sentence in which a comma opened a clause
	for i, t := range toks {
		if t.listed && (i == 0 || !joiners[toks[i-1].w]) || clauseOpeners[t.w] {
			clause = t.sentence
		}
		if plainWord(t, nameWords) {
			continue
		}
		if t.w == "which" || t.w == "where" || t.w == "who" || t.w == "whose" || t.w == "while" || t.w == "then" ||
			t.sentence == 0 && (t.listed || i > picked) || clause == t.sentence {
			// After what is picked, the first sentence says only
			// what inference knows ("to use for subsequent calls");
			// so does a later sentence after a comma ("Returns it,
			// and old sites vanish").
			return false
		}
		if verbSlot(toks, i) {
			return false
		}
	}
	return true
}

// verbSlot reports toks[i] where a verb stands: after a form of "be" or
// "to" (within two words), or before an article or a pronoun, in its
// sentence.
func verbSlot(toks []token, i int) bool {
	n := toks[i].sentence
	for k := i - 1; k >= 0 && k >= i-2 && toks[k].sentence == n; k-- {
		if clauseAfter[toks[k].w] {
			return true
		}
	}
	return i+1 < len(toks) && toks[i+1].sentence == n && verbFollowers[toks[i+1].w]
}

// clauseOpeners open a clause ("Returns it after old sites vanish").
var clauseOpeners = set("after", "before", "once", "when", "whenever", "until", "unless", "if", "because", "so", "since", "as")

// pickedAt returns the index of the scope the first sentence picks: the
// name's scope noun after a picking verb ("Selects GCP project"), or -1.
func pickedAt(toks []token, nameWords []string) int {
	scope := nameWords[len(nameWords)-1]
	verb := false
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if inflects(t.w, scopePickers) != "" {
			verb = true
		}
		if verb && (t.w == scope || t.w == scope+"s") {
			return i
		}
	}
	return -1
}

// plainWord reports a word that says nothing happens besides picking: a
// reading word of the lexicon, a picking verb, a word of the name, a
// scope, the calls that follow, an identifier or a number.
func plainWord(t token, nameWords []string) bool {
	w := t.w
	if t.ident || plainWords[w] || pickArticles[w] || laterWords[w] || callWords[w] || contextWords[w] ||
		inflects(w, pickVerbs) != "" || scopeNouns[w] || len(w) > 1 && w[len(w)-1] == 's' && scopeNouns[w[:len(w)-1]] {
		return true
	}
	if w != "" && w[0] >= '0' && w[0] <= '9' || slices.Contains(nameWords, w) {
		return true
	}
	e, ok := lookup(w)
	return ok && e.Effect == Reads && e.Objects == nil && e.WriteObjects == nil
}

// plainTitle reports a title made only of plain words ("Select Site"):
// a title is not read for what else the tool does, so one that says
// more ("Select project, wiping the old one") keeps the read off.
func plainTitle(title []token, nameWords []string) bool {
	for _, t := range title {
		if !plainWord(t, nameWords) {
			return false
		}
	}
	return true
}
