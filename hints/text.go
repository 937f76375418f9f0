package hints

import (
	"slices"
	"strings"
)

// text is what a description says.
type text struct {
	// lead is the description's own action: the most dangerous verb of
	// its first sentence ("List, create, close, or select a tab" writes).
	lead hit
	// first is the first verb of its first sentence ("Trigger a check").
	first hit
	// danger is the first destructive signal anywhere in it.
	danger hit
	// code is set when it runs arbitrary code.
	code hit
	// readOnlyClaim is true when it restricts the tool to reading ("a
	// read-only SQL query").
	readOnlyClaim bool
	// sessionVerb is the first verb, destructive or writing, whose
	// object is in-memory session context ("clear the session working directory"), or "".
	sessionVerb string
	// returns is a later sentence's reading verb ("Returns a list").
	returns hit
	// opens is a later sentence's opening destructive verb ("Deletes it
	// permanently.").
	opens hit
	// firstInList is true when the first verb sits inside a list of
	// nouns the first sentence opens with ("Per-room statistics, mean
	// setpoint, largest temperature drop"); see inNounList.
	firstInList bool
}

func scanText(toks []token, object func(string) bool) text {
	var t text
	var firstAt int
	t.lead, t.first, t.sessionVerb, firstAt = leadVerb(toks)
	t.firstInList = firstAt >= 0 && inNounList(toks, firstAt)
	// "This" opening a later sentence restates the first one's act: of
	// session context, so is the restatement ("Clear the session
	// working directory. This resets the context").
	t.danger, t.code = dangerSignals(toks, object, t.sessionVerb == "")
	t.returns, t.opens = laterSentences(toks)
	t.opens = orElse(t.opens, laterLoss(toks))
	t.readOnlyClaim = claimsReadOnly(toks)
	return t
}

// leadVerb returns the most dangerous verb among the verbs the first
// sentence opens with, and the first of them and where it is (-1: none).
func leadVerb(toks []token) (lead, firstVerb hit, sessionVerb string, firstAt int) {
	start, firstAt := 0, -1
	if len(toks) > 1 && inQuestion(toks, 1) {
		// "Whether the user may push to the repository": the first
		// sentence is the question the tool answers, not its action,
		// up to a clause of its own ("Whether the file exists, and
		// delete it if it does").
		if start = questionEnd(toks); start < 0 {
			return
		}
	}
	first, afterPreposition := true, false
	for i := start; i < len(toks); i++ {
		t := toks[i]
		if t.sentence > 0 {
			break
		}
		if i > 40 && !lateLoss(toks, i) {
			continue
		}
		if !first && prepositions[t.w] {
			afterPreposition = true
		}
		if preamble[t.w] || t.ident {
			continue
		}
		e, ok := lookupAt(toks, i)
		if !ok || !leadsAt(toks, i, e, first, afterPreposition) {
			continue
		}
		h := verbInText(toks, i, e)
		if first {
			h = purposeOfUnknown(toks, i, h)
		}
		if first && h.context != "" {
			sessionVerb = t.w
		}
		if first {
			firstVerb, firstAt = h, i
		}
		if first || h.effect > lead.effect && !h.weak {
			lead = h
		}
		// A reading participle before its noun ("Listed files …") is an
		// adjective, not the sentence's verb: the verb after its phrase
		// is still the first ("Listed files delete.").
		// Only a form in "-ed" is sure to be no imperative ("Open
		// feedback form …" opens it).
		first = first && h.effect == Reads && strings.HasSuffix(t.w, "ed") && attributive(toks, i)
	}
	return lead, firstVerb, sessionVerb, firstAt
}

// purposeOfUnknown returns what the first verb toks[i] (read as h) does
// in a purpose clause of a sentence that opens with a word inference
// does not know ("Expose a port from a sandbox to get a public URL"):
// the action is the opening verb, and reading only what it is for, so
// it is not taken to be a read.
func purposeOfUnknown(toks []token, i int, h hit) hit {
	if h.effect != Reads || !purposeAfterUnknown(toks, i) {
		return h
	}
	return hit{effect: Writes, idem: idemUnknown, weak: true,
		reason: `description opens with "` + toks[0].w + `", done "to ` + toks[i].w + `"`, word: toks[0].w}
}

