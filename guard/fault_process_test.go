package guard_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/faultserver"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// child is a fault server running as a child process, behind a guard.
type child struct {
	t     testing.TB
	log   string
	pid   int
	cs    *mcp.ClientSession
	audit *recorder
}

// startChild starts the test binary again as a fault server on stdio and
// connects a guarded client to it over go-sdk's command transport. The
// guard's retries wait no time.
func startChild(t testing.TB, g *guard.Guard, audit *recorder, log string) *child {
	t.Helper()
	cmd := faultserver.Command(log)
	client := mcp.NewClient(&mcp.Implementation{Name: "faults", Version: "1"}, nil)
	g.Attach(client)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := g.Connect(ctx, client, "ledger", &mcp.CommandTransport{Command: cmd, TerminateDuration: 2 * time.Second}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &child{t: t, log: log, pid: cmd.Process.Pid, cs: cs, audit: audit}
}

func processGuard(t testing.TB, audit *recorder) *guard.Guard {
	g, err := guard.New(&guard.Options{Logger: slog.New(audit), Store: &guard.MemoryStore{}, Confirmer: approve(guard.Once),
		Sleep: func(ctx context.Context, _ time.Duration) error { return context.Cause(ctx) }})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// runs counts a call's executions in the child's log.
func (c *child) runs(tool, id string) int {
	data, _ := os.ReadFile(c.log)
	return bytes.Count(data, []byte(tool+" "+id+"\n"))
}

// stop closes the session and checks that no process of the child's
// group is left, zombies included.
func (c *child) stop() {
	c.t.Helper()
	c.cs.Close()
	for deadline := time.Now().Add(10 * time.Second); faultserver.Alive(c.pid); {
		if time.Now().After(deadline) {
			c.t.Fatalf("the server process %d is still running after Close", c.pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestServerKilledMidCall kills the server process (SIGKILL) while it
// runs a call whose answer it never sends: the caller gets an error, the
// call ran once (a non-idempotent call is not retried; retries of an
// idempotent one fail on the dead connection), the audit record says
// transport_error, and no process is left.
func TestServerKilledMidCall(t *testing.T) {
	for _, tool := range []string{faultserver.Append, faultserver.Lookup} {
		t.Run(tool, func(t *testing.T) {
			audit := &recorder{}
			c := startChild(t, processGuard(t, audit), audit, filepath.Join(t.TempDir(), "runs"))
			defer c.stop()
			errc := make(chan error, 1)
			go func() {
				_, err := c.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: map[string]any{"id": "k", "fault": faultserver.RunHang}})
				errc <- err
			}()
			for c.runs(tool, "k") == 0 {
				time.Sleep(5 * time.Millisecond)
			}
			if err := syscall.Kill(c.pid, syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			var err error
			select {
			case err = <-errc:
			case <-time.After(20 * time.Second):
				t.Fatal("the call did not return after the server died")
			}
			if err == nil {
				t.Fatal("the call of a killed server succeeded")
			}
			if n := c.runs(tool, "k"); n != 1 {
				t.Errorf("ran %d times", n)
			}
			recs := audit.calls()
			if len(recs) != 1 || recs[0]["outcome"] != "transport_error" || recs[0]["error"] != "connection closed" {
				t.Fatalf("audit %v", recs)
			}
			if a := recs[0]["attempt"].(int64); tool == faultserver.Append && a != 1 || a > 3 {
				t.Errorf("%d attempts", a)
			}
			t.Logf("caller saw: %v; audit: outcome %v, attempts %v", err, recs[0]["outcome"], recs[0]["attempt"])
		})
	}
}

// TestServerHangs: a server that never answers is bounded by the caller's
// deadline; the call is reported cancelled, and closing the session ends
// the process.
func TestServerHangs(t *testing.T) {
	audit := &recorder{}
	c := startChild(t, processGuard(t, audit), audit, filepath.Join(t.TempDir(), "runs"))
	defer c.stop()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: faultserver.Lookup, Arguments: map[string]any{"id": "h", "fault": faultserver.Hang}})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want the deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("returned after %v", d)
	}
	recs := audit.calls()
	if len(recs) != 1 || recs[0]["outcome"] != "cancelled" || recs[0]["error"] != "deadline exceeded" {
		t.Fatalf("audit %v", recs)
	}
	// The session still works: the hung call was cancelled at the server.
	res, err := c.cs.CallTool(context.Background(), &mcp.CallToolParams{Name: faultserver.Lookup, Arguments: map[string]any{"id": "after"}})
	if err != nil || res.IsError {
		t.Fatalf("after a hang: %v %v", err, res)
	}
}

// TestProcessFaults makes calls over real child processes with faults
// drawn at random (fixed seed): the server is killed mid-call, hangs,
// fails before or after running, or the connection is closed during a
// retry's backoff. A non-idempotent call never runs twice, and no
// process is left.
func TestProcessFaults(t *testing.T) {
	n := soak(40, 600)
	audit := &recorder{}
	log := filepath.Join(t.TempDir(), "runs")
	var c *child
	closing := false
	g, err := guard.New(&guard.Options{Logger: slog.New(audit), Store: &guard.MemoryStore{}, Confirmer: approve(guard.Once),
		Sleep: func(ctx context.Context, _ time.Duration) error {
			if closing {
				c.cs.Close() // the transport goes away during the backoff
			}
			return context.Cause(ctx)
		}})
	if err != nil {
		t.Fatal(err)
	}
	c = startChild(t, g, audit, log)
	rng := rand.New(rand.NewPCG(7, 0))
	tools := []string{faultserver.Append, faultserver.Lookup, faultserver.Put}
	faults := []string{"", faultserver.FailBefore, faultserver.FailAfter, faultserver.Hang, "kill", "close-during-backoff"}
	var injected, restarts int
	for i := range n {
		tool, fault := tools[rng.IntN(len(tools))], faults[rng.IntN(len(faults))]
		if fault != "" {
			injected++
		}
		id := strconv.Itoa(i)
		args := map[string]any{"id": id, "fault": fault}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		restart := false
		killed := make(chan struct{})
		switch fault {
		case "kill":
			args["fault"] = faultserver.RunHang
			go func(c *child) {
				defer close(killed)
				for c.runs(tool, id) == 0 && ctx.Err() == nil {
					time.Sleep(2 * time.Millisecond)
				}
				syscall.Kill(c.pid, syscall.SIGKILL)
			}(c)
			restart = true
		case faultserver.Hang:
			cancel()
			ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
		case "close-during-backoff":
			args["fault"] = faultserver.FailAfter
			closing, restart = true, true
		}
		if fault != "kill" {
			close(killed)
		}
		_, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		cancel()
		<-killed
		closing = false
		if errors.Is(err, mcp.ErrConnectionClosed) {
			restart = true
		}
		if tool == faultserver.Append && c.runs(tool, id) > 1 {
			t.Errorf("call %s of %s with fault %q ran %d times", id, tool, fault, c.runs(tool, id))
		}
		if c.runs(tool, id) > 3 {
			t.Errorf("call %s of %s with fault %q ran %d times", id, tool, fault, c.runs(tool, id))
		}
		if restart {
			c.stop()
			c = startChild(t, g, audit, log)
			restarts++
		}
	}
	c.stop()
	if got := len(audit.calls()); got != n {
		t.Errorf("%d audit records for %d calls", got, n)
	}
	data, _ := os.ReadFile(log)
	t.Logf("calls %d over real processes, faults injected %d, server processes started %d (all gone), executions %d",
		n, injected, restarts+1, bytes.Count(data, []byte("\n")))
}
