package hints

import "strings"

// This file holds the coordinated-action signal: a name that joins a
// reading verb directly to another word ("lookup_and_block",
// "view_and_acknowledge_alert", "lint_then_fix") does that second thing
// too. Unless the second word is known to read, the tool does more than
// read: a read verb does not vouch for a verb it does not know.

// coordinatedAction returns the word joined by "and", "or" or "then"
// right after a reading verb of ws, when it is not a known read, or ok
// false.
func coordinatedAction(ws []string) (string, bool) {
	for i := 0; i+2 < len(ws); i++ {
		e, ok := lookup(ws[i])
		if !ok || e.Effect != Reads || e.Noun || !joiners[ws[i+1]] {
			continue
		}
		w := ws[i+2]
		if determiners[w] || prepositions[w] || joiners[w] {
			continue
		}
		if e2, ok := lookup(w); ok && e2.Effect == Reads {
			continue
		}
		return ws[i] + " " + ws[i+1] + " " + w, true
	}
	return "", false
}

// joinsAction turns a read into a write when its name joins another
// action to the reading verb.
func joinsAction(h hit, nameWords []string) hit {
	if h.effect != Reads {
		return h
	}
	if said, ok := coordinatedAction(nameWords); ok {
		if w := said[strings.LastIndexByte(said, ' ')+1:]; messagingNouns[w] {
			// "fetch_and_email": a messaging noun joined as a verb sends.
			return destroys(`name "` + said + `" sends`)
		}
		return hit{effect: Writes, idem: idemNo, reason: `name "` + said + `" does more than read`, word: h.word}
	}
	return h
}
