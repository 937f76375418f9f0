package guard

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/hintgate/hintgate/rules"
)

// argFinds is what the guard's own checks find in a call's arguments.
type argFinds struct {
	// protected: a key or string names hintgate's configuration
	// directory (see protect).
	protected bool
	// parent: one names a parent of it (see parents); looked for only
	// when asked.
	parent bool
	// noURLs: no key or string may be a URL, within the policy's walk
	// limits; see rules.Call.NoURLs.
	noURLs bool
	// numbers: a value is a json.Number, which the policy reads as a
	// number (see asNumbers).
	numbers bool
}

// ArgsTooLargeError denies a call whose arguments are more than the
// guard's bound, [Options.MaxArgBytes]: every rule that reads the
// arguments does work that grows with them, so a model could stall the
// agent with each call.
type ArgsTooLargeError struct {
	// Size is the arguments' measure in bytes: at least this much for
	// arguments nested deeper than the guard walks.
	Size int
	// Limit is the bound they are over.
	Limit int
}

func (e *ArgsTooLargeError) Error() string {
	return fmt.Sprintf("guard: the call's arguments are %d bytes, more than the limit of %d (Options.MaxArgBytes)", e.Size, e.Limit)
}

// reason is what the model is told.
func (e *ArgsTooLargeError) reason() string {
	return fmt.Sprintf("the arguments are %d bytes, more than the %d a call may have; send less", e.Size, e.Limit)
}

// readArgs returns a call's arguments as a JSON object, and what the
// guard's own checks find in them, with parents looked for when asked.
// A caller's map that holds only what decoding JSON produces is used as
// it is, and one walk over it checks that and finds both; other values
// (Go types, [json.Marshaler]s) are read as the server will receive
// them, as their JSON, and that is walked.
//
// Arguments over the guard's bound are an [*ArgsTooLargeError].
func (g *Guard) readArgs(a any, parents, urls bool) (map[string]any, argFinds, error) {
	if a == nil {
		return map[string]any{}, argFinds{}, nil
	}
	if m, ok := a.(map[string]any); ok {
		f, plain, size := g.scanArgs(m, parents, urls)
		if g.maxArgs >= 0 && size > g.maxArgs {
			return nil, argFinds{}, &ArgsTooLargeError{Size: size, Limit: g.maxArgs}
		}
		if plain {
			return m, f, nil
		}
	}
	m, err := g.jsonArgs(a)
	if err != nil {
		return nil, argFinds{}, err
	}
	f, _, _ := g.scanArgs(m, parents, urls)
	return m, f, nil
}

// bounded returns an [*ArgsTooLargeError] when args, arguments the
// guard did not read with readArgs (an edit, a deferred call's), are
// over its bound.
func (g *Guard) bounded(args map[string]any) error {
	if g.maxArgs < 0 {
		return nil
	}
	_, plain, size := g.scanArgs(args, false, true)
	if !plain {
		data, err := json.Marshal(args)
		if err != nil {
			return fmt.Errorf("guard: arguments: %w", err)
		}
		size = len(data)
	}
	if size > g.maxArgs {
		return &ArgsTooLargeError{Size: size, Limit: g.maxArgs}
	}
	return nil
}

// jsonArgs reads a through its JSON as an object, within the guard's
// bound, its numbers as json.Number.
func (g *Guard) jsonArgs(a any) (map[string]any, error) {
	data, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("guard: arguments: %T cannot be encoded as JSON", a)
	}
	if g.maxArgs >= 0 && len(data) > g.maxArgs {
		return nil, &ArgsTooLargeError{Size: len(data), Limit: g.maxArgs}
	}
	// Numbers stay as they were written, for the call (the policy reads
	// them as numbers: see asNumbers); float64 would change an integer
	// past 2^53.
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		return nil, errors.New("guard: arguments are not a JSON object")
	}
	if m == nil {
		m = map[string]any{}
	}
	return m, nil
}

