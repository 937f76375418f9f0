package hints

import (
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Source says where an effective hint came from. Sources are ordered:
// a higher source overrides a lower one.
type Source uint8

const (
	// Default is the MCP specification's default for an absent hint.
	Default Source = iota
	// Inferred comes from the tool's name, title, description or HTTP method.
	Inferred
	// Declared comes from the server's annotations.
	Declared
	// Override comes from the user (a policy file or Go options).
	Override
)

var sourceNames = [...]string{"default", "inferred", "declared", "override"}

func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return fmt.Sprintf("Source(%d)", s)
}

// MarshalText implements [encoding.TextMarshaler].
func (s Source) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Class is the safety class of a tool.
type Class uint8

const (
	// Destructive tools may delete or overwrite data, or make an externally
	// visible change that cannot be taken back. It is the zero value: a
	// tool is destructive until something better is known.
	Destructive Class = iota
	// Write tools make additive or reversible changes.
	Write
	// ReadOnly tools do not modify their environment.
	ReadOnly
)

// classNames are the one set of words for the classes: policies (tool.class),
// JSON output, presets and [Effect] all use them.
var classNames = [...]string{"destructive", "write", "read_only"}

// Classes returns every class, from least to most dangerous; their String
// values are the only class words hintgate reads or writes.
func Classes() []Class { return []Class{ReadOnly, Write, Destructive} }

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", c)
}

// MarshalText implements [encoding.TextMarshaler].
func (c Class) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// ParseClass parses "read_only" (or "read-only", "readonly"), "write" or "destructive".
func ParseClass(s string) (Class, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "read_only", "read-only", "readonly":
		return ReadOnly, nil
	case "write":
		return Write, nil
	case "destructive":
		return Destructive, nil
	}
	return Destructive, fmt.Errorf("hints: unknown class %q (want read_only, write or destructive)", s)
}

// Trust is how far a server's own word is believed.
type Trust uint8

const (
	// Checked is the default: a declaration stands unless inference points
	// to more danger; then the more dangerous value wins and a warning
	// names the conflict.
	Checked Trust = iota
	// Trusted: declarations stand as given; missing hints are inferred.
	Trusted
	// Untrusted: nothing the server controls (declaration, name or
	// description) can make a tool less restricted than the specification's
	// defaults; only user overrides can.
	Untrusted
)

var trustNames = [...]string{"checked", "trusted", "untrusted"}

func (t Trust) String() string {
	if int(t) < len(trustNames) {
		return trustNames[t]
	}
	return fmt.Sprintf("Trust(%d)", t)
}

// MarshalText implements [encoding.TextMarshaler].
func (t Trust) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// ParseTrust parses "trusted", "checked" or "untrusted". The empty string is Checked.
func ParseTrust(s string) (Trust, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "checked", "":
		return Checked, nil
	case "trusted":
		return Trusted, nil
	case "untrusted":
		return Untrusted, nil
	}
	return Checked, fmt.Errorf("hints: unknown trust level %q (want trusted, checked or untrusted)", s)
}

// Hint is one effective hint and where its value came from.
type Hint struct {
	Value  bool
	Source Source
}

// Set is a partial set of hint values: nil means "not given". It is used
// for user overrides and for a server's declaration.
type Set struct {
	ReadOnly    *bool `json:"readOnly,omitempty" yaml:"readOnly,omitempty"`
	Destructive *bool `json:"destructive,omitempty" yaml:"destructive,omitempty"`
	Idempotent  *bool `json:"idempotent,omitempty" yaml:"idempotent,omitempty"`
	OpenWorld   *bool `json:"openWorld,omitempty" yaml:"openWorld,omitempty"`
}

// IsZero reports whether no hint is given.
func (s Set) IsZero() bool {
	return s.ReadOnly == nil && s.Destructive == nil && s.Idempotent == nil && s.OpenWorld == nil
}

// Merge returns s with every hint that o gives replaced by o's value.
func (s Set) Merge(o Set) Set {
	if o.ReadOnly != nil {
		s.ReadOnly = o.ReadOnly
	}
	if o.Destructive != nil {
		s.Destructive = o.Destructive
	}
	if o.Idempotent != nil {
		s.Idempotent = o.Idempotent
	}
	if o.OpenWorld != nil {
		s.OpenWorld = o.OpenWorld
	}
	return s
}

