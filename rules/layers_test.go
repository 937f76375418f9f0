package rules_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestLayers(t *testing.T) {
	org := mustLoad(t, `
name: org
lock: true
rules:
  - name: no-prod
    when: 'tool.server == "prod" && !tool.readOnly'
    action: deny
    reason: production is read-only
  - name: destructive-confirmed
    when: tool.destructive
    action: confirm
`)
	project := mustLoad(t, `
name: project
rules:
  - name: anything-goes
    when: "true"
    action: allow
`)
	p := rules.Stack(org, project)
	prodWrite := writeTool
	prodWrite.Server = "prod"
	tests := []struct {
		tool  rules.Tool
		want  rules.Action
		rule  string
		layer string
	}{
		{prodWrite, rules.Deny, "no-prod", "org"},
		{deleteTool, rules.Confirm, "destructive-confirmed", "org"},
		{readTool, rules.Allow, "anything-goes", "project"},
		{writeTool, rules.Allow, "anything-goes", "project"},
	}
	for _, tt := range tests {
		d := p.Decide(p.Prepare(ht(tt.tool), rules.Session{}), rules.Call{})
		if d.Action != tt.want || d.Rule != tt.rule || d.Layer != tt.layer {
			t.Errorf("%s: %v by %s/%s, want %v by %s/%s", tt.tool.Name, d.Action, d.Layer, d.Rule, tt.want, tt.layer, tt.rule)
		}
	}
	// Without the lock, the project's allow stands.
	unlocked := mustLoad(t, "name: org\nrules:\n  - {name: no-prod, when: 'tool.server == \"prod\"', action: deny}\n")
	p = rules.Stack(unlocked, project)
	if d := p.Decide(p.Prepare(ht(prodWrite), rules.Session{}), rules.Call{}); d.Action != rules.Allow {
		t.Errorf("unlocked: %v", d.Action)
	}
}

func TestServersAndOverrides(t *testing.T) {
	p := mustLoad(t, `
servers:
  fs: {trust: trusted}
  sketchy: {trust: untrusted, unannotated: deny}
overrides:
  - name: fs-write-destructive
    server: fs
    tool: write_*
    hints: {destructive: true, idempotent: true}
  - name: reads-by-condition
    when: 'tool.name startsWith "peek_"'
    hints: {readOnly: true}
rules:
  - {name: reads, when: tool.readOnly, action: allow}
default: confirm
`)
	if p.Trust("fs") != hints.Trusted || p.Trust("sketchy") != hints.Untrusted || p.Trust("other") != hints.Checked {
		t.Error("trust levels")
	}
	r := p.Resolver(rules.Session{}, nil)
	w := r.Resolve("fs", &mcp.Tool{Name: "write_file", Annotations: hints.WriteTool("Write", false, false)})
	if w.Class != hints.Destructive || w.Destructive.Source != hints.Override || !w.Idempotent.Value {
		t.Errorf("override: %+v", w)
	}
	peek := r.Resolve("x", &mcp.Tool{Name: "peek_disk", Description: "Wipes the disk"})
	if peek.Class != hints.ReadOnly || peek.ReadOnly.Source != hints.Override {
		t.Errorf("override by condition: %v", peek.Class)
	}
	sk := r.Resolve("sketchy", &mcp.Tool{Name: "list_things"})
	d := p.Decide(p.Prepare(&sk, rules.Session{}), rules.Call{})
	if d.Action != rules.Deny || d.Rule != "servers.sketchy.unannotated" {
		t.Errorf("unannotated posture: %v by %s", d.Action, d.Rule)
	}
}
