package rules

import (
	"fmt"
	"strings"
	"testing"
)

// TestAttackWorkOutsideBuiltins: work that grows with the product of two
// arguments, not their sum, escaped MaxBuiltinWork. Over 1 MiB of
// arguments, one rule concatenating a 256 KiB argument in a predicate
// over 20,000 elements copied 5 GB (1.4 s); a reduce accumulating a
// string copied it quadratically; `# in args.list` in a predicate over
// another list compared n·m times; repeat(args.s, len(args.l)) made 5 GB
// before expr found it past its memory budget (15 s), and
// replace(args.s, "", args.s) and join(map(args.l, args.s)) ran the
// process out of memory. Each is charged before it runs, and denies.
func TestAttackWorkOutsideBuiltins(t *testing.T) {
	list := make([]any, 20000)
	for i := range list {
		list[i] = "a"
	}
	long := make([]any, 100000)
	for i := range long {
		long[i] = fmt.Sprint(i)
	}
	base := strings.Repeat("b", 256<<10)
	big := map[string]any{"base": base, "list": list, "long": long}
	small := map[string]any{"base": "b", "list": []any{"a", "c"}, "long": []any{"1", "2"}}
	for _, form := range []string{
		`any(args.list, args.base + # == "z%d")`,
		`any(args.list, "z%d" + args.base == #)`,
		`len(reduce(args.long, #acc + #, "")) == %d`,
		`any(args.long, # in args.long && # == "z%d")`,
		`len(repeat(args.base, len(args.list))) == %d`,
		`len(replace(args.base, "", args.base)) == %d`,
		`len(replace(args.base, "b", args.base, -1)) == %d`,
		`len(join(map(args.list, args.base), "/")) == %d`,
		`len(join(args.long, args.base)) == %d`,
	} {
		p, prep := denyRules(t, 1, func(i int) string { return fmt.Sprintf(form, i) })
		d := p.Decide(prep, Call{Args: big, Attempt: 1})
		if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxBuiltinWork)) {
			t.Errorf("%s, large: %v by %s (%v), want a deny naming the limit", form, d.Action, d.Rule, d.Err)
		}
		if d := p.Decide(prep, Call{Args: small, Attempt: 1}); d.Action != Allow {
			t.Errorf("%s, small: %v by %s (%v)", form, d.Action, d.Rule, d.Err)
		}
	}
}

// TestWorkOutsideBuiltinsKeepsMeaning: the charged forms decide as
// expr's own do, and report the same errors when the policy loads.
func TestWorkOutsideBuiltinsKeepsMeaning(t *testing.T) {
	args := map[string]any{"s": "a-b", "l": []any{"x", "y"}, "n": 2.0, "m": map[string]any{"k": 1.0}}
	for _, c := range []struct {
		when string
		deny bool
	}{
		{`args.s + "/" == "a-b/"`, true},
		{`args.n + 1 == 3`, true},
		{`1 + 2 == 3`, true},
		{`"k" in args.m`, true},
		{`"z" in args.m`, false},
		{`"y" in args.l`, true},
		{`repeat(args.s, 2) == "a-ba-b"`, true},
		{`replace(args.s, "-", "+") == "a+b"`, true},
		{`replace(args.s, "", "|") == "|a|-|b|"`, true},
		{`replace(args.s, "-", "+", 0) == "a-b"`, true},
		{`join(args.l, ",") == "x,y"`, true},
		{`join(args.l) == "xy"`, true},
		{`join(split(args.s, "-")) == "ab"`, true},
		{`reduce(args.l, #acc + #, "") == "xy"`, true},
		{`now() + duration("1h") > now()`, true},
	} {
		p, prep := denyRules(t, 1, func(int) string { return c.when })
		d := p.Decide(prep, Call{Args: args, Attempt: 1})
		if (d.Action == Deny) != c.deny || d.Err != nil {
			t.Errorf("%s: %v (%v), want deny %v", c.when, d.Action, d.Err, c.deny)
		}
	}
	for _, when := range []string{`repeat(1, 2) == "a"`, `join(1) == "a"`, `replace(tool.name, 1, "a") == "a"`, `tool.name + 1 == "a"`} {
		if _, err := Load("p.yaml", []byte("rules:\n  - {name: r, when: '"+when+"', action: deny}\n")); err == nil {
			t.Errorf("%s loaded", when)
		}
	}
}

// TestAttackLenCountsRunes: expr's len counts a string's characters,
// reading it whole, and was not charged: two rules of
// any(args.list, len(args.s) == n) over 100,000 elements and 900 KB took
// 45 s. len of a string counts as a string function's reading; of a list
// or map it costs nothing more than a call.
func TestAttackLenCountsRunes(t *testing.T) {
	list := make([]any, 100000)
	for i := range list {
		list[i] = "a"
	}
	p, prep := denyRules(t, 2, func(i int) string { return fmt.Sprintf(`any(args.list, len(args.s) == %d)`, i) })
	d := p.Decide(prep, Call{Args: map[string]any{"s": strings.Repeat("a/", 450000), "list": list}, Attempt: 1})
	if d.Action != Deny || d.Err == nil || !strings.Contains(d.Err.Error(), fmt.Sprint(MaxBuiltinWork)) {
		t.Errorf("900 KB: %v by %s (%v), want a deny naming the limit", d.Action, d.Rule, d.Err)
	}
	p, prep = denyRules(t, 100, func(i int) string {
		return fmt.Sprintf(`len(args.list) == %d || len(args.m) == %d || len(args.s) == 1`, i+10, i+10)
	})
	if d := p.Decide(prep, Call{Args: map[string]any{"s": "abc", "list": list, "m": map[string]any{"a": 1.0}}, Attempt: 1}); d.Action != Allow {
		t.Errorf("len of a list of 100,000: %v by %s (%v)", d.Action, d.Rule, d.Err)
	}
	if d := p.Decide(prep, Call{Args: map[string]any{"s": "é", "list": list, "m": map[string]any{}}, Attempt: 1}); d.Action != Deny || d.Err != nil {
		t.Errorf("len of one character: %v by %s (%v)", d.Action, d.Rule, d.Err)
	}
}
