package hints

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// lookup returns the lexicon entry for w or one of its inflections
// ("deletes", "deleted", "deleting", "dropped", "removes", "copies").
// Nouns are not inflected. It does not allocate.
func lookup(w string) (entry, bool) {
	if e, ok := lexicon[w]; ok {
		return e, true
	}
	if e, ok := stemLookup(w); ok {
		return e, true
	}
	if len(w) > 4 && w[:2] == "un" {
		// "unarchive", "unschedule": undoing a reversible change is
		// itself one.
		if e, ok := lookup(w[2:]); ok && e.Effect == Writes && !e.Noun && !e.Weak {
			return entry{Effect: Writes, Idempotent: idemYes}, true
		}
	}
	if len(w) > 5 && w[:2] == "re" {
		return again(w[2:])
	}
	return entry{}, false
}

// again returns the entry of "re" before the verb v: "reopen",
// "reassign": setting a thing to a state again, or bringing it back to
// one ("reopen" an issue), is a write; a read never comes of it, and
// "refetch" stays unknown. Making a thing again ("recreate", "reinstall",
// "reinitialize") may replace it, and a destructive stem ("Resend" is
// also a name) is left unknown: both stay at the defaults.
func again(v string) (entry, bool) {
	e, ok := lookup(v)
	if !ok || e.Noun || e.Weak {
		return entry{}, false
	}
	if !remakes[v] && (e.Effect == Reads && e.WriteObjects != nil || e.Effect == Writes && e.Idempotent == idemYes) {
		return entry{Effect: Writes, Idempotent: idemYes}, true
	}
	if !e.Exec && e.Effect == Writes && e.Objects == nil && inflects(v, makers) == "" && !remakes[v] {
		// "reschedule", "requeue", "reupload": the act again, a write
		// that a repeat repeats; "resave" and "remount" remake, as
		// above.
		return entry{Effect: Writes, Idempotent: idemNo}, true
	}
	return entry{}, false
}

// stemLookup returns the lexicon's verb of which w is an inflection.
func stemLookup(w string) (entry, bool) {
	var buf [32]byte
	for _, st := range stems(w) {
		if len(st.base) < 2 || len(st.base)+len(st.suffix) > len(buf) {
			continue
		}
		b := append(append(buf[:0], st.base...), st.suffix...)
		if e, ok := lexicon[string(b)]; ok && !e.Noun {
			return e, true
		}
	}
	return entry{}, false
}

// lookupAt is lookup for toks[i] in its place: the plural of an act
// noun that names records is no verb (see readsRecords), a reading noun
// opening an imperative reads (see tellsFinding), "log" recording an
// entry writes (see logsEntry), and a noun of the lexicon is read as the
// verb it inflects when one of that verb's objects follows it: "Places a
// market order" places one, "Places near you" are locations.
func lookupAt(toks []token, i int) (entry, bool) {
	if actNounPlural(toks[i].w) && readsRecords(toks, i) {
		// "Returns creations, modifications and deletions": the
		// records of acts.
		return entry{}, false
	}
	e, ok := lookup(toks[i].w)
	if !ok || !e.Noun {
		return e, ok
	}
	if tellsFinding(toks, i) {
		return entry{Effect: Reads, Idempotent: idemYes}, true
	}
	if logsEntry(toks, i) {
		return logEntry, true
	}
	if v, vok := stemLookup(toks[i].w); vok && v.Objects != nil && near(toks, i, 1, 3, oneOf(v.Objects)) >= 0 {
		return v, true
	}
	return e, ok
}

// makers make a new thing: done again ("recreate", "rebuild"), the new
// one may replace the old, so the word stays unknown.
var makers = set("create", "make", "build", "generate", "new", "add", "insert", "clone", "copy", "fork", "duplicate",
	"spawn", "provision", "allocate", "init", "initialize", "install")

// remakes, done again, make a thing anew and may replace it.
var remakes = set("install", "init", "initialize", "load", "mount", "configure", "save", "store", "set", "put", "upsert")

