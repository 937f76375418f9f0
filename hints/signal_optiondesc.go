package hints

import "slices"

// This file holds the described-option signal: a top-level boolean whose
// own description opens with an act that destroys or sends ("capture":
// "Charge the customer's card immediately", "welcome": "Send a welcome
// email", "consume": "Remove the item from the queue after reading it")
// gives the call that mode, whatever the option's name: a tool takes its
// most dangerous mode. Only acts that never shape what a read returns
// count ("Remove HTML tags from the output" does), a removal only from a
// stored place, and not an act on a later event ("Send email
// notification when indexing completes" tells the caller). The option
// may say so as the switch it is ("Whether to charge the customer right
// away", "If true, sends an invitation email", "Set to false to email
// the requester", "If true, the messages are deleted from the queue"),
// or join the act to a first verb ("Finalize and email the invoice").

// optionActs open an option's description with an act that destroys or
// sends.
var optionActs = set("delete", "destroy", "purge", "wipe", "erase", "expunge", "kill", "terminate", "revoke",
	"invalidate", "overwrite", "send", "email", "notify", "publish", "charge", "pay", "refund", "transfer",
	"cancel", "deploy", "merge", "submit", "restart", "reboot", "deactivate", "suspend", "drain")

// notices sent by an option are alerts the caller opts into ("Send
// notifications for the link"); only an option named for a channel or
// someone notified sends them (signal_sendoption.go).
var notices = set("notification", "notifications", "alert", "alerts")

