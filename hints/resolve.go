package hints

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Options configure a [Resolver]. The zero value resolves every server as
// [Checked] with the built-in inference and no overrides.
type Options struct {
	// Trust returns the trust level of a server. Nil means Checked for all.
	Trust func(server string) Trust
	// Override returns the user's hint overrides for a tool, given the tool
	// as resolved without them (so conditions can use its hints). Nil means
	// none.
	Override func(t *Tool) Set
	// Operations maps tool names to inference from another source, such as
	// the HTTP methods of an OpenAPI document (see package hints/openapi). An entry
	// takes precedence over inference from the tool's text, except where
	// the text says more danger: the entry is found by the tool's name,
	// which any server may give a tool.
	Operations map[string]Inference
}

// Resolver turns tool definitions into effective hints. A Resolver is
// immutable and safe for concurrent use.
type Resolver struct {
	opts Options
}

// NewResolver returns a Resolver. opts may be nil.
func NewResolver(opts *Options) *Resolver {
	r := &Resolver{}
	if opts != nil {
		r.opts = *opts
	}
	return r
}

// Resolve resolves one tool with default options: trust Checked, no overrides.
func Resolve(t *mcp.Tool) Tool {
	return (&Resolver{}).Resolve("", t)
}

// Resolve resolves t, listed by server, using the declaration carried by
// t.Annotations.
func (r *Resolver) Resolve(server string, t *mcp.Tool) Tool {
	return r.resolve(server, t, DeclarationOf(t.Annotations), Annotated(t.Annotations))
}

// ResolveDeclared resolves t with an explicit declaration, for callers that
// decoded the wire JSON themselves and know which hints were present
// (see [DecodeTool]).
func (r *Resolver) ResolveDeclared(server string, t *mcp.Tool, d Declaration) Tool {
	return r.resolve(server, t, d, !d.Set.IsZero())
}

func (r *Resolver) resolve(server string, t *mcp.Tool, d Declaration, annotated bool) Tool {
	trust := Checked
	if r.opts.Trust != nil {
		trust = r.opts.Trust(server)
	}
	inf := infer(t.Name, firstNonEmpty(d.Title, t.Title), t.Description, t.InputSchema)
	if other := strings.TrimSpace(t.Title); d.Title != "" && other != "" && other != strings.TrimSpace(d.Title) {
		// Clients show tool.title before annotations.title: what
		// either says of danger counts.
		inf = graver(inf, infer(t.Name, t.Title, t.Description, t.InputSchema))
	}
	if op, ok := r.opts.Operations[t.Name]; ok {
		// Operations are keyed by name alone, and another server's tool
		// may bear an operation's name: its own text still counts where
		// it says more danger.
		inf = graver(op, inf)
	}
	out := Tool{
		Name:        t.Name,
		Server:      server,
		Title:       title(t, d),
		Trust:       trust,
		Annotated:   annotated && !onlyDefaults(d.Set),
		Tags:        TagsOf(t.Meta),
		Fingerprint: Fingerprint(t),
		Effect:      inf.Effect,
		Resolved:    true,
		Definition:  t,
	}
	rs := resolution{trust: trust, out: &out}
	if len(t.Description) > maxInferText {
		rs.warn("description is %d bytes; inference read the first %d", len(t.Description), maxInferText)
	}
	decl := rs.clean(d.Set)
	// The dangerous value of each hint: not read-only, destructive, not
	// idempotent (retries are unsafe), open world.
	ro := rs.hint("readOnlyHint", decl.ReadOnly, inf.ReadOnly, false, false)
	de := rs.hint("destructiveHint", decl.Destructive, inf.Destructive, true, true)
	id := rs.hint("idempotentHint", decl.Idempotent, inf.Idempotent, false, false)
	ow := rs.hint("openWorldHint", decl.OpenWorld, inf.OpenWorld, true, true)
	if ro.Value && ro.Source == Declared && trust == Checked && inf.Doubt != "" {
		rs.warn("declared readOnlyHint=true, but the %s may destroy data: check the tool", inf.Doubt)
	}
	out.setHints(ro, de, id, ow)
	if r.opts.Override != nil {
		if over := r.opts.Override(&out); !over.IsZero() {
			for _, o := range []struct {
				v   *bool
				dst *Hint
			}{{over.ReadOnly, &ro}, {over.Destructive, &de}, {over.Idempotent, &id}, {over.OpenWorld, &ow}} {
				if o.v != nil {
					*o.dst = Hint{*o.v, Override}
				}
			}
			out.setHints(ro, de, id, ow)
		}
	}
	return out
}

