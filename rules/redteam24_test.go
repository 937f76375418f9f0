package rules

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
	"github.com/expr-lang/expr/vm/runtime"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The rewrite of conditions charges what they do (helper_work*.go): a
// comparison in a predicate becomes a call that compares as expr's VM
// does, uniq and trim are reimplemented, and what helpers read is
// wrapped. A deny rule must hold exactly when expr's own program of the
// condition would: these tests decide each condition on many arguments
// and compare the decision with expr run on the condition unrewritten.

// diffAtoms are the values the differential puts in arguments: every
// kind JSON decoding makes, json.Number as a guard may pass it, Go
// values a caller of Decide may pass, and the edges of numbers and
// strings.
func diffAtoms() []any {
	s := "x"
	return []any{
		nil, true, false,
		0.0, 1.0, -1.0, 2.5, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), 9007199254740993.0, 1e300,
		0, 1, int64(1) << 62, int64(math.MinInt64), uint8(1),
		json.Number("1"), json.Number("9007199254740993"), json.Number("NaN"),
		"", "a", "A", "ab", "b", "é", "ü日", "e\u0301", "a\x00b", "\xff", "1", "true", "/etc/passwd", "2020-06-01",
		[]any{}, []any{1.0}, []any{"a", 1.0}, []any{[]any{1.0}}, []any{nil},
		map[string]any{}, map[string]any{"a": 1.0}, map[string]any{"a": []any{"a"}},
		[]string{"a"}, map[string]string{"a": "b"}, &s,
		[]any(nil), map[string]any(nil), (*string)(nil),
	}
}

