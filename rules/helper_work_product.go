package rules

import (
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/builtin"
	"github.com/expr-lang/expr/vm/runtime"
)

// Work that a predicate multiplies. A comparison reads its operands (two
// equal strings of 256 KiB, a list compared with a list), a map index
// or `in` a map hashes its key; once, that costs what the call's
// arguments weigh, but in a predicate it is done for every element: 200,000
// elements comparing two such strings took a second a rule, comparing
// two lists of 40,000 took 31 s. uniq compares every element with every
// one kept before it (60,000 different numbers: 18 s), groupBy hashes
// each key and sortBy and sort compare theirs, and trim with a cutset
// that is not ASCII searches the cutset for each character it trims.
//
// Outside a predicate a comparison runs once per condition, and reads
// no more than the call holds: it is left alone. Inside one, the rewrite
// charges the shorter operand of a comparison (==, !=, <, >, <=, >=,
// startsWith, endsWith) of two values that are not constants (a
// constant bounds what is read of the other), the value of in (hashed
// whole for a map), each index of a map that is not a constant, and
// what helpers read whole (get's key, pathUnder's value and pattern,
// the patterns of anyPath, the hosts of anyURLOutside), as it is read:
// its bytes if a string, every value within if a list or map (as toJSON
// counts them). The list of in counts the bytes of its strings besides
// its elements; sort counts each byte of a string it sorts 32 times, as
// sortBy does the key its predicate gives, groupBy twice. uniq charges
// each comparison as it makes it, and trim a cutset that is not ASCII
// the product of the sizes. A list or map literal is a constant only
// when what it holds is ([args.a] == [args.b] read both whole), a key
// of a map a predicate makes ({(args.a): 1}) is hashed as an index is,
// and a comparison of values a condition made is charged outside
// predicates too (see computedCharger).

// compareWork is what an operand of a comparison in a predicate is
// charged as (see compareCost).
const compareWork = "compare"

// workPerCompare is what a comparison of uniq costs at least.
const workPerCompare = 16

// compared are the operators whose operands chargedPredicates charges.
var compared = map[string]bool{
	"==": true, "!=": true, "<": true, ">": true, "<=": true, ">=": true,
	"startsWith": true, "endsWith": true, "in": true,
}

// helperReads are the arguments that helpers read whole on each call
// (the call's arguments themselves, args, are walked once a decision):
// a dotted key cut and looked up, a path read, the
// patterns of anyPath and the hosts of anyURLOutside made ready.
var helperReads = map[string][]int{
	"get": {1}, "pathUnder": {0, 1}, "anyPath": {1}, "anyURLOutside": {1},
}

// keyWork is what each byte of the key a predicate gives groupBy or
// sortBy costs: hashed, or compared about log2(n) times.
var keyWork = map[string]string{"groupBy": "groupBy key", "sortBy": "sortBy key"}

// chargedPredicates charges what the predicates of builtin n compare
// (see compareCharger), and the key of groupBy and sortBy.
func chargedPredicates(n *ast.BuiltinNode) {
	for _, a := range n.Arguments {
		p, ok := a.(*ast.PredicateNode)
		if !ok {
			continue
		}
		ast.Walk(&p.Node, compareCharger{})
		if name, ok := keyWork[n.Name]; ok {
			chargeNode(&p.Node, name)
		}
	}
}

// compareCharger makes each comparison of two operands that may be long
// (strings, lists, maps, not constants) a call of compareFunc, and each
// such call of eqFunc one of eqWorkFunc, which charge the shorter
// operand (a comparison reads no more of either), or the value of in,
// and compare them as the operator does; a constant operand bounds
// what is read of the other by the policy's size. It wraps the indexes
// of maps, and what helpers read whole, in workFunc as compareWork.
type compareCharger struct{}

func (compareCharger) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.BinaryNode:
		if !compared[n.Operator] || isNil(n.Left) || isNil(n.Right) || n.Type() == nil || n.Type().Kind() != reflect.Bool {
			return // a check for nil reads nothing; expr reports what is ill typed
		}
		if _, list := n.Right.(*ast.ArrayNode); !chargeable(n.Left) || n.Operator == "in" && list && isConstant(n.Right) || n.Operator != "in" && !chargeable(n.Right) {
			return // a constant bounds what is read of the other; the value of in is hashed whole for a map
		}
		call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: compareFunc}, Arguments: []ast.Node{n.Left, n.Right, &ast.StringNode{Value: n.Operator}, &ast.IdentifierNode{Value: "$env"}}}
		call.SetType(boolType)
		ast.Patch(node, call)
	case *ast.CallNode:
		id, ok := n.Callee.(*ast.IdentifierNode)
		if !ok {
			return
		}
		if id.Value == eqFunc && len(n.Arguments) == 2 && chargeable(n.Arguments[0]) && chargeable(n.Arguments[1]) {
			n.Callee = &ast.IdentifierNode{Value: eqWorkFunc}
			n.Arguments = append(n.Arguments, &ast.IdentifierNode{Value: "$env"})
			return
		}
		if id.Value == inFunc && len(n.Arguments) == 2 {
			// args.a in [args.b]: each element compared, read up to its size
			chargeNode(&n.Arguments[1], compareWork)
			return
		}
		for _, i := range helperReads[id.Value] {
			if i < len(n.Arguments) {
				chargeNode(&n.Arguments[i], compareWork)
			}
		}
	case *ast.MemberNode:
		chargeNode(&n.Property, compareWork)
	case *ast.PairNode: // {(args.a): 1}: a key hashed
		chargeNode(&n.Key, compareWork)
	}
}

