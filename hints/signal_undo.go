package hints

// This file holds the undoing signal: a name verb that undoes a write
// ("unschedule_release", "unassign_current_user") is that write's inverse,
// itself a reversible write, and the removal its description speaks of
// ("Remove a previously set schedule from a release", "Remove current
// user as story owner") is what it undoes, not a loss. Every destructive
// word of the description must be a removal, and nothing may run code or
// offer a destructive mode. A verb undoing a destructive one
// ("uninstall", "unlink") is not an undoing of a write.

// undoesWrite returns the name's verb when it undoes a write and h is the
// removal its description speaks of, or h.
func (ev *evidence) undoesWrite(h hit, toks []token) hit {
	nv := ev.name
	if h.effect != Destroys || nv.effect != Writes || nv.weak || !undoing(nv.word) || ev.code.effect != Unknown ||
		ev.schemaCode.effect != Unknown || ev.flag.effect != Unknown || h.word != "" && inflects(h.word, unlinkVerbs) == "" {
		return h
	}
	removes := false
	for i, t := range toks {
		e, ok := lookup(t.w)
		if !ok || e.Noun || e.Effect != Destroys || t.ident || negated(toks, i) || i > 0 && determiners[toks[i-1].w] {
			// A noun after a determiner ("from a release") is no act.
			continue
		}
		if !unlinkVerbs[t.w] {
			return h
		}
		removes = true
	}
	if !removes || acts(toks, unlinkVerbs) > 1 || count(toks, "from") > 1 {
		// "… and remove the release", "from the story and from the
		// workspace": something else goes too.
		return h
	}
	return hit{effect: Writes, idem: idemYes, reason: nv.reason + `; the description's "remove" is what it undoes`, word: nv.word, settled: true}
}

// undoing reports a verb that undoes a write ("unschedule", "unassign").
func undoing(w string) bool {
	if len(w) <= 4 || w[:2] != "un" {
		return false
	}
	e, ok := lookup(w[2:])
	return ok && e.Effect == Writes && !e.Noun && !e.Weak
}

// acts counts the words of toks in verbs that are acts (not negated).
func acts(toks []token, verbs map[string]bool) int {
	n := 0
	for i, t := range toks {
		if verbs[t.w] && !negated(toks, i) {
			n++
		}
	}
	return n
}

// count counts the tokens that are w.
func count(toks []token, w string) int {
	n := 0
	for _, t := range toks {
		if t.w == w {
			n++
		}
	}
	return n
}
