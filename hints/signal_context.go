package hints

// This file holds the later-calls signal: a tool named for picking ("set",
// "select", "switch") whose description says it picks what later calls
// act on ("Set the active board for future operations", "Select a page as
// a context for future tool calls") changes in-memory session context,
// which the user does not care about: it reads. What is picked must be
// called the active one or the context right after the verb ("Set the
// active board for", "Select a page as a context"): "Set the rate limit
// for future requests" configures the service, and "Set the current
// password for future requests" a value. Being a read-only path, it
// demands a quiet tool: the description opens with the name's own verb,
// no sentence leads with another change, nothing in the name,
// description or schema destroys, runs code, offers a destructive mode or
// names a destination, no word of the description or of an input
// property's description (at any depth) changes anything, each later
// sentence opens with a read or a pointer to another tool, and no input
// property or enum member makes the choice last ("scope": "global",
// "persist", "default").

// contextWords, after "as", say a thing is what the session works with.
var contextWords = set("active", "context")

// pickArticles may open what is picked.
var pickArticles = set("the", "a", "an", "your", "this", "that")

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
	if !pickedContext(toks) || !quietInputs(schema, 0) || otherNameVerb(nameWords) || !quietText(toks) ||
		!plainAfter(toks, nameWords, pickedEnd(toks)) || !plainTitle(ev.title, nameWords) {
		// What is picked must be the session's working context ("the
		// active board", "a page as a context"), not a setting of the
		// service ("Set the rate limit for future requests"), and the
		// inputs must change nothing.
		return hit{}, false
	}
	return hit{effect: Reads, idem: idemYes, reason: `name verb "` + nv.word + `" picks what later calls act on: session context`, word: nv.word, context: "later calls"}, true
}

// otherNameVerb reports a joiner or a verb that changes something among
// the name's words besides its picking verb ("set_active_board_and_archive_others").
func otherNameVerb(ws []string) bool {
	for _, w := range ws {
		if e, ok := lookup(w); joiners[w] || ok && !e.Noun && e.Effect >= Writes && !pickVerbs[w] {
			return true
		}
	}
	return false
}

// pickedContext reports that the first sentence picks the active thing
// right after its verb: "Set the active board for", "Switch to the active
// board for", "Select a page as a context".
func pickedContext(toks []token) bool {
	k := 1
	if k < len(toks) && toks[k].w == "to" {
		k++
	}
	if k < len(toks) && pickArticles[toks[k].w] {
		k++
	}
	active := k < len(toks) && toks[k].w == "active"
	if active {
		k++
	}
	j := pickedNoun(toks, k)
	if j < 0 {
		return false
	}
	if active && toks[j].w == "for" {
		return true
	}
	if toks[j].w != "as" {
		return false
	}
	j++
	if j < len(toks) && pickArticles[toks[j].w] {
		j++
	}
	return j < len(toks) && toks[j].sentence == 0 && contextWords[toks[j].w]
}

// pickedEnd returns the index of the "for" or "as" that ends what the
// first sentence picks ("Set the active board for"), which
// [evidence.laterCalls] has found.
func pickedEnd(toks []token) int {
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if t.w == "for" || t.w == "as" {
			return i
		}
	}
	return 0
}

// pickedNoun returns the index of "for" or "as" after one or two words of
// what is picked from toks[k], or -1.
func pickedNoun(toks []token, k int) int {
	for j := k + 1; j <= k+2 && j < len(toks) && toks[j].sentence == 0; j++ {
		if toks[j-1].w == "s" || toks[j-1].listed || toks[j-1].ident {
			return -1
		}
		if toks[j].w == "for" || toks[j].w == "as" {
			return j
		}
	}
	return -1
}

// lastingWords in an input property's name or enum make a choice outlive
// the session ("scope": "global", "persist", "makeDefault").
var lastingWords = set("scope", "persist", "persistent", "permanent", "permanently", "global", "globally", "default",
	"save", "remember", "store", "organization", "org", "team", "everyone", "system", "account", "user", "all")

