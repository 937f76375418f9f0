package rules

import (
	"fmt"
	"strings"
	"testing"
)

// Work a condition does in proportion to the product of two of the call's
// arguments, outside what MaxBuiltinWork charged: a comparison of two long
// strings in a predicate reads them once for each element, uniq compares
// every pair, groupBy hashes its key and sortBy compares them, trim with a
// cutset of many characters searches the cutset for each character it
// trims. Every attack fits in the guard's MaxArgBytes (1 MiB of JSON).

// redteam23Args are the arguments of the attacks: strings of 256 KiB that
// are equal, or differ only in their last byte (so that a comparison
// reads them whole and finds no difference before the end), and lists of
// numbers that cost nothing to walk.
func redteam23Args() map[string]any {
	const size = 256 << 10
	x := strings.Repeat("x", size)
	items := make([]any, 200000) // 400 KB of JSON: "0,"
	for i := range items {
		items[i] = 0.0
	}
	nums := make([]any, 60000) // 60,000 different numbers, 400 KB of JSON
	for i := range nums {
		nums[i] = float64(i)
	}
	return map[string]any{
		"a":     x,
		"same":  strings.Clone(x),                         // equal to a, its own bytes
		"b":     strings.Repeat("x", size-1) + "y",        // differs from a at the end
		"items": items,                                    // 200,000 elements
		"few":   items[:450],                              // 450 elements
		"nums":  nums,                                     // 60,000 elements, all different
		"list":  []any{strings.Repeat("x", size-1) + "y"}, // one string like b
		"m":     map[string]any{"k": 1.0},
		"l1":    items[:40000], "l2": append([]any(nil), items[:40000]...), // equal lists of 40,000
	}
}

// redteam23Small are arguments on which every attack's rule holds, or
// not, quickly: the rewrite keeps what the conditions mean.
func redteam23Small() map[string]any {
	return map[string]any{
		"a": "x", "same": "x", "b": "y", "items": []any{0.0, 1.0}, "few": []any{0.0},
		"nums": []any{1.0, 2.0, 2.0}, "list": []any{"y"}, "m": map[string]any{"k": 1.0},
		"l1": []any{0.0}, "l2": []any{0.0},
	}
}

// TestAttackProductWork: each condition reads its arguments once for every
// element of another, or every pair of one, and was charged only for the
// elements: 200,000 comparisons of 256 KiB took seconds a rule. Each is
// charged now, and the rule past MaxBuiltinWork denies, naming it.
func TestAttackProductWork(t *testing.T) {
	big, small := redteam23Args(), redteam23Small()
	for _, c := range []struct {
		name, when string
		small      bool // what the rule gives on the small arguments
	}{
		// 200,000 elements × 256 KiB compared.
		{"== of two arguments", `any(args.items, args.a == args.b)`, false},
		{"!= of two arguments", `any(args.items, args.a != args.same)`, false},
		{"< of two arguments", `any(args.items, args.a < args.same)`, false},
		{">= of two arguments", `any(args.items, args.a >= args.b)`, false},
		{"startsWith", `any(args.items, args.a startsWith args.b)`, false},
		{"endsWith", `any(args.items, args.a endsWith args.b)`, false},
		{"== of an element", `any(args.items, {let s = args.a; s == args.b})`, false},
		// 200,000 elements × a list of one string of 256 KiB.
		{"in a list", `any(args.items, args.a in args.list)`, false},
		// 200,000 elements × a key of 256 KiB hashed.
		{"in a map", `any(args.items, args.a in args.m)`, false},
		{"in a constant map", `any(args.items, args.a in {"k": 1})`, false},
		{"in the session's labels", `any(args.items, args.a in session.labels)`, false},
		{"index of a map", `any(args.items, args.m[args.a] == 1)`, false},
		// 450 × 450 elements × 256 KiB compared.
		{"nested predicates", `any(args.few, any(args.few, args.a == args.b))`, false},
		// 200,000 elements × two lists of 40,000 compared.
		{"== of two lists", `any(args.items, args.l1 != args.l2)`, false},
		// 60,000 different numbers: 1.8 billion comparisons.
		{"uniq", `len(uniq(args.nums)) == 1`, false},
		// 200,000 keys of 256 KiB hashed, or sorted.
		{"groupBy", `len(groupBy(args.items, args.a)) == 0`, false},
		{"sortBy", `len(sortBy(args.nums, int(#) % 2 == 0 ? args.a : args.same)) == 0`, false},
		{"sort", `len(sort(map(args.nums, int(#) % 2 == 0 ? args.a : args.same))) == 0`, false},
	} {
		t.Run(c.name, func(t *testing.T) { checkWorkBound(t, c.when, big, small, c.small) })
	}
}

