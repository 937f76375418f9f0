package selection

import (
	"strings"

	"github.com/hintgate/hintgate/hints"
	"github.com/kljensen/snowball/english"
)

// synonyms groups the everyday words of tool use: what people say next to
// what tools are called. The first word of a group names it; a group's
// effect (for verbs) is what hints infers from that word. Entries may be
// phrases ("get rid of"). Words are stemmed when the table is loaded, so
// one form of each word is enough.
//
// Keep it general: a group belongs here when it holds for tools of any
// server, not because one request needs it.
var synonyms = [][]string{
	// verbs
	{"delete", "remove", "erase", "drop", "destroy", "purge", "wipe", "forget", "discard", "trash", "get rid of", "rm", "unlink", "factory reset", "tear down"},
	{"create", "make", "add", "new", "spin up", "set up", "open", "start", "generate", "provision", "insert"},
	{"read", "open", "view", "show", "display", "see", "look at", "cat", "contents", "content"},
	{"list", "show", "enumerate", "ls", "browse", "all", "every"},
	{"search", "find", "locate", "lookup", "look for", "look up", "query", "grep", "seek", "where"},
	{"get", "fetch", "retrieve", "obtain", "pull", "download", "grab", "show", "view"},
	{"update", "edit", "modify", "change", "alter", "patch", "set", "tweak", "adjust"},
	{"save", "write", "store", "persist", "record", "keep", "export", "dump", "remember"},
	{"memory", "remember", "memorize", "recall", "memories", "knowledge", "know"},
	{"send", "post", "message", "notify", "tell", "say", "announce", "dm", "broadcast", "publish", "mail", "email", "text"},
	{"reply", "comment", "respond", "answer", "react", "remark"},
	{"cancel", "stop", "end", "terminate", "unsubscribe", "halt", "abort", "kill", "shut down", "shutdown", "power off", "turn off"},
	{"revert", "undo", "reset", "rollback", "roll back", "restore", "go back", "rewind"},
	{"upload", "push", "attach", "import"},
	{"navigate", "go to", "visit", "browse to", "load", "url"},
	{"click", "press", "tap", "hit", "button"},
	{"select", "choose", "pick", "option", "dropdown"},
	{"type", "enter", "fill", "input", "form", "field", "box", "textbox"},
	{"run", "execute", "exec", "invoke", "launch", "command", "shell", "terminal", "script"},
	{"approve", "review", "accept", "sign off", "lgtm"},
	{"deploy", "release", "ship", "rollout", "production", "go live", "make live", "take live", "publish", "live", "unpublish"},
	{"move", "rename", "mv", "relocate"},
	{"copy", "duplicate", "clone", "cp"},
	{"switch", "checkout", "change to"},
	{"share", "invite", "grant", "permission", "access"},
	{"close", "resolve", "finish", "complete", "done", "fixed", "solved"},
	{"refund", "money back", "pay back", "reimburse"},
	{"pay", "payment", "charge", "bill", "checkout", "purchase", "buy", "invoice", "receipt"},
	{"schedule", "calendar", "meeting", "appointment", "event", "book", "agenda", "tomorrow"},
	{"login", "log in", "sign in", "authenticate", "auth"},
	{"count", "how many", "number of", "total", "tally"},
	{"compare", "diff", "difference", "changed", "changes"},
	{"screenshot", "picture", "photo", "image", "snapshot", "screen", "capture", "take a picture", "snap"},
	// nouns
	{"email", "mail", "e-mail", "inbox", "mailbox", "message"},
	{"folder", "directory", "dir"},
	{"file", "document", "doc"},
	{"size", "big", "large", "bytes", "small", "space"},
	{"info", "metadata", "details", "stat", "properties", "attributes"},
	{"time", "date", "when", "timestamp", "modified", "clock", "timezone"},
	{"history", "log", "logs", "timeline", "activity", "recent", "today", "yesterday", "latest"},
	{"status", "state", "progress", "health", "check", "checks", "passing", "failing"},
	{"error", "fail", "failure", "broken", "crash"},
	{"slow", "performance", "latency", "speed", "perf", "optimize"},
	{"issue", "ticket", "bug", "task", "todo", "card", "to-do", "reminder", "remind", "chore"},
	{"pull request", "pr", "merge request", "mr"},
	{"repository", "repo", "codebase"},
	{"code", "function", "class", "symbol", "definition", "source"},
	{"database", "db", "sql", "sqlite", "postgres", "postgresql", "mysql"},
	{"collection", "table"},
	{"user", "people", "person", "member", "team", "staff", "colleague", "coworker", "teammate", "employee", "contact"},
	{"customer", "client", "buyer", "lead", "prospect"},
	{"web", "website", "site", "page", "webpage", "link", "url", "online", "internet", "html", "markup", "dom"},
	{"channel", "room", "chat", "conversation", "thread"},
	{"money", "funds", "cash", "balance", "dollar", "euro", "usd"},
	{"subscription", "recurring", "every month", "monthly", "membership"},
	{"build", "pipeline", "ci", "job", "workflow", "automation", "automate"},
	{"secret", "token", "key", "credential", "password"},
	{"price", "cost", "pricing"},
	{"tree", "hierarchy", "structure", "nested"},
	{"location", "place", "address", "map", "nearby", "street", "city", "near me", "restaurant", "cafe", "coffee shop", "shop", "store", "hotel", "pharmacy", "opening hours"},
	{"weather", "forecast", "temperature"},
	{"spreadsheet", "sheet", "row", "cell"},
	{"summary", "summarize", "tldr", "digest", "overview"},
	{"star", "like", "favorite", "favourite", "bookmark", "upvote"},
	{"follow", "watch", "subscribe"},
	{"directions", "route", "drive", "driving", "travel", "commute", "distance", "how far", "trip", "walk", "walking", "bike", "biking", "bicycle", "cycling", "transit", "get to"},
	{"coordinates", "latitude", "longitude", "lat", "lng", "gps", "geocode", "reverse geocode", "zip code", "postal code", "postcode"},
	{"elevation", "altitude", "height", "sea level"},
	{"docs", "documentation", "wiki", "manual", "handbook", "guide", "knowledge base", "kb", "reference"},
	{"device", "laptop", "phone", "computer", "machine", "mobile", "tablet"},
	{"instance", "vm", "virtual machine", "server", "host", "node"},
	{"scale", "replicas", "replica", "copies", "instances", "resize", "scale down", "scale up", "scale to zero", "down to zero", "autoscale"},
	{"app", "application", "service", "deployment"},
	{"block", "paragraph", "section", "heading", "content", "text"},
	{"article", "post", "blog", "story", "entry", "page", "news", "headline"},
	{"port", "localhost", "tunnel", "forward", "expose"},
	{"schema", "field", "column", "attribute", "property"},
	{"company", "organization", "org", "business", "firm"},
	{"container", "docker", "pod"},
	{"note", "notes", "memo", "jot down", "write down"},
	{"music", "song", "track", "playlist", "album", "artist"},
	{"video", "movie", "clip", "film", "recording", "replay", "playback"},
	{"product", "item", "inventory", "stock", "catalog"},
	{"metrics", "monitoring", "usage", "stats", "statistics", "dashboard", "analytics"},
	{"compress", "zip", "gzip", "tar", "unzip", "decompress"},
	{"calculate", "sum", "add up", "plus", "compute", "math", "arithmetic"},
	{"translate", "translation", "language"},
	{"config", "configuration", "settings", "setting", "preferences", "env", "environment"},
	{"kubernetes", "k8s", "cluster", "kubectl"},
	{"storage", "bucket", "s3", "blob"},
	{"library", "package", "dependency", "module", "framework", "sdk"},
	{"test", "tests", "testing", "spec"},
	{"account", "profile", "signup", "sign up", "register"},
	{"chart", "graph", "plot", "visualize", "diagram"},
	{"alert", "alarm", "incident", "outage", "on-call", "pager"},
	{"http", "request", "endpoint", "curl", "payload", "json body", "rest api", "webhook", "headers"},
	{"cordon", "uncordon", "drain", "evict", "eviction", "unschedulable", "maintenance mode"},
	{"engagement", "activity", "interaction", "touchpoint", "log a call", "phone call", "sales call", "follow-up", "follow up"},
	{"hover", "mouse over", "mouseover", "move the mouse"},
	{"stash", "shelve", "set aside", "put aside", "work in progress", "wip"},
}

