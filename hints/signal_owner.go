package hints

// This file holds the ownership signal: a write that can give someone the
// owner role ("role": ["owner", "writer", "reader"]) can hand over a
// thing, which the caller cannot take back once it no longer owns it: the
// tool takes that mode; so does one whose name or description changes or
// sets a thing's owner ("change_owner", "Changes the owner to the given
// user"). A lesser role given or taken can be changed again, and an owner
// assigned to an incident handles it.

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

// ownerSetters change who owns a thing when "owner" is their object.
var ownerSetters = set("change", "changes", "set", "sets", "update", "updates", "replace", "replaces")

// ownerWords name who owns a thing.
var ownerWords = set("owner", "ownership")

// changesOwner escalates a write whose name, or a sentence of whose
// description, opens with a verb of ownerSetters whose object, within
// three words, is the owner.
func changesOwner(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes {
		return h
	}
	if len(nameWords) > 1 && ownerSetters[nameWords[0]] && nearWord(nameWords, 0, 1, 3, in(ownerWords)) > 0 {
		return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; the name changes the owner, handing the thing over`, word: h.word}
	}
	for i, t := range toks {
		if i > 0 && toks[i-1].sentence == t.sentence || !ownerSetters[t.w] || t.ident {
			continue
		}
		if near(toks, i, 1, 3, in(ownerWords)) > 0 {
			return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; "` + t.w + ` the owner" hands the thing over`, word: h.word}
		}
	}
	return h
}