// quietInputs reports that no input property of schema, at any depth or
// variant, and no reference,
// has a description that changes or destroys anything or a name or enum
// member that makes the choice last. Focusing (a page) is picking.
func quietInputs(schema any, depth int) bool {
	m, _ := schema.(map[string]any)
	if m == nil {
		return true
	}
	if depth > 4 {
		return false
	}
	if _, ok := m["$ref"]; ok {
		// What a reference holds is not read: not believed quiet.
		return false
	}
	if items, ok := m["items"]; ok && !quietInputs(items, depth+1) {
		return false
	}
	if tuple, ok := m["items"].([]any); ok && !quietAll(tuple, depth) {
		// A tuple's items ("items": [{...}]) are inputs too.
		return false
	}
	if more, ok := m["additionalProperties"]; ok && !quietInputs(more, depth+1) || !quietDescription(asMap(more)) {
		return false
	}
	if pattern, ok := m["patternProperties"].(map[string]any); ok && !quietInputs(map[string]any{"properties": pattern}, depth+1) {
		return false
	}
	for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
		vs, _ := m[k].([]any)
		if !quietAll(vs, depth) {
			return false
		}
	}
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		p, _ := v.(map[string]any)
		if anyWord(Words(name), lastingWords) || !quietEnum(p) || !quietDescription(p) || !quietInputs(p, depth+1) {
			return false
		}
	}
	return true
}

// quietAll reports that each schema of vs is quiet.
func quietAll(vs []any, depth int) bool {
	for _, v := range vs {
		if !quietInputs(v, depth+1) {
			return false
		}
	}
	return true
}

// asMap returns v as a schema object, or nil.
func asMap(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// quietEnum reports an enum with no member that makes a choice last or
// that changes anything ("onLeave": "discard", "others": "close").
func quietEnum(p map[string]any) bool {
	enum, _ := p["enum"].([]any)
	for _, v := range enum {
		if s, ok := v.(string); ok && (anyWord(Words(s), lastingWords) || !quietTokens(textTokens(s))) {
			return false
		}
	}
	return true
}

// quietText reports a description with no word that changes anything
// besides picking ("other pages are closed", "the old one being
// archived"), and whose later sentences each open with a read or a
// pointer to another tool: what it does not know ("Switching signs you
// out") is not believed quiet.
func quietText(toks []token) bool {
	if !quietTokens(toks) {
		return false
	}
	for i, t := range toks {
		if i == 0 || t.sentence == toks[i-1].sentence {
			continue
		}
		e, ok := lookup(t.w)
		if !(ok && !e.Noun && e.Effect == Reads || pointsTo(toks, i)) {
			return false
		}
	}
	return true
}

// pointsTo reports "Call list_pages" or "Use list_boards": a pointer to
// another tool.
func pointsTo(toks []token, i int) bool {
	return (toks[i].w == "call" || toks[i].w == "use") && i+1 < len(toks) && toks[i+1].ident
}

// quietDescription reports a property description that neither changes
// nor destroys anything, picking, focusing and pointing to another tool
// ("Call list_pages to get available pages") aside.
func quietDescription(p map[string]any) bool {
	desc, _ := p["description"].(string)
	return quietTokens(textTokens(desc))
}

// quietTokens reports text with no word that destroys, and none that
// changes anything but picking, focusing, the calls that follow or a
// pointer to another tool.
func quietTokens(toks []token) bool {
	if doubt(nil, toks) != "" {
		return false
	}
	for i, t := range toks {
		e, ok := lookup(t.w)
		if !ok || e.Noun || e.Effect < Writes || inflects(t.w, pickVerbs) != "" || inflectsTo(t.w, "focus") ||
			callWords[t.w] || pointsTo(toks, i) {
			continue
		}
		return false
	}
	return true
}

// anyWord reports a word of ws in words.
func anyWord(ws []string, words map[string]bool) bool {
	for _, w := range ws {
		if words[w] {
			return true
		}
	}
	return false
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
