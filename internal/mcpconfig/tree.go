package mcpconfig

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// maxDepth bounds nesting in a configuration file.
const maxDepth = 64

// node is a JSON value with the offset where it starts.
type node struct {
	off   int
	kind  byte // '{', '[', 's' string, 'n' number, 'b' bool, '0' null
	str   string
	bool  bool
	keys  []string
	kOffs []int
	vals  []*node
}

func (n *node) get(key string) (*node, int) {
	for i, k := range n.keys {
		if k == key {
			return n.vals[i], n.kOffs[i]
		}
	}
	return nil, 0
}

func (n *node) kindName() string {
	switch n.kind {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	}
	return "null"
}

// parse reads one JSON value (comments and trailing commas already
// blanked out) into a tree with offsets.
func parse(data []byte) (*node, error) {
	p := &parser{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	p.dec.UseNumber()
	n, err := p.value(0)
	if err != nil {
		return nil, err
	}
	off := p.start()
	if _, err := p.dec.Token(); err != io.EOF {
		return nil, &offsetError{off, "more than one value"}
	}
	return n, nil
}

type parser struct {
	data []byte
	dec  *json.Decoder
}

// offsetError is a problem at a byte offset.
type offsetError struct {
	off int
	msg string
}

func (e *offsetError) Error() string { return e.msg }

// start is where the next token starts.
func (p *parser) start() int {
	i := int(p.dec.InputOffset())
	for i < len(p.data) {
		switch p.data[i] {
		case ' ', '\t', '\r', '\n', ',', ':':
			i++
			continue
		}
		break
	}
	return i
}

func (p *parser) token() (json.Token, int, error) {
	off := p.start()
	tok, err := p.dec.Token()
	if err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			at := max(int(se.Offset)-1, 0)
			return nil, at, &offsetError{at, "not valid JSON: " + strings.TrimPrefix(se.Error(), "invalid character ")}
		}
		if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, len(p.data), &offsetError{len(p.data), "not valid JSON: unexpected end of file"}
		}
		return nil, off, &offsetError{off, "not valid JSON: " + err.Error()}
	}
	return tok, off, nil
}

func (p *parser) value(depth int) (*node, error) {
	tok, off, err := p.token()
	if err != nil {
		return nil, err
	}
	if depth > maxDepth {
		return nil, &offsetError{off, fmt.Sprintf("nested more than %d deep", maxDepth)}
	}
	n := &node{off: off}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.kind = '{'
			for p.dec.More() {
				kt, koff, err := p.token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.keys, n.kOffs, n.vals = append(n.keys, k), append(n.kOffs, koff), append(n.vals, v)
			}
		case '[':
			n.kind = '['
			for p.dec.More() {
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.vals = append(n.vals, v)
			}
		default:
			return nil, &offsetError{off, fmt.Sprintf("unexpected %q", t)}
		}
		if _, _, err := p.token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.str = 'n', t.String()
	case bool:
		n.kind, n.bool = 'b', t
	case nil:
		n.kind = '0'
	}
	return n, nil
}

// blank returns data with // and /* */ comments and trailing commas
// replaced by spaces (line breaks kept), so that offsets, lines and
// columns stay those of the original file.
func blank(data []byte) []byte {
	out := bytes.Clone(data)
	inString, escaped := false, false
	lastComma := -1 // a comma not yet followed by a value
	for i := 0; i < len(out); i++ {
		c := out[i]
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch {
		case c == '"':
			inString = true
			lastComma = -1
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			for ; i < len(out) && out[i] != '\n'; i++ {
				out[i] = ' '
			}
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			j := i
			for ; j < len(out) && !(out[j] == '*' && j+1 < len(out) && out[j+1] == '/' && j > i+1); j++ {
				if out[j] != '\n' {
					out[j] = ' '
				}
			}
			if j+1 < len(out) {
				out[j], out[j+1] = ' ', ' '
			}
			i = j + 1
		case c == ',':
			lastComma = i
		case c == '}' || c == ']':
			if lastComma >= 0 {
				out[lastComma] = ' '
			}
			lastComma = -1
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
		default:
			lastComma = -1
		}
	}
	return out
}

// position turns an offset into a 1-based line and column (in bytes).
func position(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	before := data[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = off - bytes.LastIndexByte(before, '\n')
	return line, col
}
