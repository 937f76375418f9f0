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
