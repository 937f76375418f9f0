package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestReadWriteSignals covers the general signals that tell a tool that
// returns something from one that changes something: undoing a reversible
// change, rewriting content, ranking and crawling.
func TestReadWriteSignals(t *testing.T) {
	str := map[string]any{"type": "string"}
	enum := func(vs ...any) map[string]any { return map[string]any{"type": "string", "enum": vs} }
	for _, tc := range []struct {
		name, desc string
		schema     any
		want       hints.Class
	}{
		// "un" before a reversible change is a reversible change.
		{"unarchive_board", "Unarchive a board.", nil, hints.Write},
		{"unschedule_post", "Unschedule a post.", nil, hints.Write},
		{"unpublish_page", "Unpublish a page.", nil, hints.Destructive}, // the lexicon's own word wins
		// Rewriting content replaces it.
		{"save_note", "Save a note.", schema(map[string]any{"path": str, "mode": enum("append", "rewrite")}), hints.Destructive},
		// Ranking and crawling return what they find.
		{"rank_passages", "Rank passages by relevance to a question.", nil, hints.ReadOnly},
		{"site_crawl", "Crawl a site from a start URL and return its pages.", nil, hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%s %q: class %s, want %s (%s)", tc.name, tc.desc, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}
