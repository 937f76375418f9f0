package rules

import (
	"fmt"

	"github.com/expr-lang/expr"
)

// anyPath(args, patterns) reports whether any string in the arguments,
// at any depth and object keys included, is a path matching one of the
// patterns. Strings are read as servers read paths (see [Paths]):
// surrounding spaces are dropped, file: URLs are decoded, "~" is the home
// directory, relative paths are resolved against paths.root, ".." is
// resolved, and so are the kernel's aliases /proc/self/root and
// /proc/self/cwd. A string is taken for a path when it starts with "/",
// "~" or "." or is a file: URL, or contains "/" without being another
// URL; a URL whose ".." climb out of it ("x://../../etc") is a relative
// path.
//
// Patterns are absolute ("/etc/**", "~/.ssh/**") or start with "**"
// ("**/.env"): "**" is any number of directories, "*", "?" and "[...]"
// match within one name. A relative pattern ("*.pem") never matches;
// hintgate lint reports it. Arguments nested deeper than [MaxWalkDepth]
// or holding more than [MaxWalkValues] values are an error, as is a "~"
// path without a home directory; errors deny.
//
// The rewrite of conditions passes the layer's paths and the decision's
// environment ($env), through which the helpers of a decision share one
// walk of the arguments (see argindex.go).
var _ = register(expr.Function("anyPath", func(p ...any) (any, error) {
	return anyPathOf(p[0], toStrings(p[1]), p[2].(Paths), p[3])
}, new(func(args map[string]any, patterns []string, paths Paths, env Env) bool), new(func(args map[string]any, patterns []any, paths Paths, env Env) bool)))

// anyPathOf is anyPath in the decision whose environment is env.
func anyPathOf(args any, patterns []string, paths Paths, env any) (bool, error) {
	pats, err := compilePatterns(patterns, paths)
	if err != nil {
		return false, err
	}
	ix, done := indexOf(args, env)
	defer done()
	return ix.anyPath(pats, paths)
}

// compilePatterns makes anyPath's patterns ready for matching.
func compilePatterns(patterns []string, paths Paths) ([]pathPattern, error) {
	pats := make([]pathPattern, 0, len(patterns))
	for _, s := range patterns {
		pp, err := paths.pattern(s)
		if err != nil {
			return nil, fmt.Errorf("anyPath: %v", err)
		}
		pats = append(pats, pp)
	}
	return pats, nil
}

// toStrings converts a list of patterns; a pattern that is not a string
// is dropped (the type checker has seen the literal lists already).
func toStrings(v any) []string {
	switch x := v.(type) {
	case []string:
		return x
	case []any:
		out := make([]string, 0, len(x))
		for _, e := range x {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}
