package guard_test

import (
	"context"
	"fmt"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// notesServer is a tiny server with a read-only and a destructive tool.
func notesServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1"}, nil)
	ok := func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
	}
	s.AddTool(&mcp.Tool{Name: "read_note", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("Read note", false)}, ok)
	s.AddTool(&mcp.Tool{Name: "delete_note", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.DestructiveTool("Delete note", true, false)}, ok)
	return s
}

func ExampleGuard_Attach() {
	ctx := context.Background()
	// The default preset: read-only tools run, everything else asks. No
	// confirmer means nobody can approve, so asking means no.
	g, err := guard.New(nil)
	if err != nil {
		panic(err)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	g.Attach(client)

	ct, st := mcp.NewInMemoryTransports()
	if _, err := notesServer().Connect(ctx, st, nil); err != nil {
		panic(err)
	}
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		panic(err)
	}
	defer cs.Close()

	for _, name := range []string{"read_note", "delete_note"} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: map[string]any{"id": "1"}})
		if err != nil {
			panic(err)
		}
		if b, blocked := guard.Blocked(res); blocked {
			fmt.Printf("%s: blocked by %s\n", name, b.Rule)
			continue
		}
		fmt.Printf("%s: %s\n", name, res.Content[0].(*mcp.TextContent).Text)
	}
	// Output:
	// read_note: done
	// delete_note: blocked by destructive-confirmed
}

func ExampleConfirmFunc() {
	ctx := context.Background()
	// Approve deletions for the rest of the session, after asking once.
	asked := 0
	confirm := guard.ConfirmFunc(func(ctx context.Context, r *guard.Request) (guard.Verdict, error) {
		asked++
		fmt.Printf("asked about %s (%s, rule %s)\n", r.Tool.Title, r.Tool.Class, r.Decision.Rule)
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}, nil
	})
	g, _ := guard.New(&guard.Options{Confirmer: confirm})
	ct, st := mcp.NewInMemoryTransports()
	notesServer().Connect(ctx, st, nil)
	cs, _ := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(ctx, ct, nil)
	defer cs.Close()

	s := g.Wrap(cs)
	for range 3 {
		res, _ := s.CallTool(ctx, "delete_note", map[string]any{"id": "1"})
		fmt.Println(res.IsError)
	}
	fmt.Println("asked", asked, "time(s)")
	// Output:
	// asked about Delete note (destructive, rule destructive-confirmed)
	// false
	// false
	// false
	// asked 1 time(s)
}
