package rules

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/testenv"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// unknownKeys is a policy of n rules, each with a key the format does
// not know: n errors, each naming its rule.
func unknownKeys(n int) []byte {
	var b strings.Builder
	b.WriteString("rules:\n")
	for i := range n {
		fmt.Fprintf(&b, "  - {name: r%d, when: 'tool.readOnly', action: allow, bogus: 1}\n", i)
	}
	return []byte(b.String())
}

// TestManyErrorsLinear: a policy with an error on every line costs in
// proportion to its size. Naming the rule of each error parsed the whole
// file again (500 errors in 28 KB took 3.6 s and 2.5 GB; a 1 MB file,
// hours).
func TestManyErrorsLinear(t *testing.T) {
	allocs := func(n int) float64 {
		src := unknownKeys(n)
		return testing.AllocsPerRun(1, func() {
			_, err := Load("p.yaml", src)
			if err == nil || !strings.Contains(err.Error(), fmt.Sprintf(`rule r%d: unknown field "bogus"`, n-1)) {
				t.Fatalf("%d rules: error %.200v", n, err)
			}
		})
	}
	small, large := allocs(100), allocs(400)
	if large > 6*small {
		t.Errorf("4× the errors took %.1f× the allocations (%.0f, %.0f): not linear", large/small, small, large)
	}
}

// BenchmarkLoadManyErrors loads a 28 KB policy with 400 unknown keys.
func BenchmarkLoadManyErrors(b *testing.B) {
	src := unknownKeys(400)
	b.ReportAllocs()
	for b.Loop() {
		Load("p.yaml", src)
	}
}

// manyKeys is a policy whose servers mapping has n keys.
func manyKeys(n int) []byte {
	var b strings.Builder
	b.WriteString("servers:\n")
	for i := range n {
		fmt.Fprintf(&b, "  s%d: {trust: checked}\n", i)
	}
	return []byte(b.String())
}

// keyLines is n lines of distinct keys, each indented by indent.
func keyLines(indent string, n int) []byte {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "%sk%d: 1\n", indent, i)
	}
	return []byte(b.String())
}

// TestManyKeysRejected: the YAML parser takes time that grows with the
// square of the keys of one block mapping (20,000 took 7 s and 4.5 GB to
// load; a 1 MB file, minutes), so a mapping with more than maxMapKeys
// keys is rejected before it is parsed, with the line of the first key
// too many.
func TestManyKeysRejected(t *testing.T) {
	if _, err := Load("p.yaml", manyKeys(maxMapKeys)); err != nil {
		t.Fatalf("%d keys: %v", maxMapKeys, err)
	}
	for _, src := range [][]byte{
		manyKeys(maxMapKeys + 1),
		manyKeys(20000),
		// At the top, and inside a list item.
		keyLines("", maxMapKeys+1),
		append([]byte("rules:\n  - name: r\n"), keyLines("    ", maxMapKeys)...),
	} {
		_, err := Load("p.yaml", src)
		var perr *Error
		if !errors.As(err, &perr) || !strings.Contains(perr.Msg, fmt.Sprintf("more than %d keys", maxMapKeys)) || perr.Line < maxMapKeys {
			t.Errorf("%d bytes: error %.200v", len(src), err)
		}
	}
	// A long list is not a mapping with many keys.
	var list strings.Builder
	list.WriteString("rules:\n")
	for i := range MaxRules {
		fmt.Fprintf(&list, "  - name: r%d\n    when: 'false'\n    action: deny\n", i)
	}
	if _, err := Load("p.yaml", []byte(list.String())); err != nil {
		t.Errorf("%d rules: %v", MaxRules, err)
	}
}

// BenchmarkLoadManyKeys loads a policy whose servers mapping has 20,000
// keys.
func BenchmarkLoadManyKeys(b *testing.B) {
	src := manyKeys(20000)
	b.ReportAllocs()
	for b.Loop() {
		Load("p.yaml", src)
	}
}

