package guard

import (
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// texts returns pointers to every text of r the model reads: text
// content, embedded resources' URIs, media types and text, resource
// links' URIs, names, titles, descriptions and media types, and the media
// types of images and audio. Structured content is counted apart; binary
// content (image and audio data, blobs, icons) is bounded in bytes by
// bindBlocks.
func texts(r *mcp.CallToolResult) []*string {
	var out []*string
	for _, c := range r.Content {
		switch x := c.(type) {
		case *mcp.TextContent:
			out = append(out, &x.Text)
		case *mcp.ImageContent:
			out = append(out, &x.MIMEType)
		case *mcp.AudioContent:
			out = append(out, &x.MIMEType)
		case *mcp.EmbeddedResource:
			if x.Resource != nil {
				out = append(out, &x.Resource.URI, &x.Resource.MIMEType, &x.Resource.Text)
			}
		case *mcp.ResourceLink:
			out = append(out, &x.URI, &x.Name, &x.Title, &x.Description, &x.MIMEType)
		}
	}
	return out
}

// contentSize counts what texts returns, in runes, without allocating:
// most results are within bounds.
func contentSize(r *mcp.CallToolResult) int {
	n := 0
	for _, c := range r.Content {
		switch x := c.(type) {
		case *mcp.TextContent:
			n += utf8.RuneCountInString(x.Text)
		case *mcp.ImageContent:
			n += utf8.RuneCountInString(x.MIMEType)
		case *mcp.AudioContent:
			n += utf8.RuneCountInString(x.MIMEType)
		case *mcp.EmbeddedResource:
			if x.Resource != nil {
				n += utf8.RuneCountInString(x.Resource.URI) + utf8.RuneCountInString(x.Resource.MIMEType) + utf8.RuneCountInString(x.Resource.Text)
			}
		case *mcp.ResourceLink:
			n += utf8.RuneCountInString(x.URI) + utf8.RuneCountInString(x.Name) +
				utf8.RuneCountInString(x.Title) + utf8.RuneCountInString(x.Description) + utf8.RuneCountInString(x.MIMEType)
		}
	}
	return n
}

// truncateResult bounds everything the model reads in r to max
// characters in all, keeping it valid and marking it. Texts are cut in
// order, on rune boundaries; structured content that does not fit whole
// is dropped. It returns the notice of the cut, for the caller to
// append as r's last block once the blocks are bounded, or nil when r
// was not cut.
func truncateResult(r *mcp.CallToolResult, max int) *mcp.TextContent {
	total := contentSize(r)
	var structured []byte
	if r.StructuredContent != nil {
		structured, _ = json.Marshal(r.StructuredContent)
	}
	total += utf8.RuneCount(structured)
	if total <= max {
		return nil
	}
	ts := texts(r)
	budget := max
	for _, s := range ts {
		n := utf8.RuneCountInString(*s)
		if n <= budget {
			budget -= n
			continue
		}
		*s = safetext.Cut(*s, budget)
		budget = 0
	}
	kept := r.Content[:0:0]
	for _, c := range r.Content {
		if keep(c) {
			kept = append(kept, c)
		}
	}
	if n := utf8.RuneCount(structured); n > budget {
		r.StructuredContent = nil
	}
	r.Content = kept
	if r.Meta == nil {
		r.Meta = mcp.Meta{}
	}
	r.Meta[TruncatedKey] = map[string]any{"shown": max, "total": total}
	return &mcp.TextContent{Text: fmt.Sprintf("\n[truncated by hintgate: at most %d of %d characters shown]", max, total)}
}

// keep reports whether content c stays after its text was cut: empty
// texts go, and so do embedded resources left with neither text nor blob.
func keep(c mcp.Content) bool {
	switch x := c.(type) {
	case *mcp.TextContent:
		return x.Text != ""
	case *mcp.EmbeddedResource:
		return x.Resource != nil && (x.Resource.Text != "" || len(x.Resource.Blob) > 0)
	}
	return true
}
