package hints

// This file holds "log" as a verb: a description whose clause opens with
// "log" and its object ("Log a call to the CRM", "Logs a workout", "Log
// a recipe as cooked") records an entry in the system it names, a write
// that a second call makes again. Elsewhere "log" is a noun ("log
// lines", "the build log"), and logging to the console, a terminal or the
// server's own output ("Log a message to the console", "Logs the request
// to stderr") is logging, which changes nothing the user cares about.

// logWords are the forms of "log" a clause may open with.
var logWords = set("log", "logs")

// logSinks are where logging goes, not records kept for the user.
var logSinks = set("console", "stdout", "stderr", "terminal", "output", "debug", "logger", "syslog", "logcat",
	"trace", "tracing", "telemetry")

// logsEntry reports toks[i], a form of "log", as the verb of a clause
// that records an entry: followed by an object opener, not after a
// determiner or a preposition, and not sent to a log sink.
func logsEntry(toks []token, i int) bool {
	if !logWords[toks[i].w] || i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence || !objectOpeners[toks[i+1].w] {
		return false
	}
	if i > 0 && toks[i-1].sentence == toks[i].sentence && (determiners[toks[i-1].w] || prepositions[toks[i-1].w]) {
		return false // "the log a service writes"
	}
	for j := i + 1; j < len(toks) && j <= i+10 && toks[j].sentence == toks[i].sentence; j++ {
		if logSinks[toks[j].w] || j <= i+3 && signsIn(toks, j) {
			return false
		}
	}
	return true
}

// signsIn reports toks[j] as the particle of "log ... in" or "log ...
// out" ("Logs the client in with the token", "Log the user out"): a
// sign-in, not an entry. "in" before a place ("in the CRM") is none.
func signsIn(toks []token, j int) bool {
	switch toks[j].w {
	case "out", "off":
		return true
	case "in":
		end := j+1 >= len(toks) || toks[j+1].sentence != toks[j].sentence
		return end || signInFollowers[toks[j+1].w]
	}
	return false
}

// signInFollowers after "log ... in" make it a sign-in.
var signInFollowers = set("with", "using", "via", "to", "as", "and", "through")

// logEntry is the lexicon entry of "log" recording an entry.
var logEntry = entry{Effect: Writes, Idempotent: idemNo}
