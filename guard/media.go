package guard

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxResultBytes is the default bound on a call result's binary
// content, in bytes all together: image and audio data, embedded
// resources' blobs and resource links' icons.
const DefaultMaxResultBytes = 4 << 20

const (
	// maxBlocks bounds the content blocks of one result: a million empty
	// blocks count for nothing against either bound, yet reach the model.
	maxBlocks = 1000
	// maxNotices bounds the notices of removed blocks in one result; the
	// rest are summed up in one more.
	maxNotices = 8
)

// removal tallies what bindBlocks removed from a result.
type removal struct {
	blocks, bytes int // removed in all
	notices       int
	quiet, quietN int // removed past maxNotices: blocks, bytes
}

// bindBlocks bounds r's binary content to max bytes in all (no bound if
// max < 1), keeps at most maxBlocks blocks, and removes blocks that have
// no place in a tool result (sampling's tool_use and tool_result, which
// could carry text and media past both bounds). Blocks are kept in order
// while they fit; each one removed is replaced by a text notice naming
// its kind, media type and size, and the result is marked. It reports
// whether anything was removed.
func bindBlocks(r *mcp.CallToolResult, max int) bool {
	if bound(r.Content, max) {
		return false
	}
	budget := max
	out := make([]mcp.Content, 0, min(len(r.Content), maxBlocks)+maxNotices+2)
	var rm removal
	why := "a result's images, audio, blobs and icons are bounded to " + thousands(max) + " bytes in all"
	for i, c := range r.Content {
		if i == maxBlocks {
			n := 0
			for _, c := range r.Content[i:] {
				n += size(c)
			}
			rm.blocks, rm.bytes = rm.blocks+len(r.Content)-i, rm.bytes+n
			out = rm.summary(out)
			out = append(out, &mcp.TextContent{Text: fmt.Sprintf("[%s more blocks (%s bytes) removed by hintgate: a result keeps at most %s blocks]",
				thousands(len(r.Content)-i), thousands(n), thousands(maxBlocks))})
			break
		}
		switch x := c.(type) {
		case *mcp.TextContent:
			out = append(out, c)
		case *mcp.ImageContent:
			if fits(&budget, len(x.Data), max) {
				out = append(out, c)
				continue
			}
			out = rm.note(out, "image", x.MIMEType, len(x.Data), why)
		case *mcp.AudioContent:
			if fits(&budget, len(x.Data), max) {
				out = append(out, c)
				continue
			}
			out = rm.note(out, "audio", x.MIMEType, len(x.Data), why)
		case *mcp.EmbeddedResource:
			if x.Resource == nil || fits(&budget, len(x.Resource.Blob), max) {
				out = append(out, c)
				continue
			}
			n := len(x.Resource.Blob)
			x.Resource.Blob = nil
			if x.Resource.Text != "" {
				out = append(out, c)
			}
			out = rm.note(out, "blob", x.Resource.MIMEType, n, why)
		case *mcp.ResourceLink:
			out = append(out, c)
			if n := iconBytes(x.Icons); !fits(&budget, n, max) {
				x.Icons = nil
				out = rm.note(out, "icons", "", n, why)
			}
		default:
			k, n := foreign(c)
			out = rm.note(out, k+" block", "", n, "not valid in a tool result")
		}
	}
	if rm.blocks == 0 {
		return false
	}
	r.Content = rm.summary(out)
	m, _ := r.Meta[TruncatedKey].(map[string]any)
	if m == nil {
		m = map[string]any{}
	}
	m["removed"], m["removedBytes"] = rm.blocks, rm.bytes
	if r.Meta == nil {
		r.Meta = mcp.Meta{}
	}
	r.Meta[TruncatedKey] = m
	return true
}

