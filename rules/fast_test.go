package rules

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"testing"
	"unsafe"

	"github.com/expr-lang/expr/vm"
	"github.com/hintgate/hintgate/hints"
)

var fastConds = []string{
	`args.p startsWith "/etc/"`, `args.p endsWith ".pem"`, `args.p contains "ssh"`, `args.p matches "^a+$"`,
	`args.n > 10`, `args.n >= 10.5`, `args.n < 0`, `args.n <= 3`, `10 < args.n`, `args.n == 3`, `args.n != 3`,
	`args.p == "x"`, `args.b == true`, `args.p == nil`, `args.p != nil`, `args.p in ["a", "b", 3]`,
	`attempt > 1`, `attempt == 2`, `confirmed`, `!confirmed`, `not (args.n > 2)`,
	`args.a.b startsWith "x"`, `args.n > 1 && args.p startsWith "/"`, `args.n > 1 || args.p endsWith "z"`,
	`args.p > "m"`, `args.p in ["a", "b"]`, `args.n in [1, 2.5]`, `args.b == true`, `args.p != "x"`, `"x" == args.p`,
	`args.p matches "^(get|list)_"`, `args.p matches "\\.(pem|key)$"`, `args.p matches "ssh"`, `args.p matches "^x$"`,
	`anyPath(args, ["/etc/**", "**/.env"])`, `anyPath(args, ["~/.ssh/**"])`, `anyPath(args, ["/a/["])`,
	`anyURLOutside(args, ["github.com", "*.example.com"])`, `!anyPath(args, ["/etc/**"]) && args.n > 1`,
}

var fastValues = []any{nil, "", "/etc/passwd", "a", "aaa", "x", "b", "m", "z", ".pem", "my ssh key", 0, 3, 10, 11, -1,
	3.0, 10.5, 2.5, math.NaN(), math.Inf(1), true, false, []any{"a"}, map[string]any{"b": "xy"}, json.Number("3"), int64(11),
	"get_x", "list_", "id.pem", "a.key", "https://evil.com/x", "github.com/a", "x.example.com", "/home/me/.env", "~/.ssh/id",
	[]any{"/etc/x"}, map[string]any{"u": "http://a.example.com"}, map[string]any{"/etc/k": 1.0}}

