package hints

// This file holds the ownership signal: a write that can give someone the
// owner role ("role": ["owner", "writer", "reader"]) can hand over a
// thing, which the caller cannot take back once it no longer owns it: the
// tool takes that mode. A lesser role given or taken can be changed again.

// roleProperties name the access an input gives.
var roleProperties = set("role", "roles", "permission", "permissions", "access")

// givesOwnership escalates a write with a top-level property naming a
// role whose enum offers "owner".
func givesOwnership(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		ws := Words(name)
		if len(ws) == 0 || !roleProperties[ws[len(ws)-1]] || best != "" && name > best {
			continue
		}
		p, _ := v.(map[string]any)
		enum, _ := p["enum"].([]any)
		for _, e := range enum {
			if s, _ := e.(string); lower(s) == "owner" {
				best = name
			}
		}
	}
	if best == "" {
		return h
	}
	return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; input property "` + best + `" can give the owner role, handing the thing over`, word: h.word}
}
