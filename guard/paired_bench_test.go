package guard_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Paired benchmarks: a raw and a guarded session run side by side in one
// benchmark, on the same heap, their operations alternating (which one
// goes first alternates too). Each reports guarded/raw, the median over
// pairs of the guarded operation's time divided by the raw one's: a
// loaded machine disturbs it much less than two separate runs, and a
// pause that hits one pair does not move it. Also CPU time per operation
// pair (cpu-ns/op, both included) and garbage collections per 1,000 pairs
// (gc/1000op).

// paired runs raw and guarded alternately, b.N times each.
func paired(b *testing.B, raw, guarded func() error) {
	for _, f := range []func() error{raw, guarded} {
		if err := f(); err != nil { // warm up
			b.Fatal(err)
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	gc0, cpu0 := ms.NumGC, cpuTime()
	var ratios []float64
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		var tRaw, tGuarded time.Duration
		first, second, t1, t2 := raw, guarded, &tRaw, &tGuarded
		if n%2 == 1 {
			first, second, t1, t2 = guarded, raw, &tGuarded, &tRaw
		}
		start := time.Now()
		if err := first(); err != nil {
			b.Fatal(err)
		}
		mid := time.Now()
		if err := second(); err != nil {
			b.Fatal(err)
		}
		*t1 += mid.Sub(start)
		*t2 += time.Since(mid)
		if tRaw > 0 {
			ratios = append(ratios, float64(tGuarded)/float64(tRaw))
		}
		n++
	}
	cpu := cpuTime() - cpu0
	runtime.ReadMemStats(&ms)
	if n > 0 && len(ratios) > 0 {
		slices.Sort(ratios)
		b.ReportMetric(ratios[len(ratios)/2], "guarded/raw")
		if cpu > 0 {
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(n), "cpu-ns/op")
		}
		b.ReportMetric(float64(ms.NumGC-gc0)*1000/float64(n), "gc/1000op")
	}
}

// pairedCall pairs CallTool on a raw and a guarded session of the same
// server.
func pairedCall(b *testing.B, s *mcp.Server, g *guard.Guard, params *mcp.CallToolParams) {
	raw, guarded := connect(b, s, nil), connect(b, s, g)
	ctx := context.Background()
	call := func(cs *mcp.ClientSession) func() error {
		return func() error {
			res, err := cs.CallTool(ctx, params)
			if err == nil && res.IsError {
				err = fmt.Errorf("%s: tool error", params.Name)
			}
			return err
		}
	}
	paired(b, call(raw), call(guarded))
}

func pairedList(b *testing.B, n int, g *guard.Guard) {
	s := benchServer(n)
	raw, guarded := connect(b, s, nil), connect(b, s, g)
	ctx := context.Background()
	list := func(cs *mcp.ClientSession) func() error {
		return func() error {
			got := 0
			for _, err := range cs.Tools(ctx, nil) { // every page
				if err != nil {
					return err
				}
				got++
			}
			if got < n {
				return fmt.Errorf("listed %d tools, not %d", got, n)
			}
			return nil
		}
	}
	paired(b, list(raw), list(guarded))
}

// auditGuard is benchGuard with an audit log written as JSON, so that
// every call's arguments are digested.
func auditGuard(b *testing.B) *guard.Guard {
	p, err := rules.Load("bench.yaml", []byte(bench20))
	if err != nil {
		b.Fatal(err)
	}
	g, err := guard.New(&guard.Options{Policy: p, Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// sizedArgs are arguments of about n bytes of JSON, in a realistic shape:
// a path, a few options and a content string.
func sizedArgs(n int) map[string]any {
	return map[string]any{"path": "/home/me/project/notes.md", "mode": "append", "count": 3.0,
		"content": strings.Repeat("All work and no play. ", max(n-80, 0)/22)}
}

// resultServer's tool returns a text of n bytes.
func resultServer(n int) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
	text := strings.Repeat("x", n)
	s.AddTool(&mcp.Tool{Name: "read_file", Description: "Read a file.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("Read file", false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
		})
	return s
}

// pairedCallTools are BenchmarkCallTool's paired sub-benchmarks.
func pairedCallTools(b *testing.B) {
	b.Run("paired", func(b *testing.B) {
		pairedCall(b, benchServer(10), benchGuard(b), &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs})
	})
	// Arguments of growing size, with an audit log (the arguments are
	// digested on every call).
	for _, size := range []struct {
		name string
		n    int
	}{{"100B", 100}, {"10KB", 10 << 10}, {"1MB", 1 << 20}} {
		b.Run("args-"+size.name, func(b *testing.B) {
			pairedCall(b, benchServer(10), auditGuard(b), &mcp.CallToolParams{Name: "read_file", Arguments: sizedArgs(size.n)})
		})
	}
	// Results of growing size; the guard truncates text beyond
	// guard.DefaultMaxResultChars.
	for _, size := range []struct {
		name string
		n    int
	}{{"1KB", 1 << 10}, {"100KB", 100 << 10}, {"10MB", 10 << 20}} {
		b.Run("result-"+size.name, func(b *testing.B) {
			pairedCall(b, resultServer(size.n), benchGuard(b), &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs})
		})
	}
	// Images of growing size; the guard removes binary content beyond
	// guard.DefaultMaxResultBytes.
	for _, size := range []struct {
		name string
		n    int
	}{{"1KB", 1 << 10}, {"100KB", 100 << 10}, {"10MB", 10 << 20}} {
		b.Run("image-"+size.name, func(b *testing.B) {
			pairedCall(b, imageServer(size.n), benchGuard(b), &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs})
		})
	}
}

// imageServer's tool returns a PNG image of n bytes and a caption.
func imageServer(n int) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
	data := bytes.Repeat([]byte{0x89}, n)
	s.AddTool(&mcp.Tool{Name: "read_file", Description: "Read a file.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("Read file", false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "screenshot.png"}, &mcp.ImageContent{Data: data, MIMEType: "image/png"}}}, nil
		})
	return s
}

// pairedListTools are BenchmarkListTools's paired sub-benchmarks.
func pairedListTools(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprintf("paired-%d", n), func(b *testing.B) { pairedList(b, n, benchGuard(b)) })
	}
}

// BenchmarkListedHeap reports the live heap after a session listed 1,000
// tools, raw and guarded, with the list result still held by the caller
// (live-B).
func BenchmarkListedHeap(b *testing.B) {
	for _, guarded := range []bool{false, true} {
		name := "raw-1000"
		if guarded {
			name = "guarded-1000"
		}
		b.Run(name, func(b *testing.B) {
			s := benchServer(1000)
			var live uint64
			for b.Loop() {
				var g *guard.Guard
				if guarded {
					g = benchGuard(b)
				}
				var ms runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&ms)
				before := ms.HeapAlloc
				cs := connect(b, s, g)
				var lr *mcp.ListToolsResult
				var err error
				for range 2 { // the second list is what a caller holds
					if lr, err = cs.ListTools(context.Background(), nil); err != nil {
						b.Fatal(err)
					}
				}
				runtime.GC()
				runtime.ReadMemStats(&ms)
				live += ms.HeapAlloc - before
				runtime.KeepAlive(lr)
				runtime.KeepAlive(g)
				cs.Close()
			}
			b.ReportMetric(float64(live)/float64(b.N), "live-B")
		})
	}
}