// inQuestion reports toks[i] in a clause that asks "whether" ("whether
// the branch was deleted"), with no break to a clause of its own between:
// a question the tool answers, not what it does. "Whether to delete"
// chooses an act the call may do, and is none.
func inQuestion(toks []token, i int) bool {
	if i >= len(toks) {
		return false
	}
	for k := i; k > 0 && toks[k-1].sentence == toks[i].sentence; k-- {
		if clauseBreak(toks, k) {
			return false
		}
		if toks[k-1].w == "whether" {
			n := near(toks, k-1, 1, 3, func(w string) bool { return w == "to" })
			return n < 0 || n > k && toks[k].w != "or"
		}
	}
	return false
}

// questionEnd returns where the first sentence's clause of its own starts
// after a question opening it, or -1. A word in a list of words ("may
// read, write or delete the file") is no clause.
func questionEnd(toks []token) int {
	for j := 1; j < len(toks) && toks[j].sentence == toks[0].sentence; j++ {
		if clauseBreak(toks, j) && !(j+1 < len(toks) && (joiners[toks[j+1].w] || toks[j+1].listed)) {
			return j
		}
	}
	return -1
}

// clauseBreak reports toks[j] after a comma or a semicolon, or a joiner
// after one (", and grant it"), or a verb with an object of its own
// after "and" or "then" ("and delete it"; "read and write access" joins
// modifiers).
func clauseBreak(toks []token, j int) bool {
	if j <= 0 || j >= len(toks) || toks[j].sentence != toks[j-1].sentence || !toks[j].listed {
		return false
	}
	if !joiners[toks[j-1].w] || toks[j-1].listed {
		return true
	}
	e, ok := lookup(toks[j].w)
	return toks[j-1].w != "or" && ok && !e.Noun && e.Effect != Unknown && hasObject(toks, j)
}

// purposeAfterUnknown reports a verb toks[i] in a purpose clause ("to
// get") of a first sentence that opens with a word inference does not
// know, not a preamble, a determiner or an identifier: most likely the
// unknown verb of the action.
func purposeAfterUnknown(toks []token, i int) bool {
	if i < 2 || toks[i-1].w != "to" {
		return false
	}
	w := toks[0].w
	if _, ok := lookup(w); ok || preamble[w] || determiners[w] || toks[0].ident {
		return false
	}
	return true
}

// inNounList reports toks[i], the first verb-like word of a sentence,
// inside a list of nouns the sentence opens with ("Per-room statistics,
// mean setpoint, largest temperature drop"): past two commas or
// joiners, but not right after one, nor after "to" or an auxiliary ("For each
// file, deletes it", "…, which is then deleted"). It heads no clause
// when the name says the tool reads (see decide).
func inNounList(toks []token, i int) bool {
	if i == 0 || toks[i].listed || subjectOf[toks[i-1].w] || toks[i-1].w == "to" {
		return false
	}
	listed := 0
	for k := i - 1; k >= 0 && toks[k].sentence == toks[i].sentence; k-- {
		if toks[k].listed {
			listed++
		}
	}
	return listed >= 2 // a list, not a tag ("[INVENTORY/STOCK] Mark …")
}

// leadsAt reports whether toks[i], a word of the lexicon (entry e), is a
// verb the first sentence opens with: not a noun, not after a
// determiner, not in a subordinate clause, not a modifier, and, after the
// first verb, a later verb joined to it or a means.
func leadsAt(toks []token, i int, e entry, first, afterPreposition bool) bool {
	if e.Noun || e.Effect == Unknown && !actsOnWriteObject(e, objectFollows(toks, i, e.WriteObjects)) || i > 0 && determiners[toks[i-1].w] || subordinate(toks, i) || modifier(tokenWords(toks, i, 5), 0) {
		return false
	}
	if (toks[i].w == "query" || toks[i].w == "queries") && i > 0 && codeObjects[toks[i-1].w] {
		return false // "matching an advanced SQL query expression"
	}
	if e.Effect == Writes && (reducedRelative(toks, i) || attributive(toks, i)) {
		return false // "Files uploaded by the user", "Reports generated for one survey"
	}
	if notVerbHere(toks, i, e) || givers[baseOf(toks[i].w)] && !givenAway(toks, i) && !givesInformation(toks, i) && !givesNew(toks, i) {
		return false
	}
	if !first && !laterVerb(toks, i, afterPreposition) && !means(toks, i) || gerundSubject(toks, i, e) {
		return false
	}
	return true
}

