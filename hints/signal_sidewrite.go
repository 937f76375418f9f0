package hints

import "slices"

// This file holds the writing side-effect signal: a read whose description
// says that calling it marks what it reads ("messages are marked as
// read") or removes it from where it is stored ("the message is removed
// from the queue") is not read-only, whatever its verb. As for
// destructive side effects (signal_sideeffect.go), only a present or
// future passive of the verb counts (or a participle joined to one: "are
// acknowledged and removed from the queue"), not in a condition, a
// negation, the server's own schedule or a cache; a removal counts only from a stored
// place (a queue, an inbox, a server), since "tags are removed from the
// output" shapes what a read returns. Other passives of writing ("Full
// reports are saved to disk", "History is persisted locally", "Credit
// notes are created for refunds") are a read's optional output, its log
// or a fact about the service, and do not count. A removal of what the
// name says the tool reads ("fetch_jobs": "the job is acknowledged and
// removed") takes it away wherever it is: removesWhatItReads destroys.

// stateWriters change the state or the place of what a read returns, or
// put something where others read it ("are marked as read", "are moved
// to the archive", "Comments are posted on the PR", "The image is
// uploaded to a public bucket").
var stateWriters = set("mark", "move", "archive", "post", "upload")

// storedPlaces hold what a removal from them takes away for good.
var storedPlaces = set("queue", "queues", "inbox", "mailbox", "server", "storage", "bucket", "database", "disk", "topic")

// sideWrite returns a write (or, for a removal from a stored place, a
// destructive) hit when toks state a writing side effect of the call, or
// an empty hit.
func sideWrite(toks []token) hit {
	for i, t := range toks {
		if i == 0 || t.ident || !participle(t.w) || !passiveChain(toks, i, 2) || notCallsAct(toks, i) {
			continue
		}
		if inflectsTo(t.w, "remove") {
			if j := near(toks, i, 1, 4, in(storedPlaces)); j >= 0 && toks[i+1].w == "from" {
				return destroys(`description says the call has it "` + toks[i-1].w + " " + t.w + " from the " + toks[j].w + `"`)
			}
			continue
		}
		v := inflects(t.w, stateWriters)
		if v == "post" && near(toks, i, 1, 4, in(readingPlaces)) >= 0 {
			// "The result is posted to the team channel": sent.
			return destroys(`description says the call has it "` + toks[i-1].w + " " + t.w + `" where people read it`)
		}
		if v != "" && !(v == "mark" && markedOutput(toks, i)) {
			return hit{effect: Writes, idem: idemNo, reason: `description says the call has it "` + toks[i-1].w + " " + t.w + `"`}
		}
	}
	return hit{}
}

// returnedNouns are what a call gives back: marking one ("the response is
// marked truncated") shapes the output, not stored state.
var returnedNouns = set("response", "responses", "result", "results", "output", "reply", "payload")

// markedPlaces keep what is marked there ("marked failed on the server").
var markedPlaces = set("queue", "queues", "inbox", "mailbox", "server", "storage", "bucket", "database", "db",
	"disk", "topic", "ledger", "dashboard", "tracker", "board", "store", "index", "cache")

// outputMarks are qualities of what a call returns: a response marked
// so is shaped, not stored ("marked truncated", "marked as an error").
var outputMarks = set("truncated", "partial", "incomplete", "error", "errors", "failed", "failure", "sampled",
	"approximate", "estimated", "stale", "cached", "redacted", "paginated", "empty")

// markedOutput reports a passive toks[i] whose subject, within three
// words before its auxiliary, is what the call returns, marked with a
// quality of its own ("the response is marked truncated"). Only marking
// counts: a result "posted to the channel" or "uploaded" is sent, and a
// result marked "as read", "as paid" or "done in the queue" is marked
// where it is stored.
func markedOutput(toks []token, i int) bool {
	j := i + 1
	for j < len(toks) && toks[j].sentence == toks[i].sentence && (toks[j].w == "as" || determiners[toks[j].w]) {
		j++
	}
	if j >= len(toks) || toks[j].sentence != toks[i].sentence || !outputMarks[toks[j].w] ||
		near(toks, j, 1, 4, in(markedPlaces)) >= 0 {
		// "marked failed on the server", "as stale in the queue":
		// marked where it is kept.
		return false
	}
	for j := i - 2; j >= 0 && j >= i-4 && toks[j].sentence == toks[i].sentence; j-- {
		if returnedNouns[toks[j].w] {
			return true
		}
	}
	return false
}

// removesWhatItReads returns a destructive hit when a read's description
// says, in the passive, that what the name says it reads is removed
// ("fetch_jobs": "the job is acknowledged and removed"), or an empty
// hit: the read takes it away. A removal of anything else ("Scripts are
// removed from the output") shapes what the read returns, and one after
// a span of time ("removed after 30 days") is the server's retention.
func removesWhatItReads(toks []token, nameWords []string) hit {
	for i, t := range toks {
		if i == 0 || t.ident || !inflectsTo(t.w, "remove") || !participle(t.w) || !passiveChain(toks, i, 2) ||
			notCallsAct(toks, i) || near(toks, i, 1, 4, in(timeUnits)) >= 0 {
			continue
		}
		if j := near(toks, i, -6, -1, func(w string) bool { return nameNoun(nameWords, w) }); j >= 0 {
			return destroys(`description says the ` + toks[j].w + ` it reads is "` + t.w + `"`)
		}
	}
	return hit{}
}

// nameNoun reports w, a noun, as one of the name's words after its
// first ("jobs" in "fetch_jobs"), in the singular or the plural.
func nameNoun(nameWords []string, w string) bool {
	return slices.ContainsFunc(nameWords[min(1, len(nameWords)):], func(n string) bool { return sameNoun(n, w) })
}

// sameNoun reports a and b as one noun, in the singular or the plural
// ("job" and "jobs").
func sameNoun(a, b string) bool { return a == b || a+"s" == b || a == b+"s" }
