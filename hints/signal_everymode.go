package hints

// This file holds the every-mode signal: a write whose input has a choice
// (an enum) in which every member is a destructive verb ("side": ["buy",
// "sell"]) destroys whatever is chosen: an order placed with either side
// moves money. A choice with any other member ("status": ["open",
// "closed"]) is not.

// everyModeDestroys escalates a write with a top-level enum property of
// two or more members, each a destructive verb.
func everyModeDestroys(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		if (best == "" || name < best) && allDestroy(v) {
			best = name
		}
	}
	if best == "" {
		return h
	}
	return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; every choice of input property "` + best + `" destroys`, word: h.word}
}

// allDestroy reports an enum of two or more members, each a destructive
// verb of the lexicon.
func allDestroy(v any) bool {
	p, _ := v.(map[string]any)
	enum, _ := p["enum"].([]any)
	if len(enum) < 2 || len(enum) > 8 {
		return false
	}
	for _, m := range enum {
		s, _ := m.(string)
		e, ok := lookup(lower(s))
		if !ok || e.Effect != Destroys || e.Noun || e.Weak {
			return false
		}
	}
	return true
}
