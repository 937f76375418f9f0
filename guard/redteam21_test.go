package guard_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// TestRedteam21TypedArgsNumbersExact: arguments that are not a plain map
// (the model's JSON as a json.RawMessage, a caller's struct or typed
// map) were read through their JSON into float64, and the call ran with
// that: an account of 9007199254740993 was sent as 9007199254740992,
// 12345678901234567891 as 12345678901234567000. The call runs with the
// numbers as they came, and the policy still reads them as numbers (but
// for integers float64 would round: see TestRedteam21NumbersOverflow).
func TestRedteam21TypedArgsNumbersExact(t *testing.T) {
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, `
rules:
  - {name: too-much, when: 'args.amount > 1000', action: deny}
default: allow
`)})
	conn, r := bank(t, g)
	for _, tc := range []struct {
		args any
		rule string
		ran  string
	}{
		{json.RawMessage(`{"account": 9007199254740993, "amount": 5}`), "", `transfer {"account":9007199254740993,"amount":5}`},
		{json.RawMessage(`{"account": 12345678901234567891, "amount": 5}`), "", `transfer {"account":12345678901234567891,"amount":5}`},
		{struct {
			Account int64 `json:"account"`
			Amount  int   `json:"amount"`
		}{9007199254740993, 5}, "", `transfer {"account":9007199254740993,"amount":5}`},
		{map[string]int64{"account": 9007199254740993, "amount": 5}, "", `transfer {"account":9007199254740993,"amount":5}`},
		{json.RawMessage(`{"account": 1, "amount": 5000}`), "too-much", ""},
		{json.RawMessage(`{"account": 7, "amount": 5000.5}`), "too-much", ""},
	} {
		checkTransfer(t, conn, r, tc.args, tc.rule, tc.ran)
	}
}

// TestRedteam21EditedNumbersExact: a confirmer's edit holding Go
// integers was copied through float64: an edit to account
// 9007199254740993 ran as 9007199254740992.
func TestRedteam21EditedNumbersExact(t *testing.T) {
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, `
rules:
  - {name: too-much, when: 'args.amount > 1000', action: deny}
  - {name: ask, when: 'true', action: confirm}
`), Confirmer: guard.ConfirmFunc(func(_ context.Context, r *guard.Request) (guard.Verdict, error) {
		return guard.Verdict{Answer: guard.Approve, Args: map[string]any{"account": int64(9007199254740993), "amount": uint16(5000 * r.Args["amount"].(float64))}}, nil
	})})
	conn, r := bank(t, g)
	for _, tc := range []struct {
		amount float64
		rule   string
		ran    string
	}{
		{0.001, "", `transfer {"account":9007199254740993,"amount":5}`},
		{1, "too-much", ""},
	} {
		res, err := conn.CallTool(context.Background(), "transfer", map[string]any{"amount": tc.amount})
		if err != nil {
			t.Fatal(err)
		}
		b, blocked := guard.Blocked(res)
		switch {
		case tc.rule == "" && blocked:
			t.Errorf("%v: blocked by %s: %s (%v)", tc.amount, b.Rule, b.Reason, b.Err)
		case tc.rule != "" && (!blocked || b.Rule != tc.rule):
			t.Errorf("%v: want blocked by %s, got %+v", tc.amount, tc.rule, b)
		case tc.rule == "" && r.last() != tc.ran:
			t.Errorf("%v: ran %s, want %s", tc.amount, r.last(), tc.ran)
		}
	}
}

// TestRedteam21CountPendingCopiesLimit: the guard counts a subject's
// waiting calls, up to MaxPending, before it defers one; a call with no
// subject counts the whole store's. The MemoryStore (and FileStore) copied
// every approval the query selected, arguments and all, before keeping
// the Limit oldest: with 2,000 waiting, each deferral copied 2,000 calls'
// arguments to count 100 of them.
func TestRedteam21CountPendingCopiesLimit(t *testing.T) {
	ctx := context.Background()
	args := json.RawMessage(`{"s":"` + strings.Repeat("x", 1<<10) + `"}`)
	now := time.Now()
	mem := &guard.MemoryStore{}
	for name, store := range map[string]guard.Store{"memory": mem} {
		for i := range 2000 {
			p := &guard.PendingApproval{ID: fmt.Sprintf("%s-%04d", name, i), Server: "bank", Tool: "transfer", Args: args,
				Subject: fmt.Sprint("s", i), State: guard.StatePending, Created: now.Add(time.Duration(i) * time.Millisecond), Expires: now.Add(time.Hour)}
			if err := store.AddPending(ctx, p); err != nil {
				t.Fatal(err)
			}
		}
	}
	for name, store := range map[string]guard.Store{"memory": mem} {
		q := guard.Query{State: guard.StatePending, After: now.Add(-time.Hour), Limit: 100}
		got, err := store.ListPending(ctx, q)
		if err != nil || len(got) != 100 || got[0].ID != name+"-0000" || got[99].ID != name+"-0099" {
			t.Fatalf("%s: %d approvals (%v), want the 100 oldest", name, len(got), err)
		}
		if n := testing.AllocsPerRun(3, func() { _, _ = store.ListPending(ctx, q) }); n > 1000 {
			t.Errorf("%s: listing 100 of 2,000 made %.0f allocations", name, n)
		}
	}
}

