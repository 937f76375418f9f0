package rules

import (
	"fmt"
	"reflect"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
)

// What expr's builtins do in one decision. A builtin's work grows with
// what it is given: split(args.path, "/") makes a string of every part,
// any(list, …) runs its predicate on every element, toJSON encodes a
// value whole. A policy of many such rules over large arguments took
// seconds a decision (100 rules of any(split(args.x, "/"), …) over 1 MiB:
// 3.8 s). The rewrite of conditions wraps what such builtins are given in
// workFunc, which charges the decision's budget before the builtin runs;
// the rule that would go past MaxBuiltinWork fails, and denies.

// MaxBuiltinWork bounds the work of expr's builtin functions in one
// decision, in units of about a nanosecond: a function that reads a
// string counts each byte once (trim, indexOf), 4 times when it parses
// a number (int, float), 8 times when it maps cases or parses a
// duration or date (lower, upper, duration, date) or makes a string of
// each part or match (split, splitAfter, replace), 16 times for
// fromJSON; one that walks a list or map counts 64 for each element
// (any, filter, map, sort, join, keys); toJSON, string, fromPairs, max,
// min, mean and median count every value within, 128 each, and every
// byte; a method's string argument (a time's Format layout) counts 8 a
// byte. The operands of + count as a string function's, the list of in
// as one walked, each of its strings' bytes and every value within its
// lists and maps too; repeat, replace and join count each byte of the
// string they make; len counts a string's bytes, which it reads to
// count its characters. Work that is the product of two sizes counts
// as the product: in a predicate (any, map, sortBy, …) the shorter
// operand of a comparison (==, !=, <, >, <=, >=, startsWith, endsWith)
// of two values that are not constants (a list or map of arguments,
// [args.a], is not one), the value of in, each index of a map and each
// key of a map made that is not a constant, and what get, pathUnder,
// anyPath and anyURLOutside read whole count its bytes, or every value
// within, for every element; outside a predicate, so does a comparison
// of a value the condition made (map(args.l, args.s) holds args.s for
// every element); sort counts each byte of a string it sorts 32 times,
// sortBy the key its predicate gives 32 times, groupBy twice; uniq
// counts 16 and the element's bytes for each comparison it makes; trim
// with a cutset that is not ASCII the product of their sizes; glob
// with a "*" the product of its pattern's and name's. Every call counts
// 16 at least. The rule whose function would go past it fails, and a
// failing condition denies.
const MaxBuiltinWork = 256 << 20

// Costs of builtin work, in MaxBuiltinWork's units.
const (
	workPerElement = 64
	workPerValue   = 128 // toJSON, fromJSON, string: each value within
	minWorkCall    = 16
)

// byteWork is what each byte of a string costs the builtins that read
// strings; builtins absent from it and from elementWork are left alone.
var byteWork = map[string]int64{
	"split": 8, "splitAfter": 8, "replace": 8, "repeat": 1,
	"trim": 1, "trimPrefix": 1, "trimSuffix": 1, "indexOf": 1, "lastIndexOf": 1,
	"hasPrefix": 1, "hasSuffix": 1, "toBase64": 2, "fromBase64": 2,
	"join": 1, "toJSON": 2, "string": 2,
	// measured: a case mapped (2 bytes of "Ä": 30 ns), a number or a
	// duration parsed, JSON decoded (a value every 2 bytes: 115 ns)
	"upper": 8, "lower": 8, "int": 4, "float": 4, "date": 8, "fromJSON": 16,
	"+":        1, // an operand of +, copied (see chargedOperands)
	"len":      1, // a string's characters counted; a list's or map's length is known
	"duration": 8,
	// A string given to a method: a time layout, read and written
	// (now().Format(args.layout)).
	"method": 8,
	// What a predicate gives groupBy (hashed) and sortBy (compared about
	// log2(n) times) as the key of an element (see chargedPredicates).
	"groupBy key": 2, "sortBy key": 32,
}

// sortWork is what sort counts each byte of a string it sorts, besides
// its element: compared about log2(n) times.
const sortWork = 32

// elementWork lists the builtins that walk a list or map they are given
// (besides those in byteWork that may be given one: join, toJSON).
var elementWork = map[string]bool{
	"all": true, "none": true, "any": true, "one": true, "filter": true, "map": true,
	"find": true, "findIndex": true, "findLast": true, "findLastIndex": true,
	"count": true, "sum": true, "groupBy": true, "sortBy": true, "reduce": true,
	"max": true, "min": true, "mean": true, "median": true, "take": true,
	"keys": true, "values": true, "toPairs": true, "fromPairs": true,
	"reverse": true, "uniq": true, "concat": true, "flatten": true, "sort": true,
}

// deepWork lists the builtins that read every value within what they are
// given.
var deepWork = map[string]bool{
	"toJSON": true, "string": true, "flatten": true,
	// lists within lists: max([[1, 2], [3]]) is 3
	"max": true, "min": true, "mean": true, "median": true,
	"fromPairs": true, // every key hashed
}

// workFunc is what an argument of a builtin that works in proportion to
// it becomes wrapped in (see argsGuard): the argument, after charging the
// decision's budget for it. There is one per type the checker may have
// found for the argument, so that it keeps knowing it.
const workFunc = "__work"

