package hints

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxNameLen bounds a tool name's length in bytes. The MCP specification
// recommends at most 128 characters; longer names are rejected.
const MaxNameLen = 256

// MaxMetaLen bounds a tool's _meta in bytes of JSON; a larger one is
// ignored with a warning.
const MaxMetaLen = 64 << 10

// DecodeError reports a tool definition that cannot be used.
type DecodeError struct {
	// Field is the JSON path of the offending field ("name", "annotations").
	Field string
	Err   error
}

func (e *DecodeError) Error() string {
	if e.Field == "" {
		return e.Err.Error()
	}
	return e.Field + ": " + e.Err.Error()
}

func (e *DecodeError) Unwrap() error { return e.Err }

// DecodeTool decodes one MCP Tool object from JSON, keeping which
// annotations were present. Fields other than name, title, description,
// inputSchema, annotations and _meta are ignored; _meta (where tags live,
// see [TagsOf]) is kept when it is an object of at most [MaxMetaLen] bytes.
//
// Hostile input degrades safely: an annotation of the wrong JSON type is
// treated as absent (its default is the dangerous value) and reported in
// warnings; a missing, empty, overlong or non-string name is an error.
func DecodeTool(data []byte) (t *mcp.Tool, d Declaration, warnings []string, err error) {
	// Keys are matched exactly, as go-sdk matches them on the wire (a
	// struct would also take "Annotations" or "NAME"): a saved tool is
	// the tool the guard lists.
	var obj map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&obj); err != nil || obj == nil {
		if err == nil {
			err = errors.New("null")
		}
		return nil, d, nil, &DecodeError{Err: fmt.Errorf("not a JSON object: %w", err)}
	}
	if dec.More() {
		return nil, d, nil, &DecodeError{Err: errors.New("trailing data after the tool object")}
	}
	raw := struct{ Name, Title, Description, InputSchema, Annotations, Meta json.RawMessage }{
		obj["name"], obj["title"], obj["description"], obj["inputSchema"], obj["annotations"], obj["_meta"],
	}
	t = &mcp.Tool{}
	if err := str(raw.Name, &t.Name); err != nil || t.Name == "" {
		if err == nil {
			err = errors.New("missing or empty")
		}
		return nil, d, nil, &DecodeError{Field: "name", Err: err}
	}
	if len(t.Name) > MaxNameLen {
		return nil, d, nil, &DecodeError{Field: "name", Err: fmt.Errorf("%d bytes long, more than %d", len(t.Name), MaxNameLen)}
	}
	if !utf8.ValidString(t.Name) {
		return nil, d, nil, &DecodeError{Field: "name", Err: errors.New("not valid UTF-8")}
	}
	if !validName(t.Name) {
		warnings = append(warnings, fmt.Sprintf("name %q has characters outside [A-Za-z0-9_.-]", t.Name))
	}
	if err := str(raw.Title, &t.Title); err != nil {
		warnings = append(warnings, "title: "+err.Error()+"; ignored")
	}
	if err := str(raw.Description, &t.Description); err != nil {
		warnings = append(warnings, "description: "+err.Error()+"; ignored")
	}
	if w := decodeSchema(raw.InputSchema, t); w != "" {
		warnings = append(warnings, w)
	}
	if w := decodeMeta(raw.Meta, t); w != "" {
		warnings = append(warnings, w)
	}
	if len(raw.Annotations) == 0 || isNull(raw.Annotations) {
		return t, d, warnings, nil
	}
	var ann map[string]json.RawMessage
	if err := json.Unmarshal(raw.Annotations, &ann); err != nil {
		warnings = append(warnings, "annotations: not an object; ignored, defaults apply")
		return t, d, warnings, nil
	}
	t.Annotations = &mcp.ToolAnnotations{}
	boolean := func(key string, dst **bool) {
		v, ok := ann[key]
		if !ok || isNull(v) {
			return
		}
		var b bool
		if err := json.Unmarshal(v, &b); err != nil {
			warnings = append(warnings, fmt.Sprintf("annotations.%s: want a boolean, got %s; ignored, default applies", key, kind(v)))
			return
		}
		*dst = &b
	}
	boolean("readOnlyHint", &d.ReadOnly)
	boolean("destructiveHint", &d.Destructive)
	boolean("idempotentHint", &d.Idempotent)
	boolean("openWorldHint", &d.OpenWorld)
	if v, ok := ann["title"]; ok {
		if err := str(v, &d.Title); err != nil {
			warnings = append(warnings, "annotations.title: "+err.Error()+"; ignored")
		}
	}
	a := t.Annotations
	a.Title = d.Title
	if d.ReadOnly != nil {
		a.ReadOnlyHint = *d.ReadOnly
	}
	if d.Idempotent != nil {
		a.IdempotentHint = *d.Idempotent
	}
	a.DestructiveHint, a.OpenWorldHint = d.Destructive, d.OpenWorld
	return t, d, warnings, nil
}

// decodeSchema sets t.InputSchema from an inputSchema value, or returns
// why it cannot.
func decodeSchema(v json.RawMessage, t *mcp.Tool) (warning string) {
	if len(v) == 0 || isNull(v) {
		return ""
	}
	var schema any
	if err := json.Unmarshal(v, &schema); err != nil {
		return "inputSchema: " + err.Error() + "; ignored"
	}
	if _, ok := schema.(map[string]any); !ok {
		return "inputSchema: not an object; ignored"
	}
	t.InputSchema = schema
	return ""
}

// decodeMeta sets t.Meta from a _meta value, or returns why it cannot.
func decodeMeta(v json.RawMessage, t *mcp.Tool) (warning string) {
	if len(v) == 0 || isNull(v) {
		return ""
	}
	if len(v) > MaxMetaLen {
		return fmt.Sprintf("_meta: more than %d bytes; ignored", MaxMetaLen)
	}
	var meta map[string]any
	if err := json.Unmarshal(v, &meta); err != nil {
		return "_meta: want an object, got " + kind(v) + "; ignored"
	}
	t.Meta = meta
	return ""
}

func isNull(v json.RawMessage) bool { return string(bytes.TrimSpace(v)) == "null" }

func str(v json.RawMessage, dst *string) error {
	if len(v) == 0 || isNull(v) {
		return nil
	}
	if err := json.Unmarshal(v, dst); err != nil {
		return fmt.Errorf("want a string, got %s", kind(v))
	}
	return nil
}

func kind(v json.RawMessage) string {
	s := bytes.TrimSpace(v)
	if len(s) == 0 {
		return "nothing"
	}
	switch s[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func validName(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.')
	}) < 0
}
