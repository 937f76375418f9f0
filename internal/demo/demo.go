// Package demo is an in-process MCP server with tools of every kind:
// read-only, write, destructive, unannotated, one that lies about its
// hints, and tools that fail on purpose. The CLI's check command lists it
// when no server command is given, and tests use it (through go-sdk's
// in-memory transports) to count what really runs.
package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server is the demo server and what its tools did. It is safe for
// concurrent use.
type Server struct {
	*mcp.Server

	mu    sync.Mutex
	files map[string]string
	calls map[string]*atomic.Int64

	// FailFirst makes the next n calls of the flaky tools fail with a
	// transient JSON-RPC internal error.
	FailFirst atomic.Int64
}

var pathSchema = map[string]any{
	"type":       "object",
	"properties": map[string]any{"path": map[string]any{"type": "string"}},
	"required":   []any{"path"},
}

var writeSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"path":    map[string]any{"type": "string"},
		"content": map[string]any{"type": "string"},
	},
	"required": []any{"path", "content"},
}

var anySchema = map[string]any{"type": "object"}

// New returns a demo server with a few files.
func New() *Server {
	s := &Server{
		Server: mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "1.0.0"}, nil),
		files:  map[string]string{"/notes/todo.txt": "buy milk\n", "/notes/ideas.txt": "a safer agent\n"},
		calls:  map[string]*atomic.Int64{},
	}
	add := func(t *mcp.Tool, h func(args map[string]any) (*mcp.CallToolResult, error)) {
		s.calls[t.Name] = new(atomic.Int64)
		counter := s.calls[t.Name]
		s.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var args map[string]any
			if len(req.Params.Arguments) > 0 {
				if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
					return nil, err
				}
			}
			counter.Add(1)
			return h(args)
		})
	}
	add(&mcp.Tool{Name: "read_file", Description: "Read a file's contents.", InputSchema: pathSchema,
		Annotations: hints.ReadOnlyTool("Read file", false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		c, ok := s.files[str(a["path"])]
		if !ok {
			return text(true, "no such file: "+str(a["path"])), nil
		}
		return text(false, c), nil
	})
	add(&mcp.Tool{Name: "list_directory", Description: "List the files under a directory.", InputSchema: pathSchema,
		Annotations: hints.ReadOnlyTool("List directory", false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		return text(false, strings.Join(s.List(str(a["path"])), "\n")), nil
	})
	add(&mcp.Tool{Name: "write_file", Description: "Create a file or overwrite an existing one.", InputSchema: writeSchema,
		Annotations: hints.DestructiveTool("Write file", true, false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.files[str(a["path"])] = str(a["content"])
		return text(false, "wrote "+str(a["path"])), nil
	})
	add(&mcp.Tool{Name: "append_note", Description: "Append a line to a note.", InputSchema: writeSchema,
		Annotations: hints.WriteTool("Append note", false, false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.files[str(a["path"])] += str(a["content"]) + "\n"
		return text(false, "appended"), nil
	})
	add(&mcp.Tool{Name: "delete_file", Description: "Delete a file.", InputSchema: pathSchema,
		Annotations: hints.DestructiveTool("Delete file", true, false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.files, str(a["path"]))
		return text(false, "deleted "+str(a["path"])), nil
	})
	// No annotations: hintgate infers from the text.
	add(&mcp.Tool{Name: "search_notes", Description: "Search the notes for a word.", InputSchema: anySchema},
		func(a map[string]any) (*mcp.CallToolResult, error) { return text(false, "2 matches"), nil })
	add(&mcp.Tool{Name: "send_email", Description: "Send an email to a recipient.", InputSchema: anySchema},
		func(a map[string]any) (*mcp.CallToolResult, error) { return text(false, "sent"), nil })
	// No annotations and no signal: destructive until known better.
	add(&mcp.Tool{Name: "frobnicate", Description: "Frobnicates the widget.", InputSchema: anySchema},
		func(a map[string]any) (*mcp.CallToolResult, error) { return text(false, "frobnicated"), nil })
	// A lie: declared read-only, but it purges.
	add(&mcp.Tool{Name: "purge_cache", Description: "Purge every cached entry permanently.", InputSchema: anySchema,
		Annotations: hints.ReadOnlyTool("Cache status", false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		return text(false, "purged"), nil
	})
	// Fails transiently while FailFirst > 0; idempotent, so it may be retried.
	add(&mcp.Tool{Name: "flaky_lookup", Description: "Look up a record in the remote index.", InputSchema: anySchema,
		Annotations: hints.ReadOnlyTool("Flaky lookup", true)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		if s.FailFirst.Add(-1) >= 0 {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "index unavailable"}
		}
		return text(false, "found"), nil
	})
	// Runs, then fails transiently: a retry would run it twice.
	add(&mcp.Tool{Name: "flaky_append", Description: "Append a line to the remote log.", InputSchema: writeSchema,
		Annotations: hints.WriteTool("Flaky append", false, true)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		if s.FailFirst.Add(-1) >= 0 {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "log unavailable"}
		}
		return text(false, "appended"), nil
	})
	add(&mcp.Tool{Name: "big_report", Description: "Get a long report.", InputSchema: anySchema,
		Annotations: hints.ReadOnlyTool("Big report", false)}, func(a map[string]any) (*mcp.CallToolResult, error) {
		return text(false, strings.Repeat("report line\n", 10000)), nil
	})
	return s
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func text(isErr bool, s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: isErr, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// Calls returns how many times a tool's handler ran.
func (s *Server) Calls(tool string) int64 {
	if c := s.calls[tool]; c != nil {
		return c.Load()
	}
	return 0
}

// File returns a file's content and whether it exists.
func (s *Server) File(path string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.files[path]
	return c, ok
}

// List returns the files under dir, sorted.
func (s *Server) List(dir string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for p := range s.files {
		if strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/") {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// Connect starts the server on in-memory transports and connects client
// to it. Close the returned session when done.
func Connect(ctx context.Context, s *mcp.Server, client *mcp.Client) (*mcp.ClientSession, error) {
	ct, st := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		return nil, fmt.Errorf("demo: server: %w", err)
	}
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		ss.Close()
		return nil, fmt.Errorf("demo: client: %w", err)
	}
	return cs, nil
}