// workFuncs is workFunc's name for each type it keeps; an argument of
// any other type (an interface, one not known) takes workFunc itself.
var workFuncs = map[reflect.Type]string{
	reflect.TypeFor[string]():         workFunc + "String",
	reflect.TypeFor[[]any]():          workFunc + "List",
	reflect.TypeFor[[]string]():       workFunc + "Strings",
	reflect.TypeFor[map[string]any](): workFunc + "Map",
}

func work(p ...any) (any, error) {
	name, _ := p[1].(string)
	e := decisionEnv(p[2])
	if !charge(&e.read.work, max(workOf(name, p[0]), minWorkCall), MaxBuiltinWork) {
		return nil, errWorkBudget
	}
	return p[0], nil
}

var (
	_ = register(expr.Function(workFunc, work, new(func(v any, name string, env Env) any)))
	_ = register(expr.Function(workFuncs[reflect.TypeFor[string]()], work, new(func(s string, name string, env Env) string)))
	_ = register(expr.Function(workFuncs[reflect.TypeFor[[]any]()], work, new(func(l []any, name string, env Env) []any)))
	_ = register(expr.Function(workFuncs[reflect.TypeFor[[]string]()], work, new(func(l []string, name string, env Env) []string)))
	_ = register(expr.Function(workFuncs[reflect.TypeFor[map[string]any]()], work, new(func(m map[string]any, name string, env Env) map[string]any)))
)

// errWorkBudget is the error of a builtin past MaxBuiltinWork.
var errWorkBudget = fmt.Errorf("%w: the policy's functions would do more than %d units of work on the call", errWalkLimit, MaxBuiltinWork)

// workOf is what builtin name costs given v.
func workOf(name string, v any) int64 {
	switch {
	case deepWork[name]:
		return deepCost(v, 0)
	case name == compareWork:
		return compareCost(v)
	case name == "in" || name == "sort":
		if k := reflect.ValueOf(v).Kind(); k == reflect.Slice || k == reflect.Array {
			// each string compared with the value of in, or with others
			w := stringBytes(v)
			if name == "sort" {
				w = product(w, sortWork)
			}
			return int64(reflect.ValueOf(v).Len())*workPerElement + w
		}
	}
	if k := reflect.ValueOf(v).Kind(); name == "in" && k == reflect.Map || name == "len" && k != reflect.String {
		return 0 // a key looked up, a length known
	}
	switch x := v.(type) {
	case string:
		return int64(len(x)) * byteWork[name]
	case []any:
		return int64(len(x)) * workPerElement
	case []string:
		return int64(len(x)) * workPerElement
	case map[string]any:
		return int64(len(x)) * workPerElement
	case nil:
		return 0
	}
	switch r := reflect.ValueOf(v); r.Kind() {
	case reflect.Slice, reflect.Array, reflect.Map:
		return int64(r.Len()) * workPerElement
	case reflect.String:
		return int64(r.Len()) * byteWork[name]
	}
	return 0
}

// deepCost is what reading every value within v costs. Past
// MaxBuiltinWork it stops counting: the charge fails either way.
func deepCost(v any, depth int) int64 {
	if depth > MaxWalkDepth*4 {
		return MaxBuiltinWork + 1
	}
	cost := int64(workPerValue)
	switch x := v.(type) {
	case string:
		cost += 2 * int64(len(x))
	case []any:
		for _, e := range x {
			if cost += deepCost(e, depth+1); cost > MaxBuiltinWork {
				break
			}
		}
	case []string:
		for _, s := range x {
			cost += workPerValue + 2*int64(len(s))
		}
	case map[string]any:
		for k, e := range x {
			if cost += 2*int64(len(k)) + deepCost(e, depth+1); cost > MaxBuiltinWork {
				break
			}
		}
	default:
		if r := reflect.ValueOf(v); r.Kind() == reflect.Slice || r.Kind() == reflect.Map || r.Kind() == reflect.Array {
			cost += int64(r.Len()) * workPerValue
		}
	}
	return cost
}

// chargedWork wraps the arguments of a call of a builtin that works in
// proportion to them in workFunc. An argument the checker found a type
// for that no signature of workFunc takes is left alone, for the
// builtin to report as it does; so are constants.
func chargedWork(n *ast.BuiltinNode) {
	if _, ok := byteWork[n.Name]; !ok && !elementWork[n.Name] {
		return
	}
	for i, a := range n.Arguments {
		switch a.(type) {
		case *ast.PredicateNode, *ast.StringNode, *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.NilNode, *ast.ConstantNode:
			continue
		}
		if isLocation(a) {
			continue // date's zone
		}
		if t := a.Type(); n.Name == "len" && t != nil && t.Kind() != reflect.String && t.Kind() != reflect.Interface {
			continue // a list's length is known (and len(filter(…)) counts without making the list)
		}
		f, ok := workFuncFor(a.Type())
		if !ok {
			continue
		}
		call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: f}, Arguments: []ast.Node{a, &ast.StringNode{Value: n.Name}, &ast.IdentifierNode{Value: "$env"}}}
		call.SetLocation(a.Location())
		n.Arguments[i] = call
	}
}

// workFuncFor returns the workFunc that takes a value of type t (nil:
// not known) and gives it back with the same type; ok is false when
// none does.
func workFuncFor(t reflect.Type) (name string, ok bool) {
	if t == nil || t.Kind() == reflect.Interface {
		return workFunc, true
	}
	name, ok = workFuncs[t]
	return name, ok
}
