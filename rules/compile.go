package rules

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// Limits on conditions, part of the API.
const (
	// MaxExprLen is the longest condition accepted, in bytes.
	MaxExprLen = 4096
	// MaxExprNodes bounds a condition's syntax tree.
	MaxExprNodes = 1000
	// MaxRules bounds the rules of one layer.
	MaxRules = 1000
)

// argsGuard makes conditions on missing arguments false instead of
// errors, and fast. Every access below `args` with constant keys
// (args.a.b, args["a"]) becomes get(args, "a.b"), which returns nil for
// anything missing without reflection; a comparison or string operator
// whose operand is an argument is guarded by `operand != nil`.
type argsGuard struct{}

// argPath returns the dotted key of a constant access below args.
func argPath(n ast.Node) (string, bool) {
	var keys []string
	for {
		switch x := n.(type) {
		case *ast.MemberNode:
			s, ok := x.Property.(*ast.StringNode)
			if !ok || strings.Contains(s.Value, ".") {
				return "", false
			}
			keys = append(keys, s.Value)
			n = x.Node
		case *ast.ChainNode:
			n = x.Node
		case *ast.IdentifierNode:
			if x.Value != "args" || len(keys) == 0 {
				return "", false
			}
			slices.Reverse(keys)
			return strings.Join(keys, "."), true
		default:
			return "", false
		}
	}
}

func rootedAtArgs(n ast.Node) bool {
	for {
		switch x := n.(type) {
		case *ast.MemberNode:
			n = x.Node
		case *ast.ChainNode:
			n = x.Node
		case *ast.CallNode:
			id, ok := x.Callee.(*ast.IdentifierNode)
			return ok && id.Value == "get"
		case *ast.IdentifierNode:
			return x.Value == "args" || strings.HasPrefix(x.Value, hoistPrefix)
		default:
			return false
		}
	}
}

// hoistPrefix names the variables that hold hoisted argument values.
const hoistPrefix = "__arg"

// argHoister replaces constant argument accesses with variables, one per
// distinct key, so that a chain of conditions reads each argument once.
type argHoister struct {
	keys  map[string]string
	order []string
}

func (h *argHoister) Visit(node *ast.Node) {
	n, ok := (*node).(*ast.MemberNode)
	if !ok || !rootedAtArgs(n.Node) {
		return
	}
	key, ok := argPath(n)
	if !ok {
		return
	}
	name, seen := h.keys[key]
	if !seen {
		name = fmt.Sprintf("%s%d", hoistPrefix, len(h.order))
		h.keys[key] = name
		h.order = append(h.order, key)
	}
	ast.Patch(node, &ast.IdentifierNode{Value: name})
}

// hoist rewrites conditions so each argument they read is loaded once, in
// let bindings before them; it returns the bindings and the conditions.
func hoist(srcs []string) (string, []string, error) {
	h := &argHoister{keys: map[string]string{}}
	out := make([]string, len(srcs))
	for i, s := range srcs {
		tree, err := parser.Parse(s)
		if err != nil {
			return "", nil, err
		}
		ast.Walk(&tree.Node, h)
		out[i] = tree.Node.String()
	}
	var lets strings.Builder
	for i, key := range h.order {
		fmt.Fprintf(&lets, "let %s%d = get(args, %q); ", hoistPrefix, i, key)
	}
	return lets.String(), out, nil
}

// guarded are the boolean operators that compare an argument.
var guarded = map[string]bool{"<": true, ">": true, "<=": true, ">=": true, "startsWith": true, "endsWith": true, "contains": true, "matches": true, "in": true}

func (argsGuard) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.MemberNode:
		if !rootedAtArgs(n.Node) {
			return
		}
		n.Optional = true
		// get(args, "a").b, from an inner access patched first, becomes get(args, "a.b").
		if call, ok := n.Node.(*ast.CallNode); ok && len(call.Arguments) == 2 {
			inner, ok1 := call.Arguments[1].(*ast.StringNode)
			prop, ok2 := n.Property.(*ast.StringNode)
			if ok1 && ok2 && !strings.Contains(prop.Value, ".") {
				ast.Patch(node, &ast.CallNode{
					Callee:    &ast.IdentifierNode{Value: "get"},
					Arguments: []ast.Node{&ast.IdentifierNode{Value: "args"}, &ast.StringNode{Value: inner.Value + "." + prop.Value}},
				})
				return
			}
		}
		if key, ok := argPath(n); ok {
			ast.Patch(node, &ast.CallNode{
				Callee:    &ast.IdentifierNode{Value: "get"},
				Arguments: []ast.Node{&ast.IdentifierNode{Value: "args"}, &ast.StringNode{Value: key}},
			})
		}
	case *ast.CallNode:
		// Path helpers read paths as the layer's settings say.
		if id, ok := n.Callee.(*ast.IdentifierNode); ok && (id.Value == "anyPath" || id.Value == "pathUnder") && len(n.Arguments) == 2 {
			n.Arguments = append(n.Arguments, &ast.IdentifierNode{Value: "paths"})
		}
	case *ast.BinaryNode:
		if typed := typedCompare(n); typed != nil {
			ast.Patch(node, typed)
			return
		}
		if !guarded[n.Operator] {
			return
		}
		var out ast.Node = n
		for _, side := range []ast.Node{n.Left, n.Right} {
			if rootedAtArgs(side) {
				out = &ast.BinaryNode{Operator: "&&", Left: &ast.BinaryNode{Operator: "!=", Left: side, Right: &ast.NilNode{}}, Right: out}
			}
		}
		ast.Patch(node, out)
	}
}