// graver returns a with each guess of b that is more dangerous than a's,
// and b's effect when it writes or destroys and a's does not go as far.
func graver(a, b Inference) Inference {
	take := func(x *Guess, y Guess, dangerous bool) {
		if y.Known && y.Value == dangerous && (!x.Known || x.Value != dangerous) {
			*x = y
		}
	}
	take(&a.ReadOnly, b.ReadOnly, false)
	take(&a.Destructive, b.Destructive, true)
	take(&a.Idempotent, b.Idempotent, false)
	take(&a.OpenWorld, b.OpenWorld, true)
	if b.Effect > max(a.Effect, Reads) {
		a.Effect, a.Reason = b.Effect, b.Reason
	}
	if a.Doubt == "" {
		a.Doubt = b.Doubt
	}
	return a
}

// resolution is the state of resolving one tool.
type resolution struct {
	trust Trust
	out   *Tool
}

func (rs resolution) warn(format string, args ...any) {
	rs.out.Warnings = append(rs.out.Warnings, fmt.Sprintf(format, args...))
}

// clean drops what a declaration cannot mean: under checked trust, the
// specification's defaults declared wholesale; unless trusted, read-only
// together with destructive.
func (rs resolution) clean(d Set) Set {
	if rs.trust == Checked && isSpecDefaults(d) {
		rs.warn("declares exactly the specification's defaults (readOnlyHint=false, destructiveHint=true, idempotentHint=false, openWorldHint=true), which carry no information: treated as absent")
		return Set{}
	}
	if d.ReadOnly != nil && *d.ReadOnly && d.Destructive != nil && *d.Destructive && rs.trust != Trusted {
		rs.warn("declares both readOnlyHint and destructiveHint: treated as not read-only")
		f := false
		d.ReadOnly = &f
	}
	return d
}

// hint resolves one hint from its declaration, its guess and its default.
func (rs resolution) hint(name string, decl *bool, guess Guess, def bool, dangerous bool) Hint {
	switch {
	case rs.trust == Untrusted:
		// The defaults are the most dangerous values, so neither the
		// declaration nor inference from the server's own text counts.
		if decl != nil && *decl != def {
			rs.warn("untrusted server: declared %s=%t ignored", name, *decl)
		}
		return Hint{def, Default}
	case decl != nil:
		if rs.trust == Checked && guess.Known && guess.Value != *decl && guess.Value == dangerous {
			rs.warn("declared %s=%t, but %s: using %t", name, *decl, guess.Reason, guess.Value)
			return Hint{guess.Value, Inferred}
		}
		return Hint{*decl, Declared}
	case guess.Known:
		return Hint{guess.Value, Inferred}
	}
	return Hint{def, Default}
}

// isSpecDefaults reports a declaration of all four hints with the
// specification's default values, as some server frameworks send on every
// tool whatever it does.
func isSpecDefaults(s Set) bool {
	return s.ReadOnly != nil && !*s.ReadOnly && s.Destructive != nil && *s.Destructive &&
		s.Idempotent != nil && !*s.Idempotent && s.OpenWorld != nil && *s.OpenWorld
}

// onlyDefaults reports a declaration whose every hint has the
// specification's default value: it says nothing the absence of
// annotations would not, so it does not make a tool annotated (and a
// server cannot escape a policy's unannotated: posture by sending it).
func onlyDefaults(s Set) bool {
	is := func(v *bool, def bool) bool { return v == nil || *v == def }
	return is(s.ReadOnly, false) && is(s.Destructive, true) && is(s.Idempotent, false) && is(s.OpenWorld, true)
}

