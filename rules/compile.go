package rules

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"
)

// The policy compiler: from a Config to the layers of a Policy.

// Policy is a compiled policy: one or more layers of rules. A Policy is
// immutable and safe for concurrent use; compile it once and share it.
type Policy struct {
	layers []*layer
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
	b := &problems{file: c.File}
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
		eachError(perr, func(e error) { b.add(c.pathsAt, "paths", "%v", e) })
	}
	if len(c.Rules) > MaxRules {
		b.add(Pos{}, "", "%d rules, more than %d", len(c.Rules), MaxRules)
		return nil, b.join()
	}
	// Per-server postures for unannotated tools come first.
	l.rules, l.warnings = b.rules(append(unannotatedRules(c.Servers), c.Rules...))
	l.retry = b.retries(c.Retry)
	l.overrides = b.overrides(c.Overrides)
	l.warnings = append(l.warnings, overrideWarnings(c.Overrides, c.File)...)
	if err := b.join(); err != nil {
		return nil, err
	}
	return l, nil
}

// problems collects the problems of one layer, each an *Error.
type problems struct {
	file string
	errs []error
}

func (b *problems) add(pos Pos, rule, format string, args ...any) {
	if pos.File == "" {
		pos.File = b.file
	}
	b.errs = append(b.errs, &Error{Pos: pos, Rule: rule, Msg: fmt.Sprintf(format, args...)})
}

func (b *problems) join() error { return errors.Join(b.errs...) }

// unannotatedRules turns the servers' unannotated postures into rules:
// named servers in name order, then "*" for every server not named.
func unannotatedRules(servers map[string]Server) []Rule {
	names := make([]string, 0, len(servers))
	for name := range servers {
		names = append(names, name)
	}
	slices.Sort(names)
	var rules []Rule
	var named []string
	for _, name := range names {
		if name == "*" {
			continue
		}
		named = append(named, strconv.Quote(name))
		if s := servers[name]; s.Unannotated != nil {
			rules = append(rules, Rule{
				Name:   "servers." + name + ".unannotated",
				When:   fmt.Sprintf("!tool.annotated && tool.server == %q", name),
				Action: *s.Unannotated,
				Reason: "tools of server " + name + " without annotations are not allowed",
			})
		}
	}
	if s, ok := servers["*"]; ok && s.Unannotated != nil {
		rules = append(rules, Rule{
			Name:   "servers.*.unannotated",
			When:   fmt.Sprintf("!tool.annotated && !(tool.server in [%s])", strings.Join(named, ", ")),
			Action: *s.Unannotated,
			Reason: "tools without annotations are not allowed from servers the policy does not name",
		})
	}
	return rules
}

// rules compiles the rules of a layer, in order, with their warnings.
func (b *problems) rules(rules []Rule) ([]crule, []*Error) {
	var out []crule
	var warnings []*Error
	seen := map[string]Pos{}
	catchAll := ""
	for _, r := range rules {
		if r.Name == "" {
			b.add(r.Pos, "", "rule has no name")
		} else if prev, dup := seen[r.Name]; dup {
			b.add(r.Pos, r.Name, "duplicate rule name (first at %s)", prev)
		}
		seen[r.Name] = r.Pos
		if catchAll != "" {
			b.add(r.Pos, r.Name, "unreachable: rule %s before it matches every call", catchAll)
		}
		if r.Action > Hide {
			b.add(r.Pos, r.Name, "unknown action %d", r.Action)
		}
		cr, ok := b.rule(r)
		if !ok {
			continue
		}
		if w := strings.TrimSpace(r.When); w == "" || w == "true" {
			catchAll = r.Name
		}
		warnings = append(warnings, ruleWarnings(r, b.file)...)
		out = append(out, cr)
	}
	return out, warnings
}

// rule compiles one rule's condition and templates; false when the
// condition does not compile.
func (b *problems) rule(r Rule) (crule, bool) {
	cr := crule{Rule: r}
	var err error
	if cr.compiled, err = compileRule(r.When); err != nil {
		b.add(exprPos(condPos(r.Pos, r.whenAt), err), r.Name, "when: %s", exprMessage(err))
		return cr, false
	}
	if cr.reason, err = compileTemplate(r.Reason); err != nil {
		b.add(r.Pos, r.Name, "reason: %v", err)
	}
	if cr.message, err = compileTemplate(r.Message); err != nil {
		b.add(r.Pos, r.Name, "message: %v", err)
	}
	return cr, true
}

