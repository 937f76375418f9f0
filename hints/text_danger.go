package hints

import "strings"

// This file holds the scan of a description for danger (dangerSignals):
// a destructive word used as a verb, code the caller gives ("arbitrary
// JavaScript", "Execute a raw query") or a message sent ("email it to
// the team"), and what keeps a destructive word from counting: the slot
// of a noun, a plural read, a process ending, guidance, a participle or
// gerund, another tool's act (dangerSlot, dangerOf).

// arbitraryCode returns a destructive hit when toks[i] says the call
// takes any code ("any SQL", "arbitrary JavaScript") or runs whatever
// the caller writes ("Execute a raw SurrealQL query").
func arbitraryCode(toks []token, i int) hit {
	t := toks[i]
	if t.w == "arbitrary" || t.w == "any" {
		if j := near(toks, i, 1, 2, in(codeObjects)); j >= 0 && !pureQualifiers[toks[j-1].w] && !negated(toks, i) {
			return destroys(`description "` + t.w + " " + toks[j].w + `"`)
		}
	}
	if v := runsArbitrary(toks, i); v >= 0 {
		return destroys(`description runs code: "` + toks[v].w + " " + t.w + " " + toks[i+1].w + `"`)
	}
	return hit{}
}

// runsArbitrary returns where the verb that runs is when "arbitrary" or
// "raw" at toks[i] comes between it, after an article if any, and what
// it runs ("Run arbitrary AQL", "Execute a raw SurrealQL query"):
// whatever the caller writes. It returns -1 if not.
func runsArbitrary(toks []token, i int) int {
	if toks[i].w != "arbitrary" && toks[i].w != "raw" || i == 0 || i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence || negated(toks, i) {
		return -1
	}
	v := i - 1
	if articles[toks[v].w] && v > 0 {
		v--
	}
	if e, ok := lookupAt(toks, v); ok && e.Exec && !e.Noun && toks[v].sentence == toks[i].sentence {
		return v
	}
	return -1
}

// dangerSignals finds the first destructive word of a description used
// as a verb, and whether it runs arbitrary code. A word object reports as
// the object of the tool's name ("release" in "create_release") is not one.
// A verb whose subject is "This" ([subjectThis]) is one when thisActs.
func dangerSignals(toks []token, object func(string) bool, thisActs bool) (danger, code hit) {
	var others hit
	for i, t := range toks {
		if t.ident {
			continue
		}
		if c := arbitraryCode(toks, i); c.effect == Destroys {
			return danger, c
		}
		if j := codeInstrument(toks, i); j >= 0 {
			return danger, destroys(`description works "` + t.w + ` ... ` + toks[j].w + `": code the caller gives`)
		}
		e, ok := lookupAt(toks, i)
		if !ok || e.Noun || !dangerSlot(toks, i, thisActs) {
			continue
		}
		if j := near(toks, i, 1, 3, in(codeObjects)); e.Exec && j >= 0 && !pureQualifiers[toks[j-1].w] {
			return danger, destroys(`description runs code: "` + t.w + " " + toks[j].w + `"`)
		}
		if j := near(toks, i, 1, 6, in(runtimes)); e.Exec && j > 0 && runsIn[toks[j-1].w] {
			return danger, destroys(`description runs code: "` + t.w + ` ... ` + toks[j-1].w + " " + toks[j].w + `"`)
		}
		if j := runsAntecedent(toks, i); e.Exec && j >= 0 {
			return danger, destroys(`description runs code: "` + t.w + " " + toks[i+1].w + `" (the ` + toks[j].w + `)`)
		}
		if danger.effect == Unknown && !object(t.w) {
			if d := dangerOf(toks, i, e); d.effect == Destroys && othersAct(toks, i) {
				if others.effect == Unknown {
					others, others.others = d, true
				}
			} else {
				danger = d
			}
		}
	}
	// A message sent by a noun used as a verb ("email it to the
	// customer"); only what someone else does still counts, marked so.
	return orElse(danger, messageSent(toks), others), hit{}
}

// dangerSlot reports a word of the lexicon at toks[i] that can say what
// the call does: not a noun after a determiner (but a passive, a
// purpose, or a verb after "This" when thisActs), not before a word that makes it a noun, not negated, not in
// a question the tool answers ("whether it was deleted").
func dangerSlot(toks []token, i int, thisActs bool) bool {
	return !(i > 0 && determiners[toks[i-1].w] && !passive(toks, i) && !purpose(toks, i) && !(thisActs && subjectThis(toks, i)) &&
		!predicateDanger(toks, i) ||
		i+1 < len(toks) && nounFollowers[toks[i+1].w] || negated(toks, i) || inQuestion(toks, i) || described(toks, i) ||
		endsItself(toks, i) || readsPlural(toks, i))
}

