package rules_test

// The adversarial suite of the rules package: each test is an attack a
// hostile server, a hostile model (through tool-call arguments) or a
// careless or hostile policy layer tried, written down so that it stays
// closed. docs/threat-model.md points here; the suite is one file (a
// little over 400 lines) so that each line of the threat model names a
// test in it.

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// decideArgs decides a call of a plain write tool with args.
func decideArgs(t *testing.T, p *rules.Policy, args map[string]any) rules.Decision {
	t.Helper()
	return p.Decide(p.Prepare(ht(writeTool), rules.Session{}), rules.Call{Args: args, Attempt: 1})
}

// nest puts v n objects deep.
func nest(v any, n int) any {
	for range n {
		v = map[string]any{"a": v}
	}
	return v
}

// TestAttackWalkLimits: a walk through the arguments that stops at its
// depth or size budget must not answer "no match". Positive and negated
// uses both deny, in the fast lane and on expr's VM.
func TestAttackWalkLimits(t *testing.T) {
	many := make([]any, 0, 10002)
	for range 10001 {
		many = append(many, "x")
	}
	many = append(many, "/etc/passwd")
	manyKeys := map[string]any{}
	for i := range 10001 {
		manyKeys[fmt.Sprint("k", i)] = 1
	}
	manyKeys["/etc/passwd"] = 1
	attacks := map[string]map[string]any{
		"10001 strings first": {"files": many},
		"33 objects deep":     {"x": nest("/etc/passwd", 33)},
		"deep list":           {"x": nest([]any{"https://evil.test/"}, 40)},
		"10001 keys":          {"x": manyKeys},
	}
	policies := map[string]string{
		"deny paths":        "rules:\n  - {name: etc, when: 'anyPath(args, [\"/etc/**\"])', action: deny}\ndefault: allow\n",
		"deny urls":         "rules:\n  - {name: web, when: 'anyURLOutside(args, [\"github.com\"])', action: deny}\ndefault: allow\n",
		"negated allow":     "rules:\n  - {name: clean, when: '!anyPath(args, [\"/etc/**\"]) && !anyURLOutside(args, [\"github.com\"])', action: allow}\ndefault: deny\n",
		"after a fast rule": "rules:\n  - {name: fast, when: 'args.n > 5', action: allow}\n  - {name: etc, when: 'anyPath(args, [\"/etc/**\"])', action: deny}\n  - {name: web, when: 'anyURLOutside(args, [\"github.com\"])', action: deny}\ndefault: allow\n",
		"in one segment":    "rules:\n  - {name: long, when: 'len(args) > 1000', action: allow}\n  - {name: etc, when: 'anyPath(args, [\"/etc/**\"]) || anyURLOutside(args, [\"github.com\"])', action: deny}\ndefault: allow\n",
	}
	for pname, src := range policies {
		p := mustLoad(t, src)
		for aname, args := range attacks {
			t.Run(pname+"/"+aname, func(t *testing.T) {
				d := decideArgs(t, p, args)
				if d.Action != rules.Deny {
					t.Fatalf("got %v by %s (err %v), want deny", d.Action, d.Rule, d.Err)
				}
				if d.Rule == "fast" || d.Rule == "default" && pname != "negated allow" {
					t.Errorf("decided by %s, want the rule that walks", d.Rule)
				}
			})
		}
	}
}