// flowErrors is a policy whose n rules are written on one line, each
// with values of the wrong type.
func flowErrors(n int) []byte {
	var b strings.Builder
	b.WriteString("rules: [")
	for i := range n {
		fmt.Fprintf(&b, "{name: [r%d], when: [1], action: allow}, ", i)
	}
	b.WriteString("]\n")
	return []byte(b.String())
}

// TestFlowErrorsLinear: errors on one long line cost in proportion to
// the line. The YAML library's error text prints the source line around
// the error, in time that grows with the square of the line's tokens,
// and it was asked for each error: 500 such rules, 21 KB, took 18 s.
func TestFlowErrorsLinear(t *testing.T) {
	allocs := func(n int) float64 {
		src := flowErrors(n)
		return testing.AllocsPerRun(1, func() {
			_, err := Load("p.yaml", src)
			if err == nil || !strings.Contains(err.Error(), "wrong type: got a list, want a string") {
				t.Fatalf("%d rules: error %.200v", n, err)
			}
		})
	}
	small, large := allocs(50), allocs(200)
	if large > 6*small {
		t.Errorf("4× the errors took %.1f× the allocations (%.0f, %.0f): not linear", large/small, small, large)
	}
}

// BenchmarkLoadFlowErrors loads a 10 KB policy of 250 rules on one line,
// each with values of the wrong type.
func BenchmarkLoadFlowErrors(b *testing.B) {
	src := flowErrors(250)
	b.ReportAllocs()
	for b.Loop() {
		Load("p.yaml", src)
	}
}

// flowServers is a policy with n servers written on one line, each with
// an unknown trust level.
func flowServers(n int) []byte {
	var b strings.Builder
	b.WriteString("servers: {")
	for i := range n {
		fmt.Fprintf(&b, "s%d: {trust: nope}, ", i)
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// TestManyFlowServersRejected: the line scan does not count the keys of a
// mapping written on one line, and the position of each server's error
// was looked up through all the servers (20,000 took 2 s; a 1 MB file,
// 10 s): more than maxMapKeys servers are one error.
func TestManyFlowServersRejected(t *testing.T) {
	_, err := Load("p.yaml", flowServers(maxMapKeys+1))
	var perr *Error
	if !errors.As(err, &perr) || perr.Msg != fmt.Sprintf("servers: %d entries, more than %d", maxMapKeys+1, maxMapKeys) || perr.Line != 1 {
		t.Errorf("error %.300v", err)
	}
	if _, err := Load("p.yaml", flowServers(maxMapKeys)); err == nil || !strings.Contains(err.Error(), `unknown trust level "nope"`) {
		t.Errorf("%d servers: error %.200v", maxMapKeys, err)
	}
}

// BenchmarkLoadFlowServers loads a policy of 20,000 servers on one line.
func BenchmarkLoadFlowServers(b *testing.B) {
	src := flowServers(20000)
	b.ReportAllocs()
	for b.Loop() {
		Load("p.yaml", src)
	}
}

// TestLongPathPatternDenies: a path pattern is matched against each path
// argument in time that grows with the product of their parts (a
// pattern of 2,000 parts against 250 paths of 4,000 parts took 7.5 s per
// call); a pattern of more than maxPatternParts parts is an error, which
// denies, and a warning when the policy is loaded.
func TestLongPathPatternDenies(t *testing.T) {
	pat := strings.Repeat("/**/a", maxPatternParts/2) + "/b"
	p, err := Load("p.yaml", fmt.Appendf(nil, "rules:\n  - {name: r, when: 'anyPath(args, [%q])', action: allow}\ndefault: allow\n", pat))
	if err != nil {
		t.Fatal(err)
	}
	if w := p.Warnings(); len(w) != 1 || !strings.Contains(w[0].Error(), fmt.Sprintf("more than %d parts", maxPatternParts)) {
		t.Errorf("warnings %v", w)
	}
	tool := hints.Resolve(&mcp.Tool{Name: "get_x"})
	d := p.Decide(p.Prepare(&tool, Session{}), Call{Args: map[string]any{"p": "/a/b"}, Attempt: 1})
	if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), "parts") {
		t.Errorf("decision %v (%v), want deny with an error", d.Action, d.Err)
	}
}

