package rules_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/rules"
)

// The same 20 first-match rules, in the policy language and by hand in Go.
// The benchmark call matches none of them: the worst case.
const bench20 = `
rules:
  - {name: r01, when: 'tool.readOnly && tool.server in ["docs", "search"]', action: allow}
  - {name: r02, when: 'tool.destructive && tool.trust == "untrusted"', action: hide}
  - {name: r03, when: 'glob("*_secret*", tool.name)', action: hide}
  - {name: r04, when: 'tool.name matches "^(drop|truncate)_"', action: deny}
  - {name: r05, when: 'tool.server in ["prod-db", "billing", "payroll"] && !tool.readOnly', action: deny}
  - {name: r06, when: 'args.path startsWith "/etc/"', action: deny}
  - {name: r07, when: 'args.path startsWith "/usr/" || args.path startsWith "/var/lib/"', action: deny}
  - {name: r08, when: 'args.path matches "\\.(pem|key|p12)$"', action: deny}
  - {name: r09, when: 'args.path contains "/.ssh/"', action: deny}
  - {name: r10, when: 'args.count > 1000', action: deny}
  - {name: r11, when: 'args.amount >= 500', action: confirm}
  - {name: r12, when: 'attempt > 3', action: deny}
  - {name: r13, when: 'tool.changed', action: confirm}
  - {name: r14, when: 'tool.openWorld && tool.class == "destructive"', action: confirm}
  - {name: r15, when: 'tool.name endsWith "_all"', action: confirm}
  - {name: r16, when: 'tool.server == "fs" && args.path startsWith "/tmp/"', action: allow}
  - {name: r17, when: 'args.url matches "^http://"', action: deny}
  - {name: r18, when: 'args.recursive == true && tool.destructive', action: confirm}
  - {name: r19, when: 'tool.class == "write" && args.mode == "overwrite"', action: confirm}
  - {name: r20, when: 'confirmed && attempt == 1 && tool.idempotent', action: allow}
default: confirm
`

var (
	benchTool = rules.Tool{Name: "write_file", Server: "fs", Class: "write", Trust: "checked", Annotated: true}
	benchArgs = map[string]any{"path": "/home/me/project/main.go", "count": 3.0, "content": "package main"}
)

type goEnv struct {
	tool      rules.Tool
	args      map[string]any
	attempt   int
	confirmed bool
}

var (
	reDrop = regexp.MustCompile(`^(drop|truncate)_`)
	reKey  = regexp.MustCompile(`\.(pem|key|p12)$`)
	reHTTP = regexp.MustCompile(`^http://`)
)

func str(m map[string]any, k string) (string, bool) {
	s, ok := m[k].(string)
	return s, ok
}

func num(m map[string]any, k string) (float64, bool) {
	f, ok := m[k].(float64)
	return f, ok
}

// decideGo is bench20 written by hand.
func decideGo(e *goEnv) (rules.Action, string) {
	t := &e.tool
	path, hasPath := str(e.args, "path")
	switch {
	case t.ReadOnly && (t.Server == "docs" || t.Server == "search"):
		return rules.Allow, "r01"
	case t.Destructive && t.Trust == "untrusted":
		return rules.Hide, "r02"
	case strings.Contains(t.Name, "_secret"):
		return rules.Hide, "r03"
	case reDrop.MatchString(t.Name):
		return rules.Deny, "r04"
	case slices.Contains([]string{"prod-db", "billing", "payroll"}, t.Server) && !t.ReadOnly:
		return rules.Deny, "r05"
	case hasPath && strings.HasPrefix(path, "/etc/"):
		return rules.Deny, "r06"
	case hasPath && (strings.HasPrefix(path, "/usr/") || strings.HasPrefix(path, "/var/lib/")):
		return rules.Deny, "r07"
	case hasPath && reKey.MatchString(path):
		return rules.Deny, "r08"
	case hasPath && strings.Contains(path, "/.ssh/"):
		return rules.Deny, "r09"
	}
	if n, ok := num(e.args, "count"); ok && n > 1000 {
		return rules.Deny, "r10"
	}
	if n, ok := num(e.args, "amount"); ok && n >= 500 {
		return rules.Confirm, "r11"
	}
	switch {
	case e.attempt > 3:
		return rules.Deny, "r12"
	case t.Changed:
		return rules.Confirm, "r13"
	case t.OpenWorld && t.Class == "destructive":
		return rules.Confirm, "r14"
	case strings.HasSuffix(t.Name, "_all"):
		return rules.Confirm, "r15"
	case t.Server == "fs" && hasPath && strings.HasPrefix(path, "/tmp/"):
		return rules.Allow, "r16"
	}
	if u, ok := str(e.args, "url"); ok && reHTTP.MatchString(u) {
		return rules.Deny, "r17"
	}
	if r, ok := e.args["recursive"].(bool); ok && r && t.Destructive {
		return rules.Confirm, "r18"
	}
	if m, ok := str(e.args, "mode"); ok && t.Class == "write" && m == "overwrite" {
		return rules.Confirm, "r19"
	}
	if e.confirmed && e.attempt == 1 && t.Idempotent {
		return rules.Allow, "r20"
	}
	return rules.Confirm, "default"
}

