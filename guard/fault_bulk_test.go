package guard_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/faultserver"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// soak returns n, or long when HINTGATE_SOAK=1: the loops below run for
// seconds in CI and for minutes on demand.
func soak(n, long int) int {
	if os.Getenv("HINTGATE_SOAK") == "1" {
		return long
	}
	if testing.Short() {
		return n / 10
	}
	return n
}

// Client-side faults of one call.
const (
	noFault       = iota
	cancelBefore  // the context is cancelled before the guard lists the tools
	cancelList    // cancelled while the guard lists the tools
	cancelConfirm // cancelled while the confirmer is asked; it approves late
	confirmErr    // the confirmer fails
	confirmPanic  // the confirmer panics
	confirmReject // the confirmer says no
	cancelCall    // cancelled while the server runs the call
	cutRequest    // the connection breaks before the request leaves
	cutResponse   // the connection breaks before the response arrives
	closeBackoff  // the session is closed during a retry's backoff
	cancelBackoff // cancelled during a retry's backoff
	clientFaults
)

var faultNames = [clientFaults]string{"none", "cancel-before-list", "cancel-during-list", "cancel-during-confirm",
	"confirmer-error", "confirmer-panic", "confirmer-reject", "cancel-during-call", "cut-request", "cut-response",
	"close-during-backoff", "cancel-during-backoff"}

var serverFaults = []string{"", faultserver.FailBefore, faultserver.FailAfter, faultserver.Hang, faultserver.RunHang}

// rig is a guard in front of the fault server, with faults set per call.
type rig struct {
	t      testing.TB
	srv    *faultserver.Server
	g      *guard.Guard
	client *mcp.Client
	audit  *callLog

	mu     sync.Mutex
	fault  int
	cancel context.CancelFunc
	cs     *mcp.ClientSession
}

func newRig(t testing.TB) *rig {
	r := &rig{t: t, srv: faultserver.New(nil), audit: &callLog{}}
	r.srv.Before = func(context.Context, string, string) {
		if r.now() == cancelCall {
			r.cancelNow()
		}
	}
	var err error
	r.g, err = guard.New(&guard.Options{
		Logger:    slog.New(r.audit),
		Store:     &guard.MemoryStore{},
		Confirmer: guard.ConfirmFunc(r.confirm),
		Sleep:     r.sleep,
	})
	if err != nil {
		t.Fatal(err)
	}
	r.client = mcp.NewClient(&mcp.Implementation{Name: "faults", Version: "1"}, nil)
	r.g.Attach(r.client)
	r.connect()
	t.Cleanup(func() { r.session().Close() })
	return r
}

func (r *rig) now() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.fault
}

func (r *rig) cancelNow() {
	r.mu.Lock()
	cancel := r.cancel
	r.mu.Unlock()
	cancel()
}

func (r *rig) session() *mcp.ClientSession {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cs
}

// connect (re)connects the client to the server, through a wire that
// cuts where the current fault says.
func (r *rig) connect() {
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	if _, err := r.srv.Connect(ctx, st, nil); err != nil {
		r.t.Fatal(err)
	}
	w := &faultserver.Wire{Transport: ct,
		CutWrite: func(m jsonrpc.Message) bool {
			switch r.now() {
			case cutRequest:
				return faultserver.IsCall(m)
			case cancelList:
				if q, ok := m.(*jsonrpc.Request); ok && q.Method == "tools/list" {
					r.cancelNow()
				}
			}
			return false
		},
		CutRead: func(m jsonrpc.Message) bool {
			// Only call responses: the list's response carries "tools".
			return r.now() == cutResponse && faultserver.IsResponse(m) && isCallResult(m)
		},
	}
	cs, err := r.g.Connect(ctx, r.client, "ledger", w, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	r.mu.Lock()
	old := r.cs
	r.cs = cs
	r.mu.Unlock()
	if old != nil {
		old.Close()
	}
}

func isCallResult(m jsonrpc.Message) bool {
	res, _ := m.(*jsonrpc.Response)
	return res != nil && (res.Error != nil || len(res.Result) > 0 && res.Result[0] == '{' && !containsTools(res.Result))
}

func containsTools(b []byte) bool {
	for i := 0; i+8 <= len(b); i++ {
		if string(b[i:i+8]) == `"tools":` {
			return true
		}
	}
	return false
}

func (r *rig) confirm(ctx context.Context, _ *guard.Request) (guard.Verdict, error) {
	switch r.now() {
	case cancelConfirm:
		r.cancelNow()
		<-ctx.Done()
	case confirmErr:
		return guard.Verdict{}, errors.New("approval service down")
	case confirmPanic:
		panic("confirmer bug")
	case confirmReject:
		return guard.Verdict{Reason: "no"}, nil
	}
	return guard.Verdict{Answer: guard.Approve}, nil
}

func (r *rig) sleep(ctx context.Context, _ time.Duration) error {
	switch r.now() {
	case closeBackoff:
		r.session().Close()
	case cancelBackoff:
		r.cancelNow()
	}
	return context.Cause(ctx)
}

// callLog is a slog handler that keeps the call records, for loops too
// long to filter every record after every call.
type callLog struct {
	mu   sync.Mutex
	recs []map[string]any
}

func (l *callLog) Enabled(context.Context, slog.Level) bool { return true }

func (l *callLog) WithAttrs([]slog.Attr) slog.Handler { return l }

func (l *callLog) WithGroup(string) slog.Handler { return l }

func (l *callLog) Handle(_ context.Context, rec slog.Record) error {
	if rec.Message != "hintgate.call" {
		return nil
	}
	m := map[string]any{}
	rec.Attrs(func(a slog.Attr) bool { m[a.Key] = a.Value.Any(); return true })
	l.mu.Lock()
	l.recs = append(l.recs, m)
	l.mu.Unlock()
	return nil
}

func (l *callLog) len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.recs)
}