// TestRedteam21MaxPendingConcurrent: a model's parallel tool calls,
// run at once by its agent, were each counted before any was recorded:
// 50 calls at once against MaxPending 3 left far more than 3 waiting.
// One guard counts and records a subject's deferrals one at a time.
func TestRedteam21MaxPendingConcurrent(t *testing.T) {
	store := &slowStore{MemoryStore: &guard.MemoryStore{}}
	g := newGuard(t, &guard.Options{Store: store, Confirmer: deferAll, MaxPending: 3, Policy: mustPolicy(t, "default: confirm\n")})
	conn, _ := bank(t, g)
	alice := guard.WithSubject(context.Background(), "alice")
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() {
			res, err := conn.CallTool(alice, "transfer", map[string]any{"n": float64(i)})
			if err != nil {
				t.Error(err)
			}
			if _, ok := guard.Pending(res); !ok {
				if b, _ := guard.Blocked(res); b == nil || b.Rule != "too-many-pending" {
					t.Errorf("call %d: %+v", i, b)
				}
			}
		})
	}
	wg.Wait()
	if got, _ := store.ListPending(context.Background(), guard.Query{Subject: "alice"}); len(got) != 3 {
		t.Errorf("alice has %d calls waiting, want 3", len(got))
	}
}

// slowStore answers a list a millisecond after it read it, as a
// database does.
type slowStore struct{ *guard.MemoryStore }

func (s *slowStore) ListPending(ctx context.Context, q guard.Query) ([]*guard.PendingApproval, error) {
	got, err := s.MemoryStore.ListPending(ctx, q)
	time.Sleep(time.Millisecond) // the answer on its way back
	return got, err
}

// TestRedteam21CountWithoutArgs: a subject at MaxPending had every
// further call that needs approval read its waiting calls whole to count
// them: with 100 calls of 64 KiB waiting, each refused call read 6.4 MB
// (of a database, over the network), whatever its own size. A store that
// counts (guard.PendingCounter: the MemoryStore, pgstore) is asked to
// count.
func TestRedteam21CountWithoutArgs(t *testing.T) {
	store := &readingStore{MemoryStore: &guard.MemoryStore{}}
	g := newGuard(t, &guard.Options{Store: store, Confirmer: deferAll, Policy: mustPolicy(t, "default: confirm\n")})
	conn, _ := bank(t, g)
	alice := guard.WithSubject(context.Background(), "alice")
	big := strings.Repeat("x", 64<<10)
	for i := range guard.DefaultMaxPending {
		if res, err := conn.CallTool(alice, "transfer", map[string]any{"memo": big, "n": float64(i)}); err != nil {
			t.Fatal(err)
		} else if _, ok := guard.Pending(res); !ok {
			t.Fatalf("call %d not deferred", i)
		}
	}
	store.read.Store(0)
	for i := range 10 {
		res, err := conn.CallTool(alice, "transfer", map[string]any{"n": float64(i)})
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := guard.Blocked(res); b == nil || b.Rule != "too-many-pending" {
			t.Fatalf("call past the bound: %+v", b)
		}
	}
	if n := store.read.Load(); n > 0 {
		t.Errorf("10 refused calls read %d bytes of waiting calls to count them", n)
	}
}

// readingStore counts the bytes of arguments its ListPending returns.
type readingStore struct {
	*guard.MemoryStore
	read atomic.Int64
}

func (s *readingStore) ListPending(ctx context.Context, q guard.Query) ([]*guard.PendingApproval, error) {
	got, err := s.MemoryStore.ListPending(ctx, q)
	for _, p := range got {
		s.read.Add(int64(len(p.Args)))
	}
	return got, err
}

// TestRedteam21NumbersOverflow: integers that came as json.Number were
// read as Go ints, and expr's arithmetic on ints wraps: a quantity and a
// price of 2^32 each made `args.qty * args.price > 10000` false, and the
// call ran, where an agent decoding without UseNumber had it denied
// (float64). Integers float64 holds exactly are read as float64, as
// encoding/json decodes them; larger ones, which float64 would round,
// stay json.Number, which every rule reading them denies.
func TestRedteam21NumbersOverflow(t *testing.T) {
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, `
rules:
  - {name: too-much, when: 'args.qty * args.price > 10000 || args.qty + 100 < 0 || -args.qty > 0', action: deny}
default: allow
`)})
	conn, r := bank(t, g)
	for _, tc := range []struct {
		qty, price string
		denied     bool
	}{
		{"4294967296", "4294967296", true},
		{"9223372036854775807", "1", true},
		{"-9223372036854775808", "1", true},
		{"1152921504606846977", "100", true},
		{"3", "7", false},
		{"9007199254740992", "0", false},
	} {
		res, err := conn.CallTool(context.Background(), "transfer", map[string]any{"qty": json.Number(tc.qty), "price": json.Number(tc.price)})
		if err != nil {
			t.Fatal(err)
		}
		if _, blocked := guard.Blocked(res); blocked != tc.denied {
			t.Errorf("qty %s, price %s: blocked %v, ran %s", tc.qty, tc.price, blocked, r.last())
		}
	}
}
