package hints

// refine applies, after the decision, the signals that only tighten it
// from what the tool acts on; none of them makes a tool less restricted.
// flag is the destructive mode the input schema offers, if any
// ([schemaSignals]).
//
//   - Any tool destroys that makes web requests with a free-text HTTP
//     method (signal_action.go) or says it sends any method
//     (signal_anymethod.go), calls other tools by name
//     (signal_dispatch.go), calls an API with a write method at any
//     endpoint ("freee_api_post" with "path", signal_apicall.go), has an
//     option to send a message or notify someone
//     ("sendNotificationEmail", "notifyAttendees", signal_sendoption.go)
//     or a boolean whose own description opens by destroying or sending
//     ("Charge the customer's card immediately", signal_optiondesc.go),
//     says with a light verb that it does a destroying act ("Performs a
//     hard reset", signal_lightverb.go), or has no verb in its name and
//     a description that opens by sending ("Email the report",
//     signal_message.go).
//   - A read destroys when its description states a destructive effect of
//     the call ("Messages are deleted after they are read", "the original
//     file is replaced", "the secret is rotated", "watchers receive an
//     email", "replacing the existing copy", signal_sideeffect.go; "stale
//     branches will be removed", signal_storedloss.go), says something stops
//     working (signal_irreversible.go) or removes what it reads
//     ("fetch_jobs": "the job is acknowledged and removed"), and writes when
//     it marks, moves or posts what it reads (signal_sidewrite.go). A read
//     takes the act of a clause of its own that destroys or sends ("Also
//     closes positions", "Posts a summary to Slack", "and email the
//     report"), or writes besides ("Also archives", "and approve it",
//     "; archives everything", "Each call records a visit", "This tool
//     starts each server", signal_lateract.go), and the mode of a boolean named by
//     an act or a dry-run switch ("apply", "send", "dryRun",
//     signal_actflag.go). A read also takes as modes the acts its
//     description says it supports ("Supports CRUD", signal_supports.go) or
//     an input given to it does ("Provide `data` to overwrite it",
//     signal_inputpurpose.go), and writes when it makes what it looks for if
//     that is missing (signal_upsert.go).
//   - A read writes when it must write its output, formats a stored file, is
//     told to change what it reads, joins another action to its reading
//     verb, says its product is saved at a path, downloads into a local
//     place, logs out, has a boolean named by a destructive verb alone
//     ("prune") or offers a mode that writes beside modes that retrieve
//     ("action": ["list", "add"]) (signal_output.go, signal_flag.go,
//     signal_joined.go, signal_saves.go, signal_download.go,
//     signal_logout.go, signal_mode.go), must be given a score to record
//     (signal_verdict.go) or exports into a stored place
//     (signal_exportto.go), takes an input to install, upload or deploy
//     (signal_install.go), fetches from a version-control remote
//     (signal_fetch.go) or has an input that switches it to changing what it
//     reads (signal_optiondesc.go); a read that takes a statement in free
//     text destroys when an option runs it ("analyze": "Run EXPLAIN
//     ANALYZE", signal_runoption.go), and one destroys that sends what it
//     read to an input ("Email address to send the report to",
//     signal_delivery.go); a download takes the destructive mode its schema
//     offers ("overwrite").
//   - A write destroys when it changes a schema, runs an action named in
//     free text, writes over a stored file, creates a message, puts a
//     thing at its key, runs a statement named in free text, offers a
//     destructive mode after a late turn to writing, sets the values or
//     contents of a thing, saves the document an editor has open, takes
//     the new, full or entire content of what it updates, goes live or
//     says it cannot be undone, sets stored data that keeps no history,
//     edits a file in place (old and new text, or a list of edits:
//     signal_edits.go) or has an input that says it may kill the process
//     (signal_kill.go) (signal_stored.go, signal_schema.go, signal_action.go,
//     signal_output.go, signal_message.go, signal_put.go,
//     signal_codeprop.go, signal_mode.go, signal_content.go,
//     signal_saves.go, signal_replace.go, signal_live.go,
//     signal_irreversible.go), and so does one whose every choice of an
//     option destroys ("side": buy or sell, signal_everymode.go), that
//     can give the owner role or changes the owner (signal_owner.go),
//     that invites a person (signal_invite.go), that has a switch to
//     merge or move money ("automerge", signal_actflag.go), that says
//     something stops working, that it sends ("An invitation email is
//     sent to them", signal_sideeffect.go) or that others receive a
//     message, or that shares with another party (signal_share.go).
func refine(h hit, nameWords []string, toks []token, schema any, flag hit) hit {
	if h.effect < Destroys {
		if d := messagingOpener(nameWords, toks); d.effect == Destroys {
			return d
		}
		if d := orElse(runsAgent(toks), lightVerbAct(nameWords, toks)); d.effect == Destroys {
			return d
		}
		var buf [24]string
		first := firstSentence(toks, buf[:])
		if d := freeMethod(nameWords, first, schema); d.effect == Destroys {
			return d
		}
		if d := anyMethod(nameWords, toks); d.effect == Destroys {
			return d
		}
		if d := apiCall(nameWords, schema); d.effect == Destroys {
			return d
		}
		if d := dispatches(first, schema); d.effect == Destroys {
			return d
		}
		if d := orElse(sendsOnOption(h, schema), describedOption(h, schema)); d.effect == Destroys {
			return d
		}
	}
	switch h.effect {
	case Reads:
		if d := statedLoss(toks, nameWords); d.effect == Destroys {
			return d
		}
		if d := sideWrite(toks); d.effect != Unknown {
			d.reason = h.reason + "; " + d.reason
			return d
		}
		if d := laterAct(toks, h.weak && questionWords[h.word]); d.effect != Unknown {
			d.reason = h.reason + "; " + d.reason
			return d
		}
		if d := orElse(supportedActs(toks), inputPurpose(toks, nameWords, schema), createsWhenMissing(toks)); d.effect != Unknown {
			d.reason = h.reason + "; " + d.reason
			return d
		}
		h = logsOut(savesProduct(joinsAction(changesState(writesOutput(formatsStored(h, toks, schema), schema), schema), nameWords), toks))
		h = exportsTo(recordsVerdict(readMode(downloadsTo(h, nameWords, toks, schema, flag), schema), schema), toks)
		h = switchedWrite(h, nameWords, schema)
		h = runsStatement(deliversTo(carriesAway(runsOnOption(h, schema), schema), schema), nameWords, toks, schema)
		h = fetchesFromRemote(actsOnFlag(h, schema, toks), toks, schema)
		h = passesFlags(h, nameWords, toks, schema)
	case Writes:
		h = destroysWrite(h, nameWords, toks, schema, flag)
	}
	return h
}

