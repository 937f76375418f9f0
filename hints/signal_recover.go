package hints

import "strings"

// This file holds the recoverable-removal signal: a removal whose
// description says what it removes is kept ("Move a file to trash (can be
// restored)", "moved to the archive ... rather than being permanently
// deleted", "Archive a product (soft-delete)") loses nothing that cannot
// come back: a write, as clearing a cache is. Every destructive word of
// the description must be the removal itself, none may say the loss is
// permanent ("irreversible", "permanently", "cannot be restored"), the
// restore must be of what is removed ("It can be restored", not "Backups
// can be restored"), and nothing may run code or offer a destructive
// mode ("permanent": true).

// removalVerbs take a thing away; only they can be recoverable.
var removalVerbs = set("delete", "remove", "archive", "trash")

// losses say a loss is for good.
var losses = set("irreversible", "irreversibly", "permanent", "permanently", "forever", "unrecoverable",
	"unrecoverably", "irrecoverable", "irrecoverably", "purge", "purges", "purged", "empties", "emptied",
	"wipe", "wipes", "wiped", "erase", "erases", "erased", "destroy", "destroys", "destroyed", "shred",
	// A bin that is emptied after a time loses what it keeps.
	"gone", "expire", "expires", "expired", "expiry")

// conditions before a restore say it may not happen ("only if a backup
// exists").
var conditions = set("if", "only", "unless", "backup", "backups", "provided", "when")

// restoredWords say a thing comes back.
var restoredWords = set("restored", "recovered", "undeleted", "unarchived", "undone", "restorable", "recoverable")

// keepingBins are where a removal keeps what it removes.
var keepingBins = set("trash", "bin", "archive", "archives")

// alternatives before a loss say it does not happen ("rather than being
// permanently deleted"); intos lead to a bin.
var alternatives, intos = set("rather", "instead"), set("to", "into")

// movers put a thing in a bin.
var movers = set("move", "moves", "moved", "moving", "put", "puts", "send", "sends", "sent")

// recoverable returns a write when h removes only what the description
// says is kept, or h.
func (ev *evidence) recoverable(h hit, nameWords []string, toks []token) hit {
	if h.effect != Destroys || !cued(toks) {
		return h
	}
	m := markSentences(toks)
	if ev.code.effect != Unknown || ev.schemaCode.effect != Unknown || ev.flag.effect != Unknown ||
		h.word != "" && !removal(h.word) || !onlyRemovals(nameWords) || !keptInputs(ev.schema, 0) ||
		removals(toks, m) > 1 {
		return h
	}
	kept := false
	for i, t := range toks {
		switch r := recoveryAt(toks, i, nameWords, m); {
		case r < 0:
			return h
		case r > 0:
			kept = true
		case !restoredWords[t.w] && !removal(t.w) && !losses[t.w]:
			if e, ok := lookup(t.w); ok && !e.Noun && e.Effect == Destroys && !negated(toks, i) {
				return h
			}
		}
	}
	if !kept {
		return h
	}
	return hit{effect: Writes, idem: idemYes, reason: h.reason + `; what it removes is kept and can come back`, word: h.word, settled: true}
}

// cued reports a word that may say what is removed is kept: the cheap
// test before the full one.
func cued(toks []token) bool {
	for _, t := range toks {
		if recoveryCues[t.w] {
			return true
		}
	}
	return false
}

// recoveryCues are keepingBins, restoredWords and "soft".
var recoveryCues = func() map[string]bool {
	m := set("soft")
	for w := range keepingBins {
		m[w] = true
	}
	for w := range restoredWords {
		m[w] = true
	}
	return m
}()

// removal reports a word that is or inflects a removal verb ("deleted",
// "deletion", "archiving").
func removal(w string) bool {
	for base := range removalVerbs {
		stem := strings.TrimSuffix(base, "e")
		if strings.HasPrefix(w, stem) && len(w)-len(stem) <= 4 {
			return true
		}
	}
	return false
}

// onlyRemovals reports that every destructive verb of the name removes.
func onlyRemovals(nameWords []string) bool {
	for _, w := range nameWords {
		if e, ok := lookup(w); ok && !e.Noun && e.Effect == Destroys && !removal(w) {
			return false
		}
	}
	return true
}

// recoveryAt returns -1 when toks[i] says the loss is for good, 1 when it
// says what is removed is kept, and 0 otherwise.
func recoveryAt(toks []token, i int, nameWords []string, m sentenceMarks) int {
	w := toks[i].w
	switch {
	case losses[w]:
		if negated(toks, i) || near(toks, i, -3, -1, in(alternatives)) >= 0 {
			return 0
		}
		return -1
	case restoredWords[w]:
		if negated(toks, i) || m.restoreCondition(toks, i) {
			return -1
		}
		if restoresRemoved(toks, i, nameWords) {
			return 1
		}
	case w == "soft" && i+1 < len(toks) && removal(toks[i+1].w):
		return 1
	case keepingBins[w] && i > 0 && near(toks, i, -2, -1, in(intos)) >= 0 && m.moverBefore(toks, i):
		return 1
	}
	return 0
}