// readsPlural reports toks[i], a verb's third person, right after a verb
// that reads ("Lists deploys of the app", "detects deploys from the
// logs"): the read's object, a plural noun. One after a comma or a
// joiner may be the next verb ("Lists files, deletes them"). A read in
// its base form may be a noun, the subject ("Cache lookup evicts stale
// keys", "Monitor kills processes"): only one opening its sentence, an
// imperative, before a preposition or the sentence's end, reads a plural
// ("List deploys of the app").
func readsPlural(toks []token, i int) bool {
	if i == 0 || !thirdPerson(toks[i].w) || toks[i].listed || toks[i-1].sentence != toks[i].sentence {
		return false
	}
	e, ok := lookup(toks[i-1].w)
	if !ok || e.Noun || e.Effect != Reads || e.Weak || e.Exec {
		return false
	}
	if thirdPerson(toks[i-1].w) {
		return true
	}
	return opensSentence(toks, i-1) && (i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence || prepositions[toks[i+1].w])
}

// endings are verbs that, with no object, say a process ends.
var endings = set("terminate", "stop", "exit", "halt", "end", "finish", "abort")

// endsItself reports an ending verb used with no object, before when or
// on what the tool's own work ends ("Terminates on endOfMibView or when
// the next OID leaves the subtree", "Stops after 100 rows"). A word
// opening a hyphenated modifier ("Stops on-prem VMs") or a quantity ("at
// most 10 of them") comes before the verb's object.
func endsItself(toks []token, i int) bool {
	if inflects(toks[i].w, endings) == "" || i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence {
		return false
	}
	if k := i + 2; k < len(toks) && toks[k].sentence == toks[i].sentence && (toks[k].joined || counters[toks[k].w] || toks[k].w == "least") {
		return false
	}
	switch toks[i+1].w {
	case "on", "when", "after", "once", "if", "upon", "at", "early":
		return true
	}
	return false
}

// described reports an act toks[i] that guidance is about ("instructions
// for writing a config file", "guidance on deleting a repository"): the
// reader does it, not the call.
func described(toks []token, i int) bool {
	if i < 2 || toks[i-2].sentence != toks[i].sentence || !strings.HasSuffix(toks[i].w, "ing") {
		return false
	}
	switch toks[i-1].w {
	case "for", "on", "about", "to":
		return guidance[toks[i-2].w] && !guidanceDone(toks, i-2)
	}
	return false
}

// guidanceDone reports guidance toks[g] that the call follows, runs or
// carries out ("Follows the guide to wiping the device", "Carries out
// the steps for deleting stale branches"): the act is then the call's.
func guidanceDone(toks []token, g int) bool {
	return near(toks, g, -4, -1, in(guidanceFollowers)) >= 0
}

// guidanceFollowers do what guidance says.
var guidanceFollowers = set("follow", "follows", "following", "execute", "executes", "executing", "run", "runs",
	"running", "apply", "applies", "applying", "carry", "carries", "carrying", "implement", "implements",
	"implementing", "perform", "performs", "performing", "automate", "automates", "automating", "complete",
	"completes", "completing", "enact", "enacts")

// guidance are nouns of advice about doing something.
var guidance = set("instructions", "instruction", "guide", "guides", "guidance", "steps", "tips", "advice",
	"recommendations", "documentation", "docs", "help", "examples", "tutorial", "tutorials", "walkthrough", "checklist")

// messageVerbs are ways of sending a message, used as verbs ("email it
// to the customer", "text the driver").
var messageVerbs = set("email", "emails", "emailed", "emailing", "text", "texts", "sms", "dm", "dms", "tweet", "tweets")

// messagedAt reports toks[i], one of messageVerbs, as the verb of a
// clause ("and email it to the customer", "Email the report to"): at the
// start of a sentence, after a joiner or after a subject naming the call
// or what the caller does ("Setting it to 'shipped' emails the
// customer"), followed by a pronoun or an article, not negated.
func messagedAt(toks []token, i int) bool {
	if !messageVerbs[toks[i].w] || i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence || toks[i].ident {
		return false
	}
	opens := i == 0 || toks[i-1].sentence != toks[i].sentence || joiners[toks[i-1].w] ||
		callSubject(toks, i) || gerundOpens(toks, i)
	return opens && messageTargets[toks[i+1].w] && !negated(toks, i)
}

