package guard_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestConfirmerFaults: a confirmer that fails, panics or never answers
// blocks the call (fail closed), the server never runs it, and the audit
// record says why.
func TestConfirmerFaults(t *testing.T) {
	tests := []struct {
		name    string
		confirm guard.ConfirmFunc
		timeout time.Duration
		kind    string // the audit record's error kind
	}{
		{"error", func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Approve}, errors.New("the approval service is down")
		}, 0, "rejected"},
		{"panic", func(context.Context, *guard.Request) (guard.Verdict, error) {
			panic("confirmer bug")
		}, 0, "rejected"},
		{"never answers", func(ctx context.Context, _ *guard.Request) (guard.Verdict, error) {
			<-ctx.Done()
			return guard.Verdict{Answer: guard.Approve}, nil
		}, 50 * time.Millisecond, "deadline exceeded"},
		{"approves after the deadline", func(ctx context.Context, _ *guard.Request) (guard.Verdict, error) {
			<-ctx.Done()
			return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}, nil
		}, 20 * time.Millisecond, "deadline exceeded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := setup(t, &guard.Options{Confirmer: tt.confirm})
			ctx := context.Background()
			if tt.timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tt.timeout)
				defer cancel()
			}
			res, err := f.cs.CallTool(ctx, callParams("write_file", map[string]any{"path": "/notes/x", "content": "y"}))
			if err != nil {
				t.Fatalf("the caller gets a blocked result, not an error: %v", err)
			}
			b, ok := guard.Blocked(res)
			if !ok || b.Action != rules.Confirm || b.Err == nil {
				t.Fatalf("not blocked by the confirmer: %+v %q", b, textOf(res))
			}
			if n := f.srv.Calls("write_file"); n != 0 {
				t.Fatalf("write_file ran %d times", n)
			}
			recs := f.audit.calls()
			if len(recs) != 1 {
				t.Fatalf("%d audit records, want 1", len(recs))
			}
			r := recs[0]
			if r["outcome"] != "blocked" || r["verdict"] != "error" || r["error"] != tt.kind || r["action"] != "confirm" {
				t.Errorf("audit record %v", r)
			}
			// The guard holds nothing for a failed confirmation: the next
			// call is asked again.
			f.call(t, "read_file", map[string]any{"path": "/notes/todo.txt"})
		})
	}
}

func callParams(name string, args map[string]any) *mcp.CallToolParams {
	return &mcp.CallToolParams{Name: name, Arguments: args}
}

// TestReviewerPanics: a reviewer that panics withholds the result rather
// than crash the agent.
func TestReviewerPanics(t *testing.T) {
	f := setup(t, &guard.Options{Confirmer: approve(guard.Once),
		Review: guard.ReviewFunc(func(context.Context, *hints.Tool, *mcp.CallToolResult) (bool, error) { panic("reviewer bug") })})
	res := f.call(t, "send_email", map[string]any{"to": "a@example.com"})
	if !res.IsError || textOf(res) != "The result of this call was withheld by the reviewer." {
		t.Fatalf("result released: %q", textOf(res))
	}
	if recs := f.audit.calls(); len(recs) != 1 || recs[0]["outcome"] != "withheld" {
		t.Fatalf("audit %v", recs)
	}
}
