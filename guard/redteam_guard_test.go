package guard_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A Match pattern that is not an absolute path ("~/projects/*/*",
// "docs/*") was matched with path.Match against the value as written, and
// path.Match's "*" matches "..": the model's "~/projects/../.ssh" was
// covered by an approval of files two levels under ~/projects, and the
// server reached ~/.ssh without a human.
func TestRedteamMatchDotDot(t *testing.T) {
	tests := []struct {
		m    guard.Match
		path string
		want bool
	}{
		{guard.Match{"path": "~/projects/*/*"}, "~/projects/app/main.go", true},
		{guard.Match{"path": "~/projects/*/*"}, "~/projects/../.ssh", false},
		{guard.Match{"path": "~/projects/*"}, "~/projects/..", false},
		{guard.Match{"path": "docs/*"}, "docs/..", false},
		{guard.Match{"path": "docs/*/*"}, "docs/../../etc", false},
		{guard.Match{"path": "docs/*"}, `docs/..\..\etc`, false},
		{guard.Match{"path": "*"}, "..", false},
		{guard.Match{"path": "*.txt"}, "a.txt", true},
		{guard.Match{"path": "docs/*"}, "docs/a..b", true},
		{guard.Match{"path": "/srv/*"}, "/srv/..", false},
	}
	for _, tt := range tests {
		if got := tt.m.Covers(map[string]any{"path": tt.path}); got != tt.want {
			t.Errorf("%v covers %q = %v, want %v", tt.m, tt.path, got, tt.want)
		}
	}

	// End to end: a session approval with the pattern lets the model's
	// call climb out without asking.
	conf := &counting{verdict: func(*guard.Request) guard.Verdict {
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession, Match: guard.Match{"path": "~/projects/*/*", "content": guard.AnyValue}}
	}}
	g := newGuard(t, &guard.Options{Confirmer: conf})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	callCS(t, cs, "write_file", map[string]any{"path": "~/projects/app/notes.txt", "content": "x"})
	callCS(t, cs, "write_file", map[string]any{"path": "~/projects/../.ssh", "content": "ssh-ed25519 AAAA attacker"})
	if conf.n() != 2 {
		t.Errorf("~/projects/../.ssh was written under the approval of ~/projects/*/* without a human (asked %d times): %v", conf.n(), r.calls)
	}
}

// A deferred call is kept as JSON, and was read back for Resume (and for
// Keyring.Sign) into float64: an integer beyond 2^53 that the agent kept
// exact (json.Number, decoding with UseNumber) and the human approved as
// 12345678901234567891 ran as 12345678901234567168.
func TestRedteamResumeArgsExact(t *testing.T) {
	store := &guard.MemoryStore{}
	g := newGuard(t, &guard.Options{Store: store, Confirmer: deferAll, Policy: mustPolicy(t, "default: confirm\n")})
	var r ran
	transfer := &mcp.Tool{Name: "transfer", Description: "Transfer money to an account.", Annotations: hints.DestructiveTool("Transfer", false, false)}
	cs := dial(t, hostileServer("bank", &r, nil, transfer), newClient(g))
	if err := g.Name(cs, "bank"); err != nil {
		t.Fatal(err)
	}
	conn := g.Wrap(cs)
	ctx := context.Background()
	const account = "12345678901234567891"
	res, err := conn.CallTool(ctx, "transfer", map[string]any{"account": json.Number(account), "amount": json.Number("10")})
	if err != nil {
		t.Fatal(err)
	}
	p, ok := guard.Pending(res)
	if !ok {
		t.Fatalf("not deferred: %s", textOf(res))
	}
	if !strings.Contains(string(p.Args), account) {
		t.Fatalf("the pending approval does not show the account as called: %s", p.Args)
	}
	if _, err := guard.NewApprovals(store, nil).Decide(ctx, p.ID, guard.Decision{Approve: true, By: "ops"}); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Resume(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	if got := r.last(); !strings.Contains(got, `"account":`+account) {
		t.Errorf("approved account %s, the server got %s", account, got)
	}
}
