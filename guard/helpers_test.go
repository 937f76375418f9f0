package guard_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// recorder is a slog handler that keeps every record.
type recorder struct {
	mu      sync.Mutex
	records []map[string]any
}

func (r *recorder) Enabled(context.Context, slog.Level) bool { return true }

func (r *recorder) WithAttrs([]slog.Attr) slog.Handler { return r }

func (r *recorder) WithGroup(string) slog.Handler { return r }

func (r *recorder) Handle(_ context.Context, rec slog.Record) error {
	m := map[string]any{"msg": rec.Message}
	rec.Attrs(func(a slog.Attr) bool { m[a.Key] = a.Value.Any(); return true })
	r.mu.Lock()
	r.records = append(r.records, m)
	r.mu.Unlock()
	return nil
}

func (r *recorder) calls() []map[string]any {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []map[string]any
	for _, m := range r.records {
		if m["msg"] == "hintgate.call" {
			out = append(out, m)
		}
	}
	return out
}

type fixture struct {
	srv   *demo.Server
	g     *guard.Guard
	cs    *mcp.ClientSession
	audit *recorder
}

// setup connects a guarded go-sdk client to the demo server in memory.
func setup(t testing.TB, opts *guard.Options) *fixture {
	t.Helper()
	if opts == nil {
		opts = &guard.Options{}
	}
	f := &fixture{srv: demo.New(), audit: &recorder{}}
	if opts.Logger == nil {
		opts.Logger = slog.New(f.audit)
	}
	if opts.Sleep == nil {
		opts.Sleep = func(ctx context.Context, d time.Duration) error { return context.Cause(ctx) }
	}
	if opts.Store == nil {
		opts.Store = &guard.MemoryStore{} // each fixture its own pins and approvals
	}
	g, err := guard.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	f.g = g
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	g.Attach(client)
	f.cs, err = demo.Connect(context.Background(), f.srv.Server, client)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Name(f.cs, "demo"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.cs.Close() })
	return f
}

func (f *fixture) call(t testing.TB, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := f.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func textOf(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func approve(scope guard.Scope) guard.Confirmer {
	return guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		return guard.Verdict{Answer: guard.Approve, Scope: scope}, nil
	})
}

func mustPolicy(t testing.TB, src string) *rules.Policy {
	t.Helper()
	p, err := rules.Load("p.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
