package rules

import (
	"fmt"

	"github.com/expr-lang/expr"
)

// pathUnder(value, pattern) reports whether one value is a path matching
// the pattern, read as [anyPath] reads paths, except that any string is
// a path (a bare name is relative to paths.root). A missing value (nil)
// is false; a value that is not a string (a number, a list of paths) is
// an error, and errors deny.
var _ = register(expr.Function("pathUnder", func(p ...any) (any, error) {
	return pathUnder(p[0], p[1].(string), p[2].(Paths))
}, new(func(value any, pattern string, paths Paths) bool)))

func pathUnder(v any, pattern string, paths Paths) (bool, error) {
	if v == nil {
		return false, nil
	}
	s, ok := v.(string)
	if !ok {
		return false, fmt.Errorf("pathUnder: the value is %s, not a string", kindOf(v))
	}
	pp, err := paths.pattern(pattern)
	if err != nil {
		return false, fmt.Errorf("pathUnder: %v", err)
	}
	p, isPath, err := paths.readPath(s, true)
	if err != nil {
		return false, fmt.Errorf("pathUnder: %v", err)
	}
	if !isPath {
		return false, nil
	}
	return pp.match(p)
}