// stem is a candidate base form of an inflected word: base+suffix.
type stem struct{ base, suffix string }

// stems returns the candidate base forms of an inflected word, most likely
// first; unused slots are empty.
func stems(w string) (out [4]stem) {
	n := len(w)
	switch {
	case n > 4 && strings.HasSuffix(w, "ing"):
		b := w[:n-3]
		out = [4]stem{{b, ""}, {b, "e"}, {undouble(b), ""}}
	case n > 3 && strings.HasSuffix(w, "ed"):
		b := w[:n-2]
		out = [4]stem{{b, ""}, {w[:n-1], ""}, {undouble(b), ""}}
		if strings.HasSuffix(b, "i") {
			out[3] = stem{b[:len(b)-1], "y"}
		}
	case n > 3 && strings.HasSuffix(w, "ies"):
		out[0] = stem{w[:n-3], "y"}
	case n > 3 && strings.HasSuffix(w, "es"):
		out = [4]stem{{w[:n-2], ""}, {w[:n-1], ""}}
	case n > 2 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		out[0] = stem{w[:n-1], ""}
	}
	return out
}

// Words splits an identifier into lower-case words: snake_case, camelCase,
// kebab-case, dotted namespaces and digits all separate words
// ("nc_notes_delete_note", "deleteRepository", "git-push", "memory.show").
// Look-alike, fullwidth, styled and accented letters are read as the
// Latin letters they show, and invisible characters are dropped.
func Words(s string) []string {
	var out []string
	eachWord(fold(s), func(w string) { out = append(out, lower(w)) })
	return out
}

// eachWord calls f with each word of the folded identifier s, as Words
// splits it, in its own case.
func eachWord(s string, f func(w string)) {
	start := -1
	var prev rune
	flush := func(end int) {
		if start >= 0 {
			f(s[start:end])
			start = -1
		}
	}
	for i, r := range s {
		switch {
		case unicode.IsLetter(r):
			if start >= 0 && wordBreak(s, i, prev, r) {
				flush(i)
			}
		case unicode.IsDigit(r):
			if start >= 0 && !unicode.IsDigit(prev) {
				flush(i)
			}
		default:
			flush(i)
			prev = r
			continue
		}
		if start < 0 {
			start = i
		}
		prev = r
	}
	flush(len(s))
}

// wordBreak reports a camelCase boundary before the letter r at s[i]
// ("deleteRepository", "HTTPServer", "v2Api"). A capital run's plural
// "s" stays with it ("listVMs", "URLsFor"): it does not start a word.
func wordBreak(s string, i int, prev, r rune) bool {
	if !unicode.IsUpper(r) {
		return false
	}
	rest := s[i+utf8.RuneLen(r):]
	next, n := utf8.DecodeRuneInString(rest)
	if unicode.IsUpper(prev) && next == 's' {
		if after, _ := utf8.DecodeRuneInString(rest[n:]); !unicode.IsLower(after) {
			return false
		}
	}
	return unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && unicode.IsLower(next)
}

// lower lower-cases s, without allocating when it already is.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// token is a word of running text.
type token struct {
	w string
	// ident is true when the word reads as an identifier: inside
	// backticks, in snake_case or camelCase, or followed by "(" or ":" as
	// in an argument list.
	ident bool
	// listed is true when the word follows a comma, "or", "and" or "then".
	listed bool
	// joined is true for a piece of a hyphenated word after its first
	// ("focused" in "privacy-focused").
	joined bool
	// keyword is true for a word in capitals inside parentheses
	// ("(SELECT, INSERT)"); see keywordLists.
	keyword bool
	// symbol is true for the word a symbol stands for ("and" for "+",
	// see symbolJoiners).
	symbol bool
	// contracted is true for an auxiliary spelt contracted onto a
	// pronoun ("is" for the "s" of "it's", see contractions).
	contracted bool
	// sentence is the index of the sentence the token is in.
	sentence int
}