// hugeArgs is about 1.3 MB of arguments in 9,000 strings: paths and URLs
// that no rule of testenv.ArgRules matches.
func hugeArgs() map[string]any { return testenv.BulkyArgs(1_300_000) }

// BenchmarkDecideArgsGrowth decides a call of a tool with 100 rules that
// read its arguments (testenv.ArgRules), none of which matches, over arguments
// of 100 B, 10 KB and 1 MB: the work grows with the arguments, once.
func BenchmarkDecideArgsGrowth(b *testing.B) {
	p, err := Load("p.yaml", []byte(testenv.ArgRules(100)))
	if err != nil {
		b.Fatal(err)
	}
	tool := hints.Resolve(&mcp.Tool{Name: "write_file"})
	prep := p.Prepare(&tool, Session{})
	for _, size := range []struct {
		name string
		n    int
	}{{"100B", 100}, {"10KB", 10_000}, {"1MB", 1_000_000}} {
		b.Run("rules-100/args-"+size.name, func(b *testing.B) {
			call := Call{Args: testenv.BulkyArgs(size.n), Attempt: 1}
			b.ReportAllocs()
			for b.Loop() {
				if d := p.Decide(prep, call); d.Rule != "default" {
					b.Fatal(d.Rule, d.Err)
				}
			}
		})
	}
}

// countValues counts the values of v as a walk does: keys too.
func countValues(v any) int {
	n := 1
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			n += 1 + countValues(e)
		}
	case []any:
		for _, e := range x {
			n += countValues(e)
		}
	}
	return n
}

// TestAttackArgsWalkedOnce: every rule that searched a call's arguments
// for paths or URLs walked them again, so 100 such rules over 1.3 MB of
// arguments took 4 s a call, and a model could stall the agent with
// each call. The arguments are walked once per decision, whatever the
// number of rules, and what the walk found is shared by all of them.
func TestAttackArgsWalkedOnce(t *testing.T) {
	p, err := Load("p.yaml", []byte(testenv.ArgRules(100)))
	if err != nil {
		t.Fatal(err)
	}
	args := hugeArgs()
	tool := hints.Resolve(&mcp.Tool{Name: "write_file"})
	prep := p.Prepare(&tool, Session{})
	var walks, values int
	walked = func(n int) { walks, values = walks+1, values+n }
	defer func() { walked = nil }()
	d := p.Decide(prep, Call{Args: args, Attempt: 1})
	if d.Action != Allow || d.Rule != "default" {
		t.Fatalf("decision %v by %s (%v), want the default's allow", d.Action, d.Rule, d.Err)
	}
	if total := countValues(args); walks > 1 || values > total {
		t.Errorf("one decision with 100 rules walked the arguments %d times, visiting %d values; they hold %d", walks, values, total)
	}
}

