package hints

import (
	"slices"
	"strings"
)

// This file holds the signals that tell what a tool returns from what it
// changes, beyond its verbs: the target of a transformation, an activity
// that only reads, a reading agent noun ending the name, and a description
// that says what the tool returns.

// activityVerbs start, stop or run an activity; with a reading activity as
// their object ("start a search", "perform research") they read.
var activityVerbs = set("start", "stop", "run", "perform", "trigger", "launch", "begin", "initiate", "execute", "do", "kick")

// readActivities are activities that only read.
var readActivities = set("search", "searches", "crawl", "crawls", "research", "scan", "scans", "lookup", "lookups", "analysis",
	"recording")

// activityBase returns the activity verb w inflects ("starts",
// "starting"), or "".
func activityBase(w string) string {
	if activityVerbs[w] {
		return w
	}
	for _, st := range stems(w) {
		if st.suffix == "" && activityVerbs[st.base] {
			return st.base
		}
	}
	return ""
}

// readActivity returns a hit when ws[i] starts, stops or runs a reading
// activity named within span words after it ("start_search", "Perform
// comprehensive research"), unless that word is a modifier of another noun
// ("start the search index rebuild").
func readActivity(ws []string, i, span int, where string) (hit, bool) {
	v := activityBase(ws[i])
	if v == "" {
		return hit{}, false
	}
	for j := i + 1; j <= i+span && j < len(ws); j++ {
		if !readActivities[ws[j]] {
			continue
		}
		if j+1 < len(ws) && activityFollowers[ws[j+1]] {
			return hit{}, false
		}
		return hit{effect: Reads, idem: idemYes, reason: where + ` "` + ws[i] + " " + ws[j] + `" only reads`, word: ws[i]}, true
	}
	return hit{}, false
}

// activityFollowers after a reading activity make it a modifier of a thing
// that can change ("search index", "scan schedule").
var activityFollowers = set("index", "indexes", "indices", "engine", "schedule", "job", "jobs", "config", "configuration", "settings", "rule", "rules")

// storedItems are nouns of stored items: a property naming one by id
// ("documentId", "fileIds") makes a transformation act on it.
var storedItems = set("document", "doc", "file", "folder", "page", "record", "image", "asset", "item", "post", "note", "sheet", "spreadsheet", "entry", "article", "blob", "object",
	"comment", "message", "issue", "ticket", "task", "block", "paragraph", "section")

// storedTarget returns the top-level input property that names a stored
// item by id ("documentId"), or "". Of several, the first by name.
func storedTarget(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name := range props {
		ws := Words(name)
		n := len(ws)
		if n < 2 || ws[n-1] != "id" && ws[n-1] != "ids" || !storedItems[ws[n-2]] {
			continue
		}
		if best == "" || name < best {
			best = name
		}
	}
	return best
}

