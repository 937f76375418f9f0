package rules

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"
)

// The walk a decision shares decides as the walk each helper made before
// (the references below, kept here): same answers, same errors.

// anyPathIn is the walk anyPath made: patterns ready, paths read as it
// goes.
func anyPathIn(args any, pats []pathPattern, paths Paths) (bool, error) {
	ok, err := walkStrings(args, func(s string) (bool, error) {
		p, isPath, err := paths.readPath(s, false)
		if err != nil || !isPath {
			return false, err
		}
		for _, pp := range pats {
			if ok, err := pp.match(p); ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	})
	if err != nil {
		return false, fmt.Errorf("anyPath: %w", err)
	}
	return ok, nil
}

// urlWalk is the walk anyURLOutside made.
func urlWalk(args any, allowed []string) (bool, error) {
	ok, err := walkStrings(args, func(s string) (bool, error) {
		host, isURL := urlHost(s)
		if !isURL {
			return false, nil
		}
		if host == "" {
			return true, nil // looks like a URL, cannot be read with certainty
		}
		for _, h := range allowed {
			if glob(h, host) {
				return false, nil
			}
		}
		return true, nil
	})
	if err != nil {
		return false, fmt.Errorf("anyURLOutside: %w", err)
	}
	return ok, nil
}

// TestIndexAsWalks: over one shared walk, anyPath and anyURLOutside
// decide as their own walks did, rule after rule.
func TestIndexAsWalks(t *testing.T) {
	deep := any("x")
	for range MaxWalkDepth + 2 {
		deep = map[string]any{"a": deep}
	}
	wide := map[string]any{}
	for i := range MaxWalkValues {
		wide["k"+strconv.Itoa(i)] = "v"
	}
	cases := []any{
		nil, map[string]any{}, map[string]any{"path": "/home/me/x.go", "count": 3.0},
		map[string]any{"url": "https://evil.com/x"}, map[string]any{"https://evil.com": true},
		map[string]any{"a": []any{"x", map[string]any{"b": "evil.com"}}},
		map[string]any{"n": json.Number("1.5"), "ok": true, "none": nil},
		map[string]any{"typed": []string{"evil.com"}}, map[string]any{"i": 3}, map[string]any{"s": struct{ U string }{"//evil.com"}},
		map[string]any{"localhost": "x"}, map[string]any{"k": " //evil.com"}, map[string]any{"k": "github.com"},
		deep, wide, "evil.com", "word", []any{"a", "b"},
		map[string]any{"p": "/etc/passwd"}, map[string]any{"p": []any{"../../etc/x", "file:///etc/shadow"}},
		map[string]any{"p": "~/x"}, map[string]any{"k": "/home/me/.ssh/id", "u": "https://github.com/x"},
	}
	for i, c := range cases {
		checkIndex(t, strconv.Itoa(i), c)
	}
}

// indexChecks are rules that checkIndex runs one after another over one
// walk: several hosts and patterns, two path settings.
var indexChecks = struct {
	hosts    [][]string
	patterns [][]string
	paths    []Paths
}{
	hosts:    [][]string{{"github.com"}, {"*.example.com", "evil.com"}, {}},
	patterns: [][]string{{"/etc/**"}, {"**/.ssh/**", "/home/me/*"}, {"~/x"}},
	paths:    []Paths{{Root: "/"}, {Home: "/home/me", Root: "/srv"}},
}

func checkIndex(t *testing.T, name string, v any) {
	t.Helper()
	ix := newIndex(v)
	defer ix.release()
	for _, hosts := range indexChecks.hosts {
		allowed := allowedHosts(hosts)
		got, gerr := ix.urlOutside(allowed)
		want, werr := urlWalk(v, allowed)
		if got != want || (gerr == nil) != (werr == nil) {
			t.Errorf("%s: anyURLOutside(%q) = %v, %v over the shared walk; its own walk: %v, %v", name, hosts, got, gerr, want, werr)
		}
	}
	for _, paths := range indexChecks.paths {
		for _, patterns := range indexChecks.patterns {
			pats, err := compilePatterns(patterns, paths)
			if err != nil {
				continue
			}
			got, gerr := ix.anyPath(pats, paths)
			want, werr := anyPathIn(v, pats, paths)
			if got != want || (gerr == nil) != (werr == nil) {
				t.Errorf("%s: anyPath(%q) under %+v = %v, %v over the shared walk; its own walk: %v, %v", name, patterns, paths, got, gerr, want, werr)
			}
		}
	}
}

func FuzzIndex(f *testing.F) {
	f.Add(`{"path":"/home/me/x.go","count":3}`)
	f.Add(`{"a":["x",{"b":"http:evil.com"}]}`)
	f.Add(`{"p":["~/x","/etc/passwd","https://github.com/x"]}`)
	f.Fuzz(func(t *testing.T, doc string) {
		var v any
		if json.Unmarshal([]byte(doc), &v) != nil {
			return
		}
		checkIndex(t, doc, v)
	})
}
