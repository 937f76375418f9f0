package hints

// This file holds the publishing-status signal: a write whose status
// input can be set to published ("status": ["draft", "published"]) has
// publishing as a mode. Publishing is a visible change that cannot be
// taken back, and a tool takes the class of its most dangerous mode,
// whatever the default.

// statusWords are the last word of a status input's name ("status",
// "post_status", "publishState").
var statusWords = set("status", "state")

// publishedMembers are the members of a status that publish.
var publishedMembers = set("publish", "published", "live")

// publishesByStatus returns a destructive hit, with h's idempotency, when
// h writes and a top-level string input named for a status has a member
// that publishes; otherwise h.
func publishesByStatus(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		p, _ := v.(map[string]any)
		enum, _ := p["enum"].([]any)
		ws := Words(name)
		if len(enum) == 0 || len(ws) == 0 || !statusWords[ws[len(ws)-1]] {
			continue
		}
		for _, e := range enum {
			if s, ok := e.(string); ok && publishedMembers[lower(s)] {
				d := destroys(h.reason + `; input property "` + name + `" can be set to "` + s + `", which publishes`)
				d.idem = h.idem
				return d
			}
		}
	}
	return h
}