// bound reports, without allocating, whether content is within the bounds
// bindBlocks keeps: the common case.
func bound(content []mcp.Content, max int) bool {
	if len(content) > maxBlocks {
		return false
	}
	n := 0
	for _, c := range content {
		switch x := c.(type) {
		case *mcp.TextContent:
		case *mcp.ImageContent:
			n += len(x.Data)
		case *mcp.AudioContent:
			n += len(x.Data)
		case *mcp.EmbeddedResource:
			if x.Resource != nil {
				n += len(x.Resource.Blob)
			}
		case *mcp.ResourceLink:
			n += iconBytes(x.Icons)
		default:
			return false
		}
	}
	return max < 1 || n <= max
}

// fits takes n bytes from the budget if they fit in it. Nothing is
// taken, and everything fits, when there is no bound (max < 1).
func fits(budget *int, n, max int) bool {
	if max < 1 {
		return true
	}
	if n > *budget {
		return false
	}
	*budget -= n
	return true
}

// note counts a removed block and, for the first maxNotices, appends a
// notice saying what it was and why it went.
func (rm *removal) note(out []mcp.Content, kind, mime string, n int, why string) []mcp.Content {
	rm.blocks++
	rm.bytes += n
	if rm.notices == maxNotices {
		rm.quiet++
		rm.quietN += n
		return out
	}
	rm.notices++
	what := kind + " ("
	if m := mimeType(mime); m != "" {
		what += m + ", "
	}
	what += thousands(n) + " bytes)"
	return append(out, &mcp.TextContent{Text: "[" + what + " removed by hintgate: " + why + "]"})
}

// summary appends one notice for the blocks removed past maxNotices.
func (rm *removal) summary(out []mcp.Content) []mcp.Content {
	if rm.quiet == 0 {
		return out
	}
	out = append(out, &mcp.TextContent{Text: fmt.Sprintf("[%s more blocks (%s bytes) removed by hintgate for the same reasons]",
		thousands(rm.quiet), thousands(rm.quietN))})
	rm.quiet, rm.quietN = 0, 0
	return out
}

// iconBytes counts icons about as their JSON: every field, and every
// icon and size however empty, so that a million empty icons or a long
// theme count for what they are.
func iconBytes(icons []mcp.Icon) int {
	n := 0
	for _, i := range icons {
		n += len(`{"src":""},`) + len(i.Source) + len(i.MIMEType) + len(i.Theme)
		for _, s := range i.Sizes {
			n += len(`"",`) + len(s)
		}
	}
	return n
}

// size is a block's size in bytes for a notice: its payload.
func size(c mcp.Content) int {
	switch x := c.(type) {
	case *mcp.TextContent:
		return len(x.Text)
	case *mcp.ImageContent:
		return len(x.Data)
	case *mcp.AudioContent:
		return len(x.Data)
	case *mcp.EmbeddedResource:
		if x.Resource == nil {
			return 0
		}
		return len(x.Resource.Text) + len(x.Resource.Blob)
	case *mcp.ResourceLink:
		return len(x.URI) + len(x.Name) + len(x.Title) + len(x.Description) + iconBytes(x.Icons)
	}
	_, n := foreign(c)
	return n
}

// foreign names a block of a kind a tool result does not hold by its MCP
// type, and sizes it by its JSON.
func foreign(c mcp.Content) (kind string, n int) {
	data, err := c.MarshalJSON()
	var wire struct {
		Type string `json:"type"`
	}
	if err != nil || json.Unmarshal(data, &wire) != nil {
		return fmt.Sprintf("%T", c), len(data)
	}
	return mimeType(wire.Type), len(data)
}

// mimeType returns a server's media type as a notice may quote it: only
// the characters a media type is made of, at most 64 of them.
func mimeType(s string) string {
	b := make([]byte, 0, min(len(s), 64))
	for i := 0; i < len(s) && len(b) < 64; i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("!#$&^_.+-/;=", c) >= 0 {
			b = append(b, c)
		}
	}
	return string(b)
}

// thousands formats n with commas: 10,485,760.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return s
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}
