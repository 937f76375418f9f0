package rules

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// Rewrites of conditions before they are type-checked: safe argument
// access, typed comparisons, path settings, and hoisting of arguments.

// argsGuard makes conditions on missing arguments false instead of
// errors, and fast. Every access below `args` with constant keys
// (args.a.b, args["a"]) becomes get(args, "a.b"), which returns nil for
// anything missing without reflection; a comparison or string operator
// whose operand is an argument is guarded by `operand != nil`.
type argsGuard struct{}

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
		// Path helpers read paths as the layer's settings say; the
		// helpers that search the arguments share the decision's walk of
		// them through its environment.
		id, ok := n.Callee.(*ast.IdentifierNode)
		if !ok {
			chargedMethod(n)
			return
		}
		switch nargs := len(n.Arguments); {
		case id.Value == "pathUnder" && nargs == 2:
			n.Arguments = append(n.Arguments, &ast.IdentifierNode{Value: "paths"})
		case id.Value == "anyPath" && nargs == 2:
			n.Arguments = append(n.Arguments, &ast.IdentifierNode{Value: "paths"}, &ast.IdentifierNode{Value: "$env"})
		case id.Value == "anyPath" && nargs == 3, id.Value == "anyURLOutside" && nargs == 2, id.Value == "glob" && nargs == 2:
			n.Arguments = append(n.Arguments, &ast.IdentifierNode{Value: "$env"})
		}
	case *ast.BuiltinNode:
		if n.Name == "toJSON" && len(n.Arguments) == 1 && isArgs(n.Arguments[0]) {
			// Encoded once per decision, whatever the number of rules.
			call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: argsJSONFunc}, Arguments: []ast.Node{n.Arguments[0], &ast.IdentifierNode{Value: "$env"}}}
			call.SetLocation(n.Location())
			ast.Patch(node, call)
			return
		}
		foldedZone(node, n) // loaded once, when the policy is
		if *node != n {
			return
		}
		chargedWork(n) // within the decision's budget
		chargedPredicates(n)
		chargedOutput(node, n)
	case *ast.BinaryNode:
		guardBinary(node, n)
	}
}

// guardBinary rewrites a comparison or string operator: typed equality,
// budgeted patterns and searches, and a guard on an argument operand.
func guardBinary(node *ast.Node, n *ast.BinaryNode) {
	if typed := typedCompare(n); typed != nil {
		ast.Patch(node, typed)
		return
	}
	if n.Operator == "+" {
		chargedOperands(n)
		return
	}
	if !guarded[n.Operator] {
		return
	}
	sides := []ast.Node{n.Left, n.Right} // guarded as they were
	if n.Operator == "in" {
		chargedOperands(n)
	}
	var out ast.Node = n
	switch n.Operator {
	case "matches":
		if out = budgetedMatches(n); out == nil {
			return // expr's own operator says what is wrong
		}
	case "contains":
		if out = budgetedContains(n); out == nil {
			return
		}
	}
	for _, side := range sides {
		if rootedAtArgs(side) {
			out = &ast.BinaryNode{Operator: "&&", Left: &ast.BinaryNode{Operator: "!=", Left: side, Right: &ast.NilNode{}}, Right: out}
		}
	}
	ast.Patch(node, out)
}

// budgetedMatches is `a matches b` as a call of matchesFunc, which reads
// within the decision's budget; a constant pattern, or one joined of
// constant strings, is compiled now. It is nil when expr's own operator
// should stay, to report the error as it does: a constant pattern that
// does not compile, or an operand that cannot be a string.
func budgetedMatches(n *ast.BinaryNode) ast.Node {
	if !mayBeString(n.Left) || !mayBeString(n.Right) {
		return nil
	}
	pat := n.Right
	if s, ok := constString(n.Right); ok {
		m, err := compileMatcher(s)
		if err != nil {
			return nil
		}
		pat = &ast.ConstantNode{Value: &pattern{m: m}}
	}
	call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: matchesFunc}, Arguments: []ast.Node{n.Left, pat, &ast.IdentifierNode{Value: "$env"}}}
	call.SetLocation(n.Location()) // errors point at the operator, as expr's own do
	return call
}