// diffConds are conditions exercising every construct the rewrite
// charges, inside predicates and out. Each is decided with args.items =
// [x], args.pair = [x, y], args.a = x, args.b = args.needle = y.
var diffConds = []string{
	// comparisons of two operands that are not constants, in a predicate
	`any(args.items, # == args.needle)`,
	`any(args.items, # != args.needle)`,
	`any(args.items, args.needle == #)`,
	`any(args.items, # < args.needle)`,
	`any(args.items, # > args.needle)`,
	`any(args.items, # <= args.needle)`,
	`any(args.items, # >= args.needle)`,
	`any(args.items, # startsWith args.needle)`,
	`any(args.items, # endsWith args.needle)`,
	`any(args.items, # in args.needle)`,
	`any(args.items, args.needle in #)`,
	`any(args.items, # not in args.pair)`,
	`any(args.items, # in args.pair)`,
	`any(args.items, not (# startsWith args.needle))`,
	`any(args.items, # contains args.needle)`,
	`any(args.items, # matches args.needle)`,
	`args.a matches args.b`,
	`args.a matches "^a"`,
	`any(args.items, args.a == args.b)`,
	`any(args.items, args.a != args.b)`,
	`any(args.items, args.a < args.b)`,
	`any(args.items, args.a >= args.b)`,
	`any(args.items, args.a startsWith args.b)`,
	`any(args.items, args.a endsWith args.b)`,
	`any(args.items, args.a in args.b)`,
	`any(args.items, args.a in args.m)`,
	`all(args.items, # != args.needle)`,
	`none(args.items, # == args.needle)`,
	`one(args.pair, # == args.needle)`,
	`len(filter(args.pair, # == args.needle)) == 2`,
	`count(args.pair, # < args.needle) > 0`,
	`findIndex(args.pair, # >= args.needle) == 0`,
	`map(args.items, # == args.needle)[0]`,
	`any(args.items, {let v = args.needle; # == v})`,
	`any(args.items, # == (args.a ?? args.b))`,
	`any(args.items, (args.needle ?? #) == #)`,
	`any(args.items, # == args.needle || # == args.a)`,
	`any(args.items, # == args.needle ? true : false)`,
	`any(args.items, len(args.pair) == 2 && # == args.needle)`,
	`any(args.items, any(args.pair, # == args.needle))`,
	`any(args.items, any(args.pair, # == #))`,
	`reduce(args.pair, #acc || # == args.needle, false)`,
	`any(args.items, #?.a == args.needle)`,
	`any(args.items, (# | string()) == args.needle)`,
	// indexes of maps, helpers
	`any(args.items, args.m[#] == args.needle)`,
	`any(args.items, args.m[args.needle] != nil)`,
	`any(args.items, args.m?.[#] != nil)`,
	`any(args.items, #[args.needle] != nil)`,
	`any(args.items, get(args, args.needle) != nil)`,
	`any(args.items, pathUnder(args.needle, "/etc/**"))`,
	`any(args.items, pathUnder(#, "/etc/**"))`,
	`any(args.items, glob(args.needle, "a"))`,
	// builtins reimplemented or charged by product
	`len(uniq(args.pair)) == 1`,
	`uniq(args.pair)[0] == args.needle`,
	`sort(args.pair)[0] == args.needle`,
	`sortBy(args.pair, #)[0] == args.needle`,
	`sortBy(args.pair, #, "desc")[0] == args.needle`,
	`len(groupBy(args.pair, #)) == 1`,
	`groupBy(args.pair, #)[args.needle] != nil`,
	`trim(args.a, args.b) == ""`,
	`trim(args.a, "é") == ""`,
	`trim(args.a, "éa") == "b"`,
	`trim(args.a) == ""`,
	`glob(args.a, args.b)`,
	`glob("*" + args.b, args.a)`,
	`date(args.a, "2006-01-02", "Europe/Paris").UTC().Hour() == 22`,
	`now(timezone("Asia/Tokyo")).Year() > 2000 && args.a == "2020-06-01"`,
	`date(args.a, "2006-01-02", "Asia/" + "Tokyo").UTC().Hour() == 15`,
	`any(args.items, date(#, "2006-01-02", "Europe/Paris").Day() == 1)`,
	`trimPrefix(args.a, args.b) == ""`,
	`trimSuffix(args.a, args.b) == ""`,
	`repeat(args.a, 2) == "aa"`,
	`replace(args.a, args.b, "z") == "z"`,
	`replace(args.a, "a", args.b, 1) == "b"`,
	`join(args.pair, ",") == "a,b"`,
	`join(args.pair) == "ab"`,
	`split(args.a, ",")[0] == "a"`,
	`"x" + args.a == "xa"`,
	`toJSON(args.a) == "1"`,
	`max(args.pair) == args.needle`,
	`sum(args.pair) > 1`,
	`concat(args.pair, args.items)[2] == args.needle`,
	`flatten(args.pair)[0] == args.needle`,
	`args.needle in args.pair`,
	`any(args.items, # in ["a", 1.0])`,
	`any(args.items, args.needle in ["a", 1.0])`,
	`let v = args.a; any(args.items, v == # && v != args.b)`,
	`any(args.items, let v = #; v == args.needle)`,
	`any(args.items, # == args.needle) != any(args.pair, # != args.needle)`,
	`any(args.items, # == args.m[args.a])`,
	`any(args.items, # in args.m)`,
	`any(args.items, #.a == args.needle)`,
	`any(args.items, #?.a?.[0] == args.needle)`,
	`any(args.items, (# ?? "z") == args.needle)`,
	`any(args.pair, # < args.needle)`,
	`any(args.pair, # == args.pair[0] && # != args.needle)`,
	`any(args.items, string(#) == string(args.needle))`,
	`any(args.items, lower(#) startsWith lower(args.needle))`,
	`let z = timezone("Asia/Tokyo"); date(args.a, "2006-01-02", "UTC").In(z).Hour() == 9`,
	`any(args.items, # in session.scopes)`,
	`any(args.items, # in session.labels)`,
	`any(args.items, session.labels[#] == args.needle)`,
	`any(args.items, # == session.mode)`,
	`any(args.items, session.mode startsWith #)`,
	`any(args.items, args.needle in session.scopes)`,
	`any(session.scopes, # == args.needle)`,
	`any(session.scopes, args.needle endsWith #)`,
	// conditions expr's printer does not print back as they parse
	`(args.a + args.b)[1:] == args.b`,
	`(args.a + args.b)[:1] == args.a && args.b == "b"`,
	`any(args.items, (# + args.b)[1:] == args.b)`,
	`(args.a == "a" ? args.m : args.b).a == 1`,
	`(args.a == "a" ? args.b : args.a)[0:1] == "b"`,
	`any(args.items, ({"k": #}).k == args.needle)`,
	`args.a == (let x = args.b; x)`,
	`tool.name == "write_file" && (args.a + args.b)[1:] == args.b`,
	`args.needle == sort(args.missing)`,
	`sort(args.missing) != args.b`,
	`args.needle == nil`,
	`args.needle != nil`,
	`any(args.items, # == nil)`,
	`any(args.items, len(fromPairs([[#, 1], [args.needle, 2]])) == 1)`,
	`any(args.items, ({(#): 1})[args.needle] == 1)`,
	`len(fromPairs([[args.a, 1], [args.b, 2]])) == 1`,
	`sort(args.pair, "desc")[0] == args.needle`,
	`sortBy(args.pair, #, args.b)[0] == args.a`,
	`find(args.pair, # > args.needle) == args.a`,
	`findLast(args.pair, # startsWith args.needle) != nil`,
	`reduce(args.pair, #acc + 1, 0) == 2 && args.a in args.pair`,
	`len(uniq(concat(args.pair, args.items))) == 2`,
	`len(uniq([args.a, args.b, args.a])) == 1`,
	`any(groupBy(args.pair, #)[args.a] ?? [], # == args.b)`,
	// outside predicates: comparisons of values the condition made
	`map(args.pair, #) == args.pair`,
	`filter(args.pair, true) != map(args.pair, #)`,
	`sort(args.pair) == args.pair`,
	`lower(args.a) == lower(args.b)`,
	`upper(args.a) startsWith lower(args.b)`,
	`(args.a ?? args.b) < (args.b ?? args.a)`,
	`[args.a] == [args.b]`,
	`({"k": args.a}) != ({"k": args.b})`,
	`tool.tags == session.scopes || args.a == args.b`,
	`let v = args.a; v == args.b`,
	// outside predicates: left to expr (and the fast lane), a check
	`args.a == args.b`,
	`args.a != args.b`,
	`args.a < args.b`,
	`args.a in args.b`,
	`args.a == args.needle`,
	`args.a == 1`,
	`args.a == "a"`,
	`args.a in ["a", 1]`,
	`args.a startsWith "a"`,
	`args.a + args.b == "ab"`,
	`len(args.a) > 0`,
	`upper(args.a) == "A"`,
	`args.m[args.a] == 1`,
}

