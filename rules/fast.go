package rules

import (
	"errors"
	"math"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// The call path's fast lane. Most call-dependent conditions are simple
// comparisons of one argument (or the attempt number) with a constant:
// `args.path startsWith "/etc/"`, `args.count > 1000`, `attempt > 3`,
// `args.mode in ["a", "b"]`, joined by &&, || and !. Such conditions are
// compiled, after expr has type-checked them, into Go closures with the
// same semantics as expr's VM (differential tests and a fuzz target check
// this); everything else runs on expr's VM. A closure that meets a value
// it does not handle the way expr does returns errFallback, and the
// condition is evaluated by expr instead.

// fastCond is one condition compiled for the fast lane: a short program
// of leaf tests, each naming the test to run next when it holds and when
// it does not (see fast_eval.go).
type fastCond = *fastProg

var errFallback = errors.New("fallback to expr")

// compileFast returns the fast lane's program for src, or nil when src is
// outside the fast subset.
func compileFast(src string) fastCond {
	tree, err := parser.Parse(src)
	if err != nil {
		return nil
	}
	n := fastNode(tree.Node)
	if n == nil || n.size() > maxFastInsts {
		return nil
	}
	p := &fastProg{code: make([]inst, n.size())}
	n.emit(p.code, 0, pcTrue, pcFalse)
	slotArgs(p.code)
	return p
}

// fnode is a condition's tree on its way to a program: &&, || and ! over
// leaf tests.
type fnode struct {
	op   string // "&&", "||", "!" or "" for a leaf
	l, r *fnode
	leaf inst
}

func (n *fnode) size() int {
	switch n.op {
	case "":
		return 1
	case "!":
		return n.l.size()
	}
	return n.l.size() + n.r.size()
}

// emit lays the tree out from at: control goes to t when the condition
// holds and to f when it does not, as && and || short-circuit.
func (n *fnode) emit(code []inst, at int, t, f int32) {
	switch n.op {
	case "":
		code[at] = n.leaf
		code[at].t, code[at].f = t, f
	case "!":
		n.l.emit(code, at, f, t)
	case "&&":
		mid := at + n.l.size()
		n.l.emit(code, at, int32(mid), f)
		n.r.emit(code, mid, t, f)
	case "||":
		mid := at + n.l.size()
		n.l.emit(code, at, t, int32(mid))
		n.r.emit(code, mid, t, f)
	}
}

func leaf(in inst) *fnode { return &fnode{leaf: in} }

func fastNode(n ast.Node) *fnode {
	switch x := n.(type) {
	case *ast.BoolNode:
		if x.Value {
			return leaf(inst{op: opTrue})
		}
		return leaf(inst{op: opFalse})
	case *ast.IdentifierNode:
		if x.Value == "confirmed" {
			return leaf(inst{op: opConfirmed})
		}
	case *ast.UnaryNode:
		if x.Operator == "!" || x.Operator == "not" {
			if f := fastNode(x.Node); f != nil {
				return &fnode{op: "!", l: f}
			}
		}
	case *ast.BinaryNode:
		switch x.Operator {
		case "&&", "and", "||", "or":
			l, r := fastNode(x.Left), fastNode(x.Right)
			if l == nil || r == nil {
				return nil
			}
			op := "&&"
			if x.Operator == "||" || x.Operator == "or" {
				op = "||"
			}
			return &fnode{op: op, l: l, r: r}
		}
		return fastCompare(x)
	case *ast.CallNode:
		return fastCall(x)
	}
	return nil
}

// fastOperand says where a leaf reads its value: the attempt number or an
// argument.
func fastOperand(n ast.Node) (src operandSrc, key string) {
	if id, ok := n.(*ast.IdentifierNode); ok && id.Value == "attempt" {
		return srcAttempt, ""
	}
	if key, ok := argPath(n); ok {
		if !strings.Contains(key, ".") {
			return srcArg, key
		}
		return srcPath, key
	}
	return srcNone, ""
}

// constant returns a literal's value: string, int, float64, bool, nil or
// []any of those.
func constant(n ast.Node) (any, bool) {
	switch x := n.(type) {
	case *ast.StringNode:
		return x.Value, true
	case *ast.IntegerNode:
		return x.Value, true
	case *ast.FloatNode:
		return x.Value, true
	case *ast.BoolNode:
		return x.Value, true
	case *ast.NilNode:
		return nil, true
	case *ast.ArrayNode:
		out := make([]any, 0, len(x.Nodes))
		for _, e := range x.Nodes {
			v, ok := constant(e)
			if !ok {
				return nil, false
			}
			if _, nested := v.([]any); nested {
				return nil, false
			}
			out = append(out, v)
		}
		return out, true
	}
	return nil, false
}

// flipped puts the operand on the left: 5 < args.n is args.n > 5.
var flipped = map[string]string{"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}

func fastCompare(x *ast.BinaryNode) *fnode {
	op := x.Operator
	lsrc, lkey := fastOperand(x.Left)
	rsrc, rkey := fastOperand(x.Right)
	var in inst
	var ok bool
	switch {
	case lsrc != srcNone && rsrc == srcNone:
		in.src, in.key = lsrc, lkey
		in.c, ok = constant(x.Right)
	case rsrc != srcNone && lsrc == srcNone && flipped[op] != "":
		in.src, in.key = rsrc, rkey
		in.c, ok = constant(x.Left)
		op = flipped[op]
	}
	if !ok {
		return nil
	}
	in.typed = in.src != srcAttempt
	var good bool
	switch op {
	case "startsWith", "endsWith", "contains":
		good = fastString(op, &in)
	case "matches":
		good = fastMatches(&in)
	case "==", "!=":
		_, isList := in.c.([]any)
		in.op, in.neg, good = opEqual, op == "!=", !isList
	case "in":
		_, isList := in.c.([]any)
		in.op, good = opIn, isList
	case "<", ">", "<=", ">=":
		in.op, good = map[string]opcode{"<": opLess, ">": opMore, "<=": opLessEq, ">=": opMoreEq}[op], true
	}
	if !good {
		return nil
	}
	return leaf(in)
}

func fastString(op string, in *inst) bool {
	s, isStr := in.c.(string)
	if !isStr {
		return false
	}
	in.s = s
	in.op = map[string]opcode{"startsWith": opPrefix, "endsWith": opSuffix, "contains": opContains}[op]
	return true
}

func fastMatches(in *inst) bool {
	s, isStr := in.c.(string)
	if !isStr {
		return false
	}
	m, err := compileMatcher(s)
	if err != nil {
		return false
	}
	in.c, in.op = m, opMatches
	return true
}

// number converts Go's numeric types as expr does; ok is false for others.
func number(v any) (f float64, isInt bool, i int64, ok bool) {
	switch n := v.(type) {
	case int:
		return float64(n), true, int64(n), true
	case int64:
		return float64(n), true, n, true
	case int32:
		return float64(n), true, int64(n), true
	case float64:
		return n, false, 0, true
	case float32:
		return float64(n), false, 0, true
	}
	return 0, false, 0, false
}

// scalarEqual is expr's == on scalars; known is false for values the fast
// lane leaves to expr (maps, slices, other types).
func scalarEqual(a, b any) (eq, known bool) {
	switch x := a.(type) {
	case nil:
		return b == nil, true
	case string:
		s, ok := b.(string)
		return ok && s == x, true
	case bool:
		v, ok := b.(bool)
		return ok && v == x, true
	}
	fa, ia, na, ok := number(a)
	if !ok {
		return false, false
	}
	fb, ib, nb, okb := number(b)
	if !okb {
		return false, true
	}
	if ia && ib {
		return na == nb, true
	}
	if math.IsNaN(fa) || math.IsNaN(fb) {
		return false, true
	}
	return fa == fb, true
}

// compare is expr's ordering of numbers and of strings; known is false
// for anything else, which expr reports as an error.
func compare(a, b any) (int, bool) {
	if s, ok := a.(string); ok {
		t, ok := b.(string)
		if !ok {
			return 0, false
		}
		return strings.Compare(s, t), true
	}
	fa, ia, na, ok := number(a)
	fb, ib, nb, okb := number(b)
	if !ok || !okb {
		return 0, false
	}
	if ia && ib {
		switch {
		case na < nb:
			return -1, true
		case na > nb:
			return 1, true
		}
		return 0, true
	}
	if math.IsNaN(fa) || math.IsNaN(fb) {
		return 0, false
	}
	switch {
	case fa < fb:
		return -1, true
	case fa > fb:
		return 1, true
	}
	return 0, true
}
