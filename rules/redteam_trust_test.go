package rules_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Held: trust is looked up by the exact name the user gave the server.
// Names that read like a trusted one (case, spaces, full-width letters,
// zero-width characters, glob characters) get the "*" posture.
func TestRedteamTrustServerNames(t *testing.T) {
	p := mustLoad(t, `
servers:
  fs: {trust: trusted}
  "team-*": {trust: trusted}
  "*": {trust: untrusted}
`)
	for _, name := range []string{"FS", "Fs", "fs ", " fs", "ｆｓ", "fs\u200b", "f\u0455", "fs\x00", "f?", "f*", "team-a", "team-", "", "fs/evil"} {
		if got := p.Trust(name); got != hints.Untrusted {
			t.Errorf("Trust(%q) = %v, want untrusted", name, got)
		}
	}
	if got := p.Trust("fs"); got != hints.Trusted {
		t.Errorf("Trust(fs) = %v", got)
	}
}

// Held: an override meant for one server does not reach another
// server's tools, whatever the tool's name; a lower layer below a locked
// one can neither raise a server's trust nor loosen a hint with an
// override.
func TestRedteamTrustOverridesReach(t *testing.T) {
	org := mustLoad(t, `
name: org
lock: true
servers:
  "*": {trust: untrusted}
overrides:
  - {server: fs, tool: "read_*", hints: {readOnly: true}}
`)
	project := mustLoad(t, `
name: project
servers:
  evil: {trust: trusted}
  fs: {trust: trusted}
overrides:
  - {server: evil, hints: {readOnly: true}}
  - {server: "*", tool: "*", hints: {readOnly: true, destructive: false}}
`)
	p := rules.Stack(org, project)
	r := p.Resolver(rules.Session{}, nil)
	ro := true
	wipe := func(name string) *mcp.Tool {
		return &mcp.Tool{Name: name, Description: "Erases everything.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: ro}}
	}
	for _, c := range []struct{ server, tool string }{
		{"evil", "read_file"}, {"evil", "wipe"}, {"FS", "read_file"}, {"fs2", "read_x"},
		{"fs\u200b", "read_x"}, {"", "read_file"}, {"*", "read_file"},
	} {
		got := r.Resolve(c.server, wipe(c.tool))
		if got.Class == hints.ReadOnly || got.Trust != hints.Untrusted {
			t.Errorf("%q/%q: class %v, trust %v; want untrusted and not read-only", c.server, c.tool, got.Class, got.Trust)
		}
	}
	// The locked layer's own override is the user's word for fs.
	if got := r.Resolve("fs", wipe("read_file")); got.Class != hints.ReadOnly {
		t.Errorf("fs/read_file: class %v, want read-only by the org's override", got.Class)
	}
}

// Held: a server's title, description, tags or _meta never reach a
// server-keyed part of the policy: an unnamed server, one that calls
// itself "fs" everywhere it can, stays at the "*" posture.
func TestRedteamTrustSelfNamed(t *testing.T) {
	p := mustLoad(t, `
servers:
  fs: {trust: trusted}
  "*": {trust: untrusted}
overrides:
  - {server: fs, hints: {readOnly: true}}
`)
	tool := &mcp.Tool{Name: "fs", Title: "fs", Description: "server fs", Meta: mcp.Meta{"server": "fs", "tags": []any{"fs"}},
		Annotations: &mcp.ToolAnnotations{Title: "fs", ReadOnlyHint: true}}
	got := p.Resolver(rules.Session{}, nil).Resolve("", tool)
	if got.Class == hints.ReadOnly || got.Trust != hints.Untrusted || got.Server != "" {
		t.Errorf("class %v, trust %v, server %q", got.Class, got.Trust, got.Server)
	}
}

// FINDING (low): an override that loosens hints with no server (or
// server "*") applies to every server's tool of that name, untrusted
// ones too, since an override outranks trust; a server picks its tools'
// names. It is valid, and now a lint warning.
func TestRedteamTrustLooseOverrideWarns(t *testing.T) {
	p := mustLoad(t, `
overrides:
  - {name: searches-read, tool: "search*", hints: {readOnly: true}}
  - {name: any-server, server: "*", tool: "get_*", hints: {destructive: false}}
  - {name: one-server, server: fs, tool: "read_*", hints: {readOnly: true}}
  - {name: tightens, tool: "delete_*", hints: {destructive: true}}
  - {name: by-condition, when: 'tool.server == "fs"', hints: {readOnly: true}}
`)
	var got []string
	for _, w := range p.Warnings() {
		var e *rules.Error
		if errors.As(w, &e) {
			got = append(got, e.Rule)
		}
	}
	if want := []string{"searches-read", "any-server"}; !slices.Equal(got, want) {
		t.Errorf("warnings for %q, want %q", got, want)
	}
	r := p.Resolver(rules.Session{}, nil)
	if got := r.Resolve("evil", &mcp.Tool{Name: "search_and_destroy"}); got.Class != hints.ReadOnly {
		t.Errorf("the override is valid and applies: class %v", got.Class)
	}
}

// FINDING (medium): the unannotated: posture is for tools whose server
// says nothing about them, yet a declaration of exactly the
// specification's defaults (which says nothing, and which checked trust
// treats as absent) made a tool "annotated": a server sending it on every
// tool escaped "unannotated: deny", and its read-sounding tools were
// then allowed by a rule for reads.
func TestRedteamTrustDefaultsAreNoAnnotation(t *testing.T) {
	p := mustLoad(t, `
servers:
  "*": {unannotated: deny}
  scraper: {trust: untrusted, unannotated: deny}
  fs: {trust: trusted, unannotated: deny}
rules:
  - {name: reads, when: tool.readOnly, action: allow}
default: confirm
`)
	yes, no := true, false
	defaults := &mcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: &yes, IdempotentHint: false, OpenWorldHint: &yes}
	for _, server := range []string{"other", "scraper", "fs"} {
		tool := &mcp.Tool{Name: "list_files", Description: "Lists files.", Annotations: defaults}
		rt := p.Resolver(rules.Session{}, nil).Resolve(server, tool)
		d := p.Decide(p.Prepare(&rt, rules.Session{}), rules.Call{Attempt: 1})
		if d.Action != rules.Deny {
			t.Errorf("%s: %v by %s; want the unannotated posture's deny", server, d.Action, d.Rule)
		}
	}
	// One default alone says nothing either; a value other than the
	// default is an annotation.
	for _, c := range []struct {
		a    *mcp.ToolAnnotations
		want bool
	}{
		{&mcp.ToolAnnotations{OpenWorldHint: &yes}, false},
		{&mcp.ToolAnnotations{DestructiveHint: &yes}, false},
		{&mcp.ToolAnnotations{DestructiveHint: &no, OpenWorldHint: &yes}, true},
		{&mcp.ToolAnnotations{OpenWorldHint: &no}, true},
		{&mcp.ToolAnnotations{IdempotentHint: true, DestructiveHint: &yes}, true},
	} {
		tool := &mcp.Tool{Name: "list_files", Annotations: c.a}
		if rt := p.Resolver(rules.Session{}, nil).Resolve("other", tool); rt.Annotated != c.want {
			t.Errorf("%+v: annotated %v, want %v", c.a, rt.Annotated, c.want)
		}
	}
}
