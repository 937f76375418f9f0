package guard_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// bench20 is the default preset plus 20 rules of a realistic mix, none of
// which matches the benchmark call.
const bench20 = `
extends: default
rules:
  - {name: r01, when: 'tool.destructive && tool.trust == "untrusted"', action: hide}
  - {name: r02, when: 'glob("*_secret*", tool.name)', action: hide}
  - {name: r03, when: 'tool.name matches "^(drop|truncate)_"', action: deny}
  - {name: r04, when: 'tool.server in ["prod-db", "billing", "payroll"] && !tool.readOnly', action: deny}
  - {name: r05, when: 'args.path startsWith "/etc/"', action: deny}
  - {name: r06, when: 'args.path startsWith "/usr/" || args.path startsWith "/var/lib/"', action: deny}
  - {name: r07, when: 'args.path matches "\\.(pem|key|p12)$"', action: deny}
  - {name: r08, when: 'args.path contains "/.ssh/"', action: deny}
  - {name: r09, when: 'args.count > 1000', action: deny}
  - {name: r10, when: 'args.amount >= 500', action: confirm}
  - {name: r11, when: 'attempt > 3', action: deny}
  - {name: r12, when: 'tool.changed', action: confirm}
  - {name: r13, when: 'tool.openWorld && tool.class == "destructive"', action: confirm}
  - {name: r14, when: 'tool.name endsWith "_all"', action: confirm}
  - {name: r15, when: 'tool.server == "fs" && args.path startsWith "/tmp/"', action: allow}
  - {name: r16, when: 'args.url matches "^http://"', action: deny}
  - {name: r17, when: 'args.recursive == true && tool.destructive', action: confirm}
  - {name: r18, when: 'tool.class == "write" && args.mode == "overwrite"', action: confirm}
  - {name: r19, when: 'confirmed && attempt == 1 && tool.idempotent', action: allow}
  - {name: r20, when: 'anyURLOutside(args, ["github.com"])', action: confirm}
`

func benchServer(n int) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
	handler := func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
	}
	s.AddTool(&mcp.Tool{Name: "read_file", Description: "Read a file.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("Read file", false)}, handler)
	for i := 1; i < n; i++ {
		kind := []*mcp.ToolAnnotations{hints.ReadOnlyTool("t", false), hints.WriteTool("t", false, true), hints.DestructiveTool("t", true, false)}[i%3]
		s.AddTool(&mcp.Tool{Name: fmt.Sprintf("%s_item_%d", []string{"get", "create", "delete"}[i%3], i),
			Description: "Operates on one item of the store and returns it as JSON.",
			InputSchema: map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}},
			Annotations: kind}, handler)
	}
	return s
}

func connect(b *testing.B, s *mcp.Server, g *guard.Guard) *mcp.ClientSession {
	client := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
	if g != nil {
		g.Attach(client)
	}
	ct, st := mcp.NewInMemoryTransports()
	if _, err := s.Connect(context.Background(), st, nil); err != nil {
		b.Fatal(err)
	}
	cs, err := client.Connect(context.Background(), ct, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cs.Close() })
	return cs
}

func benchGuard(b *testing.B) *guard.Guard {
	p, err := rules.Load("bench.yaml", []byte(bench20))
	if err != nil {
		b.Fatal(err)
	}
	g, err := guard.New(&guard.Options{Policy: p})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

var benchArgs = map[string]any{"path": "/home/me/project/main.go", "count": 3.0}

// benchCall measures an allowed call's in-memory round trip.
func benchCall(b *testing.B, g *guard.Guard) {
	cs := connect(b, benchServer(10), g)
	params := &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs}
	ctx := context.Background()
	if res, err := cs.CallTool(ctx, params); err != nil || res.IsError {
		b.Fatal(err, res)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := cs.CallTool(ctx, params); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCallTool(b *testing.B) {
	b.Run("raw", func(b *testing.B) { benchCall(b, nil) })
	b.Run("guarded", func(b *testing.B) { benchCall(b, benchGuard(b)) })
	pairedCallTools(b)
}

func BenchmarkListTools(b *testing.B) {
	run := func(b *testing.B, g *guard.Guard) {
		cs := connect(b, benchServer(1000), g)
		ctx := context.Background()
		b.ReportAllocs()
		for b.Loop() {
			lr, err := cs.ListTools(ctx, nil)
			if err != nil || len(lr.Tools) < 1000 {
				b.Fatal(err)
			}
		}
	}
	b.Run("raw-1000", func(b *testing.B) { run(b, nil) })
	b.Run("guarded-1000", func(b *testing.B) { run(b, benchGuard(b)) })
	pairedListTools(b)
}

// stubNext is the server side of the middleware benchmarks: one
// read-only tool listed, and "ok" for every call.
func stubNext() mcp.MethodHandler {
	result := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}
	list := &mcp.ListToolsResult{Tools: []*mcp.Tool{{Name: "read_file", InputSchema: map[string]any{"type": "object"}, Annotations: hints.ReadOnlyTool("Read file", false)}}}
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "tools/list" {
			return list, nil
		}
		return result, nil
	}
}

