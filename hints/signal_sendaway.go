package hints

import "strings"

// This file holds the send-away signal: sending a thing to a place that
// keeps it ("Send a card to the archive", "send the shape to back", "send
// the file to the trash") moves it, a reversible write; it reaches no
// one. Sending a message or money, sending to anyone or anywhere else, or
// to a place that names something else ("the back office"), still sends.
// A position ("to the top") must end the phrase ("to the top of the
// public feed" is a place in the feed), and nothing after the place may
// reach further: another destination, a joined act, a party or an owner
// ("to the archive and to all subscribers", "to the folder of the
// client", "on the partner's server", "on Slack", "in the cloud", a
// named system such as "in GitHub"), nor may a later sentence name one
// ("The folder is public to everyone").

// keepingPlaces keep what is sent to them.
var keepingPlaces = set("archive", "archives", "trash", "bin", "back", "front", "bottom", "top",
	"background", "foreground", "backlog", "folder", "drafts")

// sendsAway returns a write when toks[i] is a send whose destination is a
// keeping place and whose object is no message.
func sendsAway(toks []token, i int) (hit, bool) {
	w := toks[i].w
	if !isSend(w) {
		return hit{}, false
	}
	for j := i + 1; j < len(toks) && j <= i+5 && toks[j].sentence == toks[i].sentence; j++ {
		if oneOf(messageObjects)(toks[j].w) || oneOf(moneyObjects)(toks[j].w) || moneyWords[toks[j].w] {
			return hit{}, false
		}
		if toks[j].w != "to" {
			continue
		}
		k := j + 1
		if k < len(toks) && determiners[toks[k].w] {
			k++
		}
		if k < len(toks) && toks[k].sentence == toks[i].sentence && keepingPlaces[toks[k].w] && placeEnds(toks, k) {
			return hit{effect: Writes, idem: idemYes, reason: `description "` + w + ` ... to ` + toks[k].w + `" moves it`, word: w}, true
		}
		return hit{}, false
	}
	return hit{}, false
}

// isSend reports a form of "send" ("sends", "sending", "sent"); the
// first byte is tested before the lexicon's stems are.
func isSend(w string) bool {
	return len(w) >= 4 && w[0] == 's' && (inflectsTo(w, "send") || w == "sent")
}

// moneyWords are sent to someone, never kept ("send funds to the back
// office").
var moneyWords = set("money", "funds", "cash", "payment", "payments", "crypto", "tokens", "coins", "invoice", "invoices")

// placeEnds reports that the place toks[k] ends its phrase ("to the
// archive on a board", "to back."), rather than modifying a noun ("to the
// back office").
func placeEnds(toks []token, k int) bool {
	if k+1 < len(toks) && toks[k+1].sentence == toks[k].sentence && (positions[toks[k].w] || !prepositionAfterPlace[toks[k+1].w]) {
		return false
	}
	for j := k + 1; j < len(toks); j++ {
		same := toks[j].sentence == toks[k].sentence
		if w := toks[j].w; reachers[w] || parties[w] || openWords[w] || same && (joiners[w] || toks[j].listed || toks[j].ident) {
			return false
		}
	}
	return true
}

// prepositionAfterPlace may follow a place that ends its phrase.
var prepositionAfterPlace = set("on", "in", "of", "at", "without", "instead")

// positions are places only as the end of a phrase ("send to back").
var positions = set("back", "front", "bottom", "top", "background", "foreground")

// reachers after a keeping place take what is sent beyond it: another
// destination, an owner, or a place others read.
var reachers = set("to", "s", "recipient", "recipients", "owner", "owners", "team", "teams", "everyone", "anyone",
	"public", "server", "remote", "external", "partner", "partners", "inbox", "feed", "channel", "email", "mail",
	"followers", "subscribers", "cc", "bcc", "webhook")

// modelWords name a language model a tool sends work to ("Send a task
// to a local LLM"): it answers, and nothing reaches a person or a place.
var modelWords = set("llm", "llms", "model", "models", "ai", "chatbot", "gpt", "claude",
	"gemini", "deepseek", "ollama", "mistral", "perplexity", "grok", "llama", "copilot")

// modelHeads name a model only after a model word ("the AI assistant");
// alone they may be a person ("my assistant").
var modelHeads = set("assistant", "assistants")

// modelPlaces after a model word make it a place or a party, not the
// model ("to the model registry", "to the AI team").
var modelPlaces = set("registry", "endpoint", "server", "store", "repository", "repo", "catalog", "hub",
	"service", "provider", "team", "owner", "vendor", "channel", "account", "marketplace")