// messageSent returns a destructive hit for the first message verb of
// toks used as a clause's verb ("and email it to the customer"), or an
// empty hit.
func messageSent(toks []token) hit {
	for i, t := range toks {
		if messagedAt(toks, i) {
			return destroys(`description sends: "` + t.w + " " + toks[i+1].w + `"`)
		}
	}
	return hit{}
}

// messageTargets, after a message verb, are what or whom it sends.
var messageTargets = set("it", "them", "the", "a", "an", "this", "each", "every", "all", "your", "their", "its", "him", "her", "me", "us",
	"new", "any")

// passive reports a participle in the present passive ("records are
// overwritten", "the file is deleted", "changes are lost"): what the
// tool does, not a noun.
func passive(toks []token, i int) bool {
	w := toks[i].w
	if prev := toks[i-1].w; prev != "is" && prev != "are" && prev != "be" {
		return false
	}
	if i >= 2 && noneSubjects[toks[i-2].w] {
		// "Nothing is lost": what is lost is nothing.
		return false
	}
	return participle(w) || irregularLosses[w] && !conditionBefore(toks, i)
}

// noneSubjects, as a passive's subject, say nothing undergoes it.
var noneSubjects = set("nothing", "none")

// irregularLosses are participles of losing the "-ed" and "-en" tests
// miss ("The previous config is lost", "is torn down"); under a
// condition earlier in their sentence ("if none are reported ... the
// proxy is torn down") they are what may happen, not the call's effect.
var irregularLosses = set("lost", "torn")

// dangerOf returns the destructive signal of toks[i] with lexicon entry e,
// if it is one.
func dangerOf(toks []token, i int, e entry) hit {
	w := toks[i].w
	switch {
	case e.Effect == Destroys && e.Weak && !finiteAct(toks, i):
		// "staking rewards", "liquidated positions", "kicked off": a
		// weak destroyer in prose acts only as a finite verb.
		return hit{}
	case e.Effect == Destroys:
		if _, ok := unlinkInText(toks, i); ok {
			return hit{}
		}
		if _, ok := sendsAway(toks, i); ok {
			return hit{}
		}
		if _, ok := asksModel(toks, i); ok {
			return hit{}
		}
		if typesKeys(toks, i) || clearsField(toks, i) || viaOtherTool(toks, i) {
			return hit{}
		}
		if near(toks, i, 1, 4, in(sessionObjects)) >= 0 || clearsConsole(toks, i) >= 0 || e.WriteObjects != nil && near(toks, i, 1, 3, oneOf(e.WriteObjects)) >= 0 || near(toks, i, 1, 3, in(feedbackObjects)) >= 0 && feedbackVerbs[w] {
			return hit{}
		}
		h := destroys(`description word "` + w + `"`)
		h.idem, h.word = e.Idempotent, w
		return h
	case e.Objects != nil:
		if j := near(toks, i, -3, 3, oneOf(e.Objects)); j >= 0 && !adjectival(toks, i, j) {
			return destroys(`description "` + w + " " + toks[j].w + `"`)
		}
	case bulkVerbs[w] && i+1 < len(toks) && bulkWords[toks[i+1].w] && !scheduled(toks, i):
		// "Updates every record", not "Updates every 5 minutes".
		return destroys(`description bulk change "` + w + " " + toks[i+1].w + `"`)
	}
	return hit{}
}

// finiteAct reports toks[i] in the base form or the third person, not
// a participle, a gerund or the verb of a phrasal "off".
func finiteAct(toks []token, i int) bool {
	w := toks[i].w
	return !participle(w) && !strings.HasSuffix(w, "ing") && (i+1 >= len(toks) || toks[i+1].w != "off")
}

// viaOtherTool reports the verb toks[i] done with another tool the
// caller is told to use, one named for that very act ("cancel it with
// centreon_downtime_host_cancel", "delete them using `delete_items`"):
// advice, not this call's act. An input named after "with" ("Overwrites
// the file with `new_content`") is no such tool.
func viaOtherTool(toks []token, i int) bool {
	j := near(toks, i, 1, 3, in(toolMeans))
	if j < 0 {
		return false
	}
	act := baseOf(toks[i].w)
	for k := j + 1; k < len(toks) && k <= j+6 && toks[k].ident && toks[k].sentence == toks[i].sentence; k++ {
		if baseOf(toks[k].w) == act {
			return true
		}
	}
	return false
}

// toolMeans introduce the tool an act is done with.
var toolMeans = set("with", "using", "via")
