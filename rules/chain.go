package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"
)

// The chain cache: per layer, what is left to evaluate at call time for
// every tool whose static outcomes are the same.

// maxChains bounds the per-layer cache of specialised programs.
const maxChains = 4096

// chain is what is left to evaluate at call time for every tool whose
// static outcomes are the same: the call-dependent parts of the rules that
// can still match, in order. Consecutive simple conditions run as one
// flat fast-lane program; consecutive others run as one expr program that
// returns the position of the first match.
type chain struct {
	steps    []step
	terminal int // rule that matches statically after the steps; -1: default
	errRule  int // rule whose static part failed; -1: none
	err      error
	// The decision when no step's rule holds and none failed, made when
	// the chain is built, when nothing of it is rendered from the call
	// (see layer.end); ended says whether it is set, endMatched whether
	// a rule, not the default, decides.
	end        Decision
	ended      bool
	endMatched bool
}

type step struct {
	fast   []inst      // fast rules' programs, one after another
	starts []int32     // where each fast rule's program starts
	prog   *vm.Program // otherwise: a segment of rules in one program
	seg    []int       // rule index per start or program result
	from   []int       // prog: where each rule's condition starts in its source, in characters
}

// ruleAt returns which rule of a segment an error of its program is
// positioned in, or -1 when its position names none.
func (s *step) ruleAt(err error) int {
	var fe *file.Error
	if !errors.As(err, &fe) || fe.From <= 0 {
		return -1
	}
	// The last rule starting at or before the error.
	k, _ := slices.BinarySearch(s.from, fe.From+1)
	return k - 1
}

// addFast appends a fast rule's program to the chain, in the last step if
// that is a fast one.
func (c *chain) addFast(p *fastProg, rule int) {
	if n := len(c.steps); n == 0 || c.steps[n-1].prog != nil {
		c.steps = append(c.steps, step{})
	}
	s := &c.steps[len(c.steps)-1]
	at := int32(len(s.fast))
	for _, in := range p.code {
		if in.t >= 0 {
			in.t += at
		}
		if in.f >= 0 {
			in.f += at
		}
		s.fast = append(s.fast, in)
	}
	s.starts = append(s.starts, at)
	s.seg = append(s.seg, rule)
}

// pack makes the chain's fast steps ready once they are whole: the
// step's rules share the arguments they read (slotArgs), and each
// step's tests, exactly as many as it has, are followed in memory by
// what they read (packStep).
func (c *chain) pack() {
	for i := range c.steps {
		s := &c.steps[i]
		if s.prog != nil {
			continue
		}
		s.fast = slices.Clone(s.fast)
		slotArgs(s.fast)
		packStep(s.fast)
	}
}

// packStep copies what a step's leaf tests read besides themselves
// into memory allocated together: keys, constant strings, literal
// patterns and their strings, the hosts of anyURLOutside, and numeric
// constants. A call reads them all, with the caches a round trip leaves
// cold, and values allocated apart while the policy was compiled would
// cost a cache miss each. Literal patterns and host lists are copied,
// not changed: other chains may be using them.
func packStep(code []inst) {
	n, nstrs, nlits := 0, 0, 0
	for i := range code {
		n += len(code[i].key) + len(code[i].s)
		switch c := code[i].c.(type) {
		case *literal:
			nlits++
			nstrs += len(c.strs)
			for _, t := range c.strs {
				n += len(t)
			}
		case []string:
			nstrs += len(c)
			for _, t := range c {
				n += len(t)
			}
		}
	}
	buf := make([]byte, 0, n)
	put := func(s string) string {
		if s == "" {
			return s
		}
		at := len(buf)
		buf = append(buf, s...)
		return unsafe.String(&buf[at], len(s))
	}
	strs := make([]string, 0, nstrs)
	putAll := func(list []string) []string {
		at := len(strs)
		for _, t := range list {
			strs = append(strs, put(t))
		}
		return strs[at:len(strs):len(strs)]
	}
	lits := make([]literal, 0, nlits)
	for i := range code {
		in := &code[i]
		in.key, in.s = put(in.key), put(in.s)
		switch c := in.c.(type) {
		case *literal:
			lits = append(lits, literal{kind: c.kind, strs: putAll(c.strs)})
			in.c = &lits[len(lits)-1]
		case []string:
			in.c = putAll(c)
		case int:
			in.c = c // boxed again, next to the step's other numbers
		case float64:
			in.c = c
		}
	}
}

