package guard_test

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"time"
	"weak"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/hintgate/hintgate/internal/faultserver"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.uber.org/goleak"
)

// openFDs counts this process's open file descriptors.
func openFDs(t testing.TB) int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd")
	}
	return len(ents)
}

func heap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestNoLeaks loops over list + call + confirm, reconnecting now and
// then, and starts and stops real server processes: afterwards no
// goroutine, file descriptor or process is left, and the heap is where
// it started.
func TestNoLeaks(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	n := soak(3000, 50000)
	audit := &counter{}
	g, err := guard.New(&guard.Options{Logger: slog.New(audit), Store: &guard.MemoryStore{}, Confirmer: approve(guard.Once)})
	if err != nil {
		t.Fatal(err)
	}
	srv := demo.New()
	client := mcp.NewClient(&mcp.Implementation{Name: "leaks", Version: "1"}, nil)
	g.Attach(client)
	ctx := context.Background()
	connect := func() *mcp.ClientSession {
		cs, err := demo.Connect(ctx, srv.Server, client)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Name(cs, "demo"); err != nil {
			t.Fatal(err)
		}
		return cs
	}
	loop := func(cs *mcp.ClientSession, i int) *mcp.ClientSession {
		if i%100 == 99 {
			cs.Close()
			cs = connect()
		}
		if _, err := cs.ListTools(ctx, nil); err != nil {
			t.Fatal(err)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": "/notes/loop.txt", "content": "x"}})
		if err != nil || res.IsError {
			t.Fatalf("write_file: %v %v", err, res)
		}
		if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "read_file", Arguments: map[string]any{"path": "/notes/loop.txt"}}); err != nil {
			t.Fatal(err)
		}
		return cs
	}
	// Warm up: caches, pools and the first resolution.
	cs := connect()
	for i := range 200 {
		cs = loop(cs, i)
	}
	fds, start := openFDs(t), heap()
	for i := range n {
		cs = loop(cs, i)
	}
	cs.Close()
	// Real processes too.
	log := filepath.Join(t.TempDir(), "runs")
	for range 3 {
		c := startChild(t, g, &recorder{}, log)
		if _, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: faultserver.Lookup, Arguments: map[string]any{"id": "x"}}); err != nil {
			t.Fatal(err)
		}
		c.stop()
	}
	end := heap()
	t.Logf("%d iterations of list + call + confirm + call, %d decisions audited; heap %d KiB at start, %d KiB at end; open fds %d before, %d after",
		n, audit.n.Load(), start>>10, end>>10, fds, openFDs(t))
	if got := openFDs(t); got > fds {
		t.Errorf("%d file descriptors open, %d before", got, fds)
	}
	if end > start+start/2+1<<20 {
		t.Errorf("heap grew from %d to %d bytes", start, end)
	}
}

// counter is a slog handler that counts call records, for loops too long
// to keep them.
type counter struct{ n atomic.Int64 }

func (c *counter) Enabled(context.Context, slog.Level) bool { return true }

func (c *counter) WithAttrs([]slog.Attr) slog.Handler { return c }

func (c *counter) WithGroup(string) slog.Handler { return c }

func (c *counter) Handle(_ context.Context, rec slog.Record) error {
	if rec.Message == "hintgate.call" {
		c.n.Add(1)
	}
	return nil
}

// TestGuardCollected: a guard whose confirmer holds the session it
// guards (an agent that is its own confirmer, say) is collected once the
// session is closed and dropped; the guard's per-session bookkeeping must
// not keep the two alive through each other.
func TestGuardCollected(t *testing.T) {
	type agent struct {
		cs *mcp.ClientSession
		g  *guard.Guard
	}
	start := func() weak.Pointer[guard.Guard] {
		a := &agent{}
		g, err := guard.New(&guard.Options{Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
			_ = a.cs // the agent knows its session
			return guard.Verdict{Answer: guard.Approve}, nil
		})})
		if err != nil {
			t.Fatal(err)
		}
		client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
		g.Attach(client)
		a.g = g
		srv := demo.New()
		for _, name := range []string{"demo", ""} { // named and unnamed
			if a.cs, err = demo.Connect(context.Background(), srv.Server, client); err != nil {
				t.Fatal(err)
			}
			if name != "" {
				g.Name(a.cs, name)
			}
			if _, err := a.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": "/a", "content": "b"}}); err != nil {
				t.Fatal(err)
			}
			a.cs.Close()
		}
		return weak.Make(g)
	}
	w := start()
	for i := 0; i < 20 && w.Value() != nil; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if w.Value() != nil {
		t.Fatal("the guard was never collected")
	}
}
