package guard_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// Calls made with no subject counted every waiting call of the store:
// one conversation at its own MaxPending (alice, within her bound)
// refused every call of every caller that names no subject. Calls with
// no subject are one subject of their own, bounded like any other.
func TestRedteam26NoSubjectNotStarved(t *testing.T) {
	for name, store := range pendingStores(t) {
		t.Run(name, func(t *testing.T) {
			waiting(t, store, "alice", 3, -time.Minute, time.Hour)
			conn := ttlReplica(t, store, time.Hour)
			for i := range 3 {
				if p, b := deferOne(t, conn, "", i); p == nil {
					t.Fatalf("call %d with no subject refused, alice's calls counted: %+v", i, b)
				}
			}
			if p, b := deferOne(t, conn, "", 3); p != nil || b == nil || b.Rule != "too-many-pending" {
				t.Errorf("4th call with no subject: deferred %t, block %+v; want too-many-pending", p != nil, b)
			}
			if p, b := deferOne(t, conn, "bob", 4); p == nil {
				t.Errorf("bob's call refused: %+v", b)
			}
			got, err := guard.NewApprovals(store, nil).List(context.Background(), guard.Query{NoSubject: true})
			if err != nil || len(got) != 3 {
				t.Errorf("listed %d waiting calls with no subject (%v), want 3", len(got), err)
			}
		})
	}
}

// A subject that is not valid UTF-8 ("a\xff", a conversation id taken
// from raw bytes) was written by the FileStore as JSON writes it
// ("a\ufffd"), so counting "a\xff" found none of its waiting calls, and
// the subject deferred without bound; PostgreSQL refuses such text. The
// guard refuses to defer a call for a subject no store can keep as it
// is.
func TestRedteam26SubjectNotUTF8(t *testing.T) {
	for name, store := range pendingStores(t) {
		t.Run(name, func(t *testing.T) {
			conn := ttlReplica(t, store, time.Hour)
			n := 0
			for i := range 5 {
				p, b := deferOne(t, conn, "a\xff", i)
				if p != nil {
					n++
				} else if b == nil || !strings.Contains(b.Reason, "UTF-8") {
					t.Errorf("call %d refused without saying why: %+v", i, b)
				}
			}
			if n > 3 {
				t.Errorf("%d calls of subject \"a\\xff\" deferred, MaxPending 3", n)
			}
		})
	}
}

// A session approval for a subject that is not valid UTF-8 went to the
// FileStore as JSON writes it: "bob\xff"'s approval was written as
// "bob\ufffd"'s, and covered that other subject's calls in every
// process that read the file. It stays in the guard's memory, for
// "bob\xff" alone.
func TestRedteam26SessionSubjectNotUTF8(t *testing.T) {
	path := filepath.Join(t.TempDir(), "approvals.json")
	asked := 0
	session := guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		asked++
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}, nil
	})
	replica := func() *guard.Conn {
		store, err := guard.NewFileStore(path)
		if err != nil {
			t.Fatal(err)
		}
		g := newGuard(t, &guard.Options{Store: store, Confirmer: session, Policy: mustPolicy(t, "default: confirm\n")})
		conn, _ := bank(t, g)
		return conn
	}
	call := func(conn *guard.Conn, subject string) {
		t.Helper()
		if _, err := conn.CallTool(guard.WithSubject(context.Background(), subject), "transfer", map[string]any{"to": "x"}); err != nil {
			t.Fatal(err)
		}
	}
	first := replica()
	call(first, "bob\xff")
	call(first, "bob\xff")
	if asked != 1 {
		t.Errorf("bob\\xff asked %d times in one guard, want 1", asked)
	}
	call(replica(), "bob\ufffd")
	if asked != 2 {
		t.Errorf("bob\\ufffd's call was covered by bob\\xff's session approval (asked %d times, want 2)", asked)
	}
}

// A negative PendingTTL made every deferred call expire as it was
// recorded (Expires before Created): MaxPending never counted one, so a
// model's calls each added a record to the store without bound, and the
// model read "waiting" for calls no human could ever approve. New
// refuses it, naming the option.
func TestRedteam26NegativePendingTTL(t *testing.T) {
	for _, o := range []guard.Options{{PendingTTL: -time.Hour}, {ClaimLease: -time.Minute}} {
		if _, err := guard.New(&o); err == nil || !strings.Contains(err.Error(), "negative") {
			t.Errorf("%+v: New: %v, want an error naming the negative duration", o, err)
		}
	}
}
