package hints

// This file holds the later-calls signal: a tool named for picking ("set",
// "select", "switch") whose description says it picks what later calls
// act on ("Set the active board for future operations", "Select a page as
// a context for future tool calls") changes in-memory session context,
// which the user does not care about: it reads. What is picked must be
// called active, current, the context or the working one, within the
// opening words: "Set the rate limit for future requests" configures the
// service. Being a read-only path, it demands
// a quiet tool: the description opens with the name's own verb, no
// sentence leads with another change, and nothing in the name,
// description or schema destroys, runs code, offers a destructive mode or
// names a destination.

// contextWords say a thing is what the session works with.
var contextWords = set("active", "current", "context", "working")

// pickVerbs choose what the session works with.
var pickVerbs = set("set", "select", "choose", "switch", "use", "activate")

// laterWords and callWords say "the calls that follow".
var laterWords = set("future", "subsequent", "later")
var callWords = set("call", "calls", "operation", "operations", "request", "requests", "command", "commands",
	"action", "actions", "creation", "invocation", "invocations", "query", "queries", "step", "steps")

// laterCalls returns a read when the name picks what later calls act on,
// and whether it does.
func (ev *evidence) laterCalls(nameWords []string, toks []token, schema any) (hit, bool) {
	nv, first := ev.name, ev.first
	if nv.effect != Writes || !pickVerbs[nv.word] || first.effect != Writes || inflects(first.word, pickVerbs) != nv.word ||
		ev.lead.word != first.word {
		return hit{}, false
	}
	if ev.danger.effect != Unknown || ev.code.effect != Unknown || ev.flag.effect != Unknown || ev.schemaCode.effect != Unknown ||
		ev.opens.effect != Unknown || doubt(nameWords, toks) != "" || placeProperty(schema) != "" || otherChange(toks) || !forLater(toks) {
		return hit{}, false
	}
	if len(toks) == 0 || near(toks, 0, 1, 5, in(contextWords)) < 0 {
		// What is picked must be the session's working context ("the
		// active board", "a page as a context"), not a setting of the
		// service ("Set the rate limit for future requests").
		return hit{}, false
	}
	return hit{effect: Reads, idem: idemYes, reason: `name verb "` + nv.word + `" picks what later calls act on: session context`, word: nv.word, context: "later calls"}, true
}

// forLater reports "future", "subsequent" or "later" before calls in the
// first two sentences, not negated.
func forLater(toks []token) bool {
	for i, t := range toks {
		if t.sentence > 1 {
			break
		}
		if laterWords[t.w] && near(toks, i, 1, 3, in(callWords)) >= 0 && !negated(toks, i) {
			return true
		}
	}
	return false
}

// otherChange reports a writing or destructive verb where a clause's verb
// stands other than a picking one ("Set the board and create a list").
func otherChange(toks []token) bool {
	for i, t := range toks {
		verbSlot := t.listed || i == 0 || toks[i-1].sentence != t.sentence || verbOpeners[toks[i-1].w]
		if t.ident || !verbSlot || i+1 < len(toks) && nounFollowers[toks[i+1].w] {
			continue
		}
		if e, ok := lookup(t.w); ok && e.Effect >= Writes && !e.Noun && inflects(t.w, pickVerbs) == "" {
			return true
		}
	}
	return false
}

// resultPlaces name where a result goes, in an input property's name.
var resultPlaces = set("path", "paths", "file", "filename", "files", "filepath", "dir", "directory", "folder",
	"destination", "dest", "save", "upload", "overwrite", "webhook", "recipient", "recipients", "url", "output")

// placeProperty returns a top-level input property whose name says where
// a result goes, or "".
func placeProperty(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		for _, w := range Words(name) {
			if resultPlaces[w] {
				return name
			}
		}
	}
	return ""
}
