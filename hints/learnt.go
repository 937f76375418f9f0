package hints

import (
	"bufio"
	_ "embed"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The learnt check is a second opinion on the rules' decision, made of
// word weights fitted on every labelled tool in testdata (by
// TestLearn -learn; see learnt_test.go). Its words are the name's, the
// title's, the first words of the description and the top-level input
// properties' names and enum members; it never sees the rules' decision.
//
// It only tightens. A write the weights call destructive becomes
// destructive; a read they call a change becomes a write. It never makes
// a tool less restricted, so a server cannot use it to talk its way to a
// laxer class, and a wrong weight costs a confirmation, never a loss.
//
// Rules carry over badly from one labelled set to the next: each set's
// misses are mostly tools whose text says little, and a rule learnt from
// one set fires on one or two of its tools. Weights over every labelled
// tool see the labellers' habits across hundreds of servers (an update
// of a row or a cell loses what was there; "Send" in a title is an
// external act) that no single rule states.

//go:embed learnt.tsv
var learntTSV string

// Thresholds of the learnt check. A write is destructive when the
// weights give destruction a probability above learntDestroys; a read is
// a write when they give a change one above learntChanges. Both, the
// features and the fit's L2 were chosen on a simulated first contact:
// the rules as they stood before held-out 11 (commit 4387b95), with
// weights fitted only on the sets before it, scored on held-out 11 to 20
// (TestCorpusInference's comment records the figures). Lower thresholds
// caught more destructive tools and cost accuracy.
const (
	learntDestroys = 0.5
	learntChanges  = 0.95
)

// Bounds on what the learnt check reads, so that its cost is linear in a
// bounded input: the description's first learntWords words (and pairs of
// adjacent words among the first learntPairs), the first learntProps
// top-level properties by name, and the first learntEnums members of each.
const (
	learntWords = 80
	learntPairs = 40
	learntProps = 64
	learntEnums = 32
)

// stopWords are not features: they say how a description is written,
// not what the tool does.
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the a an of to for in on and or with by from is are it its this
		that be as at they them their when which who what where if then than will can may should
		would could was were been has have had do does such these those into via about also just
		one other so but you your we our use used using`) {
		m[w] = true
		m[strings.ToUpper(w[:1])+w[1:]] = true
	}
	return m
}()

// featureKind is where a word was found; its prefix names it in learnt.tsv.
type featureKind uint8

const (
	fName featureKind = iota
	fFirst
	fTitle
	fDesc
	fPair
	fProp
	fEnum
)

var kindPrefix = [...]string{fName: "n:", fFirst: "n0:", fTitle: "t:", fDesc: "d:", fPair: "b:", fProp: "p:", fEnum: "e:"}

// weights are one feature's pull toward destruction and toward a change,
// in ten-thousandths: sums of integers do not depend on the order the
// features come in.
type weights struct{ destroys, changes int64 }

// learnt is the parsed weight table.
type learnt struct {
	bias weights
	w    map[uint64]weights
	// names maps a feature's hash back to its text, for reasons.
	names map[uint64]string
	// keys and vals are w as an open-addressed table (a power of two in
	// size, at most half full), which a tool's features are looked up in.
	keys []uint64
	vals []weights
}

// index builds keys and vals from w.
func (m *learnt) index() {
	n := 1
	for n < 2*len(m.w) {
		n *= 2
	}
	m.keys, m.vals = make([]uint64, n), make([]weights, n)
	for h, w := range m.w {
		if h == 0 {
			h = 1
		}
		i := h & uint64(n-1)
		for m.keys[i] != 0 {
			i = (i + 1) & uint64(n-1)
		}
		m.keys[i], m.vals[i] = h, w
	}
}

// lookup returns the weights of the feature hashed to h.
func (m *learnt) lookup(h uint64) (weights, bool) {
	if h == 0 {
		h = 1
	}
	mask := uint64(len(m.keys) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		switch m.keys[i] {
		case h:
			return m.vals[i], true
		case 0:
			return weights{}, false
		}
	}
}

var loadLearnt = sync.OnceValue(func() *learnt {
	m, err := parseLearnt(learntTSV)
	if err != nil {
		// The table is embedded and tested; a broken one is a build
		// defect, not input.
		panic(err)
	}
	return m
})

// parseLearnt reads the tab-separated table: a feature ("n:delete", or
// "bias"), its weight toward destruction and its weight toward a change,
// in ten-thousandths.
func parseLearnt(s string) (*learnt, error) {
	m := &learnt{w: map[uint64]weights{}, names: map[uint64]string{}}
	sc := bufio.NewScanner(strings.NewReader(s))
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || text[0] == '#' {
			continue
		}
		f := strings.Split(text, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("learnt.tsv:%d: %d fields, want 3", line, len(f))
		}
		d, err1 := strconv.ParseInt(f[1], 10, 32)
		c, err2 := strconv.ParseInt(f[2], 10, 32)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("learnt.tsv:%d: bad weight in %q", line, text)
		}
		if f[0] == "bias" {
			m.bias = weights{d, c}
			continue
		}
		h := featureHash(f[0], "", "")
		if _, dup := m.w[h]; dup {
			return nil, fmt.Errorf("learnt.tsv:%d: feature %q twice", line, f[0])
		}
		m.w[h] = weights{d, c}
		m.names[h] = f[0]
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	m.index()
	return m, nil
}

// learntOff turns the check off, for tests of single rules.
var learntOff bool

// FNV-1a, 64 bits.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// featureHash hashes a feature as learnt.tsv spells it, without building
// the string: its kind's prefix a, its word b and, for a pair, "_" and
// the second word c, ASCII letters lower-cased.
func featureHash(a, b, c string) uint64 {
	h := hashLower(fnvOffset, a)
	h = hashLower(h, b)
	if c != "" {
		h = (h ^ '_') * fnvPrime
		h = hashLower(h, c)
	}
	return h
}

// hashLower adds s, ASCII letters lower-cased, to the FNV-1a hash h.
func hashLower(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if 'A' <= ch && ch <= 'Z' {
			ch += 'a' - 'A'
		}
		h = (h ^ uint64(ch)) * fnvPrime
	}
	return h
}

// features calls emit with each feature of a tool: its kind and one word,
// or two for a pair. A feature may come more than once; the caller
// counts each once.
func features(nameWords []string, title string, toks []token, schema any, emit func(k featureKind, a, b string)) {
	for i, w := range nameWords {
		emit(fName, w, "")
		if i == 0 {
			emit(fFirst, w, "")
		}
	}
	eachWord(fold(title), func(w string) { emit(fTitle, w, "") })
	if slices.ContainsFunc(toks, func(t token) bool { return t.symbol || t.contracted }) {
		// The weights were fitted on the words the description
		// spells, not on those its symbols stand for, nor on the
		// auxiliaries its contractions do.
		toks = slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.symbol })
		for i, t := range toks {
			if t.contracted {
				toks[i].w = spelt[t.w]
			}
		}
	}
	for i, t := range toks {
		if i >= learntWords {
			break
		}
		if stopWords[t.w] {
			continue
		}
		emit(fDesc, t.w, "")
		if i > 0 && i < learntPairs && !stopWords[toks[i-1].w] {
			emit(fPair, toks[i-1].w, t.w)
		}
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	// The properties in the order of their names, whatever the map's:
	// when a tool has more than maxFeatures features, which of them
	// count depends on the order they come in. Past learntProps, the
	// first learntProps by name.
	var few [learntProps]string
	names := few[:0]
	if len(props) > learntProps {
		names = make([]string, 0, len(props))
	}
	for k := range props {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names[:min(len(names), learntProps)] {
		propFeatures(k, props[k], emit)
	}
}

// propFeatures emits the words of an input property's name and of its
// enum's first members.
func propFeatures(name string, v any, emit func(k featureKind, a, b string)) {
	eachWord(fold(name), func(w string) { emit(fProp, w, "") })
	p, _ := v.(map[string]any)
	enum, _ := p["enum"].([]any)
	for _, v := range enum[:min(len(enum), learntEnums)] {
		if s, ok := v.(string); ok && len(s) <= maxSchemaKey {
			eachWord(fold(s), func(w string) { emit(fEnum, w, "") })
		}
	}
}

// maxFeatures bounds the features of one tool that count.
const maxFeatures = 512

// featureSet is a set of feature hashes, so that each feature counts
// once, without allocating.
type featureSet struct {
	n    int
	slot [2 * maxFeatures]uint64
}

// add reports whether h is new and there was room for it.
func (s *featureSet) add(h uint64) bool {
	if h == 0 {
		h = 1
	}
	if s.n >= maxFeatures {
		return false
	}
	for i := h % uint64(len(s.slot)); ; i = (i + 1) % uint64(len(s.slot)) {
		switch s.slot[i] {
		case h:
			return false
		case 0:
			s.slot[i] = h
			s.n++
			return true
		}
	}
}

// pull sums the weights of a tool's features, and calls each with the
// hash of every feature that has weights.
func (m *learnt) pull(nameWords []string, title string, toks []token, schema any, each func(uint64)) weights {
	sum := m.bias
	var once featureSet
	features(nameWords, title, toks, schema, func(k featureKind, a, b string) {
		h := featureHash(kindPrefix[k], a, b)
		if !once.add(h) {
			return
		}
		if w, ok := m.lookup(h); ok {
			sum.destroys += w.destroys
			sum.changes += w.changes
			if each != nil {
				each(h)
			}
		}
	})
	return sum
}

// probability turns a sum of weights in ten-thousandths into a probability.
func probability(sum int64) float64 { return 1 / (1 + math.Exp(-float64(sum)/1e4)) }

// learntCheck tightens h when the weights disagree with it: a write they
// call destructive is destructive, a read they call a change is a write.
// It never lowers h, and it leaves alone what a rule settled by weighing
// the very words the weights pull on: an association removed, a removal
// that can be undone, a cache cleared, an artifact only returned, another
// party's act, session context.
func learntCheck(h hit, nameWords []string, title string, toks []token, schema any) hit {
	if learntOff || h.effect != Reads && h.effect != Writes || h.settled || h.unlink || h.others || h.context != "" {
		return h
	}
	m := loadLearnt()
	sum := m.pull(nameWords, title, toks, schema, nil)
	switch pd, pc := probability(sum.destroys), probability(sum.changes); {
	case h.effect == Writes && pd > learntDestroys:
		return hit{effect: Destroys, idem: h.idem, word: h.word, reason: h.reason +
			fmt.Sprintf("; but learnt weights call it destructive (%.2f: %s)", pd, m.strongest(nameWords, title, toks, schema, func(w weights) int64 { return w.destroys }))}
	case h.effect == Reads && pc > learntChanges:
		return hit{effect: Writes, word: h.word, reason: h.reason +
			fmt.Sprintf("; but learnt weights call it a change (%.2f: %s)", pc, m.strongest(nameWords, title, toks, schema, func(w weights) int64 { return w.changes }))}
	}
	return h
}

// strongest names the three features of a tool that pull hardest toward
// by.
func (m *learnt) strongest(nameWords []string, title string, toks []token, schema any, by func(weights) int64) string {
	var top []uint64
	m.pull(nameWords, title, toks, schema, func(h uint64) { top = append(top, h) })
	sort.SliceStable(top, func(i, j int) bool {
		if a, b := by(m.w[top[i]]), by(m.w[top[j]]); a != b {
			return a > b
		}
		return m.names[top[i]] < m.names[top[j]]
	})
	var b strings.Builder
	for i, h := range top[:min(3, len(top))] {
		if by(m.w[h]) <= 0 {
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(describeFeature(m.names[h]))
	}
	return b.String()
}

// describeFeature spells a feature for a reason: `name "delete"`,
// `description "drop table"`.
func describeFeature(f string) string {
	where := map[string]string{"n": "name", "n0": "name's first word", "t": "title", "d": "description", "b": "description", "p": "input", "e": "input option"}
	k, w, _ := strings.Cut(f, ":")
	return fmt.Sprintf("%s %q", where[k], strings.ReplaceAll(w, "_", " "))
}