// TestAttackWorkOfOneCall: builtins and helpers whose work on one call is
// the product of their arguments' sizes, charged for their sum or not at
// all (trim with a cutset of 512 KiB: 0.7 s a rule; glob: 80 s), duration
// in a predicate (2 s), and predicates over ranges.
func TestAttackWorkOfOneCall(t *testing.T) {
	items := make([]any, 20000)
	for i := range items {
		items[i] = 0.0
	}
	big := map[string]any{
		// 131,072 runes trimmed (256 KiB), each searched for in a cutset
		// of 512 KiB.
		"s":   strings.Repeat("é", 128<<10),
		"cut": strings.Repeat("ü", 256<<10) + "é",
		// 20,000 elements × a duration of 64 KiB parsed.
		"items": items,
		"d":     strings.Repeat("0", 64<<10) + "1h",
		// a pattern of 128 KiB, a name of 256 KiB: every position of the
		// name tried against the pattern.
		"pattern": "*" + strings.Repeat("a", 128<<10) + "b",
		"name":    strings.Repeat("a", 256<<10),
		// ranges of 900,000 numbers (expr makes at most a million a run),
		// in rules that each run apart.
		"n": 9e5,
	}
	small := map[string]any{"s": "éaé", "cut": "üé", "items": []any{0.0}, "d": "1h", "pattern": "*a", "name": "ba", "n": 3.0}
	for _, c := range []struct {
		name  string
		rules int
		when  string
		small bool
	}{
		{"trim with a cutset", 1, `trim(args.s, args.cut) == "x"`, false},
		{"duration", 1, `any(args.items, duration(args.d) > duration("2h"))`, false},
		{"glob", 1, `glob(args.pattern, args.name)`, true},
		{"glob in a predicate", 1, `any(args.items, glob("*b", args.name))`, false},
		// each rule its own run of expr: a fast-lane rule between them.
		// Charged already (a range is a list to any), kept as a check.
		{"ranges", 10, `any(1..args.n, # < 0) || args.s == "%d"`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, prep := denyRules(t, c.rules, func(i int) string {
				if i%2 == 1 {
					return fmt.Sprintf(`args.s == "r%d"`, i)
				}
				return strings.ReplaceAll(c.when, "%d", fmt.Sprint(i))
			})
			d := p.Decide(prep, Call{Args: big, Attempt: 1})
			if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxBuiltinWork)) {
				t.Errorf("%s: %v by %s (%v), want a deny naming the limit", c.when, d.Action, d.Rule, d.Err)
			}
			if d := p.Decide(prep, Call{Args: small, Attempt: 1}); (d.Action == Deny) != c.small || d.Err != nil {
				t.Errorf("%s, small: %v by %s (%v), want deny %v", c.when, d.Action, d.Rule, d.Err, c.small)
			}
		})
	}
}

