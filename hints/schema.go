package hints

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// codeProperties are the first words of free-text input properties that
// carry code to run ("sql", "command", "script"; see codeWord for the
// plural). "code" and "statement"
// count only when the property's description says it is run.
var codeProperties = set("sql", "command", "cmd", "script", "shell", "bash", "javascript", "js", "python", "powershell",
	"cypher", "gremlin", "flux")

// codeWord reports a code property's word, in the singular or the plural
// ("commands", "cmds", "sqls"): several of what runs still run.
func codeWord(w string) bool {
	return codeProperties[w] || len(w) > 3 && strings.HasSuffix(w, "s") && codeProperties[w[:len(w)-1]]
}

// writingLanguages are query languages that can also write: a "query"
// property said to be in one of them carries code.
var writingLanguages = set("flux", "cypher", "gremlin", "sparql", "graphql")

var maybeCodeProperties = set("code", "statement", "snippet")

// aboutCode after a code word in an input's name make the input
// something about the code, not the code. A script's path or file is
// not among them: a tool that takes one may well run it.
var aboutCode = set("id", "ids", "name", "names", "type", "types", "kind", "version", "object", "objects", "resource",
	"timeout", "status", "dialect", "language", "lang", "format", "label", "title", "count", "index")

// Bounds on how much of an input schema inference walks: nested objects,
// array items and anyOf/oneOf/allOf variants to maxSchemaDepth levels, at
// most maxSchemaNodes schemas in all.
const (
	maxSchemaDepth = 4
	maxSchemaNodes = 2000
)

// schemaSignals reads an input schema: a destructive flag ("force" whose
// description says it overrides a safeguard, "dropTarget"), a mode
// property with a destructive member ("mode": ["list", "delete"], or the
// "const" of one variant of a discriminated union), and a free-text code
// property ("sql", "command"), at the top or nested ("params.sql",
// "options.force", "selectSchema.anyOf[].operation").
func schemaSignals(schema any) (flag, code hit) {
	var w schemaWalk
	w.walk(schema, "", 0, true)
	return w.flag, w.code
}

// schemaWalk collects the signals of one schema. Map order varies; of
// several, the one at the first property path by name is reported.
type schemaWalk struct {
	flag, code         hit
	flagPath, codePath string
	nodes              int
}

// walk reads schema at prefix. plain is true while the path went through
// object properties only: a code property counts there, not in the items
// or variants of a list of page actions ("actions[].script").
func (w *schemaWalk) walk(schema any, prefix string, depth int, plain bool) {
	m, ok := schema.(map[string]any)
	if !ok || depth > maxSchemaDepth || w.nodes >= maxSchemaNodes {
		return
	}
	w.nodes++
	for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
		vs, _ := m[k].([]any)
		for _, v := range vs {
			w.walk(v, prefix, depth+1, false)
		}
	}
	w.walk(m["items"], prefix, depth+1, false)
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return
	}
	langs := languageEnum(props)
	for name, v := range props {
		p, _ := v.(map[string]any)
		w.property(prefix+name, name, p, langs && plain, plain)
		w.walk(v, prefix+name+".", depth+1, plain)
	}
}

// property reads one input property at path.
func (w *schemaWalk) property(path, name string, p map[string]any, langs, plain bool) {
	ws := Words(name)
	if len(ws) == 0 {
		return
	}
	desc, _ := p["description"].(string)
	if h := flagSignal(path, ws, p, desc); h.effect != Unknown && (h.mode || !inPolicy(path)) {
		// Of several, a flag that is not a lifecycle option wins, then
		// the first by path.
		if w.flagPath == "" || w.flag.minor() && !h.minor() || w.flag.minor() == h.minor() && path < w.flagPath {
			w.flag, w.flagPath = h, path
		}
	}
	if plain && (w.codePath == "" || path < w.codePath) && (isCodeProperty(ws, p, desc, langs) || describesCode(p, desc)) {
		w.code, w.codePath = destroys(`input property "`+path+`" takes code`), path
	}
}