// refFuncs are the policy's helpers as a condition calls them, for
// expr's unrewritten programs: without the decision's budget.
func refFuncs(t testing.TB) []expr.Option {
	paths, err := Paths{}.resolve()
	if err != nil {
		t.Fatal(err)
	}
	return []expr.Option{
		expr.Function("get", func(p ...any) (any, error) {
			m, _ := p[0].(map[string]any)
			return get(m, p[1].(string)), nil
		}, new(func(map[string]any, string) any)),
		expr.Function("glob", func(p ...any) (any, error) {
			return glob(p[0].(string), p[1].(string)), nil
		}, new(func(string, string) bool)),
		expr.Function("pathUnder", func(p ...any) (any, error) {
			return pathUnder(p[0], p[1].(string), paths)
		}, new(func(any, string) bool)),
	}
}

// refProgram is when compiled by expr alone, as a boolean over Env.
func refProgram(t testing.TB, when string) *vm.Program {
	t.Helper()
	prog, err := refCompile(t, when)
	if err != nil {
		t.Fatalf("%s: expr: %v", when, err)
	}
	return prog
}

func refCompile(t testing.TB, when string) (*vm.Program, error) {
	return expr.Compile(when, append([]expr.Option{expr.Env(Env{}), expr.AsBool()}, refFuncs(t)...)...)
}

// refRun is expr's own decision of prog on args.
func refRun(prog *vm.Program, args map[string]any) (holds bool, err error) {
	out, err := expr.Run(prog, &Env{Args: args, Attempt: 1, Session: diffSession, Tool: Tool{Name: "write_file"}})
	if err != nil {
		return false, err
	}
	return out.(bool), nil
}

// diffPolicies are the policies a condition is decided by: alone, after
// a rule in the same expr program (arguments hoisted for both), and
// between a fast-lane rule and another; each denies when it holds.
func diffPolicies(t testing.TB, when string) ([]*Policy, []*Prepared, error) {
	allow := Allow
	tool := hints.Resolve(&mcp.Tool{Name: "write_file"})
	var ps []*Policy
	var preps []*Prepared
	for _, rules := range [][]Rule{
		{{Name: "cond", When: when, Action: Deny}},
		{{Name: "before", When: `len(args) < 0 || args.needle == nil && len(args) < 0`, Action: Deny}, {Name: "cond", When: when, Action: Deny}},
		{{Name: "fast", When: `args.zz == "q"`, Action: Deny}, {Name: "cond", When: when, Action: Deny}, {Name: "after", When: `len(args) < 0`, Action: Deny}},
	} {
		p, err := Compile(Config{Rules: rules, Default: &allow})
		if err != nil {
			return nil, nil, err
		}
		ps = append(ps, p)
		preps = append(preps, p.Prepare(&tool, diffSession))
	}
	return ps, preps, nil
}

