package hints

import "strings"

// This file holds the predicates that find the subject of a verb in a
// description, and so whether what it says is the call's act. For the
// danger scan, a word after a determiner is what the call does when
// "This" is the subject of a later sentence's verb ("This sends the user
// a welcome email"), or when it is a word of danger as the predicate of
// "is" ("This operation is destructive"). For the later-act signal
// (signal_lateract.go), a verb is done besides the read when its subject
// is the tool ("This tool starts each server", "It then deletes them"),
// the call ("This call deletes", "Calling it books the price") or a
// gerund of the read ("Viewing a message marks it as read"), and when it
// is what the tool lets someone do ("It allows you to cancel orders").

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

// toolSubject reports a verb toks[i] in the third person whose subject
// is the tool, opening its sentence: "This tool starts each server",
// "It then deletes them", "This tool first finds or creates a customer",
// or joined to such a verb with an object of its own ("This tool
// generates a new API key and stores it"). What the tool is said to do,
// it does, besides its read.
func toolSubject(toks []token, i int) bool {
	w := toks[i].w
	if !thirdPerson(w) || enablers[w] || renderingVerbs[baseOf(w)] && !drawsMoney(toks, i) || noneAfter(toks, i) {
		// "This tool enables assistants to search", "It generates a
		// conversation id" (what it returns), "It changes and previews
		// nothing".
		return false
	}
	if toolIsSubject(toks, i) {
		return true
	}
	// "This tool generates a new API key and stores it": a second
	// predicate of the same subject.
	if i < 2 || !joiners[toks[i-1].w] || toks[i-1].sentence != toks[i].sentence {
		return false
	}
	for m := i - 2; m >= 0 && m >= i-8 && toks[m].sentence == toks[i].sentence && !toks[m+1].listed; m-- {
		if thirdPerson(toks[m].w) && toolIsSubject(toks, m) {
			return true
		}
	}
	return false
}

// toolIsSubject reports the tool as the subject of toks[i], opening its
// sentence ("This tool starts", "It then deletes", "This tool first
// finds or creates").
func toolIsSubject(toks []token, i int) bool {
	same := func(k int) bool { return k >= 0 && toks[k].sentence == toks[i].sentence }
	k := i - 1
	if same(k-1) && joiners[toks[k].w] && thirdPerson(toks[k-1].w) {
		k -= 2 // "finds or creates"
	}
	for same(k) && subjectAdverbs[toks[k].w] {
		k--
	}
	switch {
	case !same(k):
		return false
	case toks[k].w == "it":
		return !same(k - 1)
	case toks[k].w == "tool":
		return same(k-1) && (toks[k-1].w == "this" || toks[k-1].w == "the") && !same(k-2)
	}
	return false
}

// drawsMoney reports "draw" done to money ("It draws the amount from the
// customer's balance"): a withdrawal, not a drawing.
func drawsMoney(toks []token, i int) bool {
	return baseOf(toks[i].w) == "draw" && near(toks, i, 1, 3, func(w string) bool {
		return heldMoney[w] || w == "amount" || w == "down"
	}) >= 0
}

// enabledAct reports toks[i], a verb in the base form, as what the tool
// lets someone do with it ("This tool lets the agent archive old
// threads", "It allows you to cancel orders"): the tool does it when
// asked.
func enabledAct(toks []token, i int) bool {
	w := toks[i].w
	if thirdPerson(w) || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") {
		return false
	}
	for m := i - 1; m >= 0 && m >= i-5 && toks[m].sentence == toks[i].sentence && !toks[m+1].listed; m-- {
		if enablers[toks[m].w] {
			return toolIsSubject(toks, m)
		}
		if m < i-1 && verbLike(toks[m].w) {
			// "helps debug CircleCI build failures": the act is
			// "debug"; "build" is its object's.
			return false
		}
	}
	return false
}