// setHints sets t's hints and class. For a read-only tool, destructive and
// idempotent take the values the specification implies, with readOnly's
// source.
func (t *Tool) setHints(ro, de, id, ow Hint) {
	if ro.Value {
		de, id = Hint{false, ro.Source}, Hint{true, ro.Source}
	}
	t.ReadOnly, t.Destructive, t.Idempotent, t.OpenWorld = ro, de, id, ow
	t.Class = classOf(ro.Value, de.Value)
}

// ResolveList resolves a whole tools/list result. Tools with an empty name
// are dropped with a warning in problems; a name listed twice is resolved
// once, with the most dangerous value of each hint among its definitions,
// because a call by that name may reach either.
func (r *Resolver) ResolveList(server string, tools []*mcp.Tool) (resolved []Tool, problems []string) {
	resolved = make([]Tool, 0, len(tools))
	index := make(map[string]int, len(tools))
	for i, t := range tools {
		if t == nil || t.Name == "" {
			problems = append(problems, fmt.Sprintf("tool %d: no name; dropped", i))
			continue
		}
		rt := r.Resolve(server, t)
		if j, dup := index[t.Name]; dup {
			problems = append(problems, fmt.Sprintf("tool %d: duplicate name %q; merged with the most dangerous hints", i, t.Name))
			resolved[j] = mostDangerous(resolved[j], rt)
			continue
		}
		index[t.Name] = len(resolved)
		resolved = append(resolved, rt)
	}
	return resolved, problems
}

// maxWarnings bounds the warnings a tool merged from twins keeps.
const maxWarnings = 16

func mostDangerous(a, b Tool) Tool {
	pick := func(x, y Hint, dangerous bool) Hint {
		if x.Value != dangerous && y.Value == dangerous {
			return y
		}
		return x
	}
	a.ReadOnly = pick(a.ReadOnly, b.ReadOnly, false)
	a.Destructive = pick(a.Destructive, b.Destructive, true)
	a.Idempotent = pick(a.Idempotent, b.Idempotent, false)
	a.OpenWorld = pick(a.OpenWorld, b.OpenWorld, true)
	a.Class = classOf(a.ReadOnly.Value, a.Destructive.Value)
	a.Warnings = mergeWarnings(a.Warnings, b.Warnings)
	if a.Fingerprint != b.Fingerprint {
		// The first definition's own fingerprint leads a merged one; the
		// twins after it are chained into one hash of fixed size, so
		// every twin counts (a change to any changes the pin) and each
		// merge costs the same.
		first, rest, merged := strings.Cut(a.Fingerprint, "+")
		if merged {
			sum := sha256.Sum256([]byte(rest + "+" + b.Fingerprint))
			b.Fingerprint = hex.EncodeToString(sum[:min(max(len(rest)/2, 8), len(sum))])
		}
		a.Fingerprint = first + "+" + b.Fingerprint
	}
	return a
}

// Warnings of merged twins.
const (
	twinWarning = "listed more than once with different definitions"
	moreWarning = "more warnings left out"
)