// denyRules loads a policy of n deny rules named r000, r001, … whose
// conditions when gives, allowing by default, and prepares write_file.
func denyRules(t *testing.T, n int, when func(i int) string) (*Policy, *Prepared) {
	t.Helper()
	var b strings.Builder
	b.WriteString("rules:\n")
	for i := range n {
		fmt.Fprintf(&b, "  - {name: r%03d, when: '%s', action: deny}\n", i, when(i))
	}
	b.WriteString("default: allow\n")
	p, err := Load("p.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	tool := hints.Resolve(&mcp.Tool{Name: "write_file"})
	return p, p.Prepare(&tool, Session{})
}

// TestAttackRegexpBudget: a regular expression reads its argument whole,
// each rule's again: 100 rules whose patterns need the whole string, over
// one argument of 1 MiB, took 3 s a decision. The regular expressions of
// a decision read at most MaxRegexpBytes of arguments; past that the
// rule fails, which denies, naming the limit.
func TestAttackRegexpBudget(t *testing.T) {
	p, prep := denyRules(t, 100, func(i int) string { return fmt.Sprintf(`args.s matches "[ab.]/[ab.]+z%d"`, i) })
	big := strings.Repeat("a.b/", 1<<20/4)
	d := p.Decide(prep, Call{Args: map[string]any{"s": big}, Attempt: 1})
	// The rule whose pattern would read past the budget fails.
	want := fmt.Sprintf("r%03d", MaxRegexpBytes/len(big))
	if d.Action != Deny || d.Rule != want || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxRegexpBytes)) {
		t.Errorf("1 MiB: %v by %s (%v), want a deny by %s naming the limit", d.Action, d.Rule, d.Err, want)
	}
	// Every rule still reads arguments of ordinary sizes.
	if d := p.Decide(prep, Call{Args: map[string]any{"s": big[:64<<10]}, Attempt: 1}); d.Action != Allow {
		t.Errorf("64 KiB: %v by %s (%v)", d.Action, d.Rule, d.Err)
	}
}

// TestAttackRegexpBudgetOnExpr: MaxRegexpBytes held only for conditions
// in the fast lane. Wrapping the argument (`lower(args.s) matches …`, a
// predicate over it) sent the condition to expr's VM, where each rule's
// regular expression read the argument whole again: 100 such rules over
// one argument of 1 MiB took 2.9 s a decision. They share the decision's
// budget now, whatever evaluates them.
func TestAttackRegexpBudgetOnExpr(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	// Anchored patterns fail at once, but each is charged the argument
	// whole, as a pattern that needs all of it would read it.
	for _, form := range []string{
		`lower(args.s) matches "^z[0-9]+%d"`,
		`any([args.s], {# matches "^z[0-9]+%d"})`,
		// Half on the fast lane, half on expr: one budget.
		`args.t == "x" || args.s matches "^z[0-9]+%d" || lower(args.s) matches "^q[0-9]+%[1]d"`,
	} {
		p, prep := denyRules(t, 100, func(i int) string { return fmt.Sprintf(form, i) })
		d := p.Decide(prep, Call{Args: map[string]any{"s": big}, Attempt: 1})
		if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxRegexpBytes)) {
			t.Errorf("%s, 1 MiB: %v by %s (%v), want a deny naming the limit", form, d.Action, d.Rule, d.Err)
		}
		if d := p.Decide(prep, Call{Args: map[string]any{"s": big[:32<<10]}, Attempt: 1}); d.Action != Allow {
			t.Errorf("%s, 32 KiB: %v by %s (%v)", form, d.Action, d.Rule, d.Err)
		}
	}
}

// TestAttackLiteralBudget: a pattern that is a set of literal strings
// (`(tok0|tok1|…)`) is searched for string by string, each search reading
// the argument whole. 100 rules of 64 strings over one argument of 1 MiB
// read 6.4 GiB and took 1.8 s a decision, outside MaxRegexpBytes. The
// searches of one decision read at most MaxLiteralBytes.
func TestAttackLiteralBudget(t *testing.T) {
	big := strings.Repeat("a-b/", 1<<20/4)
	for _, form := range []string{`args.s matches "(%s)"`, `any([args.s], {# matches "(%s)"})`} {
		p, prep := denyRules(t, 100, func(i int) string {
			var alts []string
			for j := range 64 {
				alts = append(alts, fmt.Sprintf("a-b/a-b/z%d_%d", i, j))
			}
			return fmt.Sprintf(form, strings.Join(alts, "|"))
		})
		d := p.Decide(prep, Call{Args: map[string]any{"s": big}, Attempt: 1})
		want := fmt.Sprintf("r%03d", MaxLiteralBytes/(64*len(big)))
		if d.Action != Deny || d.Rule != want || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxLiteralBytes)) {
			t.Errorf("%s, 1 MiB: %v by %s (%v), want a deny by %s naming the limit", form, d.Action, d.Rule, d.Err, want)
		}
		// Every rule still searches arguments of ordinary sizes.
		if d := p.Decide(prep, Call{Args: map[string]any{"s": big[:64<<10]}, Attempt: 1}); d.Action != Allow {
			t.Errorf("%s, 64 KiB: %v by %s (%v)", form, d.Action, d.Rule, d.Err)
		}
	}
}

