package rules_test

// Red-team findings against the issue 7 fixes: each test is an attack
// that got through, marked with its finding number.

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// FINDING 1: the depth scan before parsing took a quote inside a plain
// scalar ("it's") for the start of a quoted string and skipped the rest
// of the line, so flow brackets after it were not counted: a 12 KB
// policy made the YAML parser allocate 180 MB (quadratic in depth).
// Quoted strings that span lines hid brackets the same way.
func TestRedteamDeepYAMLBehindQuote(t *testing.T) {
	n := 3000
	deep := strings.Repeat("[", n) + strings.Repeat("]", n)
	attacks := map[string]string{
		"apostrophe in flow":   "rules: [it's, " + deep + "]\n",
		"double quote in flow": "rules: [a\"b, " + deep + "]\n",
		"multi-line quote":     "rules: ['a\n  ', " + deep + "]\n",
		"multi-line dquote":    "rules: [\"a\n  \", " + deep + "]\n",
	}
	for name, src := range attacks {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := rules.Load("deep.yaml", []byte(src))
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "nested more than 64 levels deep") {
			t.Errorf("%s: got %v", name, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 16<<20 {
			t.Errorf("%s: loading allocated %d MB", name, grew>>20)
		}
	}
}

// FINDING 2: a string with "://" was never read as a path, but a
// filesystem server resolves "x://../../../etc/passwd" as a relative
// path: the ".." climb out of "x:" and reach /etc/passwd.
func TestRedteamPathBehindFakeScheme(t *testing.T) {
	p := mustLoad(t, "rules:\n  - {name: etc, when: 'anyPath(args, [\"/etc/**\"])', action: deny}\n  - {name: one, when: 'pathUnder(args.path, \"/etc/**\")', action: deny}\ndefault: allow\n")
	for _, s := range []string{
		"x://../../../../../../../../etc/passwd",
		"a:/b://../../../../../../../etc/shadow",
	} {
		if d := decideArgs(t, p, map[string]any{"path": s}); d.Action != rules.Deny {
			t.Errorf("%q: %v by %s, want deny", s, d.Action, d.Rule)
		}
		if d := decideArgs(t, p, map[string]any{"other": s}); d.Action != rules.Deny {
			t.Errorf("anyPath %q: %v by %s, want deny", s, d.Action, d.Rule)
		}
	}
	// Real URLs are still URLs.
	if d := decideArgs(t, p, map[string]any{"url": "https://example.com/etc/passwd"}); d.Action != rules.Allow {
		t.Errorf("a URL was read as a path: %v by %s", d.Action, d.Rule)
	}
}

// FINDING 3: a locked layer without retry rules of its own (the default
// retry: transient errors, 3 attempts) was no floor: a lower layer's
// retry rules replaced it, retrying any error ten times.
func TestRedteamLockedDefaultRetry(t *testing.T) {
	org := mustLoad(t, "name: org\nlock: true\ndefault: confirm\n")
	loose := mustLoad(t, "name: project\nretry:\n  - {name: always, when: 'true', max: 10}\n")
	p := rules.Stack(org, loose)
	get := p.Resolver(rules.Session{}, nil).Resolve("gh", &mcp.Tool{Name: "get_issue", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true}})
	prep := p.Prepare(&get, rules.Session{})
	if again, _, rule := p.Retry(prep, rules.Call{Attempt: 1}, rules.Failure{Message: "bad request"}); again {
		t.Errorf("a non-transient error was retried under a locked default (rule %s)", rule)
	}
	if again, _, rule := p.Retry(prep, rules.Call{Attempt: 5}, rules.Failure{Transient: true}); again {
		t.Errorf("attempt 6 allowed under a locked default of 3 (rule %s)", rule)
	}
	if again, _, _ := p.Retry(prep, rules.Call{Attempt: 1}, rules.Failure{Transient: true}); !again {
		t.Error("both layers retry a first transient error")
	}
}

