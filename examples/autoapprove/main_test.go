package main

import (
	"testing"

	"github.com/hintgate/hintgate/rules"
)

func TestPolicy(t *testing.T) {
	p, err := Policy()
	if err != nil {
		t.Fatal(err)
	}
	read := rules.Tool{Name: "read_text_file", Server: "secure-filesystem-server", Class: "read_only", ReadOnly: true, Trust: "trusted"}
	tests := []struct {
		tool rules.Tool
		args map[string]any
		want rules.Action
	}{
		{read, map[string]any{"path": "/tmp/x"}, rules.Allow},
		{read, map[string]any{"path": "/etc/shadow"}, rules.Deny},
		{rules.Tool{Name: "write_file", Class: "destructive", Destructive: true}, nil, rules.Confirm},
		{rules.Tool{Name: "read_x", Class: "read_only", ReadOnly: true, Trust: "untrusted"}, nil, rules.Confirm},
	}
	for _, tt := range tests {
		if d := p.Decide(p.Prepare(tt.tool, rules.Session{}), rules.Call{Args: tt.args}); d.Action != tt.want {
			t.Errorf("%s %v: %v by %s, want %v", tt.tool.Name, tt.args, d.Action, d.Rule, tt.want)
		}
	}
}