// restoresRemoved reports "<it> can be restored" at toks[i] whose subject
// is what the tool removes: a pronoun or a word of its name.
func restoresRemoved(toks []token, i int, nameWords []string) bool {
	if i < 3 || toks[i-1].w != "be" || toks[i-2].w != "can" {
		return false
	}
	s := toks[i-3].w
	if s == "it" || s == "they" {
		return true
	}
	for _, w := range nameWords {
		if w == s || w+"s" == s {
			return true
		}
	}
	return false
}

// sentenceMarks are what the recovery tests ask of each sentence, found in one
// pass so that they stay linear in the description's length: whether it
// sets a condition, and where its first verb of moving is.
type sentenceMarks struct {
	condition  []bool
	firstMover []int // -1 when the sentence has none
}

func markSentences(toks []token) sentenceMarks {
	n := 0
	if len(toks) > 0 {
		n = toks[len(toks)-1].sentence + 1
	}
	m := sentenceMarks{condition: make([]bool, n), firstMover: make([]int, n)}
	for i := range m.firstMover {
		m.firstMover[i] = -1
	}
	for i, t := range toks {
		if conditions[t.w] {
			m.condition[t.sentence] = true
		}
		if movers[t.w] && m.firstMover[t.sentence] < 0 {
			m.firstMover[t.sentence] = i
		}
	}
	return m
}

// moverBefore reports a verb of moving before toks[i] in its sentence.
func (m sentenceMarks) moverBefore(toks []token, i int) bool {
	j := m.firstMover[toks[i].sentence]
	return j >= 0 && j < i
}

// restoreCondition reports a condition in the sentence of toks[i]: a restore
// that may not happen keeps nothing.
func (m sentenceMarks) restoreCondition(toks []token, i int) bool {
	return m.condition[toks[i].sentence]
}

// removals counts the acts of removal in the description: one is the
// tool's own, a second removes something else ("Also removes all its
// versions", "Its prices are deleted"). A removal after "soft", a loss
// said not to happen ("rather than being permanently deleted") and a bin
// named as a place ("to the archive", "from Google Drive trash") are not
// acts; archiving or trashing a thing and moving it into a bin are one
// act; the same act said twice (a title repeated as the description's
// first line) counts once.
func removals(toks []token, m sentenceMarks) int {
	acts, bins := map[string]bool{}, map[string]bool{}
	for i, t := range toks {
		switch {
		case !removal(t.w) || negated(toks, i):
		case i > 0 && toks[i-1].w == "soft":
		case near(toks, i, -4, -1, in(alternatives)) >= 0:
		case keepingBins[t.w] || t.w == "trash" || strings.HasPrefix(t.w, "archiv") || strings.HasPrefix(t.w, "trash"):
			if binAct(toks, i) {
				bins[objectAfter(toks, i)] = true
			}
		default:
			acts[strings.TrimSuffix(t.w, "s")+" "+objectAfter(toks, i)] = true
		}
	}
	n := len(bins)
	if n == 0 {
		n = binMoves(toks, m)
	}
	return len(acts) + n
}

// binAct reports a bin word used as a verb: opening its sentence or
// followed by a determiner ("Archive a product", "Trash the file").
func binAct(toks []token, i int) bool {
	if i == 0 || toks[i-1].sentence != toks[i].sentence {
		return true
	}
	return i+1 < len(toks) && toks[i+1].sentence == toks[i].sentence && determiners[toks[i+1].w]
}

// objectAfter is the first word after toks[i] in its sentence that is
// not a determiner, or "".
func objectAfter(toks []token, i int) string {
	for j := i + 1; j < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if !determiners[toks[j].w] {
			return toks[j].w
		}
	}
	return ""
}

// keptInputs reports that no input property, at any depth or variant, is
// named for a loss or for skipping or emptying the bin ("skipTrash",
// "emptyTrash", "permanent", "hardDelete"), and that the schema holds no
// reference, whose target is not read.
func keptInputs(schema any, depth int) bool {
	m, _ := schema.(map[string]any)
	if m == nil {
		return true
	}
	if _, ok := m["$ref"]; ok || depth > maxSchemaDepth || !keptInputs(m["items"], depth+1) {
		return false
	}
	for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
		vs, _ := m[k].([]any)
		for _, v := range vs {
			if !keptInputs(v, depth+1) {
				return false
			}
		}
	}
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		for _, w := range Words(name) {
			if keepingBins[w] || losses[w] || binSkips[w] {
				return false
			}
			if e, ok := lookup(w); ok && !e.Noun && e.Effect == Destroys {
				return false
			}
		}
		if !keptInputs(v, depth+1) {
			return false
		}
	}
	return true
}

// binSkips, in an input's name, pass the bin by.
var binSkips = set("skip", "bypass", "hard", "force", "empty", "permanent", "permanently")

// binMoves is 1 when the description moves the thing into a bin ("Move a
// file to trash"): the tool's own act of removal, besides which any
// other removal is of something else.
func binMoves(toks []token, m sentenceMarks) int {
	for i, t := range toks {
		if keepingBins[t.w] && i > 0 && near(toks, i, -2, -1, in(intos)) >= 0 && m.moverBefore(toks, i) {
			return 1
		}
	}
	return 0
}
