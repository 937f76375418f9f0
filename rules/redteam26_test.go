package rules

import (
	"fmt"
	"testing"

	"github.com/expr-lang/expr/vm"
	"github.com/expr-lang/expr/vm/runtime"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// bareConds are conditions whose whole value may be nil, or not a bool,
// for other reasons than a missing argument named alone: nil from a
// function, an optional chain, an index, a let, a ?? already there; and
// negations and operands of && and || of such values, which expr itself
// refuses.
var bareConds = []string{
	`args.a`,
	`args.zz`,
	`(args.a)`,
	`!args.a`,
	`not args.a`,
	`!args.zz`,
	`!!args.a`,
	`args.a?.k`,
	`args.m?.zz`,
	`args.m.zz`,
	`args.m?.[args.b]`,
	`args.m[args.a]`,
	`args["a"]`,
	`args["zz"]`,
	`get(args, "a")`,
	`get(args, "m.zz")`,
	`get(args, "m.")`,
	`first(args.items)`,
	`first([])`,
	`last(args.pair)`,
	`args.items[0]`,
	`args.pair[1]`,
	`find(args.pair, # == args.needle)`,
	`let v = args.a; v`,
	`let v = args.zz; !v`,
	`args.a ?? args.b`,
	`args.zz ?? false`,
	`args.zz ?? true`,
	`args.a ?? true`,
	`args.a ? args.b : args.a`,
	`args.a == nil ? args.b : false`,
	`args.a && true`,
	`args.a || false`,
	`true && args.a`,
	`false || args.a`,
	`tool.name == "write_file" && args.a`,
	`tool.name == "other" || args.a`,
	`args.zz == true || args.a`,
	`args.a == true`,
	`args.a != false`,
	`(args.a ?? false) == true`,
	`args.items | first()`,
	`map(args.items, #)[0]`,
	`fromJSON("null")`,
	`toBool(args.a)`,
}

// TestRedteam26BareConditions decides each of bareConds as expr does
// (AsBool: a nil condition is false; anything else that is not a bool
// an error) and requires the policy to agree, with no slack for
// "not bool" errors: a condition expr reads as true must deny by its
// rule; one expr reads as false must allow (or fail on a typed
// comparison, by design); one expr fails on must deny, naming the rule.
// Each is decided alone, in a program after another rule, between fast
// rules, and in a locked layer above an allowing one; Explain must
// agree with Decide.
func TestRedteam26BareConditions(t *testing.T) {
	// Typed nils ([]any(nil), a nil map or pointer), which only Go code
	// can pass, are nil to the segment's ?? and false, where expr's
	// AsBool fails on them: they go to the server as null, and a
	// condition that is null is false. JSON never decodes to them.
	var atoms []any
	for _, a := range diffAtoms() {
		if a == nil || !runtime.IsNil(a) {
			atoms = append(atoms, a)
		}
	}
	for _, when := range bareConds {
		t.Run(when, func(t *testing.T) {
			prog, err := refCompile(t, when)
			if err != nil {
				t.Skipf("expr refuses it: %v", err)
			}
			ps, preps, err := diffPolicies(t, when)
			if err != nil {
				t.Fatalf("expr compiles it, the policy does not load: %v", err)
			}
			// A locked layer holding the rule, above a layer that allows.
			allow := Allow
			top, err := Compile(Config{Name: "org", Lock: true, Rules: []Rule{{Name: "before", When: `len(args) < 0`, Action: Deny}, {Name: "cond", When: when, Action: Deny}}})
			if err != nil {
				t.Fatal(err)
			}
			low, err := Compile(Config{Name: "project", Rules: []Rule{{Name: "free", When: `len(args) >= 0`, Action: Allow}}, Default: &allow})
			if err != nil {
				t.Fatal(err)
			}
			stack := Stack(top, low)
			tool := hints.Resolve(&mcp.Tool{Name: "write_file"})
			ps, preps = append(ps, stack), append(preps, stack.Prepare(&tool, diffSession))
			n := 0
			for _, x := range atoms {
				for _, y := range atoms {
					for _, b := range bareCheck(prog, ps, preps, x, y) {
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

func bareCheck(prog *vm.Program, ps []*Policy, preps []*Prepared, x, y any) []string {
	args := diffArgs(x, y)
	holds, refErr := refRun(prog, args)
	var bad []string
	for i, p := range ps {
		call := Call{Args: args, Attempt: 1}
		d := p.Decide(preps[i], call)
		e, _ := p.Explain(preps[i], call)
		if e.Action != d.Action || e.Rule != d.Rule || (e.Err == nil) != (d.Err == nil) {
			bad = append(bad, fmt.Sprintf("policy %d: Decide %v by %s (%v), Explain %v by %s (%v)", i, d.Action, d.Rule, d.Err, e.Action, e.Rule, e.Err))
		}
		switch {
		case refErr == nil && holds && (d.Action != Deny || d.Rule != "cond"):
			bad = append(bad, fmt.Sprintf("FAIL-OPEN policy %d: expr holds, policy %v by %s (%v)", i, d.Action, d.Rule, d.Err))
		case refErr == nil && !holds && d.Action != Allow && !typedError(d.Err):
			bad = append(bad, fmt.Sprintf("policy %d: expr does not hold, policy %v by %s (%v)", i, d.Action, d.Rule, d.Err))
		case refErr != nil && (d.Action != Deny || d.Err == nil):
			bad = append(bad, fmt.Sprintf("FAIL-OPEN policy %d: expr fails (%v), policy %v by %s (%v)", i, errLine(refErr), d.Action, d.Rule, d.Err))
		case refErr != nil && d.Rule != "cond" && plainJSON(x) && plainJSON(y):
			// Go values JSON never makes (a map[string]string) may read
			// otherwise alone than in a segment (args.a?.k: nil alone, ""
			// in the segment): the decision still denies.
			bad = append(bad, fmt.Sprintf("policy %d: expr fails (%v), the policy's error names %s (%v)", i, errLine(refErr), d.Rule, d.Err))
		}
	}
	return bad
}

// plainJSON reports whether v is a value encoding/json decodes to.
func plainJSON(v any) bool {
	switch x := v.(type) {
	case nil, bool, float64, string:
		return true
	case []any:
		for _, e := range x {
			if !plainJSON(e) {
				return false
			}
		}
		return x != nil
	case map[string]any:
		for _, e := range x {
			if !plainJSON(e) {
				return false
			}
		}
		return x != nil
	}
	return false
}
