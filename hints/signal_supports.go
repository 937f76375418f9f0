package hints

// This file holds the supported-acts signal: a read whose description
// says it also supports acts ("Supports CRUD", "Also supports set and
// del", "Write operations (create/update/delete) are also supported") has
// those acts as modes, and a tool takes its most dangerous mode.

// supportWords say what a tool can also do ("Also supports writes",
// "create/update/delete are also supported").
var supportWords = set("support", "supports", "supported")

// supportedActs returns the most dangerous act a read's description says
// the tool also supports ("Supports CRUD", "Also supports set and del",
// "Write operations (create/update/delete) are also supported"), as a
// mode of the tool, or an empty hit. The acts are the words right after
// "supports" and those joined to them ("appending and clearing rows"), or,
// before "supported", a list of acts or acts named "operations"; a
// negated support, a sentence saying "only", nouns ("sets of filters",
// "order by"), participles and session moves are none.
func supportedActs(toks []token) hit {
	var best hit
	for i := range min(len(toks), maxScanTokens) {
		if !supportWords[toks[i].w] || negated(toks, i) || near(toks, i, -3, -1, in(contractedNots)) >= 0 ||
			inSentence(toks, i, func(w string) bool { return w == "only" }) {
			continue
		}
		var h hit
		if toks[i].w == "supported" {
			h = supportedBefore(toks, i)
		} else {
			h = supportedAfter(toks, i)
		}
		best = maxHit(best, h)
	}
	return best
}

// supportedAfter returns the most dangerous act right after "supports"
// at toks[i], or joined to it by "and", "or" or a list.
func supportedAfter(toks []token, i int) hit {
	var best hit
	for j := i + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		h := supportedAct(toks, j)
		if h.effect == Unknown {
			break
		}
		best = maxHit(best, h)
		if j+2 < len(toks) && joiners[toks[j+1].w] {
			j++ // "set and del"
		} else if j+1 >= len(toks) || !toks[j+1].listed {
			break
		}
	}
	return best
}

// supportedBefore returns the most dangerous act of the subject of
// "supported" at toks[i] that is listed ("create/update/delete") or
// named as operations ("Write operations ... are supported").
func supportedBefore(toks []token, i int) hit {
	var best hit
	for j := sentenceStart(toks, i); j < i; j++ {
		listed := toks[j].listed || j+1 < i && toks[j+1].listed
		named := j+1 < i && (toks[j+1].w == "operations" || toks[j+1].w == "operation")
		if h := supportedAct(toks, j); listed || named {
			best = maxHit(best, h)
		}
	}
	return best
}

// maxHit returns the more dangerous of a and b, a when they are equal.
func maxHit(a, b hit) hit {
	if b.effect > a.effect {
		return b
	}
	return a
}

// contractedNots are what a negated "be" leaves before the apostrophe
// ("those aren't supported").
var contractedNots = set("aren", "isn", "wasn", "weren")

// nominalAfter, after a word, make it a noun ("sets of filters", "order
// by date", "share for teams").
var nominalAfter = set("of", "by", "for")

// supportedAct returns what the word toks[j], one a tool supports, does.
func supportedAct(toks []token, j int) hit {
	w := toks[j].w
	if w == "crud" {
		return destroys(`description says it supports "CRUD"`)
	}
	e, ok := lookup(w)
	if toks[j].ident || !ok || e.Noun || e.Weak || e.Effect < Writes || participle(w) || inflects(w, sessionWrites) != "" ||
		j+1 < len(toks) && nominalAfter[toks[j+1].w] {
		return hit{}
	}
	return modeAct(e, w, `description says it supports "`+w+`"`)
}

// modeAct is the hit of the verb w (entry e) as a mode of a read: its
// effect, and its idempotency unless it destroys (a destructive mode is
// never safe to repeat).
func modeAct(e entry, w, reason string) hit {
	h := hit{effect: e.Effect, idem: e.Idempotent, reason: reason, word: w}
	if e.Effect == Destroys {
		h.idem = idemNo
	}
	return h
}
