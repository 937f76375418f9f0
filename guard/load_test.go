package guard_test

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestLoad runs many sessions making calls at once through one guard
// (run it with -race): every decision has its audit record, and what
// the server ran is exactly what the guard let through.
func TestLoad(t *testing.T) {
	sessions, workers, calls := 50, 4, soak(10, 500)
	audit := &recorder{}
	var asked atomic.Int64
	g, err := guard.New(&guard.Options{Logger: slog.New(audit), Store: &guard.MemoryStore{},
		Confirmer: guard.ConfirmFunc(func(_ context.Context, r *guard.Request) (guard.Verdict, error) {
			// Approve writes under /ok, reject the rest.
			asked.Add(1)
			if p, _ := r.Args["path"].(string); len(p) > 3 && p[:4] == "/ok/" {
				return guard.Verdict{Answer: guard.Approve}, nil
			}
			return guard.Verdict{Reason: "no"}, nil
		})})
	if err != nil {
		t.Fatal(err)
	}
	srv := demo.New()
	client := mcp.NewClient(&mcp.Implementation{Name: "load", Version: "1"}, nil)
	g.Attach(client)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, sessions*workers)
	for s := range sessions {
		cs, err := demo.Connect(ctx, srv.Server, client)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		if err := g.Name(cs, fmt.Sprintf("demo-%d", s%5)); err != nil {
			t.Fatal(err)
		}
		for w := range workers {
			wg.Go(func() {
				for i := range calls {
					var p *mcp.CallToolParams
					switch (s + w + i) % 4 {
					case 0, 1:
						p = &mcp.CallToolParams{Name: "read_file", Arguments: map[string]any{"path": "/notes/todo.txt"}}
					case 2:
						p = &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": fmt.Sprintf("/ok/%d-%d-%d", s, w, i), "content": "x"}}
					case 3:
						p = &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": fmt.Sprintf("/no/%d-%d-%d", s, w, i), "content": "x"}}
					}
					if _, err := cs.CallTool(ctx, p); err != nil {
						errs <- err
						return
					}
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	total := sessions * workers * calls
	recs := audit.calls()
	outcomes := map[string]int{}
	for _, r := range recs {
		outcomes[fmt.Sprint(r["action"], "/", r["verdict"], "/", r["outcome"])]++
	}
	t.Logf("%d sessions × %d workers × %d calls = %d calls; %d audit records; %v", sessions, workers, calls, total, len(recs), outcomes)
	if len(recs) != total {
		t.Errorf("%d audit records for %d calls", len(recs), total)
	}
	ran := srv.Calls("read_file") + srv.Calls("write_file")
	allowed := outcomes["allow/none/ok"] + outcomes["confirm/approved-once/ok"]
	if int(ran) != allowed {
		t.Errorf("the server ran %d calls, the guard let %d through", ran, allowed)
	}
	if int(asked.Load()) != outcomes["confirm/approved-once/ok"]+outcomes["confirm/rejected/blocked"] {
		t.Errorf("the confirmer was asked %d times; records %v", asked.Load(), outcomes)
	}
}

// BenchmarkThroughput measures allowed calls per second through one
// guard, from 1 and from 100 sessions calling at once, and without a
// guard for comparison.
func BenchmarkThroughput(b *testing.B) {
	for _, bc := range []struct {
		sessions int
		guarded  bool
	}{{1, true}, {100, true}, {1, false}, {100, false}} {
		sessions := bc.sessions
		b.Run(fmt.Sprintf("sessions=%d/guard=%v", sessions, bc.guarded), func(b *testing.B) {
			b.ReportAllocs()
			audit := &counter{}
			g, err := guard.New(&guard.Options{Logger: slog.New(audit), Store: &guard.MemoryStore{}})
			if err != nil {
				b.Fatal(err)
			}
			srv := demo.New()
			client := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
			if bc.guarded {
				g.Attach(client)
			}
			ctx := context.Background()
			css := make([]*mcp.ClientSession, sessions)
			for i := range css {
				if css[i], err = demo.Connect(ctx, srv.Server, client); err != nil {
					b.Fatal(err)
				}
				defer css[i].Close()
				g.Name(css[i], "demo")
			}
			args := map[string]any{"path": "/notes/todo.txt"}
			var next atomic.Int64
			b.ResetTimer()
			start := time.Now()
			var wg sync.WaitGroup
			for _, cs := range css {
				wg.Go(func() {
					for next.Add(1) <= int64(b.N) {
						if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "read_file", Arguments: args}); err != nil {
							b.Error(err)
							return
						}
					}
				})
			}
			wg.Wait()
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "calls/s")
			if bc.guarded && audit.n.Load() != int64(b.N) {
				b.Errorf("%d audit records for %d calls", audit.n.Load(), b.N)
			}
		})
	}
}