// questionWord starts a request for information.
var questionWord = map[string]bool{
	"what": true, "which": true, "who": true, "whom": true, "whose": true, "when": true, "where": true,
	"why": true, "how": true, "is": true, "are": true, "does": true, "do": true, "did": true, "was": true,
}

var (
	// synonymsOf maps a stem, or a phrase of stems joined by spaces, to
	// the keys of its groups ("~" + the group's first word).
	synonymsOf = map[string][]string{}
	// groupEffect is the effect of a group's first word.
	groupEffect = map[string]hints.Effect{}
)

func init() {
	for _, g := range synonyms {
		key := "~" + g[0]
		groupEffect[key] = hints.Infer(g[0], "", "").Effect
		for _, w := range g {
			parts := strings.Fields(w)
			for i, p := range parts {
				parts[i] = english.Stem(p, true)
			}
			s := strings.Join(parts, " ")
			if !contains(synonymsOf[s], key) {
				synonymsOf[s] = append(synonymsOf[s], key)
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// stopword is a word too common to say anything about a tool.
var stopword = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the and or but if then else of to in on at by for with from into onto
	as is are was were be been being am do does did done this that these those it its it's i me my mine we us our
	ours you your yours he him his she her they them their there here what which who whom whose when where why how
	all any some no not only own same so than too very can will just should would could may might must shall s t
	don't let please want need like also about up out over under again further once via using use used uses
	tool tools mcp server given specified provided e g eg etc
	have has had having yet still already ever really ask thing things stuff something anything ve ll re`) {
		stopword[w] = true
	}
}
