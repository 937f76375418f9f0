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
func transformsStored(h hit, schema any, nameWords []string) hit {
	if h.effect != Reads || h.word == "" {
		return h
	}
	if e, ok := lookup(h.word); !ok || !e.Pure {
		return h
	}
	if p := storedTarget(schema); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it acts on the stored item "` + p + `"`, word: h.word}
	}
	if p := namedObjectID(nameWords, h.word, schema); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; the id "` + p + `" names the stored thing it acts on`, word: h.word}
	}
	return h
}

// namedObjectID returns the top-level input property that gives by id
// the object the verb has in the name ("sort_playlist" with
// "playlist_id", "normalize_contacts" with "contactsId"), or "".
func namedObjectID(nameWords []string, verb string, schema any) string {
	i := slices.IndexFunc(nameWords, func(w string) bool { return w == verb || baseOf(w) == verb })
	if i < 0 || i+1 >= len(nameWords) {
		return ""
	}
	object := nameWords[len(nameWords)-1]
	return topProperty(schema, func(name string, _ map[string]any) bool {
		ws := Words(name)
		if len(ws) != 2 || ws[1] != "id" && ws[1] != "ids" {
			return false
		}
		return sameNoun(ws[0], object)
	})
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
		if i > maxScanTokens {
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
		if opens.effect == Unknown && e.Effect == Destroys && !negated(toks, i) && near(toks, i, 1, 3, in(inFlight)) < 0 && !supersedes(toks, i) {
			opens = destroys(`description sentence opens with "` + t.w + `"`)
		}
	}
	return returns, opens
}

// supersededWords name what a tool takes the place of: other tools,
// endpoints or commands ("replaces the deprecated get_info tool").
var supersededWords = set("tool", "tools", "endpoint", "endpoints", "command", "commands")

// formerWords say which tools a tool takes the place of.
var formerWords = set("old", "older", "previous", "former", "legacy", "deprecated", "separate", "individual")

// supersedes reports a "replaces" at toks[i] whose object is other tools
// ("This tool replaces get_component_info, get_component_props and
// get_component_examples", "Replaces the deprecated get_info tool"): the
// object is identifiers, tools named as such, or both, and it ends the
// clause. The tool replaces no data. Replacing anything "with" something
// ("replaces `legacy_settings` with the defaults"), or anything named by
// other words ("the legacy section", "the `settings.yaml` file", "the
// bot's commands"), replaces data.
func supersedes(toks []token, i int) bool {
	if toks[i].w != "replaces" && toks[i].w != "supersedes" {
		return false
	}
	same := func(j int) bool { return j < len(toks) && toks[j].sentence == toks[i].sentence }
	j := i + 1
	for same(j) && (determiners[toks[j].w] || formerWords[toks[j].w]) {
		j++
	}
	named := false
	for ; same(j); j++ {
		switch w := toks[j].w; {
		case toks[j].ident && fileExtensions[w]:
			// "replaces `config.json`": a file.
			return false
		case toks[j].ident, supersededWords[w]:
			named = true
		case joiners[w] || formerWords[w] || determiners[w]:
		case named && toks[j].listed && !joiners[toks[j-1].w]:
			// A clause of its own after the object (", which ...").
			return true
		default:
			return false
		}
	}
	return named
}

// fileExtensions end a file's name: an identifier ending in one names a
// file, not a tool.
var fileExtensions = set("json", "jsonl", "yaml", "yml", "toml", "md", "txt", "csv", "env", "ini", "xml", "js",
	"ts", "py", "sh", "conf", "cfg", "lock", "sql", "db", "sqlite", "html", "log", "properties")

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
	if w == verb || actNouns[w] || losses[w] && strings.HasSuffix(w, "ly") {
		// A loss adverb ("archive_permanently") qualifies the verb.
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
