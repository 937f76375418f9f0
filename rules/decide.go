package rules

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
	"github.com/hintgate/hintgate/hints"
)

// Policy is a compiled policy: one or more layers of rules. A Policy is
// immutable and safe for concurrent use; compile it once and share it.
type Policy struct {
	layers []*layer
}

type crule struct {
	Rule
	compiled
}

type cretry struct {
	RetryRule
	prog *vm.Program
}

type coverride struct {
	Override
	prog *vm.Program // nil: true
}

type layer struct {
	name       string
	lock       bool
	rules      []crule
	def        Action
	hasDefault bool
	retry      []cretry
	servers    map[string]Server
	overrides  []coverride
	paths      Paths // with defaults filled in
	rand       func() float64
	warnings   []*Error

	chains  sync.Map // signature string -> *chain
	nchains atomic.Int64
}

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

// Compile checks and compiles a policy written in Go. All problems are
// returned together, each an [*Error].
func Compile(c Config) (*Policy, error) {
	l, err := compileLayer(c)
	if err != nil {
		return nil, err
	}
	return &Policy{layers: []*layer{l}}, nil
}

func compileLayer(c Config) (*layer, error) {
	var errs []error
	bad := func(pos Pos, rule, format string, args ...any) {
		if pos.File == "" {
			pos.File = c.File
		}
		errs = append(errs, &Error{Pos: pos, Rule: rule, Msg: fmt.Sprintf(format, args...)})
	}
	l := &layer{name: c.Name, lock: c.Lock, def: Confirm, servers: make(map[string]Server, len(c.Servers)), rand: c.Rand}
	for name, s := range c.Servers { // a copy: the caller's map may change
		if s.Unannotated != nil {
			a := *s.Unannotated
			s.Unannotated = &a
		}
		l.servers[name] = s
	}
	if c.Default != nil {
		l.def, l.hasDefault = *c.Default, true
	}
	var perr error
	if l.paths, perr = c.Paths.resolve(); perr != nil {
		eachError(perr, func(e error) { bad(c.pathsAt, "paths", "%v", e) })
	}
	if len(c.Rules) > MaxRules {
		bad(Pos{}, "", "%d rules, more than %d", len(c.Rules), MaxRules)
		return nil, errors.Join(errs...)
	}
	// Per-server postures for unannotated tools come first.
	names := make([]string, 0, len(c.Servers))
	for name := range c.Servers {
		names = append(names, name)
	}
	sortStrings(names)
	var rules []Rule
	var named []string
	for _, name := range names {
		if name == "*" {
			continue
		}
		named = append(named, strconv.Quote(name))
		if s := c.Servers[name]; s.Unannotated != nil {
			rules = append(rules, Rule{
				Name:   "servers." + name + ".unannotated",
				When:   fmt.Sprintf("!tool.annotated && tool.server == %q", name),
				Action: *s.Unannotated,
				Reason: "tools of server " + name + " without annotations are not allowed",
			})
		}
	}
	// "*" is every server the layer does not name.
	if s, ok := c.Servers["*"]; ok && s.Unannotated != nil {
		rules = append(rules, Rule{
			Name:   "servers.*.unannotated",
			When:   fmt.Sprintf("!tool.annotated && !(tool.server in [%s])", strings.Join(named, ", ")),
			Action: *s.Unannotated,
			Reason: "tools without annotations are not allowed from servers the policy does not name",
		})
	}
	rules = append(rules, c.Rules...)
	seen := map[string]Pos{}
	catchAll := ""
	for _, r := range rules {
		if r.Name == "" {
			bad(r.Pos, "", "rule has no name")
		} else if prev, dup := seen[r.Name]; dup {
			bad(r.Pos, r.Name, "duplicate rule name (first at %s)", prev)
		}
		seen[r.Name] = r.Pos
		if catchAll != "" {
			bad(r.Pos, r.Name, "unreachable: rule %s before it matches every call", catchAll)
		}
		if r.Action > Hide {
			bad(r.Pos, r.Name, "unknown action %d", r.Action)
		}
		cr := crule{Rule: r}
		var err error
		if cr.compiled, err = compileRule(r.When); err != nil {
			bad(exprPos(condPos(r.Pos, r.whenAt), err), r.Name, "when: %s", exprMessage(err))
			continue
		}
		if cr.reason, err = compileTemplate(r.Reason); err != nil {
			bad(r.Pos, r.Name, "reason: %v", err)
		}
		if cr.message, err = compileTemplate(r.Message); err != nil {
			bad(r.Pos, r.Name, "message: %v", err)
		}
		if w := strings.TrimSpace(r.When); w == "" || w == "true" {
			catchAll = r.Name
		}
		l.warnings = append(l.warnings, ruleWarnings(r, c.File)...)
		l.rules = append(l.rules, cr)
	}
	for i, rr := range c.Retry {
		name := rr.Name
		if name == "" {
			name = fmt.Sprintf("retry[%d]", i)
		}
		if rr.Max == 0 {
			rr.Max = 3
		}
		if rr.Max < 1 || rr.Max > 100 {
			bad(rr.Pos, name, "max: %d attempts is out of range 1..100", rr.Max)
		}
		if rr.Base < 0 || rr.Cap < 0 {
			bad(rr.Pos, name, "negative backoff")
		}
		if rr.Jitter > 100 {
			bad(rr.Pos, name, "jitter: %d%% is more than 100%%", rr.Jitter)
		}
		when := strings.TrimSpace(rr.When)
		if when == "" {
			when = "true"
		}
		prog, err := compileExpr(when)
		if err != nil {
			bad(exprPos(condPos(rr.Pos, rr.whenAt), err), name, "when: %s", exprMessage(err))
			continue
		}
		rr.Name = name
		l.retry = append(l.retry, cretry{RetryRule: rr, prog: prog})
	}
	if c.Retry != nil && l.retry == nil {
		l.retry = []cretry{} // rules of its own, even none: no retries
	}
	for i, o := range c.Overrides {
		name := o.Name
		if name == "" {
			name = fmt.Sprintf("overrides[%d]", i)
		}
		co := coverride{Override: o}
		co.Name = name
		if o.Hints.IsZero() {
			bad(o.Pos, name, "override sets no hints")
		}
		for _, g := range []string{o.Server, o.Tool} {
			if _, err := path.Match(g, ""); err != nil {
				bad(o.Pos, name, "bad glob %q: %v", g, err)
			}
		}
		if w := strings.TrimSpace(o.When); w != "" {
			if _, dy, err := split(w); err == nil && dy != "" {
				bad(o.Pos, name, "when: overrides see only the tool and session, not %s", dy)
				continue
			}
			prog, err := compileExpr(w)
			if err != nil {
				bad(exprPos(condPos(o.Pos, o.whenAt), err), name, "when: %s", exprMessage(err))
				continue
			}
			co.prog = prog
		}
		l.overrides = append(l.overrides, co)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return l, nil
}

var defaultRetry = func() cretry {
	r := RetryRule{Name: "default-retry", When: "tool.idempotent && error.transient", Max: 3}
	p, err := compileExpr(r.When)
	if err != nil {
		panic(err)
	}
	return cretry{RetryRule: r, prog: p}
}()

var envNames = strings.NewReplacer("type rules.Tool", "tool", "type rules.Env", "the environment",
	"type rules.Session", "session", "type rules.Failure", "error", "type rules.Declarations", "tool.declared")

func exprMessage(err error) string {
	msg := firstLine(err)
	// expr suffixes positions like "unknown name x (1:1)"; keep the text.
	if i := strings.LastIndex(msg, " ("); i > 0 && strings.HasSuffix(msg, ")") {
		msg = msg[:i]
	}
	return envNames.Replace(msg)
}

// Stack layers policies: the first is the highest (an organisation), the
// last the most specific (a project). The most specific layer whose rule
// matches (or that sets a default) decides; then every locked layer above
// it acts as a floor: if its own decision is stricter, it wins. Server
// settings and overrides of higher layers take precedence.
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
}

