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

// readMode returns a write when h reads and its schema has a top-level
// boolean named by a destructive verb alone ("prune": "Prune
// remote-tracking references that no longer exist"), whose description
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