// flagSignal returns the destructive signal of one input property.
func flagSignal(name string, ws []string, p map[string]any, desc string) hit {
	if destructiveFlags[ws[0]] {
		// A flag without a description is taken at its word; with one,
		// the description must say what is at stake ("Allow adding
		// otherwise ignored files" is not).
		if desc == "" || doubt(nil, textTokens(desc)) != "" || bypasses(desc) {
			h := destroys(`input property "` + name + `"`)
			h.lifecycle = lifecycleOption(ws)
			h.unlink = unlinkOption(ws) && !unlinkDestroys(ws, p)
			return h
		}
		return hit{}
	}
	if eventProperties[ws[0]] {
		return eventMode(name, ws, enumOf(p))
	}
	if !modeProperties[ws[0]] && !modeProperties[ws[len(ws)-1]] {
		return hit{}
	}
	enum, _ := p["enum"].([]any)
	if c, ok := p["const"]; ok {
		enum = append(enum[:len(enum):len(enum)], c)
	}
	for _, v := range enum {
		s, _ := v.(string)
		if ws[0] == "method" && defaultMethods[strings.ToUpper(s)] == Destroys {
			return modeHit(`input property "` + name + `" value "` + s + `" (HTTP method)`)
		}
		if destructiveMember(s) {
			return modeHit(`input property "` + name + `" value "` + s + `"`)
		}
	}
	if len(enum) == 0 {
		if s := quotedMember(desc); s != "" {
			return modeHit(`input property "` + name + `" value "` + s + `" (in its description)`)
		}
		// Listed bare, the values are a mode's only when the property's
		// name ends in the mode ("action", "probeAction"):
		// "operation_types" lists kinds of record to filter by.
		for _, s := range listedMembers(desc) {
			if modeProperties[ws[len(ws)-1]] && destructiveMember(s) {
				return modeHit(`input property "` + name + `" value "` + s + `" (listed in its description)`)
			}
		}
	}
	return hit{}
}

// eventProperties, first in an input's name, name the moment the call
// acts at ("on_read", "afterFetch", "then"): an enum of acts there says
// what it does then.
var eventProperties = set("on", "after", "then", "upon")

// eventMode returns a destructive mode when an enum of acts at a moment
// has a destructive act among its members; a participle ("deleted")
// names an event or a state to match, not an act, unless the moment is
// the call's own read ("after_read": "kept", "deleted" is what becomes of
// what was read).
func eventMode(name string, ws []string, enum []any) hit {
	ownRead := len(ws) == 2 && readingMoments[ws[1]]
	for _, v := range enum {
		s, _ := v.(string)
		if (ownRead || !participle(s)) && destructiveMember(s) {
			return modeHit(`input property "` + name + `" value "` + s + `"`)
		}
	}
	return hit{}
}

// readingMoments, after an event word in an input's name, are the
// call's own read ("after_read", "on_fetch").
var readingMoments = set("read", "fetch", "receive", "retrieve", "download", "view", "open", "consume", "get", "use")

// unlinkOption reports an option that removes associations from what the
// call acts on ("removeLabelIds": "List of label IDs to remove from the
// message"): the labels live on where they are defined, and can be added
// back. Every word after the verb must name the associations or how
// they are given ("removeTagsAndFiles" deletes files).
func unlinkOption(ws []string) bool {
	if ws[0] != "remove" || len(ws) < 2 {
		return false
	}
	seen := false
	for _, w := range ws[1:] {
		switch {
		case associations[w]:
			seen = true
		case !associationKeys[w]:
			return false
		}
	}
	return seen
}

// unlinkDestroys reports an unlinking option ws (schema p) that deletes:
// its description deletes more than the link, or removes a mark from
// where it is defined ("Labels to remove from the repository"), or a
// person from more than the group ("from the team and from the system").
func unlinkDestroys(ws []string, p map[string]any) bool {
	if destroysBeyondUnlink(p, 0) {
		return true
	}
	desc, _ := p["description"].(string)
	toks := textTokens(desc)
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.w
	}
	if anyWord(ws, marks) && fromHolder(words) {
		return true
	}
	for i, w := range words {
		if w == "from" {
			return fromHolder(words[i+1:])
		}
	}
	return false
}

// destroysBeyondUnlink reports a destructive word, other than the verb
// of removing, in the description of an unlinking option p or of what it
// holds, its items, properties or variants ("Tags to remove; they are
// deleted from the workspace", items described "A tag to delete
// permanently"): the option then deletes. "Not
// only" denies nothing.
func destroysBeyondUnlink(p map[string]any, depth int) bool {
	if depth > 4 {
		return true
	}
	desc, _ := p["description"].(string)
	toks := textTokens(desc)
	for i, t := range toks {
		if unlinkVerbs[t.w] || t.w == "remove" {
			continue
		}
		if e, ok := lookup(t.w); ok && e.Effect == Destroys && !e.Noun && !denied(toks, i) {
			return true
		}
	}
	if items, ok := p["items"].(map[string]any); ok && destroysBeyondUnlink(items, depth+1) {
		return true
	}
	for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
		vs, _ := p[k].([]any)
		for _, v := range vs {
			if q, ok := v.(map[string]any); ok && destroysBeyondUnlink(q, depth+1) {
				return true
			}
		}
	}
	props, _ := p["properties"].(map[string]any)
	for _, v := range props {
		if q, ok := v.(map[string]any); ok && destroysBeyondUnlink(q, depth+1) {
			return true
		}
	}
	return false
}

