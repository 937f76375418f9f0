package hints

import (
	"slices"
	"strings"
)

// associations are links between things rather than things: removing one
// from something ("remove a tag from a task", "remove a member from a
// group") leaves both, and it can be added back.
var associations = set("tag", "tags", "label", "labels", "reaction", "reactions", "emoji", "member", "members",
	"collaborator", "collaborators", "assignee", "assignees", "reviewer", "reviewers", "watcher", "watchers",
	"subscriber", "subscribers", "participant", "participants", "attendee", "attendees", "role", "roles",
	"bookmark", "bookmarks", "favorite", "favorites", "favourite", "favourites", "star", "stars")

// survival are the words of a sentence that says a thing lives on ("the
// task will still exist").
var survival = set("exist", "exists", "remain", "remains", "survive", "survives", "kept")

// unlinkVerbs take a thing out of a container ("remove X from Y").
var unlinkVerbs = set("remove", "removes", "removing")

// unlinks reports whether ws[i] removes something from something else
// ("remove tag from task") where what it removes is an association or, by
// lives, is said to live on: a reversible write, not a loss. Every item
// of a list before "from" must be one ("remove a tag and files from
// disk" deletes files), and a mark removed from where it is defined
// ("remove a label from the repository", "from the system") is deleted.
func unlinks(ws []string, i int, lives func(string) bool) bool {
	if !unlinkVerbs[ws[i]] {
		return false
	}
	from := -1
	for j := i + 1; j < len(ws) && j <= i+5; j++ {
		if ws[j] == "from" {
			from = j
			break
		}
	}
	if from < 0 {
		return false
	}
	item := i + 1
	for j := i + 1; j < from; j++ {
		if joiners[ws[j]] {
			item = j + 1
		}
	}
	person := false
	for _, w := range ws[item:from] {
		if marks[w] {
			return !fromHolder(ws[from:])
		}
		if associations[w] || lives != nil && lives(w) {
			return !fromHolder(ws[from+1:])
		}
		person = person || people[w]
	}
	// A person removed from a group leaves the group, not the system
	// ("from a team and from the system").
	return person && nearWord(ws, from, 1, 3, in(groups)) >= 0 && !fromHolder(ws[from+1:])
}

// marks are associations that are also defined where they are kept: a
// label removed from the repository is deleted from every issue.
var marks = set("tag", "tags", "label", "labels", "role", "roles", "reaction", "reactions", "emoji")

// holders are where things are defined or kept: what is removed from
// one is gone. A person removed from an organization leaves it; only a
// later "from the system" says more.
var holders = set("system", "workspace", "workspaces", "repository", "repositories", "repo", "repos", "account",
	"server", "database", "instance", "site", "registry", "catalog", "store", "disk", "everywhere", "organization", "org")

// fromHolder reports "from" followed by a holder in ws, determiners
// skipped ("and from the system").
func fromHolder(ws []string) bool {
	for j, w := range ws {
		if w != "from" {
			continue
		}
		k := j + 1
		for k < len(ws) && determiners[ws[k]] {
			k++
		}
		if k < len(ws) && holders[ws[k]] {
			return true
		}
	}
	return false
}

// people are persons; groups are what they are members of.
var people = set("user", "users", "person", "people", "contributor", "contributors", "guest", "guests")
var groups = set("team", "teams", "group", "groups", "organization", "organizations", "org", "orgs",
	"channel", "channels", "project", "projects", "conversation", "conversations", "space", "spaces")

// livesOn returns a predicate that reports a noun the description says
// lives on ("The task will still exist"), not negated, in the sentence of
// toks[i] or the two after it.
func livesOn(toks []token, i int) func(string) bool {
	last := toks[i].sentence + 2
	return func(noun string) bool {
		for k := sentenceStart(toks, i); k < len(toks) && toks[k].sentence <= last; k++ {
			if toks[k].w != noun {
				continue
			}
			if j := near(toks, k, 1, 5, in(survival)); j >= 0 && !negated(toks, j) {
				return true
			}
		}
		return false
	}
}

// unlinkInText returns a write hit when toks[i] removes an association
// from something ("Removes a reaction from a message").
func unlinkInText(toks []token, i int) (hit, bool) {
	if !unlinkVerbs[toks[i].w] {
		return hit{}, false
	}
	if !unlinks(sentenceWords(toks, i), 0, livesOn(toks, i)) {
		return hit{}, false
	}
	w := toks[i].w
	return hit{effect: Writes, idem: idemYes, reason: `description "` + w + ` ... from" unlinks, both live on`, word: w, unlink: true}, true
}

