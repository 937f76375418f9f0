package rules

import (
	"errors"
	"reflect"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/builtin"
	"github.com/expr-lang/expr/conf"
	"github.com/expr-lang/expr/vm/runtime"
)

// Work that grows with the product of what it is given, not its sum:
// `+` of a string in a predicate copies it once for every element, a
// reduce accumulating a string copies it again at each step, `x in
// list` in a predicate compares every pair, and repeat, replace and join
// make a string of what their arguments multiply to, before expr's
// memory budget sees it (repeat(args.s, len(args.l)) made 5 GB;
// replace(args.s, "", args.s) ran out of memory). The operands of `+`
// and the list of `in` are charged like a builtin's arguments, and
// repeat, replace and join charge the string they would make before
// they make it.

// chargedOperands wraps the operands of `+`, and the list of `in`, in
// workFunc, as chargedWork does a builtin's arguments.
func chargedOperands(n *ast.BinaryNode) {
	sides := []*ast.Node{&n.Left, &n.Right}
	if n.Operator == "in" {
		sides = sides[1:]
	}
	for _, side := range sides {
		if isConstant(*side) {
			continue
		}
		f, ok := workFuncFor((*side).Type())
		if !ok {
			continue
		}
		call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: f}, Arguments: []ast.Node{*side, &ast.StringNode{Value: n.Operator}, &ast.IdentifierNode{Value: "$env"}}}
		call.SetLocation((*side).Location())
		*side = call
	}
}

// outputFuncs names what repeat, replace and join become (see
// chargedOutput), with the number of arguments each takes.
var outputFuncs = map[string]struct {
	name     string
	min, max int
	kind     reflect.Kind // of what the builtin gives when well typed
}{
	"repeat":  {workFunc + "Repeat", 2, 2, reflect.String},
	"replace": {workFunc + "Replace", 3, 4, reflect.String},
	"join":    {workFunc + "Join", 1, 2, reflect.String},
	"trim":    {workFunc + "Trim", 2, 2, reflect.String}, // see workTrim
	"uniq":    {workFunc + "Uniq", 1, 1, reflect.Slice},  // see workUniq
}

// chargedOutput makes a call of repeat, replace or join that expr's
// checker found well typed a call of its outputFuncs function, which
// charges the string it would make before expr's builtin makes it; so
// it does for trim with a cutset and uniq, which charge what they read.
func chargedOutput(node *ast.Node, n *ast.BuiltinNode) {
	f, ok := outputFuncs[n.Name]
	if !ok || len(n.Arguments) < f.min || len(n.Arguments) > f.max || n.Type() == nil || n.Type().Kind() != f.kind {
		return // expr's own builtin reports what is wrong
	}
	args := append(append([]ast.Node(nil), n.Arguments...), &ast.IdentifierNode{Value: "$env"})
	call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: f.name}, Arguments: args}
	call.SetLocation(n.Location())
	ast.Patch(node, call)
}

// errMemoryBudget is expr's own error for a repeat past its memory
// budget, returned before the string is made.
var errMemoryBudget = errors.New("memory budget exceeded")

// outputWork charges env's decision for making a string of size bytes.
func outputWork(env any, size int64) error {
	if !charge(&decisionEnv(env).read.work, max(size, minWorkCall), MaxBuiltinWork) {
		return errWorkBudget
	}
	return nil
}

// product is a·b, or MaxBuiltinWork+1 if it is more.
func product(a, b int64) int64 {
	if a > 0 && b > (MaxBuiltinWork+1)/a {
		return MaxBuiltinWork + 1
	}
	return a * b
}

// derefArgs follows the pointers of p's values, as expr's VM does for
// a builtin's arguments and an operator's operands (not for a
// function's, which the charged forms of builtins are).
func derefArgs(p []any) {
	for i, v := range p {
		p[i] = derefAny(v)
	}
}

func workRepeat(p ...any) (any, error) {
	derefArgs(p[:2])
	s, _ := p[0].(string)
	if n := runtime.ToInt(p[1]); 0 <= n && n <= 1e6 {
		size := product(int64(len(s)), int64(n))
		if err := outputWork(p[2], size); err != nil {
			return nil, err
		}
		if size >= int64(conf.DefaultMemoryBudget) {
			return nil, errMemoryBudget
		}
	}
	v, _, err := builtin.Builtins[builtin.Index["repeat"]].Safe(p[:2]...)
	return v, err
}

func workReplace(p ...any) (any, error) {
	last := len(p) - 1
	derefArgs(p[:last])
	s, _ := p[0].(string)
	old, _ := p[1].(string)
	repl, _ := p[2].(string)
	if len(repl) > len(old) {
		k := int64(strings.Count(s, old)) // for "", one more than the runes of s
		if last == 4 {
			if n := int64(runtime.ToInt(p[3])); n >= 0 {
				k = min(k, n)
			}
		}
		if err := outputWork(p[last], product(k, int64(len(repl)-len(old)))); err != nil {
			return nil, err
		}
	}
	return builtin.Builtins[builtin.Index["replace"]].Func(p[:last]...)
}

func workJoin(p ...any) (any, error) {
	last := len(p) - 1
	derefArgs(p[:last])
	var size, n int64
	switch l := p[0].(type) {
	case []string:
		for _, s := range l {
			size += int64(len(s))
		}
		n = int64(len(l))
	case []any:
		for _, e := range l {
			s, _ := e.(string)
			size += int64(len(s))
		}
		n = int64(len(l))
	}
	if glue, _ := p[1].(string); last == 2 && n > 1 {
		size += product(n-1, int64(len(glue)))
	}
	if err := outputWork(p[last], size); err != nil {
		return nil, err
	}
	return builtin.Builtins[builtin.Index["join"]].Func(p[:last]...)
}

var (
	_ = register(expr.Function(outputFuncs["repeat"].name, workRepeat, new(func(string, int, Env) string)))
	_ = register(expr.Function(outputFuncs["replace"].name, workReplace,
		new(func(string, string, string, Env) string), new(func(string, string, string, int, Env) string)))
	_ = register(expr.Function(outputFuncs["join"].name, workJoin,
		new(func([]any, string, Env) string), new(func([]any, Env) string),
		new(func([]string, string, Env) string), new(func([]string, Env) string)))
)