// denied reports a negation before toks[i] that is not "not only" or
// "not just".
func denied(toks []token, i int) bool {
	j := near(toks, i, -3, -1, in(negations))
	return j >= 0 && !(j+1 < i && onlyWords[toks[j+1].w])
}

// onlyWords after "not" add rather than deny.
var onlyWords = set("only", "just", "merely", "simply")

// associationKeys are how an unlinking option names what it removes.
var associationKeys = set("id", "ids", "name", "names")

// minor reports a flag that does not make a write destructive: a
// lifecycle option of a create, or an option that unlinks.
func (h hit) minor() bool { return h.lifecycle || h.unlink }

// languageEnum reports an input property that picks a programming
// language: an enum with a member such as "bash" or "python".
func languageEnum(props map[string]any) bool {
	for _, v := range props {
		p, _ := v.(map[string]any)
		enum, _ := p["enum"].([]any)
		for _, m := range enum {
			if s, _ := m.(string); codeObjects[lower(s)] {
				return true
			}
		}
	}
	return false
}

// modeHit is a destructive member of a mode property: the tool has a
// destructive mode, whatever its name says.
func modeHit(reason string) hit {
	h := destroys(reason)
	h.mode = true
	return h
}

func bypasses(desc string) bool {
	for _, t := range textTokens(desc) {
		if t.w == "bypass" || t.w == "bypassing" || t.w == "bypasses" || t.w == "unsafe" {
			return true
		}
	}
	return false
}

// isCodeProperty reports a free-text property that carries code, named
// by its first word or, in a two-word name, its last ("initScript"). A
// "code" or "snippet" property does when its description says it is run,
// or when a sibling property picks a programming language (langs).
func isCodeProperty(ws []string, p map[string]any, desc string, langs bool) bool {
	list := !takesString(p) && listOfText(p)
	if p["enum"] != nil || !takesString(p) && !list || len(ws) > 2 {
		return false
	}
	// The head noun is the first word or, in a two-word name, the last
	// ("initScript", "rawSql", "preCommand"): a script run at some moment
	// is still a script.
	head := ws[0]
	if len(ws) == 2 && (codeWord(ws[1]) || maybeCodeProperties[ws[1]] || aboutCode[ws[1]]) {
		// The second word is the head too when it says what about
		// the first the property holds ("command_id", "script_name",
		// "flux_object"): not code.
		head = ws[1]
	}
	if list {
		// A list of codes is named in the plural ("commands": ["ls",
		// "rm -rf x"]); a singular one given as a list is argv or a
		// container's command, kept for later ("cmd": ["nginx", "-g"]).
		return !codeProperties[head] && codeWord(head)
	}
	if codeWord(head) {
		return true
	}
	if head == "query" && hasWord(Words(desc), writingLanguages) {
		// "Flux query text": a query language that can also write
		// (Flux's to(), Cypher's CREATE) runs whatever it is given.
		return true
	}
	if !maybeCodeProperties[head] {
		return false
	}
	if langs {
		return true
	}
	for _, t := range textTokens(desc) {
		if e, ok := lookup(t.w); ok && e.Exec {
			return true
		}
	}
	return false
}

// listOfText reports a property that takes a list of free texts: an
// array whose items take a string, not an enum or a const of one.
func listOfText(p map[string]any) bool {
	items, _ := p["items"].(map[string]any)
	return items != nil && items["enum"] == nil && items["const"] == nil && takesString(items)
}

// topProperty returns the first, by name, of schema's top-level input
// properties for which ok holds, or "".
func topProperty(schema any, ok func(name string, p map[string]any) bool) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		if best != "" && name > best {
			continue
		}
		if p, _ := v.(map[string]any); p != nil && ok(name, p) {
			best = name
		}
	}
	return best
}

// descriptionHas reports a token of property p's description, at index
// i of toks, for which ok holds.
func descriptionHas(p map[string]any, ok func(toks []token, i int) bool) bool {
	desc, _ := p["description"].(string)
	if desc == "" {
		return false
	}
	toks := textTokens(desc)
	for i := range toks {
		if ok(toks, i) {
			return true
		}
	}
	return false
}

