package guard_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/rules"
)

// nested is v inside n objects: {"a": {"a": … v}}.
func nested(n int, v any) map[string]any {
	m := map[string]any{"a": v}
	for range n - 1 {
		m = map[string]any{"a": m}
	}
	return m
}

// lists is v inside n lists: [[… v]].
func lists(n int, v any) []any {
	l := []any{v}
	for range n - 1 {
		l = []any{l}
	}
	return l
}

// TestAttackURLSkipNeverHides: the guard's own walk over the arguments
// tells the policy when no string can be a URL, so that anyURLOutside
// need not walk them again (rules.Call.NoURLs). A URL anywhere the
// policy's walk reads one (a key, a list, deep inside), and arguments
// beyond the policy's walk limits (which fail the rule, and so deny),
// must never pass as URL-free.
func TestAttackURLSkipNeverHides(t *testing.T) {
	p := mustPolicy(t, `
extends: default
rules:
  - {name: no-outside-urls, when: 'anyURLOutside(args, ["github.com"])', action: deny}
`)
	many := map[string]any{}
	for i := range rules.MaxWalkValues / 2 {
		many[strings.Repeat("k", 1+i%7)+string(rune('a'+i%26))+strings.Repeat("z", i/182)] = 1.0
	}
	tests := []struct {
		name string
		args map[string]any
		rule string // the rule that blocks; "" when the call runs
	}{
		{"no url", map[string]any{"path": "/notes/todo.txt"}, ""},
		{"allowed host", map[string]any{"path": "/notes/todo.txt", "src": "https://github.com/x"}, ""},
		{"value", map[string]any{"path": "/notes/todo.txt", "src": "https://evil.example/x"}, "no-outside-urls"},
		{"key", map[string]any{"path": "/notes/todo.txt", "opts": map[string]any{"https://evil.example/": true}}, "no-outside-urls"},
		{"top-level key", map[string]any{"path": "/notes/todo.txt", "evil.example:80": true}, "no-outside-urls"},
		{"in a list", map[string]any{"path": "/notes/todo.txt", "list": []any{"a", []any{"//evil.example/x"}}}, "no-outside-urls"},
		{"deep, within the limit", map[string]any{"path": "/notes/todo.txt", "x": nested(rules.MaxWalkDepth-1, "http://evil.example")}, "no-outside-urls"},
		{"too deep, no url", map[string]any{"path": "/notes/todo.txt", "x": nested(rules.MaxWalkDepth+1, "plain")}, "no-outside-urls"},
		{"too deep in lists, no url", map[string]any{"path": "/notes/todo.txt", "x": lists(rules.MaxWalkDepth, "plain")}, "no-outside-urls"},
		{"too deep key", map[string]any{"path": "/notes/todo.txt", "x": nested(rules.MaxWalkDepth, map[string]any{"k": 1.0})}, "no-outside-urls"},
		{"too many values, no url", map[string]any{"path": "/notes/todo.txt", "many": many, "more": many}, "no-outside-urls"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := setup(t, &guard.Options{Policy: p})
			res := f.call(t, "read_file", tt.args)
			b, blocked := guard.Blocked(res)
			if tt.rule == "" {
				if blocked {
					t.Fatalf("blocked by %s: %s", b.Rule, b.Reason)
				}
				return
			}
			if !blocked || b.Rule != tt.rule {
				t.Fatalf("not blocked by %s: %v %s", tt.rule, b, textOf(res))
			}
		})
	}
}