// noneAfter reports a nothingWord within three words after toks[i]
// that negates what follows it ("changes nothing", "deletes no files"),
// not one that bounds it ("archives no more than 50 entries").
func noneAfter(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+3 && toks[j].sentence == toks[i].sentence; j++ {
		if nothingWords[toks[j].w] && !(j+1 < len(toks) && bounds[toks[j+1].w]) {
			return true
		}
	}
	return false
}

// bounds after "no" make it a limit ("no more than").
var bounds = set("more", "fewer", "less", "later", "earlier", "older", "newer")

// enablers say what a tool makes possible, not what it does; nothingWords
// after a verb negate it.
var (
	enablers     = set("enables", "allows", "lets", "helps", "permits", "empowers")
	nothingWords = set("nothing", "no", "none")
)

// subjectAdverbs stand between a subject and its verb ("It then
// deletes", "This tool first finds").
var subjectAdverbs = set("also", "then", "first", "automatically", "always", "now", "additionally", "finally")

// callSubject reports toks[i], a verb in the third person, as the
// predicate of a clause whose subject is the call itself ("This call
// deletes", "Calling this tool books the price"): what it says is done
// besides the read, as for "each call".
func callSubject(toks []token, i int) bool {
	s, det := clauseSubject(toks, i)
	if s < 0 {
		return false
	}
	w := toks[s].w
	return det && oneCall[w] || callGerunds[w]
}

// readerSubject reports toks[i], a verb in the third person done to what
// was read ("it", "them"), whose subject is a gerund of the read itself
// ("Viewing a message marks it as read", "Fetching a ticket assigns it
// to the caller"): reading it does that to it. What is put in the
// context where the reading is shown is held context (notActAt).
func readerSubject(toks []token, i int) bool {
	if !gerundOpens(toks, i) || i+1 >= len(toks) || !pronounObjects[toks[i+1].w] {
		return false
	}
	s, _ := clauseSubject(toks, i)
	g := strings.TrimSuffix(toks[s].w, "ing")
	for _, b := range []string{g, g + "e", g[:len(g)-1]} {
		if e, ok := lexicon[b]; ok && e.Effect == Reads {
			return true
		}
	}
	return false
}

// callGerunds name the call as a gerund ("Calling it", "Invoking this
// tool", "Doing so").
var callGerunds = set("calling", "invoking", "using", "running", "doing")

// gerundOpens reports toks[i], a verb in the third person, as the
// predicate of a clause whose subject is a gerund opening the sentence,
// an act the caller asks for ("Viewing a one-time secret destroys it",
// "Passing prune=true deletes merged branches"): a clause of its own,
// though what it writes may be where the reading is shown ("Revealing a
// secret puts it in the context"), so only a destructive verb counts
// (it is no [saidBesides]), but for one done to what a gerund of the read
// itself read ([readerSubject]).
func gerundOpens(toks []token, i int) bool {
	s, det := clauseSubject(toks, i)
	if s < 0 || det {
		return false
	}
	w := toks[s].w
	return len(w) > 5 && strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "thing") && !toks[s].joined
}

// clauseSubject returns where the subject of toks[i], a verb in the
// third person, starts: the first word of its sentence past openers
// ("Note:", "This") and determiners, at most six words before it with
// no comma between; and whether a determiner opened it. It returns -1
// for a verb with no such subject.
func clauseSubject(toks []token, i int) (int, bool) {
	if !thirdPerson(toks[i].w) {
		return -1, false
	}
	s := sentenceStart(toks, i)
	det := false
	for s < i && (toks[s].ident || actOpeners[toks[s].w] || determiners[toks[s].w]) {
		det = det || determiners[toks[s].w]
		s++
	}
	if s >= i || i-s > 6 {
		return -1, false
	}
	for k := s + 1; k < i; k++ {
		if toks[k].listed && !joiners[toks[k-1].w] {
			return -1, false
		}
	}
	return s, det
}
