package hints

import (
	"slices"
	"strings"
)

// This file holds the later-act signal: a read whose description goes on,
// in a clause of its own, to say that the tool acts ("Open positions
// overview. Also closes positions past their stop loss.", "Flash news.
// Posts a summary to Slack.", "Run analysis and email the report") does
// what that clause says; the read of its first words does not outvote it.
//
// A clause acts when its verb stands where a clause's verb does: opening
// a later sentence in the third person ("Posts", "Closes"), after an
// adverb or a subject ("Also closes", "It then deletes", "This tool
// archives"), or joined to an earlier verb with an object of its own
// ("and email the report", "then delete them"). Imperatives opening a
// later sentence are left out: they tell the model how to call the tool
// ("Set limit to page"). A verb followed by an auxiliary is a noun
// ("Changes are returned newest first"); a negated, conditional or
// scheduled clause ("Updates every 5 minutes") is no act of this call.
// Posting, sharing or pushing to a place where people read ("to Slack",
// "to the team channel") sends a message.

// actOpeners open a later clause before its verb: adverbs and subjects
// ("Also closes", "It then deletes", "This tool will post", "WARNING:
// closes").
var actOpeners = set("also", "automatically", "additionally", "then", "afterwards", "it", "this", "tool",
	"will", "warning", "note", "important", "caution", "finally", "subsequently")

// alsoWords say that what follows is done besides the read.
var alsoWords = set("also", "additionally")

// hypothetical words earlier in a sentence make its verbs what could
// happen or what someone may do, not what the call does ("running them
// in parallel would make them fight and invalidate the comparison", "you
// can switch to the library file").
var hypothetical = set("would", "could", "might", "should", "can", "may", "must", "if", "when", "whenever",
	"unless", "whether", "once", "until", "before", "after", "while")

// nounAfter, after a word, make it a noun: the subject of a verb that
// follows ("Changes are returned", "Updates can lag").
var nounAfter = set("are", "is", "was", "were", "can", "will", "may", "might", "must", "should", "have", "has",
	"had", "do", "does", "made", "of", "per", "since", "from")

// readingPlaces are where a posted thing is read by people: posting,
// sharing or pushing there sends a message.
var readingPlaces = set("slack", "discord", "teams", "telegram", "whatsapp", "mattermost",
	"channel", "channels", "chat", "chats", "inbox", "email", "twitter", "mastodon", "bluesky", "linkedin",
	"facebook", "subscribers", "followers", "team", "everyone", "webhook", "sms", "thread", "threads")

// postingVerbs put content where others read it when the place says so.
var postingVerbs = set("post", "share", "push", "publish", "announce", "broadcast", "forward", "deliver")

// laterAct returns what a read's description says the tool also does in
// a clause of its own, or an empty hit: a destructive act, or a write
// said to be done besides ("Also archives the accounts"). For a name
// that only asks a question (asked), a later sentence's own verb in the
// third person, done to what is asked about, is such a write, a weak verb
// too ("Creates it when missing", "Runs it now if not"): the question is
// not a read verb the sentence could be describing.
func laterAct(toks []token, asked bool) hit {
	for i := 1; i < len(toks) && i < maxScanTokens; i++ {
		if toks[i].ident || !actSlot(toks, i) || hypotheticalAt(toks, i) {
			continue
		}
		h := actOf(toks, i)
		listed := toks[i].sentence == 0 && toks[i].listed && !joiners[toks[i-1].w] && !soleItem(toks, i)
		joined := joinedCommand(toks, i)
		if (joined || listed) && h.effect == Writes && h.weak {
			// A weak verb of a joined command acts unless it runs
			// what it does not name as code or an act ("Retrieve a
			// prompt and execute it" hands it to the model).
			if h = takenUp(toks, i, h); h.effect == Writes && runsWeakly(toks[i].w) {
				h = hit{}
			}
		}
		besides := joined || listed || saidBesides(toks, i, asked) || toolSubject(toks, i)
		if h.effect == Destroys || h.effect == Writes && (!h.weak || joined || asked) && besides && !sessionAct(toks, i, h) {
			return h
		}
	}
	return hit{}
}

