package faultserver

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool names: one of each retry posture.
const (
	// Append is a write that is not idempotent: it must never run twice.
	Append = "append"
	// Lookup is read-only and idempotent: it may be retried.
	Lookup = "lookup"
	// Put is destructive and idempotent: confirmed, then retried.
	Put = "put"
)

// Faults a call asks for in its "fault" argument.
const (
	// FailBefore fails transiently without executing.
	FailBefore = "fail-before"
	// FailAfter executes, then fails transiently: a retry would execute
	// again.
	FailAfter = "fail-after"
	// Hang blocks, without executing, until the call is cancelled.
	Hang = "hang"
	// RunHang executes, then blocks until the call is cancelled: the
	// caller never learns that it ran.
	RunHang = "run-hang"
)

// Server is the fault server and what its tools did. It is safe for
// concurrent use.
type Server struct {
	*mcp.Server

	// Before, when set, is called before every tools/call handler runs,
	// with the tool and the call's id.
	Before func(ctx context.Context, tool, id string)

	mu       sync.Mutex
	runs     map[string]int // executions by tool and id
	log      *os.File
	inflight atomic.Int64 // tools/call handlers running
}

// New returns a fault server. Executions are counted in memory and, when
// log is not nil, appended to it as "tool id" lines, so that they can be
// counted after the process that ran them is gone.
func New(log *os.File) *Server {
	s := &Server{Server: mcp.NewServer(&mcp.Implementation{Name: "faults", Version: "1.0.0"}, nil), runs: map[string]int{}, log: log}
	f, t := false, true
	s.add(&mcp.Tool{Name: Append, Description: "Append a record to the ledger.",
		Annotations: &mcp.ToolAnnotations{Title: "Append record", DestructiveHint: &f, OpenWorldHint: &f}})
	s.add(&mcp.Tool{Name: Lookup, Description: "Look up a record in the ledger.",
		Annotations: &mcp.ToolAnnotations{Title: "Look up record", ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: &f}})
	s.add(&mcp.Tool{Name: Put, Description: "Replace a record in the ledger.",
		Annotations: &mcp.ToolAnnotations{Title: "Replace record", DestructiveHint: &t, IdempotentHint: true, OpenWorldHint: &f}})
	return s
}

var schema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"id":    map[string]any{"type": "string"},
		"fault": map[string]any{"type": "string"},
	},
	"required": []any{"id"},
}

func (s *Server) add(t *mcp.Tool) {
	t.InputSchema = schema
	s.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s.inflight.Add(1)
		defer s.inflight.Add(-1)
		var args struct{ ID, Fault string }
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		if s.Before != nil {
			s.Before(ctx, t.Name, args.ID)
		}
		switch args.Fault {
		case FailBefore:
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "ledger unavailable"}
		case Hang:
			<-ctx.Done()
			return nil, ctx.Err()
		}
		s.run(t.Name, args.ID)
		switch args.Fault {
		case FailAfter:
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "ledger unavailable"}
		case RunHang:
			<-ctx.Done()
			return nil, ctx.Err()
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done " + args.ID}}}, nil
	})
}

func (s *Server) run(tool, id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.runs[tool+" "+id]++
	if s.log != nil {
		fmt.Fprintf(s.log, "%s %s\n", tool, id)
		s.log.Sync()
	}
}

// Idle waits until no tools/call handler is running, or ctx ends: a
// caller whose call was cancelled gets its answer while the handler may
// still be on its way to running the call.
func (s *Server) Idle(ctx context.Context) error {
	for s.inflight.Load() > 0 {
		select {
		case <-time.After(time.Millisecond):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

// Runs returns how many times a tool ran with the call id.
func (s *Server) Runs(tool, id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.runs[tool+" "+id]
}

// Total returns how many executions there were in all.
func (s *Server) Total() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, r := range s.runs {
		n += r
	}
	return n
}
