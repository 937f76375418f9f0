package rules

import (
	"errors"
	"fmt"
	"sync"

	"github.com/expr-lang/expr/vm"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
)

// Deciding calls: preparing tools and evaluating prepared chains.

// Stack layers policies: the first is the highest (an organisation), the
// last the most specific (a project). The most specific layer whose rule
// matches (or that sets a default) decides; then every locked layer above
// it acts as a floor: if its own decision is stricter, it wins. Hints,
// trust and retries only tighten downwards: see the package
// documentation, "Layers".
func Stack(layers ...*Policy) *Policy {
	p := &Policy{}
	for _, l := range layers {
		if l != nil {
			p.layers = append(p.layers, l.layers...)
		}
	}
	return p
}

// Prepared is a tool made ready for fast decisions: every condition that
// depends only on the tool and session has been decided. Make one per
// tool per list with [Policy.Prepare]; it is immutable and safe for
// concurrent use.
type Prepared struct {
	policy *Policy
	tool   Tool
	sess   Session
	chains []*chain
	urls   bool // see WalksURLs
}

// Tool returns the tool as rules see it.
func (p *Prepared) Tool() Tool { return p.tool }

// WalksURLs reports whether deciding a call of the tool may walk its
// arguments for URLs, the walk [Call.NoURLs] spares: a caller need not
// look for URLs when it is false. A nil Prepared walks nothing.
func (p *Prepared) WalksURLs() bool { return p != nil && p.urls }

// walksURLs reports whether a chain has a fast anyURLOutside test.
func (c *chain) walksURLs() bool {
	for i := range c.steps {
		for j := range c.steps[i].fast {
			if c.steps[i].fast[j].op == opURLOutside {
				return true
			}
		}
	}
	return false
}

// toolEnv is the expr environment's view of a resolved tool.
func toolEnv(t *hints.Tool) Tool {
	return Tool{
		Name: t.Name, Server: t.Server, Title: t.Title, Class: t.Class.String(),
		ReadOnly: t.ReadOnly.Value, Destructive: t.Destructive.Value,
		Idempotent: t.Idempotent.Value, OpenWorld: t.OpenWorld.Value,
		Declared: Declarations{
			ReadOnly:    t.ReadOnly.Source == hints.Declared,
			Destructive: t.Destructive.Source == hints.Declared,
			Idempotent:  t.Idempotent.Source == hints.Declared,
			OpenWorld:   t.OpenWorld.Source == hints.Declared,
		},
		Annotated: t.Annotated,
		Tags:      t.Tags,
		Changed:   t.Changed,
		Trust:     t.Trust.String(),
	}
}

// Prepare decides the static parts of every rule for a resolved tool in
// session s: resolve the tool with [Policy.Resolver] (so it carries the
// policy's trust level and overrides), set its Changed flag if you pin
// definitions, then prepare it once per list. A nil tool prepares a
// tool that every decision denies.
func (p *Policy) Prepare(t *hints.Tool, s Session) *Prepared {
	if t == nil {
		return nil
	}
	tool := toolEnv(t)
	prep := &Prepared{policy: p, tool: tool, sess: s, chains: make([]*chain, len(p.layers))}
	env := Env{Tool: tool, Session: s}
	for i, l := range p.layers {
		prep.chains[i] = l.chainFor(&env)
		prep.urls = prep.urls || prep.chains[i].walksURLs()
	}
	return prep
}

// Call is what a decision needs to know about one call. Decide reads
// arguments of any size, walking them once however many rules search
// them; bound their size before it is asked (the guard denies calls
// whose arguments are larger than its MaxArgBytes option). Numbers are
// read as Go's numeric types: a json.Number (from a decoder with
// UseNumber) is not one, and a rule comparing it fails and denies; the
// guard converts them before it asks.
type Call struct {
	Args      map[string]any
	Attempt   int
	Confirmed bool
	// NoURLs tells Decide that the caller's own walk over Args has
	// already found that no string in them can be a URL: it visited every
	// key and string, nested no deeper than [MaxWalkDepth], held no more
	// than [MaxWalkValues] values (keys, strings, numbers, lists and
	// objects all count), found nothing but what decoding JSON produces,
	// and [MayBeURL] held for none. anyURLOutside with a constant list
	// then holds without walking Args again. Leave it false when unsure:
	// a wrong true makes anyURLOutside miss a URL.
	NoURLs bool
}

var envPool = sync.Pool{New: func() any { return new(Env) }}

// callEnv is a decision's view of a call. The fast lane reads only the
// call's values and the layer's paths; the whole Env that expr needs (the
// tool and session copied in) is taken from envPool and filled only when
// a condition runs on expr or a text is rendered.
type callEnv struct {
	prep      *Prepared
	args      map[string]any
	attempt   int
	confirmed bool
	noURLs    bool      // see Call.NoURLs
	paths     *Paths    // of the layer being decided
	env       *Env      // nil until full
	pooled    bool      // env came from envPool
	ix        *argIndex // the walk of args, until env holds it; see index
	read      budget    // what the fast lane's patterns read, until env holds it; see budget.go
}