type ctxKey int

// BenchmarkGuardOverhead calls the middleware directly with a stub next
// handler, so the guard's own cost per allowed call is visible: with the
// default preset alone (the guard's plumbing plus a 4-rule decision), with
// 20 more rules, and with 20 more rules and an audit log written as JSON.
func BenchmarkGuardOverhead(b *testing.B) {
	next := stubNext()
	runIn := func(b *testing.B, g *guard.Guard, ctx context.Context) {
		h := g.Middleware()(next)
		req := &mcp.ClientRequest[mcp.Params]{Params: &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs}}
		if res, err := h(ctx, "tools/call", req); err != nil || res.(*mcp.CallToolResult).IsError {
			b.Fatal(err, res)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := h(ctx, "tools/call", req); err != nil {
				b.Fatal(err)
			}
		}
	}
	run := func(b *testing.B, g *guard.Guard) { runIn(b, g, context.Background()) }
	b.Run("default-preset", func(b *testing.B) {
		g, err := guard.New(nil)
		if err != nil {
			b.Fatal(err)
		}
		run(b, g)
	})
	b.Run("preset+20rules", func(b *testing.B) { run(b, benchGuard(b)) })
	// A caller's context as an agent's service passes it: sixteen values
	// (a trace span, a request id, a deadline...) above the root, which
	// the guard's read of the call's subject walks past.
	b.Run("preset+20rules+ctx16", func(b *testing.B) {
		ctx := context.Background()
		for i := range 16 {
			ctx = context.WithValue(ctx, ctxKey(i), i)
		}
		runIn(b, benchGuard(b), ctx)
	})
	b.Run("preset+20rules+audit", func(b *testing.B) {
		p, err := rules.Load("bench.yaml", []byte(bench20))
		if err != nil {
			b.Fatal(err)
		}
		g, err := guard.New(&guard.Options{Policy: p, Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
		if err != nil {
			b.Fatal(err)
		}
		run(b, g)
	})
}

// BenchmarkGuardSelfTime runs the in-memory round trip of
// BenchmarkCallTool/guarded with two timing middlewares around the guard,
// and reports the wall time spent in the guard itself: its mean
// (guard-ns/op), the part of the guarded/raw difference that is the
// guard's own work rather than the garbage collector's reaction to a
// slightly larger heap, and its median (guard-p50-ns), which a call
// preempted on a busy machine does not move.
func BenchmarkGuardSelfTime(b *testing.B) { selfTime(b, benchGuard(b).Middleware()) }

// BenchmarkGuardSelfTimeFloor is BenchmarkGuardSelfTime with a
// middleware that only passes the call on in the guard's place: what the
// timers and one more middleware cost, the floor of guard-p50-ns.
func BenchmarkGuardSelfTimeFloor(b *testing.B) {
	selfTime(b, func(next mcp.MethodHandler) mcp.MethodHandler { return next })
}

func selfTime(b *testing.B, mw mcp.Middleware) {
	var aIn, bIn, bOut time.Time
	var self time.Duration
	var n int
	var each []time.Duration
	outer := func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, m string, r mcp.Request) (mcp.Result, error) {
			if m != "tools/call" {
				return next(ctx, m, r)
			}
			aIn = time.Now()
			res, err := next(ctx, m, r)
			d := bIn.Sub(aIn) + time.Since(bOut)
			self += d
			each = append(each, d)
			n++
			return res, err
		}
	}
	inner := func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, m string, r mcp.Request) (mcp.Result, error) {
			if m != "tools/call" {
				return next(ctx, m, r)
			}
			bIn = time.Now()
			res, err := next(ctx, m, r)
			bOut = time.Now()
			return res, err
		}
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
	client.AddSendingMiddleware(outer, mw, inner) // outer is outermost
	ct, st := mcp.NewInMemoryTransports()
	if _, err := benchServer(10).Connect(context.Background(), st, nil); err != nil {
		b.Fatal(err)
	}
	cs, err := client.Connect(context.Background(), ct, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer cs.Close()
	params := &mcp.CallToolParams{Name: "read_file", Arguments: benchArgs}
	if _, err := cs.CallTool(context.Background(), params); err != nil {
		b.Fatal(err)
	}
	self, n, each = 0, 0, make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := cs.CallTool(context.Background(), params); err != nil {
			b.Fatal(err)
		}
	}
	if n > 0 {
		b.ReportMetric(float64(self.Nanoseconds())/float64(n), "guard-ns/op")
		slices.Sort(each)
		b.ReportMetric(float64(each[len(each)/2].Nanoseconds()), "guard-p50-ns")
	}
}