// Declaration is what a server declared about a tool, with the presence of
// each hint kept (an absent hint takes the specification's default).
type Declaration struct {
	Set
	Title string
}

// DeclarationOf returns the declaration carried by go-sdk annotations. go-sdk
// models readOnlyHint and idempotentHint as plain booleans, so false cannot
// be told from absent: both count as declared whenever annotations are
// present (false is their default and the dangerous value, so nothing is
// loosened by it). Whether any hint was really declared is [Annotated].
func DeclarationOf(a *mcp.ToolAnnotations) Declaration {
	if a == nil {
		return Declaration{}
	}
	ro, id := a.ReadOnlyHint, a.IdempotentHint
	return Declaration{
		Set:   Set{ReadOnly: &ro, Destructive: a.DestructiveHint, Idempotent: &id, OpenWorld: a.OpenWorldHint},
		Title: a.Title,
	}
}

// Annotated reports whether go-sdk annotations declare at least one hint:
// "{}" and a title alone declare none (go-sdk omits false booleans from
// the wire, so only a true readOnlyHint or idempotentHint was sent).
func Annotated(a *mcp.ToolAnnotations) bool {
	return a != nil && (a.ReadOnlyHint || a.IdempotentHint || a.DestructiveHint != nil || a.OpenWorldHint != nil)
}

// Tool is a tool from tools/list with its effective hints.
//
// A Tool is a value; the Definition it points to must not be modified.
type Tool struct {
	// Name is the tool's name as the server lists it.
	Name string
	// Server names the server the tool came from ("" when unknown).
	Server string
	// Title is a human-readable title: annotations.title, then tool.title,
	// then one derived from the name.
	Title string
	// Class is read-only, write or destructive, derived from the hints.
	Class Class
	// The effective hints. When ReadOnly is true, Destructive is false and
	// Idempotent is true, with ReadOnly's source: the specification gives
	// them no meaning for read-only tools.
	ReadOnly, Destructive, Idempotent, OpenWorld Hint
	// Trust is the trust level the tool was resolved with.
	Trust Trust
	// Annotated is true when the server declared at least one hint with
	// a value other than the specification's default (a title alone,
	// empty annotations, or defaults such as destructiveHint=true say
	// nothing the absence of annotations does not).
	Annotated bool
	// Tags are the tool's tags and categories, read from its _meta
	// ("tags", "category", "categories", and namespaced variants such as
	// "com.example/tags"): lower-cased, trimmed, sorted, without
	// duplicates. They are server text: use them to select tools, never
	// to grant anything.
	Tags []string
	// Changed is set by the caller that pins definitions (the guard) when
	// the definition differs from the one pinned or approved; [Resolver]
	// never sets it.
	Changed bool
	// Warnings explain conflicts and ignored declarations, in plain words.
	Warnings []string
	// Fingerprint identifies the definition (see [Fingerprint]).
	Fingerprint string
	// Effect is what inference read, when the hints were resolved, in the
	// definition (its name, title, description and input schema) or in
	// the resolver's Operations entry for the tool; Unknown when it found
	// no signal. Readers use it rather than infer again.
	Effect Effect
	// Resolved is true on every Tool a [Resolver] made: Effect was read,
	// even when it is Unknown.
	Resolved bool
	// Definition is the tool as listed.
	Definition *mcp.Tool
}

// Annotations returns t's effective hints as MCP annotations, for example to
// re-advertise the tool with the hints hintgate believes.
func (t *Tool) Annotations() *mcp.ToolAnnotations {
	d, o := t.Destructive.Value, t.OpenWorld.Value
	return &mcp.ToolAnnotations{
		Title:           t.Title,
		ReadOnlyHint:    t.ReadOnly.Value,
		DestructiveHint: &d,
		IdempotentHint:  t.Idempotent.Value,
		OpenWorldHint:   &o,
	}
}

func classOf(readOnly, destructive bool) Class {
	switch {
	case readOnly:
		return ReadOnly
	case destructive:
		return Destructive
	}
	return Write
}