// describedOption returns a destructive hit when a top-level boolean's
// description opens with one of optionActs, or with a removal from a
// stored place, or when another input's says so of it being given ("If
// provided, overwrites the range"), or h.
func describedOption(h hit, schema any) hit {
	if h.effect != Reads && h.effect != Writes {
		return h
	}
	var act string
	name := topProperty(schema, func(_ string, p map[string]any) bool {
		desc, _ := p["description"].(string)
		if p["const"] != nil || desc == "" {
			return false
		}
		toks := textTokens(desc)
		if p["type"] != "boolean" && !givenSwitch(toks) {
			return false
		}
		act = optionAct(toks)
		return act != ""
	})
	if name == "" {
		return h
	}
	return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; input property "` + name + `" can ` + act, word: h.word}
}

// optionAct returns the act that destroys or sends which a boolean's
// description, toks, says the option switches on, or "": its first verb,
// after the words that make it the switch it is ("Whether to charge",
// "If true, sends", "Set to false to email", see switchWords) and any
// adverb ("permanently delete"), or an act joined to that verb ("Finalize
// and email the invoice"); after such words, a loss the rest states ("If
// true, the messages are deleted from the queue") too.
func optionAct(toks []token) string {
	k := switchWords(toks)
	for k < len(toks) && optionAdverbs[toks[k].w] {
		k++
	}
	rest := toks[k:]
	if len(rest) < 2 || rest[0].ident || near(rest, 0, 1, 8, in(laterEvents)) >= 0 {
		// "Send email notification when indexing completes": the
		// caller is told of a later event.
		return ""
	}
	act := func(i int) string { return optionActAt(toks, rest, i, k > 0) }
	if v := act(0); v != "" {
		return v
	}
	if e, ok := lookup(rest[0].w); ok && e.acts() && len(rest) > 2 && rest[1].w == "and" {
		if v := act(2); v != "" {
			return v
		}
	}
	if inflectsTo(rest[0].w, "remove") {
		if j := near(rest, 0, 1, 8, in(storedPlaces)); j > 0 && rest[j-1].w == "the" && near(rest, 0, 1, 6, func(w string) bool { return w == "from" }) >= 0 {
			return rest[0].w
		}
	}
	if v := storedAway(rest); v != "" {
		return v
	}
	if k > 0 && switchedLoss(toks, rest) {
		return "destroy"
	}
	return ""
}

// storedAway returns the verb rest opens with when it may only shape
// output ("drop", "empty", "remove") but does away with a stored thing
// named within four words ("Drop and recreate the table first", "Empty
// the output directory", "Remove remote files that do not exist
// locally"), not from what is returned ("Drop directories from the
// listing"), or "".
func storedAway(rest []token) string {
	b := baseOf(rest[0].w)
	if e, ok := lexicon[b]; !ok || !(e.Effect == Destroys && outputShapers[b] || b == "empty") || !finiteAct(rest, 0) {
		return ""
	}
	j := near(rest, 0, 1, 4, in(storedThings))
	if j < 0 || near(rest, j, 1, 3, in(shapedPlaces)) >= 0 {
		return ""
	}
	return b
}

// optionActAt returns the act of optionActs at rest[i], a word of an
// option's description toks, or "". After the words of a switch
// (switched), the act is a finite verb ("If set, deleted items are
// included" names items), a switch sets a state of what the call makes or types
// ("Whether to suspend the CronJob", "Whether to submit the text"), sends
// a message only when it says one ("If true, sends a roundtrip command to
// verify"), and deletes nothing its other setting restores ("Set to true
// to delete a block. Set to false to restore a block.").
func optionActAt(toks, rest []token, i int, switched bool) string {
	v := inflects(rest[i].w, optionActs)
	if v == "" || sendingStates[v] && near(rest, i, 1, 3, in(notices)) >= 0 {
		return ""
	}
	if switched && (!finiteAct(rest, i) || switchedStates[v] || v == "send" && near(rest, i, 1, 4, in(messageWords)) < 0 || undoneBy(toks)) {
		return ""
	}
	return v
}

// switchedLoss reports a loss the switch's own sentence, rest, states
// ("If true, the messages are deleted from the queue"), unless the
// option's description toks says the thing comes back; a later sentence
// may tell of other work.
func switchedLoss(toks, rest []token) bool {
	end := 0
	for end < len(rest) && rest[end].sentence == rest[0].sentence {
		end++
	}
	l := orElse(sideEffect(rest[:end]), passiveObject(rest[:end]))
	return l.effect == Destroys && !undoneBy(toks)
}

// switchedStates are acts an option switched on by a "Whether to" or "If
// true," sets as a state of what the call makes or types.
var switchedStates = set("submit", "suspend", "deactivate", "restart", "reboot", "drain", "invalidate")

// undoneBy reports an option's description that says the thing comes
// back ("Set to false to restore a block", "can be recovered").
func undoneBy(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return restoredWords[t.w] || inflects(t.w, restoreVerbs) != "" })
}

// messageWords are messageObjects as a set.
var messageWords = set(messageObjects...)

// restoreVerbs bring a removed thing back.
var restoreVerbs = set("restore", "undelete", "recover")

// optionAdverbs before an option's act say how it acts ("permanently
// delete", "automatically merge").
var optionAdverbs = set("permanently", "automatically", "also", "immediately", "then")

// switchState reports w, what a boolean is set to in a description
// that tells what setting it does ("If true,", "When enabled,"), or what
// an input of another type is when it is given ("If provided,").
func switchState(w string) bool { return boolStates[w] || givenStates[w] }

// boolStates are what a boolean is set to ("true", "enabled", "on").
var boolStates = set("true", "false", "enabled", "disabled", "yes", "no", "on", "off", "checked")

// givenStates say an input is given at all ("If provided,", "When
// set,").
var givenStates = set("given", "provided", "supplied", "specified", "present", "set")

// givenSwitch reports the description of an input that is not a
// boolean opening with what the call does when the input is given ("If
// provided, overwrites the range with these values"): the input is then
// a switch, and its act the call's.
func givenSwitch(toks []token) bool {
	return len(toks) > 2 && (toks[0].w == "if" || toks[0].w == "when") && givenStates[toks[1].w]
}

// switchWords returns the index of the first word after the words that
// make an option's description the switch it is ("Whether to", "If
// true,", "If set to true,", "When enabled,", "Set to false to", "Pass
// true to", "True to"), or 0.
func switchWords(toks []token) int {
	at := func(i int) string {
		if i < len(toks) && toks[i].sentence == toks[0].sentence {
			return toks[i].w
		}
		return ""
	}
	switch at(0) {
	case "whether":
		if at(1) == "to" {
			return 2
		}
		return 0
	case "if", "when":
		last := 0
		for j := 1; j <= 4; j++ {
			if switchState(at(j)) {
				last = j
			}
		}
		return last + min(last, 1)
	}
	// "Set to false to email", "Pass true to delete", "True to delete".
	for j := 0; j <= 3; j++ {
		if (at(j) == "true" || at(j) == "false") && at(j+1) == "to" {
			return j + 2
		}
	}
	return 0
}

// keptOutput are verbs, beside outputVerbs, that keep a read's output
// ("If true, saves the screenshot to a file", "copies it to the
// clipboard"): an optional output file of a read changes nothing the
// user cares about.
var keptOutput = set("export", "download", "copy", "record")

// callFeatures, switched on, are features of the call itself ("Set to
// true to enable SLO evaluation", "Whether to follow/tail the logs").
var callFeatures = set("enable", "disable", "follow")

// switchedOnRead reports the verb toks[k] done to a thing the name says
// the tool reads: its object within three words ("assigns the task"), or
// where it puts something, after "to" or "on" ("adds this label to the
// issue", "applies this update to every matched document").
func switchedOnRead(toks []token, k int, nameWords []string) bool {
	isRead := func(w string) bool { return nameNoun(nameWords, w) }
	if near(toks, k, 1, 3, isRead) >= 0 {
		return true
	}
	j := near(toks, k, 1, 4, func(w string) bool { return w == "to" || w == "on" })
	return j >= 0 && near(toks, j, 1, 3, isRead) >= 0
}

// switchedWrite returns a write when h reads and a top-level input
// switches the call to changing what it reads: its description, as the
// switch it is ("If true, assigns the task to you", "Whether to mark the
// task as in progress", "If provided, adds this label to the issue"),
// opens with a finite verb that writes, done to a thing the name says
// it reads (switchedOnRead). Session moves, features of the call and
// verbs that keep the read's output stay out ("Whether to follow
// redirects", "If true, saves the screenshot to a file").
func switchedWrite(h hit, nameWords []string, schema any) hit {
	if h.effect != Reads {
		return h
	}
	var act string
	name := topProperty(schema, func(_ string, p map[string]any) bool {
		desc, _ := p["description"].(string)
		if p["const"] != nil || desc == "" {
			return false
		}
		toks := textTokens(desc)
		if p["type"] != "boolean" && !givenSwitch(toks) {
			return false
		}
		k := switchWords(toks)
		if k == 0 || k >= len(toks) || toks[k].ident || !finiteAct(toks, k) {
			return false
		}
		e, ok := lookup(toks[k].w)
		v := toks[k].w
		if !ok || e.Effect != Writes || e.Weak || e.Noun || inflects(v, sessionWrites) != "" || inflects(v, outputVerbs) != "" ||
			inflects(v, keptOutput) != "" || inflects(v, callFeatures) != "" || !switchedOnRead(toks, k, nameWords) {
			return false
		}
		act = v
		return true
	})
	if name == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: h.reason + `; input property "` + name + `" switches it to "` + act + `" what it reads`, word: h.word}
}
