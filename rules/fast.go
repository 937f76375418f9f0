package rules

import (
	"errors"
	"math"
	"regexp"
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

// fastCond evaluates one condition on an environment.
type fastCond func(e *Env) (bool, error)

var errFallback = errors.New("fallback to expr")

// compileFast returns a closure for src, or nil when src is outside the
// fast subset.
func compileFast(src string) fastCond {
	tree, err := parser.Parse(src)
	if err != nil {
		return nil
	}
	return fastNode(tree.Node)
}

func fastNode(n ast.Node) fastCond {
	switch x := n.(type) {
	case *ast.BoolNode:
		v := x.Value
		return func(*Env) (bool, error) { return v, nil }
	case *ast.IdentifierNode:
		if x.Value == "confirmed" {
			return func(e *Env) (bool, error) { return e.Confirmed, nil }
		}
	case *ast.UnaryNode:
		if x.Operator == "!" || x.Operator == "not" {
			if f := fastNode(x.Node); f != nil {
				return func(e *Env) (bool, error) {
					v, err := f(e)
					return !v, err
				}
			}
		}
	case *ast.BinaryNode:
		switch x.Operator {
		case "&&", "and":
			l, r := fastNode(x.Left), fastNode(x.Right)
			if l == nil || r == nil {
				return nil
			}
			return func(e *Env) (bool, error) {
				v, err := l(e)
				if err != nil || !v {
					return false, err
				}
				return r(e)
			}
		case "||", "or":
			l, r := fastNode(x.Left), fastNode(x.Right)
			if l == nil || r == nil {
				return nil
			}
			return func(e *Env) (bool, error) {
				v, err := l(e)
				if err != nil || v {
					return v, err
				}
				return r(e)
			}
		}
		return fastCompare(x)
	case *ast.CallNode:
		return fastCall(x)
	}
	return nil
}

// operand reads an argument or the attempt number.
type operand func(e *Env) any

func fastOperand(n ast.Node) operand {
	if id, ok := n.(*ast.IdentifierNode); ok && id.Value == "attempt" {
		return func(e *Env) any { return e.Attempt }
	}
	if key, ok := argPath(n); ok {
		if !strings.Contains(key, ".") {
			return func(e *Env) any { return e.Args[key] }
		}
		return func(e *Env) any { return get(e.Args, key) }
	}
	return nil
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

func fastCompare(x *ast.BinaryNode) fastCond {
	op := x.Operator
	left, right := fastOperand(x.Left), fastOperand(x.Right)
	var get operand
	var c any
	var ok bool
	switch {
	case left != nil && right == nil:
		get = left
		c, ok = constant(x.Right)
	case right != nil && left == nil && (op == "==" || op == "!=" || op == "<" || op == ">" || op == "<=" || op == ">="):
		// Put the operand on the left: 5 < args.n is args.n > 5.
		get = right
		c, ok = constant(x.Left)
		op = map[string]string{"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}[op]
	}
	if !ok {
		return nil
	}
	_, isArg := argPath(x.Left)
	if !isArg {
		_, isArg = argPath(x.Right)
	}
	switch op {
	case "startsWith", "endsWith", "contains":
		return fastString(op, get, c)
	case "matches":
		return fastMatches(get, c)
	case "==", "!=":
		return fastEqual(op == "!=", isArg, get, c)
	case "in":
		return fastIn(isArg, get, c)
	case "<", ">", "<=", ">=":
		return fastOrder(op, get, c)
	}
	return nil
}

func fastString(op string, get operand, c any) fastCond {
	s, isStr := c.(string)
	if !isStr {
		return nil
	}
	test := map[string]func(string, string) bool{"startsWith": strings.HasPrefix, "endsWith": strings.HasSuffix, "contains": strings.Contains}[op]
	return func(e *Env) (bool, error) {
		switch v := get(e).(type) {
		case nil:
			return false, nil
		case string:
			return test(v, s), nil
		}
		return false, errFallback
	}
}

func fastMatches(get operand, c any) fastCond {
	s, isStr := c.(string)
	if !isStr {
		return nil
	}
	var re interface{ MatchString(string) bool }
	if l := compileLiteral(s); l != nil {
		re = l
	} else {
		r, err := regexp.Compile(s)
		if err != nil {
			return nil
		}
		re = r
	}
	return func(e *Env) (bool, error) {
		switch v := get(e).(type) {
		case nil:
			return false, nil
		case string:
			return re.MatchString(v), nil
		}
		return false, errFallback
	}
}

func fastEqual(neg, isArg bool, get operand, c any) fastCond {
	if _, isList := c.([]any); isList {
		return nil
	}
	if isArg {
		// As the VM runs it: typed (see helper_compare.go).
		return func(e *Env) (bool, error) {
			eq, err := typedEqual(get(e), c)
			return eq != neg && err == nil, err
		}
	}
	return func(e *Env) (bool, error) {
		eq, known := scalarEqual(get(e), c)
		if !known {
			return false, errFallback
		}
		return eq != neg, nil
	}
}

func fastIn(isArg bool, get operand, c any) fastCond {
	list, isList := c.([]any)
	if !isList {
		return nil
	}
	if isArg {
		return func(e *Env) (bool, error) { return typedIn(get(e), list) }
	}
	return func(e *Env) (bool, error) {
		v := get(e)
		if v == nil {
			return false, nil
		}
		for _, item := range list {
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
}

func fastOrder(op string, get operand, c any) fastCond {
	return func(e *Env) (bool, error) {
		v := get(e)
		if v == nil {
			return false, nil
		}
		cmp, known := compare(v, c)
		if !known {
			return false, errFallback
		}
		switch op {
		case "<":
			return cmp < 0, nil
		case ">":
			return cmp > 0, nil
		case "<=":
			return cmp <= 0, nil
		}
		return cmp >= 0, nil
	}
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
