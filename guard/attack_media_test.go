package guard_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const mediaBound = guard.DefaultMaxResultBytes

// binaryBytes counts the binary content of res the way the model or the
// app receives it: image and audio data, embedded blobs, resource links'
// icons, and whatever other blocks nest.
func binaryBytes(cs []mcp.Content) int {
	n := 0
	for _, c := range cs {
		switch x := c.(type) {
		case *mcp.ImageContent:
			n += len(x.Data)
		case *mcp.AudioContent:
			n += len(x.Data)
		case *mcp.EmbeddedResource:
			if x.Resource != nil {
				n += len(x.Resource.Blob)
			}
		case *mcp.ResourceLink:
			for _, i := range x.Icons {
				n += len(i.Source)
			}
		case *mcp.ToolResultContent: //lint:ignore SA1019 a hostile server may still send it
			n += binaryBytes(x.Content)
		}
	}
	return n
}

// 13. A result's images, audio and blobs are bounded too: a server
// returning 10 MB of media per call does not hand it to the model, and
// what was removed is said, by kind and size.
func TestAttackMediaBounded(t *testing.T) {
	ten := bytes.Repeat([]byte{0x89}, 10<<20)
	five := bytes.Repeat([]byte{0x89}, 5<<20)
	three := bytes.Repeat([]byte{0x89}, 3<<20)
	for _, tc := range []struct {
		name    string
		content []mcp.Content
		notice  []string // in the notice the model reads
	}{
		{"image", []mcp.Content{&mcp.ImageContent{Data: ten, MIMEType: "image/png"}}, []string{"image", "image/png", "10,485,760 bytes"}},
		{"audio", []mcp.Content{&mcp.AudioContent{Data: five, MIMEType: "audio/wav"}}, []string{"audio", "audio/wav", "5,242,880 bytes"}},
		{"blob", []mcp.Content{&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "file:///x.pdf", MIMEType: "application/pdf", Blob: five}}},
			[]string{"blob", "application/pdf", "5,242,880 bytes"}},
		{"icons", []mcp.Content{&mcp.ResourceLink{URI: "file:///y", Name: "y", Icons: []mcp.Icon{{Source: "data:image/png;base64," + strings.Repeat("A", 5<<20)}}}},
			[]string{"icons", "bytes"}},
		//lint:ignore SA1019 a hostile server may still send it
		{"nested in a tool_result block", []mcp.Content{&mcp.ToolResultContent{ToolUseID: "1", Content: []mcp.Content{&mcp.ImageContent{Data: five, MIMEType: "image/png"}}}},
			[]string{"tool_result"}},
		{"three images of 3 MB", []mcp.Content{
			&mcp.ImageContent{Data: three, MIMEType: "image/png"},
			&mcp.ImageContent{Data: three, MIMEType: "image/png"},
			&mcp.ImageContent{Data: three, MIMEType: "image/png"},
		}, []string{"image", "3,145,728 bytes"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGuard(t, &guard.Options{})
			var r ran
			result := &mcp.CallToolResult{Content: tc.content}
			cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "screenshot", Annotations: hints.ReadOnlyTool("Screenshot", false)}), newClient(g))
			res := callCS(t, cs, "screenshot", nil)
			if n := binaryBytes(res.Content); n > mediaBound {
				t.Errorf("the model receives %d bytes of binary content, bounded to %d", n, mediaBound)
			}
			data, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			if len(data) > mediaBound*4/3+200<<10 {
				t.Errorf("the result is %d bytes of JSON", len(data))
			}
			txt := textOf(res)
			for _, want := range tc.notice {
				if !strings.Contains(txt, want) {
					t.Errorf("the notice does not say %q: %q", want, txt)
				}
			}
			if res.Meta[guard.TruncatedKey] == nil {
				t.Error("the cut is not marked")
			}
		})
	}
}

// MaxResultBytes sets the bound (negative: none), a cut is audited, and a
// result within every bound comes through untouched and unmarked.
func TestMaxResultBytes(t *testing.T) {
	img := &mcp.ImageContent{Data: bytes.Repeat([]byte{7}, 2000), MIMEType: "image/png"}
	for _, tc := range []struct {
		name string
		max  int
		cut  bool
	}{
		{"default", 0, false},
		{"configured", 1000, true},
		{"no bound", -1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			audit := &recorder{}
			g := newGuard(t, &guard.Options{MaxResultBytes: tc.max, Logger: slog.New(audit)})
			var r ran
			result := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "a chart"}, img}}
			cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "chart", Annotations: hints.ReadOnlyTool("Chart", false)}), newClient(g))
			res := callCS(t, cs, "chart", nil)
			if got := binaryBytes(res.Content) == 0; got != tc.cut {
				t.Errorf("image removed: %v, want %v", got, tc.cut)
			}
			if marked := res.Meta[guard.TruncatedKey] != nil; marked != tc.cut {
				t.Errorf("marked: %v", marked)
			}
			calls := audit.calls()
			if len(calls) != 1 {
				t.Fatalf("%d audit records", len(calls))
			}
			if got := calls[0]["truncated"] == true; got != tc.cut {
				t.Errorf("audited as truncated: %v, want %v", got, tc.cut)
			}
			if !tc.cut && (len(res.Content) != 2 || strings.Contains(textOf(res), "hintgate")) {
				t.Errorf("a result within the bounds was changed: %q", textOf(res))
			}
		})
	}
}

// Text cut to MaxResultChars is audited as a cut too.
func TestTruncationAudited(t *testing.T) {
	f := setup(t, &guard.Options{MaxResultChars: 1000})
	f.call(t, "big_report", nil)
	f.call(t, "read_file", map[string]any{"path": "/notes/todo.txt"})
	calls := f.audit.calls()
	if len(calls) != 2 || calls[0]["truncated"] != true || calls[1]["truncated"] != nil {
		t.Errorf("audit records %v", calls)
	}
}

// The media types of images, audio, resources and links are server text
// the model may read: they count against MaxResultChars.
func TestAttackMediaTypeBounded(t *testing.T) {
	long := "image/" + strings.Repeat("x", 100000)
	result := &mcp.CallToolResult{Content: []mcp.Content{
		&mcp.ImageContent{Data: []byte{1}, MIMEType: long},
		&mcp.AudioContent{Data: []byte{1}, MIMEType: long},
		&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "file:///a", MIMEType: long, Text: "a"}},
		&mcp.ResourceLink{URI: "file:///b", Name: "b", MIMEType: long},
	}}
	g := newGuard(t, &guard.Options{MaxResultChars: 1000})
	var r ran
	cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "get_x", Annotations: hints.ReadOnlyTool("x", false)}), newClient(g))
	res := callCS(t, cs, "get_x", nil)
	data, _ := json.Marshal(res)
	if n := strings.Count(string(data), "x"); n > 1000 {
		t.Errorf("the model reads %d characters of media types in a result bounded to 1000", n)
	}
	if res.Meta[guard.TruncatedKey] == nil {
		t.Error("truncation not marked")
	}
}
