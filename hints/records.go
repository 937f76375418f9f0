package hints

import (
	"strings"
	"unicode"
)

// This file holds the words of a description that name the records of
// acts, or values, rather than acts of the call: the plural of an act
// noun a read returns ("Returns recent changes: creations and
// deletions"), words in capitals listed in parentheses after records or
// kinds ("admin events (CREATE/UPDATE/DELETE)"), and "report" opening a
// sentence before what it tells. Each stays an act where the description
// carries the acts out ("Applies all pending deletions", "... and
// applies them").

// tellingNouns are the reading nouns whose verb tells the caller what it
// finds ("Report whether ..."). The others, as verbs, write ("Log which
// files were changed") or run what they measure ("Profile how long the
// query takes").
var tellingNouns = set("report", "reports")

// tellsFinding reports toks[i] the imperative of a reading noun, opening
// its sentence before what it tells the caller ("Report whether there
// are uncommitted changes"), not sent to someone ("... to the
// moderators"): a read.
func tellsFinding(toks []token, i int) bool {
	return tellingNouns[toks[i].w] && i == sentenceStart(toks, i) && i+1 < len(toks) && objectClauses[toks[i+1].w] && !reportsTo(toks, i)
}

// actNounPlural reports the plural of a verb's act noun ("deletions",
// "removals", "cancellations"): no verb inflects so, and the plural names
// the acts' records, which a history or an audit log returns. The
// singular after a verb is the act ("Requests deletion of the account").
func actNounPlural(w string) bool {
	s, ok := strings.CutSuffix(w, "s")
	return ok && nominalBase(s, lexiconVerb) != ""
}

// lexiconVerb reports b a word of the lexicon, as it is spelt (not an
// inflection, unlike verbLike), that is no noun.
func lexiconVerb(b string) bool {
	e, ok := lexicon[b]
	return ok && !e.Noun
}

// readsRecords reports the plural act noun toks[i] read as the records
// of acts: the first verb of its sentence before it reads ("Returns
// recent changes: creations and deletions", "Provide instructions on how
// to modify it, including additions or removals"), with no verb that
// changes joined to it ("Retrieves and applies pending deletions").
// With no verb before it, a sentence opening with a reading noun names
// records ("History of note creations and deletions"). After a verb that
// changes ("Applies all pending deletions", "Synchronizes the bucket,
// including deletions") or none in another sentence ("Deletions are
// propagated"), the plural is the acts the call carries out.
func readsRecords(toks []token, i int) bool {
	if j := firstVerb(toks, sentenceStart(toks, i), i); j >= 0 {
		if e, _ := lookup(toks[j].w); e.Effect != Reads {
			return false
		}
		k := j + 1
		if k < i && joiners[toks[k].w] {
			k++
		}
		if k < i && (k > j+1 || toks[k].listed) {
			if v, ok := lookup(toks[k].w); ok && !v.Noun && v.Effect >= Writes {
				return false
			}
		}
		return !actsOnThem(toks, i)
	}
	// No verb before it: records when the sentence opens with what a
	// read returns ("History of note creations and deletions").
	e, ok := lookup(toks[sentenceStart(toks, i)].w)
	return ok && e.Noun && e.Effect == Reads && !actsOnThem(toks, i)
}

// actsOnThem reports a verb after toks[i] that is done to what was read
// ("Gets scheduled deletions and executes them", "and applies each of
// them", "then performs those", "executes the deletions", "When confirm
// is true, they are carried out", "set confirm to true to carry them
// out", "Each is confirmed", "the DELETE events are applied"): a verb
// that changes, or a light verb that does an act, anywhere after it,
// with such a word for what was read, or in the passive with the noun
// that named it; or a verb the lexicon does not know joined to it in its
// sentence with "them" or "it" after.
func actsOnThem(toks []token, i int) bool {
	for j := i + 1; j < len(toks); j++ {
		e, ok := lookup(toks[j].w)
		if (ok && !e.Noun && e.Effect >= Writes || inflects(toks[j].w, lightVerbs) != "") && (refersBack(toks, j) || namedSubject(toks, i, j)) {
			return true
		}
		if !ok && toks[j].sentence == toks[i].sentence && (joiners[toks[j-1].w] || toks[j].listed) && pronounAfter(toks, j) {
			return true
		}
	}
	return false
}

// backObjects, after a verb, and backSubjects, before one, take up what
// was named before.
var (
	backObjects  = set("them", "it", "those", "these", "each")
	backSubjects = set("they", "these", "those", "each")
)

// refersBack reports the verb toks[j] done to what was named before: an
// object that takes it up, or the plural of an act noun, within three
// words after ("applies each of them", "executes the deletions"), or a
// subject that takes it up within two words before ("they are carried
// out").
func refersBack(toks []token, j int) bool {
	if near(toks, j, 1, 3, func(w string) bool { return backObjects[w] || actNounPlural(w) }) >= 0 {
		return true
	}
	return near(toks, j, -2, -1, in(backSubjects)) >= 0
}