// tokenizer splits a description into tokens.
type tokenizer struct {
	s        string
	out      []token
	sentence int
	inTick   bool
	paren    int // parentheses open
	comma    bool
	words    int // in the current sentence
}

// maxSentenceWords ends a sentence that runs on without a full stop. The
// longest sentence of the labelled sets has 153 words; a longer one is
// not prose, and capping it keeps every test that scans a sentence
// linear in the description's length (a hostile 64 KB description of one
// sentence would otherwise take seconds).
const maxSentenceWords = 200

// textTokens splits a description into words, reading at most
// maxInferText bytes of it.
func textTokens(s string) []token {
	if len(s) > maxInferText {
		s = s[:maxInferText]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	s = fold(s)
	z := tokenizer{s: s, out: make([]token, 0, len(s)/6)}
	for i := 0; i < len(s); {
		i = z.step(i)
	}
	names(z.out)
	keywordLists(z.out)
	return z.out
}

// frameworkNouns follow the name of a framework that is also a verb
// ("React Native", "React components", "Vue app").
var frameworkNouns = set("native", "component", "components", "app", "apps", "code", "hook", "hooks",
	"project", "projects", "router", "element", "elements", "library", "application", "applications", "developer", "developers")

// frameworkTools follow a framework's name in a tool's name
// ("sf_react_assistant", "react_docs").
var frameworkTools = set("assistant", "docs", "documentation", "ui", "expert", "helper", "guide")

// names marks as identifiers the framework names that are also verbs,
// before a noun of the framework ("React Native"): no tool reacts.
func names(toks []token) {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].w == "react" && frameworkNouns[toks[i+1].w] && toks[i+1].sentence == toks[i].sentence {
			toks[i].ident = true
		}
	}
}

