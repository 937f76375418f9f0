package prompt

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// Level is how far a section was shortened to fit its budget. Each level
// keeps what the one before it kept, in less space; at every level each
// destructive tool is still named.
type Level uint8

const (
	// Full lists every tool with its title and a description cut to
	// Options.MaxDescription.
	Full Level = iota
	// Shortened cuts descriptions to Options.ShortDescription.
	Shortened
	// ReadOnlyNames lists read-only (and unavailable) tools by name only.
	ReadOnlyNames
	// ReadOnlySummary counts read-only (and unavailable) tools per server
	// instead of naming them ("12 read-only tools of server github"), but
	// for the tools marked Ask, still named.
	ReadOnlySummary
	// Names lists write and destructive tools by name only too.
	Names
	// Minimal counts write tools per server too; destructive tools, and
	// tools marked Ask, are still named one by one.
	Minimal
)

var levelNames = [...]string{"full", "shortened", "read-only-names", "read-only-summary", "names", "minimal"}

func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", l)
}

// Data is what a template is executed with. Every string in it is safe to
// place anywhere on a line: server text has no line breaks, control, bidi
// or zero-width characters, and is in double quotes with the characters
// that could close the quote, start a code span or open markup replaced;
// names are bare when made of [A-Za-z0-9_.-] and starting with a letter,
// and quoted with escapes otherwise.
type Data struct {
	// Style is the style asked for; Enforced is Style == Enforced.
	Style    Style
	Enforced bool
	// Level is the degradation being rendered.
	Level Level
	// Servers is true when the tools come from more than one named
	// server; each Entry's Server is set only then.
	Servers bool
	// Tiers are the non-empty tiers, in the order read-only, write,
	// destructive, unavailable.
	Tiers []Tier
	// Rules are the numbered safety rules for the style and the tiers
	// present.
	Rules []Rule
}

// Has reports whether a tier of the given kind is present.
func (d *Data) Has(kind string) bool {
	return slices.ContainsFunc(d.Tiers, func(t Tier) bool { return t.Kind == kind })
}

// Tier is the tools of one safety tier.
type Tier struct {
	// Kind is "read-only", "write", "destructive" or "unavailable".
	Kind string
	// Heading names the tier and says how to use its tools.
	Heading string
	// Tools are listed one by one, sorted by server, then name.
	Tools []Entry
	// Summaries count the tools of each server that are not listed one
	// by one at this level, sorted by server.
	Summaries []Summary
}

// Entry is one tool as shown. Every field is sanitised (see [Data]).
type Entry struct {
	// Name is the name the model calls the tool by.
	Name string
	// Server is the tool's server, set when the tools come from more than
	// one server.
	Server string
	// Title is the quoted title; empty when it only repeats the name or at
	// a level that shows names only.
	Title string
	// Description is the quoted one-line description; empty when there is
	// none or at a level that shows names only.
	Description string
	// Confirm is set in the Enforced style when the policy has a human
	// confirm calls of the tool.
	Confirm bool
	// Ask is set in the ModelAsks style when the policy has a human
	// confirm calls of a tool that is not destructive: with no gate, the
	// model must ask the user first, as it does for every destructive
	// tool. A tool marked Ask is named at every level.
	Ask bool
	// Reason is the policy's quoted reason for an unavailable tool.
	Reason string
}

// String returns the entry as the built-in template shows it, on one
// line: the name, the server in parentheses, the title, a colon and the
// description, the reason it is refused, and a mark when a human is asked
// first or the model must ask the user first.
func (e Entry) String() string {
	var b strings.Builder
	b.Grow(len(e.Name) + len(e.Server) + len(e.Title) + len(e.Description) + len(e.Reason) + 48)
	b.WriteString(e.Name)
	if e.Server != "" {
		b.WriteString(" (server ")
		b.WriteString(e.Server)
		b.WriteByte(')')
	}
	if e.Title != "" {
		b.WriteByte(' ')
		b.WriteString(e.Title)
	}
	if e.Description != "" {
		b.WriteString(": ")
		b.WriteString(e.Description)
	}
	if e.Reason != "" {
		b.WriteString(", refused: ")
		b.WriteString(e.Reason)
	}
	if e.Confirm {
		b.WriteString(" [a human is asked first]")
	}
	if e.Ask {
		b.WriteString(" " + askMark)
	}
	return b.String()
}

// Summary counts the tools of one tier and one server.
type Summary struct {
	Kind   string // the tier's kind
	Server string // the server's name; empty when unnamed
	Count  int
}

// Rule is one numbered safety rule.
type Rule struct {
	N    int
	Text string
}

// Tier kinds, in the order they are shown.
const (
	kindRead        = "read-only"
	kindWrite       = "write"
	kindDestructive = "destructive"
	kindUnavailable = "unavailable"
)

var kinds = [...]string{kindRead, kindWrite, kindDestructive, kindUnavailable}

// item is one shown tool, sanitised once for every level.
type item struct {
	tier            int // index in kinds
	server, name    string
	serverQ, nameQ  string
	title, desc     string // cleaned, not cut, not quoted
	reason          string // cleaned
	confirm, titled bool
}