// namedSubject reports the passive toks[j] with the noun that named what
// was read, toks[i] or the word before it, for its subject ("Lists admin
// events (CREATE/DELETE); the DELETE events are applied").
func namedSubject(toks []token, i, j int) bool {
	if j < 2 || !passiveAux[toks[j-1].w] {
		return false
	}
	s := toks[j-2].w
	return s == toks[i].w || i > 0 && s == toks[i-1].w
}

// keywordLists marks as identifiers the words in capitals listed in
// parentheses, two or more, separated by commas or slashes, where they
// are values rather than acts of the call: kinds of records a read
// reports ("admin events (CREATE/UPDATE/DELETE on USER resources)",
// "query type (SELECT, INSERT)"), or statements its sentence says are
// not run ("without executing it (SELECT, INSERT, UPDATE, DELETE, etc.
// are accepted)"). The operations a tool offers ("Manage users
// (CREATE/UPDATE/DELETE operations)"), the statements a query takes
// ("Query the graph (MATCH, CREATE, DELETE)") and capitals outside
// parentheses ("DELETES ALL DATA") stay words.
func keywordLists(toks []token) {
	for i := 1; i < len(toks); i++ {
		if !keywordPair(toks, i) || keywordPair(toks, i-1) {
			continue
		}
		end := i + 1
		for end < len(toks) && keywordPair(toks, end) {
			end++
		}
		if keywordValues(toks, i-1) {
			for k := i - 1; k < end; k++ {
				toks[k].ident = true
			}
		}
		i = end - 1
	}
}

// capitals reports a word of two or more letters, all in capitals.
func capitals(s string) bool {
	n := 0
	for _, r := range s {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}

// keywordPair reports toks[i] a word in capitals in parentheses listed
// after another in its sentence.
func keywordPair(toks []token, i int) bool {
	return i > 0 && toks[i].keyword && toks[i-1].keyword && toks[i].listed && toks[i].sentence == toks[i-1].sentence
}

// keywordRecords name records, whose kinds a list in capitals after them
// gives ("audit events (CREATE/DELETE)"); keywordKinds name the kind
// itself ("by type (SELECT, INSERT)").
var (
	keywordRecords = set("event", "events", "log", "logs", "entry", "entries", "history", "change", "changes")
	keywordKinds   = set("type", "types", "kind", "kinds")
)

// keywordValues reports the list of capitals starting at toks[start] as
// values: after records in a sentence that opens with a read ("Lists
// admin events (...)", not "Manage events (...)" or "Replays audit
// events (...)") or has no verb but its capitals ("Admin events
// (...)."), after a kind when the first verb before it reads
// ("Counts the statements by type (...)"), unless a later verb acts on
// what was read ("... and applies them"), or in a sentence that says it
// does not run statements ("does NOT execute them", "without executing
// it").
func keywordValues(toks []token, start int) bool {
	s := toks[start].sentence
	from := sentenceStart(toks, start)
	if start > from {
		head := toks[start-1].w
		if (keywordRecords[head] && (readsAt(toks, from) || !verbOutside(toks, from)) || keywordKinds[head] && firstVerbReads(toks, from, start-1)) &&
			!actsOnThem(toks, start) {
			return true
		}
	}
	for j := from; j < len(toks) && toks[j].sentence == s; j++ {
		if e, ok := lookup(toks[j].w); ok && e.Exec && !e.Noun && negated(toks, j) && deniesListed(toks, j) {
			return true
		}
	}
	return false
}

// deniesListed reports the negated verb of running toks[j] said of the
// statements listed: of "it" or "them" ("does NOT execute them"), or in
// the passive that has them for its subject ("can be generated but
// cannot be executed"), not of something else named ("no code is
// executed").
func deniesListed(toks []token, j int) bool {
	return pronounAfter(toks, j) || toks[j-1].w == "be" || negations[toks[j-1].w]
}

// verbOutside reports a verb in the sentence opening at toks[from] that
// is not one of its words in capitals in parentheses.
func verbOutside(toks []token, from int) bool {
	for j := from; j < len(toks) && toks[j].sentence == toks[from].sentence; j++ {
		if !toks[j].keyword && verbLike(toks[j].w) {
			return true
		}
	}
	return false
}

// readsAt reports toks[i] a verb that reads.
func readsAt(toks []token, i int) bool {
	e, ok := lookup(toks[i].w)
	return ok && !e.Noun && e.Effect == Reads && !e.Exec
}

// firstVerbReads reports the first verb of toks[from:to] a read.
func firstVerbReads(toks []token, from, to int) bool {
	j := firstVerb(toks, from, to)
	return j >= 0 && readsAt(toks, j)
}

// firstVerb returns where the first word the lexicon knows as a verb
// (see verbLike) is in toks[from:to], or -1.
func firstVerb(toks []token, from, to int) int {
	for j := from; j < to; j++ {
		if verbLike(toks[j].w) {
			return j
		}
	}
	return -1
}