// TestFastLaneMatchesExpr checks that every fast closure agrees with
// expr's VM on the same condition, for every value.
func TestFastLaneMatchesExpr(t *testing.T) {
	for _, src := range fastConds {
		f := compileFast(src)
		if f == nil {
			t.Errorf("%s: not in the fast lane", src)
			continue
		}
		prog, err := compileExpr(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		for _, v := range fastValues {
			for _, attempt := range []int{1, 2} {
				env := &Env{Args: map[string]any{"p": v, "n": v, "b": v, "a": v}, Attempt: attempt, Confirmed: attempt == 2}
				checkFast(t, src, f, prog, env)
			}
		}
		// Missing arguments.
		checkFast(t, src, f, prog, &Env{})
	}
	for _, src := range []string{`args.p startsWith tool.name`, `len(args.p) > 3`, `args.n + 1 > 3`, `args[args.k] == 1`} {
		if compileFast(src) != nil {
			t.Errorf("%s: should not be in the fast lane", src)
		}
	}
}

func checkFast(t *testing.T, src string, f fastCond, prog *vm.Program, env *Env) {
	t.Helper()
	got, ferr := f.eval(env)
	if ferr == errFallback {
		return
	}
	want, err := run(prog, env)
	if (ferr != nil) != (err != nil) || ferr == nil && got != want {
		t.Errorf("%s with args %v attempt %d: fast (%v, %v), expr (%v, %v)", src, fmt.Sprint(env.Args), env.Attempt, got, ferr, want, err)
	}
}

func FuzzFastLane(f *testing.F) {
	f.Add(`args.p startsWith "/etc/"`, `"/etc/x"`)
	f.Add(`args.n > 10`, `11`)
	f.Add(`args.p in ["a", 1]`, `1`)
	f.Add(`args.p in ["a", "b"]`, `1`)
	f.Add(`args.b == true`, `"true"`)
	f.Add(`args.n == 3 || !(args.p matches "x+")`, `"xx"`)
	f.Add(`args.p matches "^(get|list)_"`, `"get_x"`)
	f.Add(`args.p matches "\\.(pem|key)$"`, `"a.pem"`)
	f.Add(`anyPath(args, ["/etc/**"])`, `["/etc/x"]`)
	f.Add(`anyURLOutside(args, ["github.com"])`, `{"u": "http://evil.com"}`)
	f.Fuzz(func(t *testing.T, src, arg string) {
		fc := compileFast(src)
		if fc == nil {
			return
		}
		prog, err := compileExpr(src)
		if err != nil {
			return
		}
		var v any
		if json.Unmarshal([]byte(arg), &v) != nil {
			return
		}
		checkFast(t, src, fc, prog, &Env{Args: map[string]any{"p": v, "n": v}, Attempt: 2})
	})
}

// TestFastChainMatchesExplain checks a chain whose fast rules share their
// arguments (each read once per step) and mix with rules run on expr:
// Decide must pick the rule that Explain, evaluating every rule whole on
// expr, finds first.
func TestFastChainMatchesExplain(t *testing.T) {
	p, err := Load("chain.yaml", []byte(`
default: allow
rules:
  - {name: a, when: 'args.p startsWith "/e" || args.n > 10', action: deny}
  - {name: b, when: 'args.p endsWith "m" && args.n != 3', action: deny}
  - {name: c, when: 'len(args.p) > 100', action: deny}
  - {name: d, when: 'args.p in ["a", "b"] || !(args.n <= 3)', action: confirm}
  - {name: e, when: 'args.p contains "ss" && args.q matches "^a+$" && args.p != args.q', action: deny}
  - {name: f, when: 'args.n == 3 || args.q == "x"', action: confirm}
  - {name: g, when: 'args.q startsWith "a" && args.p endsWith "a"', action: deny}
`))
	if err != nil {
		t.Fatal(err)
	}
	prep := p.Prepare(&hints.Tool{Name: "t"}, Session{})
	for _, pv := range fastValues {
		for _, nv := range fastValues {
			for _, qv := range []any{nil, "aaa", "x", 3} {
				args := map[string]any{"p": pv, "n": nv, "q": qv}
				d, steps := p.Explain(prep, Call{Args: args, Attempt: 1})
				want, wantErr := "default", false
				for _, s := range steps {
					if s.Err != nil || s.Matched {
						want, wantErr = s.Rule, s.Err != nil
						break
					}
				}
				if d.Rule != want || (d.Err != nil) != wantErr {
					t.Errorf("args %v: Decide %s (err %v), expr %s (err %v)", fmt.Sprint(args), d.Rule, d.Err, want, wantErr)
				}
			}
		}
	}
}

// TestPackStep: packing a step keeps its values and leaves the literal
// patterns and host lists other chains use as they were.
func TestPackStep(t *testing.T) {
	lit := &literal{kind: litSuffix, strs: []string{".pem", ".key"}}
	hosts := []string{"github.com", "example.org"}
	code := []inst{
		{op: opPrefix, src: srcArg, key: "path", s: "/etc/"},
		{op: opMatches, src: srcArg, key: "path", c: lit},
		{op: opMore, src: srcAttempt, c: 3000},
		{op: opURLOutside, c: hosts},
		{op: opLess, src: srcArg, key: "n", c: 2.5},
	}
	packStep(code)
	if code[0].key != "path" || code[0].s != "/etc/" || code[1].key != "path" || code[2].key != "" || code[4].key != "n" {
		t.Errorf("packed strings changed: %+v", code)
	}
	if code[2].c != 3000 || code[4].c != 2.5 {
		t.Errorf("packed numbers changed: %v, %v", code[2].c, code[4].c)
	}
	if got := code[3].c.([]string); !slices.Equal(got, hosts) || &got[0] == &hosts[0] {
		t.Errorf("hosts not copied whole: %q", got)
	}
	got := code[1].c.(*literal)
	if got == lit || !slices.Equal(got.strs, lit.strs) || got.kind != lit.kind {
		t.Errorf("literal not copied whole: %+v", got)
	}
	if lit.strs[0] != ".pem" || !got.MatchString("a.key") || got.MatchString("a.txt") {
		t.Error("literal changed")
	}
	if unsafe.StringData(code[0].s) != (*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(code[0].key)), 4)) {
		t.Error("strings not packed next to each other")
	}
}

// TestInstSize: a leaf test fills one cache line.
func TestInstSize(t *testing.T) {
	if n := unsafe.Sizeof(inst{}); n > 64 {
		t.Errorf("inst is %d bytes, more than a cache line", n)
	}
}