// TestAttackURLs: URLs are read the way servers read them (WHATWG).
func TestAttackURLs(t *testing.T) {
	p := mustLoad(t, `
rules:
  - {name: web, when: 'anyURLOutside(args, ["github.com", "*.githubusercontent.com", "127.0.0.1"])', action: deny}
default: allow
`)
	outside := []string{
		"http:evil.com/x", "https:/evil.com/x", `https:\\evil.com\x`, "//evil.com/x", `\\evil.com\x`, "evil.com/x", "evil.com",
		"HTTPS://EVIL.COM/", "  https://evil.com  ", "ht\ttps://evil.com/", "https://github.com@evil.com/", "https://github.com:pw@evil.com/",
		"github.com@evil.com/x", "https://github.com%2eevil.com/", "https://github.com.evil.com/", "https://ｅｖｉｌ.com/", "ｅｖｉｌ.com/x",
		"evil.com:8080/x", "https://evil.com./", "https://0x7f.0.0.2/", "http://169.254.169.254/latest", "169.254.169.254/latest",
		"ftp://evil.com/f", "wss://evil.com/", "git://evil.com/repo", "file://evil.com/share", "mailto:a@evil.com",
		"https://exa mple.com/", "http://[::1/", "https://xn--e-ufa.com/",
		// A URL parser drops tabs and newlines anywhere, so these name localhost.
		"loCAlho\rst", "local\nhost", "local\thost/admin",
	}
	for _, u := range outside {
		for _, args := range []map[string]any{{"url": u}, {"hooks": []any{map[string]any{u: true}}}} {
			if d := decideArgs(t, p, args); d.Action != rules.Deny {
				t.Errorf("%q in %v: %v by %s, want deny", u, args, d.Action, d.Rule)
			}
		}
	}
	inside := []string{
		"https://github.com/x", "https://GITHUB.COM./x", "https://git\thub.com/", "https://%67ithub.com/", "github.com/x",
		"https://raw.githubusercontent.com/a", "http://0x7f.1/", "https://evil.com%2f@github.com/", "mailto:a@github.com",
		"hello world", "notes", "/etc/passwd", "v1.2", "version 1.2.3", "data:text/plain,x.y", "a: b.c/d",
	}
	for _, u := range inside {
		if d := decideArgs(t, p, map[string]any{"url": u}); d.Action != rules.Allow {
			t.Errorf("%q: %v by %s (err %v), want allow", u, d.Action, d.Rule, d.Err)
		}
	}
}

// TestAttackPaths: paths are read the way servers read them.
func TestAttackPaths(t *testing.T) {
	p := mustLoad(t, `
paths: {home: /home/me, root: /srv/app}
rules:
  - {name: system, when: 'anyPath(args, ["/etc/**", "~/.ssh/**", "/srv/app/secrets/**", "**/.env"])', action: deny}
  - {name: under, when: 'pathUnder(args.dir, "/home/me/.aws/**")', action: deny}
default: allow
`)
	denied := []map[string]any{
		{"files": map[string]any{"/etc/cron.d/x": "* * * * * sh"}},
		{"path": "FILE:///etc/passwd"}, {"path": "file:/etc/passwd"}, {"path": "file://localhost/etc/passwd"},
		{"path": "file:///etc/%70asswd"}, {"path": " /etc/passwd "}, {"path": "\t/etc/passwd\n"},
		{"path": "~/.ssh/id_rsa"}, {"path": "/home/me/.ssh/id_rsa"}, {"path": "~/.ssh"}, {"path": "/home/me/x/../.ssh/config"},
		{"path": "secrets/key"}, {"path": "./secrets/key"}, {"path": "src/../secrets/key"}, {"path": ".env"},
		{"path": "config/.env"}, {"path": "/srv/app/.env"}, {"path": "../../etc/shadow"},
		{"dir": "~/.aws/credentials"}, {"dir": " ~/.aws "}, {"dir": "../../home/me/.aws"},
		{"path": "~root/.ssh/id_rsa"}, // cannot be expanded with certainty: an error, which denies
	}
	for _, args := range denied {
		if d := decideArgs(t, p, args); d.Action != rules.Deny {
			t.Errorf("%v: %v by %s, want deny", args, d.Action, d.Rule)
		}
	}
	allowed := []map[string]any{
		{"path": "/srv/app/src/main.go"}, {"path": "src/main.go"}, {"path": "hello"}, {"path": "/etcetera"},
		{"path": "https://example.com/etc/passwd"}, {"dir": "/home/me/src"}, {"path": "~"}, {"dir": ".aws"},
	}
	for _, args := range allowed {
		if d := decideArgs(t, p, args); d.Action != rules.Allow {
			t.Errorf("%v: %v by %s (err %v), want allow", args, d.Action, d.Rule, d.Err)
		}
	}
	// ~ in an argument and the home directory in a pattern meet too.
	q := mustLoad(t, "paths: {home: /home/me}\nrules:\n  - {name: ssh, when: 'anyPath(args, [\"/home/me/.ssh/**\"])', action: deny}\ndefault: allow\n")
	if d := decideArgs(t, q, map[string]any{"p": "~/.ssh/id_rsa"}); d.Action != rules.Deny {
		t.Errorf("~ against /home/me pattern: %v", d.Action)
	}
}