// saidBesides reports the verb toks[i] said to be done besides the read:
// after "also", on each call or with the call as its subject ("This
// call deletes", callSubject), what the tool lets someone do with it
// (enabledAct), done by reading ("Viewing a message marks it as read",
// readerSubject), a repair, done to what was read (actsOnRead), or, after
// a name that only asks a question (asked), a later sentence's own verb
// in the third person done to what the question is about ("Creates it
// when missing"; "Follows redirects" says how it looks).
func saidBesides(toks []token, i int, asked bool) bool {
	return saysAlso(toks, i) || eachCall(toks, i) || callSubject(toks, i) || enabledAct(toks, i) || readerSubject(toks, i) || repairs[toks[i].w] ||
		asked && toks[i].sentence > 0 && thirdPerson(toks[i].w) && near(toks, i, 1, 2, in(backReferences)) >= 0 ||
		actsOnRead(toks, i) || changesStatus(toks, i)
}

// stageWords name where a record stands in its life.
var stageWords = set("status", "state", "stage")

// changesStatus reports toks[i], a writing verb in the third person that
// opens a later sentence, done to a status or a state ("Validate draft
// invoice. Changes status from draft to validated", "Sets the state to
// closed"): the call moves what it works on to another stage, whatever
// its name's verb reads.
func changesStatus(toks []token, i int) bool {
	if toks[i].sentence == 0 || !thirdPerson(toks[i].w) {
		return false
	}
	if opens, _ := opensAfter(toks, i); !opens {
		return false
	}
	e, ok := lookup(toks[i].w)
	return ok && e.Effect == Writes && !e.Noun && near(toks, i, 1, 2, in(stageWords)) >= 0
}

// actsOnRead reports toks[i], a verb in the third person opening a later
// sentence (but for openers: "Then moves it", "It then archives them"),
// done to what was read, taken up by a pronoun ("Moves it to the Archive
// folder"): the call does it besides the read. A sentence whose subject
// is something else ("Revealing a secret puts it in the context") is
// not the call's own.
func actsOnRead(toks []token, i int) bool {
	if toks[i].sentence == 0 || !thirdPerson(toks[i].w) || !pronounAfter(toks, i) {
		return false
	}
	opens, _ := opensAfter(toks, i)
	return opens
}

// actSlot reports that toks[i] stands where a later clause's verb does,
// in the third person or the base form: opening a sentence after the
// first, after the openers that open one, after "also", after a
// subject that is the call ("Each call", "This call", "Calling it") or
// a gerund opening the sentence, after a semicolon, a comma or ",
// which" with an object of its own, or after "and" or "then" with one
// ("and email the report"; "files and directories" joins nouns), and
// what the tool lets someone do ([enabledAct]). Participles and
// gerunds are none, but for a gerund after a comma that destroys or
// sends ("deleting empty ones", "draining messages that failed";
// "removing scripts" shapes what is read), marks, moves, archives or
// updates what the call works on ("marking the account as verified",
// "updating the stock levels"), or makes it when missing ("creating
// one if none exists").
func actSlot(toks []token, i int) bool {
	t := toks[i]
	w := t.w
	if t.listed && strings.HasSuffix(w, "ing") {
		return gerundActs(toks, i)
	}
	if enabledAct(toks, i) {
		return true
	}
	if _, base := lexicon[w]; !base && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "en")) || toks[i-1].w == "to" {
		// "open", "shred", "embed" are base forms, not participles.
		return false
	}
	if i+1 < len(toks) && toks[i+1].sentence == t.sentence && nounAfter[toks[i+1].w] {
		return false
	}
	opens, bare := opensAfter(toks, i)
	switch {
	case bare:
		return t.sentence > 0 && thirdPerson(w)
	case opens, saysAlso(toks, i):
		return true
	case eachCall(toks, i) || callSubject(toks, i) || gerundOpens(toks, i):
		return thirdPerson(w)
	case joiners[toks[i-1].w]:
		return joinedSlot(toks, i)
	case t.listed, actingWhich(toks, i):
		// "; renews it", "; archives everything older than 30 days",
		// ", which deletes it", not an item of a list ("titles, tags
		// and authors").
		return thirdPerson(w) && hasObject(toks, i)
	}
	return false
}

