package rules

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm/runtime"
)

// Comparisons of an argument with a value are typed: `args.recursive ==
// true` given "true" or 1, or `args.mode in ["a", "b"]` given 1, is an
// error (and errors deny), never a quiet false that lets a call past a
// rule. The policy compiler rewrites `==`, `!=` and `in` with an argument
// on one side into these helpers; the fast lane calls the same
// functions, so both agree by construction. nil (a missing argument)
// compares with anything: it equals only nil and is in no list.
var (
	_ = register(expr.Function(eqFunc, func(p ...any) (any, error) {
		return typedEqual(p[0], p[1])
	}, new(func(arg, value any) bool)))
	_ = register(expr.Function(inFunc, func(p ...any) (any, error) {
		return typedIn(p[0], p[1])
	}, new(func(arg any, list []any) bool)))
)

const (
	eqFunc = "__argEq"
	inFunc = "__argIn"
)

// kindOf names the kind of a value as a policy author thinks of it.
func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "missing"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32, float64:
		return "a number"
	case []any, []string:
		return "a list"
	case map[string]any:
		return "an object"
	case json.Number:
		// Decide reads numbers as encoding/json decodes them into any
		// (float64); the guard converts json.Number itself.
		return "a json.Number (decode arguments without UseNumber, or convert them)"
	}
	switch reflect.TypeOf(v).Kind() {
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	}
	return fmt.Sprintf("a %T", v)
}

// typedEqual is expr's == for values of the same kind, an error for
// values of different kinds, and nil equals only nil.
func typedEqual(arg, v any) (bool, error) {
	// The common cases first, without reflection.
	switch a := arg.(type) {
	case string:
		if b, ok := v.(string); ok {
			return a == b, nil
		}
	case bool:
		if b, ok := v.(bool); ok {
			return a == b, nil
		}
	}
	if arg == nil || v == nil {
		// a nil list or pointer is nil, as expr's == reads it:
		// sort(args.missing) == args.missing holds
		return runtime.IsNil(arg) && runtime.IsNil(v), nil
	}
	arg = asServerReads(arg)
	if ka, kv := kindOf(arg), kindOf(v); ka != kv {
		return false, fmt.Errorf("an argument that is %s compared with %s", ka, kv)
	}
	return runtime.Equal(arg, v), nil
}

// typedIn is expr's in for a list: an error when the argument's kind is
// the kind of no element.
func typedIn(arg, list any) (bool, error) {
	if arg == nil {
		return false, nil
	}
	items, ok := list.([]any)
	if !ok {
		return false, fmt.Errorf("in: %s is not a list", kindOf(list))
	}
	arg = asServerReads(arg)
	ka := kindOf(arg)
	kindSeen := false
	for _, item := range items {
		if item == nil || kindOf(item) != ka {
			continue
		}
		kindSeen = true
		if runtime.Equal(arg, item) {
			return true, nil
		}
	}
	if !kindSeen && len(items) > 0 {
		return false, fmt.Errorf("an argument that is %s looked for in a list of %s", ka, kindOf(items[0]))
	}
	return false, nil
}

// asServerReads returns a caller's argument value of a type decoding
// JSON does not produce, but that holds one scalar (a named string type,
// a type with its own MarshalJSON), as the server reads it: its JSON
// decoded. expr's equality tells a `type Mode string` holding "rm" from
// "rm", which let `args.mode == "rm"` miss it. Other values, and values
// that are not JSON, are returned as they are.
func asServerReads(v any) any {
	switch v.(type) {
	case string, bool, float64, float32, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64,
		json.Number, map[string]any, []any, []string:
		return v
	}
	switch reflect.ValueOf(v).Kind() {
	case reflect.Map, reflect.Slice, reflect.Array, reflect.Struct:
		return v // compared as expr compares them
	}
	if j, err := jsonValue(v); err == nil && j != nil {
		return j
	}
	return v
}
