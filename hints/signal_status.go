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
// that publishes (the first such input by name); otherwise h.
func publishesByStatus(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	member := ""
	name := topProperty(schema, func(name string, p map[string]any) bool {
		ws := Words(name)
		if len(ws) == 0 || !statusWords[ws[len(ws)-1]] {
			return false
		}
		enum, _ := p["enum"].([]any)
		for _, e := range enum {
			if s, ok := e.(string); ok && publishedMembers[lower(s)] {
				member = s
				return true
			}
		}
		return false
	})
	if name == "" {
		return h
	}
	d := destroys(h.reason + `; input property "` + name + `" can be set to "` + member + `", which publishes`)
	d.idem = h.idem
	return d
}
