package hints

import (
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Effect is what inference believes a tool does, from least to most
// dangerous. Its words are the words of the [Class] it implies.
type Effect uint8

const (
	// Unknown means no signal: inference says nothing.
	Unknown Effect = iota
	// Reads means the tool only reads: class read_only.
	Reads
	// Writes means an additive or reversible change: class write.
	Writes
	// Destroys means data loss or an irreversible, externally visible
	// change: class destructive.
	Destroys
)

// String returns the name of the class e implies ("read_only", "write",
// "destructive"), or "unknown".
func (e Effect) String() string {
	if c, ok := e.Class(); ok {
		return c.String()
	}
	if e == Unknown {
		return "unknown"
	}
	return "Effect(?)"
}

// Class returns the class e implies; ok is false for Unknown.
func (e Effect) Class() (c Class, ok bool) {
	switch e {
	case Reads:
		return ReadOnly, true
	case Writes:
		return Write, true
	case Destroys:
		return Destructive, true
	}
	return Destructive, false
}

// Guess is one inferred hint value. Known is false when inference found no signal.
type Guess struct {
	Known bool
	Value bool
	// Reason names the evidence, such as `name verb "delete"`.
	Reason string
}

// Inference is what the tool's own text says about it.
type Inference struct {
	Effect Effect
	// Reason names the evidence for Effect.
	Reason string
	// ReadOnly, Destructive and Idempotent follow from Effect and the verb;
	// OpenWorld from the nouns (memory, local file, URL, API, ...).
	ReadOnly, Destructive, Idempotent, OpenWorld Guess
	// Doubt names a destructive word in the name or description that did
	// not decide Effect ("wiped" in a read tool's description), or is
	// empty. A resolver warns when a declared read-only tool carries one.
	Doubt string
}

// maxInferText bounds how much of a description inference reads, so that a
// hostile multi-megabyte description costs a bounded amount of time.
const maxInferText = 64 << 10

// maxScanTokens bounds how far into a description's tokens the scans
// for an act anywhere in it read, so that each costs a bounded amount of
// time whatever the description's length.
const maxScanTokens = 400

// maxInferTitle bounds the title inference reads.
const maxInferTitle = 1 << 10

// tooLong says why a name longer than MaxNameLen (which DecodeTool
// rejects) or a title longer than maxInferTitle is not read, or "". Every
// reader of the name splits it into words and scans them, so such a tool
// is taken to destroy, the specification's default: what was not read
// may name the change.
func tooLong(name, title string) string {
	switch {
	case len(name) > MaxNameLen:
		return fmt.Sprintf("name not read: %d bytes, more than %d", len(name), MaxNameLen)
	case len(title) > maxInferTitle:
		return fmt.Sprintf("title not read: %d bytes, more than %d", len(title), maxInferTitle)
	}
	return ""
}

// hit is one piece of evidence.
type hit struct {
	effect Effect
	weak   bool
	idem   idempotency
	reason string
	// word is the verb, when the evidence is one.
	word string
	// context is the in-memory session context ("session", "viewport")
	// a destructive or writing verb acts on, which makes it read.
	context string
	// mode is true for a destructive member of a mode enum.
	mode bool
	// lifecycle is true for an option that removes what the call
	// creates when it completes ("removeOnComplete").
	lifecycle bool
	// unlink is true when the verb removes an association ("remove a
	// tag from a task"): a reversible write.
	unlink bool
	// others is true for a destructive word that is the act of a party
	// other than the tool ("items that customers can purchase").
	others bool
	// model is true for a send whose destination is a language model
	// ("Send the task to the local LLM"): a question, unless the
	// schema names someone else who receives it.
	model bool
	// settled is true when a rule weighed the hit's dangerous word and
	// ruled it out (a removal that can be undone, a cache that refills,
	// an artifact only returned): the learnt check does not undo it.
	settled bool
}

func (e entry) hit(word, reason string) hit {
	return hit{effect: e.Effect, weak: e.Weak, idem: e.Idempotent, reason: reason, word: word}
}

func destroys(reason string) hit { return hit{effect: Destroys, idem: idemNo, reason: reason} }

// InferTool is [Infer] on a tool definition; it also reads the input
// schema, where a "force" flag, a dangerous member of a "mode" enum or a
// free-text "sql" or "command" property reveals a destructive mode.
func InferTool(t *mcp.Tool) Inference {
	return infer(t.Name, t.Title, t.Description, t.InputSchema)
}

// Infer reads a tool's name, title and description and says what it does.
// It reports Unknown honestly when nothing in the text is a known signal.
//
// The first verb of the name is the tool's action ("get_thread_replies"
// reads), unless a more dangerous verb is joined to it ("get_and_delete")
// or the description's own leading verbs destroy ("Reads a file and
// deletes it"); a read verb is otherwise believed unless the tool runs
// arbitrary code. A write verb is escalated by any destructive signal in
// the description (a destructive mode of a multi-mode tool, "overwrites",
// "refund"). Without a specific verb in the name ("git_stash",
// "API-post-search", "label_write"), the description's leading verbs
// decide. A verb acting on in-memory session context ("clear the session
// working directory") changes nothing the user cares about.
func Infer(name, title, description string) Inference {
	return infer(name, title, description, nil)
}

// nameAction returns the name's action and the noun it names: the name's
// verb, or the title's when the name has none, only a weak one, or was
// read resource first and the title's verb does more ("woo_orders_list"
// titled "Cancel orders": the plural taken for the resource may have been
// the verb).
func nameAction(nameWords []string, title string) (verb, noun hit) {
	verb, noun = nameVerb(nameWords, "name")
	if tv, _ := nameVerb(Words(title), "title"); verb.effect == Unknown || verb.weak && tv.effect != Unknown && !tv.weak ||
		tv.effect > verb.effect && !tv.weak && droppedPlural(nameWords) {
		verb = tv
	}
	return verb, noun
}

// picksContext makes the name's, the first and the leading verb a read
// when the tool picks what later calls act on ([evidence.laterCalls],
// [evidence.scopeName]).
func (ev *evidence) picksContext(nameWords []string, toks []token, schema any) {
	h, ok := ev.laterCalls(nameWords, toks, schema)
	if !ok {
		h, ok = ev.scopeName(nameWords, toks, schema)
	}
	if ok {
		ev.name, ev.first, ev.lead = h, h, h
	}
}

// evidence is everything inference found, before the decision.
type evidence struct {
	name, noun hit  // the name's (or title's) verb; a reading noun in it
	text            // the description's signals
	flag       hit  // a destructive input property or mode
	schemaCode hit  // a free-text code property
	reader     bool // the name ends in a reading agent noun ("services-reader")
	schema     any  // the input schema
	described  bool // the description has words
	phrase     hit  // the description only names data; see dataPhrase
	title      []token
	desc       []token // the description's tokens
	nameWords  []string
}

// infer reads a description or title in Chinese, Japanese or Korean
// twice: as it is, and with its verbs in English (readCJK). The reading
// in English decides when the text as it is gave no signal (a verb it
// does not know then counts as an act), or when the verbs it knows find
// more danger; otherwise the first reading stands, so that reading those
// verbs never loosens what the words it already read said.
func infer(name, title, description string, schema any) Inference {
	if !hasCJK(description) && !hasCJK(title) {
		if l, ok := readLatin(name, title, description); ok {
			return inferLatin(name, title, description, schema, l)
		}
		return inferText(name, title, description, schema)
	}
	raw := inferText(name, title, description, schema)
	if raw.Effect == Destroys {
		return raw // nothing to raise: the second reading is not needed
	}
	// A verb the map does not know after a joiner is an act where the
	// text as it is gave no signal or only a read ("Get the file, 然后抹掉":
	// the English verb reads, the Chinese act after it cannot be read).
	// Every other verb the map does not know is an act only where it gave
	// no signal.
	unread, joined := raw.Effect == Unknown, raw.Effect <= Reads
	t, tActs := readCJKActs(title, unread, joined)
	d, dActs := readCJKActs(description, unread, joined)
	if t == title && d == description {
		return raw // nothing read differently: the same reading
	}
	if read := inferText(name, t, d, schema); raw.Effect == Unknown || read.Effect > raw.Effect {
		return unknownActs(read, tActs || dActs)
	}
	return raw
}

// inferLatin reads a tool whose name or text is in Spanish, Portuguese,
// French, Italian or German (see latin.go) twice: as it is, and as l,
// with its verbs in English. The reading in English decides when the
// text as it is gave no signal, or when that reading rested on a
// function word of the language ("del"), or when the name's verb is
// foreign and that reading, short of destructive and not from the name,
// gives way to the name's verb read in English; otherwise it decides only
// when a verb it reads finds more danger.
func inferLatin(name, title, description string, schema any, l latinReading) Inference {
	raw := inferText(name, title, description, schema)
	fn := restsOnFunctionWord(raw.Reason, l.lang)
	if raw.Effect == Destroys && !fn {
		return raw // nothing to raise: the second reading is not needed
	}
	read := inferText(l.name, l.title, l.description, schema)
	switch {
	case raw.Effect == Unknown, fn:
		return read
	case read.Effect > raw.Effect && !strings.HasPrefix(read.Reason, "description word ") && !strings.Contains(read.Reason, "learnt weights"):
		// A raise comes from a verb read in its place, not from a
		// word found anywhere in the text or from the learnt
		// weights: a translation word for word keeps neither the
		// syntax nor the vocabulary those were made for.
		return read
	case l.nameVerb && !strings.HasPrefix(raw.Reason, "name ") && strings.HasPrefix(read.Reason, "name verb "):
		return read
	}
	return raw
}

// unknownActs returns inf, the reading of a text in which readCJK wrote an
// act whose verb the map does not know after a joiner or a verb it read
// when acts holds, with its destructive guess dropped where that act
// decided it ("获取信息后删掉", gets the information, then wipes it;
// "파일을 조회하고 지움"): the act is no read, but whether it destroys is
// not known, so the tool keeps the destructive default, as one whose text
// was not read at all does. An unknown act alone ("チャットのメッセージを
// 既読にします", marks messages read; held-out 12, labelled write) stays
// the write readCJK writes it as.
func unknownActs(inf Inference, acts bool) Inference {
	if acts && inf.Effect == Writes && strings.Contains(inf.Reason, `verb "modifies"`) {
		inf.Destructive = Guess{}
		inf.Reason += "; an act whose verb the reader of Chinese, Japanese and Korean does not know: it may destroy"
	}
	return inf
}

// inferText is infer for one reading of the text.
func inferText(name, title, description string, schema any) Inference {
	if why := tooLong(name, title); why != "" {
		return guesses(destroys(why))
	}
	schema, why := readableSchema(schema)
	if why != "" {
		inf := infer(name, title, description, nil)
		if inf.Effect != Destroys {
			ow := inf.OpenWorld
			inf = guesses(destroys("input schema not read: " + why))
			inf.OpenWorld = ow
		}
		return inf
	}
	schema = withModeDocs(withParamDocs(schema, description), description)
	nameWords := readWrite(checkIn(Words(name)))
	var ev evidence
	ev.name, ev.noun = nameAction(nameWords, title)
	if h, ok := caseJoined(name); ok && h.effect > ev.name.effect {
		ev.name = h
	}
	ev.title = textTokens(title)
	toks := textTokens(description)
	markPropertyNames(toks, description, schema)
	ev.nounPhrase(nameWords, toks)
	ev.desc = toks
	ev.nameWords = nameWords
	verb := ev.name.word
	ev.text = scanText(toks, func(w string) bool { return nameObject(nameWords, verb, w) })
	ev.unknownOpener(nameWords, toks)
	ev.openerObject(nameWords, toks)
	ev.reader = readerName(nameWords)
	ev.schema = schema
	ev.described = len(toks) > 0
	ev.phrase = dataPhrase(toks, description)
	if h := httpNameMethod(nameWords); h.effect > ev.name.effect {
		ev.name = h
	}
	if h := httpMethod(toks); h.effect > ev.name.effect || h.effect != Unknown && ev.name.weak {
		// The method of the request the tool makes says more than its
		// name's verb ("playwright_put": "Perform an HTTP PUT request").
		ev.name = h
	}
	ev.name = ev.objectDecides()
	ev.flag, ev.schemaCode = schemaSignals(schema)
	if ev.schemaCode.effect == Unknown {
		ev.schemaCode = graphQLQuery(nameWords, toks, schema)
	}
	if ev.flag.lifecycle && ev.name.effect == Writes && ev.name.idem == idemNo && !ev.name.weak {
		// "add_job" with "removeOnComplete": the job it adds goes when
		// done, its own lifecycle, not a destructive mode of the call.
		ev.flag = hit{}
	}
	if ev.readOnlyClaim && !multiStatements(toks) {
		// "Run a read-only SQL query": the query parameter is not code,
		// unless several statements run in one call.
		ev.schemaCode = hit{}
	}
	ev.name = ev.sessionName(nameWords)
	ev.picksContext(nameWords, toks, schema)
	h := ev.readerClaim()
	if h.effect == Unknown {
		h = ev.queryReads(nameWords, toks)
	}
	if h.effect == Unknown {
		h = ev.undoesWrite(ev.recoverable(ev.cachesOnly(ev.decide(), nameWords, toks), nameWords, toks), toks)
	}
	if h.model && (namesRecipient(schema) || titleActs(ev.title, nameWords, toModel)) {
		h = destroys(h.reason + `; but the input or the title names another recipient or act`)
	}
	h = pureThenKept(pureThenDestroys(h, ev.name, toks), toks)
	h = debugsProgram(runsDebuggee(ev.learnsThenWrites(h), nameWords, toks), nameWords, toks)
	h = snapshotKept(showsOnDevice(ev.rendersArtifact(h, nameWords, toks), toks, schema), nameWords, toks)
	h = transformsFile(transformsStored(h, schema, nameWords), toks, schema)
	h = sendsAttacks(runsAnalysis(h, nameWords, toks), toks)
	h = ev.plannedAct(ev.refineToPlace(h, nameWords, toks, schema), nameWords, toks)
	h = saysDestructive(plainText(h, schema, name, title, description), description)
	h = learntCheck(h, nameWords, title, toks, schema)
	if h.effect >= Writes {
		if idem, why := secondCallIdempotency(toks); idem != idemUnknown {
			h.idem, h.reason = idem, h.reason+"; "+why
		}
	}
	inf := schemaGuesses(h, schema)
	inf.OpenWorld = openWorld(nameWords, toks)
	if h.effect != Destroys {
		inf.Doubt = doubt(nameWords, toks)
	}
	return inf
}

// refineToPlace makes a read with a required destination a write, and
// refines h; then it makes an export to a required place a write. A loss
// the description states counts for the read it was ("The message is
// then deleted from the server"); the read's later sentences are read
// before the export becomes a write, and the write is then refined as
// one (an option that overwrites).
func (ev *evidence) refineToPlace(h hit, nameWords []string, toks []token, schema any) hit {
	if d := writesDestination(h, schema); d.effect != h.effect {
		if l := statedLoss(toks, nameWords); l.effect == Destroys {
			return l
		}
		h = d
	}
	h = refine(h, nameWords, toks, schema, ev.flag)
	if e := exportsToPlace(h, nameWords, schema); e.effect != h.effect {
		h = refine(e, nameWords, toks, schema, ev.flag)
	}
	return h
}

// schemaGuesses are the hints the decided effect implies, and, when
// inference found no effect, what the input schema alone says of
// read-only (unknownWithWriteMode).
func schemaGuesses(h hit, schema any) Inference {
	inf := guesses(h)
	if h.effect == Unknown {
		inf.ReadOnly = unknownWithWriteMode(schema)
	}
	return inf
}

// guesses are the hints the decided effect implies.
func guesses(h hit) Inference {
	inf := Inference{Effect: h.effect, Reason: h.reason}
	switch h.effect {
	case Reads:
		inf.ReadOnly = Guess{true, true, h.reason}
		inf.Destructive = Guess{true, false, h.reason}
		inf.Idempotent = Guess{true, true, h.reason}
	case Writes:
		inf.ReadOnly = Guess{true, false, h.reason}
		inf.Destructive = Guess{true, false, h.reason}
	case Destroys:
		inf.ReadOnly = Guess{true, false, h.reason}
		inf.Destructive = Guess{true, true, h.reason}
	}
	if h.effect >= Writes && h.idem != idemUnknown {
		inf.Idempotent = Guess{true, h.idem == idemYes, h.reason}
	}
	return inf
}

// decide is the decision ladder: the first rung that has evidence wins.
func (ev *evidence) decide() hit {
	nv, lead, first := ev.name, ev.lead, ev.first
	if ev.firstInList && nv.effect == Reads && !nv.weak && readVerb(nv.word) {
		// "get_heating_summary": "Per-room statistics, mean setpoint,
		// largest temperature drop": the description lists what the
		// read returns; a word deep in the list is a noun.
		lead, first = hit{}, hit{}
	}
	danger, code := ev.dangerBeside(nv), orElse(ev.code, ev.schemaCode)
	switch {
	case nv.effect == Destroys:
		return nv
	case code.effect == Destroys:
		return code
	case lead.effect == Destroys && !lead.weak:
		// The description's own action, even beside a read verb
		// ("Reads a file and deletes it").
		return lead
	case ev.flag.mode:
		// A multi-mode tool takes its most dangerous mode, even when
		// its name reads ("get_or_manage", "mode": ["list", "delete"]).
		return ev.flag
	case nv.effect == Reads && readVerb(nv.word) && ev.opens.effect == Destroys:
		// A later sentence opens with a destructive verb ("Gets a
		// file. Deletes it permanently."): a read verb never outvotes
		// it. A read made of another verb (session context, "begin a
		// lookup") is not a read verb.
		return ev.opens
	case ev.losesOnRead():
		return ev.flag
	case nv.effect == Reads && !nv.weak && (first.effect <= Reads || first.weak):
		return pureKept(nv, lead)
	case danger.effect == Destroys:
		return danger
	case nv.effect == Reads && !nv.weak:
		// A read verb in the name, but the description opens with a
		// write ("firecrawl_monitor_run": "Trigger a monitor check"):
		// the more dangerous.
		return first
	case nv.effect != Unknown && !nv.weak:
		return nv
	case lead.effect != Unknown && !lead.weak:
		return lead
	}
	return ev.weakRungs()
}

// weakRungs are the decision's last rungs, when no verb of the name or
// the description is strong: weak verbs, then a reading noun, what the
// tool returns, a description that only names data, and inputs that only
// say what to find.
func (ev *evidence) weakRungs() hit {
	nv, lead := ev.name, ev.lead
	switch {
	case nv.effect == Reads && lead.effect >= Writes:
		// Two weak verbs: a name that may check or may run
		// ("test_execute_parallel") and a description that runs
		// ("Execute test files in parallel"): the more dangerous.
		return lead
	case nv.effect != Unknown:
		return nv
	case lead.effect != Unknown:
		return lead
	case ev.noun.effect != Unknown && !actsAfterFirst(ev.desc) && !opensActing(ev.desc) && !opensUnknownNameWord(ev.desc, ev.nameWords, ev.noun.word):
		if p := addressedContent(ev.schema); p != "" {
			return destroys(ev.noun.reason + `; but its inputs address content to someone ("` + p + `")`)
		}
		return ev.noun
	case ev.returns.effect != Unknown:
		return ev.returns
	case ev.phrase.effect != Unknown && inputActs(ev.schema) == "":
		return ev.phrase
	case opensActing(ev.desc) || opensNameVerb(ev.desc, ev.nameWords):
		// "Expires an access token", "blocklist_subscribers": "Blocklist
		// subscribers matching …": inputs that only say what to find do
		// not vouch for a verb inference does not know.
		return hit{}
	}
	return onlyQuery(ev.schema)
}

// nameVerb returns the action of an identifier: its first verb. Later
// words are its objects ("slack_get_thread_replies" gets replies), except
// that a more dangerous verb joined to it ("create_or_replace",
// "get_and_delete") or a bulk modifier ("update-many") escalates it.
func nameVerb(ws []string, where string) (verb, noun hit) {
	if len(ws) > 1 && questionWords[ws[0]] {
		// "is_trading_day", "has_push_access", "can_merge": the name asks
		// a question; the words after the copula say of what. The read
		// is weak: what the description says the call does outvotes it
		// ("Stale branches are removed"). A verb joined to the question
		// ("is_valid_and_send") is what the call then does.
		if j, ok := joinedVerb(ws, 1, Reads); ok {
			j.reason = where + j.reason + ` joined to a question`
			return j, noun
		}
		return hit{effect: Reads, idem: idemYes, weak: true, reason: where + ` asks a question ("` + ws[0] + ` ` + ws[1] + `")`, word: ws[0]}, noun
	}
	for i, w := range ws {
		if h, ok := completes(ws, i, where); ok {
			return h, noun
		}
		if w == "react" && i+1 < len(ws) && (frameworkNouns[ws[i+1]] || frameworkTools[ws[i+1]]) {
			continue // "sf_react_assistant", "react_native_docs": the framework
		}
		if w == "go" && (i+1 >= len(ws) || !wayTo[ws[i+1]]) {
			continue // "go_search", "go_diagnostics": the language, or a prefix
		}
		e, ok := lookup(w)
		if !ok || e.Effect == Unknown && !actsOnWriteObject(e, nearWord(ws, i, 1, 2, oneOf(e.WriteObjects))) {
			continue
		}
		if e.Noun {
			if noun.effect == Unknown {
				noun = hit{effect: e.Effect, idem: e.Idempotent, reason: where + ` noun "` + w + `"`}
			}
			continue
		}
		if notNameVerb(ws, i, e) {
			continue
		}
		return verbAt(ws, i, e, where), noun
	}
	return hit{}, noun
}

// nounPhrase drops the name's verb when the description uses it as a
// noun ("cpu_load": "Show CPU load statistics"): the description says
// what the call does.
func (ev *evidence) nounPhrase(nameWords []string, toks []token) {
	if nounPhraseUsed(nameWords, ev.name.word, toks) {
		ev.name = ev.noun
	}
}

// nounPhraseUsed reports a name's verb, its last word and not its
// first, that the description uses, in prose, with the word before it
// as a noun phrase, when the verb writes ("cpu_load": "Show CPU load and
// utilization statistics", "page_load": "the page load time").
// Resource-first names ("file_delete": "Delete a file") keep their verb,
// and so does one that destroys ("branch_delete": "Show the branch
// delete preview and confirm"): a tool named for a deletion deletes. An
// outcome after the phrase says the act was done ("Returns the user
// create response").
func nounPhraseUsed(ws []string, verb string, toks []token) bool {
	i := len(ws) - 1
	if e, ok := lookup(verb); i < 1 || ws[i] != verb || verbLike(ws[i-1]) || !ok || e.Effect != Writes {
		return false
	}
	for k := 1; k < len(toks); k++ {
		if toks[k].w == verb && toks[k-1].w == ws[i-1] && toks[k-1].sentence == toks[k].sentence && !toks[k].ident && !toks[k-1].ident {
			return !actedPhrase(toks, k-1) && !(k+1 < len(toks) && toks[k+1].sentence == toks[k].sentence && outcomeNouns[toks[k+1].w])
		}
	}
	return false
}

// actedPhrase reports a noun phrase starting at toks[j] whose verb, the
// nearest before it in its sentence, acts ("Triggers an account purge",
// "Starts a data wipe"): the act the phrase names is what the call
// starts, as the name says. One read ("Show CPU load statistics") or
// none ("Account purge for the given user") leaves the phrase a noun's.
func actedPhrase(toks []token, j int) bool {
	for m := j - 1; m >= 0 && toks[m].sentence == toks[j].sentence; m-- {
		if e, ok := lookup(toks[m].w); ok && !e.Noun && e.Effect != Unknown && !toks[m].ident {
			return e.Effect >= Writes
		}
	}
	return false
}

// outcomeNouns after an act's noun say it was done ("the user create
// response", "the repo fork result").
var outcomeNouns = set("result", "results", "response", "responses", "confirmation", "receipt", "outcome")

// wayTo are where "go" in a name goes ("go_back", "go_to_page").
var wayTo = set("back", "forward", "forwards", "backward", "to", "home", "up", "down", "next", "previous", "prev",
	"page", "url", "tab", "top", "bottom", "left", "right", "into", "in", "out", "through", "online", "offline", "live")

// actsOnWriteObject reports whether a word that is a verb only with
// its objects ("file a bug", "leave a comment"; entry e) has one, at
// j (-1: none).
func actsOnWriteObject(e entry, j int) bool { return e.WriteObjects != nil && j >= 0 }

// verbAt is the action of a name whose first verb, e, is ws[i]: with its
// object, or escalated by a joined, trailing or losing verb after it.
func verbAt(ws []string, i int, e entry, where string) hit {
	w := ws[i]
	if h, ok := runsNamedCode(ws, i); ok {
		h.reason = where + h.reason
		return h
	}
	if h, ok := verbObject(ws, i, e, where); ok {
		return h
	}
	if unlinks(ws, i, nil) {
		if later, ok := joinedVerb(ws, i+1, Writes); ok {
			later.reason = where + later.reason
			return later
		}
		return hit{effect: Writes, idem: idemYes, reason: where + ` "` + w + ` ... from" unlinks, both live on`, word: w, unlink: true}
	}
	if later, ok := joinedVerb(ws, i+1, e.Effect); ok {
		later.reason = where + later.reason
		return later
	}
	if last, ok := trailingVerb(ws, i, e.Effect); ok && !((onlyVerbs[w] || fetchVerbs[w] && fetchedNoun(last.word)) && last.effect < Destroys) {
		// "firecrawl_monitor_create", "todo_list_create": the noun
		// first, the verb last. A fetching verb keeps a last word that
		// is a record or a place ("jenkins_list_queue",
		// "eth_search_archive").
		last.reason = where + last.reason
		return last
	}
	if last, ok := endsInLoss(ws, i); ok {
		last.reason = where + last.reason
		return last
	}
	return e.hit(w, where+` verb "`+w+`"`)
}

// completedForGood are what completing carries out for good: a payment,
// an order, a migration.
var completedForGood = set("order", "orders", "payment", "payments", "purchase", "checkout", "transaction",
	"transactions", "bounty", "bounties", "migration", "migrations", "sale", "transfer")

// completedText are what a completion completes: completing them
// suggests text and changes nothing ("complete_code", "complete_sentence").
var completedText = set("code", "text", "sentence", "sentences", "prompt", "word", "words", "line", "lines",
	"snippet", "input", "query", "path", "command", "argument", "arguments", "string")

// completes reads "complete" with an object in a name ("complete_tasks",
// "llama_complete_sprint"): it marks the object done, a write, or carries
// out for good what a later word of the name destroys, moves money with
// or trades ("complete_payment", "complete_payout", "complete_merge",
// "complete_account_deletion"). In running text "complete" mostly
// describes ("complete documentation"), so only names read it so; and
// completing text is a completion, which the lexicon reads.
func completes(ws []string, i int, where string) (hit, bool) {
	if ws[i] != "complete" || i+1 >= len(ws) || completedText[ws[i+1]] {
		return hit{}, false
	}
	if completeWholes[ws[i+1]] {
		// "complete_history", "complete_docs": the whole of a record a
		// read returns. A profile or a form completed is filled in.
		return hit{}, false
	}
	for _, o := range ws[i+1:] {
		if completedForGood[o] || actNouns[o] || tradedObjects[o] || actDestroys(o) {
			return destroys(where + ` "complete ` + o + `" carries it out for good`), true
		}
	}
	// Weak: a description that reads says what the call does ("Get a
	// user's complete profile").
	return hit{effect: Writes, idem: idemNo, weak: true, reason: where + ` "complete ` + ws[i+1] + `" marks it done`, word: "complete"}, true
}

// completeWholes are records a read returns whole: "complete" before one
// describes it.
var completeWholes = set("history", "docs", "documentation", "doc", "list", "listing", "log", "logs", "info",
	"information", "summary", "overview", "details", "reference", "guide", "catalog", "index", "data", "report")

// actDestroys reports a word of a name that destroys as a verb, or names
// the act of a destroying verb ("withdrawal", "payment").
func actDestroys(w string) bool {
	for _, v := range []string{w, strings.TrimSuffix(w, "al"), strings.TrimSuffix(w, "ment")} {
		if e, ok := lookup(v); ok && e.Effect == Destroys && !e.Noun {
			return true
		}
	}
	return false
}

// questionWords opening a name make it a question: a check that reads.
var questionWords = set("is", "are", "has", "have", "can", "does", "should", "was", "were")

// joinedVerb finds a verb more dangerous than effect joined to the action
// by "or", "and" or "then" in ws[from:]; without a joint a later verb is
// an object ("create_merge_request").
func joinedVerb(ws []string, from int, effect Effect) (hit, bool) {
	joined := false
	for _, later := range ws[from:] {
		if joiners[later] {
			joined = true
			continue
		}
		if !joined {
			continue
		}
		if le, ok := lookup(later); ok && !le.Noun && le.Effect > effect && !le.Weak {
			return le.hit(later, ` verb "`+later+`"`), true
		}
	}
	return hit{}, false
}

// runsNamedCode finds, after the verb at ws[i], code it names and an
// exec verb joined to it ("generate_code_and_execute",
// "write_script_and_run"): the code made is what is run.
func runsNamedCode(ws []string, i int) (hit, bool) {
	code := ""
	for k := i + 1; k < len(ws); k++ {
		if codeObjects[ws[k]] && code == "" {
			code = ws[k]
		}
		if code == "" || !joiners[ws[k-1]] {
			continue
		}
		if e, ok := lookup(ws[k]); ok && e.Exec && !e.Noun {
			return destroys(` "` + code + ` ... and ` + ws[k] + `" runs the code`), true
		}
	}
	return hit{}, false
}

// trailingVerb finds the verb of a name built as namespace, noun, verb
// ("firecrawl_monitor_create"): after a namespace, a first verb-like word
// at ws[i] may be the noun ("monitor"), and a more dangerous verb in its
// base form ending the name is then the action, unless a determiner
// makes it a noun ("API-retrieve-a-comment").
func trailingVerb(ws []string, i int, effect Effect) (hit, bool) {
	if i == 0 || i >= len(ws)-1 || determiners[ws[len(ws)-2]] {
		return hit{}, false
	}
	last := ws[len(ws)-1]
	if e, ok := lexicon[last]; ok && !e.Noun && !e.Weak && e.Effect > effect {
		return e.hit(last, ` verb "`+last+`" ending the name`), true
	}
	return hit{}, false
}

// verbObject returns what the name's verb ws[i] (lexicon entry e) does
// with the words after it when they decide: a reading activity
// ("start_search"), feedback, an act ("create_refund"), code, a
// destructive or writing object of the verb, a bulk change, or a post in
// a place others read ("create_forum_post").
func verbObject(ws []string, i int, e entry, where string) (hit, bool) {
	w := ws[i]
	if a, ok := readActivity(ws, i, 2, where); ok {
		return a, true
	}
	if sendsKeys(ws, i) {
		return hit{effect: Writes, idem: idemNo, reason: where + ` "` + w + ` keys" types`, word: w}, true
	}
	if f, ok := feedback(ws, i, where); ok {
		return f, true
	}
	if j := actObject(ws, i); e.Effect == Writes && e.Idempotent == idemNo && j >= 0 {
		// Making an act makes it happen ("create_refund",
		// "orders_refunds_create").
		return destroys(where + ` "` + w + " " + ws[j] + `"`), true
	}
	if j := nearWord(ws, i, 1, 3, in(codeObjects)); e.Exec && j >= 0 && !pureQualifiers[ws[j-1]] {
		return destroys(where + ` runs code: "` + w + " " + ws[j] + `"`), true
	}
	if j := objectOf(ws, i, e.Objects); j >= 0 {
		h := destroys(where + ` "` + w + " " + ws[j] + `"`)
		if setsWhole[ws[j]] {
			// Writing a whole file again leaves it as the first
			// write did.
			h.idem = idemYes
		}
		return h, true
	}
	if j := nearWord(ws, i, 1, 3, oneOf(e.WriteObjects)); e.WriteObjects != nil && j >= 0 {
		return hit{effect: Writes, idem: idemNo, reason: where + ` "` + w + " " + ws[j] + `"`, word: w}, true
	}
	if j := nearWord(ws, i, 1, 3, in(bulkWords)); e.Effect == Writes && bulkVerbs[w] && j >= 0 {
		return destroys(where + ` bulk change "` + w + " " + ws[j] + `"`), true
	}
	if j := publishes(ws, i, e); j >= 0 {
		return destroys(where + ` "` + w + " " + ws[j] + `" in a place others read`), true
	}
	return hit{}, false
}

// readVerb reports a verb that reads by itself ("get", "list").
func readVerb(w string) bool {
	e, ok := lookup(w)
	return ok && e.Effect == Reads && !e.Noun
}

// orElse returns h, or the first of alts with evidence when h has none
// (the last of them when none has).
func orElse(h hit, alts ...hit) hit {
	for _, alt := range alts {
		if h.effect != Unknown {
			return h
		}
		h = alt
	}
	return h
}