// TestAttackArgsEncodedOnce: `toJSON(args)` encoded the call's arguments
// again in every rule that named it, so 100 such rules over one argument
// of 1 MiB encoded (and allocated) 200 MiB, in 0.8 s a decision. A
// decision encodes its arguments once, and every rule reads that text.
func TestAttackArgsEncodedOnce(t *testing.T) {
	big := strings.Repeat("a.b/", 1<<20/4)
	for _, form := range []string{`toJSON(args) contains "zz%d"`, `len(toJSON(args)) < %d`, `indexOf(toJSON(args), "zz%d") >= 0`} {
		p, prep := denyRules(t, 100, func(i int) string { return fmt.Sprintf(form, i) })
		call := Call{Args: map[string]any{"s": big, "n": 1}, Attempt: 1}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		d := p.Decide(prep, call)
		runtime.ReadMemStats(&after)
		if d.Action != Allow || d.Err != nil {
			t.Errorf("%s: %v by %s (%v)", form, d.Action, d.Rule, d.Err)
		}
		// One encoding is about 2 MiB (the indented text and its buffer).
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
			t.Errorf("%s: one decision of 100 rules over 1 MiB allocated %d MiB", form, grew>>20)
		}
	}
	// The text is the arguments' own, as toJSON writes them.
	p, prep := denyRules(t, 2, func(i int) string {
		return []string{`toJSON(args) contains "\"n\": 1"`, `toJSON(args) == "{\n  \"n\": 1\n}"`}[i]
	})
	if d := p.Decide(prep, Call{Args: map[string]any{"n": 1}, Attempt: 1}); d.Action != Deny || d.Rule != "r000" {
		t.Errorf("toJSON(args): %v by %s (%v), want a deny by r000", d.Action, d.Rule, d.Err)
	}
	// A nested map is not the call's arguments: it is encoded itself.
	p, prep = denyRules(t, 1, func(int) string { return `toJSON(args.o) == "{\n  \"k\": \"v\"\n}"` })
	if d := p.Decide(prep, Call{Args: map[string]any{"o": map[string]any{"k": "v"}}, Attempt: 1}); d.Action != Deny {
		t.Errorf("toJSON(args.o): %v by %s (%v), want a deny", d.Action, d.Rule, d.Err)
	}
}

// TestAttackCallTimePattern: a pattern only known at call time
// (`args.s matches args.p`) is the model's text, compiled for every rule
// that names it: 100 such rules over a pattern of 1 MB took 17 to 27 s a
// decision, one compile a second, until the budget stopped them. A
// call-time pattern is at most MaxExprLen bytes, as a policy's own are,
// and is compiled once per decision.
func TestAttackCallTimePattern(t *testing.T) {
	p, prep := denyRules(t, 100, func(i int) string { return fmt.Sprintf(`args.s matches args.p && args.n == %d`, i) })
	huge := strings.Repeat("(?:a{2,9}b)", 1<<20/11)
	d := p.Decide(prep, Call{Args: map[string]any{"s": "zzz", "p": huge}, Attempt: 1})
	if d.Action != Deny || d.Rule != "r000" || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxExprLen)) {
		t.Errorf("1 MB pattern: %v by %s (%v), want a deny by r000 naming the limit", d.Action, d.Rule, d.Err)
	}
	// Within the bound, one compile serves every rule.
	pat := strings.Repeat("(?:[a-z]{1,99}b)", 250)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	d = p.Decide(prep, Call{Args: map[string]any{"s": "zzz", "p": pat}, Attempt: 1})
	runtime.ReadMemStats(&after)
	if d.Action != Allow || d.Err != nil {
		t.Errorf("4 KB pattern: %v by %s (%v)", d.Action, d.Rule, d.Err)
	}
	one := testing.AllocsPerRun(1, func() { _, _ = compileMatcher(pat) })
	if grew := after.Mallocs - before.Mallocs; float64(grew) > 1.5*one {
		t.Errorf("4 KB pattern: %d allocations for 100 rules; one compile makes %.0f", grew, one)
	}
}

