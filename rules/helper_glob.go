package rules

import (
	"path"
	"strings"

	"github.com/expr-lang/expr"
)

// glob(pattern, name) reports whether name matches pattern: "*" matches
// any run of characters, "/" and "." included (names are not paths), "?"
// one character, "[...]" a class as in path.Match. The rewrite of
// conditions passes the decision's environment ($env): a pattern with a
// "*" tries every position of the name against the rest of the pattern
// (a pattern of 128 KiB and a name of 256 KiB took 80 s), so a call
// charges MaxBuiltinWork the product of their sizes, other calls their
// sum.
var _ = register(expr.Function("glob", func(p ...any) (any, error) {
	pattern, name := p[0].(string), p[1].(string)
	cost := int64(len(pattern) + len(name))
	if strings.Contains(pattern, "*") {
		cost += product(int64(len(pattern)), int64(len(name)))
	}
	if err := outputWork(p[2], cost); err != nil {
		return nil, err
	}
	return glob(pattern, name), nil
}, new(func(pattern, name string, env Env) bool)))

func glob(pattern, name string) bool {
	if !strings.ContainsAny(pattern, "*?[") {
		return pattern == name
	}
	// Translate "/" so that "*" crosses it too.
	ok, err := path.Match(strings.ReplaceAll(pattern, "/", "\x00"), strings.ReplaceAll(name, "/", "\x00"))
	return err == nil && ok
}
