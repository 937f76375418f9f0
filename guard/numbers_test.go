package guard_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/hintgate/hintgate/guard"
)

// An agent that decodes the model's tool calls with UseNumber, to keep
// large numbers exact, hands the guard json.Number values. Rules compared
// them as strings and every numeric rule failed: `args.amount > 1000`
// denied a transfer of 5 as an error. The guard reads them as numbers
// for the decision (integers exactly) and runs the call with them as they
// came.
func TestNumbersAsDecodedWithUseNumber(t *testing.T) {
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, `
rules:
  - {name: exact, when: 'args.amount == 9007199254740991', action: deny}
  - {name: too-much, when: 'args.amount > 1000', action: deny}
  - {name: listed, when: 'args.account in [13, 14]', action: deny}
  - {name: nested, when: 'get(args, "limit.n") >= 3', action: deny}
  - {name: complex, when: 'args.amount > 100 && len(args.memo) > 3 && args.memo startsWith "no"', action: deny}
default: allow
`)})
	conn, r := bank(t, g)
	for _, tc := range []struct {
		args map[string]any
		rule string // "" for allowed
		ran  string
	}{
		{map[string]any{"amount": json.Number("5")}, "", `transfer {"amount":5}`},
		{map[string]any{"amount": json.Number("5000")}, "too-much", ""},
		{map[string]any{"amount": json.Number("9007199254740991")}, "exact", ""},
		{map[string]any{"amount": json.Number("9007199254740992")}, "too-much", ""},
		{map[string]any{"amount": json.Number("12.5"), "account": json.Number("14")}, "listed", ""},
		{map[string]any{"amount": json.Number("1e2"), "account": json.Number("15")}, "", `transfer {"account":15,"amount":1e2}`},
		{map[string]any{"limit": map[string]any{"n": json.Number("3")}}, "nested", ""},
		{map[string]any{"amount": json.Number("200"), "memo": "nothing"}, "complex", ""},
		{map[string]any{"amount": json.Number("-0.5")}, "", `transfer {"amount":-0.5}`},
	} {
		checkTransfer(t, conn, r, tc.args, tc.rule, tc.ran)
	}
}

// checkTransfer calls the bank's transfer with args: it must be blocked
// by rule, without an error, or, when rule is "", run as ran.
func checkTransfer(t *testing.T, conn *guard.Conn, r *ran, args any, rule, want string) {
	t.Helper()
	res, err := conn.CallTool(context.Background(), "transfer", args)
	if err != nil {
		t.Fatal(err)
	}
	b, blocked := guard.Blocked(res)
	switch {
	case rule == "" && blocked:
		t.Errorf("%v: blocked by %s: %s (%v)", args, b.Rule, b.Reason, b.Err)
	case rule != "" && (!blocked || b.Rule != rule || b.Err != nil):
		t.Errorf("%v: want blocked by %s, got %+v", args, rule, b)
	case rule == "" && r.last() != want:
		t.Errorf("%v: ran %s, want %s", args, r.last(), want)
	}
}

// A number no Go number holds, and a json.Number that is no JSON number,
// stay denied: the policy cannot judge them.
func TestNumbersBeyondRangeDenied(t *testing.T) {
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, `
rules:
  - {name: too-much, when: 'args.amount > 1000', action: deny}
default: allow
`)})
	conn, _ := bank(t, g)
	// Not JSON numbers at all, which strconv would read: NaN compares
	// false with everything, and would have let any amount through.
	// Integers float64 would round: read as Go ints, expr's arithmetic
	// on them would wrap.
	for _, n := range []string{"9007199254740993", "-9007199254740993", "12345678901234567891", "1e400", "-1e400", "NaN", "Inf", "0x1p20", "1_000_000", "+5000", " 5000"} {
		res, err := conn.CallTool(context.Background(), "transfer", map[string]any{"amount": json.Number(n)})
		if err != nil {
			t.Fatal(err)
		}
		if b, blocked := guard.Blocked(res); !blocked {
			t.Errorf("%s: allowed", n)
		} else if b.Err == nil {
			t.Errorf("%s: blocked by %s without an error", n, b.Rule)
		}
	}
}
