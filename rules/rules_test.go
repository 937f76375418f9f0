package rules_test

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

func mustLoad(t testing.TB, src string) *rules.Policy {
	t.Helper()
	p, err := rules.Load("test.yaml", []byte(src))
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return p
}

var (
	readTool    = rules.Tool{Name: "read_file", Server: "fs", Class: "read_only", ReadOnly: true, Idempotent: true, Trust: "checked", Annotated: true}
	writeTool   = rules.Tool{Name: "write_file", Server: "fs", Class: "write", Trust: "checked", Annotated: true}
	deleteTool  = rules.Tool{Name: "delete_file", Server: "fs", Class: "destructive", Destructive: true, Idempotent: true, Trust: "checked"}
	untrustedRm = rules.Tool{Name: "rm", Server: "web", Class: "destructive", Destructive: true, Trust: "untrusted"}
)

const policy = `
name: test
rules:
  - name: no-system-files
    when: 'anyPath(args, ["/etc/**"])'
    action: deny
    reason: "{{ tool.name }} may not touch system files"
  - name: no-big-batches
    when: 'args.count > 100'
    action: deny
  - name: outside-hosts
    when: 'anyURLOutside(args, ["github.com", "*.example.com"])'
    action: confirm
    message: "{{ tool.title }} reaches another host"
  - name: reads-are-free
    when: tool.readOnly
    action: allow
  - name: secrets-hidden
    when: glob("*secret*", tool.name)
    action: hide
  - name: tmp-writes
    when: 'tool.class == "write" && args.path startsWith "/tmp/"'
    action: allow
  - name: destructive-needs-a-human
    when: tool.destructive
    action: confirm
    message: "Delete {{ args.path }}?"
default: deny
`

func TestDecide(t *testing.T) {
	p := mustLoad(t, policy)
	tests := []struct {
		name   string
		tool   rules.Tool
		args   map[string]any
		action rules.Action
		rule   string
		text   string // reason or message
	}{
		{"read allowed", readTool, map[string]any{"path": "/home/me/notes"}, rules.Allow, "reads-are-free", ""},
		{"read of /etc denied", readTool, map[string]any{"path": "/etc/passwd"}, rules.Deny, "no-system-files", "read_file may not touch system files"},
		{"nested path denied", writeTool, map[string]any{"files": []any{map[string]any{"p": "/etc/hosts"}}}, rules.Deny, "no-system-files", ""},
		{"dot-dot cannot escape", writeTool, map[string]any{"path": "/tmp/../etc/shadow"}, rules.Deny, "no-system-files", ""},
		{"missing path is false, not an error", writeTool, map[string]any{}, rules.Deny, "default", "blocked by the policy's default"},
		{"nil args", writeTool, nil, rules.Deny, "default", ""},
		{"tmp write allowed", writeTool, map[string]any{"path": "/tmp/x"}, rules.Allow, "tmp-writes", ""},
		{"numeric limit", writeTool, map[string]any{"count": 101}, rules.Deny, "no-big-batches", ""},
		{"numeric limit float", writeTool, map[string]any{"count": 100.5}, rules.Deny, "no-big-batches", ""},
		{"url outside", readTool, map[string]any{"url": "https://evil.test/x"}, rules.Confirm, "outside-hosts", ""},
		{"url inside", readTool, map[string]any{"url": "https://api.example.com/x"}, rules.Allow, "reads-are-free", ""},
		{"destructive confirmed with message", deleteTool, map[string]any{"path": "/home/me/x"}, rules.Confirm, "destructive-needs-a-human", "Delete /home/me/x?"},
		{"message with missing arg", deleteTool, nil, rules.Confirm, "destructive-needs-a-human", "Delete <none>?"},
		{"hidden by glob", rules.Tool{Name: "get_secret_key", Class: "write"}, nil, rules.Hide, "secrets-hidden", "blocked by policy rule secrets-hidden"},
		{"wrong argument type fails closed", writeTool, map[string]any{"count": "many"}, rules.Deny, "no-big-batches", "policy error"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prep := p.Prepare(ht(tt.tool), rules.Session{})
			d := p.Decide(prep, rules.Call{Args: tt.args, Attempt: 1})
			if d.Action != tt.action || d.Rule != tt.rule {
				t.Fatalf("got %v by %q (err %v), want %v by %q", d.Action, d.Rule, d.Err, tt.action, tt.rule)
			}
			if got := d.Reason + d.Message; tt.text != "" && got != tt.text {
				t.Errorf("text %q, want %q", got, tt.text)
			}
			// Explain agrees with Decide.
			ed, steps := p.Explain(prep, rules.Call{Args: tt.args, Attempt: 1})
			if ed.Action != d.Action || ed.Rule != d.Rule || len(steps) == 0 {
				t.Errorf("explain: %v %v %d steps", ed.Action, ed.Rule, len(steps))
			}
		})
	}
}

