package hints

// This file holds the state-flag signal: a read with a boolean input
// property that tells it to change the stored state of what it reads
// ("markRead": mark the email as read after fetching) has a writing mode.
// Only the imperative base form counts: "markRead" is an instruction,
// "markedOnly" or "flagged" a filter.

// stateVerbs change the stored state of the item a tool reads.
var stateVerbs = set("mark", "flag", "ack", "acknowledge", "consume", "claim", "dequeue")

// fixFlags, alone as a boolean's name, tell a checker to fix what it
// finds in place ("fix": true on a lint).
var fixFlags = set("fix", "autofix")

// stateFlag returns the first top-level boolean property by name whose
// first word is a state verb, or that is a fix flag, or "".
func stateFlag(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		if typ, _ := p["type"].(string); typ != "boolean" {
			continue
		}
		if ws := Words(name); (len(ws) >= 2 && stateVerbs[ws[0]] || len(ws) == 1 && fixFlags[ws[0]]) && (best == "" || name < best) {
			best = name
		}
	}
	return best
}

// changesState turns a read into a write when a boolean input property
// tells it to change the state of what it reads.
func changesState(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	if p := stateFlag(schema); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; input property "` + p + `" changes the state of what it reads`, word: h.word}
	}
	return h
}