// typedCompare rewrites ==, != and in between an argument and another
// value into the typed helpers of helper_compare.go; nil if n is not one.
func typedCompare(n *ast.BinaryNode) ast.Node {
	l, r := rootedAtArgs(n.Left), rootedAtArgs(n.Right)
	switch n.Operator {
	case "==", "!=":
		if l == r {
			return nil
		}
		arg, other := n.Left, n.Right
		if r {
			arg, other = n.Right, n.Left
		}
		var out ast.Node = &ast.CallNode{Callee: &ast.IdentifierNode{Value: eqFunc}, Arguments: []ast.Node{arg, other}}
		if n.Operator == "!=" {
			out = &ast.UnaryNode{Operator: "!", Node: out}
		}
		return out
	case "in":
		if _, isList := n.Right.(*ast.ArrayNode); l && isList {
			return &ast.CallNode{Callee: &ast.IdentifierNode{Value: inFunc}, Arguments: []ast.Node{n.Left, n.Right}}
		}
	}
	return nil
}

func options(asBool bool) []expr.Option {
	opts := append([]expr.Option{expr.Env(Env{}), expr.Patch(argsGuard{}), expr.MaxNodes(MaxExprNodes)}, funcs...)
	if asBool {
		opts = append(opts, expr.AsBool())
	}
	return opts
}

// compileExpr compiles a boolean condition.
func compileExpr(src string) (*vm.Program, error) {
	if len(src) > MaxExprLen {
		return nil, fmt.Errorf("condition is %d bytes long, more than %d", len(src), MaxExprLen)
	}
	return expr.Compile(src, options(true)...)
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
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		if b, ok := n.(*ast.BinaryNode); ok && (b.Operator == "&&" || b.Operator == "and") {
			walk(b.Left)
			walk(b.Right)
			return
		}
		if isDynamic(n) {
			dy = append(dy, "("+n.String()+")")
		} else {
			st = append(st, "("+n.String()+")")
		}
	}
	walk(tree.Node)
	return strings.Join(st, " && "), strings.Join(dy, " && "), nil
}

type dynFinder struct{ found bool }

func (d *dynFinder) Visit(node *ast.Node) {
	if id, ok := (*node).(*ast.IdentifierNode); ok && dynamicNames[id.Value] {
		d.found = true
	}
}

func isDynamic(n ast.Node) bool {
	var d dynFinder
	ast.Walk(&n, &d)
	return d.found
}

// template is a string with {{ expr }} parts, rendered for humans and the model.
type template struct {
	parts []string      // literal text
	progs []*vm.Program // between parts
}

var templateRE = regexp.MustCompile(`\{\{(.*?)\}\}`)

func compileTemplate(s string) (*template, error) {
	if s == "" {
		return nil, nil
	}
	t := &template{}
	last := 0
	var errs []error
	for _, m := range templateRE.FindAllStringSubmatchIndex(s, -1) {
		t.parts = append(t.parts, s[last:m[0]])
		p, err := expr.Compile(strings.TrimSpace(s[m[2]:m[3]]), options(false)...)
		if err != nil {
			errs = append(errs, fmt.Errorf("in {{%s}}: %v", s[m[2]:m[3]], firstLine(err)))
		}
		t.progs = append(t.progs, p)
		last = m[1]
	}
	t.parts = append(t.parts, s[last:])
	return t, errors.Join(errs...)
}

// maxRendered bounds a rendered message.
const maxRendered = 2000

func (t *template) render(env *Env) string {
	if t == nil {
		return ""
	}
	var b strings.Builder
	for i, lit := range t.parts {
		b.WriteString(lit)
		if i < len(t.progs) {
			v, err := expr.Run(t.progs[i], env)
			switch {
			case err != nil:
				b.WriteString("<error>")
			case v == nil:
				b.WriteString("<none>")
			default:
				fmt.Fprint(&b, v)
			}
		}
		if b.Len() > maxRendered {
			return b.String()[:maxRendered] + "…"
		}
	}
	return b.String()
}

func firstLine(err error) string {
	s := err.Error()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
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
		prog, err := compileExpr(dy)
		if err != nil {
			return c, err
		}
		c.dynamic = &lazyProgram{src: dy}
		if c.fast = compileFast(dy); c.fast == nil {
			c.dynamic.prog = prog // used on every call; otherwise only on fallback
		}
	}
	return c, nil
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
			p.prog, p.err = compileExpr(p.src)
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
		return false, fmt.Errorf("condition returned %T, not bool", v)
	}
	return b, nil
}