// diffSession is the session of the differential's decisions.
var diffSession = Session{Mode: "a", Scopes: []string{"a", "é"}, Labels: map[string]string{"a": "b", "": "x"}}

// diffArgs are the arguments of a condition's decision on x and y.
func diffArgs(x, y any) map[string]any {
	return map[string]any{
		"items": []any{x}, "pair": []any{x, y}, "a": x, "b": y, "needle": y,
		"m": map[string]any{"a": 1.0, "é": "é", "1": true, "": nil},
	}
}

// typedError reports whether err is one of the typed comparisons' errors
// (helper_compare.go): the policy denies where expr says false, by
// design.
func typedError(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "an argument that is") || strings.Contains(err.Error(), "looked for in a list of"))
}

// diffCheck decides when on x and y by every policy of ps and compares
// with expr's own decision; it returns what it found wrong.
func diffCheck(prog *vm.Program, when string, ps []*Policy, preps []*Prepared, x, y any) []string {
	args := diffArgs(x, y)
	holds, refErr := refRun(prog, args)
	var bad []string
	for i, p := range ps {
		d := p.Decide(preps[i], Call{Args: args, Attempt: 1})
		// A condition that is nil is false, as expr's AsBool reads it;
		// one that is not a boolean fails, naming its own rule.
		denied := d.Action == Deny && d.Rule == "cond"
		if d.Action == Allow && d.Err == nil && nilArg(when, args) && nilGuarded(when) {
			continue // a missing argument compared is false, by design
		}
		switch {
		case refErr == nil && holds && !denied:
			bad = append(bad, fmt.Sprintf("FAIL-OPEN policy %d: expr holds, policy %v by %s (%v)", i, d.Action, d.Rule, d.Err))
		case refErr == nil && !holds && denied && !typedError(d.Err):
			bad = append(bad, fmt.Sprintf("policy %d: expr does not hold, policy denies (%v)", i, d.Err))
		case refErr == nil && !holds && d.Action != Allow && !denied:
			bad = append(bad, fmt.Sprintf("policy %d: expr does not hold, policy %v by %s (%v)", i, d.Action, d.Rule, d.Err))
		case refErr != nil && !denied && !strings.Contains(refErr.Error(), "<nil>") && !refNil(when, args):
			bad = append(bad, fmt.Sprintf("FAIL-OPEN policy %d: expr fails (%v), policy %v by %s", i, errLine(refErr), d.Action, d.Rule))
		}
	}
	return bad
}

// refNil reports whether when's value on args, as expr computes it, is
// a nil pointer (an argument built in Go, a *string left unset): expr's
// AsBool fails on it where the policy, as expr's own == nil and ?? do,
// reads it as nil, which is false.
func refNil(when string, args map[string]any) bool {
	prog, err := expr.Compile(when, expr.Env(Env{}))
	if err != nil {
		return false
	}
	out, err := expr.Run(prog, &Env{Args: args, Attempt: 1, Session: diffSession, Tool: Tool{Name: "write_file"}})
	return err == nil && out != nil && runtime.IsNil(out)
}

// nilGuarded reports whether when has an operator whose argument operand
// the rewrite guards: nil is false there, where expr may fail or hold
// (`nil in {"": 1}`).
func nilGuarded(when string) bool {
	return guardedOp.MatchString(when)
}

// nilArg reports whether when names an argument that args lack, or
// hold as nil (a nil list too).
func nilArg(when string, args map[string]any) bool {
	for _, m := range argName.FindAllStringSubmatch(when, -1) {
		if v := args[m[1]]; runtime.IsNil(v) {
			return true
		}
	}
	return false
}

var guardedOp = regexp.MustCompile(`\bin\b|<|>|startsWith|endsWith|contains|matches`)

var argName = regexp.MustCompile(`args\s*\.\s*([A-Za-z_][A-Za-z_0-9]*)`)

func errLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// TestRewriteKeepsMeaning: every condition of diffConds, on every pair of
// diffAtoms, denies when expr's own program of it holds or fails, and
// allows when it does not hold, except where the policy is stricter by
// design: a typed comparison of an argument with a value of another
// kind fails, and a missing argument compared is false, not an error.
func TestRewriteKeepsMeaning(t *testing.T) {
	atoms := diffAtoms()
	for _, when := range diffConds {
		t.Run(when, func(t *testing.T) {
			prog := refProgram(t, when)
			ps, preps, err := diffPolicies(t, when)
			if err != nil {
				t.Fatalf("expr compiles it, the policy does not load: %v", err)
			}
			n := 0
			for _, x := range atoms {
				for _, y := range atoms {
					for _, b := range diffCheck(prog, when, ps, preps, x, y) {
						if n++; n <= 3 {
							t.Errorf("x=%#v y=%#v: %s", x, y, b)
						}
					}
				}
			}
			if n > 3 {
				t.Errorf("… and %d more", n-3)
			}
		})
	}
}