func (l *callLog) at(i int) map[string]any {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.recs[i]
}

// outcome is what one faulty call did.
type outcome struct {
	err     error
	blocked bool
	ok      bool
	runs    int
	record  map[string]any
	elapsed time.Duration
}

// do makes one call with the faults given and returns what happened.
func (r *rig) do(tool, id, serverFault string, fault int) outcome {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r.mu.Lock()
	r.fault, r.cancel = fault, cancel
	r.mu.Unlock()
	if fault == cancelBefore || fault == cancelList {
		r.g.SetSession(r.g.Session()) // the next call lists again
	}
	if fault == cancelBefore {
		cancel()
	}
	before := r.audit.len()
	start := time.Now()
	res, err := r.session().CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: map[string]any{"id": id, "fault": serverFault}})
	elapsed := time.Since(start)
	// A cancelled call returns at once; the server's handler may still be
	// on its way to running it.
	idle, stop := context.WithTimeout(context.Background(), 5*time.Second)
	if err := r.srv.Idle(idle); err != nil {
		r.t.Errorf("the server's handler still runs: %v", err)
	}
	stop()
	o := outcome{err: err, elapsed: elapsed, runs: r.srv.Runs(tool, id)}
	r.mu.Lock()
	r.fault = noFault
	r.mu.Unlock()
	if err == nil {
		_, o.blocked = guard.Blocked(res)
		o.ok = !res.IsError
	}
	if n := r.audit.len(); n != before+1 {
		r.t.Fatalf("call %s: %d audit records, want 1", id, n-before)
	}
	o.record = r.audit.at(before)
	if fault == cutRequest || fault == cutResponse || fault == closeBackoff || errors.Is(err, mcp.ErrConnectionClosed) {
		r.connect()
	}
	return o
}

// TestFaultsNeverRunTwice injects thousands of faults, at random with a
// fixed seed, into calls of a non-idempotent and two idempotent tools:
// a call that is not idempotent runs at most once, whatever happens; an
// idempotent one at most as often as the retry rules allow; a blocked
// call never runs; every call has its audit record; no call outlives its
// deadline.
func TestFaultsNeverRunTwice(t *testing.T) {
	n := soak(5000, 100000)
	r := newRig(t)
	rng := rand.New(rand.NewPCG(12, 0))
	tools := []string{faultserver.Append, faultserver.Lookup, faultserver.Put}
	var faults, calls, runs, dupes, maxIdem int
	byFault := map[string]int{}
	for i := range n {
		tool := tools[rng.IntN(len(tools))]
		sf := serverFaults[rng.IntN(len(serverFaults))]
		cf := rng.IntN(clientFaults)
		if sf == faultserver.Hang || sf == faultserver.RunHang {
			cf = cancelCall // a hang ends when the call is cancelled
		}
		if sf != "" || cf != noFault {
			faults++
		}
		byFault[faultNames[cf]]++
		id := strconv.Itoa(i)
		o := r.do(tool, id, sf, cf)
		calls++
		runs += o.runs
		where := fmt.Sprintf("call %s %s (server fault %q, client fault %s): err=%v blocked=%v record=%v", id, tool, sf, faultNames[cf], o.err, o.blocked, o.record)
		attempts, _ := o.record["attempt"].(int64)
		switch {
		case tool == faultserver.Append && o.runs > 1:
			dupes++
			t.Errorf("%s: ran %d times", where, o.runs)
		case o.runs > 3 || attempts > 3:
			t.Errorf("%s: ran %d times in %d attempts, the retry rules allow 3", where, o.runs, attempts)
		case o.blocked && o.runs != 0:
			t.Errorf("%s: blocked, but ran", where)
		case o.ok && o.runs == 0:
			t.Errorf("%s: succeeded without running", where)
		case o.blocked != (o.record["outcome"] == "blocked"), o.ok != (o.record["outcome"] == "ok"),
			o.err != nil && o.record["outcome"] != "cancelled" && o.record["outcome"] != "transport_error":
			t.Errorf("%s: the audit record disagrees with what the caller saw", where)
		case o.elapsed > 5*time.Second:
			t.Errorf("%s: took %v", where, o.elapsed)
		}
		if tool != faultserver.Append {
			maxIdem = max(maxIdem, o.runs)
		}
	}
	t.Logf("calls %d, faults injected %d, executions %d, duplicate executions of the non-idempotent tool %d, most executions of one idempotent call %d",
		calls, faults, runs, dupes, maxIdem)
	t.Logf("client faults: %v", byFault)
}
