package hints

// This file holds the late-write mode signal: a read that another signal
// found to write (it writes into a required destination, saves its
// product, changes what it reads) takes the destructive mode its input
// schema offers, as a write does at the decision ("overwrite": "Replace an
// existing local file"). A read keeps ignoring such a flag: a "force"
// refresh of a read changes nothing.

// writeMode returns a destructive hit when h writes and flag, the
// schema's destructive mode, is one, or h.
func writeMode(h hit, flag hit) hit {
	if h.effect != Writes {
		return h
	}
	if flag.effect != Destroys || flag.minor() {
		return h
	}
	flag.idem = h.idem
	flag.reason = h.reason + "; " + flag.reason
	return flag
}

// readMode returns a write when h reads and its schema offers a mode
// that writes beside modes that retrieve ("action": ["list", "add"],
// see writeModeMember), or has a top-level boolean named by a
// destructive verb alone ("prune": "Prune remote-tracking references
// that no longer exist"), whose description
// says what is at stake: a mode that removes stored things, at least a
// write (whether they can come back, as stale references pruned can, the
// flag does not say). A verb with
// an object ("removeComments", "removeBase64Images") shapes the output,
// and "force" a read's way of reading; a list of associations to remove
// ("removeLabelIds") changes what is read.
func readMode(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if name, member := writeModeMember(props); member != "" {
		return hit{effect: Writes, idem: idemNo, reason: h.reason + `; input property "` + name + `" value "` + member + `" writes`, word: h.word}
	}
	for name, v := range props {
		p, _ := v.(map[string]any)
		typ, _ := p["type"].(string)
		if ws := Words(name); typ != "boolean" && len(ws) > 0 && unlinkOption(ws) {
			// A list of associations to remove from what is read
			// ("removeLabelIds") changes it, and destroys when its
			// description deletes more than the link.
			if unlinkDestroys(ws, p) {
				return destroys(h.reason + `; input property "` + name + `" deletes what it removes`)
			}
			return hit{effect: Writes, idem: idemYes, reason: h.reason + `; input property "` + name + `" removes associations from what it reads`, word: h.word}
		}
		if typ != "boolean" || name == "force" || !destructiveFlags[lower(name)] {
			continue
		}
		if desc, _ := p["description"].(string); desc != "" && doubt(nil, textTokens(desc)) != "" {
			return hit{effect: Writes, idem: idemYes, reason: h.reason + `; input property "` + name + `" removes stored things`, word: h.word}
		}
	}
	return h
}

// writeModeMember returns a top-level mode property named by one word
// ("action", "mode", "operation") and a member of its enum (or const)
// whose verb writes stored things ("action": ["list", "add"]), or "", "",
// when another member retrieves records ("list", "get", "search"): the
// enum is then a set of acts on records, and a tool takes the class of
// its most dangerous mode, whatever its name and description read.
// Members that only move the session's view ("view", "refresh") and
// modes that are not such a set ("diff", "add", "weekday" of a date
// calculator) are left alone. Of several properties, the first by name is
// reported.
func writeModeMember(props map[string]any) (name, member string) {
	for n, v := range props {
		if ws := Words(n); len(ws) != 1 || !modeWords[ws[0]] || name != "" && n > name {
			continue
		}
		p, _ := v.(map[string]any)
		enum := enumOf(p)
		if c, ok := p["const"]; ok {
			enum = append(enum[:len(enum):len(enum)], c)
		}
		if desc, _ := p["description"].(string); len(enum) == 0 {
			for _, s := range append(quotedWords(desc), listedMembers(desc)...) {
				enum = append(enum, s)
			}
		}
		if w := writeMember(enum); w != "" {
			name, member = n, w
		}
	}
	return name, member
}

// retrievalVerbs, first in a mode's member, retrieve records.
var retrievalVerbs = set("get", "list", "read", "search", "find", "query", "show", "view", "fetch", "retrieve", "lookup")

// writeMember returns the first member of enum whose verb writes stored
// things when another member opens with a verb that retrieves records
// ("list_events"; "alert_list" names a kind of data), or "".
func writeMember(enum []any) string {
	retrieves, write := false, ""
	for _, e := range enum {
		s, _ := e.(string)
		ws := Words(s)
		verb, _ := nameVerb(ws, "mode")
		switch {
		case len(ws) > 0 && verb.effect == Reads && retrievalVerbs[verb.word] && verb.word == ws[0]:
			retrieves = true
		case write == "" && verb.effect == Writes && !verb.weak && !sessionWrites[verb.word] && !participle(lower(s)):
			write = s
		}
	}
	if !retrieves {
		return ""
	}
	return write
}

// unknownWithWriteMode returns, for a tool inference finds no effect for
// ("Reminder management"), a known "not read-only" when its schema
// offers a mode that writes beside a mode that retrieves (see
// writeModeMember): a declared readOnlyHint=true does not then stand
// under checked trust. The effect stays unknown, so an undeclared tool
// keeps the specification's default.
func unknownWithWriteMode(schema any) Guess {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if name, member := writeModeMember(props); member != "" {
		return Guess{true, false, `input property "` + name + `" value "` + member + `" writes`}
	}
	return Guess{}
}
