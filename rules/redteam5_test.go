package rules_test

// Attacks on the shared walk of a decision (argindex.go), the hidden
// $env parameter and MaxRegexpBytes. Each held when written: they stay
// as regression tests.

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/rules"
)

// TestRedteam5EnvNotWritable: the rewrite passes the decision's
// environment to anyPath and anyURLOutside as $env; a policy that names
// $env itself (to hand a helper another call's walk, or to read the
// environment) is refused at load, in conditions and in templates.
func TestRedteam5EnvNotWritable(t *testing.T) {
	for _, when := range []string{
		`anyURLOutside(args, ["x.com"], $env)`,
		`anyPath(args, ["/etc/**"], paths, $env)`,
		`anyURLOutside({"u": "https://evil.test"}, ["x.com"], $env)`,
		`$env.args.u == "/etc/passwd"`,
		`let args = {"u": "/tmp"}; anyPath(args, ["/etc/**"])`,
	} {
		src := fmt.Sprintf("rules:\n  - {name: a, when: '%s', action: deny}\ndefault: allow\n", when)
		if _, err := rules.Load("p.yaml", []byte(src)); err == nil {
			t.Errorf("%s: loaded", when)
		}
	}
	src := "rules:\n  - {name: a, when: 'anyPath(args, [\"/etc/**\"])', action: deny, reason: '{{ $env }}'}\ndefault: allow\n"
	if p, err := rules.Load("p.yaml", []byte(src)); err == nil {
		d := decideArgs(t, p, map[string]any{"p": "/etc/passwd"})
		if strings.Contains(d.Reason, "passwd") {
			t.Errorf("a reason rendered $env: %q", d.Reason)
		}
	}
}