// statedLoss returns the first loss a read's description states it
// causes, or an empty hit.
func statedLoss(toks []token, nameWords []string) hit {
	return orElse(sideEffect(toks), originalLost(toks), passiveObject(toks), removesWhatItReads(toks, nameWords),
		othersReceive(toks), stopsWorking(toks), replacesExisting(toks), storedSubjectLoss(toks))
}

// destroysWrite returns the first destructive signal of a write, or h.
func destroysWrite(h hit, nameWords []string, toks []token, schema any, flag hit) hit {
	h = writesOver(freeAction(schemaChange(h, nameWords, toks, schema), nameWords, toks, schema), toks, schema)
	h = putsOver(invitesPerson(deliversMessage(h, nameWords, toks), nameWords, toks), nameWords)
	h = replacesContent(savesOver(setsContent(writeMode(runsStatement(h, nameWords, toks, schema), flag), toks), toks), nameWords, schema)
	h = changesOwner(givesOwnership(everyModeDestroys(finalFlag(h, schema), schema), schema), nameWords, toks)
	h = killsOnInput(editsInPlace(updatesStored(h, nameWords, toks, schema), schema), schema)
	if h.effect != Writes {
		return h
	}
	// Going live or being irreversible says nothing about a second call:
	// the verb's idempotency stands.
	if d := publishesByStatus(h, schema); d.effect == Destroys {
		return d
	}
	if d := goesLive(nameWords, toks); d.effect == Destroys {
		d.idem = h.idem
		return d
	}
	if d := orElse(irreversible(toks), stopsWorking(toks)); d.effect == Destroys {
		d.idem = h.idem
		return d
	}
	if d := orElse(sentByWrite(toks), sharesWithParty(toks), othersReceive(toks)); d.effect == Destroys {
		return d
	}
	return h
}

// inflectsTo reports w as the word base or an inflection of it
// ("downloads", "saved", "sending"), as inflects does for a set of one
// word, without the set.
func inflectsTo(w, base string) bool {
	if w == base {
		return true
	}
	for _, st := range stems(w) {
		if st.base != "" && len(st.base)+len(st.suffix) == len(base) && base[:len(st.base)] == st.base && base[len(st.base):] == st.suffix {
			return true
		}
	}
	return false
}

// inflects returns the member of verbs that w is or inflects ("modifies",
// "formatting", "saved"), or "".
func inflects(w string, verbs map[string]bool) string {
	if verbs[w] {
		return w
	}
	var buf [32]byte
	for _, st := range stems(w) {
		if st.base == "" || len(st.base)+len(st.suffix) > len(buf) {
			continue
		}
		if b := append(append(buf[:0], st.base...), st.suffix...); verbs[string(b)] {
			return string(b)
		}
	}
	return ""
}