// TestAttackUnchargedWork: work in a predicate that the rewrite did not
// charge, each within the guard's MaxArgBytes, each small enough in its
// count of elements that what was charged stays under MaxBuiltinWork
// (the rule allowed) while the work was seconds.
func TestAttackUnchargedWork(t *testing.T) {
	const size = 256 << 10
	zeros := func(n int) []any {
		l := make([]any, n)
		for i := range l {
			l[i] = 0.0
		}
		return l
	}
	strs := map[string]any{
		// 200,000 elements × two strings of 256 KiB equal but for their
		// last byte, read whole by each comparison: 52 GB.
		"items": zeros(200000),
		"a":     strings.Repeat("x", size),
		"b":     strings.Repeat("x", size-1) + "y",
	}
	same := map[string]any{"items": strs["items"], "a": strs["a"], "same": strings.Clone(strs["a"].(string))}
	// 2,000 elements × a list of 500 numbers looked for in 500 lists of
	// 500 numbers that differ from it in their last: 500 million
	// comparisons of numbers, charged for 1,000 values each element.
	needle := zeros(500)
	lists := make([]any, 500)
	for i := range lists {
		l := zeros(500)
		l[499] = 1.0
		lists[i] = l
	}
	nested := map[string]any{"items": zeros(2000), "needle": needle, "lists": lists}
	// 2,000 elements × a time layout of 256 KiB, each call making a
	// string of as much: 512 MB made.
	layout := map[string]any{"items": zeros(2000), "layout": strings.Repeat("2006", size/4)}
	for _, c := range []struct {
		name, when string
		args       map[string]any
	}{
		{"in a list of arguments", `any(args.items, args.a in [args.b])`, strs},
		{"in a list of arguments, not typed", `any(args.items, # in [args.a, args.b])`, strs},
		{"== of lists of arguments", `any(args.items, [args.a] == [args.b])`, strs},
		{"== of maps of arguments", `any(args.items, ({"k": args.a}) == ({"k": args.b}))`, strs},
		{"in a list of lists", `any(args.items, args.needle in args.lists)`, nested},
		{"time layout", `any(args.items, now().Format(args.layout) == "")`, layout},
		// 200,000 elements × keys of 256 KiB hashed: 100 GB.
		{"fromPairs", `any(args.items, len(fromPairs([[args.a, 1], [args.b, 2]])) == 0)`, strs},
		{"keys of a map made", `any(args.items, len({(args.a): 1, (args.b): 2}) == 0)`, strs},
		// Builtins that do much more than a unit a byte: lowering
		// 256 KiB of "Ä" for each of 1,000 elements (2 s), parsing 512 KB
		// of JSON numbers for each of 200 (6 s), a duration of 256 KiB for
		// each of 900 (2.5 s).
		{"lower", `any(args.items, lower(args.s) == "")`, map[string]any{"items": zeros(1000), "s": strings.Repeat("Ä", 128<<10)}},
		{"upper", `any(args.items, upper(args.s) == "")`, map[string]any{"items": zeros(1000), "s": strings.Repeat("ä", 128<<10)}},
		{"fromJSON", `any(args.items, len(fromJSON(args.s)) == 0)`, map[string]any{"items": zeros(200), "s": "[" + strings.TrimSuffix(strings.Repeat("0,", 256<<10), ",") + "]"}},
		{"duration", `any(args.items, duration(args.s) < duration("1h"))`, map[string]any{"items": zeros(900), "s": strings.Repeat("1h", 128<<10)}},
		// Outside a predicate: a list map made holds the same string of
		// 256 KiB 200,000 times, compared whole with another equal.
		{"== of lists made", `map(args.items, args.a) == map(args.items, args.same)`, same},
		{"!= of a list made", `let l = map(args.items, args.a); l != map(args.items, args.same)`, same},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, prep := denyRules(t, 1, func(int) string { return c.when })
			d := p.Decide(prep, Call{Args: c.args, Attempt: 1})
			if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxBuiltinWork)) {
				t.Errorf("%s: %v by %s (%v), want a deny naming the limit", c.when, d.Action, d.Rule, d.Err)
			}
		})
	}
}

