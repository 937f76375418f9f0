package prompt

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"text/template"
	"unicode/utf8"

	"github.com/hintgate/hintgate/rules"
)

// Style says who asks a human before a destructive call.
type Style uint8

const (
	// ModelAsks is for tools called without a gate: the model must ask the
	// user for an explicit yes before any destructive call. It is the
	// zero value because it is safe whether or not a gate is present.
	ModelAsks Style = iota
	// Enforced is for tools called through a hintgate guard, which asks a
	// human whenever the policy says so: the model states what it will do
	// and calls the tool, without also asking in the chat, and respects a
	// refusal that comes back as the tool's result.
	Enforced
)

var styleNames = [...]string{"model-asks", "enforced"}

func (s Style) String() string {
	if int(s) < len(styleNames) {
		return styleNames[s]
	}
	return fmt.Sprintf("Style(%d)", s)
}

// ParseStyle parses "enforced" or "model-asks".
func ParseStyle(s string) (Style, error) {
	for i, n := range styleNames {
		if s == n {
			return Style(i), nil
		}
	}
	return ModelAsks, fmt.Errorf("unknown style %q (want enforced or model-asks)", s)
}

// Defaults of [Options].
const (
	DefaultMaxDescription   = 200
	DefaultShortDescription = 60
)

// Options configure [Build]. A nil *Options is the zero value, and the
// zero value of every field is its documented default.
type Options struct {
	// Style says who asks before a destructive call. Default: ModelAsks,
	// which is safe without a gate; use Enforced when every call goes
	// through a hintgate guard.
	Style Style
	// Budget bounds the section's size, as Measure counts it. When the
	// tools do not fit, Build shortens the section step by step (see
	// [Level]) and never drops a destructive tool. Default 0: no bound.
	Budget int
	// Measure returns the size of a text in the budget's unit. Default:
	// its length in characters (Unicode code points). Plug in a tokenizer
	// to budget in tokens; it must be deterministic, and safe for
	// concurrent use if Build is called concurrently.
	Measure func(string) int
	// IncludeDenied lists the tools the policy denies under "unavailable",
	// so the model does not plan with them. Default: they are left out,
	// like hidden tools, which are never shown.
	IncludeDenied bool
	// Name gives the name the model calls a tool by, when the tools are
	// handed to the model under other names than the servers' own:
	// pass (*selection.Names).Name so that the section and the tool list
	// agree. A tool it gives no name is left out. Default: the tool's
	// own name.
	Name func(l *rules.Listing) (string, bool)
	// MaxDescription bounds each description, in characters, before any
	// budget applies. Default DefaultMaxDescription.
	MaxDescription int
	// ShortDescription is the bound of the first degradation step, in
	// characters. Default DefaultShortDescription.
	ShortDescription int
	// Template replaces the built-in template (see [Template]). It is
	// executed with a *[Data], whose text is already sanitised and
	// quoted. Default: the built-in one.
	Template *template.Template
}

// Section is a built system-prompt section.
type Section struct {
	// Text is the section; the built-in template ends it in a newline.
	Text string
	// Level is the degradation that was needed to fit the budget.
	Level Level
	// Size is Text's size as Options.Measure counts it.
	Size int
}

// String returns s.Text.
func (s *Section) String() string { return s.Text }

// BudgetError reports that even the smallest form of the section does not
// fit the budget. [Build] returns it together with that smallest form
// (Level Minimal), which still names every destructive tool: a caller may
// use it anyway or raise the budget.
type BudgetError struct {
	Budget int // the budget asked for
	Size   int // the size of the smallest form
}

func (e *BudgetError) Error() string {
	return fmt.Sprintf("prompt: the smallest section is %d, over the budget of %d by %d", e.Size, e.Budget, e.Size-e.Budget)
}

//go:embed prompt.tmpl
var builtinText string

var builtin = template.Must(template.New("prompt.tmpl").Parse(builtinText))

// Template returns a copy of the built-in template, to extend with
// definitions of your own or to read as an example. The built-in
// template's text is in the package source, prompt.tmpl.
func Template() *template.Template {
	return template.Must(builtin.Clone())
}

// Build writes the system-prompt section that tells a model the safety
// tier of each tool it may call and how to behave with each tier.
//
// tools are the guard's listings (see [rules.Listing]); tools decided
// Hide never appear, tools decided Deny appear only with
// Options.IncludeDenied. The order of tools does not matter: the section
// is sorted by tier, server and name, and the same tools and options
// always give the same text, so prompt caches hit.
//
// When the section does not fit Options.Budget even at Level Minimal,
// Build returns that smallest section and a *[BudgetError].
//
// Build is safe for concurrent use.
func Build(tools []rules.Listing, opts *Options) (*Section, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.Style > Enforced {
		return nil, fmt.Errorf("prompt: unknown style %d", o.Style)
	}
	if o.Budget < 0 {
		return nil, fmt.Errorf("prompt: negative budget %d", o.Budget)
	}
	if o.MaxDescription < 0 || o.ShortDescription < 0 {
		return nil, errors.New("prompt: negative description bound")
	}
	if o.MaxDescription == 0 {
		o.MaxDescription = DefaultMaxDescription
	}
	if o.ShortDescription == 0 {
		o.ShortDescription = DefaultShortDescription
	}
	o.ShortDescription = min(o.ShortDescription, o.MaxDescription)
	if o.Measure == nil {
		o.Measure = utf8.RuneCountInString
	}
	if o.Template == nil {
		o.Template = builtin
	}
	entries := collect(tools, o.IncludeDenied, o.Name, 2*max(o.MaxDescription, maxTitle)+16)
	size := 2048
	for _, e := range entries {
		size += len(e.nameQ) + len(e.serverQ) + len(e.title) + len(e.desc) + len(e.reason) + 48
	}
	var b strings.Builder
	for level := Full; ; level++ {
		b.Reset()
		b.Grow(size)
		if err := o.Template.Execute(&b, newData(entries, &o, level)); err != nil {
			return nil, fmt.Errorf("prompt: template %s: %w", o.Template.Name(), err)
		}
		s := &Section{Text: b.String(), Level: level}
		s.Size = o.Measure(s.Text)
		if o.Budget == 0 || s.Size <= o.Budget {
			return s, nil
		}
		if level == Minimal {
			return s, &BudgetError{Budget: o.Budget, Size: s.Size}
		}
	}
}