// FINDING 7: paths were cleaned lexically only, so the kernel's aliases
// of the root and of the working directory (/proc/self/root,
// /proc/<pid>/cwd) reached /etc without matching "/etc/**".
func TestRedteamProcRootAlias(t *testing.T) {
	p := mustLoad(t, "paths: {root: /home/me}\nrules:\n  - {name: etc, when: 'anyPath(args, [\"/etc/**\"])', action: deny}\n  - {name: one, when: 'pathUnder(args.path, \"/etc/**\")', action: deny}\ndefault: allow\n")
	for _, s := range []string{
		"/proc/self/root/etc/passwd",
		"/proc/1/root/etc/shadow",
		"/proc/thread-self/root/etc/shadow",
		"/proc/self/task/1/root/etc/shadow",
		"/proc/self/root/../etc/passwd",
		"/proc/self/cwd/../../etc/passwd",
		"file:///proc/self/root/etc/passwd",
	} {
		for _, key := range []string{"path", "other"} {
			if d := decideArgs(t, p, map[string]any{key: s}); d.Action != rules.Deny {
				t.Errorf("%s=%q: %v by %s, want deny", key, s, d.Action, d.Rule)
			}
		}
	}
	if d := decideArgs(t, p, map[string]any{"path": "/proc/self/status"}); d.Action != rules.Allow {
		t.Errorf("/proc/self/status: %v by %s", d.Action, d.Rule)
	}
}

// FINDING 9: a condition could nest predicates (all, any, map, filter…)
// without bound: five levels over a 40-element list took 4 s per
// decision, six levels minutes, so a hostile policy layer stalled every
// call (or every tools/list, for a condition on the tool alone).
func TestRedteamNestedPredicates(t *testing.T) {
	arr := "[" + strings.TrimSuffix(strings.Repeat("1,", 40), ",") + "]"
	when := "# > 0"
	for range 5 {
		when = "all(" + arr + ", {" + when + "})"
	}
	src := "rules:\n  - {name: slow, when: 'args.a == 1 && " + when + "', action: deny}\ndefault: allow\n"
	two := "rules:\n  - {name: ok, when: 'any(args.files, {any(#.paths, {pathUnder(#, \"/etc/**\")})})', action: deny}\n"
	if _, err := rules.Load("two.yaml", []byte(two)); err != nil {
		t.Errorf("two nested predicates: %v", err)
	}
	p, err := rules.Load("slow.yaml", []byte(src))
	if err != nil {
		if !strings.Contains(err.Error(), "slow.yaml:") {
			t.Errorf("error without a position: %v", err)
		}
		return // refused when loaded: fine
	}
	done := make(chan struct{})
	go func() {
		decideArgs(t, p, map[string]any{"a": 1})
		close(done)
	}()
	select {
	case <-done:
		t.Error("a condition with five nested predicates was loaded")
	case <-time.After(time.Second):
		t.Error("one decision took more than a second")
	}
}

// FINDING 10: {{ }} parts of reasons and messages were compiled without
// the limits of conditions: nested predicates in a deny reason stalled
// every denied call just the same.
func TestRedteamNestedPredicatesInTemplates(t *testing.T) {
	arr := "[" + strings.TrimSuffix(strings.Repeat("1,", 40), ",") + "]"
	body := "# > 0"
	for range 5 {
		body = "all(" + arr + ", {" + body + "})"
	}
	src := "rules:\n  - {name: slow, when: 'args.a == 1', action: deny, reason: '{{ " + body + " }}'}\ndefault: allow\n"
	p, err := rules.Load("slow.yaml", []byte(src))
	if err != nil {
		return // refused when loaded: fine
	}
	done := make(chan struct{})
	go func() {
		decideArgs(t, p, map[string]any{"a": 1})
		close(done)
	}()
	select {
	case <-done:
		t.Error("a reason with five nested predicates was loaded")
	case <-time.After(time.Second):
		t.Error("rendering one reason took more than a second")
	}
}