// asksModel returns a read when toks[i] is a send whose destination is a
// language model ("Send a code task to the local LLM"): the tool asks
// for an answer. Money or an amount sent still moves, and a model that
// acts, or an answer that goes on, still sends.
func asksModel(toks []token, i int) (hit, bool) {
	w := toks[i].w
	if !toModel(toks, i) || modelActs(toks, i) {
		return hit{}, false
	}
	return hit{effect: Reads, idem: idemYes, reason: `description "` + w + ` ... to a model" asks a model for an answer`, word: w, model: true}, true
}

// toModel reports a send at toks[i] whose destination is a language
// model, with no money or amount as its object.
func toModel(toks []token, i int) bool {
	w := toks[i].w
	if !isSend(w) {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+6 && toks[j].sentence == toks[i].sentence; j++ {
		if oneOf(moneyObjects)(toks[j].w) || moneyWords[toks[j].w] || toks[j].w[0] >= '0' && toks[j].w[0] <= '9' {
			return false
		}
		if toks[j].w != "to" {
			continue
		}
		for k := j + 1; k < len(toks) && k <= j+3 && toks[k].sentence == toks[i].sentence; k++ {
			if modelWords[toks[k].w] {
				return modelEnds(toks, k)
			}
		}
		return false
	}
	return false
}

// maxModelSends bounds the sends a description may make and still be a
// question to a model: more is no single question, and weighing each send
// against every other would cost the square of the text's length.
const maxModelSends = 3

// modelActs reports a description that, beside the send to a model at
// toks[i], gives the model tools or does something else: a send
// elsewhere ("Its answer is then sent to the user"), a destructive word,
// or a writing verb where a clause's verb stands ("it closes the
// ticket").
func modelActs(toks []token, i int) bool {
	sends := 0
	for _, t := range toks {
		if isSend(t.w) {
			if sends++; sends > maxModelSends {
				return true
			}
		}
	}
	for j, t := range toks {
		if j == i || t.ident {
			continue
		}
		if reachesPast(toks, j) {
			return true
		}
		if negated(toks, j) {
			continue
		}
		if inflectsTo(t.w, "send") || irregularSends[t.w] {
			if !toModel(toks, j) {
				return true
			}
			continue
		}
		if (t.sentence == toks[i].sentence || saidOfAnswer(toks, j)) && actsAt(toks, j) {
			// Another sentence counts when it is about the answer or
			// the model, not about something else ("Good fit: generate
			// unit tests").
			return true
		}
	}
	return false
}

// reachesPast reports toks[j] as tools the model may call ("tools", "tool
// calls") or an audience its answer is shown to ("publicly").
func reachesPast(toks []token, j int) bool {
	w := toks[j].w
	return w == "tools" || w == "tool" && j+1 < len(toks) && toolUse[toks[j+1].w] ||
		audience[w] || w == "public" || w == "publicly"
}

// actsAt reports a destructive word at toks[j], or a writing or running
// verb where a clause's verb stands, active or passive ("it closes the
// ticket", "is posted as a comment").
func actsAt(toks []token, j int) bool {
	e, ok := lookupAt(toks, j)
	if !ok || e.Noun {
		return false
	}
	if dangerOf(toks, j, e).effect == Destroys {
		return true
	}
	t := toks[j]
	verbSlot := t.listed || j == 0 || toks[j-1].sentence != t.sentence || verbOpeners[toks[j-1].w] || passive(toks, j)
	return verbSlot && (e.Effect >= Writes || e.Exec)
}

// answerWords are the subject of a clause about what a model returns,
// or about the model.
var answerWords = set("it", "its", "answer", "answers", "reply", "replies", "response", "responses", "result",
	"results", "output", "completion", "model", "llm", "ai", "which")

// saidOfAnswer reports a verb toks[j] whose clause is about the model's
// answer or the model: a subject among answerWords at most three words
// before it, in its sentence ("Its answer is posted", "the model may
// change files").
func saidOfAnswer(toks []token, j int) bool {
	for k := j - 1; k >= 0 && k >= j-3 && toks[k].sentence == toks[j].sentence; k-- {
		if answerWords[toks[k].w] {
			return true
		}
	}
	return false
}

// toolUse after "tool" make it the model's ("tool calls", "tool use").
var toolUse = set("call", "calls", "calling", "use", "access")

// modelEnds reports that the model word toks[k], with the model heads
// after it ("AI assistant"), ends the destination and nothing in its
// sentence reaches past it: the next word is no noun it qualifies ("the
// model agency", "the AI agent", "the model's phone"), and no person
// ("who") or further destination ("and then to the customer") follows.
func modelEnds(toks []token, k int) bool {
	same := func(m int) bool { return m < len(toks) && toks[m].sentence == toks[k].sentence }
	for same(k+1) && (modelWords[toks[k+1].w] || modelHeads[toks[k+1].w]) {
		k++
	}
	if same(k + 1) {
		nw := toks[k+1].w
		ends := prepositions[nw] || joiners[nw] || determiners[nw] || verbLike(nw) ||
			strings.HasSuffix(nw, "ed") || strings.HasSuffix(nw, "ing")
		if !ends || modelPlaces[nw] {
			return false
		}
	}
	for m := k + 1; same(m); m++ {
		if w := toks[m].w; w == "who" || w == "whom" || w == "to" && same(m+1) && !verbLike(toks[m+1].w) || parties[w] && toks[m-1].w == "to" {
			return false
		}
	}
	return true
}

// keyWords are what typing sends ("send keys to an element", "send
// keyboard events"): input to a page or an app, not a message.
var keyWords = set("key", "keys", "keystroke", "keystrokes", "keypress", "keypresses", "keyboard", "hotkey", "hotkeys")

// sendsKeys reports a send among ws whose object is keys: ws[i] sends and
// a key word follows within three words, with only determiners or other
// key words before it ("send the keys", "send keyboard events"); keys a
// word qualifies ("send the API keys", "licence keys") are credentials or
// goods, sent to someone.
func sendsKeys(ws []string, i int) bool {
	if !isSend(ws[i]) {
		return false
	}
	j := nearWord(ws, i, 1, 3, in(keyWords))
	if j < 0 {
		return false
	}
	for _, b := range ws[i+1 : j] {
		if !determiners[b] && !keyWords[b] {
			return false
		}
	}
	return true
}

// terminalWords are where typed keys run what they spell: a shell, a
// terminal, a REPL.
var terminalWords = set("tmux", "pane", "panes", "console", "tty", "pty", "repl", "screen")

// typesKeys reports a send of keys at toks[i] that types into a page or
// an app, not into a terminal or a shell, where the keys are a command
// that runs.
func typesKeys(toks []token, i int) bool {
	if !sendsKeys(tokenWords(toks, i, 4), 0) {
		return false
	}
	for j := i + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if codeObjects[toks[j].w] || terminalWords[toks[j].w] {
			return false
		}
	}
	return true
}