func TestFailClosed(t *testing.T) {
	p := mustLoad(t, `
rules:
  - name: divide
    when: '10 / args.n > 1'
    action: allow
  - name: regex
    when: 'args.s matches "^a+$"'
    action: allow
default: allow
`)
	prep := p.Prepare(ht(writeTool), rules.Session{})
	d := p.Decide(prep, rules.Call{Args: map[string]any{"n": "zero"}})
	if d.Action != rules.Deny || d.Rule != "divide" || d.Err == nil || !strings.Contains(d.Err.Error(), "rule divide") {
		t.Errorf("runtime error: got %+v", d)
	}
	d = p.Decide(prep, rules.Call{Args: map[string]any{"n": 100, "s": 5}})
	if d.Action != rules.Deny || d.Rule != "regex" {
		t.Errorf("type error: got %+v", d)
	}
	// Unprepared or foreign tools are denied.
	if d := p.Decide(nil, rules.Call{}); d.Action != rules.Deny || d.Err == nil {
		t.Errorf("nil prepared: %+v", d)
	}
	other := mustLoad(t, "default: allow\n")
	if d := other.Decide(prep, rules.Call{}); d.Action != rules.Deny {
		t.Errorf("foreign prepared: %+v", d)
	}
	// The zero Decision denies.
	if (rules.Decision{}).Action != rules.Deny {
		t.Error("zero Decision does not deny")
	}
}

func TestSessionAndConfirmed(t *testing.T) {
	p := mustLoad(t, `
rules:
  - name: deploy-scope
    when: 'tool.name == "deploy" && !("deploy" in session.scopes)'
    action: deny
  - name: already-confirmed
    when: confirmed
    action: allow
  - name: plan-mode
    when: 'session.mode == "plan" && !tool.readOnly'
    action: deny
  - name: retry-attempts
    when: attempt > 1
    action: allow
default: confirm
`)
	dep := rules.Tool{Name: "deploy", Class: "destructive", Destructive: true}
	tests := []struct {
		tool rules.Tool
		sess rules.Session
		call rules.Call
		rule string
	}{
		{dep, rules.Session{}, rules.Call{}, "deploy-scope"},
		{dep, rules.Session{Scopes: []string{"deploy"}}, rules.Call{}, "default"},
		{dep, rules.Session{Scopes: []string{"deploy"}}, rules.Call{Confirmed: true}, "already-confirmed"},
		{writeTool, rules.Session{Mode: "plan"}, rules.Call{}, "plan-mode"},
		{writeTool, rules.Session{}, rules.Call{Attempt: 2}, "retry-attempts"},
	}
	for _, tt := range tests {
		d := p.Decide(p.Prepare(ht(tt.tool), tt.sess), tt.call)
		if d.Rule != tt.rule {
			t.Errorf("%s %+v %+v: rule %q, want %q", tt.tool.Name, tt.sess, tt.call, d.Rule, tt.rule)
		}
	}
}