// TestRedteam5ParallelWalks: decisions of the same prepared tool run in
// parallel with different arguments, on the fast lane and on expr's VM,
// in two layers with different path settings, sharing the pooled walks:
// each decision sees its own call's arguments only (run with -race).
func TestRedteam5ParallelWalks(t *testing.T) {
	org := mustLoad(t, `
lock: true
paths: {home: /home/a, root: /srv/a}
rules:
  - {name: org-ssh, when: 'anyPath(args, ["~/.ssh/**"])', action: deny}
  - {name: org-web, when: 'len(args) > 0 && anyURLOutside(args, ["github.com"])', action: deny}
`)
	project := mustLoad(t, `
paths: {home: /home/b, root: /srv/b}
rules:
  - {name: etc, when: 'anyPath(args, ["/etc/**"])', action: deny}
  - {name: vm-etc, when: 'len(args) > 0 && anyPath(args, ["/srv/b/secret/**"])', action: deny}
  - {name: web, when: 'anyURLOutside(args, ["github.com", "*.example.com"])', action: confirm}
default: allow
`)
	p := rules.Stack(org, project)
	prep := p.Prepare(ht(writeTool), rules.Session{})
	cases := []struct {
		args map[string]any
		rule string
	}{
		{map[string]any{"path": "/srv/b/src/x.go", "n": 1.0}, "default"},
		{map[string]any{"path": "/etc/passwd"}, "etc"},
		{map[string]any{"x": []any{"a", map[string]any{"k": "secret/key"}}}, "vm-etc"},
		{map[string]any{"path": "/home/a/.ssh/id_rsa"}, "org-ssh"},
		{map[string]any{"path": "~/.ssh/id_rsa"}, "org-ssh"},
		{map[string]any{"u": "https://evil.test/x"}, "org-web"},
		{map[string]any{"u": "https://github.com/x"}, "default"},
		{map[string]any{"list": []any{"https://api.example.com/v1", "/srv/b/ok"}}, "org-web"},
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for w := range 8 {
		wg.Go(func() {
			for i := range 400 {
				c := cases[(w+i)%len(cases)]
				d := p.Decide(prep, rules.Call{Args: c.args, Attempt: 1})
				if d.Rule != c.rule || d.Err != nil {
					select {
					case errs <- fmt.Sprintf("%v: decided by %s (%v), want %s", c.args, d.Rule, d.Err, c.rule):
					default:
					}
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestRedteam5RegexpBudgetFailsClosed: a regular expression past
// MaxRegexpBytes fails its rule whatever wraps it: under not, after ||,
// in an allow rule; the decision denies, never allows.
func TestRedteam5RegexpBudgetFailsClosed(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	var b strings.Builder
	b.WriteString("rules:\n")
	// Anchored patterns fail at once, but each counts the argument
	// whole: 16 of them read MaxRegexpBytes.
	for i := range rules.MaxRegexpBytes / len(big) {
		fmt.Fprintf(&b, "  - {name: r%02d, when: 'args.t == \"x\" || args.s matches \"^z[0-9]+%d\"', action: deny}\n", i, i)
	}
	for _, tail := range []string{
		`not (args.s matches "^q[0-9]+")`,
		`args.t == "x" || not (args.s matches "^q[0-9]+") && not (args.s matches "^r[0-9]+")`,
		`!(args.s matches "^q[0-9]+" || args.s matches "^r[0-9]+")`,
	} {
		src := b.String() + fmt.Sprintf("  - {name: clean, when: '%s', action: allow}\ndefault: deny\n", tail)
		p := mustLoad(t, src)
		d := decideArgs(t, p, map[string]any{"s": big})
		if d.Action != rules.Deny || d.Err == nil {
			t.Errorf("%s: %v by %s (%v), want a failed rule's deny", tail, d.Action, d.Rule, d.Err)
		}
		if d := decideArgs(t, p, map[string]any{"s": "a.b/ab"}); d.Action != rules.Allow {
			t.Errorf("%s, small: %v by %s (%v)", tail, d.Action, d.Rule, d.Err)
		}
	}
}

// pathString is a caller's named string type: its JSON is a string.
type pathString string

// marshalsPath is a number type whose JSON is a path.
type marshalsPath int

func (marshalsPath) MarshalJSON() ([]byte, error) { return []byte(`"/etc/shadow"`), nil }

// TestRedteam5TypedScalarsWalked: Decide's arguments are any Go values,
// walked "as the server receives them: as their JSON", but a value of a
// named string type (a caller's `type Path string`) or a scalar type
// with its own MarshalJSON was skipped as a scalar without strings:
// anyPath and anyURLOutside missed "/etc/passwd" and URLs in it, and an
// allow rule `!anyPath(...)` allowed. A value that is not JSON at all (a
// channel) was skipped too; now it fails the walk, and the rule denies.
func TestRedteam5TypedScalarsWalked(t *testing.T) {
	for name, args := range map[string]map[string]any{
		"named string path": {"a": "/tmp/x", "b": []any{pathString("/etc/passwd")}},
		"named string URL":  {"u": pathString("https://evil.test/x")},
		"marshaler":         {"n": marshalsPath(1)},
		"not JSON":          {"a": "/tmp/x", "b": []any{map[string]any{"c": make(chan int)}}},
	} {
		for _, when := range []string{
			`!anyPath(args, ["/etc/**"]) && !anyURLOutside(args, ["github.com"])`,
			`len(args) > 0 && !anyPath(args, ["/etc/**"]) && !anyURLOutside(args, ["github.com"])`,
			`!(anyPath(args, ["/etc/**"]) || anyURLOutside(args, ["github.com"]))`,
		} {
			p := mustLoad(t, fmt.Sprintf("rules:\n  - {name: clean, when: '%s', action: allow}\ndefault: deny\n", when))
			if d := decideArgs(t, p, args); d.Action != rules.Deny {
				t.Errorf("%s, %s: %v by %s (%v), want deny", name, when, d.Action, d.Rule, d.Err)
			}
		}
	}
}

// modeName is a caller's named string type for an argument.
type modeName string

// TestRedteam5TypedScalarsCompared: `args.mode == "rm"` and
// `args.mode in ["rm", "dd"]` compare as the server reads the argument,
// but a caller's value of a named string type (type Mode string) holding
// "rm" was of the same kind and another Go type, which expr's equality
// reads as different: the deny rule did not hold and the call was
// allowed.
func TestRedteam5TypedScalarsCompared(t *testing.T) {
	for _, when := range []string{`args.mode == "rm"`, `args.mode in ["rm", "dd"]`, `!(args.mode != "rm")`, `args.opt.mode == "rm"`} {
		p := mustLoad(t, fmt.Sprintf("rules:\n  - {name: bad, when: '%s', action: deny}\ndefault: allow\n", when))
		for _, args := range []map[string]any{
			{"mode": modeName("rm"), "opt": map[string]any{"mode": modeName("rm")}},
			{"mode": marshalsMode(0), "opt": map[string]any{"mode": marshalsMode(0)}},
		} {
			if d := decideArgs(t, p, args); d.Action != rules.Deny {
				t.Errorf("%s, %#v: %v by %s (%v), want deny", when, args["mode"], d.Action, d.Rule, d.Err)
			}
		}
	}
}

// marshalsMode is a number type whose JSON is the string "rm".
type marshalsMode int

func (marshalsMode) MarshalJSON() ([]byte, error) { return []byte(`"rm"`), nil }