// retries compiles retry rules. Nil means the layer has none of its own;
// an empty list means it has, and they retry nothing.
func (b *problems) retries(rules []RetryRule) []cretry {
	if rules == nil {
		return nil
	}
	out := []cretry{}
	for i, rr := range rules {
		if rr.Name == "" {
			rr.Name = fmt.Sprintf("retry[%d]", i)
		}
		if rr.Max == 0 {
			rr.Max = 3
		}
		if rr.Max < 1 || rr.Max > 100 {
			b.add(rr.Pos, rr.Name, "max: %d attempts is out of range 1..100", rr.Max)
		}
		if rr.Base < 0 || rr.Cap < 0 {
			b.add(rr.Pos, rr.Name, "negative backoff")
		}
		if rr.Jitter > 100 {
			b.add(rr.Pos, rr.Name, "jitter: %d%% is more than 100%%", rr.Jitter)
		}
		when := strings.TrimSpace(rr.When)
		if when == "" {
			when = "true"
		}
		prog, err := compileExpr(when)
		if err != nil {
			b.add(exprPos(condPos(rr.Pos, rr.whenAt), err), rr.Name, "when: %s", exprMessage(err))
			continue
		}
		out = append(out, cretry{RetryRule: rr, prog: prog})
	}
	return out
}

// overrides compiles hint overrides.
func (b *problems) overrides(overrides []Override) []coverride {
	var out []coverride
	for i, o := range overrides {
		if o.Name == "" {
			o.Name = fmt.Sprintf("overrides[%d]", i)
		}
		co := coverride{Override: o}
		if o.Hints.IsZero() {
			b.add(o.Pos, o.Name, "override sets no hints")
		}
		for _, g := range []string{o.Server, o.Tool} {
			if _, err := path.Match(g, ""); err != nil {
				b.add(o.Pos, o.Name, "bad glob %q: %v", g, err)
			}
		}
		if w := strings.TrimSpace(o.When); w != "" {
			if _, dy, err := split(w); err == nil && dy != "" {
				b.add(o.Pos, o.Name, "when: overrides see only the tool and session, not %s", dy)
				continue
			}
			prog, err := compileExpr(w)
			if err != nil {
				b.add(exprPos(condPos(o.Pos, o.whenAt), err), o.Name, "when: %s", exprMessage(err))
				continue
			}
			co.prog = prog
		}
		out = append(out, co)
	}
	return out
}

var defaultRetry = func() cretry {
	r := RetryRule{Name: "default-retry", When: "tool.idempotent && error.transient", Max: 3}
	p, err := compileExpr(r.When)
	if err != nil {
		panic(err)
	}
	return cretry{RetryRule: r, prog: p}
}()

// compileRule compiles one rule's condition in its parts.
func compileRule(when string) (c compiled, err error) {
	when = strings.TrimSpace(when)
	if when == "" {
		when = "true"
	}
	// The whole condition is checked now; its program is only needed by
	// Explain, and is compiled again there, so that a loaded policy stays
	// small (a smaller heap is a faster garbage collector).
	if _, err = compileExpr(when); err != nil {
		return c, err
	}
	c.full = &lazyProgram{src: when}
	st, dy, err := split(when)
	if err != nil {
		return c, err
	}
	if st != "" {
		if c.static, err = compileExpr(st); err != nil {
			return c, err
		}
	}
	if dy != "" {
		c.dynSrc = dy
		if _, err := compileExpr(dy); err != nil {
			return c, err
		}
		// Run alone only to fall back from the fast lane or to find
		// which rule of a segment failed: compiled when first needed.
		c.dynamic = &lazyProgram{src: dy}
		c.fast = compileFast(dy)
	}
	return c, nil
}

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

// exprPos turns an expr error's position into a file position, given where
// the condition starts in the file.
func exprPos(at Pos, err error) Pos {
	if at.Line == 0 {
		return at
	}
	var fe *file.Error
	if !errors.As(err, &fe) || fe.Line <= 0 {
		return Pos{File: at.File, Line: at.Line, Column: at.Column + 1}
	}
	if fe.Line == 1 {
		return Pos{File: at.File, Line: at.Line, Column: at.Column + max(fe.Column, 0) + 1}
	}
	return Pos{File: at.File, Line: at.Line + fe.Line - 1, Column: fe.Column + 1}
}

func firstLine(err error) string {
	s := err.Error()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}
