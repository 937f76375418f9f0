package selection

import (
	"strings"
	"unicode"

	"github.com/hintgate/hintgate/rules"
)

// boilerplateTools is how many tools of one server must share a sentence
// for it to be boilerplate ("Error Responses:", a data-modification
// warning, the server's name before each description): text that says
// nothing about what one tool does.
const boilerplateTools = 3

// described is a tool's description made ready for ranking: its text
// without boilerplate and without the names of the other tools it refers
// to.
type described struct {
	text string
}

// describeAll prepares the descriptions of tools. A sentence that
// boilerplateTools or more tools of one server share is left out, and so
// are the names of other tools of the list: "use hubspot-list-objects
// first" says nothing about the tool that says it.
func describeAll(tools []rules.Listing) []described {
	segs := make([][]string, len(tools))
	keys := make([][]string, len(tools)) // segs, normalised
	type at struct{ server, seg string }
	shared := map[at]int{}
	names := map[string]bool{}
	seen := map[string]bool{}
	for i := range tools {
		t := &tools[i].Tool
		if isCompound(t.Name) {
			names[t.Name] = true
		}
		if t.Definition == nil {
			continue
		}
		segs[i] = segments(cut(t.Definition.Description, 64<<10))
		keys[i] = make([]string, len(segs[i]))
		clear(seen)
		for j, s := range segs[i] {
			k := normal(s)
			keys[i][j] = k
			if k != "" && !seen[k] {
				seen[k] = true
				shared[at{t.Server, k}]++
			}
		}
	}
	out := make([]described, len(tools))
	var text strings.Builder
	for i := range tools {
		t := &tools[i].Tool
		text.Reset()
		for j, s := range segs[i] {
			if shared[at{t.Server, keys[i][j]}] >= boilerplateTools {
				continue
			}
			text.WriteString(dropNames(s, names, t.Name))
			text.WriteString("\n")
		}
		out[i] = described{text: text.String()}
	}
	return out
}

// segments splits a description into sentences, lines and the parts a
// "|" separates, without list markers.
func segments(desc string) []string {
	var out []string
	start := 0
	flush := func(end int) {
		s := strings.TrimSpace(desc[start:end])
		s = strings.TrimLeft(s, "-*#>•0123456789.): \t")
		if s != "" {
			out = append(out, s)
		}
	}
	for i := 0; i < len(desc); i++ {
		switch c := desc[i]; {
		case c == '\n' || c == '|':
			flush(i)
			start = i + 1
		case (c == '.' || c == '!' || c == '?') && i+1 < len(desc) && (desc[i+1] == ' ' || desc[i+1] == '\n'):
			flush(i + 1)
			start = i + 1
		}
	}
	flush(len(desc))
	return out
}

// normal is a segment as compared for boilerplate: lower case, single
// spaces.
func normal(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// isCompound reports whether a tool name is made of several words
// ("list_objects", "getUser"): a name that is one plain word ("query",
// "fetch") is also an everyday word, and is kept in descriptions.
func isCompound(name string) bool {
	for i, r := range name {
		if r == '_' || r == '-' || r == '.' || i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// dropNames removes from s the names of other tools (names holds the
// compound names of the list; own is the tool's own name).
func dropNames(s string, names map[string]bool, own string) string {
	if len(names) == 0 {
		return s
	}
	var b strings.Builder
	last, start := 0, -1 // last: end of what is copied; start: of the current token
	for i, r := range s + " " {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '.' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		tok := strings.TrimRight(s[start:i], ".-")
		if tok != own && names[tok] {
			b.WriteString(s[last:start])
			last = start + len(tok)
		}
		start = -1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}