// FINDING 11: a rendered reason or message was cut at 2,000 bytes, in
// the middle of a character: the model and the terminal got invalid
// UTF-8.
func TestRedteamRenderedCutOnRune(t *testing.T) {
	p := mustLoad(t, "rules:\n  - {name: r, when: 'true', action: deny, reason: '{{ args.s }}'}\n")
	d := decideArgs(t, p, map[string]any{"s": "x" + strings.Repeat("é", 3000)})
	if !utf8.ValidString(d.Reason) {
		t.Errorf("reason is not valid UTF-8: ...%q", d.Reason[len(d.Reason)-8:])
	}
}

// FINDING 12: anyURLOutside missed URLs that servers do reach:
// a URL behind Unicode spaces (JavaScript's and Python's trim() drop
// them), git's scp-like "user@host:path", a URL wrapped in another scheme
// (view-source:, blob:, jar:, which browsers load), a backslash before
// "@" (WHATWG reads github.com, Python's urllib evil.com), and bare hosts
// with a port that are one label or an IPv4 shorthand.
func TestRedteamURLsServersReach(t *testing.T) {
	p := mustLoad(t, "rules:\n  - {name: web, when: 'anyURLOutside(args, [\"github.com\"])', action: deny}\ndefault: allow\n")
	for _, s := range []string{
		"\u00a0http://evil.com/x",
		"\ufeffhttps://evil.com/x",
		"git@evil.com:org/repo.git",
		"view-source:http://evil.com/",
		"blob:https://evil.com/1234",
		"jar:http://evil.com!/x",
		`https://github.com\@evil.com/`,
		"localhost:8080/admin",
		"127.1:8080/x",
	} {
		if d := decideArgs(t, p, map[string]any{"url": s}); d.Action != rules.Deny {
			t.Errorf("%q: %v by %s, want deny", s, d.Action, d.Rule)
		}
	}
	for _, s := range []string{"git@github.com:org/repo.git", "view-source:https://github.com/x", "3.14", "v1.2", "a:b", "note: see x", "lunch@12:30", "12:30"} {
		if d := decideArgs(t, p, map[string]any{"url": s}); d.Action != rules.Allow {
			t.Errorf("%q: %v by %s, want allow", s, d.Action, d.Rule)
		}
	}
}

// FINDING 13: paths were trimmed of Unicode spaces but not of a byte
// order mark (U+FEFF), which JavaScript's trim() drops: "\ufeff/etc/passwd"
// was read as a relative name.
func TestRedteamPathBehindBOM(t *testing.T) {
	p := mustLoad(t, "rules:\n  - {name: etc, when: 'anyPath(args, [\"/etc/**\"])', action: deny}\ndefault: allow\n")
	for _, s := range []string{"\ufeff/etc/passwd", "\ufeff~/../../etc/passwd", "/etc/passwd\ufeff"} {
		if d := decideArgs(t, p, map[string]any{"path": s}); d.Action != rules.Deny {
			t.Errorf("%q: %v by %s, want deny", s, d.Action, d.Rule)
		}
	}
}

// FINDING 16: call-dependent conditions that are not simple enough for
// the fast lane are joined into one program per layer, which was held to
// the node limit of one condition: sixty modest rules made the joined
// program fail to compile, and every call of every tool was denied.
func TestRedteamManyRulesOneSegment(t *testing.T) {
	var b strings.Builder
	b.WriteString("rules:\n")
	for i := range 60 {
		fmt.Fprintf(&b, "  - {name: r%d, when: 'args.x == \"a%d\" && len(args.y) > %d && args.z in [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]', action: deny}\n", i, i, i)
	}
	b.WriteString("default: allow\n")
	p := mustLoad(t, b.String())
	if d := decideArgs(t, p, map[string]any{"x": "zzz", "y": "q", "z": 99}); d.Action != rules.Allow {
		t.Errorf("%v by %s: %v", d.Action, d.Rule, d.Err)
	}
	if d := decideArgs(t, p, map[string]any{"x": "a59", "y": strings.Repeat("q", 60), "z": 3}); d.Action != rules.Deny || d.Rule != "r59" {
		t.Errorf("%v by %s: %v, want deny by r59", d.Action, d.Rule, d.Err)
	}
}
