package rules

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Attacks on the decision's pattern budget (budget.go): a hostile model
// controls the call's arguments (at most 1 MiB, the guard's default), a
// careless author writes the policy. Times are logged, never asserted:
// the tests assert the decision, the rule blamed and the error.

// rbPolicy is a policy of n deny rules r000…, rule i's condition
// when(i), then extra YAML, then default: allow.
func rbPolicy(t *testing.T, n int, when func(i int) string, extra string) *Policy {
	t.Helper()
	var b strings.Builder
	b.WriteString("rules:\n")
	for i := range n {
		fmt.Fprintf(&b, "  - name: r%03d\n    when: %q\n    action: deny\n", i, when(i))
	}
	b.WriteString(extra)
	if !strings.Contains(extra, "default:") {
		b.WriteString("default: allow\n")
	}
	p, err := Load("p.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// rbPrep prepares write_file for p.
func rbPrep(p *Policy) *Prepared {
	tool := hints.Resolve(&mcp.Tool{Name: "write_file"})
	tool.Idempotent.Value = true
	return p.Prepare(&tool, Session{})
}

// rbDecide decides one call of write_file, logging how long it took.
func rbDecide(t *testing.T, p *Policy, args map[string]any) Decision {
	t.Helper()
	prep := rbPrep(p)
	start := time.Now()
	d := p.Decide(prep, Call{Args: args, Attempt: 1})
	t.Logf("%v by %s (%v) in %v", d.Action, d.Rule, d.Err, time.Since(start))
	return d
}

// deniedBy reports whether d is a deny by rule (any rule when "") whose
// error names limit.
func deniedBy(d Decision, rule string, limit int64) bool {
	return d.Action == Deny && (rule == "" || d.Rule == rule) && d.Err != nil && strings.Contains(d.Err.Error(), fmt.Sprint(limit))
}

// TestRedteamContainsOutsideBudget: MaxLiteralBytes bounds a pattern
// that is a set of literal strings, `args.s matches "(t0|t1|…)"`. The
// same search written with contains, in the fast lane or on expr's VM,
// is charged nothing: 100 rules of 64 strings over 1 MiB search 6.4 GiB
// and took 2 s, the 1.8 s the literal budget was made to stop. Each
// contains now searches within MaxLiteralBytes too.
func TestRedteamContainsOutsideBudget(t *testing.T) {
	big := strings.Repeat("a-b/", 1<<20/4)
	toks := func(i int) []string {
		var out []string
		for j := range 64 {
			out = append(out, fmt.Sprintf("a-b/a-b/z%d_%d", i, j))
		}
		return out
	}
	for name, when := range map[string]func(int) string{
		"fast lane": func(i int) string {
			var alts []string
			for _, s := range toks(i) {
				alts = append(alts, fmt.Sprintf("args.s contains %q", s))
			}
			return strings.Join(alts, " || ")
		},
		"expr": func(i int) string {
			return `any(["` + strings.Join(toks(i), `", "`) + `"], {args.s contains #})`
		},
	} {
		t.Run(name, func(t *testing.T) {
			p := rbPolicy(t, 100, when, "")
			if d := rbDecide(t, p, map[string]any{"s": big}); !deniedBy(d, "", MaxLiteralBytes) {
				t.Errorf("%v by %s (%v), want a deny naming %d", d.Action, d.Rule, d.Err, MaxLiteralBytes)
			}
		})
	}
}

// TestRedteamBudgetForms: every way of writing `matches` that runs on
// expr's VM shares the decision's budget. 100 rules, each reading an
// argument of 1 MiB with a regular expression that fails at once but is
// charged the argument whole, deny by the rule that reads past
// MaxRegexpBytes (held on main).
func TestRedteamBudgetForms(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	args := map[string]any{"s": big, "l": []any{big[:1<<19], big[1<<19:]}, "p": "^z[0-9]+x", "m": map[string]any{"k": big}}
	for _, form := range []string{
		`let x = lower(args.s); x matches "^z[0-9]+%d"`,
		`let x = args.s; let y = x + ""; y matches "^z[0-9]+%d"`,
		`(attempt > 0 ? lower(args.s) : "") matches "^z[0-9]+%d"`,
		`attempt > 0 ? lower(args.s) matches "^z[0-9]+%d" : false`,
		`(args.s ?? "") matches "^z[0-9]+%d"`,
		`(args.nothing ?? args.s) matches "^z[0-9]+%d"`,
		`any(["x"], {any([args.s], {# matches "^z[0-9]+%d"})})`,
		`!(lower(args.s) matches "^z[0-9]+%d") && attempt == 99`,
		`lower(args.s) not matches "^z[0-9]+%d" && attempt == 99`,
		`true in map([args.s], {# matches "^z[0-9]+%d"})`,
		`len(filter(args.l, {# matches "^z[0-9]+%d"})) > 0`,
		`any(args.l, {# matches "^z[0-9]+%d"})`,
		`args.s matches ("^z[0-9]+" + "%d")`,
		`args.s matches ("^z[0-9]+" + string(attempt) + "%d")`,
		`args.s matches args.p + "%d"`,
		`lower(args.s) matches args.p && "%d" != ""`,
		`args.m.k matches "^z[0-9]+%d" || lower(args.m["k"]) matches "^q%[1]d"`,
		`args?.s matches "^z[0-9]+%d"`,
		`string(args.s) matches "^z[0-9]+%d"`,
		`args.s matches "^z[0-9]+%d" ? true : false`,
		`[args.s][0] matches "^z[0-9]+%d"`,
		`{"a": args.s}.a matches "^z[0-9]+%d"`,
		`reduce([args.s], # matches "^z[0-9]+%d", false)`,
		`count([args.s], # matches "^z[0-9]+%d") > 0`,
		`one([args.s, "zz"], {# matches "^z[0-9]+%d"})`,
	} {
		t.Run(form, func(t *testing.T) {
			p := rbPolicy(t, 100, func(i int) string { return fmt.Sprintf(form, i) }, "")
			if d := rbDecide(t, p, args); !deniedBy(d, "", MaxRegexpBytes) {
				t.Errorf("%v by %s (%v), want a deny naming %d", d.Action, d.Rule, d.Err, MaxRegexpBytes)
			}
		})
	}
}

// TestRedteamBudgetBlame: the rule that reads past the budget is the one
// blamed, whether the reads before it ran in the fast lane, on expr's VM,
// in an earlier step, or in another layer; a later rule of the same
// segment that would hold (or allow) does not decide (held on main).
func TestRedteamBudgetBlame(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4) // 1 MiB: the 17th read is past the budget
	args := map[string]any{"s": big}
	fast := `args.s matches "^z[0-9]+%d"`
	onVM := `lower(args.s) matches "^z[0-9]+%d"`
	tests := []struct {
		name  string
		forms []string // by rule, cycled
		extra string
		want  string
	}{
		{"fast lane only", []string{fast}, "", "r016"},
		{"expr only", []string{onVM}, "", "r016"},
		{"fast then expr", []string{fast, fast, fast, fast, fast, fast, fast, fast, fast, fast, onVM}, "", "r016"},
		{"alternating", []string{fast, onVM}, "", "r016"},
		{"two reads a rule", []string{onVM + ` || args.s matches "^q[0-9]+%[1]d"`}, "", "r008"},
		{"later rule holds", []string{onVM}, "  - {name: zzz, when: 'attempt == 1', action: allow}\n", "r016"},
		// The error's position names the rule: characters, not bytes.
		{"wide characters", []string{`lower(args.s) matches "^z€[0-9]+%d" && "ü😀" != "" || args.s == "日本語"`}, "", "r016"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := rbPolicy(t, 20, func(i int) string { return fmt.Sprintf(tt.forms[i%len(tt.forms)], i) }, tt.extra)
			if d := rbDecide(t, p, args); !deniedBy(d, tt.want, MaxRegexpBytes) {
				t.Errorf("%v by %s (%v), want a deny by %s naming %d", d.Action, d.Rule, d.Err, tt.want, MaxRegexpBytes)
			}
		})
	}
	// Across layers: the most specific reads 10 MiB and decides nothing;
	// the organisation's layer above reads the rest, and its rule is
	// blamed, in its layer.
	layer := func(name string, n int, form string) *Policy {
		var b strings.Builder
		fmt.Fprintf(&b, "name: %s\nrules:\n", name)
		for i := range n {
			fmt.Fprintf(&b, "  - {name: %s%02d, when: '%s', action: deny}\n", name, i, fmt.Sprintf(form, i))
		}
		p, err := Load(name+".yaml", []byte(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := Stack(layer("org", 10, onVM), layer("project", 10, fast))
	d := rbDecide(t, p, args)
	if !deniedBy(d, "org06", MaxRegexpBytes) || d.Layer != "org" {
		t.Errorf("layers: %v by %s in %s (%v), want a deny by org06 in org", d.Action, d.Rule, d.Layer, d.Err)
	}
}

// TestRedteamBudgetNoLeak: a decision starts from an empty budget, even
// on a pooled environment that a decision past the budget used before
// it, and decisions running at once do not share one (run with -race;
// held on main).
func TestRedteamBudgetNoLeak(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	p := rbPolicy(t, 20, func(i int) string { return fmt.Sprintf(`lower(args.s) matches "^z[0-9]+%d"`, i) }, "")
	prep := rbPrep(p)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 6 {
				if (g+i)%2 == 0 {
					if d := p.Decide(prep, Call{Args: map[string]any{"s": big}, Attempt: 1}); !deniedBy(d, "r016", MaxRegexpBytes) {
						t.Errorf("1 MiB: %v by %s (%v)", d.Action, d.Rule, d.Err)
					}
					continue
				}
				// 20 rules over 800 KiB read 16,000 KiB: within the budget,
				// unless some of another decision's reads were counted.
				if d := p.Decide(prep, Call{Args: map[string]any{"s": big[:800<<10]}, Attempt: 1}); d.Action != Allow {
					t.Errorf("800 KiB: %v by %s (%v)", d.Action, d.Rule, d.Err)
				}
			}
		})
	}
	wg.Wait()
}

