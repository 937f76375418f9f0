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
	hints.WithoutLearnt(t) // a test of the rules' own decision
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
		{"unlink_account", "Unlink an account.", nil, hints.Destructive}, // the lexicon's own word wins
		{"unpublish_page", "Unpublish a page; it goes back to drafts.", nil, hints.Write},
		// Restoring what was removed undoes the removal; restoring a
		// backup replaces what is there.
		{"unarchive_board", "Restore an archived board.", nil, hints.Write},
		{"restore_file", "Restore a deleted file from the trash.", nil, hints.Write},
		{"restore_backup", "Restore the database from a backup.", nil, hints.Destructive},
		// The automation browser's window is its view.
		{"browser_fit", "Resize the browser window.", nil, hints.ReadOnly},
		// Rewriting content replaces it.
		{"save_note", "Save a note.", schema(map[string]any{"path": str, "mode": enum("append", "rewrite")}), hints.Destructive},
		// Ranking and crawling return what they find.
		{"rank_passages", "Rank passages by relevance to a question.", nil, hints.ReadOnly},
		{"site_crawl", "Crawl a site from a start URL and return its pages.", nil, hints.ReadOnly},
		// A write verb's object is a reading activity: it only reads.
		{"begin_lookup", "Begin a lookup that reports matches as they arrive. Cancels any earlier one.", nil, hints.ReadOnly},
		{"halt_scan", "Stop the running scan. Partial results are cleaned up.", nil, hints.ReadOnly},
		{"kb_research", "Perform deep research on a topic and return a report.", nil, hints.ReadOnly},
		{"start_search_index_rebuild", "Start rebuilding the search index.", nil, hints.Write},
		{"macro_start_recording", "Start recording the actions the user performs.", nil, hints.ReadOnly},
		// A client connection is session context; connecting one thing
		// to another is a change.
		{"db_connect", "Connect to a database server and return a connection id.", nil, hints.ReadOnly},
		{"cluster_reconnect", "Reconnect to the cluster API by recreating its clients.", nil, hints.ReadOnly},
		{"connect_repository", "Connect to a repository and link it to the project.", nil, hints.Write},
		// Feedback to the vendor is a write; a message to people is sent.
		{"rate_answer", "Send feedback on an answer to the vendor.", nil, hints.Write},
		{"send_feedback", "Submit a rating for the last result.", nil, hints.Write},
		{"notify_team", "Send a message to the team channel.", nil, hints.Destructive},
		// With no other signal, an input that only says what to find.
		{"acme_places", "Places near you.", schema(map[string]any{"q": str, "limit": str, "cursor": str}), hints.ReadOnly},
		{"acme_places", "Places near you.", schema(map[string]any{"q": str, "payload": str}), hints.Destructive},
		// "merge" before a noun is a modifier.
		{"resource_patch", "Update fields of a resource with a merge patch.", nil, hints.Write},
		// A transformation of a stored item named by id changes it; of a
		// value it returns the result.
		{"translate_page", "Translate page content into another language.", schema(map[string]any{"pageIds": str, "language": str}), hints.Write},
		{"translate_text", "Translate text into another language.", schema(map[string]any{"text": str, "language": str}), hints.ReadOnly},
		{"convert_file", "Convert a file to PDF.", schema(map[string]any{"fileId": str}), hints.Write},
		{"bulkConvertFolderPdfs", "Convert all PDFs in a folder into Google Docs.", schema(map[string]any{"folderId": str}), hints.Write},
		// A reader that says it is read-only, whatever the words before
		// the agent noun.
		{"acme-release-records-reader", "Run one of the following read operations (read-only): get-release.", nil, hints.ReadOnly},
		{"acme-release-records-reader", "Run one of the following operations: get-release.", nil, hints.Destructive},
		// A mode member opening with a reading verb reads its object.
		{"site_ops", "Run one site operation.", schema(map[string]any{"operation": enum("get-deploy", "list-sites")}), hints.Write},
		{"site_ops", "Run one site operation.", schema(map[string]any{"operation": enum("get-deploy", "deploy-site")}), hints.Destructive},
		{"site_ops", "Run one site operation.", schema(map[string]any{"operation": enum("get", "create-and-delete")}), hints.Destructive},
		// What a later sentence says the tool returns, when nothing else
		// is said.
		{"site_outline", "Outline a website's structure. Returns the URLs found from the base URL.", nil, hints.ReadOnly},
		{"site_outline", "Outline a website's structure. Returns the URLs and deletes stale ones.", nil, hints.Destructive},
		// A thing named as the name's object is not an action in the
		// description; an act named so still is.
		{"create_release", "Create a new content release with a generated id.", nil, hints.Write},
		{"create_refund", "Create a refund for a charge.", nil, hints.Destructive},
		{"create_reply", "Create a reply in a thread.", nil, hints.Destructive},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if got := hints.Resolve(tool); got.Class != tc.want {
			t.Errorf("%s %q: class %s, want %s (%s)", tc.name, tc.desc, got.Class, tc.want, hints.InferTool(tool).Reason)
		}
	}
}