// reducedRelative reports toks[i], a past participle right after a
// noun that opens the sentence, before a preposition ("Files uploaded by
// the user", "Exports generated for one survey"): it says which of them,
// not what the tool does. A singular noun with no article before it is
// a headline of the act, its "is" left out ("Issue created in the given
// repository").
func reducedRelative(toks []token, i int) bool {
	w := toks[i].w
	if i == 0 || !strings.HasSuffix(w, "ed") || i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence ||
		!prepositions[toks[i+1].w] && toks[i+1].w != "to" || toks[i].listed {
		return false
	}
	marked := false
	for k := sentenceStart(toks, i); k < i; k++ {
		if marksNoun(toks[k].w) || preamble[toks[k].w] {
			marked = true
			continue
		}
		if e, ok := lookup(toks[k].w); ok && !e.Noun && e.Effect != Unknown {
			return false // a verb before it: "Deletes files uploaded by …"
		}
	}
	return marked || strings.HasSuffix(toks[i-1].w, "s")
}

// objectFollows returns where one of objects is the object of toks[i]:
// next, or after a determiner and at most one more word ("files an
// issue", "leave a short comment"), in the same sentence; -1 if not
// ("Files and issues").
func objectFollows(toks []token, i int, objects []string) int {
	j := i + 1
	if j < len(toks) && articles[toks[j].w] {
		j++
	}
	for end := min(j+2, len(toks)); j < end && toks[j].sentence == toks[i].sentence; j++ {
		if toks[j].listed || joiners[toks[j].w] {
			break
		}
		if slices.Contains(objects, toks[j].w) {
			return j
		}
	}
	return -1
}

// articles open a noun phrase ("a file", "the new one", "one issue").
var articles = set("a", "an", "the", "new", "one")

// marksNoun reports w, an article or a determiner ("the", "one", "its",
// "each"), which makes a noun of the word after it.
func marksNoun(w string) bool { return articles[w] || determiners[w] }

// readingNounAt reports a noun naming what a read returns at toks[k]
// ("details", "a summary", "information").
func readingNounAt(toks []token, k int) bool {
	if k >= len(toks) {
		return false
	}
	e, ok := lexicon[toks[k].w]
	return toks[k].w == "information" || ok && e.Noun && e.Effect == Reads
}

// clauseObject reports a clause opened between the verb toks[i] and
// toks[j] ("Check whether a checkbox is checked"): the verb's object is
// the clause, and toks[j] is in it.
func clauseObject(toks []token, i, j int) bool {
	for k := i + 1; k < j; k++ {
		if objectClauses[toks[k].w] {
			return true
		}
	}
	return false
}

// objectClauses open a clause that is a verb's object ("whether a
// checkbox is checked", "if the incident is open").
var objectClauses = set("whether", "if", "that", "how", "what", "which", "when", "where", "why")

