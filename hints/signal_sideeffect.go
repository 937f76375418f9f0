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
//
// The same holds of a passive whose subject is the object a verb
// destroys only with ("the secret is rotated": passiveObject), of others
// said to receive a message ("watchers receive an email":
// othersReceive), and of replacing what already exists ("replacing the
// existing local copy": replacesExisting). A write whose description
// says in the passive that the call sends ("An invitation email is sent
// to them": sentByWrite) or that others receive a message destroys.

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

// doneAway reports a participle of a verb of the lexicon that does away
// with what it names for good, whatever its object ("suspended",
// "deactivated", "uninstalled", "evicted"), but for those that also
// shape what a read returns (outputShapers).
func doneAway(w string) bool {
	if !participle(w) {
		return false
	}
	b := baseOf(w)
	e, ok := lexicon[b]
	return ok && b != w && e.Effect == Destroys && e.Idempotent == idemYes && !e.Noun && !e.Weak &&
		e.Objects == nil && e.WriteObjects == nil && !outputShapers[b]
}

// outputShapers are the verbs of doing away that also say how a read
// shapes its output or its own work ("Scripts are removed", "long text
// is truncated", "the buffer is cleared", "stale entries are dropped").
var outputShapers = set("remove", "rm", "del", "drop", "truncate", "replace", "reset", "clear", "clean", "prune",
	"discard", "squash", "unset", "detach", "scrub", "zap", "flush", "undo", "cleanup", "invalidate", "unlink",
	"overwritten", "lost", "rebase", "revert", "rollback")

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

// notCallsAct reports a verb toks[i] that says no act of this call:
// negated, in a condition, or near a word of notThisCall.
func notCallsAct(toks []token, i int) bool {
	return negated(toks, i) || conditional(toks, i) || near(toks, i, -6, 6, in(notThisCall)) >= 0
}

// passiveAux before a participle make it a present or future passive.
var passiveAux = set("is", "are", "be", "gets", "get", "becomes")

// conditionWords make the clause after them a condition, not an effect.
var conditionWords = set("if", "whether", "unless", "when", "whenever", "until", "once", "after", "before", "where", "which", "that")

