package hints

// This file holds the install signal: a read with a top-level input that
// carries something to install, upload or deploy ("The path to the .apk
// file to install on the device") puts it somewhere, which no read does.
// No tool labelled read-only in the labelled sets has such an input.

// carriedVerbs are what an input's thing is for when it leaves with the
// call.
var carriedVerbs = set("install", "upload", "deploy")

// carriesAway returns a write when h reads and an input property's
// description says its thing is "to install", "to upload" or "to
// deploy", or h.
func carriesAway(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		desc, _ := p["description"].(string)
		if desc == "" || best != "" && name > best {
			continue
		}
		toks := textTokens(desc)
		for i := 1; i < len(toks); i++ {
			if toks[i-1].w == "to" && carriedVerbs[toks[i].w] && !negated(toks, i-1) {
				best = name
				break
			}
		}
	}
	if best == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: h.reason + `; input "` + best + `" is carried off to be installed, uploaded or deployed`, word: h.word}
}
