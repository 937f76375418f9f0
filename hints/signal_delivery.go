package hints

// This file holds the delivery-input signal: a read with an input whose
// description says the call sends something to it ("Email address to
// send the report to", "Channel to post the report in", "Also email the
// report to this address") delivers what it read there: a message sent
// cannot be taken back. The sending verb must be an infinitive or an
// imperative after "also", with an object of its own; an input that
// tells the caller what to pass ("Send the complete list of items"),
// filters by who received something ("Only messages sent to this
// address") or names what another tool sends ("Name of the template to
// send") is none.

// deliveryVerbs send what they take to someone.
var deliveryVerbs = set("send", "email", "post", "forward", "deliver", "text", "sms", "dm", "publish", "broadcast", "tweet")

// deliversTo returns a destructive hit when h reads and a top-level input
// property's description says the call sends something to it, or h.
func deliversTo(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	best := topProperty(schema, func(_ string, p map[string]any) bool {
		return descriptionHas(p, sendsThere)
	})
	if best == "" {
		return h
	}
	return destroys(h.reason + `; input "` + best + `" is where the call sends it`)
}

// sendsThere reports toks[i] a sending verb of an input's description
// in the infinitive ("to send the report to") or after "also" ("Also
// email the report"), with an object of its own.
func sendsThere(toks []token, i int) bool {
	t := toks[i]
	if !deliveryVerbs[t.w] || t.ident || i+1 >= len(toks) || toks[i+1].sentence != t.sentence || !messageTargets[toks[i+1].w] || negated(toks, i) {
		return false
	}
	// "to send", "Also email the report": a bare imperative tells the
	// caller what to pass ("Send the complete list of items").
	return i > 0 && toks[i-1].sentence == t.sentence && (toks[i-1].w == "to" || alsoWords[toks[i-1].w])
}
