package rules

import (
	"slices"

	"github.com/expr-lang/expr"
)

// hasScope(session.scopes, s) is `s in session.scopes`.
var _ = register(expr.Function("hasScope", func(p ...any) (any, error) {
	return slices.Contains(p[0].([]string), p[1].(string)), nil
}, new(func(scopes []string, scope string) bool)))