// TestRedteamBudgetOutsideDecide: Explain, retry rules and the texts of
// a rule read within a budget of their own, and its failure never allows
// nor retries (held on main).
func TestRedteamBudgetOutsideDecide(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	args := map[string]any{"s": big}
	cond := func(i int) string { return fmt.Sprintf(`lower(args.s) matches "^z[0-9]+%d"`, i) }

	t.Run("explain", func(t *testing.T) {
		p := rbPolicy(t, 100, cond, "")
		start := time.Now()
		d, steps := p.Explain(rbPrep(p), Call{Args: args, Attempt: 1})
		t.Logf("%v by %s, %d steps in %v", d.Action, d.Rule, len(steps), time.Since(start))
		if !deniedBy(d, "r016", MaxRegexpBytes) {
			t.Errorf("%v by %s (%v)", d.Action, d.Rule, d.Err)
		}
		for i, s := range steps {
			if s.Matched || (i >= 16) != (s.Err != nil) {
				t.Errorf("step %d: %s matched %v, error %v", i, s.Rule, s.Matched, s.Err)
			}
		}
	})

	t.Run("retry", func(t *testing.T) {
		var b strings.Builder
		b.WriteString("default: allow\nretry:\n")
		for i := range 100 {
			fmt.Fprintf(&b, "  - {name: t%03d, when: '%s', max: 5}\n", i, cond(i))
		}
		b.WriteString("  - {name: last, when: 'true', max: 5}\n")
		p, err := Load("p.yaml", []byte(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		again, _, rule := p.Retry(rbPrep(p), Call{Args: args, Attempt: 1}, Failure{Transient: true})
		t.Logf("again %v by %s in %v", again, rule, time.Since(start))
		if again || rule != "t016" {
			t.Errorf("again %v by %s, want no retry, by t016", again, rule)
		}
	})

	t.Run("templates", func(t *testing.T) {
		// 16 rules read the budget whole; the rule that holds renders a
		// reason of 40 more reads, which fail at once.
		part := `{{ lower(args.s) matches "^z[0-9]+" ? "z" : "-" }}`
		for _, action := range []string{"deny", "confirm"} {
			var b strings.Builder
			b.WriteString("rules:\n")
			for i := range 16 {
				fmt.Fprintf(&b, "  - {name: r%03d, when: '%s', action: deny}\n", i, cond(i))
			}
			fmt.Fprintf(&b, "  - name: last\n    when: 'attempt == 1'\n    action: %s\n    reason: '%s'\n    message: '%[2]s'\ndefault: allow\n", action, strings.Repeat(part, 40))
			p, err := Load("p.yaml", []byte(b.String()))
			if err != nil {
				t.Fatal(err)
			}
			d := rbDecide(t, p, args)
			text := d.Reason + d.Message
			if d.Rule != "last" || d.Action.String() != action || d.Err != nil || !strings.HasPrefix(text, "<error><error>") {
				t.Errorf("%s: %v by %s (%v): %.60q", action, d.Action, d.Rule, d.Err, text)
			}
		}
	})
}

// TestRedteamMatchesCompileErrors: rewriting `matches` into a call must
// not change what loads. A pattern built of constant strings that does
// not compile failed when the policy loaded, and loaded after the
// rewrite, to fail every call at call time (and be compiled again on
// every call when it does compile); an operand of the wrong type was
// reported as a call of a function the author never wrote, at another
// column.
func TestRedteamMatchesCompileErrors(t *testing.T) {
	for _, tt := range []struct{ when, want string }{
		{`args.s matches ("a" + "(")`, "p.yaml:3:12: rule r: when: error parsing regexp: missing closing ): `a(`"},
		{`args.s matches ("^(" + "get|list" + ")_[" + "a-" + ")")`, "p.yaml:3:12: rule r: when: error parsing regexp: invalid character class range: `a-)`"},
		{`attempt matches "x"`, "p.yaml:3:20: rule r: when: invalid operation: matches (mismatched types int and string)"},
		{`tool.tags matches "x"`, "p.yaml:3:22: rule r: when: invalid operation: matches (mismatched types []string and string)"},
		{`tool.name matches 1`, "p.yaml:3:22: rule r: when: invalid operation: matches (mismatched types string and int)"},
		{`args.s matches 1`, "p.yaml:3:19: rule r: when: invalid operation: matches (mismatched types interface {} and int)"},
		{`args.s matches "x" matches "y"`, "p.yaml:3:31: rule r: when: invalid operation: matches (mismatched types bool and string)"},
		{`args.s matches "("`, "p.yaml:3:19: rule r: when: error parsing regexp: missing closing ): `(`"},
		// contains searches within the budget too, with expr's errors.
		{`attempt contains "x"`, "p.yaml:3:20: rule r: when: invalid operation: contains (mismatched types int and string)"},
		{`tool.tags contains "x"`, "p.yaml:3:22: rule r: when: invalid operation: contains (mismatched types []string and string)"},
		{`args.s contains 1`, "p.yaml:3:19: rule r: when: invalid operation: contains (mismatched types interface {} and int)"},
	} {
		_, err := Load("p.yaml", []byte("rules:\n  - name: r\n    when: '"+tt.when+"'\n    action: deny\n"))
		if err == nil || strings.TrimSpace(err.Error()) != tt.want {
			t.Errorf("%s: %v, want %s", tt.when, err, tt.want)
		}
	}
	// A pattern of constant strings is compiled once, when the policy
	// loads, as a constant pattern is.
	allocs := func(when string) float64 {
		p := rbPolicy(t, 1, func(int) string { return when }, "")
		prep := rbPrep(p)
		c := Call{Args: map[string]any{"s": strings.Repeat("x", 100)}, Attempt: 1}
		return testing.AllocsPerRun(20, func() { p.Decide(prep, c) })
	}
	plain, joined := allocs(`lower(args.s) matches "^(get|list)_[a-z]+$"`), allocs(`lower(args.s) matches ("^(get|list)" + "_[a-z]+$")`)
	// (With -race, sync.Pool drops some of what it is given: a few more.)
	if joined > plain+4 {
		t.Errorf("a joined pattern allocates %v a decision, the same pattern written whole %v", joined, plain)
	}
}

// TestRedteamRegexpCostPerByte: MaxRegexpBytes counted the bytes a
// regular expression reads, as if each cost the same. Go's regexp runs a
// pattern in time proportional to the input times the instructions that
// can be live at once, and a counted repetition of a class makes many: a
// careless author's token detector `[A-Za-z0-9]{40}` reads 1 MiB of
// "aaa…" in 0.34 s (a simple pattern reads it in 15 to 50 ms), so 16
// such rules stayed within the budget and took 5.9 s; `[a-z0-9]{130}`
// read it in 1.1 s a rule; a pattern of 11 bytes taken from the
// arguments, `[ab]{1000}c`, reads 512 KiB in 3.3 s (and one of 100 KB,
// 900 KB in 174 s), charged 512 KiB. Each byte now costs one for every
// 8 instructions that read a character. The anchored patterns below fail
// at once but are charged the argument whole, as their unanchored forms
// would read it.
func TestRedteamRegexpCostPerByte(t *testing.T) {
	big := strings.Repeat("a", 1<<20)
	tests := []struct {
		name string
		n    int
		when string // %d: the rule's number
		args map[string]any
		deny string // the rule that reads past the budget; "": allow
	}{
		// 42 instructions: 6 bytes a byte; the third rule is past it.
		{"token detector", 16, `args.s matches "^[A-Za-z0-9]{40}z%d"`, map[string]any{"s": big}, "r002"},
		// 131: 17 bytes a byte, more than the budget at once.
		{"long repetition on expr", 4, `lower(args.s) matches "[a-z0-9]{130}z%d"`, map[string]any{"s": big}, "r000"},
		{"pattern from the arguments", 1, `args.s matches args.p`, map[string]any{"s": big[:512<<10], "p": "[ab]{1000}c"}, "r000"},
		// What ordinary policies do stays within the budget.
		{"token detector, 16 KiB", 16, `args.s matches "[A-Za-z0-9]{40}z%d"`, map[string]any{"s": big[:16<<10]}, ""},
		{"simple patterns", 16, `args.s matches "^z[0-9]+%d"`, map[string]any{"s": big}, ""},
		// 11 instructions: 2 bytes a byte.
		{"a secret scanner's pattern", 8, `args.s matches "(?i)^password\\s*[:=]%d"`, map[string]any{"s": big}, ""},
		{"pattern from the arguments, small", 1, `args.s matches args.p`, map[string]any{"s": big[:512<<10], "p": "[ab]{10}c"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := rbPolicy(t, tt.n, func(i int) string { return strings.ReplaceAll(tt.when, "%d", fmt.Sprint(i)) }, "")
			d := rbDecide(t, p, tt.args)
			if tt.deny != "" && !deniedBy(d, tt.deny, MaxRegexpBytes) {
				t.Errorf("%v by %s (%v), want a deny by %s naming %d", d.Action, d.Rule, d.Err, tt.deny, MaxRegexpBytes)
			}
			if tt.deny == "" && d.Action != Allow {
				t.Errorf("%v by %s (%v), want allow", d.Action, d.Rule, d.Err)
			}
		})
	}
}

// TestRedteamBudgetRerun: when a segment of rules on expr's VM fails,
// the rule to blame was found by running its rules again, one by one,
// from the budget as it stood before the segment: everything the
// segment read was read twice, so the work a decision may do was twice
// what MaxRegexpBytes allows (100 rules of a pattern that keeps 16
// threads live over 1 MiB: 2.5 s on expr's VM, 1.3 s in the fast lane).
// The position of the error names the rule. Measured in bytes
// allocated: each rule copies the argument once (upper), so a decision
// that fails at rule 17 should cost about what one that reads 16 rules
// does.
func TestRedteamBudgetRerun(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	cond := func(i int) string { return fmt.Sprintf(`upper(args.s) matches "^Z[0-9]+%d"`, i) }
	allocs := func(n int, want string) float64 {
		p := rbPolicy(t, n, cond, "")
		prep := rbPrep(p)
		c := Call{Args: map[string]any{"s": big}, Attempt: 1}
		if d := p.Decide(prep, c); want != "" && !deniedBy(d, want, MaxRegexpBytes) || want == "" && d.Action != Allow {
			t.Errorf("%d rules: %v by %s (%v), want %q", n, d.Action, d.Rule, d.Err, want)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range 3 {
			p.Decide(prep, c)
		}
		runtime.ReadMemStats(&after)
		return float64(after.TotalAlloc-before.TotalAlloc) / 3
	}
	within, past := allocs(16, ""), allocs(40, "r016")
	t.Logf("16 rules within the budget: %.0f bytes allocated; 40, failing at the 17th: %.0f", within, past)
	if past > 1.5*within {
		t.Errorf("a decision failing at the 17th rule allocates %v, one reading 16 rules %v: the segment is read again", past, within)
	}
	// A segment failing for another reason than the budget still blames
	// its first failing rule, with that rule's own error.
	p := rbPolicy(t, 6, func(i int) string {
		if i == 3 {
			return `args.s matches "^z[0-9]+" || upper(args.n) == "X"`
		}
		return cond(i)
	}, "")
	d := rbDecide(t, p, map[string]any{"s": "q", "n": 3.0})
	if d.Action != Deny || d.Rule != "r003" || d.Err == nil || strings.Contains(d.Err.Error(), fmt.Sprint(MaxRegexpBytes)) {
		t.Errorf("type error: %v by %s (%v), want a deny by r003", d.Action, d.Rule, d.Err)
	}
}

// TestRedteamPatternCompileCost: a pattern only known at call time is
// compiled in each rule that uses it, and the compile was charged as if
// it read the pattern once. Compiling costs 15 to 50 times that: 100
// rules of `"ab" matches args.p`, with a pattern of 1 MiB of `(a|b)`,
// took 11 s before the budget stopped them (classes `[a-z]…`: 3.5 s). A
// call-time pattern is at most MaxExprLen bytes (TestAttackCallTimePattern),
// and its compile is charged 64 bytes a byte of it.
func TestRedteamPatternCompileCost(t *testing.T) {
	for _, tt := range []struct {
		name, pat string
		deny      bool
	}{
		{"alternatives", strings.Repeat("(a|b)", 1<<20/5), true},
		{"classes", strings.Repeat("[a-z]", 1<<20/5), true},
		{"case folded", "(?i)" + strings.Repeat("k", 1<<20-4), true},
		// A pattern an argument may reasonably be.
		{"a few alternatives", "^(get|list|read)_[a-z]+$", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := rbPolicy(t, 4, func(i int) string { return fmt.Sprintf(`"ab%d" matches args.p`, i) }, "")
			d := rbDecide(t, p, map[string]any{"p": tt.pat})
			if tt.deny && !deniedBy(d, "r000", MaxExprLen) {
				t.Errorf("%v by %s (%v), want a deny by r000 naming %d", d.Action, d.Rule, d.Err, MaxExprLen)
			}
			if !tt.deny && d.Action != Allow {
				t.Errorf("%v by %s (%v), want allow", d.Action, d.Rule, d.Err)
			}
		})
	}
}

// TestRedteamBudgetManyCalls: a predicate over a list of many short
// strings calls a pattern once per string, and each call was charged
// only the bytes it read. The call itself costs more than reading: 100
// rules of `any(args.l, {# matches "^z[0-9]+"})` over 250,000 strings of
// one byte (1 MiB as JSON) took 0.9 s (helper calls cost 54 ns each, where
// expr's own operator took 22), contains 1.3 s, within both budgets. A
// call is charged at least 16 bytes of MaxRegexpBytes, or 1 KiB of
// MaxLiteralBytes: about a million calls a decision.
func TestRedteamBudgetManyCalls(t *testing.T) {
	l := make([]any, 250_000)
	for i := range l {
		l[i] = "a"
	}
	for _, tt := range []struct {
		form  string
		limit int64
	}{
		{`any(args.l, {# matches "^z[0-9]+%d"})`, MaxRegexpBytes},
		{`any(args.l, {# matches "^z%d"})`, MaxLiteralBytes},
		{`any(args.l, {# contains "z%d"})`, MaxLiteralBytes},
	} {
		t.Run(tt.form, func(t *testing.T) {
			p := rbPolicy(t, 100, func(i int) string { return fmt.Sprintf(tt.form, i) }, "")
			// 4 rules make a million calls; the fifth is past the budget.
			if d := rbDecide(t, p, map[string]any{"l": l}); !deniedBy(d, "r004", tt.limit) {
				t.Errorf("%v by %s (%v), want a deny by r004 naming %d", d.Action, d.Rule, d.Err, tt.limit)
			}
			// Short lists stay within it.
			if d := rbDecide(t, p, map[string]any{"l": l[:1000]}); d.Action != Allow {
				t.Errorf("1,000 strings: %v by %s (%v)", d.Action, d.Rule, d.Err)
			}
		})
	}
}
