package guard_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// evict is written between calls of BenchmarkGuardOverheadCold: larger
// than a core's L2 cache, so the call finds its code and data about as
// cold as a round trip leaves them.
var evict = make([]byte, 3<<20)

// BenchmarkGuardOverheadCold is BenchmarkGuardOverhead with the caches
// emptied before each call: the median time of one allowed call
// (cold-p50-ns), which is what the guard adds to a round trip without
// the round trip's noise.
func BenchmarkGuardOverheadCold(b *testing.B) {
	next := stubNext()
	run := func(b *testing.B, g *guard.Guard) {
		h := g.Middleware()(next)
		ctx := context.Background()
		// A live session, as a round trip has: the guard finds its server.
		cs := connect(b, benchServer(1), nil)
		req := &mcp.ClientRequest[mcp.Params]{Session: cs, Params: &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs}}
		if res, err := h(ctx, "tools/call", req); err != nil || res.(*mcp.CallToolResult).IsError {
			b.Fatal(err, res)
		}
		each := make([]time.Duration, 0, b.N)
		for b.Loop() {
			for i := 0; i < len(evict); i += 64 {
				evict[i]++
			}
			start := time.Now()
			if _, err := h(ctx, "tools/call", req); err != nil {
				b.Fatal(err)
			}
			each = append(each, time.Since(start))
		}
		slices.Sort(each)
		b.ReportMetric(float64(each[len(each)/2].Nanoseconds()), "cold-p50-ns")
	}
	b.Run("default-preset", func(b *testing.B) {
		g, err := guard.New(nil)
		if err != nil {
			b.Fatal(err)
		}
		run(b, g)
	})
	b.Run("preset+20rules", func(b *testing.B) { run(b, benchGuard(b)) })
}