// mergeWarnings returns a's warnings (not modified) followed by the twin
// warning and those of b it does not hold yet, at most maxWarnings and
// then moreWarning: a name listed thousands of times keeps a few
// warnings, and each merge costs a bounded time.
func mergeWarnings(a, b []string) []string {
	out := slices.Clip(a)
	for _, w := range append([]string{twinWarning}, b...) {
		switch {
		case slices.Contains(out, w):
		case len(out) < maxWarnings:
			out = append(out, w)
		default:
			if !slices.Contains(out, moreWarning) {
				out = append(out, moreWarning)
			}
			return out
		}
	}
	return out
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// maxTitle bounds a title's length in runes.
const maxTitle = 120

// title picks annotations.title, then tool.title, then a title derived
// from the name, with control characters removed and length bounded.
func title(t *mcp.Tool, d Declaration) string {
	s := firstNonEmpty(strings.TrimSpace(d.Title), strings.TrimSpace(t.Title))
	if s == "" {
		return TitleFromName(t.Name)
	}
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	if rs := []rune(s); len(rs) > maxTitle {
		s = string(rs[:maxTitle-1]) + "…"
	}
	return s
}

// TitleFromName derives a readable title from a tool name:
// "nc_notes_delete_note" becomes "Nc notes delete note".
func TitleFromName(name string) string {
	// A title is short: the first MaxNameLen bytes of a name make it.
	long := len(name) > MaxNameLen
	if long {
		i := MaxNameLen
		for i > 0 && !utf8.RuneStart(name[i]) {
			i-- // never split a character
		}
		name = name[:i]
	}
	ws := Words(name)
	if len(ws) == 0 {
		return name
	}
	s := strings.Join(ws, " ")
	if rs := []rune(s); len(rs) > maxTitle {
		s = string(rs[:maxTitle-1]) + "…"
	} else if long {
		s += "…"
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// Fingerprint identifies a tool definition: a SHA-256 over its name,
// title, description, input schema, annotations and tags, in a canonical form
// (object keys sorted). Any change to what the model or the user was shown
// changes the fingerprint; the same definition has the same fingerprint in
// every process, so approvals bound to it can be stored.
func Fingerprint(t *mcp.Tool) string {
	if t == nil {
		return ""
	}
	b := make([]byte, 0, 512)
	b = appendString(b, t.Name)
	b = appendString(b, t.Title)
	b = appendString(b, t.Description)
	b = appendCanonical(b, t.InputSchema, 0)
	if a := t.Annotations; a != nil {
		b = append(b, 'A')
		b = appendString(b, a.Title)
		b = append(b, flag(a.ReadOnlyHint), flag(a.IdempotentHint), optFlag(a.DestructiveHint), optFlag(a.OpenWorldHint))
	}
	// Tags decide rules (tool.tags), so a change of tags is a change of
	// definition. Untagged tools add nothing, so their fingerprints are
	// those of definitions without _meta.
	if tags := TagsOf(t.Meta); len(tags) > 0 {
		b = append(b, 'T')
		for _, tag := range tags {
			b = appendString(b, tag)
		}
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

func flag(v bool) byte {
	if v {
		return 't'
	}
	return 'f'
}

func optFlag(v *bool) byte {
	if v == nil {
		return '-'
	}
	return flag(*v)
}

// appendString appends a length-prefixed string, so that no two different
// sequences of strings share an encoding.
func appendString(b []byte, s string) []byte {
	b = strconv.AppendInt(b, int64(len(s)), 10)
	b = append(b, ':')
	return append(b, s...)
}

// appendCanonical appends a canonical encoding of a value decoded from
// JSON; other types (a *jsonschema.Schema, say) are encoded as JSON.
func appendCanonical(b []byte, v any, depth int) []byte {
	if depth > 128 {
		// Deeper still: the JSON encoding (keys sorted), so that nothing
		// down there can change unnoticed.
		data, err := json.Marshal(v)
		if err != nil {
			return fmt.Appendf(b, "!%v", err)
		}
		b = append(b, 'j')
		return appendString(b, string(data))
	}
	switch x := v.(type) {
	case nil:
		return append(b, 'n')
	case bool:
		return append(b, 'b', flag(x))
	case float64:
		b = append(b, 'd')
		return strconv.AppendFloat(b, x, 'g', -1, 64)
	case string:
		b = append(b, 's')
		return appendString(b, x)
	case []any:
		b = append(b, '[')
		b = strconv.AppendInt(b, int64(len(x)), 10)
		for _, e := range x {
			b = appendCanonical(b, e, depth+1)
		}
		return append(b, ']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, '{')
		b = strconv.AppendInt(b, int64(len(x)), 10)
		for _, k := range keys {
			b = appendString(b, k)
			b = appendCanonical(b, x[k], depth+1)
		}
		return append(b, '}')
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Appendf(b, "!%v", err)
	}
	// Re-decode so that a typed schema and its JSON form fingerprint alike.
	var generic any
	if json.Unmarshal(data, &generic) == nil {
		return appendCanonical(b, generic, depth+1)
	}
	b = append(b, 'j')
	return appendString(b, string(data))
}
