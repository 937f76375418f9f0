package guard_test

import (
	"context"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkCalibration reads the paired method against middlewares of
// known cost in the guard's place: one that passes the call on, one that
// spins (time, no memory), and ones that read cold memory, either 40
// cache lines each on a page of its own (as objects spread over the heap
// are) or 40 lines in a row. For each: its own time inside the round trip
// (self-*, guard-p50-ns) and guarded/raw (paired-*).
func BenchmarkCalibration(b *testing.B) {
	for _, c := range []struct {
		name string
		mw   mcp.Middleware
	}{
		{"pass", calibrated(func() {})},
		{"spin-600ns", calibrated(func() {
			for t := time.Now(); time.Since(t) < 600*time.Nanosecond; {
			}
		})},
		{"lines-40-scattered", calibrated(func() { coldLines(40, 4096+64) })},
		{"lines-40-in-a-row", calibrated(func() { coldLines(40, 64) })},
	} {
		b.Run("self-"+c.name, func(b *testing.B) { selfTime(b, c.mw) })
		b.Run("paired-"+c.name, func(b *testing.B) {
			s := benchServer(10)
			client := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
			client.AddSendingMiddleware(c.mw)
			ct, st := mcp.NewInMemoryTransports()
			if _, err := s.Connect(context.Background(), st, nil); err != nil {
				b.Fatal(err)
			}
			cs, err := client.Connect(context.Background(), ct, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer cs.Close()
			raw := connect(b, s, nil)
			params := &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs}
			call := func(cs *mcp.ClientSession) func() error {
				return func() error { _, err := cs.CallTool(context.Background(), params); return err }
			}
			paired(b, call(raw), call(cs))
		})
	}
}

// calibrated is a middleware that runs work on each tools/call.
func calibrated(work func()) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, m string, r mcp.Request) (mcp.Result, error) {
			if m == "tools/call" {
				work()
			}
			return next(ctx, m, r)
		}
	}
}

var (
	coldBuf  = make([]byte, 8<<20)
	coldAt   int
	coldSink byte
)

// coldLines reads n cache lines of coldBuf, stride bytes apart, from
// where the last call stopped: memory no call read recently.
func coldLines(n, stride int) {
	var s byte
	for range n {
		coldAt = (coldAt + stride) % len(coldBuf)
		s += coldBuf[coldAt]
	}
	coldSink += s
}