// TestAttackZoneNames: timezone(name), and date with a zone name, load
// the zone from the system's files on each call: a zone name taken from
// the call had the guard read a file of the model's choosing, once for
// every element of a predicate. A zone name must be a constant the
// system knows; it is loaded once, when the policy is.
func TestAttackZoneNames(t *testing.T) {
	for _, when := range []string{
		`now(timezone(args.tz)).Year() > 3000`,
		`any(args.zones, now(timezone(#)).Year() > 3000)`,
		`date(args.d, "2006-01-02", args.tz) < now()`,
		`date(timezone("UTC"), args.d, "2006-01-02", args.tz) < now()`,
		`now(timezone("Mars/Olympus")).Year() > 3000`,
		`date(args.d, "2006-01-02", "Mars/Olympus") < now()`,
	} {
		_, err := Load("p.yaml", []byte("rules:\n  - {name: zoned, when: '"+when+"', action: deny}\n"))
		if err == nil || !strings.Contains(err.Error(), "zoned") || !strings.Contains(err.Error(), "zone") {
			t.Errorf("%s: %v, want an error naming the rule and the zone", when, err)
		}
	}
	args := map[string]any{"d": "2020-06-01", "zones": []any{"UTC"}}
	for _, c := range []struct {
		when string
		deny bool
	}{
		{`now(timezone("Europe/Paris")).Year() > 2000`, true},
		{`any(args.zones, now(timezone("Europe/Paris")).Year() < 2000)`, false},
		{`date(args.d, "2006-01-02", "Europe/Paris") < now()`, true},
		{`date(args.d, "2006-01-02", "Europe/Paris").Hour() == 0`, true},
		{`date(args.d, "2006-01-02", "Europe/Paris").UTC().Hour() == 22`, true},
		{`date(timezone("UTC"), args.d, "2006-01-02", "Europe/Paris").UTC().Hour() == 22`, true},
		{`date(timezone("Asia/Tokyo"), args.d, "2006-01-02").UTC().Hour() == 15`, true},
		{`date(args.d, "2006-01-02").Hour() == 0`, true},
		{`let z = timezone("Asia/Tokyo"); date(z, args.d, "2006-01-02").UTC().Hour() == 15`, true},
	} {
		p, prep := denyRules(t, 1, func(int) string { return c.when })
		if d := p.Decide(prep, Call{Args: args, Attempt: 1}); (d.Action == Deny) != c.deny || d.Err != nil {
			t.Errorf("%s: %v by %s (%v), want deny %v", c.when, d.Action, d.Rule, d.Err, c.deny)
		}
	}
}

// TestAttackWorkInPredicates: builtins that read every value within a
// list, however nested, and helpers that read a whole string, charged
// for the top of what they were given or not at all, once for every
// element of a predicate: median of a list holding 300,000 numbers, for
// each of 2,000 elements, took 15 s; pathUnder of a path of 200 KiB for
// each of 100,000, 12 s.
func TestAttackWorkInPredicates(t *testing.T) {
	few := make([]any, 2000)
	for i := range few {
		few[i] = 0.0
	}
	inner := make([]any, 300000)
	for i := range inner {
		inner[i] = 0.0
	}
	items := make([]any, 100000)
	for i := range items {
		items[i] = 0.0
	}
	big := map[string]any{
		"few":    few,                          // 2,000 elements
		"nested": []any{inner},                 // one list of 300,000 numbers: 600 KB
		"items":  items,                        // 100,000 elements
		"key":    strings.Repeat("a", 256<<10), // a key of 256 KiB
		"path":   "/x/" + strings.Repeat("a", 200<<10),
	}
	small := map[string]any{"few": []any{0.0}, "nested": []any{[]any{1.0, 9.0}}, "items": []any{0.0}, "key": "k", "path": "/home/x"}
	for _, c := range []struct {
		name, when string
		small      bool
	}{
		{"max", `any(args.few, max(args.nested) > 10)`, false},
		{"min", `any(args.few, min(args.nested) > 10)`, false},
		{"mean", `any(args.few, mean(args.nested) > 10)`, false},
		{"median", `any(args.few, median(args.nested) > 10)`, false},
		{"get", `any(args.items, get(args, args.key) != nil)`, false},
		{"pathUnder", `any(args.items, pathUnder(args.path, "/etc/**"))`, false},
	} {
		t.Run(c.name, func(t *testing.T) { checkWorkBound(t, c.when, big, small, c.small) })
	}
}