func (l *layer) chainFor(env *Env) *chain {
	env.Paths = l.paths
	sig := make([]byte, len(l.rules))
	var firstErr error
	errRule := -1
	for i := range l.rules {
		r := &l.rules[i]
		ok := true
		if r.static != nil {
			var err error
			ok, err = run(r.static, env)
			if err != nil {
				sig[i] = 'e'
				if errRule < 0 {
					errRule, firstErr = i, err
				}
				break
			}
		}
		switch {
		case !ok:
			sig[i] = '0'
		case r.dynamic == nil:
			sig[i] = '1'
		default:
			sig[i] = 'd'
		}
		if sig[i] == '1' {
			break
		}
	}
	key := string(sig)
	if c, ok := l.chains.Load(key); ok {
		return c.(*chain)
	}
	c := buildChain(l, sig, errRule, firstErr)
	if l.nchains.Load() < maxChains {
		if actual, loaded := l.chains.LoadOrStore(key, c); loaded {
			return actual.(*chain)
		}
		l.nchains.Add(1)
	}
	return c
}

func buildChain(l *layer, sig []byte, errRule int, err error) *chain {
	c := buildSteps(l, sig, errRule, err)
	c.pack()
	if c.errRule < 0 {
		c.end, c.endMatched, c.ended = l.end(c.terminal)
	}
	return c
}

// buildSteps is buildChain without the decision at its end.
func buildSteps(l *layer, sig []byte, errRule int, err error) *chain {
	c := &chain{terminal: -1, errRule: -1}
	var seg []int
	// flush compiles the pending segment; false means it failed to
	// compile, and the chain ends there, failing closed.
	flush := func() bool {
		if len(seg) == 0 {
			return true
		}
		prog, from, perr := segment(l, seg)
		if perr != nil {
			// Each part compiled alone; failing together is a bug.
			c.errRule, c.err = seg[0], fmt.Errorf("compiling rule chain: %v", perr)
			return false
		}
		c.steps = append(c.steps, step{prog: prog, seg: seg, from: from})
		seg = nil
		return true
	}
	for i, s := range sig {
		if s == 'e' {
			if flush() {
				c.errRule, c.err = errRule, err
			}
			return c
		}
		if s == '1' {
			if flush() {
				c.terminal = i
			}
			return c
		}
		if s != 'd' {
			continue
		}
		if f := l.rules[i].fast; f != nil {
			if !flush() {
				return c
			}
			c.addFast(f, i)
			continue
		}
		seg = append(seg, i)
	}
	flush()
	return c
}

// segment compiles the call-dependent parts of rules into one program
// returning the position of the first that holds, or -1, and where each
// rule's condition starts in its source, in characters (expr's errors
// are positioned so).
func segment(l *layer, rules []int) (*vm.Program, []int, error) {
	conds := make([]string, len(rules))
	for k, i := range rules {
		conds[k] = l.rules[i].dynSrc
	}
	lets, conds, err := hoist(conds)
	if err != nil {
		return nil, nil, err
	}
	var src strings.Builder
	src.WriteString(lets)
	from := make([]int, len(conds))
	at := utf8.RuneCountInString(lets)
	for k, cond := range conds {
		from[k] = at
		// "?? false": a condition that is nil (when: args.force, without
		// "force") is false, as expr reads a condition alone (AsBool);
		// any other value that is not a bool is still an error.
		n, _ := fmt.Fprintf(&src, "((%s) ?? false) ? %d : ", cond, k)
		at += n - len(cond) + utf8.RuneCountInString(cond)
	}
	src.WriteString("-1")
	// Each condition passed the node limit alone; together they may have
	// that many nodes each, and a few for joining them.
	limit := expr.MaxNodes(uint(MaxExprNodes+4) * uint(len(rules)+1))
	prog, err := expr.Compile(src.String(), append(options(false), limit)...)
	return prog, from, err
}
