package guard

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestNilBlocksBound: a result holding a nil block (a nil interface, or a
// nil pointer of any content kind, as a Go middleware or an in-process
// handler can return) is bound without a panic, under every combination
// of bounds, and leaves no nil block for the encoder to panic on. The
// shortText fast path must not dereference one either: with no character
// bound (MaxResultChars < 0) the code before it never did.
func TestNilBlocksBound(t *testing.T) {
	kinds := []struct {
		name string
		c    func() mcp.Content
	}{
		{"nil interface", func() mcp.Content { return nil }},
		{"nil *TextContent", func() mcp.Content { return (*mcp.TextContent)(nil) }},
		{"nil *ImageContent", func() mcp.Content { return (*mcp.ImageContent)(nil) }},
		{"nil *AudioContent", func() mcp.Content { return (*mcp.AudioContent)(nil) }},
		{"nil *EmbeddedResource", func() mcp.Content { return (*mcp.EmbeddedResource)(nil) }},
		{"nil *ResourceLink", func() mcp.Content { return (*mcp.ResourceLink)(nil) }},
	}
	bounds := []struct{ chars, bytes int }{{-1, 100}, {10, -1}, {10, 100}, {-1, -1}}
	for _, k := range kinds {
		for _, b := range bounds {
			t.Run(fmt.Sprintf("%s/chars=%d,bytes=%d", k.name, b.chars, b.bytes), func(t *testing.T) {
				g := &Guard{maxChars: b.chars, maxBytes: b.bytes}
				c := &callState{e: &entry{}}
				r := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}, k.c()}}
				func() {
					defer func() {
						if p := recover(); p != nil {
							t.Fatalf("finish panicked on a result with a %s block: %v", k.name, p)
						}
					}()
					r = g.finish(context.Background(), c, r)
				}()
				if b.chars < 1 && b.bytes < 1 {
					return // no bounds: the result is the server's
				}
				for i, x := range r.Content {
					if x == nil || fmt.Sprintf("%v", x) == "<nil>" {
						t.Errorf("a %s block is left at %d", k.name, i)
					}
				}
				func() {
					defer func() {
						if p := recover(); p != nil {
							t.Errorf("the bound result with a %s block does not encode: %v", k.name, p)
						}
					}()
					if _, err := json.Marshal(r); err != nil {
						t.Errorf("the bound result with a %s block does not encode: %v", k.name, err)
					}
				}()
			})
		}
	}
}

// TestNilResult: a nil *mcp.CallToolResult from the next handler (a Go
// middleware's) is passed on as a transport outcome, as any other result
// that is not a tool result is, rather than panicking in finish.
func TestNilResult(t *testing.T) {
	g := &Guard{maxChars: 10, maxBytes: 100}
	c := &callState{e: &entry{}, next: func(context.Context, string, mcp.Request) (mcp.Result, error) {
		return (*mcp.CallToolResult)(nil), nil
	}}
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("run panicked on a nil *CallToolResult: %v", p)
		}
	}()
	if _, err := g.run(context.Background(), c, nil); err != nil {
		t.Fatal(err)
	}
	if c.a.outcome != "transport_error" {
		t.Errorf("outcome %q, want transport_error", c.a.outcome)
	}
}
