package rules

import (
	"strings"

	"github.com/expr-lang/expr"
)

// get(args, "a.b.c") returns the value at a dotted path in the arguments,
// or nil when any part is missing. Conditions rarely call it: args.a.b is
// rewritten to it when the policy is compiled.
var _ = register(expr.Function("get", func(p ...any) (any, error) {
	m, _ := p[0].(map[string]any)
	return get(m, p[1].(string)), nil
}, new(func(args map[string]any, key string) any)))

func get(args map[string]any, key string) any {
	m := args
	for {
		part, rest, nested := strings.Cut(key, ".")
		v := m[part]
		if !nested {
			return v
		}
		var ok bool
		if m, ok = v.(map[string]any); !ok {
			if m, ok = goMap(v); !ok {
				return nil
			}
		}
		key = rest
	}
}

// goMap reads a Go value that is not a map[string]any (a typed map, a
// struct) as its JSON object, as the server receives it.
func goMap(v any) (map[string]any, bool) {
	switch v.(type) {
	case nil, string, bool, float64, int, []any:
		return nil, false
	}
	j, err := jsonValue(v)
	m, ok := j.(map[string]any)
	return m, ok && err == nil
}
