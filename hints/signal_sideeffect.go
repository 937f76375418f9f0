package hints

import "strings"

// This file holds the side-effect signal: a read whose description says
// that calling it destroys something ("Messages are deleted after they are
// read", "The previous token is revoked", "this also emails it to the
// owner") has that effect too; a read verb does not outvote it. Only a
// destructive verb as the predicate counts: present or future passive
// ("is deleted", "will be revoked"), an active verb after "also", or a
// gerund with an object after "by" ("by sending a code"); a
// participle before a noun ("deleted messages"), a past state ("was
// deleted"), a condition ("if the file is deleted") or a negation do not.

// stateDestroyers destroy stored state or send; the destructive verbs that
// also shape a read's output ("tags are removed from the output", "may be
// truncated", "replaced with a marker", "to also remove quoted replies")
// are left out.
var stateDestroyers = set("delete", "destroy", "revoke", "purge", "wipe", "erase", "expunge", "invalidate",
	"kill", "terminate", "overwrite", "send", "email", "mail", "notify", "publish", "charge", "consume", "cancel",
	// Accounts deactivated, suspended or banned, and queues drained,
	// are never a read's output shaped.
	"deactivate", "suspend", "ban", "drain",
	// Submitting, paying, deploying or merging cannot be taken back
	// either ("the run is submitted when you call it with final=true"),
	// but only what is done counts, not what may be done ("multiple
	// operations may be submitted together").
	"submit", "pay", "deploy", "merge", "refund", "transfer")

// finalActs are the stateDestroyers that a possibility before their
// passive ("may be submitted") makes something the caller may do.
var finalActs = set("submit", "pay", "deploy", "merge", "refund", "transfer")

// irregularSends are participles of sending and paying the stems do not
// derive.
var irregularSends = set("sent", "paid", "overwritten")

// notThisCall near the verb make it something else than this call's
// effect: the server's own schedule or retention ("deleted automatically
// after 30 days", "the cache is invalidated every hour") or the request
// the tool makes to do its reading ("a GET request is sent to the API").
var notThisCall = set("every", "daily", "hourly", "weekly", "periodically", "automatically", "retention", "expiry",
	"cache", "cached", "request", "requests", "heartbeat", "ping")

// passiveAux before a participle make it a present or future passive.
var passiveAux = set("is", "are", "be", "gets", "get", "becomes")

// conditionWords make the clause after them a condition, not an effect.
var conditionWords = set("if", "whether", "unless", "when", "whenever", "until", "once", "after", "before", "where", "which", "that")

// sideEffect returns a destructive hit when toks state a destructive side
// effect of the call, or an empty hit.
func sideEffect(toks []token) hit {
	for i, t := range toks {
		if i == 0 || t.ident || inflects(t.w, stateDestroyers) == "" && !irregularSends[t.w] {
			continue
		}
		if d := statedAt(toks, i); d.effect == Destroys {
			return d
		}
	}
	return hit{}
}

// statedAt returns a destructive hit when toks[i], a destroying verb,
// states what the call does: a present or future passive ("is sent"), an
// active verb after "also", or a gerund with an object after "by"; not
// negated, conditional, the server's schedule, another party's act or
// a possibility. Otherwise it returns an empty hit.
func statedAt(toks []token, i int) hit {
	t := toks[i]
	if negated(toks, i) || conditional(toks, i) || near(toks, i, -6, 6, in(notThisCall)) >= 0 {
		return hit{}
	}
	prev := toks[i-1]
	if prev.sentence != t.sentence || byParty(toks, i) || atAddress(toks, i) ||
		inflects(t.w, finalActs) != "" && i >= 2 && prev.w == "be" && possibility[toks[i-2].w] {
		return hit{}
	}
	switch {
	case passiveChain(toks, i, 2) && participle(t.w):
		return destroys(`description says the call has it "` + prev.w + " " + t.w + `"`)
	case prev.w == "also" && !participle(t.w):
		return destroys(`description says the call "also ` + t.w + `"`)
	case prev.w == "by" && strings.HasSuffix(t.w, "ing") && i+1 < len(toks) && objectOpeners[toks[i+1].w]:
		// The means of the action: "Test the settings by sending a
		// test email" ("sort by sending date" has no object).
		return destroys(`description says it works "by ` + t.w + `"`)
	}
	return hit{}
}