func TestPresets(t *testing.T) {
	if got := strings.Join(rules.Presets(), ","); got != "default,permissive,strict" {
		t.Fatalf("presets %s", got)
	}
	changed := readTool
	changed.Changed = true
	untrustedRead := readTool
	untrustedRead.Trust = "untrusted"
	tests := []struct {
		preset string
		tool   rules.Tool
		want   rules.Action
	}{
		{"default", readTool, rules.Allow},
		{"default", writeTool, rules.Confirm},
		{"default", deleteTool, rules.Confirm},
		{"default", changed, rules.Confirm},
		{"strict", readTool, rules.Allow},
		{"strict", untrustedRead, rules.Confirm},
		{"strict", untrustedRm, rules.Hide},
		{"strict", writeTool, rules.Confirm},
		{"permissive", writeTool, rules.Allow},
		{"permissive", deleteTool, rules.Confirm},
	}
	for _, tt := range tests {
		c, err := rules.Preset(tt.preset)
		if err != nil {
			t.Fatal(err)
		}
		p, err := rules.Compile(c)
		if err != nil {
			t.Fatal(err)
		}
		if d := p.Decide(p.Prepare(ht(tt.tool), rules.Session{}), rules.Call{}); d.Action != tt.want {
			t.Errorf("%s/%s: %v by %s, want %v", tt.preset, tt.tool.Name, d.Action, d.Rule, tt.want)
		}
	}
	if _, err := rules.Preset("lax"); err == nil || !strings.Contains(err.Error(), "default, permissive, strict") {
		t.Errorf("unknown preset: %v", err)
	}
	// extends: a file's rules come before the preset's.
	p := mustLoad(t, "extends: default\nrules:\n  - {name: no-deletes, when: tool.destructive, action: deny}\n")
	if d := p.Decide(p.Prepare(ht(deleteTool), rules.Session{}), rules.Call{}); d.Rule != "no-deletes" {
		t.Errorf("extends: %s", d.Rule)
	}
	if d := p.Decide(p.Prepare(ht(readTool), rules.Session{}), rules.Call{}); d.Rule != "read-only-allowed" {
		t.Errorf("extends: %s", d.Rule)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"unknown key", "rules:\n  - name: x\n    whn: true\n    action: allow\n", []string{`test.yaml:3:5: rule x: unknown field "whn"`}},
		{"wrong type", "rules:\n  - name: x\n    when: [1]\n    action: allow\n", []string{"test.yaml:3:11: rule x: wrong type: got a list, want a string"}},
		{"unknown field in expression", "rules:\n  - name: typo\n    when: tool.raedOnly\n    action: allow\n", []string{"test.yaml:3:", "rule typo: when: tool has no field raedOnly"}},
		{"unknown name", "rules:\n  - name: x\n    when: argz.path == 1\n    action: allow\n", []string{"rule x: when: unknown name argz"}},
		{"non-boolean", "rules:\n  - name: s\n    when: tool.name\n    action: allow\n", []string{"rule s: when: expected bool, but got string"}},
		{"unknown action", "rules:\n  - name: a\n    action: maybe\n", []string{`test.yaml:3:13: rule a: unknown action "maybe"`}},
		{"no action", "rules:\n  - name: a\n    when: 'true'\n", []string{"rule a: no action"}},
		{"duplicate", "rules:\n  - {name: a, action: allow, when: tool.readOnly}\n  - {name: a, action: deny}\n", []string{"test.yaml:3:", "rule a: duplicate rule name (first at test.yaml:2:"}},
		{"unreachable", "rules:\n  - {name: all, action: confirm}\n  - {name: late, action: deny, when: tool.readOnly}\n", []string{"rule late: unreachable: rule all before it matches every call"}},
		{"no name", "rules:\n  - {action: deny}\n", []string{"rule has no name"}},
		{"bad trust", "servers:\n  a: {trust: maybe}\n", []string{"test.yaml:2:", "servers.a.trust: unknown trust level"}},
		{"bad default", "default: yes-please\n", []string{"default: unknown action"}},
		{"bad template", "rules:\n  - {name: m, action: confirm, message: '{{ tool.nme }}'}\n", []string{"rule m: message: in {{ tool.nme }}"}},
		{"bad duration", "retry:\n  - {when: 'true', backoff: {base: soon}}\n", []string{`backoff.base: "soon" is not a duration`}},
		{"override with args", "overrides:\n  - {when: 'args.x == 1', hints: {readOnly: true}}\n", []string{"overrides see only the tool and session"}},
		{"override without hints", "overrides:\n  - {tool: x}\n", []string{"override sets no hints"}},
		{"bad extends", "extends: lax\n", []string{`extends: unknown preset "lax"`}},
		{"not yaml", "rules: [\n", []string{"test.yaml:"}},
		{"alias bomb", "rules:\n  - &a {name: x, action: allow, when: 'tool.readOnly'}\n" + bomb(), []string{"aliases expand to more than"}},
		{"several at once", "rules:\n  - {name: a, action: nope}\n  - {name: b, when: tool.nope, action: allow}\n", []string{"rule a:", "rule b:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.Load("test.yaml", []byte(tt.src))
			if err == nil {
				t.Fatal("loaded")
			}
			var e *rules.Error
			if !errors.As(err, &e) {
				t.Errorf("not a *rules.Error: %T", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func FuzzLoad(f *testing.F) {
	f.Add([]byte(policy))
	f.Add([]byte("rules:\n  - {name: a, when: 'args.x.y.z > 1', action: deny}\n"))
	f.Add([]byte("servers: {a: {trust: trusted}}\noverrides: [{tool: '*', hints: {readOnly: true}}]\n"))
	f.Add([]byte("retry: [{when: 'true', max: 2}]\ndefault: hide\n"))
	f.Add([]byte("{{{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := rules.Load("fuzz.yaml", data)
		if err != nil {
			return
		}
		// Whatever loads must decide without panicking.
		prep := p.Prepare(ht(writeTool), rules.Session{})
		p.Decide(prep, rules.Call{Args: map[string]any{"path": "/etc/x", "n": 1.5}})
	})
}

func TestStaticErrorKeepsFirstMatch(t *testing.T) {
	// int(tool.name) fails for non-numeric names at Prepare time; a rule before it
	// that matches still decides, and otherwise the failure denies.
	p := mustLoad(t, `
rules:
  - {name: tmp, when: 'args.path startsWith "/tmp/"', action: allow}
  - {name: broken, when: 'int(tool.name) > 1', action: allow}
default: allow
`)
	prep := p.Prepare(ht(rules.Tool{Name: "short"}), rules.Session{})
	if d := p.Decide(prep, rules.Call{Args: map[string]any{"path": "/tmp/a"}}); d.Action != rules.Allow || d.Rule != "tmp" {
		t.Errorf("earlier match: %v %s", d.Action, d.Rule)
	}
	if d := p.Decide(prep, rules.Call{Args: map[string]any{"path": "/home/a"}}); d.Action != rules.Deny || d.Rule != "broken" || d.Err == nil {
		t.Errorf("failure: %v %s %v", d.Action, d.Rule, d.Err)
	}
}

func TestConfigIsCopied(t *testing.T) {
	confirm := rules.Confirm
	c := rules.Config{Servers: map[string]rules.Server{"a": {Trust: hints.Untrusted, Unannotated: &confirm}}}
	p, err := rules.Compile(c)
	if err != nil {
		t.Fatal(err)
	}
	c.Servers["a"] = rules.Server{Trust: hints.Trusted}
	confirm = rules.Allow
	if p.Trust("a") != hints.Untrusted {
		t.Error("policy changed with its config")
	}
	d := p.Decide(p.Prepare(ht(rules.Tool{Server: "a"}), rules.Session{}), rules.Call{})
	if d.Action != rules.Confirm {
		t.Errorf("unannotated posture changed with its config: %v", d.Action)
	}
}

// bomb returns overrides whose aliases expand to 10^7 nodes.
func bomb() string {
	var b strings.Builder
	b.WriteString("overrides:\n  - name: o\n    tool: x\n    hints: {readOnly: true}\n    when: ''\n    server: &l0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 7; i++ {
		fmt.Fprintf(&b, "  - {name: o%d, tool: x, hints: {readOnly: true}, server: &l%d [", i, i)
		for j := range 10 {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*l%d", i-1)
		}
		b.WriteString("]}\n")
	}
	return b.String()
}

// TestConcurrentDecide prepares and decides from many goroutines at once,
// for the race detector: the chain cache is filled concurrently.
func TestConcurrentDecide(t *testing.T) {
	p := mustLoad(t, policy)
	tools := []rules.Tool{readTool, writeTool, deleteTool, untrustedRm}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				tool := tools[(g+i)%len(tools)]
				prep := p.Prepare(ht(tool), rules.Session{})
				d := p.Decide(prep, rules.Call{Args: map[string]any{"path": "/etc/x"}, Attempt: 1})
				if d.Action != rules.Deny || d.Rule != "no-system-files" {
					t.Errorf("%s: %v %s", tool.Name, d.Action, d.Rule)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestDecideNoURLs: Call.NoURLs skips anyURLOutside's walk when the
// caller's own found no string that may be a URL; the decision is the
// one the walk would give. Without it a URL is found.
func TestDecideNoURLs(t *testing.T) {
	p := mustLoad(t, `
rules:
  - {name: outside, when: 'anyURLOutside(args, ["github.com"])', action: deny}
default: allow
`)
	prep := p.Prepare(ht(readTool), rules.Session{})
	noURL := map[string]any{"path": "/home/me/main.go", "count": 3.0, "tags": []any{"a", "b"}}
	for _, skip := range []bool{false, true} {
		if d := p.Decide(prep, rules.Call{Args: noURL, Attempt: 1, NoURLs: skip}); d.Action != rules.Allow || d.Err != nil {
			t.Errorf("NoURLs %v: %+v, want allow", skip, d)
		}
	}
	for k := range noURL {
		if rules.MayBeURL(k) {
			t.Errorf("MayBeURL(%q)", k)
		}
	}
	if rules.MayBeURL(noURL["path"].(string)) {
		t.Error("MayBeURL of an absolute path")
	}
	url := map[string]any{"path": "/home/me/main.go", "src": "https://evil.example/x"}
	if !rules.MayBeURL(url["src"].(string)) {
		t.Error("MayBeURL false for a URL")
	}
	if d := p.Decide(prep, rules.Call{Args: url, Attempt: 1}); d.Action != rules.Deny || d.Rule != "outside" {
		t.Errorf("%+v, want deny by outside", d)
	}
}

// TestWalksURLs: a tool whose decision may run anyURLOutside (a constant
// list, in the fast lane) says so; others need no search for URLs.
func TestWalksURLs(t *testing.T) {
	with := mustLoad(t, "rules:\n  - {name: u, when: 'anyURLOutside(args, [\"github.com\"])', action: deny}\n")
	static := mustLoad(t, "rules:\n  - {name: u, when: 'tool.destructive && anyURLOutside(args, [\"github.com\"])', action: deny}\n")
	without := mustLoad(t, "rules:\n  - {name: p, when: 'args.path startsWith \"/etc/\"', action: deny}\n")
	for _, tt := range []struct {
		name string
		p    *rules.Policy
		want bool
	}{{"anyURLOutside", with, true}, {"decided at prepare time", static, false}, {"none", without, false}} {
		if got := tt.p.Prepare(ht(readTool), rules.Session{}).WalksURLs(); got != tt.want {
			t.Errorf("%s: WalksURLs %v, want %v", tt.name, got, tt.want)
		}
	}
	if (*rules.Prepared)(nil).WalksURLs() {
		t.Error("nil Prepared walks URLs")
	}
}