// Tool returns the tool as rules see it.
func (p *Prepared) Tool() Tool { return p.tool }

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
	}
	return prep
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
	return expr.Compile(src.String(), options(false)...)
}

// Call is what a decision needs to know about one call.
type Call struct {
	Args      map[string]any
	Attempt   int
	Confirmed bool
}

var envPool = sync.Pool{New: func() any { return new(Env) }}

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
	env := envPool.Get().(*Env)
	*env = Env{Tool: prep.tool, Session: prep.sess, Args: c.Args, Attempt: c.Attempt, Confirmed: c.Confirmed}
	defer func() { *env = Env{}; envPool.Put(env) }()
	if len(p.layers) == 1 {
		env.Paths = p.layers[0].paths
		d, _ := p.layers[0].decide(prep.chains[0], env)
		return d
	}
	var final Decision
	decided := -1
	decisions := make([]Decision, len(p.layers))
	counts := make([]bool, len(p.layers))
	for i := len(p.layers) - 1; i >= 0; i-- {
		env.Paths = p.layers[i].paths
		d, matched := p.layers[i].decide(prep.chains[i], env)
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

// decide evaluates one layer. matched is false when the default applied.
func (l *layer) decide(c *chain, env *Env) (Decision, bool) {
	pos := -1
	for i := range c.steps {
		s := &c.steps[i]
		if s.fast != nil {
			ok, err := s.fast(env)
			if err == errFallback {
				ok, err = l.rules[s.rule].dynamic.run(env)
			}
			if err != nil {
				return l.failedRule(s.rule, err), true
			}
			if ok {
				pos = s.rule
				break
			}
			continue
		}
		m := vmPool.Get().(*vm.VM)
		v, err := m.Run(s.prog, env)
		vmPool.Put(m)
		if err != nil {
			return l.failed(s.seg, env, err), true
		}
		if k, _ := v.(int); k >= 0 && k < len(s.seg) {
			pos = s.seg[k]
			break
		}
	}
	if pos < 0 && c.errRule >= 0 {
		// No rule before it matched: the rule that failed decides, and denies.
		return l.failedRule(c.errRule, c.err), true
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
		d.Reason = r.reason.render(env)
		if d.Reason == "" {
			d.Reason = "blocked by policy rule " + r.Name
		}
	case Confirm:
		d.Message = r.message.render(env)
	}
	return d, true
}

func defaultReason(a Action) string {
	if a == Deny || a == Hide {
		return "blocked by the policy's default"
	}
	return ""
}

// failed finds which rule of a segment failed, for the decision's error.
func (l *layer) failed(seg []int, env *Env, err error) Decision {
	for _, i := range seg {
		if _, e := l.rules[i].dynamic.run(env); e != nil {
			return l.failedRule(i, e)
		}
	}
	return l.failedRule(seg[0], err)
}

func (l *layer) failedRule(i int, err error) Decision {
	name := l.rules[i].Name
	return Decision{Action: Deny, Rule: name, Layer: l.name, Reason: "policy error", Err: fmt.Errorf("rule %s: %v", name, firstLine(err))}
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
	return d, steps
}
