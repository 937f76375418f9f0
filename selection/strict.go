package selection

import "unicode/utf8"

// Limits of strict mode (structured outputs): nesting depth, the total
// number of object properties and of enum values, the characters of all
// property names, enum and const values, and the characters of the values
// of one enum of more than 250 values.
const (
	maxStrictDepth     = 10
	maxStrictProps     = 5000
	maxStrictEnums     = 1000
	maxStrictChars     = 120000
	maxStrictLargeEnum = 250
	maxStrictEnumChars = 15000
)

// strictCount is what a schema has used of the limits of strict mode.
type strictCount struct {
	props, enums, chars int
}

// strictKeywords are the JSON Schema keywords this package lets through in
// strict mode: a conservative subset of what strict mode supports.
var strictKeywords = map[string]bool{
	"type": true, "properties": true, "required": true, "additionalProperties": true,
	"items": true, "enum": true, "const": true, "description": true, "anyOf": true,
}

var strictTypes = map[string]bool{
	"string": true, "number": true, "integer": true, "boolean": true, "object": true, "array": true, "null": true,
}

// StrictSchema reports whether an input schema can be used in strict mode
// as it is: the root is an object schema; every object schema lists all
// its properties as required and sets additionalProperties to false; no
// keyword outside a conservative subset (type, properties, required,
// additionalProperties, items, enum, const, description, anyOf)
// appears; nesting is at most 10 deep; there are at most 5,000
// properties and 1,000 enum values; property names, enum and const values
// are at most 120,000 characters together, and the values of an enum of
// more than 250 at most 15,000. When in doubt it says no, and the tool is
// sent without strict mode.
func StrictSchema(schema map[string]any) bool {
	if schema == nil || schema["type"] != "object" {
		return false
	}
	var n strictCount
	return strictNode(schema, 0, &n)
}

func strictNode(v any, depth int, n *strictCount) bool {
	s, ok := v.(map[string]any)
	if !ok || depth > maxStrictDepth {
		return false
	}
	for k := range s {
		if !strictKeywords[k] {
			return false
		}
	}
	if d, ok := s["description"]; ok {
		if _, ok := d.(string); !ok {
			return false
		}
	}
	_, typed := s["type"]
	_, union := s["anyOf"]
	if !typed && !union || !strictType(s["type"]) {
		return false
	}
	if branches, ok := s["anyOf"]; ok {
		list, ok := branches.([]any)
		if !ok || len(list) == 0 {
			return false
		}
		for _, b := range list {
			if !strictNode(b, depth+1, n) {
				return false
			}
		}
	}
	if items, ok := s["items"]; ok && !strictNode(items, depth+1, n) {
		return false
	}
	if !n.values(s) {
		return false
	}
	if !isObject(s) {
		_, hasProps := s["properties"]
		_, hasReq := s["required"]
		return !hasProps && !hasReq
	}
	return strictObject(s, depth, n)
}

// values counts the enum and const values of a schema node against the
// limits, and reports whether they are within them.
func (n *strictCount) values(s map[string]any) bool {
	if c, ok := s["const"]; ok {
		n.chars += valueChars(c)
	}
	if e, ok := s["enum"]; ok {
		list, ok := e.([]any)
		if !ok || len(list) == 0 {
			return false
		}
		n.enums += len(list)
		chars := 0
		for _, v := range list {
			chars += valueChars(v)
		}
		n.chars += chars
		if len(list) > maxStrictLargeEnum && chars > maxStrictEnumChars {
			return false
		}
	}
	return n.enums <= maxStrictEnums && n.chars <= maxStrictChars
}

// valueChars is the length of an enum or const value as strict mode counts
// it: a string's characters; any other value counts as 24, longer than a
// number, a boolean or null is written.
func valueChars(v any) int {
	if s, ok := v.(string); ok {
		return utf8.RuneCountInString(s)
	}
	return 24
}

func strictObject(s map[string]any, depth int, n *strictCount) bool {
	if ap, ok := s["additionalProperties"].(bool); !ok || ap {
		return false
	}
	properties, _ := s["properties"].(map[string]any)
	if _, ok := s["properties"]; ok && properties == nil {
		return false
	}
	required := map[string]bool{}
	if r, ok := s["required"]; ok {
		list, ok := stringList(r)
		if !ok {
			return false
		}
		for _, name := range list {
			if required[name] {
				return false
			}
			required[name] = true
		}
	}
	if len(required) != len(properties) {
		return false
	}
	n.props += len(properties)
	if n.props > maxStrictProps {
		return false
	}
	for name := range properties {
		n.chars += utf8.RuneCountInString(name)
	}
	if n.chars > maxStrictChars {
		return false
	}
	for name, p := range properties {
		if !required[name] || !strictNode(p, depth+1, n) {
			return false
		}
	}
	return true
}

// strictType accepts a type name or a list of them (["string", "null"]).
func strictType(t any) bool {
	switch t := t.(type) {
	case nil:
		return true
	case string:
		return strictTypes[t]
	case []any, []string:
		list, ok := stringList(t)
		if !ok || len(list) == 0 {
			return false
		}
		for _, s := range list {
			if !strictTypes[s] {
				return false
			}
		}
		return true
	}
	return false
}

// stringList returns a JSON array of strings, decoded ([]any) or built in Go
// ([]string).
func stringList(v any) ([]string, bool) {
	switch v := v.(type) {
	case []string:
		return v, true
	case []any:
		out := make([]string, len(v))
		for i, x := range v {
			s, ok := x.(string)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	}
	return nil, false
}

func isObject(s map[string]any) bool {
	if t, ok := s["type"].(string); ok {
		return t == "object"
	}
	list, _ := stringList(s["type"])
	for _, x := range list {
		if x == "object" {
			return true
		}
	}
	return false
}