// budgetedContains is `a contains b` as a call of containsFunc, which
// searches within the decision's budget; nil when an operand cannot be a
// string, for expr's own operator to report it.
func budgetedContains(n *ast.BinaryNode) ast.Node {
	if !mayBeString(n.Left) || !mayBeString(n.Right) {
		return nil
	}
	call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: containsFunc}, Arguments: []ast.Node{n.Left, n.Right, &ast.IdentifierNode{Value: "$env"}}}
	call.SetLocation(n.Location())
	return call
}

// mayBeString reports whether n may be a string, by the type expr's
// checker found for it before the patch (none for a node the patch made).
func mayBeString(n ast.Node) bool {
	switch x := n.(type) {
	case *ast.NilNode:
		return false
	case *ast.CallNode: // a matches or contains the patch made
		if id, ok := x.Callee.(*ast.IdentifierNode); ok && (id.Value == matchesFunc || id.Value == containsFunc) {
			return false
		}
	case *ast.BinaryNode: // … guarded by the patch
		if x.Operator == "&&" {
			return false
		}
	}
	t := n.Type()
	return t == nil || t.Kind() == reflect.String || t.Kind() == reflect.Interface
}

// constString returns the value of a constant string, or of constant
// strings joined with +.
func constString(n ast.Node) (string, bool) {
	switch x := n.(type) {
	case *ast.StringNode:
		return x.Value, true
	case *ast.BinaryNode:
		if x.Operator != "+" {
			return "", false
		}
		l, ok := constString(x.Left)
		if !ok {
			return "", false
		}
		r, ok := constString(x.Right)
		if !ok || len(l)+len(r) > MaxExprLen {
			return "", false
		}
		return l + r, true
	}
	return "", false
}

// guarded are the boolean operators that compare an argument.
var guarded = map[string]bool{"<": true, ">": true, "<=": true, ">=": true, "startsWith": true, "endsWith": true, "contains": true, "matches": true, "in": true}

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

// isArgs reports whether n is the call's arguments themselves: args.
func isArgs(n ast.Node) bool {
	id, ok := n.(*ast.IdentifierNode)
	return ok && id.Value == "args"
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
		out[i] = s // read as written, when printing would change it
		if p, ok := printed(tree.Node); ok {
			out[i] = p
		}
	}
	var lets strings.Builder
	for i, key := range h.order {
		fmt.Fprintf(&lets, "let %s%d = get(args, %q); ", hoistPrefix, i, key)
	}
	return lets.String(), out, nil
}

// printed is n as expr's printer writes it, and whether that text
// parses back to n. The printer leaves out parentheses a few trees
// need: (a + b)[1:] is printed a + b[1:], (c ? x : y).k is printed
// c ? x : y.k, and `1 == (let x = 1; x)` does not parse printed; a
// condition printed so would mean something else, or fail.
func printed(n ast.Node) (string, bool) {
	s := n.String()
	tree, err := parser.Parse(s)
	return s, err == nil && shapeOf(tree.Node) == shapeOf(n)
}

// shapeOf describes tree n: each node, children first, with its type and
// the fields that are not nodes (a node field says only whether it is
// set, a list of nodes its length).
func shapeOf(n ast.Node) string {
	var s shaper
	ast.Walk(&n, &s)
	return s.String()
}

type shaper struct{ strings.Builder }

func (s *shaper) Visit(node *ast.Node) {
	v := reflect.ValueOf(*node).Elem()
	fmt.Fprintf(s, "%T{", *node)
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		switch x := v.Field(i).Interface().(type) {
		case ast.Node:
			fmt.Fprint(s, x != nil && !reflect.ValueOf(x).IsNil())
		case []ast.Node:
			fmt.Fprint(s, len(x))
		default:
			fmt.Fprintf(s, "%#v", x)
		}
		s.WriteByte(',')
	}
	s.WriteByte('}')
}
