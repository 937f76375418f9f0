package guard_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkSessionApproved measures the path of a tool a human approved
// for the session, called again and again with audit records on: the
// call's arguments (1 KB) should be hashed once per call.
func BenchmarkSessionApproved(b *testing.B) {
	g, err := guard.New(&guard.Options{
		Logger: slog.New(slog.NewJSONHandler(io.Discard, nil)),
		Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}, nil
		}),
	})
	if err != nil {
		b.Fatal(err)
	}
	cs := connect(b, benchServer(10), g)
	params := &mcp.CallToolParams{Name: "create_item_1", Arguments: map[string]any{"id": "x", "body": strings.Repeat("a", 1024)}}
	ctx := context.Background()
	if res, err := cs.CallTool(ctx, params); err != nil || res.IsError {
		b.Fatal(err, res)
	}
	b.ReportAllocs()
	for b.Loop() {
		if res, err := cs.CallTool(ctx, params); err != nil || res.IsError {
			b.Fatal(err, res)
		}
	}
}