// TestProductWorkKeepsMeaning: the charged forms decide as expr's own
// do, and what expr reports when the policy loads it still reports.
func TestProductWorkKeepsMeaning(t *testing.T) {
	args := map[string]any{
		"l": []any{"x", "y", "x"}, "s": "-a-b-", "u": "éxé", "m": map[string]any{"x": 1.0},
		"nested": []any{[]any{1.0, 5.0}, []any{3.0}}, "n": 2.0, "name": "prod_db",
	}
	for _, c := range []struct {
		when string
		deny bool
	}{
		{`uniq(args.l) == ["x", "y"]`, true},
		{`len(uniq(args.nested)) == 2`, true},
		{`trim(args.s, "-") == "a-b"`, true},
		{`trim(args.u, "é") == "x"`, true},
		{`trim(args.u, "éx") == ""`, true},
		{`trim(args.s) == "-a-b-"`, true},
		{`glob("prod_*", args.name)`, true},
		{`glob("dev_*", args.name)`, false},
		{`glob(args.name, "prod_db")`, true},
		{`sortBy(args.l, #)[2] == "y"`, true},
		{`sortBy(args.l, #, "desc")[0] == "y"`, true},
		{`len(groupBy(args.l, #)["x"]) == 2`, true},
		{`sort(args.l)[2] == "y"`, true},
		{`any(args.l, # == "y")`, true},
		{`any(args.l, # != "x" && # >= "y")`, true},
		{`any(args.l, # startsWith "y" || # endsWith "z")`, true},
		{`any(args.l, # in ["z"])`, false},
		{`any(args.l, # in args.m)`, true},
		{`any(args.l, args.m[#] == 1)`, true},
		{`any(args.l, get(args, "m.x") == 1)`, true},
		{`any(args.l, args.missing == nil)`, true},
		{`any(args.l, args.n > 1)`, true},
		{`max(args.nested) == 5 && min(args.nested) == 1`, true},
		{`mean(args.nested) == 3 && median(args.nested) == 3`, true},
		{`all(args.l, any(args.l, # == "x"))`, true},
		{`any(1..args.n, # == 2)`, true},
		{`any(args.l, pathUnder("/etc/" + #, "/etc/**"))`, true},
	} {
		p, prep := denyRules(t, 1, func(int) string { return c.when })
		if d := p.Decide(prep, Call{Args: args, Attempt: 1}); (d.Action == Deny) != c.deny || d.Err != nil {
			t.Errorf("%s: %v (%v), want deny %v", c.when, d.Action, d.Err, c.deny)
		}
	}
	for _, when := range []string{
		`trim(args.n, "é") == ""`, `trim(args.s, args.n) == ""`,
		`any(args.l, # startsWith args.n)`, `any(args.l, # < args.nested)`,
	} {
		p, prep := denyRules(t, 1, func(int) string { return when })
		if d := p.Decide(prep, Call{Args: args, Attempt: 1}); d.Action != Deny || d.Err == nil {
			t.Errorf("%s: %v (%v), want an error", when, d.Action, d.Err)
		}
	}
	for _, when := range []string{`len(uniq(1)) > 0`, `trim(tool.name, 1) == ""`, `glob(1, tool.name)`, `glob(tool.name)`, `max("a") > 1`} {
		if _, err := Load("p.yaml", []byte("rules:\n  - {name: r, when: '"+when+"', action: deny}\n")); err == nil {
			t.Errorf("%s loaded", when)
		}
	}
}

// checkWorkBound checks that a rule of condition when denies on big,
// naming MaxBuiltinWork, and on small denies only when smallDenies, with
// no error.
func checkWorkBound(t *testing.T, when string, big, small map[string]any, smallDenies bool) {
	t.Helper()
	p, prep := denyRules(t, 1, func(int) string { return when })
	d := p.Decide(prep, Call{Args: big, Attempt: 1})
	if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxBuiltinWork)) {
		t.Errorf("%s: %v by %s (%v), want a deny naming the limit", when, d.Action, d.Rule, d.Err)
	}
	if d := p.Decide(prep, Call{Args: small, Attempt: 1}); (d.Action == Deny) != smallDenies || d.Err != nil {
		t.Errorf("%s, small: %v by %s (%v), want deny %v", when, d.Action, d.Rule, d.Err, smallDenies)
	}
}
