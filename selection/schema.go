package selection

import (
	"strings"
	"unicode/utf8"

	"github.com/hintgate/hintgate/rules"
)

// MaxSchema bounds, in bytes of JSON (counted without escapes), the input
// schema of each tool handed to the model: one server cannot fill the
// model's context (or its bill) through a huge schema, as it cannot
// through a huge description. The largest schemas of real servers are
// about 50 KB. A tool whose schema is larger is left out of the tools
// handed to the model.
const MaxSchema = 128 << 10

// modelSchema is the input schema the model is given for a tool: the
// server's, without the characters a human reviewing the tools would not
// see (see [visible]) in any key or string, copied only when it has some;
// false when it is larger than MaxSchema, or when two keys of an object
// differ only by such characters (a server that sends them means to
// deceive, and which one to keep is no choice to make for it).
func modelSchema(l *rules.Listing) (map[string]any, bool) {
	s := parameters(l)
	m := schemaMeter{left: MaxSchema}
	if !m.measure(s) {
		return nil, false
	}
	if !m.hidden {
		return s, true
	}
	c, ok := cleanSchema(s)
	if !ok {
		return nil, false
	}
	return c.(map[string]any), true
}

// schemaMeter counts the JSON bytes of a schema until left runs out, and
// notes hidden characters.
type schemaMeter struct {
	left   int
	hidden bool
}

// measure reports whether v fits in what is left. Every value costs at
// least a byte, so a walk ends even on a schema built in Go with a cycle.
func (m *schemaMeter) measure(v any) bool {
	switch v := v.(type) {
	case string:
		return m.text(v)
	case map[string]any:
		m.left -= 2
		for k, x := range v {
			if !m.text(k) || !m.measure(x) {
				return false
			}
			m.left-- // the colon and the comma
		}
	case []any:
		m.left -= 2
		for _, x := range v {
			if !m.measure(x) {
				return false
			}
			m.left--
		}
	default: // numbers, booleans and null, at their longest
		m.left -= 24
	}
	return m.left >= 0
}

func (m *schemaMeter) text(s string) bool {
	m.left -= len(s) + 2
	if m.left < 0 {
		return false
	}
	if !m.hidden && hasHidden(s) {
		m.hidden = true
	}
	return true
}

// cleanSchema returns a copy of a decoded schema with the hidden
// characters of every key and string removed, and false when two keys of
// an object become one.
func cleanSchema(v any) (any, bool) {
	switch v := v.(type) {
	case string:
		return visible(v), true
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			c, ok := cleanSchema(x)
			if !ok {
				return nil, false
			}
			k = visible(k)
			if _, dup := out[k]; dup {
				return nil, false
			}
			out[k] = c
		}
		return out, true
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			c, ok := cleanSchema(x)
			if !ok {
				return nil, false
			}
			out[i] = c
		}
		return out, true
	}
	return v, true
}

// hasHidden reports whether s holds a character visible removes. Schemas
// are mostly ASCII, read a byte at a time.
func hasHidden(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf:
			return strings.ContainsFunc(s[i:], hidden)
		case c < 0x20 && c != '\n' && c != '\t', c == 0x7f:
			return true
		}
	}
	return false
}