// TestZoneLoadPaths: every way a condition or a template names a time
// zone loads it when the policy loads, or is an error then naming the
// rule and where the name is; a constant name joined of constant
// strings is a constant.
func TestZoneLoadPaths(t *testing.T) {
	for _, c := range []struct {
		name, rule string
		err        string // "": loads; else what the error holds
	}{
		{"timezone of an argument", `{name: z, when: 'now(timezone(args.tz)).Year() > 3000', action: deny}`, "p.yaml:2:40: rule z"},
		{"date's zone from an argument", `{name: z, when: 'date(args.d, "2006-01-02", args.tz) < now()', action: deny}`, "p.yaml:2:54: rule z"},
		{"a zone through let", `{name: z, when: 'let tz = args.tz; now(timezone(tz)).Year() > 3000', action: deny}`, "p.yaml:2:53: rule z"},
		{"In a zone from an argument", `{name: z, when: 'now().In(timezone(args.tz)).Year() > 3000', action: deny}`, "p.yaml:2:45: rule z"},
		{"in a predicate", `{name: z, when: 'any(args.l, now(timezone(#)).Year() > 3000)', action: deny}`, "p.yaml:2:47: rule z"},
		{"in a reason", `{name: z, when: 'args.x == 1', action: deny, reason: '{{ now(timezone(args.tz)) }}'}`, "rule z"},
		{"in a message", `{name: z, when: 'args.x == 1', action: confirm, message: '{{ date(args.d, "2006", args.tz) }}'}`, "rule z"},
		{"an unknown zone", `{name: z, when: 'now(timezone("Mars/Olympus")).Year() > 3000', action: deny}`, "Mars/Olympus"},
		{"a constant zone", `{name: z, when: 'now(timezone("Europe/Paris")).Year() < 2000', action: deny}`, ""},
		{"a zone joined of constants", `{name: z, when: 'now(timezone("Europe/" + "Paris")).Year() < 2000', action: deny}`, ""},
		{"date's zone joined of constants", `{name: z, when: 'date(args.d, "2006-01-02", "Asia/" + "Tokyo").Hour() == 1', action: deny}`, ""},
	} {
		_, err := Load("p.yaml", []byte("rules:\n  - "+c.rule+"\n"))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "zone")):
			t.Errorf("%s: %v, want an error holding %q and naming the zone", c.name, err, c.err)
		}
	}
}

// FuzzWorkRewriteEquivalence: a condition the policy loads decides as
// expr's own program of it does (see TestRewriteKeepsMeaning), on two
// of diffAtoms.
func FuzzWorkRewriteEquivalence(f *testing.F) {
	for i, when := range diffConds {
		f.Add(when, uint8(i), uint8(i*7+3))
	}
	atoms := diffAtoms()
	f.Fuzz(func(t *testing.T, when string, i, j uint8) {
		if len(when) > 300 || strings.Contains(when, "now") {
			return // now() is read at two instants
		}
		prog, err := refCompile(t, when)
		if err != nil {
			return
		}
		ps, preps, err := diffPolicies(t, when)
		if err != nil {
			return // what the policy refuses at load ($env, a zone from the call, …)
		}
		x, y := atoms[int(i)%len(atoms)], atoms[int(j)%len(atoms)]
		for _, b := range diffCheck(prog, when, ps, preps, x, y) {
			t.Errorf("%s, x=%#v y=%#v: %s", when, x, y, b)
		}
	})
}

// TestAttackErrorQuotesArgument: expr's builtins quote what they could
// not read (`invalid date 999…`, strconv's `parsing "999…"`): a rule
// failing on an argument of 256 KiB made a decision's error, kept in
// the audit record, as long. It is cut.
func TestAttackErrorQuotesArgument(t *testing.T) {
	long := strings.Repeat("9", 256<<10)
	for _, when := range []string{`date(args.s) == now()`, `int(args.s) == 0`, `duration(args.s) > duration("1h")`, `date(args.s, "2006") == now()`} {
		p, prep := denyRules(t, 1, func(int) string { return when })
		d := p.Decide(prep, Call{Args: map[string]any{"s": long}, Attempt: 1})
		if d.Action != Deny || d.Err == nil || len(d.Err.Error()) > 1024 {
			t.Errorf("%s: %v, an error of %d bytes, want a deny with an error of at most 1 KiB", when, d.Action, len(fmt.Sprint(d.Err)))
		}
	}
}