// onlyVerbs are never nouns: a name opening with one ("asana_get_tag")
// has its action there, and a word ending the name that is also a noun
// ("tag", "label") is its object.
var onlyVerbs = set("get", "fetch", "retrieve", "find", "describe", "show", "create", "add", "make", "generate")

// directions modify the word after them ("forward geocode", "reverse
// lookup"); "forward an email" is a verb with its object.
var directions = set("forward", "forwards", "reverse", "backward", "inverse")

// modifier reports a direction used as a modifier of the verb after it
// ("forward geocode", "reverse lookup"); before a noun ("forward port
// traffic", "forward an email") it is the verb.
//
// A participle after it is an adjective of its object ("forward fetched
// results"), and "forward ... to" sends ("forward search results to the
// channel").
func modifier(ws []string, i int) bool {
	if !directions[ws[i]] || i+1 >= len(ws) || strings.HasSuffix(ws[i+1], "ed") {
		return false
	}
	if sends[ws[i]] && nearWord(ws, i, 2, 5, func(w string) bool { return w == "to" }) >= 0 {
		return false
	}
	e, ok := lookup(ws[i+1])
	return ok && !e.Noun && e.Effect != Unknown && !oneOf(messageObjects)(ws[i+1])
}

// sends are the directions that are also verbs of sending.
var sends = set("forward", "forwards")

// contentNouns are what people post for others to read; placesOthersRead
// are where they read it. Content made in such a place is published.
var contentNouns = set("post", "posts", "message", "messages", "thread", "threads", "topic", "topics", "announcement", "announcements")
var placesOthersRead = set("channel", "channels", "forum", "forums", "chat", "chats", "chatroom", "room", "rooms", "conversation", "conversations", "group", "groups")

// publishes returns the index of the content noun that the making verb
// ws[i] (entry e) puts in a place others read ("create_forum_post",
// "Creates a new post in a forum channel"), or -1. The noun is the
// verb's object: no preposition comes between them ("Create a channel
// for messages").
func publishes(ws []string, i int, e entry) int {
	if e.Effect != Writes || e.Idempotent != idemNo || e.Weak {
		return -1
	}
	j := nearWord(ws, i, 1, 4, in(contentNouns))
	if j < 0 || nearWord(ws, i, 1, 8, in(placesOthersRead)) < 0 || slices.ContainsFunc(ws[i+1:j], func(w string) bool { return prepositions[w] }) {
		return -1
	}
	return j
}

// subordinators open a clause about when the tool is used ("after
// generating code"): a gerund in one is not the tool's action.
var subordinators = set("after", "before", "when", "while", "since", "upon", "until", "once")

// subordinate reports a gerund within three words after a subordinator
// that does not destroy: "after deleting old records" still says what
// the tool does.
//
// A sentence that opens with the clause and goes on in the third person
// ("After uploading the files, checks them") tells the tool's own steps:
// its gerund is one of them.
//
// A read in a clause with a subject of its own ("after the check
// returned a token", "when the scan reported errors") is that subject's
// act, not the tool's.
func subordinate(toks []token, i int) bool {
	e, _ := lookup(toks[i].w)
	if e.Effect == Destroys {
		return false
	}
	if e.Effect == Reads && inWhenClause(toks, i) {
		return true
	}
	k := near(toks, i, -3, -1, in(subordinators))
	if len(toks[i].w) <= 4 || toks[i].w[len(toks[i].w)-3:] != "ing" || k < 0 {
		return false
	}
	return !(opensSentence(toks, k) && ownSteps(toks, i))
}

// inWhenClause reports toks[i] in a clause a subordinator opens, with a
// subject between them (not a gerund: "when debugging errors to check"),
// within eight words and before any comma or joiner, and not an
// infinitive.
func inWhenClause(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-8 && toks[k].sentence == toks[i].sentence; k-- {
		if subordinators[toks[k].w] {
			return k < i-1 && !strings.HasSuffix(toks[k+1].w, "ing") && toks[i-1].w != "to"
		}
		if toks[k+1].listed {
			return false
		}
	}
	return false
}