// clearsField reports "clear" said of a field's value ("Set assigneeId to
// null to clear", "pass an empty string to clear it", "set both to null
// to clear the override"): an update, not a loss of stored data. What it
// clears must not be many things or a store: "to clear all records",
// "to clear the entire index" lose them.
func clearsField(toks []token, i int) bool {
	if inflects(toks[i].w, clearWords) == "" || near(toks, i, -4, -1, in(emptyValues)) < 0 {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+3 && toks[j].sentence == toks[i].sentence; j++ {
		w := toks[j].w
		if counters[w] || clearAll[w] || storeWords[w] || len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !toks[j].ident {
			return false
		}
		if prepositions[w] || joiners[w] {
			break
		}
	}
	return true
}

// clearAll say all of a thing is cleared ("the entire index").
var clearAll = set("entire", "whole", "full", "any", "each")

// storeWords name a store, whose clearing loses what it held.
var storeWords = set("collection", "table", "index", "database", "db", "cache", "store", "history", "queue",
	"bucket", "inbox", "list", "log", "storage", "data")

// clearWords clear.
var clearWords = set("clear", "unset")

// emptyValues are what a field is set to when it is cleared.
var emptyValues = set("null", "empty", "blank", "nil", "none")

// recipientWords in an input property's name say who receives what is
// sent ("recipient", "to", "cc", "channel").
var recipientWords = set("recipient", "recipients", "to", "cc", "bcc", "email", "emails", "phone", "channel",
	"webhook", "chat", "user", "users")

// namesRecipient reports an input property, at the top or nested, that
// names who receives what a tool sends, by its name or an email format.
func namesRecipient(schema any) bool {
	nodes := 0
	found := findProperty(schema, "", 0, &nodes, func(name string, p map[string]any) bool {
		for _, w := range Words(name) {
			if recipientWords[w] {
				return true
			}
		}
		return p["format"] == "email"
	})
	return found != "" || nodes >= maxSchemaNodes
}

// addressees, as a top-level input's name, say to whom content goes;
// contentInputs are the content.
var addressees = set("to", "recipient", "recipients", "cc", "bcc")
var contentInputs = set("body", "text", "message", "html", "content", "subject")

// addressedContent returns the top-level input that addresses content to
// someone, when the schema also takes the content ("to" and "body"), or
// "". A "to" beside "from" and "since" is a filter, with no content.
func addressedContent(schema any) string {
	content := topProperty(schema, func(name string, p map[string]any) bool {
		return p["type"] == "string" && contentInputs[lower(name)]
	})
	if content == "" {
		return ""
	}
	return topProperty(schema, func(name string, _ map[string]any) bool { return addressees[lower(name)] })
}