// TestAttackWrongTypes: a value of the wrong type is an error, and errors
// deny, in the fast lane and on the VM alike.
func TestAttackWrongTypes(t *testing.T) {
	p := mustLoad(t, `
rules:
  - {name: etc, when: 'pathUnder(args.path, "/etc/**")', action: deny}
  - {name: recursive, when: 'args.recursive == true', action: deny}
  - {name: modes, when: 'args.mode in ["force", "wipe"]', action: deny}
  - {name: not-dry, when: 'args.dry != false', action: confirm}
default: allow
`)
	tests := []struct {
		args map[string]any
		rule string
	}{
		{map[string]any{"path": []any{"/etc/passwd"}}, "etc"},
		{map[string]any{"path": map[string]any{"p": "/etc/passwd"}}, "etc"},
		{map[string]any{"recursive": "true", "dry": false}, "recursive"},
		{map[string]any{"recursive": 1.0, "dry": false}, "recursive"},
		{map[string]any{"mode": 1.0, "dry": false}, "modes"},
		{map[string]any{"mode": []any{"force"}, "dry": false}, "modes"},
		{map[string]any{"dry": "false"}, "not-dry"},
	}
	for _, tt := range tests {
		d := decideArgs(t, p, tt.args)
		if d.Action != rules.Deny || d.Rule != tt.rule || d.Err == nil {
			t.Errorf("%v: %v by %s (err %v), want deny by %s with an error", tt.args, d.Action, d.Rule, d.Err, tt.rule)
		}
		if d.Err != nil && strings.Contains(d.Err.Error(), "/etc/passwd") {
			t.Errorf("%v: the error shows an argument value: %v", tt.args, d.Err)
		}
	}
	for _, args := range []map[string]any{{"dry": false}, {"recursive": false, "mode": "safe", "path": "/tmp/x", "dry": false}} {
		if d := decideArgs(t, p, args); d.Action != rules.Allow {
			t.Errorf("%v: %v by %s (err %v), want allow", args, d.Action, d.Rule, d.Err)
		}
	}
}

// TestAttackLockedLayers: nothing below a locked layer loosens it.
func TestAttackLockedLayers(t *testing.T) {
	org := mustLoad(t, `
name: org
lock: true
rules:
  - {name: destructive-confirmed, when: tool.destructive, action: confirm}
retry:
  - {name: timeouts-only, when: 'error.timeout', max: 2}
`)
	project := mustLoad(t, `
name: project
servers:
  fs: {trust: trusted}
overrides:
  - {name: loosen, tool: delete_file, hints: {readOnly: true, destructive: false}}
  - {name: retry-me, tool: create_issue, hints: {idempotent: true}}
rules:
  - {name: anything-goes, when: 'true', action: allow}
`)
	p := rules.Stack(org, project)
	if got := p.Trust("fs"); got != hints.Checked {
		t.Errorf("trust under a locked layer: %v, want checked", got)
	}
	r := p.Resolver(rules.Session{}, nil)
	f := false
	for _, def := range []*mcp.Tool{
		{Name: "delete_file"},
		{Name: "delete_file", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &f}},
		{Name: "remove_all", Annotations: &mcp.ToolAnnotations{DestructiveHint: &f}},
	} {
		tool := r.Resolve("fs", def)
		d := p.Decide(p.Prepare(&tool, rules.Session{}), rules.Call{Attempt: 1})
		if d.Action != rules.Confirm || d.Layer != "org" {
			t.Errorf("%s %+v: %v by %s/%s (class %v), want confirm by org", def.Name, def.Annotations, d.Action, d.Layer, d.Rule, tool.Class)
		}
	}
	issue := r.Resolve("gh", &mcp.Tool{Name: "create_issue", Annotations: &mcp.ToolAnnotations{DestructiveHint: &f}})
	if issue.Idempotent.Value {
		t.Errorf("create_issue made idempotent by a lower layer")
	}
	prep := p.Prepare(&issue, rules.Session{})
	if again, _, _ := p.Retry(prep, rules.Call{Attempt: 1}, rules.Failure{Transient: true, Timeout: true}); again {
		t.Error("non-idempotent tool retried")
	}
	// A lower layer's default retry does not replace the locked layer's rules.
	get := r.Resolve("gh", &mcp.Tool{Name: "get_issue", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}})
	prep = p.Prepare(&get, rules.Session{})
	if again, _, rule := p.Retry(prep, rules.Call{Attempt: 1}, rules.Failure{Transient: true}); again {
		t.Errorf("retried a transient error the locked layer does not retry (rule %s)", rule)
	}
	loose := mustLoad(t, "name: loose\nretry:\n  - {name: always, when: 'true', max: 10}\n")
	p2 := rules.Stack(org, loose)
	prep = p2.Prepare(&get, rules.Session{})
	if again, _, _ := p2.Retry(prep, rules.Call{Attempt: 1}, rules.Failure{Transient: true}); again {
		t.Error("a lower layer's retry rule loosened the locked layer's")
	}
	if again, _, _ := p2.Retry(prep, rules.Call{Attempt: 2}, rules.Failure{Timeout: true}); again {
		t.Error("a lower layer's max loosened the locked layer's")
	}
	if again, _, _ := p2.Retry(prep, rules.Call{Attempt: 1}, rules.Failure{Timeout: true}); !again {
		t.Error("both layers retry a first timeout")
	}
	// Lower layers may tighten and lower trust, locked above or not.
	unlocked := mustLoad(t, "name: org\nservers:\n  fs: {trust: trusted}\noverrides:\n  - {tool: rm, hints: {destructive: false}}\n")
	tight := mustLoad(t, "name: project\nservers:\n  fs: {trust: untrusted}\noverrides:\n  - {tool: rm, hints: {destructive: true}}\n")
	p3 := rules.Stack(unlocked, tight)
	if got := p3.Trust("fs"); got != hints.Untrusted {
		t.Errorf("lower layer lowering trust: %v", got)
	}
	rm := p3.Resolver(rules.Session{}, nil).Resolve("x", &mcp.Tool{Name: "rm"})
	if !rm.Destructive.Value {
		t.Error("lower layer tightening destructive was ignored")
	}
	// Without a lock, a higher layer's explicit word still stands.
	p4 := rules.Stack(tight, unlocked)
	if got := p4.Trust("fs"); got != hints.Untrusted {
		t.Errorf("lower layer raising trust over a higher one: %v", got)
	}
}

