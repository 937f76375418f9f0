package hints

import (
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"unicode"
	"unicode/utf8"
)

// Effect is what inference believes a tool does, from least to most dangerous.
type Effect uint8

const (
	// Unknown means no signal: inference says nothing.
	Unknown Effect = iota
	// Reads means the tool only reads.
	Reads
	// Writes means an additive or reversible change.
	Writes
	// Destroys means data loss or an irreversible, externally visible change.
	Destroys
)

var effectNames = [...]string{"unknown", "read", "write", "destructive"}

func (e Effect) String() string {
	if int(e) < len(effectNames) {
		return effectNames[e]
	}
	return "Effect(?)"
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

// word is a lexicon entry.
type word struct {
	effect Effect
	// weak verbs ("post", "run", "manage", "handle") only count when
	// nothing more specific is found.
	weak bool
	// idem: 1 idempotent, -1 not idempotent, 0 no signal.
	idem int8
	// exec marks verbs that become destructive with a code object
	// ("run a command", "evaluate JavaScript").
	exec bool
	// noun marks nouns that say "reading" when no verb is present
	// ("db-stats", "mongodb-logs").
	noun bool
	// objects: when set, the word is destructive only if one of these
	// follows within three words ("post a message"), else its effect.
	objects []string
}

var lexicon = map[string]word{}

func add(effect Effect, idem int8, words ...string) {
	for _, w := range words {
		lexicon[w] = word{effect: effect, idem: idem}
	}
}

func set(w string, e word) { lexicon[w] = e }

var messageObjects = []string{"message", "messages", "email", "emails", "mail", "sms", "text", "reply", "tweet", "chat", "notification", "dm"}

// storageObjects make "format" destructive.
var storageObjects = []string{"disk", "disks", "drive", "drives", "volume", "volumes", "partition", "partitions", "device", "devices", "filesystem", "card", "storage", "usb", "ssd", "hdd"}

// codeObjects follow an exec verb to make it run arbitrary code.
var codeObjects = map[string]bool{
	"command": true, "commands": true, "cmd": true, "code": true, "script": true, "scripts": true,
	"shell": true, "javascript": true, "js": true, "snippet": true, "program": true, "python": true,
	"bash": true, "powershell": true, "terminal": true, "sql": true, "statement": true, "binary": true,
	"executable": true, "playwright": true, "expression": true,
}

func init() {
	add(Reads, 1,
		"get", "list", "read", "search", "find", "query", "show", "view", "describe", "inspect",
		"fetch", "retrieve", "lookup", "count", "explain", "check", "validate", "verify",
		"analyze", "analyse", "summarize", "summarise", "preview", "browse", "wait", "poll",
		"monitor", "diff", "compare", "blame", "discover", "explore", "scan", "ping", "echo",
		"lint", "audit", "estimate", "calculate", "compute", "parse", "diagnose", "screenshot",
		"snapshot", "capture", "hover", "highlight", "aggregate", "export", "download", "look",
		"peek", "observe", "print", "display", "render", "review", "debug", "measure", "test",
		"identify", "recommend", "suggest", "resolve", "whoami", "open", "help", "tail", "grep",
		"glob", "stat", "examine", "detect", "trace", "track", "infer", "translate", "extract",
		"visualize", "sample", "scroll", "wheel", "annotate", "reflog", "return", "gather", "collect")
	for _, n := range []string{"stats", "statistics", "status", "logs", "log", "history", "info",
		"schema", "tree", "metadata", "details", "instructions", "usage", "health", "messages",
		"indexes", "size", "version", "versions", "documentation", "docs", "knowledge", "results",
		"report", "summary", "overview", "metrics", "profile", "balance"} {
		lexicon[n] = word{effect: Reads, idem: 1, noun: true}
	}
	add(Writes, 1,
		"set", "update", "configure", "put", "upsert", "ensure", "enable", "disable", "assign",
		"unassign", "label", "rename", "tag", "mark", "lock", "unlock", "select", "switch",
		"checkout", "resize", "emulate", "sync", "install", "restart", "pause", "resume", "stop",
		"close", "disconnect", "logout", "unsubscribe", "unfollow", "unstar", "approve", "reject",
		"scale", "upgrade", "downgrade", "edit", "modify", "change", "patch", "save", "store",
		"move", "archive", "star", "follow", "subscribe", "like", "pin", "unpin", "mute",
		"unmute", "toggle", "hide", "unhide", "init", "initialize", "fill", "type", "press",
		"navigate", "go", "goto", "reload", "refresh", "load", "register", "login", "connect",
		"attach", "mount", "focus", "record", "transition")
	add(Writes, -1,
		"create", "add", "insert", "append", "new", "make", "build", "generate", "write",
		"upload", "import", "copy", "clone", "fork", "commit", "stage", "apply", "start", "trigger",
		"rerun", "retry", "schedule", "invite", "comment", "react", "click", "drag", "pull",
		"push", "cherry", "pick", "provision", "allocate", "reserve", "book", "duplicate", "order",
		"increment", "decrement", "enqueue", "queue", "spawn", "launch", "tap",
		"draw", "ask")
	add(Destroys, 1,
		"delete", "remove", "rm", "del", "drop", "destroy", "purge", "truncate", "kill",
		"terminate", "revoke", "wipe", "erase", "overwrite", "replace", "reset", "clear", "clean",
		"prune", "discard", "rebase", "squash", "uninstall", "undeploy", "unpublish", "unlink",
		"unregister", "teardown", "shutdown", "reboot", "restore", "revert", "rollback", "expunge",
		"obliterate", "nuke", "invalidate", "evict", "ban", "suspend", "deactivate",
		"unset", "detach", "deletion", "removal", "shred", "zap", "scrub", "annihilate", "reformat",
		"demolish", "incinerate", "defenestrate", "eradicate", "exterminate", "zeroize", "zeroise")
	add(Destroys, -1,
		"merge", "deploy", "publish", "release", "send", "reply", "forward", "broadcast",
		"retweet", "submit", "cancel", "finalize", "void", "refund",
		"charge", "pay", "payout", "transfer", "withdraw", "wire", "sell", "buy", "purchase",
		"transact", "exec", "sudo", "unsafe", "dangerous", "irreversible",
		"irreversibly", "permanently", "force", "overwrites", "chmod", "chown")
	set("post", word{effect: Writes, weak: true, idem: -1, objects: messageObjects})
	set("run", word{effect: Writes, weak: true, idem: -1, exec: true})
	set("execute", word{effect: Writes, weak: true, idem: -1, exec: true})
	set("evaluate", word{effect: Reads, weak: true, idem: 1, exec: true})
	set("eval", word{effect: Destroys, idem: -1})
	set("invoke", word{effect: Writes, weak: true, idem: -1, exec: true})
	set("call", word{effect: Writes, weak: true, idem: -1})
	set("manage", word{effect: Writes, weak: true})
	set("handle", word{effect: Writes, weak: true})
	set("process", word{effect: Writes, weak: true})
	set("perform", word{effect: Writes, weak: true})
	set("do", word{effect: Writes, weak: true})
	set("use", word{effect: Unknown, weak: true})
	set("notify", word{effect: Destroys, idem: -1})
	// "format a string" returns text; "format a disk" wipes it.
	set("format", word{effect: Reads, idem: 1, objects: storageObjects})
	set("message", word{effect: Writes, weak: true, noun: true, idem: -1})
}

// inflect returns the lexicon entry for w or its inflections
// ("deletes", "deleted", "deleting", "dropped", "removes").
func lookup(w string) (word, bool) {
	if e, ok := lexicon[w]; ok {
		return e, true
	}
	n := len(w)
	try := func(base string) (word, bool) {
		if len(base) < 2 {
			return word{}, false
		}
		e, ok := lexicon[base]
		if ok && e.noun {
			return word{}, false
		}
		return e, ok
	}
	switch {
	case n > 4 && strings.HasSuffix(w, "ing"):
		b := w[:n-3]
		if e, ok := try(b); ok {
			return e, true
		}
		if e, ok := try(b + "e"); ok {
			return e, true
		}
		if len(b) > 2 && b[len(b)-1] == b[len(b)-2] {
			return try(b[:len(b)-1])
		}
	case n > 3 && strings.HasSuffix(w, "ed"):
		b := w[:n-2]
		if e, ok := try(b); ok {
			return e, true
		}
		if e, ok := try(w[:n-1]); ok {
			return e, true
		}
		if len(b) > 2 && b[len(b)-1] == b[len(b)-2] {
			return try(b[:len(b)-1])
		}
		if strings.HasSuffix(b, "i") {
			return try(b[:len(b)-1] + "y")
		}
	case n > 3 && strings.HasSuffix(w, "ies"):
		return try(w[:n-3] + "y")
	case n > 3 && strings.HasSuffix(w, "es"):
		if e, ok := try(w[:n-2]); ok {
			return e, true
		}
		return try(w[:n-1])
	case n > 2 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return try(w[:n-1])
	}
	return word{}, false
}

// Words splits an identifier into lower-case words: snake_case, camelCase,
// kebab-case, dotted namespaces and digits all separate words
// ("nc_notes_delete_note", "deleteRepository", "git-push", "memory.show").
func Words(s string) []string {
	var out []string
	start := -1
	var prev rune
	flush := func(end int) {
		if start >= 0 {
			out = append(out, lower(s[start:end]))
			start = -1
		}
	}
	for i, r := range s {
		switch {
		case unicode.IsLetter(r):
			if unicode.IsUpper(r) && start >= 0 {
				next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
				if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && unicode.IsLower(next) {
					flush(i)
				}
			}
		case unicode.IsDigit(r):
			if start >= 0 && !unicode.IsDigit(prev) {
				flush(i)
			}
		default:
			flush(i)
			prev = r
			continue
		}
		if start < 0 {
			start = i
		}
		prev = r
	}
	flush(len(s))
	return out
}

// lower lower-cases s, without allocating when it already is.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// token is a word of running text, with whether it reads as an identifier
// (inside backticks, or followed by "(" or ":" as in an argument list).
type token struct {
	w     string
	ident bool
	// listed is true when the word follows a comma, "or" or "and".
	listed bool
	// sentence is the index of the sentence the token is in.
	sentence int
}

func textTokens(s string) []token {
	if len(s) > maxInferText {
		s = s[:maxInferText]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	out := make([]token, 0, len(s)/6)
	sentence := 0
	inTick := false
	comma := false
	at := func(i int) rune { // the rune at byte i, or 0 at the end
		if i >= len(s) {
			return 0
		}
		r, _ := utf8.DecodeRuneInString(s[i:])
		return r
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '`' {
			inTick = !inTick
			i += size
			continue
		}
		if r == '.' || r == '!' || r == '?' || r == '\n' && at(i+size) == '\n' {
			if i+size >= len(s) || unicode.IsSpace(at(i+size)) {
				sentence++
			}
			i += size
			continue
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			if r == ',' || r == ';' || r == '/' {
				comma = true
			}
			i += size
			continue
		}
		j := i
		for j < len(s) {
			c, n := utf8.DecodeRuneInString(s[j:])
			if !(unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || c == '-' && unicode.IsLetter(at(j+n))) {
				break
			}
			j += n
		}
		raw := s[i:j]
		k := j
		for k < len(s) && s[k] == ' ' {
			k++
		}
		ident := inTick || k < len(s) && (s[k] == '(' || s[k] == ':' && k == j) ||
			strings.IndexByte(raw, '_') >= 0 || hasInnerUpper(raw)
		for _, w := range Words(raw) {
			listed := comma || len(out) > 0 && joiners[out[len(out)-1].w]
			out = append(out, token{w: w, ident: ident, sentence: sentence, listed: listed})
			comma = false
		}
		i = j
	}
	return out
}

var joiners = map[string]bool{"or": true, "and": true, "then": true}

// hasInnerUpper reports camelCase ("listFollowedProjects"): an upper-case
// letter after the first and a lower-case letter somewhere. Words in
// capitals ("DELETE") are words, not identifiers.
func hasInnerUpper(s string) bool {
	inner, lower := false, false
	for i, r := range s {
		if i > 0 && unicode.IsUpper(r) {
			inner = true
		}
		if unicode.IsLower(r) {
			lower = true
		}
	}
	return inner && lower
}

var negations = map[string]bool{"not": true, "never": true, "without": true, "no": true, "cannot": true, "can't": true, "doesn": true, "won": true, "don": true, "nor": true, "prevent": true, "preview": true, "dry": true, "before": true}

var preamble = map[string]bool{"this": true, "tool": true, "will": true, "can": true, "helps": true, "help": true, "you": true, "allows": true, "lets": true, "to": true, "used": true, "is": true, "be": true, "that": true, "a": true, "an": true, "the": true, "it": true, "please": true, "function": true, "endpoint": true, "operation": true, "api": true, "mcp": true, "simply": true, "quickly": true, "easily": true, "also": true}

// hit is one piece of evidence.
type hit struct {
	effect Effect
	weak   bool
	idem   int8
	reason string
}

// nameVerb returns the action of an identifier: its first verb. Later
// words are its objects ("slack_get_thread_replies" gets replies), except
// that a write verb can be escalated by a later destructive verb
// ("create_or_replace") or a bulk modifier ("update-many").
func nameVerb(ws []string, where string) (verb, noun hit) {
	for i, w := range ws {
		e, ok := lookup(w)
		if !ok || e.effect == Unknown {
			continue
		}
		h := hit{effect: e.effect, weak: e.weak, idem: e.idem, reason: where + ` verb "` + w + `"`}
		if e.noun {
			if noun.effect == Unknown {
				noun = hit{effect: e.effect, idem: e.idem, reason: where + ` noun "` + w + `"`}
			}
			continue
		}
		if e.exec && followedBy(ws, i, codeObjects) {
			return hit{effect: Destroys, idem: -1, reason: where + ` runs code: "` + w + " " + ws[i+1] + `"`}, noun
		}
		for _, o := range e.objects {
			if containsNear(ws, i, o) {
				return hit{effect: Destroys, idem: -1, reason: where + ` "` + w + " " + o + `"`}, noun
			}
		}
		if h.effect == Writes && bulkVerbs[w] && followedBy(ws, i, bulkWords) {
			return hit{effect: Destroys, idem: -1, reason: where + ` bulk change "` + w + " " + ws[i+1] + `"`}, noun
		}
		// A second verb joined by "or"/"and"/"then" ("create_or_replace",
		// "get_and_delete") is another action, and the more dangerous one
		// wins; without a joint it is an object ("create_merge_request").
		if later, ok := joinedVerb(ws, i+1, h.effect); ok {
			return later.with(where), noun
		}
		return h, noun
	}
	return hit{}, noun
}

// joinedVerb finds a verb more dangerous than effect joined to the action
// by "or", "and" or "then" in ws[from:].
func joinedVerb(ws []string, from int, effect Effect) (hit, bool) {
	joined := false
	for _, later := range ws[from:] {
		if later == "or" || later == "and" || later == "then" {
			joined = true
			continue
		}
		if !joined {
			continue
		}
		if le, ok := lookup(later); ok && !le.noun && le.effect > effect && !le.weak {
			return hit{effect: le.effect, idem: le.idem, reason: ` verb "` + later + `"`}, true
		}
	}
	return hit{}, false
}

// with prefixes h's reason with where the evidence is.
func (h hit) with(where string) hit {
	h.reason = where + h.reason
	return h
}

var bulkVerbs = map[string]bool{"update": true, "modify": true, "set": true, "patch": true, "edit": true, "change": true, "updates": true, "modifies": true}
var bulkWords = map[string]bool{"many": true, "all": true, "bulk": true, "every": true}

func followedBy(ws []string, i int, set map[string]bool) bool {
	for j := i + 1; j < len(ws) && j <= i+3; j++ {
		if set[ws[j]] {
			return true
		}
	}
	return false
}

func containsNear(ws []string, i int, o string) bool {
	for j := i + 1; j < len(ws) && j <= i+3; j++ {
		if ws[j] == o {
			return true
		}
	}
	return false
}

// destructiveFlags are the first words of input properties that switch a
// tool into a destructive mode ("force", "dropTarget", "overwrite").
var destructiveFlags = map[string]bool{"force": true, "overwrite": true, "delete": true, "drop": true, "purge": true, "remove": true, "hard": true, "destroy": true, "truncate": true, "wipe": true, "prune": true, "replace": true}

func schemaFlag(schema any) string {
	m, ok := schema.(map[string]any)
	if !ok {
		return ""
	}
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return ""
	}
	found := ""
	for name := range props {
		ws := Words(name)
		if len(ws) > 0 && destructiveFlags[ws[0]] && (found == "" || name < found) {
			found = name
		}
	}
	return found
}

// InferTool is [Infer] on a tool definition; it also reads the input
// schema, where a "force" or "dropTarget" flag reveals a destructive mode.
func InferTool(t *mcp.Tool) Inference {
	return infer(t.Name, t.Title, t.Description, t.InputSchema)
}

// Infer reads a tool's name, title and description and says what it does.
// It reports Unknown honestly when nothing in the text is a known signal.
//
// The first verb of the name is the tool's action ("get_thread_replies"
// reads); a read verb there is believed unless the description shows the
// tool running arbitrary code. A write verb is escalated by any destructive
// signal in the description (a destructive mode of a multi-mode tool,
// "overwrites", "refund"). Without a specific verb in the name ("git_stash",
// "API-post-search", "label_write"), the description's leading verbs decide.
func Infer(name, title, description string) Inference {
	return infer(name, title, description, nil)
}

func infer(name, title, description string, schema any) Inference {
	nameWords := Words(name)
	nv, nn := nameVerb(nameWords, "name")
	tv, _ := nameVerb(Words(title), "title")
	if nv.effect == Unknown || nv.weak && tv.effect != Unknown && !tv.weak {
		nv = tv
	}
	toks := textTokens(description)
	lead, danger, code := scanText(toks)
	if flag := schemaFlag(schema); flag != "" && danger.effect == Unknown {
		danger = hit{effect: Destroys, idem: -1, reason: `input property "` + flag + `"`}
	}

	var h hit
	switch {
	case nv.effect == Destroys:
		h = nv
	case code.effect == Destroys:
		h = code
	case lead.effect == Destroys && !lead.weak:
		// The description's own action, even beside a read verb
		// ("Reads a file and deletes it").
		h = lead
	case nv.effect == Reads && !nv.weak:
		h = nv
	case danger.effect == Destroys:
		h = danger
	case nv.effect != Unknown && !nv.weak:
		h = nv
	case lead.effect != Unknown && !lead.weak:
		h = lead
	case nv.effect != Unknown:
		h = nv
	case lead.effect != Unknown:
		h = lead
	case nn.effect != Unknown:
		h = nn
	}
	var inf Inference
	inf.Effect, inf.Reason = h.effect, h.reason
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
	if h.effect >= Writes && h.idem != 0 {
		inf.Idempotent = Guess{true, h.idem > 0, h.reason}
	}
	inf.OpenWorld = openWorld(nameWords, toks)
	if h.effect != Destroys {
		inf.Doubt = doubt(nameWords, toks)
	}
	return inf
}

// doubt returns the first destructive word of the name or description in
// any grammatical role, unless negated ("does not delete").
func doubt(nameWords []string, toks []token) string {
	for _, w := range nameWords {
		if e, ok := lookup(w); ok && e.effect == Destroys && !e.noun {
			return `name word "` + w + `"`
		}
	}
	for i, t := range toks {
		e, ok := lookup(t.w)
		if !ok || e.noun || e.effect != Destroys && objectNear(toks, i, e.objects) == "" {
			continue
		}
		negated := false
		for j := max(0, i-3); j < i; j++ {
			negated = negated || negations[toks[j].w]
		}
		if !negated {
			return `description word "` + t.w + `"`
		}
	}
	return ""
}

var determiners = map[string]bool{"the": true, "new": true, "a": true, "an": true, "this": true, "that": true, "its": true, "their": true, "each": true, "any": true, "for": true, "of": true, "per": true, "was": true, "were": true, "is": true, "are": true, "been": true, "be": true, "being": true, "your": true, "my": true}
var nounFollowers = map[string]bool{"steps": true, "request": true, "requests": true, "step": true, "suggestions": true, "suggestion": true, "operations": true, "operation": true, "notes": true, "history": true, "information": true, "info": true, "status": true, "date": true, "id": true, "ids": true, "policy": true, "candidates": true, "events": true, "logs": true, "reason": true, "count": true}

// objectNear returns the first of objects within three words either side
// of toks[i] in the same sentence ("format the disk", "the disk and formats it").
func objectNear(toks []token, i int, objects []string) string {
	for j := max(0, i-3); j < len(toks) && j <= i+3; j++ {
		if j != i && toks[j].sentence == toks[i].sentence && slices.Contains(objects, toks[j].w) {
			return toks[j].w
		}
	}
	return ""
}

// nounPhrase reports a word that modifies a noun within the next two words
// ("drop index suggestions"), so is not a verb.
func nounPhrase(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+2; j++ {
		if nounFollowers[toks[j].w] {
			return true
		}
	}
	return false
}

// scanText finds the leading verb of a description (the most dangerous
// verb of its first sentence, so "List, create, close, or select a tab"
// writes), the first destructive signal anywhere in it, and whether it
// runs arbitrary code.
func scanText(toks []token) (lead, danger, code hit) {
	first := true
	for i, t := range toks {
		if t.sentence > 0 || i > 40 {
			break
		}
		if preamble[t.w] || t.ident {
			continue
		}
		e, ok := lookup(t.w)
		if !ok || e.noun || e.effect == Unknown || i > 0 && determiners[toks[i-1].w] {
			continue
		}
		if !first && (!t.listed || strings.HasSuffix(t.w, "ed") || strings.HasSuffix(t.w, "ing") || nounPhrase(toks, i)) {
			continue
		}
		h := hit{effect: e.effect, weak: e.weak, idem: e.idem, reason: `description verb "` + t.w + `"`}
		if o := objectNear(toks, i, e.objects); o != "" {
			h = hit{effect: Destroys, idem: -1, reason: `description "` + t.w + `" with "` + o + `"`}
		}
		if first || h.effect > lead.effect && !h.weak {
			if first || lead.weak || h.effect > lead.effect {
				lead = h
			}
		}
		first = false
	}
	for i, t := range toks {
		if t.ident {
			continue
		}
		if t.w == "arbitrary" && i+1 < len(toks) && codeObjects[toks[i+1].w] {
			code = hit{effect: Destroys, idem: -1, reason: `description "arbitrary ` + toks[i+1].w + `"`}
			return
		}
		e, ok := lookup(t.w)
		if !ok || e.noun {
			continue
		}
		skip := i > 0 && determiners[toks[i-1].w] || i+1 < len(toks) && nounFollowers[toks[i+1].w]
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if negations[toks[j].w] {
				skip = true
			}
		}
		if skip {
			continue
		}
		switch {
		case e.exec:
			for j := i + 1; j < len(toks) && j <= i+3; j++ {
				if codeObjects[toks[j].w] {
					code = hit{effect: Destroys, idem: -1, reason: `description runs code: "` + t.w + " " + toks[j].w + `"`}
					return
				}
			}
		case e.effect == Destroys && danger.effect == Unknown:
			danger = hit{effect: Destroys, idem: e.idem, reason: `description word "` + t.w + `"`}
		case e.objects != nil && danger.effect == Unknown:
			for j := i + 1; j < len(toks) && j <= i+3; j++ {
				for _, o := range e.objects {
					if toks[j].w == o {
						danger = hit{effect: Destroys, idem: -1, reason: `description "` + t.w + " " + o + `"`}
					}
				}
			}
		case bulkVerbs[t.w] && danger.effect == Unknown && i+1 < len(toks) && bulkWords[toks[i+1].w]:
			danger = hit{effect: Destroys, idem: -1, reason: `description bulk change "` + t.w + " " + toks[i+1].w + `"`}
		}
	}
	return
}

var closedWords = map[string]bool{"memory": true, "session": true, "config": true, "configuration": true, "local": true, "locally": true, "file": true, "files": true, "directory": true, "directories": true, "filesystem": true, "graph": true, "cache": true, "clipboard": true, "sandbox": true, "offline": true, "workspace": true, "disk": true, "path": true, "calculator": true}
var openWords = map[string]bool{"url": true, "urls": true, "http": true, "https": true, "web": true, "website": true, "internet": true, "online": true, "remote": true, "api": true, "cloud": true, "email": true, "slack": true, "github": true, "gitlab": true, "stripe": true, "third": true, "external": true, "network": true, "webhook": true, "browser": true, "atlas": true, "jira": true, "notion": true, "saas": true, "command": true, "shell": true}

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
