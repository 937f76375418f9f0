package mcpconfig

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
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
	lastComma := -1 // a comma not yet followed by a value
	for i := 0; i < len(out); i++ {
		switch c := out[i]; {
		case c == '"':
			i = stringEnd(out, i)
			lastComma = -1
		case c == '/' && i+1 < len(out) && (out[i+1] == '/' || out[i+1] == '*'):
			i = blankComment(out, i)
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

// stringEnd returns the index of the quote closing the string that
// starts at i (len(b) if it is not closed).
func stringEnd(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(b)
}

// blankComment blanks the comment that starts at i and returns the index
// of its last byte (a line comment keeps its line break).
func blankComment(b []byte, i int) int {
	stop := len(b)
	if b[i+1] == '/' {
		if n := bytes.IndexByte(b[i:], '\n'); n >= 0 {
			stop = i + n
		}
	} else if n := bytes.Index(b[i+2:], []byte("*/")); n >= 0 {
		stop = i + 2 + n + 2
	}
	for j := i; j < stop; j++ {
		if b[j] != '\n' {
			b[j] = ' '
		}
	}
	return stop - 1
}

// position turns an offset into a 1-based line and column (in bytes).
// lines indexes where the lines of a file start, so that the positions
// of many errors cost a search each, not a count from the start.
type lines struct {
	starts []int // the offset after each '\n'
	size   int
}

func newLines(data []byte) *lines {
	ls := &lines{size: len(data)}
	for i, c := range data {
		if c == '\n' {
			ls.starts = append(ls.starts, i+1)
		}
	}
	return ls
}

// position is the line and column of offset off, as [position] counts
// them.
func (ls *lines) position(off int) (line, col int) {
	off = min(off, ls.size)
	// The lines that start at or before off.
	n, _ := slices.BinarySearch(ls.starts, off+1)
	start := 0
	if n > 0 {
		start = ls.starts[n-1]
	}
	return n + 1, off - start + 1
}

func position(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	before := data[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = off - bytes.LastIndexByte(before, '\n')
	return line, col
}
