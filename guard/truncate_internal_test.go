package guard

import (
	"testing"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// contentSize must count exactly what texts returns: the fast count
// decides whether the cutting path runs at all. Blobs and images are
// bytes, bounded apart.
func TestContentSizeMatchesTexts(t *testing.T) {
	r := &mcp.CallToolResult{Content: []mcp.Content{
		&mcp.TextContent{Text: "héllo"},
		&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "file:///ü", MIMEType: "text/plain", Text: "text", Blob: []byte{1, 2, 3}}},
		&mcp.EmbeddedResource{},
		&mcp.ResourceLink{URI: "https://x", Name: "név", Title: "t", Description: "d", MIMEType: "text/html"},
		&mcp.ImageContent{Data: []byte("bytes, bounded apart"), MIMEType: "image/png"},
		&mcp.AudioContent{Data: []byte("bytes, bounded apart"), MIMEType: "audio/wav"},
	}}
	want := 0
	for _, s := range texts(r) {
		want += utf8.RuneCountInString(*s)
	}
	if got := contentSize(r); got != want {
		t.Errorf("contentSize = %d, texts count %d", got, want)
	}
}