// joinedSlot reports toks[i], after "and", "or" or "then", as the verb
// of a clause of its own: with an object ("and email the report") or a
// remedy ("and fix"), and after "or" only when the tool is its subject or
// it shares the opening verb's object (openingOr).
func joinedSlot(toks []token, i int) bool {
	return (toks[i-1].w != "or" || toolSubject(toks, i) || openingOr(toks, i)) &&
		(hasObject(toks, i) || i+1 < len(toks) && remedies[strings.TrimPrefix(toks[i+1].w, "auto")])
}

// openingOr reports toks[i] joined by "or" to the verb the description
// opens with, the two sharing the object after it ("Get or set a config
// value", "Reads or updates the label"): the tool does either.
func openingOr(toks []token, i int) bool {
	o := openingWord(toks)
	if o < 0 || o != i-2 {
		return false
	}
	e, ok := lookup(toks[o].w)
	return ok && !e.Noun && e.Effect != Unknown
}

// actingWhich reports toks[i] right after ", which": a clause that takes
// up the act before the comma ("Gets the file, which deletes it from the
// inbox"); "files which were deleted" has no comma and restricts a noun.
func actingWhich(toks []token, i int) bool {
	return i >= 1 && toks[i-1].w == "which" && toks[i-1].listed && toks[i-1].sentence == toks[i].sentence &&
		(i < 2 || !joiners[toks[i-2].w])
}

// opensAfter reports toks[i] as the first word of its sentence but for
// openers ("Also", "It then", "This tool will"); bare is true when no
// opener stands before it.
func opensAfter(toks []token, i int) (opens, bare bool) {
	k := i - 1
	for k >= 0 && toks[k].sentence == toks[i].sentence && actOpeners[toks[k].w] {
		k--
	}
	opens = k < 0 || toks[k].sentence != toks[i].sentence
	if !opens && k == i-1 && labelBefore(toks, i) {
		// "Side effect: moves it": a label is no opener's word, but
		// the verb after it opens what the sentence says.
		return true, true
	}
	return opens, opens && k == i-1
}

// labelBefore reports a label of at most three words ending in a colon
// right before toks[i] at the start of its sentence ("Side effect:",
// "Heads up:", "Behavior:"): the word before the colon reads as an
// identifier, those before it do not.
func labelBefore(toks []token, i int) bool {
	s := i - 1
	if s < 0 || !toks[s].ident || !isAlpha(toks[s].w) {
		return false
	}
	for s > 0 && toks[s-1].sentence == toks[i].sentence {
		s--
		if toks[s].ident || i-s > 3 {
			return false
		}
	}
	return true
}

// hasObject reports an object of its own after the verb toks[i]: opened
// by a determiner or a pronoun, all there is, or taken up from before
// ("vulnerable ones").
func hasObject(toks []token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence {
		return false
	}
	next := toks[i+1].w
	return objectOpeners[next] || wholeObjects[next] || near(toks, i, 1, 3, in(backReferences)) >= 0 || setTo(toks, i)
}

// setTo reports the verb toks[i] with a bare noun for object, set to a
// value after "to" or "as" ("set task to in_progress", "mark item as
// done").
func setTo(toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i+2].sentence != toks[i].sentence || toks[i+2].w != "to" && toks[i+2].w != "as" {
		return false
	}
	next := toks[i+1]
	return !next.ident && !prepositions[next.w] && !verbLike(next.w)
}

// sendingStates are the stateDestroyers that send: with a bare plural
// ("sending cookies") they say how a read asks, not what it does.
var sendingStates = set("send", "email", "notify", "publish")

// barePlural reports a plural noun at toks[j], in toks[j-1]'s sentence,
// with no article before it ("draining messages"): an object.
func barePlural(toks []token, j int) bool {
	if j >= len(toks) || toks[j].sentence != toks[j-1].sentence || toks[j].ident {
		return false
	}
	w := toks[j].w
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !verbLike(w) && !prepositions[w]
}