// verbInText is what the verb toks[i] (lexicon entry e) does with its
// object: destroys with a destructive object ("post a message"), writes
// with a write object ("open a pull request"), reads when a destructive
// verb acts on session context ("clear the session directory").
func verbInText(toks []token, i int, e entry) hit {
	w := toks[i].w
	if d := doingHit(toks, i); d.effect != Unknown {
		return d
	}
	if g := givenHit(toks, i); g.effect != Unknown {
		return g
	}
	h := e.hit(w, `description verb "`+w+`"`)
	if j := near(toks, i, -3, 3, oneOf(e.Objects)); e.Objects != nil && j >= 0 && !adjectival(toks, i, j) {
		h = destroys(`description "` + w + `" with "` + toks[j].w + `"`)
	}
	if j := near(toks, i, 1, 3, oneOf(e.WriteObjects)); e.WriteObjects != nil && j >= 0 && !toks[j].ident && !clauseObject(toks, i, j) {
		h = hit{effect: Writes, idem: idemNo, reason: `description "` + w + `" with "` + toks[j].w + `"`, word: w}
	}
	if j := publishes(tokenWords(toks, i, 7), 0, e); j >= 0 && h.effect == Writes {
		return destroys(`description "` + w + " " + toks[i+j].w + `" in a place others read`)
	}
	if a, ok := readActivity(tokenWords(toks, i, 3), 0, 3, "description"); ok && h.effect == Writes {
		return a
	}
	if c, ok := clientConnection(toks, i); ok && h.effect == Writes {
		return c
	}
	if c, ok := switchesSession(toks, i); ok && h.effect == Writes {
		return c
	}
	if f, ok := feedback(tokenWords(toks, i, 3), 0, "description"); ok {
		return f
	}
	if h.effect == Destroys {
		if l, ok := lesserAct(toks, i); ok {
			return l
		}
	}
	return onContext(toks, i, h)
}

// lesserAct returns what a destructive verb of a description does when its
// phrase makes it less: a tag removed from a task, a card sent to the
// archive, a question sent to a model, keys sent to a page.
func lesserAct(toks []token, i int) (hit, bool) {
	if u, ok := unlinkInText(toks, i); ok {
		return u, true
	}
	if m, ok := sendsAway(toks, i); ok {
		return m, true
	}
	if m, ok := asksModel(toks, i); ok {
		return m, true
	}
	if typesKeys(toks, i) {
		w := toks[i].w
		return hit{effect: Writes, idem: idemNo, reason: `description "` + w + ` keys" types`, word: w}, true
	}
	return hit{}, false
}

// uiWindow reports toks[j], "window", a window on the screen, not a
// span of time ("a maintenance window", "the delivery window"): right
// after an article, a determiner, a possessive ("the page's window") or
// a word naming a window.
func uiWindow(toks []token, j int) bool {
	p := toks[j-1].w
	return marksNoun(p) || windowKinds[p] || p == "s" && j > 1
}

// windowKinds name windows on the screen.
var windowKinds = set("browser", "page", "tab", "popup", "current", "active", "main", "app", "application", "terminal", "editor",
	"chat", "modal", "dialog")

// periodNouns before "window" make it a period of time ("maintenance
// window", "downtime window", "change freeze window").
var periodNouns = set("maintenance", "downtime", "freeze", "blackout", "outage", "delivery", "booking", "release",
	"time", "service", "support", "deployment", "change")

// onContext makes h, the verb toks[i] in a description, a read when it
// acts on in-memory session context: a destructive verb on a session
// (but a session deleted outright is the server's record), a writing one
// on the view ("resize the viewport"). Opening a window makes one; it
// adjusts no view.
func onContext(toks []token, i int, h hit) hit {
	w := toks[i].w
	j := -1
	switch h.effect {
	case Destroys:
		j = near(toks, i, 1, 4, in(sessionObjects))
		if j >= 0 && toks[j].w == "session" && inflects(w, deleteVerbs) != "" {
			j = -1
		}
		if j < 0 {
			j = clearsConsole(toks, i)
		}
	case Writes:
		if !inflectsTo(w, "open") {
			j = near(toks, i, 1, 4, in(viewObjects))
		}
		if j > 0 && toks[j].w == "window" && (!uiWindow(toks, j) || periodNouns[toks[j-1].w]) {
			// "Create a new maintenance window": a period kept as a
			// record, not the view.
			j = -1
		}
	}
	if j >= 0 {
		return hit{effect: Reads, idem: idemYes, reason: `description "` + w + `" acts on session context`, word: w, context: toks[j].w}
	}
	return h
}

