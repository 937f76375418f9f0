package rules

import (
	"fmt"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
)

// The chain cache: per layer, what is left to evaluate at call time for
// every tool whose static outcomes are the same.

// maxChains bounds the per-layer cache of specialised programs.
const maxChains = 4096

// chain is what is left to evaluate at call time for every tool whose
// static outcomes are the same: the call-dependent parts of the rules that
// can still match, in order. Simple conditions run as Go closures;
// consecutive others run as one expr program that returns the position of
// the first match.
type chain struct {
	steps    []step
	terminal int // rule that matches statically after the steps; -1: default
	errRule  int // rule whose static part failed; -1: none
	err      error
}

type step struct {
	fast fastCond    // set for a single fast rule
	rule int         // the fast rule's index
	prog *vm.Program // otherwise: a segment of rules in one program
	seg  []int       // rule index per program result
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
	c := &chain{terminal: -1, errRule: -1}
	var seg []int
	// flush compiles the pending segment; false means it failed to
	// compile, and the chain ends there, failing closed.
	flush := func() bool {
		if len(seg) == 0 {
			return true
		}
		prog, perr := segment(l, seg)
		if perr != nil {
			// Each part compiled alone; failing together is a bug.
			c.errRule, c.err = seg[0], fmt.Errorf("compiling rule chain: %v", perr)
			return false
		}
		c.steps = append(c.steps, step{prog: prog, seg: seg})
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
			c.steps = append(c.steps, step{fast: f, rule: i})
			continue
		}
		seg = append(seg, i)
	}
	flush()
	return c
}

// segment compiles the call-dependent parts of rules into one program
// returning the position of the first that holds, or -1.
func segment(l *layer, rules []int) (*vm.Program, error) {
	conds := make([]string, len(rules))
	for k, i := range rules {
		conds[k] = l.rules[i].dynSrc
	}
	lets, conds, err := hoist(conds)
	if err != nil {
		return nil, err
	}
	var src strings.Builder
	src.WriteString(lets)
	for k, cond := range conds {
		fmt.Fprintf(&src, "(%s) ? %d : ", cond, k)
	}
	src.WriteString("-1")
	// Each condition passed the node limit alone; together they may have
	// that many nodes each, and a few for joining them.
	limit := expr.MaxNodes(uint(MaxExprNodes+4) * uint(len(rules)+1))
	return expr.Compile(src.String(), append(options(false), limit)...)
}