// collect keeps the tools the model may see, sanitised and sorted.
// Server text is cut to limit runes before it is cleaned.
func collect(tools []rules.Listing, denied bool, nameOf func(*rules.Listing) (string, bool), limit int) []*item {
	all := make([]item, 0, len(tools))
	for i := range tools {
		l := &tools[i]
		t := &l.Tool
		it := item{server: t.Server, name: t.Name}
		if nameOf != nil {
			var ok bool
			if it.name, ok = nameOf(l); !ok {
				continue
			}
		}
		switch l.Decision.Action {
		case rules.Allow:
		case rules.Confirm:
			it.confirm = true
		case rules.Deny:
			if !denied {
				continue
			}
			it.tier = 3
			it.reason = clean(l.Decision.Reason, limit)
		default: // Hide, and any action this package does not know
			continue
		}
		if it.tier == 0 {
			switch t.Class {
			case hints.ReadOnly:
				it.tier = 0
			case hints.Write:
				it.tier = 1
			default: // Destructive, and any class this package does not know
				it.tier = 2
			}
		}
		it.nameQ = quoteName(it.name)
		if t.Server != "" {
			it.serverQ = quoteName(t.Server)
		}
		it.title = clean(t.Title, limit)
		it.titled = it.title != "" && !sameWords(it.title, t.Name)
		if t.Definition != nil {
			it.desc = clean(t.Definition.Description, limit)
		}
		all = append(all, it)
	}
	out := make([]*item, len(all))
	for i := range all {
		out[i] = &all[i]
	}
	slices.SortFunc(out, compare)
	return out
}

// compare orders items by tier, server and name, then by everything else
// shown, so that the order never depends on the input's.
func compare(a, b *item) int {
	if c := cmp.Compare(a.tier, b.tier); c != 0 {
		return c
	}
	if c := strings.Compare(a.server, b.server); c != 0 {
		return c
	}
	if c := strings.Compare(a.name, b.name); c != 0 {
		return c
	}
	return cmp.Or(strings.Compare(a.title, b.title), strings.Compare(a.desc, b.desc), strings.Compare(a.reason, b.reason),
		cmpBool(a.confirm, b.confirm))
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// maxTitle bounds a title as shown, in characters.
const maxTitle = 80

// newData lays out the items at one level.
func newData(items []*item, o *Options, level Level) *Data {
	d := &Data{Style: o.Style, Enforced: o.Style == Enforced, Level: level}
	for i := 1; i < len(items); i++ {
		if items[i].server != items[0].server {
			d.Servers = true
			break
		}
	}
	width := o.MaxDescription
	if level >= Shortened {
		width = o.ShortDescription
	}
	for start := 0; start < len(items); {
		k := items[start].tier
		end := start
		for end < len(items) && items[end].tier == k {
			end++
		}
		tier := Tier{Kind: kinds[k], Heading: heading(k, o.Style)}
		switch {
		case summarised(k, level):
			var rest []*item
			for _, it := range items[start:end] {
				if asks(it, o.Style) {
					tier.Tools = append(tier.Tools, entry(it, d, width, true))
				} else {
					rest = append(rest, it)
				}
			}
			tier.Summaries = summarise(rest, kinds[k])
		default:
			names := namesOnly(k, level)
			tier.Tools = make([]Entry, 0, end-start)
			for i := start; i < end; i++ {
				tier.Tools = append(tier.Tools, entry(items[i], d, width, names))
			}
		}
		d.Tiers = append(d.Tiers, tier)
		start = end
	}
	d.Rules = safetyRules(d)
	return d
}

// asks reports whether the model must ask the user before calling a tool
// in style: the ModelAsks style, a tool the policy has a human confirm,
// outside the destructive tier (whose every tool the model asks about)
// and the unavailable one.
func asks(it *item, style Style) bool {
	return style == ModelAsks && it.confirm && (it.tier == 0 || it.tier == 1)
}

func entry(it *item, d *Data, width int, names bool) Entry {
	e := Entry{Name: it.nameQ, Confirm: it.confirm && d.Enforced, Ask: asks(it, d.Style)}
	if d.Servers {
		e.Server = it.serverQ
	}
	if names {
		return e
	}
	if it.titled {
		e.Title = quote(it.title, maxTitle)
	}
	e.Description = quote(it.desc, width)
	e.Reason = quote(it.reason, width)
	return e
}

// namesOnly reports whether a tier shows names only at a level.
func namesOnly(tier int, level Level) bool {
	if tier == 0 || tier == 3 {
		return level >= ReadOnlyNames
	}
	return level >= Names
}

// summarised reports whether a tier is counted per server at a level.
// Destructive tools never are.
func summarised(tier int, level Level) bool {
	switch tier {
	case 0, 3:
		return level >= ReadOnlySummary
	case 1:
		return level >= Minimal
	}
	return false
}

func summarise(items []*item, kind string) []Summary {
	var out []Summary
	for i, it := range items {
		if i > 0 && it.server == items[i-1].server {
			out[len(out)-1].Count++
			continue
		}
		out = append(out, Summary{Kind: kind, Server: it.serverQ, Count: 1})
	}
	return out
}