// laterVerb reports whether toks[i], after the first verb, is another verb
// of the same list ("Reads a file and deletes it", "List, create, or close
// a tab") rather than a modifier ("commit history") or an item of a
// prepositional phrase ("filtering by author, or commit message").
func laterVerb(toks []token, i int, afterPreposition bool) bool {
	t := toks[i]
	if !t.listed || strings.HasSuffix(t.w, "ed") || strings.HasSuffix(t.w, "ing") {
		return false
	}
	if near(toks, i, 1, 2, in(nounFollowers)) >= 0 || i+1 < len(toks) && toks[i+1].sentence == t.sentence && subjectOf[toks[i+1].w] {
		return false
	}
	if afterPreposition {
		prev := toks[i-1].w
		return prev == "and" || prev == "then"
	}
	return true
}

// negated reports a negation within three words before toks[i].
func negated(toks []token, i int) bool {
	j := near(toks, i, -3, -1, in(negations))
	return j >= 0 && !negatesSubject(toks, j, i)
}

// negatesSubject reports a negation toks[j] that qualifies a participle
// in the subject of toks[i] ("Fields not provided are deleted", "files
// not matching are deleted"): the auxiliary after the participle opens
// the predicate, which the negation does not reach.
func negatesSubject(toks []token, j, i int) bool {
	for k := j + 2; k < i; k++ {
		p := toks[k-1].w
		if tenseAux[toks[k].w] && !negations[p] && (participle(p) || strings.HasSuffix(p, "ing")) {
			return true
		}
	}
	return false
}

// claimsReadOnly reports "read-only" (or "readonly", "SELECT only") said
// of the tool, not negated.
func claimsReadOnly(toks []token) bool {
	for i, t := range toks {
		for _, c := range readOnlyClaims {
			if t.w == c[0] && (c[1] == "" || i+1 < len(toks) && toks[i+1].w == c[1]) && !negated(toks, i) {
				return true
			}
		}
	}
	return false
}

// doubt returns the first destructive word of the name or description in
// any grammatical role, unless negated ("does not delete").
func doubt(nameWords []string, toks []token) string {
	for _, w := range nameWords {
		if e, ok := lookup(w); ok && e.Effect == Destroys && !e.Noun {
			return `name word "` + w + `"`
		}
	}
	for i, t := range toks {
		e, ok := lookupAt(toks, i)
		if !ok || e.Noun || e.Effect != Destroys && (e.Objects == nil || near(toks, i, -3, 3, oneOf(e.Objects)) < 0) {
			continue
		}
		if !negated(toks, i) {
			return `description word "` + t.w + `"`
		}
	}
	return ""
}

// secondCallIdempotency reads what a description says about a second call:
// "idempotent", or a sentence about an existing target that says the call
// succeeds silently, fails or returns it (all idempotent by the corpus
// rules), or makes another one (not idempotent).
func secondCallIdempotency(toks []token) (idempotency, string) {
	for i, t := range toks {
		switch t.w {
		case "idempotent":
			if negated(toks, i) {
				return idemNo, `description "not idempotent"`
			}
			return idemYes, `description "idempotent"`
		case "exists", "exist", "already":
			if negated(toks, i) {
				continue
			}
			if j := near(toks, i, -12, 12, in(repeatWords)); j >= 0 {
				return idemNo, `description: a second call makes "` + toks[j].w + `"`
			}
			if j := near(toks, i, -12, 12, in(secondCall)); j >= 0 {
				return idemYes, `description: when it exists, "` + toks[j].w + `"`
			}
		}
	}
	return idemUnknown, ""
}

func openWorld(nameWords []string, toks []token) Guess {
	var open, closed string
	check := func(w string) {
		if open == "" && openWords[w] {
			open = w
		}
		if closed == "" && closedWords[w] {
			closed = w
		}
	}
	for _, w := range nameWords {
		check(w)
	}
	for i, t := range toks {
		if i > 200 {
			break
		}
		check(t.w)
	}
	switch {
	case open != "":
		return Guess{true, true, `mentions "` + open + `"`}
	case closed != "":
		return Guess{true, false, `mentions "` + closed + `"`}
	}
	return Guess{}
}
