package guard_test

import (
	"context"
	"slices"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The session is replaced between turns: visibility is decided again,
// approvals and pins are kept.
func TestSetSession(t *testing.T) {
	p := mustPolicy(t, `
extends: default
rules:
  - {name: plan-reads-only, when: 'session.mode == "plan" && !tool.readOnly', action: hide}
  - {name: deploy-needs-scope, when: 'tool.name == "deploy" && !("deploy" in session.scopes)', action: hide}
`)
	conf := &counting{verdict: func(*guard.Request) guard.Verdict {
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}
	}}
	g := newGuard(t, &guard.Options{Policy: p, Confirmer: conf})
	var r ran
	cs := dial(t, hostileServer("ops", &r, nil,
		&mcp.Tool{Name: "read_log", Annotations: hints.ReadOnlyTool("Read log", false)},
		writeTool(),
		&mcp.Tool{Name: "deploy", Description: "Deploy the service.", Annotations: hints.WriteTool("Deploy", false, true)}), newClient(g))
	if err := g.Name(cs, "ops"); err != nil {
		t.Fatal(err)
	}
	conn := g.Wrap(cs)
	visible := func() []string {
		t.Helper()
		ls, err := conn.Tools(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, l := range ls {
			names = append(names, l.Tool.Name+":"+l.Decision.Action.String())
		}
		slices.Sort(names)
		return names
	}
	if got := visible(); !slices.Equal(got, []string{"read_log:allow", "write_file:confirm"}) {
		t.Errorf("no session: %v", got)
	}
	args := map[string]any{"path": "/tmp/a", "content": "x"}
	callCS(t, cs, "write_file", args)
	if conf.n() != 1 {
		t.Fatal("write not confirmed")
	}

	g.SetSession(rules.Session{Mode: "plan"})
	if got := visible(); !slices.Equal(got, []string{"read_log:allow"}) {
		t.Errorf("plan mode: %v", got)
	}
	if b, blocked := guard.Blocked(callCS(t, cs, "write_file", args)); !blocked || b.Rule != "plan-reads-only" {
		t.Errorf("a tool hidden in plan mode was called: %v", b)
	}

	g.SetSession(rules.Session{Scopes: []string{"deploy"}})
	if got := visible(); !slices.Equal(got, []string{"deploy:confirm", "read_log:allow", "write_file:confirm"}) {
		t.Errorf("deploy scope: %v", got)
	}
	// The session approval survived both changes; the definition is still pinned.
	callCS(t, cs, "write_file", args)
	if conf.n() != 1 || r.count("write_file") != 2 {
		t.Errorf("approval lost across session changes: asked %d, ran %d", conf.n(), r.count("write_file"))
	}
	if g.Session().Scopes[0] != "deploy" {
		t.Error("Session does not return the new session")
	}
}