// at returns the rune at byte i, or 0 at the end.
func (z *tokenizer) at(i int) rune {
	if i >= len(z.s) {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(z.s[i:])
	return r
}

// step consumes one rune of punctuation or one word at i and returns where
// the next step starts.
func (z *tokenizer) step(i int) int {
	r, size := utf8.DecodeRuneInString(z.s[i:])
	switch {
	case r == '`':
		z.inTick = !z.inTick
		return i + size
	case r == '.' || r == '!' || r == '?' || r == '\n' && (z.at(i+size) == '\n' || z.afterShape(i)):
		if i+size >= len(z.s) || unicode.IsSpace(z.at(i+size)) {
			z.sentence++
			z.words = 0
		}
		return i + size
	case !unicode.IsLetter(r) && !unicode.IsDigit(r):
		if w, n := z.symbolJoiner(i); n > 0 {
			// "List users + delete inactive ones", "Get the message
			// → delete it": the symbol joins as the word does.
			z.words++
			z.out = append(z.out, token{w: w, sentence: z.sentence, listed: z.comma, symbol: true})
			z.comma = false
			return i + n
		}
		switch r {
		case '(':
			z.paren++
		case ')':
			z.paren = max(z.paren-1, 0)
		}
		if r == ',' || r == ';' || r == '/' || r == '—' || r == '–' || r == '-' && z.spacedDash(i) {
			z.comma = true
		}
		return i + size
	}
	return z.word(i)
}

// afterShape reports the line break at i ending a line that ends in a
// closing bracket, a call's signature or a result's shape ("autofix(pcb)",
// "-> {status, before}"), before a line that opens with a capital: a
// docstring's listing, whose next sentence starts there.
func (z *tokenizer) afterShape(i int) bool {
	prev := strings.TrimRight(z.s[:i], " \t\r")
	if prev == "" || !strings.ContainsRune(")}]", rune(prev[len(prev)-1])) {
		return false
	}
	next := strings.TrimLeft(z.s[i+1:], " \t")
	r, _ := utf8.DecodeRuneInString(next)
	return unicode.IsUpper(r)
}

// spacedDash reports the hyphen at i standing between spaces after a
// word ("List jobs - purges failed ones"): a dash. A term set off in
// markup ("**`cem://elements`** - Complete listing") is a definition.
func (z *tokenizer) spacedDash(i int) bool {
	if i < 2 || z.s[i-1] != ' ' || z.at(i+1) != ' ' {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(z.s[:i-1])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// word consumes the word starting at i.
func (z *tokenizer) word(i int) int {
	s := z.s
	j := i
	for j < len(s) {
		c, n := utf8.DecodeRuneInString(s[j:])
		if !(unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || c == '-' && unicode.IsLetter(z.at(j+n))) {
			break
		}
		j += n
	}
	raw := s[i:j]
	k := j
	for k < len(s) && s[k] == ' ' {
		k++
	}
	ident := z.inTick && !emphasised(raw) || k < len(s) && (s[k] == '(' || s[k] == ':' && k == j) ||
		strings.IndexByte(raw, '_') >= 0 || hasInnerUpper(raw)
	hyphen := strings.IndexByte(raw, '-') >= 0
	if w, ok := z.contraction(i, j, raw); ok {
		z.words++
		z.out = append(z.out, token{w: w, sentence: z.sentence, contracted: true})
		z.comma = false
		return j
	}
	for n, w := range Words(raw) {
		if z.words == maxSentenceWords {
			z.sentence++
			z.words = 0
		}
		z.words++
		listed := z.comma || len(z.out) > 0 && joiners[z.out[len(z.out)-1].w]
		z.out = append(z.out, token{w: w, ident: ident, sentence: z.sentence, listed: listed, joined: hyphen && n > 0,
			keyword: z.paren > 0 && capitals(raw)})
		z.comma = false
	}
	return j
}

// hasInnerUpper reports camelCase ("listFollowedProjects"): an upper-case
// letter after the first and a lower-case letter somewhere. Words in
// capitals ("DELETE") are words, not identifiers.
func hasInnerUpper(s string) bool {
	inner, lower := false, false
	for i, r := range s {
		if i > 0 && unicode.IsUpper(r) {
			inner = true
		}
		if unicode.IsLower(r) {
			lower = true
		}
	}
	return inner && lower
}

// near returns the index of the first token within [i+from, i+to] (from
// and to may be negative), in the same sentence as toks[i], for which ok
// is true, or -1. It is the one "within three words" window of inference.
func near(toks []token, i, from, to int, ok func(string) bool) int {
	for j := max(0, i+from); j < len(toks) && j <= i+to; j++ {
		if j != i && toks[j].sentence == toks[i].sentence && ok(toks[j].w) {
			return j
		}
	}
	return -1
}

// nearWord is [near] over a name's words.
func nearWord(ws []string, i, from, to int, ok func(string) bool) int {
	for j := max(0, i+from); j < len(ws) && j <= i+to; j++ {
		if j != i && ok(ws[j]) {
			return j
		}
	}
	return -1
}

// in returns a predicate for membership in m.
func in(m map[string]bool) func(string) bool { return func(w string) bool { return m[w] } }

// oneOf returns a predicate for membership in a list.
func oneOf(list []string) func(string) bool {
	return func(w string) bool {
		for _, x := range list {
			if x == w {
				return true
			}
		}
		return false
	}
}

// undouble drops a doubled final consonant ("dropp" → "drop"), or returns "".
func undouble(b string) string {
	if len(b) > 2 && b[len(b)-1] == b[len(b)-2] {
		return b[:len(b)-1]
	}
	return ""
}

// sentenceStart returns the index of the first token of toks[i]'s
// sentence.
func sentenceStart(toks []token, i int) int {
	for i > 0 && toks[i-1].sentence == toks[i].sentence {
		i--
	}
	return i
}

// inSentence reports a word of toks[i]'s sentence for which ok holds.
func inSentence(toks []token, i int, ok func(string) bool) bool {
	for j := sentenceStart(toks, i); j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if ok(toks[j].w) {
			return true
		}
	}
	return false
}
