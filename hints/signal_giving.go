package hints

import "slices"

// This file holds the giving verbs of a description: "provide" and
// "offer" read when what they give is what a read returns ("Provides a
// summary of", "Offers detailed information about"), write when they
// give a thing to someone ("Provides a user with write access", "Offers
// the job to the candidate") or give a new thing ("Provides a new API
// key"), and send when they give it by a channel of messages ("Offers
// the job to the candidate by email").

// givers are weak reads of what the call returns ("Provides a summary",
// "Offers an overview"), unless given to someone (givenAway).
var givers = set("provide", "offer")

// givenAway reports the giving verb toks[i] with a recipient of its own
// in its clause: a party before "with" ("Provides a user with write
// access"), a party after "to" ("Offers the job to the candidate"), or
// "for sale" ("Offers the item for sale"): the call gives it, it does
// not return it.
func givenAway(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+8 && toks[k].sentence == toks[i].sentence; k++ {
		if toks[k].listed && !joiners[toks[k-1].w] {
			return false
		}
		next := ""
		if k+1 < len(toks) && toks[k+1].sentence == toks[i].sentence {
			next = toks[k+1].w
		}
		// "a user with access", "the customer a free seat": the one
		// given to, right after the verb.
		direct := k == i+1 || k == i+2 && articles[toks[i+1].w]
		switch {
		case recipients[toks[k].w] && direct && (next == "with" || articles[next] || determiners[next]):
			// "Provides the user with a summary": what is read.
			return !readingNounAt(toks, k+2) && !readingNounAt(toks, k+3)
		case toks[k].w == "to" && k+1 < len(toks) && (recipients[next] || articles[next] && k+2 < len(toks) && recipients[toks[k+2].w]):
			return true
		case toks[k].w == "for" && next == "sale":
			return true
		}
	}
	return false
}

// givenHit is what the giving verb toks[i] does when it gives something
// to someone: a write, or, sent by a channel of messages ("Offers the job
// to the candidate by email"), a destructive send; or when it gives a
// new thing ("Provides a new API key"): it makes one. Otherwise, and for
// other verbs, it is an empty hit.
func givenHit(toks []token, i int) hit {
	w := toks[i].w
	switch {
	case !givers[baseOf(w)]:
		return hit{}
	case givenAway(toks, i):
		if j := near(toks, i, 2, 10, in(channelWords)); j >= 0 && toks[j].sentence == toks[i].sentence && j+1 < len(toks) && messagingNouns[toks[j+1].w] {
			return destroys(`description "` + w + `" gives something to someone "` + toks[j].w + ` ` + toks[j+1].w + `"`)
		}
		return hit{effect: Writes, idem: idemNo, reason: `description "` + w + `" gives something to someone`, word: w}
	case givesNew(toks, i):
		return hit{effect: Writes, idem: idemNo, reason: `description "` + w + ` a new" makes one`, word: w}
	}
	return hit{}
}

// givesNew reports a giving verb toks[i] that gives a new thing ("Provides
// a new API key", "Provides new credentials"): it makes one.
func givesNew(toks []token, i int) bool {
	j := i + 1
	if j < len(toks) && (toks[j].w == "a" || toks[j].w == "an") {
		j++
	}
	return j < len(toks) && toks[j].sentence == toks[i].sentence && toks[j].w == "new"
}

// givesInformation reports what a giving verb toks[i] gives as what a
// read returns, before any preposition: a reading noun ("Provides a
// summary of", "Offers detailed information about") or a reading act
// ("Provides a search over", "read-only access"). "Provides a new API
// key", "Provides storage for the project" give something else: the
// verb says nothing of it.
func givesInformation(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+5 && toks[k].sentence == toks[i].sentence && !prepositions[toks[k].w]; k++ {
		if readingNounAt(toks, k) || infoNouns[toks[k].w] || slices.Contains(readingActs, toks[k].w) || toks[k].w == "read" {
			return true
		}
	}
	return false
}

// infoNouns are what a read gives besides the lexicon's reading nouns.
var infoNouns = set("guidance", "insight", "insights", "suggestion", "suggestions", "recommendation",
	"recommendations", "explanation", "explanations", "example", "examples", "answer", "answers", "context",
	"list", "lists", "view", "views", "guide", "guides", "tips", "advice", "data", "description", "descriptions",
	"reference", "references", "feedback", "visibility", "breakdown", "snapshot", "preview", "analytics",
	"guidelines", "practices", "diagnostics", "location", "locations", "errors", "warnings", "definitions",
	"definition", "documentation", "docs", "options", "choices", "hints", "notes")

// channelWords say how something is delivered ("by email").
var channelWords = set("by", "via", "over")

// recipients are who may be given something.
var recipients = set("customer", "customers", "user", "users", "buyer", "buyers", "client", "clients", "member",
	"members", "subscriber", "subscribers", "candidate", "candidates", "applicant", "applicants", "employee",
	"employees", "seller", "sellers", "vendor", "vendors", "team", "teams", "them", "him", "her", "contributor",
	"contributors", "collaborator", "collaborators", "guest", "guests", "recipient", "recipients")
