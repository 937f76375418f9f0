package pgstore_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// TestChild is the body of a child process; run directly, it does
// nothing. Modes: "resume" resumes every id at the start time and prints
// how many it ran; "crash" resumes one id whose tool hangs (the parent
// kills it); "decide" approves one id.
func TestChild(t *testing.T) {
	mode := os.Getenv(childEnv)
	if mode == "" {
		t.Skip("run by the multi-process tests")
	}
	pool, store := open(t, os.Getenv(dsnEnv))
	ids := strings.Split(os.Getenv(idsEnv), ",")
	ctx := context.Background()
	switch mode {
	case "resume":
		_, conn := agent(t, pool, store, guard.Options{Replica: fmt.Sprint("pid-", os.Getpid())})
		start, _ := strconv.ParseInt(os.Getenv(startEnv), 10, 64)
		time.Sleep(time.Until(time.Unix(0, start)))
		ran, already := 0, 0
		for _, id := range ids {
			_, err := conn.Resume(ctx, id)
			switch {
			case err == nil:
				ran++
			case errors.Is(err, guard.ErrAlreadyExecuted):
				already++
			default:
				t.Fatalf("resume %s: %v", id, err)
			}
		}
		fmt.Printf("ran=%d already=%d\n", ran, already)
	case "crash":
		_, conn := agent(t, pool, store, guard.Options{Replica: "doomed", ClaimLease: time.Second})
		conn.Resume(ctx, ids[0]) // hangs until killed
	case "decide":
		time.Sleep(200 * time.Millisecond)
		if _, err := guard.NewApprovals(store, nil).Decide(ctx, ids[0], guard.Decision{Approve: true, By: "child"}); err != nil {
			t.Fatal(err)
		}
	}
}

func child(mode, dsn string, ids []string, extra ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestChild$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"="+mode, dsnEnv+"="+dsn, idsEnv+"="+strings.Join(ids, ","))
	cmd.Env = append(cmd.Env, extra...)
	return cmd
}

// Item 3, real parts: two processes resume the same approvals at the same
// moment; the tool's executions are counted in the database: once each.
func TestResumeTwoProcesses(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	g, conn := agent(t, pool, store, guard.Options{})
	const n = 40
	ids := deferApproved(t, g, conn, "record", n)
	start := strconv.FormatInt(time.Now().Add(1500*time.Millisecond).UnixNano(), 10)
	var wg sync.WaitGroup
	outs := make([]string, 2)
	for i := range 2 {
		wg.Go(func() {
			out, err := child("resume", dsn, ids, startEnv+"="+start).CombinedOutput()
			if err != nil {
				t.Errorf("child %d: %v\n%s", i, err, out)
			}
			outs[i] = string(out)
		})
	}
	wg.Wait()
	ran, already := 0, 0
	for _, out := range outs {
		var r, a int
		for line := range strings.Lines(out) {
			if strings.HasPrefix(line, "ran=") {
				fmt.Sscanf(line, "ran=%d already=%d", &r, &a)
			}
		}
		ran, already = ran+r, already+a
	}
	if got := ledgerCount(t, pool, "record"); got != n || ran != n || already != n {
		t.Errorf("executions at the server %d, resumes that ran %d, already executed %d; want %d each", got, ran, already, n)
	}
	var pids int
	pool.QueryRow(context.Background(), "SELECT count(DISTINCT pid) FROM ledger").Scan(&pids)
	t.Logf("2 processes resumed %d approvals: %d executions, by %d processes", n, ledgerCount(t, pool, "record"), pids)
}

// Item 3, real parts: the resuming process is killed between "claimed"
// and "executed". The approval is not lost; a tool that is not
// idempotent is not run again (state unknown, for a human); an
// idempotent one is claimed again and run.
func TestResumeCrash(t *testing.T) {
	for _, tc := range []struct {
		tool  string
		want  error
		state guard.State
		runs  int
	}{
		{tool: "record_hang", want: guard.ErrUnknownOutcome, state: guard.StateUnknown, runs: 1},
		// Claimed again and run; it hangs again, until the deadline: failed.
		{tool: "record_hang_idem", want: context.DeadlineExceeded, state: guard.StateFailed, runs: 2},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			dsn := database(t)
			pool, store := open(t, dsn)
			g, conn := agent(t, pool, store, guard.Options{})
			ids := deferApproved(t, g, conn, tc.tool, 1)
			cmd := child("crash", dsn, ids)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the child to start the call", func() bool { return ledgerCount(t, pool, tc.tool) == 1 })
			cmd.Process.Kill() // SIGKILL, between claimed and executed
			cmd.Wait()
			ctx := context.Background()
			p, err := store.GetPending(ctx, ids[0])
			if err != nil || p.State != guard.StateClaimed || p.ClaimedBy != "doomed" {
				t.Fatalf("after the crash: %+v %v", p, err)
			}
			time.Sleep(time.Until(p.Lease) + 50*time.Millisecond)
			rctx, cancel := context.WithTimeout(ctx, time.Second)
			defer cancel()
			_, err = conn.Resume(rctx, ids[0])
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("resume after the crash: %v, want %v", err, tc.want)
			}
			if got := ledgerCount(t, pool, tc.tool); got != tc.runs {
				t.Errorf("the tool ran %d times, want %d", got, tc.runs)
			}
			if p, _ := store.GetPending(ctx, ids[0]); p.State != tc.state {
				t.Errorf("state %s, want %s", p.State, tc.state)
			}
		})
	}
}

// Item 4: a confirmer blocked in this process (Defer with Wait) is woken
// by LISTEN/NOTIFY when another process decides, and runs the call.
func TestWaitAcrossProcesses(t *testing.T) {
	dsn := database(t)
	pool, store := open(t, dsn)
	ids := make(chan string, 1)
	_, conn := agent(t, pool, store, guard.Options{Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		return guard.Verdict{Answer: guard.Defer, Wait: 20 * time.Second}, nil
	})})
	// Learn the id from the store as soon as the call is deferred, then
	// have another process approve it.
	var cmdErr error
	var out []byte
	done := make(chan struct{})
	go func() {
		defer close(done)
		ctx := context.Background()
		for {
			list, _ := store.ListPending(ctx, guard.Query{State: guard.StatePending})
			if len(list) > 0 {
				ids <- list[0].ID
				out, cmdErr = child("decide", dsn, []string{list[0].ID}).CombinedOutput()
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	begin := time.Now()
	res, err := conn.CallTool(context.Background(), "record", map[string]any{"entry": "x"})
	<-done
	if cmdErr != nil {
		t.Fatalf("child: %v\n%s", cmdErr, out)
	}
	if _, pending := guard.Pending(res); err != nil || pending || res.IsError || ledgerCount(t, pool, "record") != 1 {
		t.Fatalf("call: %+v %v", res, err)
	}
	if d := time.Since(begin); d > 10*time.Second {
		t.Errorf("woken after %v: NOTIFY did not wake the waiter", d)
	}
	t.Logf("approved in another process and run after %v", time.Since(begin).Round(time.Millisecond))
}
