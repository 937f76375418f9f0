package rules

import (
	"slices"
	"strings"
)

// The fast lane's programs are flat: a condition is a slice of leaf
// tests, each naming the next test to run when it holds (t) and when it
// does not (f), or the outcome. && and || are only those jumps, and !
// swaps them, so one loop runs a condition without nested calls. A
// chain's consecutive fast rules share one slice (see chain.go): the
// call-time work of a layer is then a walk along contiguous memory, which
// matters because the call path runs with the caches a round trip leaves
// cold.

// Outcomes as jump targets.
const (
	pcTrue  int32 = -1
	pcFalse int32 = -2
)

// maxFastInsts bounds a condition's program; longer ones run on expr.
const maxFastInsts = 1 << 12

type opcode uint8

const (
	opTrue opcode = iota
	opFalse
	opConfirmed
	opPrefix
	opSuffix
	opContains
	opMatches
	opEqual
	opIn
	opLess
	opMore
	opLessEq
	opMoreEq
	opAnyPath    // anyPath(args, [constant patterns])
	opURLOutside // anyURLOutside(args, [constant hosts]); c holds the hosts as []string
)

// operandSrc is where a comparison reads its value.
type operandSrc uint8

const (
	srcNone    operandSrc = iota
	srcAttempt            // the attempt number
	srcArg                // a top-level argument, args.key
	srcPath               // a nested argument, args.a.b
)

// inst is one leaf test: one cache line (see TestInstSize), as a call
// reads a step's tests one after another with the caches cold.
type inst struct {
	op    opcode
	src   operandSrc
	slot  uint8 // srcArg: where the argument's value is kept during a run; noSlot: nowhere
	neg   bool  // opEqual: !=
	typed bool  // the operand is an argument: == and in compare as the VM does with typed values
	t, f  int32
	key   string // the argument's key or path
	s     string // opPrefix, opSuffix, opContains: the constant
	// c is what the test compares with: the constant (a []any for
	// opIn), the matcher of opMatches, the *patternCache of opAnyPath,
	// the hosts ([]string) of opURLOutside.
	c any
}

// argSlots is how many distinct top-level arguments a run keeps after
// reading them once; noSlot marks a leaf that reads its argument anew.
const (
	argSlots       = 8
	noSlot   uint8 = 0xFF
)

// argVals holds the arguments a run has read, so that each distinct
// args.x is looked up once however many leaves test it.
type argVals struct {
	have uint8
	v    [argSlots]any
}

// slotArgs gives each distinct top-level argument of code a slot, the
// first argSlots of them.
func slotArgs(code []inst) {
	var keys []string
	for i := range code {
		in := &code[i]
		in.slot = noSlot
		if in.src != srcArg {
			continue
		}
		k := slices.Index(keys, in.key)
		if k < 0 && len(keys) < argSlots {
			keys = append(keys, in.key)
			k = len(keys) - 1
		}
		if k >= 0 {
			in.slot, in.key = uint8(k), keys[k]
		}
	}
}

// fastProg is one condition's program.
type fastProg struct {
	code []inst
}

// eval runs the condition. errFallback means expr must decide.
func (p *fastProg) eval(e *Env) (bool, error) {
	var a argVals
	return runFast(p.code, 0, envOf(e), &a)
}

// runFast runs the condition starting at pc in code; a keeps the
// arguments read, for the run of a chain's step.
func runFast(code []inst, pc int32, e *callEnv, a *argVals) (bool, error) {
	for {
		in := &code[pc]
		ok, err := in.test(e, a)
		if err != nil {
			return false, err
		}
		next := in.f
		if ok {
			next = in.t
		}
		if next < 0 {
			return next == pcTrue, nil
		}
		pc = next
	}
}

func (in *inst) operand(e *callEnv, a *argVals) any {
	switch in.src {
	case srcAttempt:
		return e.attempt
	case srcArg:
		if in.slot >= argSlots {
			return e.args[in.key]
		}
		if bit := uint8(1) << in.slot; a.have&bit == 0 {
			a.v[in.slot] = e.args[in.key]
			a.have |= bit
		}
		return a.v[in.slot]
	}
	return get(e.args, in.key)
}

// test runs one leaf with the semantics of expr's VM; errFallback for
// values it leaves to expr.
func (in *inst) test(e *callEnv, a *argVals) (bool, error) {
	switch in.op {
	case opTrue:
		return true, nil
	case opFalse:
		return false, nil
	case opConfirmed:
		return e.confirmed, nil
	case opAnyPath:
		return in.c.(*patternCache).anyPath(e)
	case opURLOutside:
		if e.noURLs {
			return false, nil // the caller's own walk found no string that may be a URL
		}
		return e.index().urlOutside(in.c.([]string))
	case opPrefix, opSuffix, opContains, opMatches:
		return in.text(in.operand(e, a), e)
	case opEqual:
		return in.equal(in.operand(e, a))
	case opIn:
		return in.in(in.operand(e, a))
	}
	return in.order(in.operand(e, a))
}

func (in *inst) text(v any, e *callEnv) (bool, error) {
	s, isStr := v.(string)
	if !isStr {
		if v == nil {
			return false, nil
		}
		return false, errFallback
	}
	switch in.op {
	case opPrefix:
		return strings.HasPrefix(s, in.s), nil
	case opSuffix:
		return strings.HasSuffix(s, in.s), nil
	case opContains:
		// The fast lane runs each leaf once a decision: a search of a
		// short string costs no more than the leaf itself.
		if len(s) > freeSearch && !charge(&e.budget().literal, int64(len(s)), MaxLiteralBytes) {
			return false, errLiteralBudget
		}
		return strings.Contains(s, in.s), nil
	}
	if l, ok := in.c.(*literal); ok {
		if l.kind != litContains || len(s) <= freeSearch {
			// A prefix, suffix or equality reads its own strings at
			// most, and a search of a short string costs no more than
			// the leaf: the fast lane runs each leaf once a decision.
			return l.MatchString(s), nil
		}
		return e.budget().match(l, s)
	}
	return e.budget().match(in.c.(matcher), s)
}

func (in *inst) equal(v any) (bool, error) {
	if in.typed {
		// As the VM runs it: typed (see helper_compare.go).
		eq, err := typedEqual(v, in.c)
		return eq != in.neg && err == nil, err
	}
	eq, known := scalarEqual(v, in.c)
	if !known {
		return false, errFallback
	}
	return eq != in.neg, nil
}

func (in *inst) in(v any) (bool, error) {
	if in.typed {
		return typedIn(v, in.c)
	}
	if v == nil {
		return false, nil
	}
	for _, item := range in.c.([]any) {
		eq, known := scalarEqual(v, item)
		if !known {
			return false, errFallback
		}
		if eq {
			return true, nil
		}
	}
	return false, nil
}

func (in *inst) order(v any) (bool, error) {
	if v == nil {
		return false, nil
	}
	cmp, known := compare(v, in.c)
	if !known {
		return false, errFallback
	}
	switch in.op {
	case opLess:
		return cmp < 0, nil
	case opMore:
		return cmp > 0, nil
	case opLessEq:
		return cmp <= 0, nil
	}
	return cmp >= 0, nil
}
