package hints

// This file holds the cache signal: a cache holds copies that are rebuilt
// on demand, so clearing it, or removing an entry from it ("Clears cache
// for all domains of a website", "Remove an account from the cache"),
// loses nothing that cannot come back: a write. Every destructive word of
// the name and the description must act on a cache, none may flush or
// purge it (a Redis flush or a CDN purge empties a store outright: data
// that lives only there, or every origin hit at once), and nothing may
// run code or offer another destructive mode; no input may be named for
// destroying or pick among stores ("target": ["cache", "database"]).
// Invalidating a CDN's cache empties it, as purging does. The cache must
// be the verb's only object: no "and", "or", "then" or comma joins
// another to it ("Delete the user, then the cache", "Clear the cache,
// the sessions", "delete_cache_and_logs").

// cacheWords name a cache.
var cacheWords = set("cache", "caches", "cached")

// emptiers empty a store outright.
var emptiers = set("flush", "purge", "flushdb", "flushall", "wipe", "drop", "truncate", "destroy", "erase", "invalidate")

// cachesOnly returns a write when h destroys only a cache's entries, or h.
func (ev *evidence) cachesOnly(h hit, nameWords []string, toks []token) hit {
	if h.effect != Destroys || ev.code.effect != Unknown || ev.schemaCode.effect != Unknown || ev.flag.effect != Unknown ||
		!mentionsCache(nameWords, toks) || !cacheInputs(ev.schema, 0) {
		return h
	}
	nameOnCache, needText, ok := nameCache(nameWords)
	if !ok {
		return h
	}
	textOnCache, ok := textCache(toks)
	if !ok || needText && !textOnCache || !nameOnCache && !textOnCache {
		return h
	}
	return hit{effect: Writes, idem: idemYes, reason: h.reason + `; only a cache is cleared, its entries come back`, settled: true}
}

// nameCache reports whether a destructive verb of the name acts on a
// cache it names, whether one needs the description to say so
// ("remove_account"), and false for ok when one empties or is joined to
// another object.
func nameCache(nameWords []string) (onCache, needText, ok bool) {
	for i, w := range nameWords {
		if e, found := lookup(w); found && e.Effect == Destroys && !e.Noun {
			if emptiers[w] || joinedName(nameWords[i+1:]) {
				return false, false, false
			}
			if nearWord(nameWords, i, 1, 4, in(cacheWords)) >= 0 {
				onCache = true
			} else {
				// "remove_account": the description must say where
				// from ("Remove an account from the cache").
				needText = true
			}
		}
	}
	return onCache, needText, true
}

// textCache reports whether the description destroys a cache, and false
// for ok when a destructive word of it acts on anything else or empties.
// "Not only" denies nothing.
func textCache(toks []token) (onCache, ok bool) {
	for i, t := range toks {
		e, found := lookup(t.w)
		if !found || e.Noun || e.Effect != Destroys || denied(toks, i) {
			continue
		}
		if near(toks, i, 1, 6, in(cacheWords)) < 0 || inflects(t.w, emptiers) != "" || joinedObject(toks, i) {
			return false, false
		}
		onCache = true
	}
	return onCache, true
}

// cacheInputs reports that no input property of schema, at any depth or
// variant, is named for destroying ("alsoDeleteFiles") or picks among
// things that are not caches ("target": ["cache", "database"]), and that
// it holds no reference, whose target is not read.
func cacheInputs(schema any, depth int) bool {
	m, _ := schema.(map[string]any)
	if m == nil {
		return true
	}
	if _, ok := m["$ref"]; ok || depth > maxSchemaDepth {
		return false
	}
	if !cacheEnum(m) || !cacheInputs(m["items"], depth+1) {
		return false
	}
	for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
		vs, _ := m[k].([]any)
		for _, v := range vs {
			if !cacheInputs(v, depth+1) {
				return false
			}
		}
	}
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		for _, w := range Words(name) {
			if e, ok := lookup(w); ok && !e.Noun && e.Effect == Destroys {
				return false
			}
		}
		if !cacheInputs(v, depth+1) {
			return false
		}
	}
	return true
}

// cacheEnum reports an enum, if any, whose every member names a cache.
func cacheEnum(p map[string]any) bool {
	enum, _ := p["enum"].([]any)
	for _, v := range enum {
		s, _ := v.(string)
		if !anyWord(Words(s), cacheWords) {
			return false
		}
	}
	return true
}

// mentionsCache reports a cache word in the name or the description.
func mentionsCache(nameWords []string, toks []token) bool {
	for _, w := range nameWords {
		if cacheWords[w] {
			return true
		}
	}
	for _, t := range toks {
		if cacheWords[t.w] {
			return true
		}
	}
	return false
}

// continuations after a comma go on about what came before.
var continuations = set("including", "which", "where", "when", "so", "if", "returning", "leaving", "without", "for")

// adders add another object ("as well as", "plus", "along with").
var adders = set("plus", "well", "along", "alongside", "together", "besides", "also")

// joinedName reports a joiner among a name's words after its verb
// ("delete_cache_and_logs").
func joinedName(ws []string) bool {
	for _, w := range ws {
		if joiners[w] {
			return true
		}
	}
	return false
}

// joinedObject reports another object joined to what toks[i] acts on: a
// joiner later in its sentence, or a comma-listed word before its cache
// word ("Delete the user, the cache") or after it that does not go on
// about the cache ("the cache, the sessions"; ", including its preview
// domain" does).
func joinedObject(toks []token, i int) bool {
	seenCache := false
	for j := i + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if joiners[toks[j].w] || adders[toks[j].w] || toks[j].listed && (!seenCache || !continuations[toks[j].w]) {
			return true
		}
		seenCache = seenCache || cacheWords[toks[j].w]
	}
	return false
}