// envOf is a callEnv over a whole Env.
func envOf(e *Env) *callEnv {
	return &callEnv{args: e.Args, attempt: e.Attempt, confirmed: e.Confirmed, paths: &e.Paths, env: e}
}

// full returns the whole Env, with the paths of the layer being decided.
func (c *callEnv) full() *Env {
	if c.env == nil {
		c.env = envPool.Get().(*Env)
		c.pooled = true
		*c.env = Env{Tool: c.prep.tool, Session: c.prep.sess, Args: c.args, Attempt: c.attempt, Confirmed: c.confirmed}
		c.env.ix, c.ix = c.ix, nil // shared with expr's helpers from now on
		c.env.read, c.read = c.read, budget{}
	}
	if &c.env.Paths != c.paths {
		c.env.Paths = *c.paths
	}
	return c.env
}

// budget returns what the decision's patterns have read: the Env's once
// expr shares it, the callEnv's before.
func (c *callEnv) budget() *budget {
	if c.env != nil {
		return &c.env.read
	}
	return &c.read
}

// index returns the decision's walk of the arguments, walking them when
// first asked for; the fast lane and expr's helpers share it.
func (c *callEnv) index() *argIndex {
	p := &c.ix
	if c.env != nil {
		p = &c.env.ix
	}
	if *p == nil {
		*p = newIndex(c.args)
	}
	return *p
}

// release returns a pooled Env and the decision's walk.
func (c *callEnv) release() {
	if c.ix != nil {
		c.ix.release()
		c.ix = nil
	}
	if c.pooled {
		if c.env.ix != nil {
			c.env.ix.release()
		}
		*c.env = Env{}
		envPool.Put(c.env)
		c.env, c.pooled = nil, false
	}
}

// Decide returns the decision for a call of a prepared tool. It never
// fails open: an error evaluating a condition denies, naming the rule.
// A nil Prepared is denied.
func (p *Policy) Decide(prep *Prepared, c Call) Decision {
	if prep == nil || prep.policy != p {
		return Decision{Action: Deny, Rule: "unprepared", Reason: "tool was not prepared by this policy", Err: errors.New("rules: Decide with a tool not prepared by this policy")}
	}
	if len(p.layers) == 0 {
		return Decision{Action: Deny, Rule: "empty", Reason: "no policy", Err: errors.New("rules: empty policy")}
	}
	if len(p.layers) == 1 {
		if d, ok := p.layers[0].settled(prep.chains[0]); ok {
			return d
		}
	}
	env := callEnv{prep: prep, args: c.Args, attempt: c.Attempt, confirmed: c.Confirmed, noURLs: c.NoURLs}
	defer env.release()
	if len(p.layers) == 1 {
		env.paths = &p.layers[0].paths
		d, _ := p.layers[0].decide(prep.chains[0], &env)
		return d
	}
	var final Decision
	decided := -1
	decisions := make([]Decision, len(p.layers))
	counts := make([]bool, len(p.layers))
	for i := len(p.layers) - 1; i >= 0; i-- {
		env.paths = &p.layers[i].paths
		d, matched := p.layers[i].decide(prep.chains[i], &env)
		decisions[i] = d
		counts[i] = matched || p.layers[i].hasDefault
		if d.Err != nil {
			return d
		}
		if decided < 0 && counts[i] {
			final, decided = d, i
		}
	}
	if decided < 0 {
		final = decisions[len(decisions)-1]
		decided = len(decisions) - 1
	}
	for i := 0; i < decided; i++ {
		if p.layers[i].lock && counts[i] && decisions[i].Action.strictness() > final.Action.strictness() {
			final = decisions[i]
		}
	}
	return final
}

// settled returns a layer's decision when nothing is left to evaluate at
// call time and none of the decision is rendered from the call: no
// environment is needed then.
func (l *layer) settled(c *chain) (Decision, bool) {
	if len(c.steps) > 0 || !c.ended {
		return Decision{}, false
	}
	return c.end, true
}

// end returns the decision of the rule at pos (the default when pos is
// negative) when no part of it is rendered from the call: ok is false
// for Deny, Hide and Confirm, whose texts may be. matched says whether a
// rule decides.
func (l *layer) end(pos int) (d Decision, matched, ok bool) {
	if pos < 0 {
		return Decision{Action: l.def, Rule: "default", Layer: l.name, Reason: defaultReason(l.def)}, false, true
	}
	r := &l.rules[pos]
	if r.Action == Deny || r.Action == Hide || r.Action == Confirm {
		return Decision{}, false, false
	}
	return Decision{Action: r.Action, Rule: r.Name, Layer: l.name}, true, true
}

