// Package prompt writes the part of a system prompt that tells a model
// which tools it has, how dangerous each one is, and how to behave with
// each kind: read-only tools are called freely, write tools are announced,
// destructive tools are called only with their exact target stated and,
// depending on the style, after a human or the user has said yes.
//
// [Build] takes the guard's listings ([rules.Listing], as returned by
// guard.Conn.Inspect: each tool with its resolved hints and the policy's
// list-time decision) and returns a [Section]:
//
//	sec, err := prompt.Build(listings, &prompt.Options{Style: prompt.Enforced})
//	...
//	openai.SystemMessage(base + "\n\n" + sec.String())
//
// # What is shown
//
// Tools are grouped by tier (read-only, write, destructive, and, when
// Options.IncludeDenied is set, unavailable), and sorted by server, then
// name, within a tier. Empty tiers are left out. Tools the policy hides
// are never shown; tools it denies are left out unless IncludeDenied is
// set. Numbered safety rules follow, written for the style and for the
// tiers present.
//
// # Styles
//
// [Enforced] is for tools called through a hintgate guard: the model states
// what it is about to do and calls the tool; it does not ask in the chat,
// because the guard asks a human whenever the policy says so, and a refusal
// comes back as the tool's result, which the model must respect. Tools
// whose calls a human confirms are marked.
//
// [ModelAsks], the zero value, is for tools called without a gate: the
// model asks the user for an explicit yes before every destructive call,
// and before every call of a tool the policy has a human confirm, which
// is marked "[ask the user first]" and named at every budget level.
//
// # Server text
//
// Tool names, titles and descriptions come from servers, which may be
// hostile. Build removes control, bidirectional and zero-width characters,
// turns line breaks into spaces, cuts long text at a word boundary, and
// shows titles and descriptions inside double quotes on the tool's own
// line, with every character that could close the quote (ASCII and
// typographic double quotes, and marks a model may read as one), open a
// code span or fence (backtick) or open or close markup (< and >), or
// become one of these once normalised (NFKC), replaced by a harmless
// look-alike. So no
// server text can start a line, and thereby a heading, a rule, a list
// item or a code fence, nor pass for another tool. Names made of
// [A-Za-z0-9_.-] that start with a letter are shown bare; any other name
// is shown in double quotes with every character outside printable ASCII
// written as a \uXXXX escape, so a look-alike letter or an invisible
// character stays visible.
//
// # Budget
//
// Options.Budget bounds the section's size, in characters by default or in
// any unit Options.Measure counts (plug in a tokenizer for tokens; the
// package ships none, because token counts depend on the model and a
// vocabulary adds megabytes). When the section does not fit, Build takes
// the steps of [Level] in order: shorter descriptions, read-only tools by
// name only, read-only tools counted per server, write and destructive
// tools by name only, write tools counted per server. Destructive tools are
// always named one by one, and so are, in the ModelAsks style, the tools
// marked "[ask the user first]". If even the last step does not fit,
// Build returns that smallest section with a [*BudgetError] saying by how
// much.
//
// # Templates
//
// The section is rendered by a text/template, embedded as prompt.tmpl.
// Options.Template replaces it; it is executed with a *[Data], in which
// all text is already sanitised and quoted, so a custom template cannot
// reintroduce raw server text. [Template] returns a copy of the built-in
// one to extend.
//
// # Determinism
//
// The same tools and options always give the same text, whatever the
// order of the listings: no timestamps, no map order. A prompt cache keyed
// on the system prompt keeps hitting while the tools do not change.
//
// Build, [Template] and the values they return are safe for concurrent
// use.
package prompt