var boolType = reflect.TypeFor[bool]()

// computedCharger charges, outside predicates too, a comparison (not
// in, whose list is charged as walked) of a value the condition made:
// a list map made holds the same long string for every element
// (map(args.items, args.a) == map(args.items, args.same) read 52 GB
// charged for 400,000 elements). A comparison of what the call holds
// reads it once a condition, and is left alone.
type computedCharger struct{}

func (computedCharger) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.BinaryNode:
		if n.Operator != "in" && (computed(n.Left) || computed(n.Right)) {
			compareCharger{}.Visit(node)
		}
	case *ast.CallNode:
		if id, ok := n.Callee.(*ast.IdentifierNode); ok && id.Value == eqFunc && len(n.Arguments) == 2 && (computed(n.Arguments[0]) || computed(n.Arguments[1])) {
			compareCharger{}.Visit(node)
		}
	}
}

// computed reports whether n is a value a condition made, and may be
// long to read: not a constant, not an argument.
func computed(n ast.Node) bool {
	return chargeable(n) && !rootedAtArgs(n) && !isArgs(n)
}

// chargeable reports whether n may be long to read: not a constant, and
// of a type workFunc takes (a string, a list, a map, one not known).
func chargeable(n ast.Node) bool {
	if isConstant(n) {
		return false
	}
	_, ok := workFuncFor(n.Type())
	return ok
}

// isConstant reports whether n is a constant: a literal, constant
// strings joined with +, or a list or map of constants. A list of what
// is not ([args.a]) is read as its elements are.
func isConstant(n ast.Node) bool {
	switch x := n.(type) {
	case *ast.StringNode, *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.NilNode, *ast.ConstantNode:
		return true
	case *ast.ArrayNode:
		return !slices.ContainsFunc(x.Nodes, func(e ast.Node) bool { return !isConstant(e) })
	case *ast.MapNode:
		return !slices.ContainsFunc(x.Pairs, func(e ast.Node) bool {
			p, ok := e.(*ast.PairNode)
			return !ok || !isConstant(p.Key) || !isConstant(p.Value)
		})
	case *ast.UnaryNode:
		return x.Operator == "-" && isConstant(x.Node)
	}
	_, ok := constString(n)
	return ok
}

const (
	// compareFunc is what a comparison in a predicate becomes (see
	// compareCharger): compareFunc(a, b, operator, $env).
	compareFunc = workFunc + "Compare"
	// eqWorkFunc is eqFunc charging its operands.
	eqWorkFunc = workFunc + "Eq"
)

func workCompare(p ...any) (any, error) {
	op, _ := p[2].(string)
	a, b := derefAny(p[0]), derefAny(p[1])
	cost := compareCost(a) // hashed, for a map (the list of in is charged as walked)
	if op != "in" {
		cost = min(cost, compareCost(b)) // read up to the shorter
	}
	if err := outputWork(p[3], cost); err != nil {
		return nil, err
	}
	switch op { // as expr's VM runs each operator
	case "==":
		return runtime.Equal(a, b), nil
	case "!=":
		return !runtime.Equal(a, b), nil
	case "<":
		return runtime.Less(a, b), nil
	case ">":
		return runtime.More(a, b), nil
	case "<=":
		return runtime.LessOrEqual(a, b), nil
	case ">=":
		return runtime.MoreOrEqual(a, b), nil
	case "in":
		return runtime.In(a, b), nil
	}
	if runtime.IsNil(a) || runtime.IsNil(b) {
		return false, nil
	}
	if op == "startsWith" {
		return strings.HasPrefix(a.(string), b.(string)), nil
	}
	return strings.HasSuffix(a.(string), b.(string)), nil
}

// derefAny is v with its pointers followed, as expr's VM reads the
// operands of an operator.
func derefAny(v any) any {
	switch v.(type) {
	case nil, string, float64, int, bool, []any, map[string]any:
		return v
	}
	r := reflect.ValueOf(v)
	for r.Kind() == reflect.Pointer || r.Kind() == reflect.Interface {
		if r.IsNil() {
			return nil
		}
		r = r.Elem()
	}
	return r.Interface()
}