// opensSentence reports a token that opens its sentence.
func opensSentence(toks []token, k int) bool {
	return k == 0 || toks[k-1].sentence != toks[k].sentence
}

// ownSteps reports a main clause after the subordinate one at toks[i]
// whose verb is in the third person ("..., checks them"): the tool is
// its subject.
func ownSteps(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if !toks[j].listed {
			continue
		}
		w := toks[j].w
		e, ok := lookup(w)
		return ok && !e.Noun && e.Effect != Unknown && len(w) > 3 && w[len(w)-1] == 's'
	}
	return false
}

// purpose reports a gerund after "for", which names what the tool is for
// ("designed for cleaning up old jobs"), where "for" before a noun is a
// determiner ("for the release").
func purpose(toks []token, i int) bool {
	w := toks[i].w
	return toks[i-1].w == "for" && len(w) > 4 && w[len(w)-3:] == "ing"
}

// clientVerbs log the client in or out, or connect it: ending a name
// ("discord_login"), one acts on the client's own session.
var clientVerbs = set("login", "logout", "logon", "logoff", "signin", "signout", "connect", "disconnect", "reconnect")

// switchVerbs pick what the session works with; after one, a
// connection or profile is session context ("Switch to a
// different connection").
var switchVerbs = set("switch", "switches", "switching", "select", "selects", "choose", "chooses", "use", "uses", "activate", "activates")
var sessionTargets = set("connection", "connections", "profile", "profiles")

// switchesSession returns a read hit when toks[i] switches the session to
// another connection or profile. A kubectl context is not one: switching
// it rewrites the kubeconfig file. Nor is a switch whose description
// destroys anything ("rolling back open transactions").
func switchesSession(toks []token, i int) (hit, bool) {
	if !switchVerbs[toks[i].w] {
		return hit{}, false
	}
	if j := near(toks, i, 1, 4, in(sessionTargets)); j >= 0 && !savesChoice(toks) && doubt(nil, toks) == "" {
		w := toks[i].w
		return hit{effect: Reads, idem: idemYes, reason: `description "` + w + " " + toks[j].w + `" picks session context`, word: w, context: "connection"}, true
	}
	return hit{}, false
}

// destroyingOption reports a top-level input property named for a
// destructive verb ("resetProfile", "clearHistory"): a session switch
// that takes one may lose more than the session.
func destroyingOption(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		if ws := Words(name); len(ws) > 0 {
			if e, ok := lookup(ws[0]); ok && !e.Noun && e.Effect == Destroys {
				return true
			}
		}
	}
	return false
}

// savesChoice reports a description that says the choice is saved
// ("persist it to the configuration file", "saved as the default"): a
// switch that outlives the session.
func savesChoice(toks []token) bool {
	for i, t := range toks {
		if (savingVerbs[baseOf(t.w)] || t.w == "written") && !negated(toks, i) {
			return true
		}
	}
	return false
}

// sessionName returns the name's verb, or a read when what it acts on is
// session context: the description's first verb acts on it (the name's
// own verb, "clear_working_dir": "Clear the session working directory";
// one that says what a writing name does to the browser's view,
// "browser_hide_highlight": "Remove a highlight overlay"; a client
// connection, "switch_connection": "Switch to a different connection"),
// or the name ends in a client verb ("discord_login") and the description,
// not empty, leads with no other change ("repo_connect" alone may
// connect a repository to something). Never with a destructive flag,
// code or word.
func (ev *evidence) sessionName(nameWords []string) hit {
	nv, first := ev.name, ev.first
	if h, ok := ev.clearsConsole(nameWords); ok {
		return h
	}
	if ev.flag.effect != Unknown || ev.schemaCode.effect != Unknown || destroyingOption(ev.schema) || ev.danger.effect == Destroys && ev.danger.idem == idemYes {
		return nv
	}
	if ev.sessionVerb != "" {
		last := nameWords[len(nameWords)-1]
		own := nv.word == last || sessionTargets[last]
		if nv.effect == Destroys && nv.word == ev.sessionVerb && ev.onlyConsole(nameWords) || nv.effect == Writes && (viewObjects[first.context] || first.context == "connection" && own) {
			return ev.lead
		}
	}
	if nv.effect == Writes && clientVerbs[nv.word] && nv.word == nameWords[len(nameWords)-1] && ev.described &&
		ev.danger.effect == Unknown && ev.code.effect == Unknown && (ev.lead.effect <= Reads || ev.lead.weak) && !takesPassword(ev.schema) {
		return hit{effect: Reads, idem: idemYes, reason: `name ends in "` + nv.word + `": the client's own session`, word: nv.word, context: "connection"}
	}
	return nv
}

