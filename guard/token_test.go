package guard_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Item 2: a replica that shares no store runs a call approved elsewhere,
// on a token it verifies; keys rotate.
func TestTokenApproves(t *testing.T) {
	ctx := context.Background()
	oldKey, newKey := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 32)
	issuer := &guard.Keyring{Current: "k1", Keys: map[string][]byte{"k1": oldKey}}
	srv, store := demo.New(), &guard.MemoryStore{}
	a := newReplica(t, srv, guard.Options{Store: store})
	args := map[string]any{"path": "/srv/x"}
	p := a.deferred(t, ctx, "delete_file", args)
	decide(t, a.g.Approvals(), p.ID, guard.Decision{Approve: true, By: "ops"})
	tok, err := a.g.Approvals().Token(ctx, p.ID, issuer)
	if err != nil {
		t.Fatal(err)
	}
	// The verifying replica has its own store and a rotated ring that
	// still holds k1.
	ring := &guard.Keyring{Current: "k2", Keys: map[string][]byte{"k1": oldKey, "k2": newKey}}
	b := newReplica(t, srv, guard.Options{Store: &guard.MemoryStore{}, Keyring: ring, Confirmer: guard.DenyAll()})
	tctx := guard.WithToken(ctx, tok)
	if res, _ := b.conn.CallTool(tctx, "delete_file", map[string]any{"path": "/srv/other"}); !isBlocked(res) {
		t.Error("a token approved other arguments")
	}
	if res, _ := b.conn.CallTool(tctx, "delete_file", args); isBlocked(res) {
		t.Errorf("a valid token was refused: %s", textOf(res))
	}
	if srv.Calls("delete_file") != 1 {
		t.Errorf("ran %d times", srv.Calls("delete_file"))
	}
	// Removing k1 revokes its tokens.
	c := newReplica(t, srv, guard.Options{Store: &guard.MemoryStore{}, Confirmer: guard.DenyAll(),
		Keyring: &guard.Keyring{Current: "k2", Keys: map[string][]byte{"k2": newKey}}})
	if res, _ := c.conn.CallTool(tctx, "delete_file", args); !isBlocked(res) {
		t.Error("a token signed with a removed key was accepted")
	}

	got, _ := store.GetPending(ctx, p.ID)
	for name, tc := range map[string]struct {
		token string
		tool  string
		fp    string
		now   time.Time
	}{
		"forged":      {token: tok[:len(tok)-2] + "AA", tool: "delete_file", fp: got.Fingerprint, now: time.Now()},
		"other tool":  {token: tok, tool: "write_file", fp: got.Fingerprint, now: time.Now()},
		"changed":     {token: tok, tool: "delete_file", fp: "other", now: time.Now()},
		"expired":     {token: tok, tool: "delete_file", fp: got.Fingerprint, now: got.Expires.Add(time.Second)},
		"malformed":   {token: "x", tool: "delete_file", fp: got.Fingerprint, now: time.Now()},
		"no dot data": {token: strings.ReplaceAll(tok, ".", ""), tool: "delete_file", fp: got.Fingerprint, now: time.Now()},
	} {
		if _, err := ring.Verify(tc.token, "demo", tc.tool, tc.fp, args, tc.now); !errors.Is(err, guard.ErrBadToken) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if id, err := ring.Verify(tok, "demo", "delete_file", got.Fingerprint, args, time.Now()); err != nil || id != p.ID {
		t.Errorf("Verify: %q %v", id, err)
	}
}

func isBlocked(res *mcp.CallToolResult) bool {
	_, b := guard.Blocked(res)
	return b
}

// FuzzKeyringVerify: no token an attacker writes without the key
// verifies, and none panics.
func FuzzKeyringVerify(f *testing.F) {
	ring := &guard.Keyring{Current: "k1", Keys: map[string][]byte{"k1": bytes.Repeat([]byte{7}, 32)}}
	p := &guard.PendingApproval{ID: "id", Server: "demo", Tool: "t", Fingerprint: "fp", Args: []byte(`{"a":1}`),
		Expires: time.Unix(4e9, 0)}
	good, err := ring.Sign(p)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good[:len(good)-1])
	f.Add("eyJraWQiOiJrMSJ9.AAAA")
	f.Add(".")
	f.Fuzz(func(t *testing.T, tok string) {
		if tok == good {
			return
		}
		if _, err := ring.Verify(tok, "demo", "t", "fp", map[string]any{"a": 1.0}, time.Unix(0, 0)); err == nil {
			t.Errorf("forged token %q verified", tok)
		}
	})
}
