package guard_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Two replicas share a store: one defers a destructive call, a human
// approves it, and the other resumes it, once.
func ExampleConn_Resume() {
	ctx := context.Background()
	store := &guard.MemoryStore{} // guard/pgstore across processes
	server := notesServer()
	var sessions []*mcp.ClientSession
	defer func() {
		for _, cs := range sessions {
			cs.Close()
		}
	}()
	replica := func() *guard.Conn {
		g, err := guard.New(&guard.Options{Store: store, Confirmer: guard.ConfirmFunc(
			func(context.Context, *guard.Request) (guard.Verdict, error) {
				return guard.Verdict{Answer: guard.Defer}, nil
			})})
		if err != nil {
			panic(err)
		}
		ct, st := mcp.NewInMemoryTransports()
		if _, err := server.Connect(ctx, st, nil); err != nil {
			panic(err)
		}
		client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
		cs, err := g.Connect(ctx, client, "notes", ct, nil)
		if err != nil {
			panic(err)
		}
		sessions = append(sessions, cs)
		return g.Wrap(cs)
	}
	a, b := replica(), replica()

	res, err := a.CallTool(guard.WithSubject(ctx, "alice"), "delete_note", map[string]any{"id": "7"})
	if err != nil {
		panic(err)
	}
	p, _ := guard.Pending(res)
	fmt.Println("deferred:", p.Tool, string(p.Args), "for", p.Subject)

	approvals := guard.NewApprovals(store, nil)
	waiting, _ := approvals.List(ctx, guard.Query{Subject: "alice"})
	approvals.Decide(ctx, waiting[0].ID, guard.Decision{Approve: true, By: "ops"})

	res, err = b.Resume(ctx, p.ID)
	fmt.Println("resumed on b:", res.Content[0].(*mcp.TextContent).Text, err)
	_, err = a.Resume(ctx, p.ID)
	fmt.Println("again on a:", errors.Is(err, guard.ErrAlreadyExecuted))
	// Output:
	// deferred: delete_note {"id":"7"} for alice
	// resumed on b: done <nil>
	// again on a: true
}

// A replica that shares no store verifies an approval signed elsewhere;
// keys rotate by id.
func ExampleKeyring() {
	ring := &guard.Keyring{Current: "2026-11", Keys: map[string][]byte{
		"2026-11": []byte("a key of at least thirty-two bytes, from a secret store"),
	}}
	p := &guard.PendingApproval{ID: "42", Server: "notes", Tool: "delete_note", Fingerprint: "fp",
		Args: []byte(`{"id":"7"}`), Expires: time.Now().Add(time.Hour)}
	token, err := ring.Sign(p)
	if err != nil {
		panic(err)
	}
	id, err := ring.Verify(token, "notes", "delete_note", "fp", map[string]any{"id": "7"}, time.Now())
	fmt.Println(id, err)
	_, err = ring.Verify(token, "notes", "delete_note", "fp", map[string]any{"id": "8"}, time.Now())
	fmt.Println(errors.Is(err, guard.ErrBadToken))
	// Output:
	// 42 <nil>
	// true
}