func workEq(p ...any) (any, error) {
	if err := outputWork(p[2], min(compareCost(p[0]), compareCost(p[1]))); err != nil {
		return nil, err
	}
	return typedEqual(p[0], p[1])
}

var (
	_ = register(expr.Function(compareFunc, workCompare, new(func(a, b any, op string, env Env) bool)))
	_ = register(expr.Function(eqWorkFunc, workEq, new(func(arg, value any, env Env) bool)))
)

func isNil(n ast.Node) bool {
	_, ok := n.(*ast.NilNode)
	return ok
}

// chargedMethod charges the string arguments of a call of a method (of
// a time: Format), which reads them and may make a string as long.
func chargedMethod(n *ast.CallNode) {
	if m, ok := n.Callee.(*ast.MemberNode); !ok || !m.Method {
		return
	}
	for i, a := range n.Arguments {
		if t := a.Type(); t == nil || t.Kind() == reflect.String || t.Kind() == reflect.Interface {
			chargeNode(&n.Arguments[i], "method")
		}
	}
}

// chargeNode wraps *n in the workFunc for its type, charged as name,
// unless it is a constant, already charged, or of a type no workFunc
// takes (a number, a bool: read at once).
func chargeNode(n *ast.Node, name string) {
	if x, ok := (*n).(*ast.CallNode); ok {
		if id, ok := x.Callee.(*ast.IdentifierNode); ok && strings.HasPrefix(id.Value, workFunc) {
			return
		}
	}
	if isConstant(*n) {
		return
	}
	f, ok := workFuncFor((*n).Type())
	if !ok {
		return
	}
	call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: f}, Arguments: []ast.Node{*n, &ast.StringNode{Value: name}, &ast.IdentifierNode{Value: "$env"}}}
	call.SetLocation((*n).Location())
	*n = call
}

// compareCost is what comparing v, hashing it or sorting it by it reads:
// a string's bytes, every value within a list or map; nothing more than
// a call for a number, a bool or nil.
func compareCost(v any) int64 {
	switch x := v.(type) {
	case string:
		return int64(len(x))
	case nil, bool, float64, int:
		return 0
	}
	switch reflect.ValueOf(v).Kind() {
	case reflect.Slice, reflect.Array, reflect.Map, reflect.Struct, reflect.Pointer, reflect.Interface:
		return deepCost(v, 0)
	case reflect.String:
		return int64(reflect.ValueOf(v).Len())
	}
	return 0
}

// stringBytes is the bytes of the strings in list v, and what comparing
// its lists and maps reads: every value within them.
func stringBytes(v any) int64 {
	var n int64
	switch l := v.(type) {
	case []any:
		for _, e := range l {
			switch x := e.(type) {
			case string:
				n += int64(len(x))
			case []any, map[string]any:
				if n += deepCost(x, 0); n > MaxBuiltinWork {
					return n
				}
			}
		}
	case []string:
		for _, s := range l {
			n += int64(len(s))
		}
	}
	return n
}

// workUniq is expr's uniq, charging each comparison it makes: every
// element is compared with each one kept before it.
func workUniq(p ...any) (any, error) {
	derefArgs(p[:1])
	v := reflect.ValueOf(p[0])
	if v.Kind() != reflect.Array && v.Kind() != reflect.Slice {
		return builtin.Builtins[builtin.Index["uniq"]].Func(p[0])
	}
	e := decisionEnv(p[1])
	ret := []any{}
	for i := range v.Len() {
		x := v.Index(i).Interface()
		if !charge(&e.read.work, product(int64(len(ret)), workPerCompare+compareCost(x)), MaxBuiltinWork) {
			return nil, errWorkBudget
		}
		if !slices.ContainsFunc(ret, func(r any) bool { return runtime.Equal(x, r) }) {
			ret = append(ret, x)
		}
	}
	return ret, nil
}

// workTrim is trim(s, cutset), charging the product of their sizes for
// a cutset that is not ASCII, searched for each character trimmed.
func workTrim(p ...any) (any, error) {
	derefArgs(p[:2])
	s, ok1 := p[0].(string)
	cutset, ok2 := p[1].(string)
	if !ok1 || !ok2 {
		return builtin.Builtins[builtin.Index["trim"]].Func(p[:2]...) // its error
	}
	if len(cutset) > 1 && !isASCII(cutset) {
		if err := outputWork(p[2], product(int64(len(s))+2, int64(len(cutset)))); err != nil {
			return nil, err
		}
	}
	return strings.Trim(s, cutset), nil
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

var (
	_ = register(expr.Function(outputFuncs["uniq"].name, workUniq, new(func(any, Env) []any)))
	_ = register(expr.Function(outputFuncs["trim"].name, workTrim, new(func(string, string, Env) string)))
)