// laterEvents after a passive make it happen on an event to come.
var laterEvents = set("when", "whenever", "if", "unless", "once", "each", "upon")

// messagedBy are nouns of messages whose participles say a thing was
// sent by them ("a reset link is emailed").
var messagedBy = set("email", "mail", "text", "message", "sms", "tweet", "fax")

// confirmingCodes are sent to confirm the caller's own address.
var confirmingCodes = set("code", "codes", "otp", "verification", "passcode", "pin")

// sentByWrite returns a destructive hit when a write's description says,
// in the passive, that the call sends, pays or overwrites ("An invitation
// email is sent to them", "The user is sent a welcome email", "a reset
// link is emailed"), or an empty hit. The description's other destroying verbs are read as
// inflections of the lexicon's stems; these participles are none. Not
// the call's send: one to a keeping place ("is sent to the archive"),
// one on a later event ("Events are sent to the URL when they occur"),
// one the caller may make or one that is a purpose ("may be sent",
// "scheduled to be sent"), and a code sent to confirm an address ("A
// verification code is sent to the email"), which reaches the caller.
func sentByWrite(toks []token) hit {
	for i, t := range toks {
		if i < 2 || t.ident || !irregularSends[t.w] && !(participle(t.w) && inflects(t.w, messagedBy) != "") || near(toks, i, 1, 6, in(laterEvents)) >= 0 ||
			toks[i-1].w == "be" && (possibility[toks[i-2].w] || toks[i-2].w == "to") || near(toks, i, -4, 4, in(confirmingCodes)) >= 0 {
			continue
		}
		if _, away := sendsAway(toks, i); away {
			continue
		}
		if d := statedAt(toks, i); d.effect == Destroys {
			return d
		}
	}
	return hit{}
}

// atAddress reports a web address right after toks[i] ("Pages are
// published at https://…"): where something can be read, not what the
// call does.
func atAddress(toks []token, i int) bool {
	return i+2 < len(toks) && (toks[i+1].w == "at" || toks[i+1].w == "on") && webSchemes[toks[i+2].w]
}

var webSchemes = set("http", "https", "www")

// passiveAdverbs may stand between a passive's auxiliary and its
// participle ("is then deleted", "are immediately revoked").
var passiveAdverbs = set("then", "also", "immediately", "instantly", "afterwards", "subsequently", "finally")

// passiveChain reports a participle toks[i] in a present or future
// passive: after its auxiliary, after an adverb after it ("It is then
// finalized"), or joined to such a participle ("finalized and sent"),
// at most depth joins back.
func passiveChain(toks []token, i, depth int) bool {
	if i < 1 || toks[i-1].sentence != toks[i].sentence {
		return false
	}
	prev := toks[i-1].w
	switch {
	case passiveAux[prev]:
		// "Get submitted feedback" opens with an imperative, not an
		// auxiliary.
		return !(prev == "get" && (i < 2 || toks[i-2].sentence != toks[i].sentence))
	case passiveAdverbs[prev]:
		return i >= 2 && toks[i-2].sentence == toks[i].sentence && passiveAux[toks[i-2].w]
	case (prev == "and" || prev == "or") && depth > 0:
		return i >= 2 && participle(toks[i-2].w) && passiveChain(toks, i-2, depth-1)
	}
	return false
}

// byParty reports a passive's agent who is a party other than the tool
// ("Forms are submitted by users"): what they do.
func byParty(toks []token, i int) bool {
	return i+2 < len(toks) && toks[i+1].w == "by" && toks[i+2].sentence == toks[i].sentence &&
		(parties[toks[i+2].w] || determiners[toks[i+2].w] && i+3 < len(toks) && parties[toks[i+3].w])
}

// participle reports a past participle ("deleted", "overwritten",
// "sent").
func participle(w string) bool {
	n := len(w)
	return n > 3 && (w[n-2:] == "ed" || w[n-2:] == "en") || irregularSends[w]
}

