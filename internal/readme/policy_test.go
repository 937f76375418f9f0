package readme

import (
	"os"
	"regexp"
	"testing"

	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// readmePolicy loads the policy of the README's "A policy" section.
func readmePolicy(t *testing.T) *rules.Policy {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## A policy\n\n```yaml\n(.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("README.md: no YAML under \"## A policy\"")
	}
	p, err := rules.Load("README.md", m[1])
	if err != nil {
		t.Fatalf("the README's policy does not load: %v", err)
	}
	if w := p.Warnings(); len(w) > 0 {
		t.Errorf("the README's policy has warnings: %v", w)
	}
	return p
}

// The README's policy says what each rule does in its comments: the
// policy must do it. Its no-system-files rule, commented "any path
// argument, any tool, any server", came after reads-are-free, so a
// read-only tool read /etc/shadow unasked.
func TestPolicyDoesWhatItSays(t *testing.T) {
	p := readmePolicy(t)
	ro, de := true, true
	tests := []struct {
		name   string
		server string
		tool   *mcp.Tool
		args   map[string]any
		want   rules.Action
	}{
		{"a read of a system file", "fs", &mcp.Tool{Name: "read_text_file", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: ro}}, map[string]any{"path": "/etc/shadow"}, rules.Deny},
		{"a read elsewhere", "fs", &mcp.Tool{Name: "read_text_file", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: ro}}, map[string]any{"path": "/srv/notes.txt"}, rules.Allow},
		{"a write of a system file, another server", "db", &mcp.Tool{Name: "write_file", Annotations: &mcp.ToolAnnotations{DestructiveHint: &de}}, map[string]any{"target": "/etc/passwd"}, rules.Deny},
		{"a destructive call", "fs", &mcp.Tool{Name: "write_file", Annotations: &mcp.ToolAnnotations{DestructiveHint: &de}}, map[string]any{"path": "/srv/notes.txt"}, rules.Confirm},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tool := p.Resolver(rules.Session{}, nil).Resolve(tt.server, tt.tool)
			d := p.Decide(p.Prepare(&tool, rules.Session{}), rules.Call{Args: tt.args, Attempt: 1})
			if d.Action != tt.want {
				t.Errorf("%s %s(%v): %s by %s, want %s", tt.server, tt.tool.Name, tt.args, d.Action, d.Rule, tt.want)
			}
		})
	}
}