// scanArgs walks args once: plain reports whether it holds only what
// decoding JSON produces (no deeper than maxWalkDepth); the finds are
// those of protect.names and parents.named (when asked), including
// their failing closed on a walk over budget or too deep. When plain is
// false the finds are not complete. size measures the arguments as
// Options.MaxArgBytes says, as far as the walk went: their JSON, escapes
// aside (see argScan.bytes).
func (g *Guard) scanArgs(args map[string]any, parents, urls bool) (f argFinds, plain bool, size int) {
	s := argScan{p: g.protect, budget: maxWalkStrings, plain: true, urls: !urls}
	s.findProtected = len(s.p.dirs) > 0
	if parents && len(g.parents.abs) > 0 {
		s.pa = g.parents
	}
	s.walk(args, 0)
	s.found.noURLs = s.plain && !s.urls && s.values <= rules.MaxWalkValues
	return s.found, s.plain, s.bytes
}

// argScan is one walk of scanArgs.
type argScan struct {
	p             *protect
	pa            *parents // nil: not looked for
	findProtected bool
	budget        int
	plain         bool
	found         argFinds
	// For rules.Call.NoURLs: urls is set by a string that may be a URL
	// or a walk beyond the policy's limits, and from the start when not
	// looked for; values counts as the policy walk does.
	urls   bool
	values int
	// bytes are those of the arguments' JSON, escapes aside: strings and
	// keys with their quotes, numbers as encoding/json writes them,
	// literals, brackets, colons and commas. Every value counts: a
	// measure of strings alone let 2 MB of numbers, nulls or empty lists
	// pass for a few bytes.
	bytes int
}

// walk visits v; false ends the walk (v is not plain).
func (s *argScan) walk(v any, depth int) bool {
	if depth > maxWalkDepth {
		s.overBudget()
		s.plain = false
		return false
	}
	s.values++
	if depth > rules.MaxWalkDepth {
		s.urls = true
	}
	switch x := v.(type) {
	case nil:
		s.bytes += len("null")
	case bool:
		s.bytes += len("false")
		if x {
			s.bytes--
		}
	case float64:
		s.bytes += floatLen(x)
	case json.Number:
		s.bytes += len(x)
		s.found.numbers = true
	case string:
		s.text(x)
	case map[string]any:
		s.bytes += 1 + max(len(x), 1) // braces, commas
		for k, e := range x {
			s.values++ // a key is as deep as its value, which is checked
			s.text(k)
			s.bytes++ // colon
			if !s.walk(e, depth+1) {
				return false
			}
		}
	case []any:
		s.bytes += 1 + max(len(x), 1) // brackets, commas
		for _, e := range x {
			if !s.walk(e, depth+1) {
				return false
			}
		}
	default:
		s.plain = false
		return false
	}
	return true
}

// text checks one key or string, within the budget of strings.
func (s *argScan) text(x string) {
	s.bytes += len(x) + 2
	if s.budget--; s.budget < 0 {
		s.overBudget()
		return
	}
	if s.findProtected && !s.found.protected && s.p.mayHit(x) && s.p.hit(x) {
		s.found.protected = true
	}
	if s.pa != nil && !s.found.parent && s.pa.hit(x) {
		s.found.parent = true
	}
	if !s.urls && rules.MayBeURL(x) {
		s.urls = true
	}
}

// overBudget records a walk that cannot finish: it counts as a find.
func (s *argScan) overBudget() {
	s.urls = true
	s.found.protected = s.findProtected
	s.found.parent = s.pa != nil
}

// floatLen is the length of f as encoding/json writes it, without
// allocating: integers of up to 15 digits counted, others formatted.
func floatLen(f float64) int {
	if a := math.Abs(f); a < 1e15 && a == math.Trunc(a) {
		n := 1
		if math.Signbit(f) {
			n++ // "-0" too
		}
		for ; a >= 10; a /= 10 {
			n++
		}
		return n
	}
	return formattedLen(f)
}

// formattedLen is floatLen's rare case, apart so that the common one is
// short code.
func formattedLen(f float64) int {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return len("null") // not JSON: encoding fails later
	}
	var buf [32]byte
	format := byte('f')
	if a := math.Abs(f); a < 1e-6 || a >= 1e21 {
		format = 'e'
	}
	b := strconv.AppendFloat(buf[:0], f, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		return n - 1 // e-09 is written e-9
	}
	return len(b)
}
