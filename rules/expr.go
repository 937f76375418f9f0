package rules

import (
	"fmt"
	"strings"
	"sync"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
	"github.com/expr-lang/expr/vm/runtime"
)

// Conditions as expr programs: options, limits, the static/dynamic split,
// lazy compilation and evaluation.

// Limits on conditions, part of the API.
const (
	// MaxExprLen is the longest condition accepted, in bytes.
	MaxExprLen = 4096
	// MaxExprNodes bounds a condition's syntax tree.
	MaxExprNodes = 1000
	// MaxRules bounds the rules of one layer.
	MaxRules = 1000
	// MaxPredicateDepth bounds how deep predicates (all, any, map,
	// filter, …) nest in a condition: each level multiplies the work.
	MaxPredicateDepth = 2
)

func options(asBool bool) []expr.Option {
	opts := append([]expr.Option{expr.Env(Env{}), expr.Patch(argsGuard{}), expr.Patch(computedCharger{}), expr.MaxNodes(MaxExprNodes)}, funcs...)
	if asBool {
		opts = append(opts, expr.AsBool())
	}
	return opts
}

// compileExpr compiles a boolean condition.
func compileExpr(src string) (*vm.Program, error) {
	return compileLimited(src, true)
}

// compileCondition compiles a condition that [compileExpr] has checked,
// for [run]: a nil value, which expr's AsBool reads as false or, for a
// nil pointer, fails on, is false, as [Policy.Decide]'s programs read it
// (`when: args.force` with force a *bool left nil).
func compileCondition(src string) (*vm.Program, error) {
	return compileLimited(src, false)
}

// compileLimited compiles an expression within the limits of conditions.
func compileLimited(src string, asBool bool) (*vm.Program, error) {
	if len(src) > MaxExprLen {
		return nil, fmt.Errorf("condition is %d bytes long, more than %d", len(src), MaxExprLen)
	}
	tree, err := parser.Parse(src)
	if err != nil {
		return nil, err
	}
	if usesEnv(tree.Node) {
		return nil, fmt.Errorf("$env is not available: name tool, args, attempt, confirmed, session, error or paths directly")
	}
	if d := predicateDepth(tree.Node); d > MaxPredicateDepth {
		return nil, fmt.Errorf("predicates nested %d deep, more than %d", d, MaxPredicateDepth)
	}
	zones := new(zoneCheck)
	prog, err := expr.Compile(src, append(options(asBool), expr.Patch(zones))...)
	if err == nil && zones.err != nil {
		return nil, zones.err.Bind(file.NewSource(src))
	}
	return prog, err
}

// closures collects the predicate bodies of a tree.
type closures []*ast.PredicateNode

func (c *closures) Visit(node *ast.Node) {
	if n, ok := (*node).(*ast.PredicateNode); ok {
		*c = append(*c, n)
	}
}

// predicateDepth returns how deep predicate bodies nest in n.
func predicateDepth(n ast.Node) int {
	var all closures
	ast.Walk(&n, &all)
	deepest := 0
	for _, c := range all {
		if deepest >= MaxPredicateDepth+1 {
			break
		}
		var inner closures
		body := c.Node
		ast.Walk(&body, &inner)
		d := 1
		if len(inner) > 0 {
			d = 1 + predicateDepth(c.Node)
		}
		deepest = max(deepest, d)
	}
	return deepest
}

// split divides a condition's top-level && conjuncts into those that
// depend only on the tool and session and those that depend on the call.
func split(src string) (static, dynamic string, err error) {
	if len(src) > MaxExprLen {
		return "", "", fmt.Errorf("condition is %d bytes long, more than %d", len(src), MaxExprLen)
	}
	tree, err := parser.Parse(src)
	if err != nil {
		return "", "", err
	}
	var st, dy []string
	whole := true // every part printed as it parses
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		if b, ok := n.(*ast.BinaryNode); ok && (b.Operator == "&&" || b.Operator == "and") {
			walk(b.Left)
			walk(b.Right)
			return
		}
		p, ok := printed(n)
		whole = whole && ok
		if isDynamic(n) {
			dy = append(dy, "("+p+")")
		} else {
			st = append(st, "("+p+")")
		}
	}
	walk(tree.Node)
	if !whole { // not split: the condition as written
		if isDynamic(tree.Node) {
			return "", src, nil
		}
		return src, "", nil
	}
	return strings.Join(st, " && "), strings.Join(dy, " && "), nil
}

type dynFinder struct{ found bool }

// Visit marks the names that change per call, and now(), whose value
// changes between calls too: a condition reading either is decided per
// call, never once per tool list.
func (d *dynFinder) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.IdentifierNode:
		if dynamicNames[n.Value] || n.Value == "now" {
			d.found = true
		}
	case *ast.BuiltinNode:
		if n.Name == "now" {
			d.found = true
		}
	}
}

// usesEnv reports whether a condition names $env, which reaches the
// call's data past the rules that keep call-dependent parts per call.
func usesEnv(n ast.Node) bool {
	var f envFinder
	ast.Walk(&n, &f)
	return f.found
}

type envFinder struct{ found bool }

func (f *envFinder) Visit(node *ast.Node) {
	if id, ok := (*node).(*ast.IdentifierNode); ok && id.Value == "$env" {
		f.found = true
	}
}

func isDynamic(n ast.Node) bool {
	var d dynFinder
	ast.Walk(&n, &d)
	return d.found
}

// lazyProgram is a checked condition compiled when first needed.
type lazyProgram struct {
	src  string
	once sync.Once
	prog *vm.Program
	err  error
}

func (p *lazyProgram) get() (*vm.Program, error) {
	p.once.Do(func() {
		if p.prog == nil {
			p.prog, p.err = compileCondition(p.src)
		}
	})
	return p.prog, p.err
}

// run evaluates a lazily compiled condition.
func (p *lazyProgram) run(env *Env) (bool, error) {
	prog, err := p.get()
	if err != nil {
		return false, err
	}
	return run(prog, env)
}

var vmPool = sync.Pool{New: func() any { return new(vm.VM) }}

func run(p *vm.Program, env *Env) (bool, error) {
	m := vmPool.Get().(*vm.VM)
	v, err := m.Run(p, env)
	vmPool.Put(m)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		if runtime.IsNil(v) {
			return false, nil // see compileCondition
		}
		return false, fmt.Errorf("condition returned %T, not bool", v)
	}
	return b, nil
}