// transformsStored turns a pure transformation into a write when its
// target is a stored item named by id: "translate a document" by its
// "documentIds" changes the stored document, where "translate" on a
// "text" returns the translation.
func transformsStored(h hit, schema any) hit {
	if h.effect != Reads || h.word == "" {
		return h
	}
	if e, ok := lookup(h.word); !ok || !e.Pure {
		return h
	}
	if p := storedTarget(schema); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it acts on the stored item "` + p + `"`, word: h.word}
	}
	return h
}

// readingAgents are agent nouns of reading verbs: ending a name
// ("netlify-deploy-services-reader"), one says the tool reads, and the
// words before it are its objects.
var readingAgents = set("reader", "viewer", "fetcher", "getter", "finder", "searcher", "lister", "inspector", "checker", "validator", "explorer", "analyzer", "analyser", "scanner")

// readerName reports a name ending in a reading agent noun.
func readerName(ws []string) bool {
	return len(ws) > 1 && readingAgents[ws[len(ws)-1]]
}

// readerClaim is the first rung of the decision: a reader that says it is
// read-only and takes no code and no destructive flag reads; the words
// before the agent noun are its objects ("netlify-deploy-services-reader").
func (ev *evidence) readerClaim() hit {
	if ev.reader && ev.readOnlyClaim && ev.code.effect == Unknown && ev.schemaCode.effect == Unknown && ev.flag.effect == Unknown {
		return hit{effect: Reads, idem: idemYes, reason: "name ends in a reading agent noun; description says read-only"}
	}
	return hit{}
}

// inFlight words make the object of a verb the tool's own earlier call
// still under way ("Cancels any earlier one", "Stops the running
// crawl"), not stored data.
var inFlight = set("earlier", "previous", "prior", "running", "ongoing")

// laterSentences reads the sentences after the first by their opening
// verb in the third person ("Returns a list of URLs", "Retrieves the
// page"): returns is the first that reads, what the tool gives back, said
// when nothing else is; opens is the first that destroys ("Deletes it
// permanently", "It then deletes the file"), which a read verb in the
// name never outvotes.
func laterSentences(toks []token) (returns, opens hit) {
	sentence, opened := -1, false
	for i, t := range toks {
		if i > 400 {
			break
		}
		if t.sentence != sentence {
			sentence, opened = t.sentence, false
		}
		if opened || t.sentence == 0 || preamble[t.w] || joiners[t.w] || t.ident {
			continue
		}
		opened = true
		if len(t.w) < 4 || t.w[len(t.w)-1] != 's' {
			continue
		}
		e, ok := lookup(t.w)
		if !ok || e.Noun || e.Weak || e.Objects != nil || e.WriteObjects != nil {
			continue
		}
		if returns.effect == Unknown && e.Effect == Reads {
			returns = hit{effect: Reads, weak: true, idem: idemYes, reason: `description says it "` + t.w + `"`, word: t.w}
		}
		if opens.effect == Unknown && e.Effect == Destroys && !negated(toks, i) && near(toks, i, 1, 3, in(inFlight)) < 0 {
			opens = destroys(`description sentence opens with "` + t.w + `"`)
		}
	}
	return returns, opens
}

// actNouns name an act, not a thing: as the object of a name
// ("create_refund", "create_reply") they still move money or send.
var actNouns = set("refund", "charge", "pay", "payout", "transfer", "reply", "send", "purchase", "buy", "sell",
	"withdraw", "wire", "broadcast", "notify", "submit", "cancel", "void", "force", "exec", "eval", "sudo",
	// A phone call is placed as it is made ("create_call").
	"call",
	// A tweet is published as it is made.
	"tweet", "tweets", "toot", "toots", "retweet",
	// Trades and gifts move money too ("execute_trade", "create_donation").
	"trade", "trades", "donation", "donations")

// nameObject reports whether w is a word of the name other than its verb
// ("release" in "create_release") and names a thing: in the description it
// is the object, not an action ("Create a new content release").
func nameObject(nameWords []string, verb, w string) bool {
	if w == verb || actNouns[w] {
		return false
	}
	for _, n := range nameWords {
		if n == w {
			return true
		}
	}
	return false
}

// tokenWords returns the words of toks[i:i+1+n].
func tokenWords(toks []token, i, n int) []string {
	var buf [8]string
	out := buf[:0]
	for j := i; j < len(toks) && j <= i+n && len(out) < len(buf); j++ {
		out = append(out, toks[j].w)
	}
	return out
}

// clientConnection returns a hit when toks[i] connects to or disconnects
// from a server ("Connect to a MongoDB instance", "Reconnect to the API
// server"): a client connection is session context. Connecting one thing
// to another ("connect a repository to a project") is not.
func clientConnection(toks []token, i int) (hit, bool) {
	w := toks[i].w
	if i+1 >= len(toks) || toks[i+1].w != "to" && toks[i+1].w != "from" {
		return hit{}, false
	}
	for _, v := range [...]string{"connect", "reconnect", "disconnect"} {
		if w == v || w == v+"s" || w == v+"ing" {
			return hit{effect: Reads, idem: idemYes, reason: `description "` + w + " " + toks[i+1].w + `" opens a client connection, session context`, word: w, context: "connection"}, true
		}
	}
	return hit{}, false
}

// feedbackVerbs with a feedback object ("send feedback", "submit a
// rating") report to the tool's vendor: an additive write, not a message
// people read.
var feedbackVerbs = set("send", "sends", "sending", "submit", "submits", "submitting", "give", "gives", "leave", "provide", "provides")
var feedbackObjects = set("feedback", "rating", "ratings", "scorecard")

// feedback returns a write hit when ws[i] sends feedback named within
// three words after it.
func feedback(ws []string, i int, where string) (hit, bool) {
	if !feedbackVerbs[ws[i]] {
		return hit{}, false
	}
	for j := i + 1; j <= i+3 && j < len(ws); j++ {
		if feedbackObjects[ws[j]] {
			return hit{effect: Writes, idem: idemNo, reason: where + ` "` + ws[i] + " " + ws[j] + `" reports to the vendor`, word: ws[i]}, true
		}
	}
	return hit{}, false
}

// queryParams are the words of input properties that only say what to
// find and how much of it to return.
var queryParams = set("query", "q", "filter", "filters", "limit", "offset", "cursor", "page", "pagination",
	"per", "size", "sort", "order", "by", "fields", "field", "since", "until", "after", "before",
	"search", "term", "terms", "keyword", "keywords", "max", "min", "results", "top", "k",
	"include", "exclude", "format", "lang", "language", "locale", "region", "country", "expand",
	"depth", "opt", "pretty", "output", "verbose", "num", "count", "token", "next", "prev")

// onlyQuery returns a weak read when every top-level input property of
// schema only says what to find ("query", "limit", "cursor"): what a tool
// with no other signal takes says it looks something up.
func onlyQuery(schema any) hit {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 {
		return hit{}
	}
	for name := range props {
		for _, w := range Words(name) {
			if !queryParams[w] {
				return hit{}
			}
		}
	}
	return hit{effect: Reads, weak: true, idem: idemYes, reason: "input is only a query and its bounds"}
}

// objectDecides returns the description's first verb when it is the
// name's own verb and its object there makes it a write ("restore_file":
// "Restore a deleted file from the trash"); otherwise the name's verb.
func (ev *evidence) objectDecides() hit {
	nv, first := ev.name, ev.first
	if nv.effect == Destroys && first.effect == Writes && nv.word != "" && strings.HasPrefix(first.word, nv.word) {
		if e, ok := lookup(nv.word); ok && (e.WriteObjects != nil || first.unlink) {
			return first
		}
	}
	return nv
}

// dataHeads end a description that only names the data a tool gives
// ("Funding rate history.", "K-line (candlestick) data.", "Flash news.").
var dataHeads = set("data", "history", "news", "overview", "info", "information", "statistics", "stats",
	"metrics", "details", "prices", "quotes", "rates", "summary", "ranking", "rankings", "feed", "tickers",
	"candles", "analytics")

// dataPhrase returns a weak read when a description with no verb opens
// with a short phrase naming data ("Liquidation data."): such a tool is
// what it gives. It is asked only when nothing else in the tool says
// what it does.
func dataPhrase(toks []token, description string) hit {
	n := 0
	for n < len(toks) && toks[n].sentence == toks[0].sentence {
		n++
	}
	if n == 0 || n > 6 || !dataHeads[toks[n-1].w] {
		return hit{}
	}
	if actsAfter(toks, n) || actingItem(description) {
		return hit{} // "Position data. Closes the position at market."
	}
	for _, t := range toks[1:n] {
		if determiners[t.w] {
			return hit{} // a verb's object ("Refetch the feed")
		}
	}
	return hit{effect: Reads, idem: idemYes, weak: true, reason: `description names data: "` + toks[n-1].w + `"`}
}

// inputActs returns a top-level input that says the tool acts: a flag
// named with a verb that writes, or whose description opens with one
// ("close", "closeAll", "Close all positions"), or any input whose
// description has one after "to" ("Slack channel to post the news to"):
// the tool does what its input says, more than the data it names.
func inputActs(schema any) string {
	acts := func(w string) bool {
		e, ok := lookup(w)
		return ok && e.Effect >= Writes && !e.Noun && !e.Weak
	}
	return topProperty(schema, func(name string, p map[string]any) bool {
		flag := p["type"] == "boolean"
		if ws := Words(name); flag && len(ws) > 0 && acts(ws[0]) {
			return true
		}
		return descriptionHas(p, func(toks []token, i int) bool {
			return (flag && i == 0 || i > 0 && toks[i-1].w == "to") && acts(toks[i].w)
		})
	})
}

// actsAfterFirst reports a sentence after the description's first with
// a writing verb where its verb stands ("Account metrics. Archives
// inactive accounts."); see actsInLater.
func actsAfterFirst(toks []token) bool {
	n := 0
	for n < len(toks) && toks[n].sentence == toks[0].sentence {
		n++
	}
	return n > 0 && actsInLater(toks, n)
}

// actsAfter reports a sentence after the first n tokens that acts: one
// opening with a verb in the third person not known to read before its
// object ("Closes the position at market"), or a writing verb where its
// verb stands ("Stores results in the database", "are closed").
func actsAfter(toks []token, n int) bool {
	for i := n; i+1 < len(toks); i++ {
		if toks[i].sentence != toks[i-1].sentence && actsLater(toks[i].w, toks[i+1].w) {
			return true
		}
	}
	return actsInLater(toks, n)
}

// actingItem reports a list item after the description's first line
// ("• close — market close of a position", "- cancel: cancel an order
// by id") named by a verb that destroys, or by one that writes and comes
// again in its text, or whose text opens with a verb in the third person
// before its object ("places a new order"): a data phrase with such a
// list does more than give data. An item named by a word that is also a
// noun and not taken up again ("• change — abnormal price movements")
// names data.
func actingItem(description string) bool {
	items := strings.FieldsFunc(description, func(r rune) bool { return r == '•' || r == '\n' })
	for _, item := range items[min(1, len(items)):] {
		head, rest, ok := cutItem(strings.TrimLeft(item, " \t-*"))
		if !ok {
			continue
		}
		toks := textTokens(rest)
		if ws := Words(head); len(ws) == 1 {
			e, found := lookup(ws[0])
			again := slices.ContainsFunc(toks, func(t token) bool { return t.w == ws[0] })
			if found && !e.Noun && (e.Effect == Destroys || e.Effect == Writes && again) {
				return true
			}
		}
		if len(toks) > 1 && actsLater(toks[0].w, toks[1].w) {
			return true
		}
	}
	return false
}

// cutItem splits a list item at its first separator: a dash or a colon.
func cutItem(item string) (head, rest string, ok bool) {
	for _, sep := range []string{" — ", " – ", " - ", ": "} {
		if head, rest, ok = strings.Cut(item, sep); ok {
			return head, rest, true
		}
	}
	return "", "", false
}

// laterOpeners stand before a later sentence's verb ("Also closes",
// "Automatically archives") or make its participle passive ("are
// closed", "gets sent").
var laterOpeners = set("also", "automatically", "then", "it", "will", "may", "can", "additionally", "first",
	"afterwards", "is", "are", "was", "were", "be", "been", "get", "gets", "getting")

// actsInLater reports a writing verb where a sentence after the first n
// tokens has its verb: opening it, after an adverb or a subject, or as a
// passive participle ("Stores results in the database", "Also closes
// positions", "Sent to the webhook URL", "Open positions are closed").
// Nouns in its lists ("• history — liquidation orders") are none.
func actsInLater(toks []token, n int) bool {
	for i := n; i < len(toks); i++ {
		slot := toks[i].sentence != toks[i-1].sentence || i > n && laterOpeners[toks[i-1].w]
		if !slot {
			continue
		}
		if irregularSends[toks[i].w] {
			return true
		}
		if e, ok := lookup(toks[i].w); ok && e.Effect >= Writes && !e.Noun && !e.Weak {
			return true
		}
	}
	return false
}

// describingVerbs open a sentence that says what a tool takes or gives,
// not what it does ("Requires symbol", "Supports filters").
var describingVerbs = set("requires", "supports", "includes", "accepts", "provides", "uses", "needs",
	"takes", "contains", "covers", "returns", "shows", "lists", "gives", "defaults", "works", "means")

// actsLater reports a sentence that opens with a verb in the third
// person that is not known to read, before its object ("Closes the
// position at market", "Deletes it"): a tool that does it. A plural noun
// opening a list item ("positions — whale open positions") is none.
func actsLater(w, next string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || describingVerbs[w] ||
		!determiners[next] && next != "it" && next != "them" {
		return false
	}
	e, ok := lookup(w)
	return !ok || e.Effect != Reads
}

// analysisObjects are what a run that only looks produces: running one
// reports, it changes nothing ("Run diagnostics on the project", "Run AI
// Council 'security' analysis", "run_audit"). Tests, queries and scans
// are not here: a test runs the project's code, a query may be any
// statement, and a scan may send attack traffic.
var analysisObjects = set("analysis", "analyses", "diagnostic", "diagnostics", "audit", "audits", "review",
	"reviews", "check", "checks", "benchmark", "benchmarks", "inspection", "assessment", "healthcheck")

// runsAnalysis turns h, a write by "run", into a read when what is run is
// an analysis: the word after it in the name, or before it at the name's
// end ("benchmark_run"), or, when the name does not say, one of the next
// four words of the description's first sentence.
func runsAnalysis(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes || h.word != "run" && h.word != "runs" {
		return h
	}
	found, named := "", false
	for i, w := range nameWords {
		if w != "run" {
			continue
		}
		switch {
		case i+1 < len(nameWords):
			// The name says what it runs ("run_audit", "run_tests").
			named = true
			if analysisObjects[nameWords[i+1]] {
				found = nameWords[i+1]
			}
		case i > 0:
			named = true
			if analysisObjects[nameWords[i-1]] {
				found = nameWords[i-1]
			}
		}
	}
	for i := 0; !named && found == "" && i < len(toks) && toks[i].sentence == toks[0].sentence; i++ {
		if toks[i].w == "run" || toks[i].w == "runs" {
			if j := near(toks, i, 1, 4, in(analysisObjects)); j >= 0 {
				found = toks[j].w
			}
		}
	}
	if found == "" || writesBesidesRun(toks) || actsBesidesRun(nameWords, toks) {
		return h
	}
	return hit{effect: Reads, idem: idemYes, reason: h.reason + `; what it runs is an "` + found + `", which reports`, word: h.word}
}

// attackWords name what an attack sends.
var attackWords = set("attack", "attacks", "exploit", "exploits", "payload", "payloads")

// attackSenders send or run it ("Fire attack payloads at a target",
// "auto-select attacks and execute a security scan").
var attackSenders = set("fire", "fires", "firing", "send", "sends", "sending", "launch", "launches",
	"execute", "executes", "run", "runs", "testing", "inject", "injects")

// quietWords say a tool sends nothing ("Offline encoding, no network
// traffic", "WITHOUT sending any traffic").
var quietWords = set("traffic", "sending", "network")

// sendsAttacks makes h destructive when the description's first sentence
// says the tool sends attacks ("Fire attack payloads at a target", "Hunt
// for WAF bypasses by testing payload mutations against a live target"):
// traffic meant to break in is externally visible, and what it does to
// an unprotected target cannot be taken back, whatever the verb that
// names the tool. A description that says it sends nothing ("Browse the
// local attack payload catalog WITHOUT sending any traffic", "Offline
// encoding") does not.
func sendsAttacks(h hit, toks []token) hit {
	if h.effect == Destroys || len(toks) == 0 {
		return h
	}
	for i, t := range toks {
		// Said of this tool, in its first sentences; later ones compare
		// it with others ("mutate shows you the encodings offline").
		if t.sentence < 3 && (t.w == "offline" || quietWords[t.w] && negated(toks, i)) {
			return h
		}
	}
	attack, sender := "", ""
	for i := 0; i < len(toks) && toks[i].sentence == toks[0].sentence; i++ {
		switch w := toks[i].w; {
		case negated(toks, i):
		case attackWords[w] && attack == "":
			attack = w
		case attackSenders[w] && sender == "":
			sender = w
		}
	}
	if attack == "" || sender == "" {
		return h
	}
	return destroys(h.reason + `; but it sends attacks ("` + sender + `", "` + attack + `")`)
}

// writesBesidesRun reports a writing verb where a clause's verb stands,
// other than "run" itself, in the passive too ("is uploaded") or as its
// means ("by placing a $1 hold"), a reading verb with an object it makes
// ("open a ticket"), or a joined clause whose verb is not known to read
// ("Run an audit of the site and fix every issue found").
func writesBesidesRun(toks []token) bool {
	for i, t := range toks {
		if t.w == "run" || t.w == "runs" || t.ident {
			continue
		}
		if i > 0 && i+1 < len(toks) && joiners[toks[i-1].w] && (determiners[toks[i+1].w] || toks[i+1].w == "every" || toks[i+1].w == "all") {
			if e, ok := lookup(t.w); !ok || e.Effect != Reads {
				return true
			}
		}
		if !clauseVerbSlot(toks, i) {
			continue
		}
		e, ok := lookup(t.w)
		if ok && e.Effect >= Writes && !e.Noun && !e.Exec {
			return true // not another word for running ("Executes all controls"); passive too ("is uploaded")
		}
		if ok && e.WriteObjects != nil && near(toks, i, 1, 3, oneOf(e.WriteObjects)) >= 0 {
			return true // "and open a ticket for each finding"
		}
	}
	return false
}

// clauseVerbSlot reports that toks[i] stands where a clause's verb does:
// listed, opening a sentence, after a word that opens a verb ("and",
// "will"), in the passive ("is uploaded") or as a means ("by placing").
func clauseVerbSlot(toks []token, i int) bool {
	if toks[i].listed || i == 0 || toks[i-1].sentence != toks[i].sentence {
		return true
	}
	prev := toks[i-1].w
	return verbOpeners[prev] || laterOpeners[prev] || prev == "by"
}

// remedies change what an analysis found ("auto-fix issues", "Fixes are
// applied", "with autofix enabled"); loads are analyses that send traffic
// at their target ("a penetration assessment", "a stress benchmark"), or
// that a project defines as its own code ("the checks defined in the
// repo's CI config", "pre-commit hooks").
var (
	remedies = set("fix", "fixes", "fixed", "fixing", "autofix", "repair", "repairs", "repaired", "remediate",
		"remediates", "remediation", "apply", "applies", "applied", "resolve", "resolves", "heal", "heals")
	loads = set("penetration", "pentest", "stress", "load", "attack", "fuzz", "fuzzing", "soak", "chaos",
		"ci", "pipeline", "pipelines", "workflow", "workflows", "makefile", "hook", "hooks", "precommit")
)

// actsBesidesRun reports a remedy anywhere in the name or the
// description ("run_audit_fix", "Run an audit and auto-fix issues",
// "Automatically applies safe fixes"), a word of the name other than
// "run" that writes, or an analysis that loads its target ("Run a stress
// benchmark against a live endpoint").
func actsBesidesRun(nameWords []string, toks []token) bool {
	for _, w := range nameWords {
		if e, ok := lookup(w); remedies[w] || loads[w] || ok && w != "run" && e.Effect >= Writes && !e.Noun && !e.Weak {
			return true
		}
	}
	for _, t := range toks {
		if remedies[strings.TrimPrefix(t.w, "auto")] || loads[t.w] {
			return true
		}
	}
	return false
}