// takesString reports a property that takes free text: of type string,
// or with a string among its types or its variants ("anyOf": [{"type":
// "string"}, {"type": "array"}], "Command as a string or string array").
func takesString(p map[string]any) bool {
	switch t := p["type"].(type) {
	case string:
		return t == "string"
	case []any:
		return slices.Contains(t, any("string"))
	}
	for _, k := range [...]string{"anyOf", "oneOf"} {
		vs, _ := p[k].([]any)
		for _, v := range vs {
			if m, _ := v.(map[string]any); m != nil && m["type"] == "string" && m["enum"] == nil && m["const"] == nil {
				return true
			}
		}
	}
	return false
}

// replacingModes are mode members that replace what is there: "hard" (a
// hard reset) and "rewrite" (of a file's content, beside "append").
var replacingModes = set("hard", "rewrite")

// destructiveMember reports a mode member that destroys: its own verb does
// ("delete", "force-push", "get-and-delete"), or, unless it opens with a
// reading verb ("get-deploy" reads a deploy), any of its words does.
func destructiveMember(s string) bool {
	ws := Words(s)
	verb, _ := nameVerb(ws, "mode")
	if verb.effect == Destroys {
		return true
	}
	if verb.effect == Reads && len(ws) > 0 && verb.word == ws[0] {
		return false
	}
	for _, w := range ws {
		if e, ok := lookup(w); ok && e.Effect == Destroys && !e.Noun && !e.Weak || replacingModes[w] {
			return true
		}
	}
	return false
}

// Bounds on the input schema inference reads at all: members of its
// objects and arrays, bytes of its keys and strings, the length of a key
// and the members of one object. Each reader of the schema goes through
// every property of an object it reads, splitting its name into words,
// so a larger schema is not read: inference takes the tool to destroy,
// the specification's default, since what it did not read may be a
// destructive mode. The labelled sets' largest schema has 1,417 members,
// 83 top-level properties and keys of 36 bytes; the bounds are several
// times that. (At 20,000 members, 1 MB and keys of 256 bytes, the widest
// schema read cost 0.75 s and 4 million allocations per tool.)
const (
	maxSchemaMembers = 5000
	maxSchemaBytes   = 256 << 10
	maxSchemaKey     = 128
	maxSchemaProps   = 500
)

// schemaTooLarge returns why schema is past the bounds, or "". It stops
// at the first bound passed, so it costs at most the bounds (and ends on
// a schema that holds itself).
func schemaTooLarge(schema any) string {
	var m schemaMeasure
	m.add(schema)
	return m.why
}

// readableSchema returns schema as inference reads it, decoded JSON
// (maps, slices, strings, numbers, booleans), and why it is past the
// bounds or cannot be read, or "". A schema holding other Go values (a
// *jsonschema.Schema, raw JSON) is encoded and decoded again: read as it
// is, its properties would go unseen.
func readableSchema(schema any) (any, string) {
	var m schemaMeasure
	m.add(schema)
	if m.why != "" || !m.foreign {
		return schema, m.why
	}
	var v any // not &schema: json would decode into the caller's value
	data, err := json.Marshal(schema)
	if err == nil {
		err = json.Unmarshal(data, &v)
	}
	if err != nil {
		return nil, "not JSON: " + err.Error()
	}
	return v, schemaTooLarge(v)
}

type schemaMeasure struct {
	members, bytes int
	why            string
	// foreign is true when the schema holds a Go value that decoded
	// JSON does not.
	foreign bool
}

// add measures v; it returns false once a bound is passed.
func (m *schemaMeasure) add(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		if len(x) > maxSchemaProps {
			m.why = fmt.Sprintf("an object of %d members, more than %d", len(x), maxSchemaProps)
			return false
		}
		for k, e := range x {
			if len(k) > maxSchemaKey {
				m.why = fmt.Sprintf("a key of %d bytes, more than %d", len(k), maxSchemaKey)
				return false
			}
			m.members++
			m.bytes += len(k)
			if !m.within() || !m.add(e) {
				return false
			}
		}
	case []any:
		for _, e := range x {
			m.members++
			if !m.within() || !m.add(e) {
				return false
			}
		}
	case string:
		m.bytes += len(x)
		return m.within()
	case nil, bool, float64:
	default:
		m.foreign = true
	}
	return true
}

// within reports whether the schema measured so far is within the
// bounds, and otherwise says why not.
func (m *schemaMeasure) within() bool {
	switch {
	case m.members > maxSchemaMembers:
		m.why = fmt.Sprintf("more than %d members", maxSchemaMembers)
	case m.bytes > maxSchemaBytes:
		m.why = fmt.Sprintf("more than %d bytes", maxSchemaBytes)
	default:
		return true
	}
	return false
}