// TestAttackOverrideConditions: override conditions see the session, and
// a condition that fails makes the tool more dangerous, never less.
func TestAttackOverrideConditions(t *testing.T) {
	p := mustLoad(t, `
overrides:
  - {name: plan-is-read-only, when: 'session.mode == "plan"', tool: "sync_*", hints: {readOnly: true}}
  - {name: broken-tighten, when: 'int(session.labels.level) > 2', tool: "put_*", hints: {destructive: true, openWorld: true}}
  - {name: broken-loosen, when: 'int(session.labels.level) > 2', tool: "del_*", hints: {readOnly: true}}
`)
	plan := rules.Session{Mode: "plan"}
	if s := p.Resolver(plan, nil).Resolve("x", &mcp.Tool{Name: "sync_repo"}); !s.ReadOnly.Value {
		t.Errorf("override condition did not see the session: %v", s.Class)
	}
	if s := p.Resolver(rules.Session{}, nil).Resolve("x", &mcp.Tool{Name: "sync_repo"}); s.ReadOnly.Value {
		t.Error("override applied without its session")
	}
	f := false
	broken := rules.Session{Labels: map[string]string{"level": "high"}}
	r := p.Resolver(broken, nil)
	put := r.Resolve("x", &mcp.Tool{Name: "put_object", Annotations: &mcp.ToolAnnotations{DestructiveHint: &f, OpenWorldHint: &f}})
	if !put.Destructive.Value || !put.OpenWorld.Value {
		t.Errorf("a failing condition dropped a tightening override: destructive %v openWorld %v", put.Destructive.Value, put.OpenWorld.Value)
	}
	del := r.Resolve("x", &mcp.Tool{Name: "del_object"})
	if del.ReadOnly.Value {
		t.Error("a failing condition applied a loosening override")
	}
}

// TestAttackUnannotated: empty annotations or a title alone declare no
// hint, so the server's unannotated posture applies.
func TestAttackUnannotated(t *testing.T) {
	p := mustLoad(t, "servers:\n  x: {unannotated: deny}\n  '*': {unannotated: hide}\ndefault: allow\n")
	for _, a := range []*mcp.ToolAnnotations{nil, {}, {Title: "List things"}} {
		tool := p.Resolver(rules.Session{}, nil).Resolve("x", &mcp.Tool{Name: "list_things", Annotations: a})
		d := p.Decide(p.Prepare(&tool, rules.Session{}), rules.Call{})
		if d.Action != rules.Deny || d.Rule != "servers.x.unannotated" {
			t.Errorf("annotations %+v: %v by %s", a, d.Action, d.Rule)
		}
		other := p.Resolver(rules.Session{}, nil).Resolve("unnamed", &mcp.Tool{Name: "list_things", Annotations: a})
		if d := p.Decide(p.Prepare(&other, rules.Session{}), rules.Call{}); d.Action != rules.Hide {
			t.Errorf("unnamed server, annotations %+v: %v by %s", a, d.Action, d.Rule)
		}
	}
	tool := p.Resolver(rules.Session{}, nil).Resolve("x", &mcp.Tool{Name: "list_things", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}})
	if d := p.Decide(p.Prepare(&tool, rules.Session{}), rules.Call{}); d.Action != rules.Allow {
		t.Errorf("annotated tool: %v by %s", d.Action, d.Rule)
	}
}