// TestAttackBuiltinWork: expr's builtins do work in proportion to what
// they are given, outside the patterns' budgets. 100 rules over one
// argument of 1 MiB of "a/" took 0.85 s a decision with
// split(args.s, "/"), 1.1 s with replace, 3.8 s with any(split(…), …),
// 4.4 s with filter and 6.5 s with toJSON(split(…)). The builtins of one
// decision do at most MaxBuiltinWork, and every rule still reads
// arguments of ordinary sizes.
func TestAttackBuiltinWork(t *testing.T) {
	big := strings.Repeat("a/", 1<<19)
	for _, form := range []string{
		`split(args.s, "/")[0] == "z%d"`,
		`replace(args.s, "/", "//") == "z%d"`,
		`any(split(args.s, "/"), # == "z%d")`,
		`len(filter(split(args.s, "/"), # != "")) == %d`,
		`len(toJSON(split(args.s, "/"))) == %d`,
		`len(string(split(args.s, "/"))) == %d`,
		`any(split(lower(args.s), "/"), {any(split(#, "a"), # == "z%d")})`,
		`args.t == "x" || len(splitAfter(args.s, "/")) == %d`,
		`"z%d" in keys(args.m)`,
		`count(values(args.m), # == "z%d") > 0`,
	} {
		if raceEnabled && !strings.HasPrefix(form, "any(split(args") {
			continue // a decision of 256 M units is ten times as long
		}
		m := make(map[string]any, 1<<16)
		for i := range 1 << 16 {
			m[fmt.Sprint(i)] = "v"
		}
		p, prep := denyRules(t, 100, func(i int) string { return fmt.Sprintf(form, i) })
		d := p.Decide(prep, Call{Args: map[string]any{"s": big, "m": m}, Attempt: 1})
		if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxBuiltinWork)) {
			t.Errorf("%s, 1 MiB: %v by %s (%v), want a deny naming the limit", form, d.Action, d.Rule, d.Err)
		}
		if d := p.Decide(prep, Call{Args: map[string]any{"s": big[:4<<10], "m": map[string]any{"a": "v"}}, Attempt: 1}); d.Action != Allow {
			t.Errorf("%s, 4 KiB: %v by %s (%v)", form, d.Action, d.Rule, d.Err)
		}
	}
}

// TestBuiltinWorkKeepsTypes: wrapping what a builtin is given keeps the
// checker's view of it: policies that loaded load, and type errors are
// still reported when the policy loads.
func TestBuiltinWorkKeepsTypes(t *testing.T) {
	for _, when := range []string{
		`upper(tool.name) startsWith "GET_"`,
		`len(split(tool.name, "_")) > 2 && split(tool.name, "_")[0] == "get"`,
		`any(tool.tags, # == "admin")`,
		`"admin" in keys(session.labels)`,
		`join(split(args.path, "/"), "|") contains "etc"`,
		`sum(map(args.items, #.n)) > 10`,
		`toJSON(args.body) contains "x"`,
	} {
		if _, err := Load("p.yaml", []byte("rules:\n  - {name: r, when: '"+when+"', action: deny}\n")); err != nil {
			t.Errorf("%s: %v", when, err)
		}
	}
	for _, when := range []string{`upper(1) == "A"`, `any(tool.name, # == "a")`, `split(tool.name, 1)[0] == "a"`} {
		if _, err := Load("p.yaml", []byte("rules:\n  - {name: r, when: '"+when+"', action: deny}\n")); err == nil {
			t.Errorf("%s loaded", when)
		}
	}
}
