package hints

// This file holds small facts of clause grammar that several signals
// share: a participle before its noun is an adjective, a word before an
// auxiliary is its subject, and a clause about the service's own
// schedule ("Updates every 5 minutes") is no act of the call.

// adjectival reports a participle toks[i] right before the noun toks[j]
// its verb would take as object, with no auxiliary before it: an
// adjective ("captured payments", "closed position history"), not an act
// ("is always rolled back", "has closed positions").
func adjectival(toks []token, i, j int) bool {
	if j != i+1 || !participle(toks[i].w) {
		return false
	}
	return near(toks, i, -3, -1, in(tenseAux)) < 0
}

// attributive reports a participle toks[i] that qualifies a noun rather
// than telling what the call does: right before a word of content in
// its sentence with no auxiliary before it ("Configured SMB/CIFS
// shares", "List stored memory entries"), or
// a state asked of each item ("mounted or not"). A participle with an
// article, a pronoun or a preposition after it is a past tense or a
// passive ("Synced the folder", "configured by the user").
func attributive(toks []token, i int) bool {
	t := toks[i]
	if !participle(t.w) || t.ident || i+1 >= len(toks) || toks[i+1].sentence != t.sentence || near(toks, i, -3, -1, in(tenseAux)) >= 0 {
		return false
	}
	if unknownOpenerBefore(toks, i) {
		return false
	}
	next := toks[i+1]
	if next.w == "or" && i+2 < len(toks) && toks[i+2].w == "not" {
		return true
	}
	if next.listed || marksNoun(next.w) || prepositions[next.w] || joiners[next.w] || subjectOf[next.w] || objectPronouns[next.w] || next.w == "to" {
		return false
	}
	e, ok := lookup(next.w)
	return !ok || e.Noun || !verbLike(next.w)
}

// unknownOpenerBefore reports toks[i] right after the word that opens
// its sentence (its hyphenated pieces included), a word the lexicon does
// not know: perhaps the imperative of what the call does, whose object
// the participle qualifies ("Hot-swap changed Java classes into a running
// JVM"). The participle is then left to act: a verb no one knows must
// not leave the tool read-only.
func unknownOpenerBefore(toks []token, i int) bool {
	k := sentenceStart(toks, i)
	if k >= i || toks[k].ident || marksNoun(toks[k].w) || counters[toks[k].w] || preamble[toks[k].w] {
		return false
	}
	for j := k + 1; j < i; j++ {
		if !toks[j].joined {
			return false
		}
	}
	e, ok := lookup(toks[k].w)
	return !ok || e.Effect == Unknown
}

// objectPronouns after a past participle make it a past tense with its
// object ("Updated it").
var objectPronouns = set("it", "them", "him", "her", "us", "me", "you", "this", "that", "these", "those")

// tenseAux before a participle (within three words) make it a perfect or
// a passive ("has closed", "is always rolled back").
var tenseAux = set("has", "have", "had", "having", "is", "are", "be", "was", "were", "been", "being", "gets", "get", "got")

// subjectOf, after a word, make it the subject of that verb ("; replies
// are sorted oldest first").
var subjectOf = set("are", "is", "was", "were", "can", "will", "may", "might", "must", "should")

// scheduleWords make a clause the service's own schedule, not the call's
// act ("Updates hourly", "Refreshes every 5 minutes").
var scheduleWords = set("daily", "hourly", "weekly", "monthly", "nightly", "periodically", "continuously")

// timeUnits after "every" make a schedule ("every 5 minutes", "every hour").
var timeUnits = set("second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
	"month", "months", "time", "sec", "min", "mins", "secs", "hr", "hrs")

// scheduled reports a clause of toks[i] that is the service's schedule
// ("Updates every 5 minutes", "Refreshes hourly").
func scheduled(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+2 && toks[j].sentence == toks[i].sentence; j++ {
		w := toks[j].w
		if scheduleWords[w] && (j == i+1 || toks[j-1].w == "run" || toks[j-1].w == "runs") {
			return true
		}
		if w == "every" && j == i+1 && (near(toks, j, 1, 2, in(timeUnits)) >= 0 || j+1 < len(toks) && isNumber(toks[j+1].w)) {
			return true
		}
	}
	return false
}

// isNumber reports a word of digits.
func isNumber(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}