// decide evaluates one layer. matched is false when the default applied.
func (l *layer) decide(c *chain, env *callEnv) (Decision, bool) {
	pos := -1
	for i := range c.steps {
		s := &c.steps[i]
		var err error
		if s.prog == nil {
			pos, err = l.runFast(s, env)
			if err != nil {
				return l.failedRule(pos, err), true
			}
		} else {
			before := *env.budget()
			if pos, err = runSegment(s, env.full()); err != nil {
				return l.failed(s, env.full(), err, before), true
			}
		}
		if pos >= 0 {
			break
		}
	}
	if pos < 0 && c.errRule >= 0 {
		// No rule before it matched: the rule that failed decides, and denies.
		return l.failedRule(c.errRule, c.err), true
	}
	if pos < 0 && c.ended {
		return c.end, c.endMatched
	}
	if pos < 0 {
		pos = c.terminal
	}
	if pos < 0 {
		return Decision{Action: l.def, Rule: "default", Layer: l.name, Reason: defaultReason(l.def)}, false
	}
	r := &l.rules[pos]
	d := Decision{Action: r.Action, Rule: r.Name, Layer: l.name}
	switch r.Action {
	case Deny, Hide:
		if r.reason != nil {
			d.Reason = r.reason.render(env.full())
		}
		if d.Reason == "" {
			d.Reason = "blocked by policy rule " + r.Name
		}
	case Confirm:
		if r.message != nil {
			d.Message = r.message.render(env.full())
		}
	}
	return d, true
}

// runFast runs a step of fast rules: the first that holds, or -1. On an
// error it returns the rule that failed.
func (l *layer) runFast(s *step, env *callEnv) (int, error) {
	var a argVals
	for k, start := range s.starts {
		ok, err := runFast(s.fast, start, env, &a)
		if err == errFallback {
			ok, err = l.rules[s.seg[k]].dynamic.run(env.full())
		}
		if err != nil {
			return s.seg[k], err
		}
		if ok {
			return s.seg[k], nil
		}
	}
	return -1, nil
}

// runSegment runs a step of rules in one expr program: the first that
// holds, or -1.
func runSegment(s *step, env *Env) (int, error) {
	m := vmPool.Get().(*vm.VM)
	v, err := m.Run(s.prog, env)
	vmPool.Put(m)
	if err != nil {
		return -1, err
	}
	if k, _ := v.(int); k >= 0 && k < len(s.seg) {
		return s.seg[k], nil
	}
	return -1, nil
}

func defaultReason(a Action) string {
	if a == Deny || a == Hide {
		return "blocked by the policy's default"
	}
	return ""
}

// failed finds which rule of a segment failed, for the decision's error.
// The error's position names it, and it alone runs again, for an error
// of its own (positioned in its condition, not in the segment). When it
// runs without one, the position named the rule after the one that
// failed: a condition whose value is not a bool (nor nil, which the
// segment reads as false, as a condition alone is read) fails where the
// segment tests it, after its own text. The segment's rules then run
// again, one by one, from the budget as it stood before the segment,
// before: the first that fails alone is the one.
func (l *layer) failed(s *step, env *Env, err error, before budget) Decision {
	k := s.ruleAt(err)
	if k >= 0 {
		if _, e := l.rules[s.seg[k]].dynamic.run(env); e != nil {
			return l.failedRule(s.seg[k], e)
		}
	}
	env.read = before
	for _, i := range s.seg {
		if _, e := l.rules[i].dynamic.run(env); e != nil {
			return l.failedRule(i, e)
		}
	}
	return l.failedRule(s.seg[max(k, 0)], err)
}

// maxErrText bounds, in characters, the message of a rule's error in a
// decision: expr's builtins quote what they could not read (`invalid
// date 999…`), an argument of up to a mebibyte.
const maxErrText = 256

func (l *layer) failedRule(i int, err error) Decision {
	name := l.rules[i].Name
	return Decision{Action: Deny, Rule: name, Layer: l.name, Reason: "policy error", Err: fmt.Errorf("rule %s: %s", name, safetext.Cut(firstLine(err), maxErrText))}
}

// Explain returns the decision [Policy.Decide] makes for a call, with a
// trace for humans: for each layer, highest first, its rules in order
// up to the first that matches, each evaluated whole (a rule that fails
// is listed with its error, and the trace goes on past it). Rules after
// a layer's first match are not tried, so the trace does not show every
// rule that would match.
func (p *Policy) Explain(prep *Prepared, c Call) (Decision, []Step) {
	d := p.Decide(prep, c)
	if prep == nil {
		return d, nil
	}
	env := &Env{Tool: prep.tool, Session: prep.sess, Args: c.Args, Attempt: c.Attempt, Confirmed: c.Confirmed}
	var steps []Step
	for _, l := range p.layers {
		env.Paths = l.paths
		for i := range l.rules {
			r := &l.rules[i]
			ok, err := r.full.run(env)
			steps = append(steps, Step{Layer: l.name, Rule: r.Name, Matched: ok && err == nil, Static: r.dynamic == nil, Err: err})
			if ok && err == nil {
				break
			}
		}
	}
	if env.ix != nil {
		env.ix.release()
	}
	return d, steps
}