func TestBenchRulesAgree(t *testing.T) {
	p := mustLoad(t, bench20)
	cases := []struct {
		tool rules.Tool
		args map[string]any
	}{
		{benchTool, benchArgs},
		{benchTool, map[string]any{"path": "/etc/passwd"}},
		{benchTool, map[string]any{"path": "/home/me/id.pem"}},
		{benchTool, map[string]any{"count": 5000.0}},
		{benchTool, map[string]any{"path": "/tmp/x"}},
		{benchTool, map[string]any{"url": "http://x"}},
		{benchTool, map[string]any{"mode": "overwrite"}},
		{rules.Tool{Name: "drop_table", Class: "destructive", Destructive: true}, nil},
		{rules.Tool{Name: "get_secret", Class: "read_only", ReadOnly: true}, nil},
		{rules.Tool{Name: "x", Server: "billing", Class: "write"}, nil},
	}
	for _, c := range cases {
		want, wantRule := decideGo(&goEnv{tool: c.tool, args: c.args, attempt: 1})
		d := p.Decide(p.Prepare(ht(c.tool), rules.Session{}), rules.Call{Args: c.args, Attempt: 1})
		if d.Action != want || d.Rule != wantRule {
			t.Errorf("%s %v: expr %v/%s, Go %v/%s (err %v)", c.tool.Name, c.args, d.Action, d.Rule, want, wantRule, d.Err)
		}
	}
}

func BenchmarkDecide(b *testing.B) {
	b.Run("expr-20rules", func(b *testing.B) {
		p := mustLoad(b, bench20)
		prep := p.Prepare(ht(benchTool), rules.Session{})
		call := rules.Call{Args: benchArgs, Attempt: 1}
		b.ReportAllocs()
		for b.Loop() {
			if d := p.Decide(prep, call); d.Rule != "default" {
				b.Fatal(d.Rule, d.Err)
			}
		}
	})
	b.Run("go-20rules", func(b *testing.B) {
		e := &goEnv{tool: benchTool, args: benchArgs, attempt: 1}
		b.ReportAllocs()
		for b.Loop() {
			if _, r := decideGo(e); r != "default" {
				b.Fatal(r)
			}
		}
	})
	b.Run("expr-20rules-naive", func(b *testing.B) {
		// Every rule evaluated in full, one program each: what the
		// prepared chain saves.
		p := mustLoad(b, bench20)
		prep := p.Prepare(ht(benchTool), rules.Session{})
		call := rules.Call{Args: benchArgs, Attempt: 1}
		b.ReportAllocs()
		for b.Loop() {
			p.Explain(prep, call)
		}
	})
}

func BenchmarkPrepare(b *testing.B) {
	p := mustLoad(b, bench20)
	b.ReportAllocs()
	for b.Loop() {
		p.Prepare(ht(benchTool), rules.Session{})
	}
}
