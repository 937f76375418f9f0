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
	best := topProperty(schema, func(_ string, p map[string]any) bool {
		return descriptionHas(p, func(toks []token, i int) bool {
			return i > 0 && toks[i-1].w == "to" && carriedVerbs[toks[i].w] && !negated(toks, i-1)
		})
	})
	if best == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: h.reason + `; input "` + best + `" is carried off to be installed, uploaded or deployed`, word: h.word}
}
