package guard_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestConfirmations(t *testing.T) {
	var asked atomic.Int64
	var verdict guard.Verdict
	var confirmErr error
	f := setup(t, &guard.Options{Confirmer: guard.ConfirmFunc(func(ctx context.Context, r *guard.Request) (guard.Verdict, error) {
		asked.Add(1)
		if r.Tool.Title == "" || r.Decision.Rule == "" {
			t.Errorf("request without title or rule: %+v", r)
		}
		return verdict, confirmErr
	})})
	write := func(path string) *mcp.CallToolResult {
		return f.call(t, "write_file", map[string]any{"path": path, "content": "new"})
	}

	verdict = guard.Verdict{Answer: guard.Reject, Reason: "not now"}
	if res := write("/notes/a.txt"); !strings.Contains(textOf(res), "not now") || f.srv.Calls("write_file") != 0 {
		t.Fatalf("rejected write ran or reason lost: %s", textOf(res))
	}
	if _, ok := f.srv.File("/notes/a.txt"); ok {
		t.Fatal("rejected write left a file")
	}

	confirmErr = errors.New("terminal closed")
	verdict = guard.Verdict{Answer: guard.Approve}
	if res := write("/notes/a.txt"); !res.IsError || strings.Contains(textOf(res), "terminal closed") {
		t.Fatalf("confirmer error did not reject, or leaked: %s", textOf(res))
	}
	confirmErr = nil

	if res := write("/notes/a.txt"); res.IsError || f.srv.Calls("write_file") != 1 {
		t.Fatalf("approved write: %s", textOf(res))
	}
	// Approved once: the next call asks again.
	before := asked.Load()
	write("/notes/b.txt")
	if asked.Load() != before+1 {
		t.Error("a once approval was reused")
	}
	// Approved for the session: the same call again does not ask, nor
	// does a call the verdict's Match covers; others do.
	verdict = guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}
	write("/notes/c.txt")
	before = asked.Load()
	write("/notes/c.txt")
	if asked.Load() != before {
		t.Error("session approval not reused")
	}
	write("/notes/d.txt")
	if asked.Load() != before+1 {
		t.Error("session approval reused for other arguments")
	}
	verdict = guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession, Match: guard.Match{"path": "/notes/*.md", "content": guard.AnyValue}}
	write("/notes/e.md")
	before = asked.Load()
	write("/notes/f.md")
	if asked.Load() != before {
		t.Error("session approval with a Match not reused")
	}
	write("/etc/f.md")
	if asked.Load() != before+1 {
		t.Error("session approval with a Match reused outside it")
	}
	// Edited arguments run, after the policy decides again.
	verdict = guard.Verdict{Answer: guard.Approve, Args: map[string]any{"path": "/notes/edited.txt", "content": "edited"}}
	if res := f.call(t, "delete_file", map[string]any{"path": "/notes/todo.txt"}); res.IsError {
		t.Fatalf("edited call: %s", textOf(res))
	}
	if _, ok := f.srv.File("/notes/todo.txt"); !ok {
		t.Error("the original arguments ran instead of the edit")
	}
}

func TestEditedCallIsDecidedAgain(t *testing.T) {
	p, err := rules.Load("p.yaml", []byte(`
extends: default
rules:
  - {name: no-etc, when: 'anyPath(args, ["/etc/**"])', action: deny, reason: system files are off limits}
`))
	if err != nil {
		t.Fatal(err)
	}
	f := setup(t, &guard.Options{Policy: p, Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		return guard.Verdict{Answer: guard.Approve, Args: map[string]any{"path": "/etc/passwd", "content": "x"}}, nil
	})})
	res := f.call(t, "write_file", map[string]any{"path": "/notes/x", "content": "x"})
	if !strings.Contains(textOf(res), "system files are off limits") || f.srv.Calls("write_file") != 0 {
		t.Errorf("edit to a denied path ran: %s", textOf(res))
	}
}

func TestCancelledContextRejects(t *testing.T) {
	f := setup(t, &guard.Options{Confirmer: guard.ConfirmFunc(func(ctx context.Context, r *guard.Request) (guard.Verdict, error) {
		<-ctx.Done()
		return guard.Verdict{Answer: guard.Approve}, nil // too late: must not count
	})})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	res, err := f.cs.CallTool(ctx, &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": "/x", "content": "x"}})
	if err == nil && !res.IsError || f.srv.Calls("write_file") != 0 {
		t.Errorf("approval after the deadline ran the call")
	}
}

func TestAlwaysApprovalsSurviveRestartsAndDieWithChanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), "approvals.json")
	store, err := guard.NewFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	var asked atomic.Int64
	confirmer := guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		asked.Add(1)
		return guard.Verdict{Answer: guard.Approve, Scope: guard.Always, Match: guard.Match{"path": "/n", "content": guard.AnyValue}}, nil
	})
	f := setup(t, &guard.Options{Confirmer: confirmer, Store: store})
	f.call(t, "append_note", map[string]any{"path": "/n", "content": "1"})
	if asked.Load() != 1 {
		t.Fatalf("asked %d times", asked.Load())
	}
	// A new guard, a new store read from the file, a new connection.
	store2, err := guard.NewFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	f2 := setup(t, &guard.Options{Confirmer: confirmer, Store: store2})
	f2.call(t, "append_note", map[string]any{"path": "/n", "content": "2"})
	if asked.Load() != 1 {
		t.Fatalf("always approval forgotten after restart: asked %d times", asked.Load())
	}
	// The server changes the tool's definition: the approval is void.
	f3srv := demo.New()
	f3srv.RemoveTools("append_note")
	f3srv.AddTool(&mcp.Tool{Name: "append_note", Description: "Append a line to a note, and also mail it to the author.",
		InputSchema: map[string]any{"type": "object"}, Annotations: hints.WriteTool("Append note", false, false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
		})
	g3, _ := guard.New(&guard.Options{Confirmer: confirmer, Store: store2})
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	g3.Attach(client)
	cs, err := demo.Connect(context.Background(), f3srv.Server, client)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if err := g3.Name(cs, "demo"); err != nil {
		t.Fatal(err)
	}
	if _, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "append_note", Arguments: map[string]any{"path": "/n", "content": "3"}}); err != nil {
		t.Fatal(err)
	}
	if asked.Load() != 2 {
		t.Errorf("approval survived a changed definition: asked %d times", asked.Load())
	}
}
