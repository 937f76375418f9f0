package rules

import (
	"sync/atomic"

	"github.com/expr-lang/expr/ast"
)

// Helpers in the fast lane: anyPath(args, [...]) and
// anyURLOutside(args, [...]) with constant lists run as Go closures with
// their patterns made ready once, instead of on expr's VM, which would
// convert the list and compile the patterns on every call. Their
// semantics, errors included, are those of the helpers: the closures call
// the same code.

func fastCall(x *ast.CallNode) *fnode {
	id, ok := x.Callee.(*ast.IdentifierNode)
	if !ok || len(x.Arguments) != 2 {
		return nil
	}
	if a, ok := x.Arguments[0].(*ast.IdentifierNode); !ok || a.Value != "args" {
		return nil
	}
	c, ok := constant(x.Arguments[1])
	list, isList := c.([]any)
	if !ok || !isList {
		return nil
	}
	strs := make([]string, 0, len(list))
	for _, v := range list {
		s, isStr := v.(string)
		if !isStr {
			return nil
		}
		strs = append(strs, s)
	}
	switch id.Value {
	case "anyPath":
		return leaf(inst{op: opAnyPath, c: &patternCache{patterns: strs}})
	case "anyURLOutside":
		return leaf(inst{op: opURLOutside, c: allowedHosts(strs)})
	}
	return nil
}

// patternSet is anyPath's patterns made ready under one layer's paths.
type patternSet struct {
	paths Paths
	pats  []pathPattern
	err   error
}

// patternCache is anyPath's constant patterns, made ready when first
// used. A method, not a closure: a call through a func value would move
// the decision's callEnv to the heap.
type patternCache struct {
	patterns []string
	ready    atomic.Pointer[patternSet]
}

// anyPath runs anyPath(args, patterns) over the decision's walk.
func (pc *patternCache) anyPath(e *callEnv) (bool, error) {
	// A rule belongs to one layer, so the paths are always the same; they
	// are checked anyway.
	paths := e.paths
	ps := pc.ready.Load()
	if ps == nil || ps.paths != *paths {
		ps = &patternSet{paths: *paths}
		ps.pats, ps.err = compilePatterns(pc.patterns, *paths)
		pc.ready.Store(ps)
	}
	if ps.err != nil {
		return false, ps.err
	}
	return e.index().anyPath(ps.pats, *paths)
}