// takesPassword reports a top-level input for a password: a login given
// one ("docker-login": username, password) stores the credentials it is
// given, which outlives the session; one that uses a configured token
// does not.
func takesPassword(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		if slices.Contains(Words(name), "password") {
			return true
		}
	}
	return false
}

// lifecycleWords in a destructive option's name say when what the call
// makes goes away ("removeOnComplete", "deleteAfterRun",
// "removeWhenDone"): a lifecycle option of a create.
var lifecycleWords = set("on", "after", "when", "upon")

// lifecycleOption reports a destructive option named for the event that
// triggers it.
func lifecycleOption(ws []string) bool {
	return len(ws) >= 3 && lifecycleWords[ws[1]]
}

// sentenceWords returns the words of toks from i to the end of its
// sentence, at most 24.
func sentenceWords(toks []token, i int) []string {
	var out []string
	for j := i; j < len(toks) && j < i+24 && toks[j].sentence == toks[i].sentence; j++ {
		out = append(out, toks[j].w)
	}
	return out
}

// comingToKnow are the reading verbs of learning and of gathering web
// content ("learn the API", "consult the docs", "scrape a site"): they
// read only as long as the description joins no change to them.
var comingToKnow = set("learn", "study", "understand", "consult", "scrape", "crawl")

// learnsThenWrites returns the description's lead when a read decided
// by a verb of coming to know has a writing verb joined to it ("Learn
// from feedback and update the model weights", "Scrape a site and write
// the pages to disk").
func (ev *evidence) learnsThenWrites(h hit) hit {
	if h.effect == Reads && comingToKnow[baseOf(h.word)] && ev.lead.effect == Writes && !ev.lead.weak {
		return ev.lead
	}
	return h
}

// actingNouns are acts whose word is also the act's noun ("a build", "the
// deploy", "an order"); recordHeads are records kept of an act.
var (
	actingNouns = set("build", "deploy", "order", "place", "sync", "run", "release", "commit", "merge", "pull",
		"import", "export", "upload", "download", "backup", "restore", "transfer", "call", "job", "scan", "crawl",
		// Deals kept as documents ("erpnext_purchase_invoice_get",
		// "employee_checkin_list").
		"purchase", "refund", "deposit", "checkin", "checkout",
		// A kind and a measure ("fs_type_summary", "cpu_load_stats").
		"type", "load",
		// Records a verb makes, that a name lists or gets
		// ("wikijs_tag_list", "jenkins_list_queue").
		"tag", "label", "queue", "schedule", "comment", "note", "record", "review")
	recordHeads = set("status", "logs", "log", "history", "info", "details", "metrics", "stats",
		"statistics", "usage", "health", "results", "summary", "overview", "report")
)

// carryingActs move or copy data, so a record may be their object as
// well as their record ("upload_logs", "backup_history", "export_logs"
// carry logs and history, "restore_health" and "upload_usage" a health
// and a usage); only the status of such an act is its record alone
// ("memory_sync_status", "import_status"). A commit's log and history
// are its record ("commit_history").
var (
	carryingActs = set("sync", "import", "export", "upload", "download", "backup", "restore", "transfer",
		"merge")
	stateHeads = set("status")
)

// recordOf reports that ws[i], an act that is also a noun, is followed
// by the record of it that ends the name ("capgo_build_logs",
// "firebase_deploy_status"): the name says what it reads, not that it
// acts.
func recordOf(ws []string, i int) bool {
	return actingNouns[ws[i]] && i+2 == len(ws) && recordHeads[ws[i+1]] &&
		(!carryingActs[ws[i]] || stateHeads[ws[i+1]])
}

// testsAct reports "test" before a verb that writes or destroys in a
// name ("test_delete", "test_refund"): testing the act does it, so the
// act names the tool.
func testsAct(ws []string, i int) bool {
	if ws[i] != "test" || i+1 >= len(ws) {
		return false
	}
	e, ok := lookup(ws[i+1])
	return ok && e.Effect >= Writes && !e.Noun
}