// sideEffect returns a destructive hit when toks state a destructive side
// effect of the call, or an empty hit.
func sideEffect(toks []token) hit {
	for i, t := range toks {
		if i == 0 || t.ident || inflects(t.w, stateDestroyers) == "" && !irregularSends[t.w] && !doneAway(t.w) {
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
	if notCallsAct(toks, i) {
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

// atAddress reports a web address right after toks[i], a verb that puts
// content where it is read ("Pages are published at https://…"): where
// something can be read, not what the call does. Deleting, paying or
// revoking at an address is still done.
func atAddress(toks []token, i int) bool {
	return i+2 < len(toks) && (toks[i+1].w == "at" || toks[i+1].w == "on") && webSchemes[toks[i+2].w] &&
		placingVerbs[baseOf(toks[i].w)] && !passiveOfCall(toks, i)
}

// placingVerbs put content where it stays to be read.
var placingVerbs = set("publish", "post", "deploy", "host", "share", "upload", "release", "serve", "push")

// passiveOfCall reports a passive participle toks[i] that says what the
// call does, not where things are: after an adverb of sequence ("is
// then published", "are immediately posted"), or after an auxiliary of
// an event ("it gets published", "will be posted"). "Pages are
// published at", "It is also published at" say where something can be
// read.
func passiveOfCall(toks []token, i int) bool {
	if i < 1 || toks[i-1].sentence != toks[i].sentence {
		return false
	}
	switch p := toks[i-1].w; {
	case sequenceAdverbs[p], p == "get", p == "gets", p == "got", p == "getting":
		return true
	case p == "be" && i >= 2:
		return toks[i-2].w == "will" || toks[i-2].w == "then"
	}
	return false
}

// sequenceAdverbs place an act after another ("is then published").
var sequenceAdverbs = set("then", "immediately", "instantly", "afterwards", "subsequently", "finally", "automatically", "now")

var webSchemes = set("http", "https", "www")

// passiveObject returns a destructive hit when toks say, in the passive,
// that a verb destroying only certain objects is done to one of them:
// the subject of a passive is the verb's object ("the secret is
// rotated", "the payment is captured"), as the object after the active
// is ("rotates the secret"). Conditions, negations, the server's own
// schedule and other parties' acts do not count.
func passiveObject(toks []token) hit {
	for i, t := range toks {
		if i < 2 || t.ident || !participle(t.w) || !passiveChain(toks, i, 0) || notCallsAct(toks, i) || byParty(toks, i) {
			continue
		}
		e, ok := stemLookup(t.w)
		if !ok || e.Objects == nil {
			continue
		}
		k := i - 1
		for k > 0 && passiveAdverbs[toks[k].w] {
			k--
		}
		if subj := toks[k-1]; subj.sentence == t.sentence && oneOf(e.Objects)(subj.w) {
			return destroys(`description says the call has the ` + subj.w + ` "` + t.w + `"`)
		}
	}
	return hit{}
}

// passiveAdverbs may stand between a passive's auxiliary and its
// participle ("is then deleted", "are immediately revoked"), and so may
// the adverbs that say how it happens ("are permanently deleted", "is
// silently overwritten"; "automatically" says the server's schedule, see
// notThisCall).
var passiveAdverbs = set("then", "also", "immediately", "instantly", "afterwards", "subsequently", "finally",
	"permanently", "irreversibly", "irrevocably", "silently", "completely", "entirely", "fully")

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
// six words ("Returns an error if the file is deleted"), or opening its
// sentence ("Once the file, its folder or its share is deleted,"). A
// condition opening the sentence ends at the comma after its own verb
// ("Once read, the report is deleted", "If the export succeeds,"), or
// where a subject follows a verb ending one ("When the download
// completes the files are deleted"): what follows is the call's act.
func conditional(toks []token, i int) bool {
	j := frontedCondition(toks, i)
	if j < 0 {
		// A "which" after a comma opens what then happens to what came
		// before ("Read new messages, which are then deleted").
		for k := max(0, i-6); k < i; k++ {
			if t := toks[k]; t.sentence == toks[i].sentence && conditionWords[t.w] && !(t.w == "which" && t.listed) {
				return true
			}
		}
		return false
	}
	for k := j + 2; k < i; k++ {
		if toks[k].listed && !joiners[toks[k-1].w] && conditionClosed(toks[j+1:k]) {
			return false
		}
		if k >= j+3 && conditionVerbs[toks[k-1].w] && marksNoun(toks[k].w) {
			// "When the download completes the files are deleted":
			// the condition's verb, then a subject of the main clause.
			return false
		}
	}
	return true
}

// frontedCondition returns where the condition word opening toks[i]'s
// sentence is ("Once", "When", "If"), or -1.
func frontedCondition(toks []token, i int) int {
	s := sentenceStart(toks, i)
	for s < i && actOpeners[toks[s].w] {
		s++
	}
	if s < i && fronted[toks[s].w] {
		return s
	}
	return -1
}

// fronted are the condition words that open a clause before the one
// they condition.
var fronted = set("if", "unless", "when", "whenever", "once", "after", "before", "until")

// conditionClosed reports the words of a condition before a comma as a
// whole clause: one or two words without a determiner ("Once read",
// "When fetched"), or any with an auxiliary ("After it is read"); "Once
// the file," is only the first item of a list.
func conditionClosed(ws []token) bool {
	for _, t := range ws {
		if tenseAux[t.w] {
			return true
		}
	}
	if len(ws) >= 2 && conditionVerbs[ws[len(ws)-1].w] {
		// "If the export succeeds,", "When the download completes,".
		return true
	}
	if len(ws) > 2 {
		return false
	}
	for _, t := range ws {
		if determiners[t.w] || objectOpeners[t.w] {
			return false
		}
	}
	return true
}

// conditionVerbs end a condition's clause with its own verb ("If the
// export succeeds", "When the download completes").
var conditionVerbs = set("succeeds", "succeeded", "completes", "completed", "finishes", "finished", "fails", "failed",
	"ends", "ended", "expires", "expired", "exists", "arrives", "arrived", "passes", "passed", "exits", "exited",
	"stops", "stopped", "returns", "returned", "works", "worked", "changes", "changed", "matches", "matched")

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