// wholeObjects open the object of a clause that takes all there is.
var wholeObjects = set("everything", "anything", "any", "those", "these")

// backReferences take up what a clause's verb acts on ("and upgrade
// vulnerable ones").
var backReferences = set("ones", "them", "it", "those", "these")

// joinedCommand reports toks[i] as a verb joined to the first
// sentence's command in the same person ("Review a pull request and
// approve it", "Scan dependencies and upgrade vulnerable ones"; "Reviews
// the pull request and approves it": two predicates of one subject, the
// tool), not in a purpose ("to find and update") and not making what the
// read returns ("and generate a summary"; "and create a pull request"
// makes a stored thing). Joined verbs of later
// sentences mostly say how the output is shaped ("and appends a footer")
// and do not count.
func joinedCommand(toks []token, i int) bool {
	return toks[i].sentence == 0 && joiners[toks[i-1].w] && (!thirdPerson(toks[i].w) || opensThirdPerson(toks)) &&
		!purposeChain(toks, i) && !producesView(toks, i)
}

// producesView reports a producing verb toks[i] whose object, before
// any preposition, is what a read returns ("and generate a summary",
// "and draw a chart", "and build a report"); "and create a pull
// request" makes a stored thing.
func producesView(toks []token, i int) bool {
	if !producing(toks, i) {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+4 && toks[k].sentence == toks[i].sentence && !prepositions[toks[k].w]; k++ {
		if k > i+1 && toks[k].listed {
			break
		}
		if renderedArtifacts[toks[k].w] || renderedViews[toks[k].w] || readingNounAt(toks, k) {
			return true
		}
	}
	return false
}

// opensThirdPerson reports a description whose first sentence opens,
// past its preamble, with a known verb in the third person ("Reviews
// the pull request"): the tool is its subject.
func opensThirdPerson(toks []token) bool {
	i := openingWord(toks)
	if i < 0 {
		return false
	}
	e, ok := lookupAt(toks, i)
	return ok && !e.Noun && thirdPerson(toks[i].w)
}

// takenUp returns what a weak verb of a joined command does to what it
// takes up ("and execute it", "and run it"): code run ("the deploy
// script"), an act made ("the swap", "the order") destroy, anything
// else is a write.
func takenUp(toks []token, i int, h hit) hit {
	if i+1 >= len(toks) || !backReferences[toks[i+1].w] {
		return h
	}
	e, _ := lookup(toks[i].w)
	for k := i - 1; k >= 0 && toks[k].sentence == toks[i].sentence; k-- {
		w := toks[k].w
		if e.Exec && codeObjects[w] || actNouns[w] || tradedObjects[w] || slices.Contains(placedObjects, w) {
			return destroys(`description "` + toks[i].w + " " + toks[i+1].w + `" takes up "` + w + `"`)
		}
	}
	return h
}

// repairs are remedies by a verb of their own ("Fixes records that point
// to the old IP"); "applies" is also said of a rule ("This applies to
// all queries").
var repairs = set("fix", "fixes", "repair", "repairs", "remediate", "remediates", "heal", "heals", "autofix", "autofixes")

// runsWeakly reports a weak verb that runs something ("run",
// "execute", "invoke"): what it runs decides.
func runsWeakly(w string) bool {
	e, ok := lookup(w)
	return ok && e.Exec
}

// tradedObjects are trades by other names: executing one moves money.
var tradedObjects = set("swap", "swaps", "trade", "trades", "order", "orders", "bet", "bets")

// purposeChain reports "to" opening the chain of verbs that toks[i] is
// joined to ("Use it to find and update the record"): a purpose, not
// what the tool does.
func purposeChain(toks []token, i int) bool {
	for k := i - 2; k >= 0 && k >= i-6 && toks[k].sentence == toks[i].sentence; k-- {
		if toks[k].w == "to" {
			return true
		}
	}
	return false
}

// saysAlso reports "also" before toks[i] where a clause opens: opening
// its sentence, after an opener ("It also archives"), after "and" or
// after ", which".
func saysAlso(toks []token, i int) bool {
	if !alsoWords[toks[i-1].w] {
		return false
	}
	k := i - 2
	return k < 0 || toks[k].sentence != toks[i].sentence || actOpeners[toks[k].w] || joiners[toks[k].w] || actingWhich(toks, k+1)
}

// oneCall names one use of the tool.
var oneCall = set("call", "invocation", "run", "use", "request")

// eachCall reports toks[i] as the verb of "each call" or "every call"
// ("Each call records a visit"), or of "each read" ("Each read rotates
// the secret"): what the tool does every time.
func eachCall(toks []token, i int) bool {
	return i >= 2 && (oneCall[toks[i-1].w] || readNoun(toks[i-1].w)) && (toks[i-2].w == "each" || toks[i-2].w == "every") &&
		toks[i-2].sentence == toks[i].sentence
}

// readNoun reports a reading verb in its base form used as the noun of
// one call ("Each read rotates the secret", "every lookup").
func readNoun(w string) bool {
	e, ok := lexicon[w]
	return ok && e.Effect == Reads && !e.Noun && !e.Pure && e.Objects == nil && e.WriteObjects == nil
}

// gerundActs reports toks[i], a gerund after a comma, that acts: one
// that destroys, sends, marks, moves or archives with an object of its
// own, or makes the thing read when it is missing.
func gerundActs(toks []token, i int) bool {
	w := toks[i].w
	if inflects(w, stateDestroyers) != "" || inflects(w, stateWriters) != "" {
		return hasObject(toks, i) || inflects(w, stateDestroyers) != "" && inflects(w, sendingStates) == "" && barePlural(toks, i+1)
	}
	if inflects(w, gerundWriters) != "" {
		// ", updating the stock levels"; "updating the cache" keeps
		// what a read keeps, and "setting up or updating" joins acts
		// that a phrase before names ("instructions for").
		return !joiners[toks[i-1].w] && hasObject(toks, i) && near(toks, i, 1, 4, func(w string) bool { return heldContext[w] || w == "cache" || w == "view" || w == "display" }) < 0
	}
	return makesIfMissing(toks, i)
}

// gerundWriters, after a comma with an object of their own, change what
// the call worked on ("Counts the inventory, updating the stock
// levels").
var gerundWriters = set("update", "set", "change", "tag", "label", "assign", "close", "reopen", "lock", "unlock", "increment", "decrement", "reserve")

// makesIfMissing reports toks[i], a gerund after a comma, that makes or
// starts a thing with an object of its own in a condition that follows
// ("creating one if none exists", "starting a new one if expired"): what
// the call does then. Making what is returned ("generating a summary if
// it is long") is none.
func makesIfMissing(toks []token, i int) bool {
	if e, ok := lookupAt(toks, i); !ok || e.Effect != Writes || e.Weak || e.Pure || i+1 >= len(toks) {
		return false
	}
	// "creating one", "creating it": the thing read, made when it is
	// not there; "generating a summary" makes what is returned.
	if back := toks[i+1].w == "one" || backReferences[toks[i+1].w]; !back && (producing(toks, i) || !hasObject(toks, i)) {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+6 && toks[k].sentence == toks[i].sentence && !(toks[k].listed && !joiners[toks[k-1].w]); k++ {
		if missingConditions[toks[k].w] {
			return true
		}
	}
	return false
}

// missingConditions open the condition of a get-or-create ("if none
// exists", "when missing").
var missingConditions = set("if", "when", "unless")

// hypotheticalAt reports a word earlier in toks[i]'s sentence that makes
// its verb a possibility or a condition.
func hypotheticalAt(toks []token, i int) bool {
	for k := i - 1; k >= 0 && toks[k].sentence == toks[i].sentence; k-- {
		if hypothetical[toks[k].w] {
			return true
		}
	}
	return false
}

// thirdPerson reports a verb in the third person singular ("posts",
// "closes"), not a word ending in "ss".
func thirdPerson(w string) bool {
	return len(w) >= 4 && w[len(w)-1] == 's' && w[len(w)-2] != 's'
}

// actOf returns what the verb toks[i] of a later clause does: a message
// sent, or the effect of a verb with its object.
func actOf(toks []token, i int) hit {
	w := toks[i].w
	if notActAt(toks, i) {
		return hit{}
	}
	if messageVerbs[w] && i+1 < len(toks) && messageTargets[toks[i+1].w] {
		return destroys(`description also sends: "` + w + " " + toks[i+1].w + `"`)
	}
	if logWords[w] && i+1 < len(toks) && toks[i+1].w == "out" {
		// "Also logs out other sessions" ends them.
		return hit{effect: Writes, idem: idemYes, reason: `description also acts: "` + w + ` out"`, word: w}
	}
	e, ok := lookup(w)
	if !ok && len(w) > 5 && w[:2] == "re" {
		// Doing again what destroys destroys ("Resends failed
		// messages"); lookup leaves such words unknown.
		if again, aok := lookup(w[2:]); aok && again.Effect == Destroys && !again.Noun {
			return destroys(`description also acts: "` + w + `" does "` + w[2:] + `" again`)
		}
	}
	if repairs[w] {
		// "Fixes records that point to the old IP": a check that
		// repairs what it finds writes.
		return hit{effect: Writes, idem: idemYes, reason: `description also acts: "` + w + `" repairs what it finds`, word: w}
	}
	if !ok && unknownJoinedVerb(toks, i) {
		return hit{effect: Writes, weak: true, reason: `description joins "` + w + `", a verb inference does not know, with an object of its own`, word: w}
	}
	if reportsTo(toks, i) {
		return destroys(`description also "` + w + `" to someone who reads it`)
	}
	if !ok || e.Noun {
		return hit{}
	}
	h := verbInText(toks, i, e)
	if h.effect == Writes && postsToReaders(toks, i) {
		return destroys(`description also "` + w + `" to where people read it`)
	}
	h.reason = `description also acts: ` + h.reason
	return h
}

// notActAt reports a verb toks[i] of a later clause that says no act of
// this call: negated (a clause after a comma or a semicolon opens at its
// verb, so a negation before it is the earlier clause's: "Shell command
// preview; runs it"), scheduled, superseding other tools, or done to held
// context or to what is in flight.
func notActAt(toks []token, i int) bool {
	return !(toks[i].listed && !joiners[toks[i-1].w]) && negated(toks, i) || scheduled(toks, i) || supersedes(toks, i) ||
		near(toks, i, 1, 4, in(heldContext)) >= 0 || near(toks, i, 1, 3, in(inFlight)) >= 0 || endsItself(toks, i)
}

// heldContext are in-memory buffers and context a read may empty or
// reset as it reads them ("Returns and clears the event buffer", "This
// resets the context").
var heldContext = set("buffer", "buffers", "buffered", "context")

// sessionWrites change the session's connection, focus or view, not
// stored data ("Also connects the agent to the editor").
var sessionWrites = set("connect", "reconnect", "disconnect", "login", "logout", "focus", "select", "switch",
	"navigate", "go", "goto", "reload", "refresh", "load", "resize", "emulate", "attach", "mount", "init",
	"initialize", "scroll", "hover", "click", "type", "press", "fill")

// sessionAct reports a write h at toks[i] that changes only the
// session: its connection, focus or view ("Also connects the agent to
// the editor", "and open it in browser"), not stored data
// (storedTargets).
func sessionAct(toks []token, i int, h hit) bool {
	return inflects(h.word, sessionWrites) != "" && near(toks, i, 1, 5, in(storedTargets)) < 0 || opensToShow(toks, i)
}

// storedTargets, after a verb that usually moves only the session, say
// it changes stored data ("Also loads them into the database", "switch
// its status to sold").
var storedTargets = set("database", "databases", "table", "tables", "storage", "bucket", "index", "status", "crm")

// opensToShow reports "open" at toks[i] putting what was read on the
// screen ("and open it in browser", "and opens it in a new tab"): the
// view is the session's, as navigating is.
func opensToShow(toks []token, i int) bool {
	if baseOf(toks[i].w) != "open" || i+1 >= len(toks) {
		return false
	}
	// What is opened is what was read, or the screen place itself ("and
	// open a new tab"); "and open a pull request in the editor" makes
	// one.
	j := i + 1
	for j < len(toks) && j <= i+3 && marksNoun(toks[j].w) {
		j++
	}
	return j < len(toks) && (pronounObjects[toks[i+1].w] || screenPlaces[toks[j].w]) && near(toks, i, 1, 4, in(screenPlaces)) >= 0
}

// screenPlaces show what is opened in them.
var screenPlaces = set("browser", "window", "tab", "viewer", "editor", "preview")

// postsToReaders reports a posting verb toks[i] whose clause puts what
// it posts where people read it ("Posts a summary to Slack").
func postsToReaders(toks []token, i int) bool {
	if inflects(toks[i].w, postingVerbs) == "" {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+8 && toks[j].sentence == toks[i].sentence; j++ {
		if toks[j].w != "to" && toks[j].w != "in" && toks[j].w != "on" && toks[j].w != "into" {
			continue
		}
		if near(toks, j, 1, 3, in(readingPlaces)) >= 0 || near(toks, j, 1, 3, in(placesOthersRead)) >= 0 {
			return true
		}
	}
	return false
}

// reportsTo reports "report" at toks[i] as a verb that tells someone
// ("Reports findings to the security team's Slack channel", "Reports the
// author to the moderators"): what is reported is sent. Reporting to the
// caller is what a read returns.
func reportsTo(toks []token, i int) bool {
	if toks[i].w != "report" && toks[i].w != "reports" {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+8 && toks[j].sentence == toks[i].sentence; j++ {
		if toks[j].w == "to" && near(toks, j, 1, 4, func(w string) bool { return readingPlaces[w] || placesOthersRead[w] || reportees[w] }) >= 0 {
			return true
		}
	}
	return false
}

// reportees are told what is reported to them.
var reportees = set("moderators", "moderator", "admins", "administrators", "authorities", "authority", "regulator",
	"regulators", "police", "owner", "owners", "maintainers", "author", "github", "pull", "pr", "issue", "ticket", "network")

// soleItem reports a listed word that is a list item on its own, a comma
// right after it ("by responsible user, labels, a raw filter string"):
// a noun among nouns, not a verb with its object. Before another verb in
// the third person ("updates, saves, returns it") it is one of a chain
// of acts.
func soleItem(toks []token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence || !toks[i+1].listed || joiners[toks[i+1].w] {
		return false
	}
	next := toks[i+1].w
	e, ok := lookup(next)
	return !(ok && !e.Noun && e.Effect != Unknown && thirdPerson(next))
}

// unknownJoinedVerb reports toks[i], a word the lexicon does not know,
// as the verb of a command joined to the first sentence's whose object
// is a pronoun taking up what was read ("and acknowledges it", "and
// unblocks them"): a read verb does not vouch for a verb it does not
// know done to what it read, as in a name ("lookup_and_block"). An
// adverb ("and optionally it") is no verb, nor is a word opening a
// clause whose subject the pronoun is ("and whether it is healthy").
func unknownJoinedVerb(toks []token, i int) bool {
	w := toks[i].w
	if len(w) < 3 || strings.HasSuffix(w, "ly") || objectOpeners[w] || determiners[w] || prepositions[w] || preamble[w] || !isAlpha(w) {
		return false
	}
	if !joinedCommand(toks, i) || !pronounAfter(toks, i) {
		return false
	}
	// "and whether it is active": a pronoun before an auxiliary is the
	// subject of a clause of its own, not the object.
	return !(i+2 < len(toks) && toks[i+2].sentence == toks[i].sentence && nounAfter[toks[i+2].w])
}

// pronounObjects take up, as a verb's object, what the sentence named
// before.
var pronounObjects = set("it", "them")

// pronounAfter reports one of pronounObjects right after toks[i], in its
// sentence.
func pronounAfter(toks []token, i int) bool {
	return i+1 < len(toks) && toks[i+1].sentence == toks[i].sentence && pronounObjects[toks[i+1].w]
}

// isAlpha reports a word of letters only.
func isAlpha(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return w != ""
}
