// Package selection decides which of the guard's visible tools the model
// sees for one turn, and hands them to openai-go.
//
// # Narrowing, not deciding
//
// The policy decides: a tool it hides is never listed, and every call is
// still decided by the guard. Selection takes the tools the guard lists
// (with their list-time decisions, as guard.Conn.Inspect returns them)
// and narrows them for one turn: filters (class, list-time action,
// server, name globs, tags, scopes, always-active tools), a cap, and
// ranking by relevance to the user's message. A tool left out for a turn
// is not denied, and a tool shown is not allowed: selection never
// re-implements policy.
//
// # Ranking
//
// [Index.Select] ranks offline, with no model: BM25F over the words of a
// tool's name, title, server, description and parameter names, with
// stemming, a small table of everyday synonyms ("get rid of" for delete,
// "picture" for screenshot, "laptop" for device, "drain" for cordon and
// evict), a boost for tools whose effect matches the query's verb as
// hints infers it (remove → destructive, show → read-only), and one for
// the tools of a server the query names ("in postgres"). Values in the
// query say what kind of tool takes them: a URL or a domain favours web
// tools, a file name file tools, a pair of coordinates tools with
// latitude and longitude, an email address tools that take one. Descriptions are read without their
// boilerplate (a sentence that three or more tools of a server share)
// and without the names of the other tools they refer to. [Index.SelectContext] fuses that ranking with one by
// embeddings when an [Embedder] is configured, such as [OpenAIEmbedder]
// for any OpenAI-compatible endpoint; tool vectors are cached by
// fingerprint.
//
// # To openai-go
//
// [ChatTools] and [ResponseTools] convert results to Chat Completions and
// Responses API function tools. Tool names are made valid for model APIs
// and unique across servers by [Names]; [Names.Resolve] maps the name a
// model calls back to the server and the tool. Descriptions and input
// schemas (every key and string of them) lose control and invisible
// characters (bidi overrides, zero-width and tag characters), so that
// nothing hidden from a human reaches the model; schemas are otherwise
// passed as the server sent them, up to [MaxSchema] bytes (a tool with a
// larger one is left out), and strict mode is set only where the schema
// allows it ([StrictSchema]).
//
// # In an agent loop
//
//	listings, err := conn.Tools(ctx) // guard.Conn: the visible tools with their list-time decisions
//	...
//	ix := selection.New(listings, nil) // once per tools/list; hidden tools are dropped
//	results := ix.Select(userMessage, &selection.Filter{K: 20, AlwaysActive: []string{"search_*"}})
//	params.Tools = selection.ChatTools(results, ix.Names())
//	...
//	for _, call := range msg.ToolCalls {
//		_, tool, ok := ix.Names().Resolve(call.Function.Name)
//		if !ok || !givenThisTurn[call.Function.Name] {
//			// a name not handed out this turn: answer with an error, never guess
//		}
//		res, err := conn.CallTool(ctx, tool, args) // the guard decides the call
//	}
package selection