// TestAttackTaggedTools: one rule hides every tool tagged admin.
func TestAttackTaggedTools(t *testing.T) {
	p := mustLoad(t, "rules:\n  - {name: no-admin, when: '\"admin\" in tool.tags', action: hide}\ndefault: allow\n")
	r := p.Resolver(rules.Session{}, nil)
	for _, meta := range []mcp.Meta{{"tags": []any{"Admin"}}, {"category": "admin"}, {"com.example/tags": []any{"ops", "admin"}}} {
		tool := r.Resolve("x", &mcp.Tool{Name: "rotate_keys", Meta: meta})
		if d := p.Decide(p.Prepare(&tool, rules.Session{}), rules.Call{}); d.Action != rules.Hide {
			t.Errorf("%v: %v by %s", meta, d.Action, d.Rule)
		}
	}
	tool := r.Resolve("x", &mcp.Tool{Name: "list", Meta: mcp.Meta{"tags": []any{"read"}}})
	if d := p.Decide(p.Prepare(&tool, rules.Session{}), rules.Call{}); d.Action != rules.Allow {
		t.Errorf("untagged: %v", d.Action)
	}
}

// TestAttackDeepYAML: a deeply nested policy is rejected before it is
// parsed (the parser's memory grows with the square of the depth), with
// the position where it got too deep.
func TestAttackDeepYAML(t *testing.T) {
	var block strings.Builder
	block.WriteString("rules:\n")
	for i := range 200 {
		block.WriteString(strings.Repeat(" ", i+1) + "-\n")
	}
	attacks := map[string]string{
		"flow lists": "rules: " + strings.Repeat("[", 3000) + strings.Repeat("]", 3000) + "\n",
		"flow maps":  "rules: " + strings.Repeat("{a: ", 2000) + strings.Repeat("}", 2000) + "\n",
		"dashes":     "rules:\n" + strings.Repeat("- ", 2000) + "x\n",
		"indented":   block.String(),
	}
	for name, src := range attacks {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := rules.Load("deep.yaml", []byte(src))
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "nested more than 64 levels deep") || !strings.Contains(err.Error(), "deep.yaml:") {
			t.Errorf("%s: got %v", name, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
			t.Errorf("%s: loading allocated %d MB", name, grew>>20)
		}
	}
	// Ordinary nesting, block scalars and brackets in strings are fine.
	ok := "rules:\n  - name: a\n    when: 'args.p in [\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"]'\n    action: deny\n    reason: |\n" +
		strings.Repeat("      [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n", 3) + "default: allow\n"
	if _, err := rules.Load("ok.yaml", []byte(ok)); err != nil {
		t.Errorf("ordinary policy: %v", err)
	}
	// The size limit holds too.
	if _, err := rules.Load("big.yaml", []byte(strings.Repeat("#", rules.MaxFileSize+1))); err == nil {
		t.Error("oversized policy loaded")
	}
}

// TestAttackGoTypedArgs: arguments built in Go (typed maps, slices,
// structs) are read as the server receives them, as JSON, not skipped.
func TestAttackGoTypedArgs(t *testing.T) {
	p := mustLoad(t, `
rules:
  - {name: etc, when: 'anyPath(args, ["/etc/**"])', action: deny}
  - {name: force, when: 'args.opts.force == true', action: deny}
default: allow
`)
	type target struct {
		Path string `json:"path"`
	}
	for _, args := range []map[string]any{
		{"x": map[string][]string{"a": {"/etc/passwd"}}},
		{"x": []map[string]string{{"p": "/etc/passwd"}}},
		{"x": target{Path: "/etc/passwd"}},
		{"x": &target{Path: "/etc/passwd"}},
		{"x": map[string]int{"/etc/passwd": 1}},
		{"opts": map[string]bool{"force": true}},
		{"opts": struct {
			Force bool `json:"force"`
		}{true}},
	} {
		if d := decideArgs(t, p, args); d.Action != rules.Deny {
			t.Errorf("%#v: %v by %s (err %v), want deny", args, d.Action, d.Rule, d.Err)
		}
	}
	if d := decideArgs(t, p, map[string]any{"opts": map[string]bool{"force": false}, "x": []string{"/tmp/x"}}); d.Action != rules.Allow {
		t.Errorf("harmless typed args: %v by %s (err %v)", d.Action, d.Rule, d.Err)
	}
}
