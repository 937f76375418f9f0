package main

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"go.uber.org/goleak"
)

// TestMain fails the run if a test leaves a goroutine running.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func TestPolicy(t *testing.T) {
	p, err := Policy()
	if err != nil {
		t.Fatal(err)
	}
	ro := hints.Hint{Value: true, Source: hints.Declared}
	read := hints.Tool{Name: "read_text_file", Server: "fs", Class: hints.ReadOnly, ReadOnly: ro, Trust: hints.Trusted}
	tests := []struct {
		tool hints.Tool
		args map[string]any
		want rules.Action
	}{
		{read, map[string]any{"path": "/tmp/x"}, rules.Allow},
		{read, map[string]any{"path": "/etc/shadow"}, rules.Deny},
		{hints.Tool{Name: "write_file", Class: hints.Destructive, Destructive: hints.Hint{Value: true}}, nil, rules.Confirm},
		{hints.Tool{Name: "read_x", Class: hints.ReadOnly, ReadOnly: ro, Trust: hints.Untrusted}, nil, rules.Confirm},
	}
	for _, tt := range tests {
		if d := p.Decide(p.Prepare(&tt.tool, rules.Session{}), rules.Call{Args: tt.args}); d.Action != tt.want {
			t.Errorf("%s %v: %v by %s, want %v", tt.tool.Name, tt.args, d.Action, d.Rule, tt.want)
		}
	}
}
