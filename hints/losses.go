package hints

import "strings"

// This file holds the signals that a read loses data: an option that
// deletes what is read, a verb of deleting ending a name that opens with
// a read, and a later sentence, a late joined verb or a means that
// destroys.

// losesOnRead reports a read verb in the name with a destructive option
// that deletes what is read ("get_message" with "deleteOnRead"): a
// destructive mode of the read.
func (ev *evidence) losesOnRead() bool {
	return ev.name.effect == Reads && readVerb(ev.name.word) && ev.flag.effect == Destroys && lossOnRead(ev.schema)
}

// readLosses open the name of an option of a read that deletes what it
// reads ("delete", "purgeAfterRead"); "removeComments" only shapes the
// output.
var readLosses = set("delete", "purge", "destroy", "wipe", "erase", "truncate")

// lossOnRead reports a top-level option of a read that deletes what it
// reads: its name opens with a word of loss, or with a destructive verb
// and the event of the read ("removeOnRead", "dropAfterFetch").
func lossOnRead(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		ws := Words(name)
		if len(ws) > 0 && destructiveFlags[ws[0]] && (readLosses[ws[0]] || lifecycleOption(ws)) {
			return true
		}
	}
	return false
}

// endsInLoss returns the verb ending a name that opens with a verb-only
// word and ends in a verb of deleting ("get_file_delete",
// "fetch_queue_purge"): a thing and what is done to it, where a read
// opening the name is no more than the namespace's habit. An act
// ("get_release") or a short name ("get_reset") is an object.
func endsInLoss(ws []string, i int) (hit, bool) {
	if i != 0 || len(ws) < 3 || !onlyVerbs[ws[0]] || determiners[ws[len(ws)-2]] {
		return hit{}, false
	}
	last := ws[len(ws)-1]
	if e, ok := lexicon[last]; ok && !e.Noun && !e.Weak && e.Effect == Destroys && e.Idempotent == idemYes {
		return e.hit(last, ` verb "`+last+`" ending the name`), true
	}
	return hit{}, false
}

// laterLoss returns a destructive verb that is the first verb of a
// sentence after the first, a verb of deleting in the third person
// ("Gets a file. Afterwards it deletes the file.", "If it has no items,
// deletes it."): words the lexicon does not know ("afterwards",
// "finally", "if") open no sentence. Unlike the opener check it reads the
// whole description.
func laterLoss(toks []token) hit {
	sentence, opened := 0, true
	for i, t := range toks {
		if t.sentence != sentence {
			sentence, opened = t.sentence, false
		}
		if opened || t.ident || preamble[t.w] || joiners[t.w] {
			continue
		}
		e, ok := lookup(t.w)
		if !ok || e.Noun {
			continue
		}
		opened = true
		w := t.w
		third := len(w) > 3 && w[len(w)-1] == 's'
		// Acts have plural nouns for homographs ("prorated charges",
		// "resend.com/broadcasts"): only verbs of deleting count.
		lost := third && e.Idempotent == idemYes
		if e.Effect == Destroys && !e.Weak && e.Objects == nil && lost && !negatedInClause(toks, i) && near(toks, i, 1, 3, in(inFlight)) < 0 && !supersedes(toks, i) {
			return destroys(`description sentence says it "` + w + `"`)
		}
	}
	return hit{}
}

// negatedInClause reports a negation within three words before toks[i]
// in its own clause: "If it has no items, deletes it" deletes.
func negatedInClause(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3 && toks[j].sentence == toks[i].sentence && !toks[j+1].listed; j-- {
		if negations[toks[j].w] {
			return true
		}
	}
	return false
}

// lateLoss reports a destructive verb joined by "and" or "then" late in
// a long first sentence ("..., and deletes it").
func lateLoss(toks []token, i int) bool {
	if i == 0 || !joiners[toks[i-1].w] || toks[i-1].w == "or" {
		return false
	}
	e, ok := lookup(toks[i].w)
	return ok && !e.Noun && !e.Weak && e.Effect == Destroys
}

// means reports a gerund after "by", the means of the tool's action
// ("Consult an expert by sending them an email"): one of its verbs.
func means(toks []token, i int) bool {
	w := toks[i].w
	return i > 0 && toks[i-1].w == "by" && len(w) > 4 && strings.HasSuffix(w, "ing") &&
		(i+1 >= len(toks) || !nounFollowers[toks[i+1].w])
}