// conditional reports a condition word earlier in toks[i]'s clause, within
// six words ("Returns an error if the file is deleted"). A "which" after
// a comma opens what then happens to what came before ("Read new
// messages, which are then deleted"), not a condition.
func conditional(toks []token, i int) bool {
	for j := max(0, i-6); j < i; j++ {
		if t := toks[j]; t.sentence == toks[i].sentence && conditionWords[t.w] && !(t.w == "which" && t.listed) {
			return true
		}
	}
	return false
}

// originalWords name what a tool was given, as it was kept before the
// call ("the original file", "the existing notes", "the source image").
var originalWords = set("original", "originals", "existing", "source")

// replacers put something else where a thing was.
var replacers = set("replace", "remove", "delete", "overwrite", "discard")

// originalLost returns a destructive hit when toks say, in the passive,
// that the original of what the tool works on is replaced or removed
// ("the original file is replaced with the translation", "The existing
// notes are overwritten"), or an empty hit. A replacement said of the
// output ("links are replaced with their URLs") names no original.
func originalLost(toks []token) hit {
	for i, t := range toks {
		if i < 2 || t.ident || !passive(toks, i) || inflects(t.w, replacers) == "" || negated(toks, i) || conditional(toks, i) {
			continue
		}
		if j := near(toks, i, -4, -2, in(originalWords)); j >= 0 && toks[j].sentence == t.sentence {
			return destroys(`description says the ` + toks[j].w + ` "` + toks[i-1].w + " " + t.w + `"`)
		}
	}
	return hit{}
}

// receivers are the people a message reaches, as the subject of
// "receive" ("watchers receive an email", "they receive an invitation").
var receivers = set("they", "watchers", "subscribers", "subscriber", "recipients", "recipient", "followers",
	"members", "member", "user", "users", "customer", "customers", "assignee", "assignees", "reviewers",
	"reviewer", "attendees", "guests", "guest", "invitees", "invitee", "candidate", "candidates", "team",
	"owner", "owners", "collaborators", "collaborator", "participants", "contacts", "everyone")

// receivedMessages are what a receiver is sent.
var receivedMessages = set("email", "emails", "notification", "notifications", "message", "messages", "sms",
	"invitation", "invitations", "invite", "text", "alert", "alerts", "mail")

// receiveVerbs say that a message reaches its subject.
var receiveVerbs = set("receive", "receives", "get", "gets")

// receiveAdverbs may stand between a receiver and "receive".
var receiveAdverbs = set("will", "then", "also", "automatically", "immediately", "each", "all")

// othersReceive returns a destructive hit when a description says that
// people other than the caller receive or get a message ("watchers
// receive an email", "Matching contacts get a notification"), or an
// empty hit. A relative clause ("users that receive emails"), the caller
// ("You receive a code"), a condition or a negation is no send of this
// call.
func othersReceive(toks []token) hit {
	for i, t := range toks {
		if t.ident || !receiveVerbs[t.w] || negated(toks, i) || conditional(toks, i) ||
			near(toks, i, 1, 4, in(receivedMessages)) < 0 {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3 && toks[j].sentence == t.sentence; j-- {
			if receivers[toks[j].w] {
				return destroys(`description says "` + toks[j].w + ` ... ` + t.w + `" a message`)
			}
			if !receiveAdverbs[toks[j].w] {
				break
			}
		}
	}
	return hit{}
}

// existingMarks say that what a replacement takes the place of was there
// before the call ("the existing local copy", "files that already
// exist").
var existingMarks = set("existing", "exist", "exists", "current")

// overwriters put something else in a thing's place.
var overwriters = set("replace", "overwrite")

// replacesExisting returns a destructive hit when a description replaces
// or overwrites what already exists ("replacing files that already
// exist", "replacing the existing local copy"), or an empty hit.
// Replacing what the call returns ("replacing newlines with spaces")
// names nothing that was there.
func replacesExisting(toks []token) hit {
	for i, t := range toks {
		if t.ident || inflects(t.w, overwriters) == "" || negated(toks, i) || conditional(toks, i) {
			continue
		}
		if j := near(toks, i, 1, 5, in(existingMarks)); j > 0 && near(toks, j, -2, 2, func(w string) bool { return w == "with" }) < 0 {
			return destroys(`description "` + t.w + ` ... ` + toks[j].w + `" loses what was there`)
		}
	}
	return hit{}
}
