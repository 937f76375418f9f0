package rules

import (
	"path"
	"strings"

	"github.com/expr-lang/expr"
)

// glob(pattern, name) reports whether name matches pattern: "*" matches
// any run of characters, "/" and "." included (names are not paths), "?"
// one character, "[...]" a class as in path.Match.
var _ = register(expr.Function("glob", func(p ...any) (any, error) {
	return glob(p[0].(string), p[1].(string)), nil
}, new(func(pattern, name string) bool)))

func glob(pattern, name string) bool {
	if !strings.ContainsAny(pattern, "*?[") {
		return pattern == name
	}
	// Translate "/" so that "*" crosses it too.
	ok, err := path.Match(strings.ReplaceAll(pattern, "/", "\x00"), strings.ReplaceAll(name, "/", "\x00"))
	return err == nil && ok
}
