package rules

import (
	"bytes"
	"fmt"

	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/token"
)

// MaxDepth bounds how deep a policy file nests (mappings, lists, flow
// collections). The YAML parser needs memory that grows with the square
// of the depth, so a deeper file is rejected before it is parsed.
const MaxDepth = 64

// maxMapKeys bounds the keys of one block mapping. The YAML parser needs
// time that grows with the square of them, so a file with more is
// rejected before it is parsed.
const maxMapKeys = 1000

// checkDepth scans a YAML document for its nesting depth without parsing
// it: block indentation levels, "- " items written on one line, and
// flow brackets outside quotes and comments. It errs on the side of
// counting too much, never too little: since telling a quote that opens
// a string from one inside a plain scalar ("it's") takes a YAML scanner,
// the deepest flow nesting is also counted on the scanner's tokens (a
// linear pass) and added to the deepest block nesting.
func checkDepth(name string, data []byte) error {
	block, err := lineScan(name, data)
	if err != nil {
		return err
	}
	depth := 0
	for _, tk := range lexer.Tokenize(string(data)) {
		switch tk.Type {
		case token.SequenceStartType, token.MappingStartType:
			if depth++; block+depth > MaxDepth {
				pos := Pos{File: name}
				if tk.Position != nil {
					pos.Line, pos.Column = tk.Position.Line, tk.Position.Column
				}
				return &Error{Pos: pos, Msg: fmt.Sprintf("nested more than %d levels deep", MaxDepth)}
			}
		case token.SequenceEndType, token.MappingEndType:
			depth = max(depth-1, 0)
		}
	}
	return nil
}

// lineScan is the scan by lines; it returns the deepest level reached.
func lineScan(name string, data []byte) (int, error) {
	deepest := 0
	var indents []int // indentation of the open block levels
	var counts []int  // the lines at each open level, but "- " items
	blockScalar := -1 // indentation of a block scalar's parent, or -1
	flow := 0
	for lineNo, line := range bytes.Split(data, []byte("\n")) {
		indent := 0
		for indent < len(line) && line[indent] == ' ' {
			indent++
		}
		rest := bytes.TrimRight(line[indent:], " \t\r")
		if len(rest) == 0 || rest[0] == '#' {
			continue
		}
		if blockScalar >= 0 {
			if indent > blockScalar {
				continue // text of a block scalar
			}
			blockScalar = -1
		}
		if flow == 0 {
			same := 0 // the lines of this level before this one
			for len(indents) > 0 && indents[len(indents)-1] >= indent {
				if indents[len(indents)-1] == indent {
					same = counts[len(counts)-1]
				}
				indents, counts = indents[:len(indents)-1], counts[:len(counts)-1]
			}
			if n, _ := dashes(rest); n == 0 {
				// A key of a block mapping (or a line of a plain
				// scalar, counted too).
				same++
			}
			if same > maxMapKeys {
				return 0, &Error{Pos: Pos{File: name, Line: lineNo + 1, Column: indent + 1}, Msg: fmt.Sprintf("a mapping with more than %d keys", maxMapKeys)}
			}
			indents, counts = append(indents, indent), append(counts, same)
		}
		depth, col := lineDepth(rest, len(indents)+flow, &flow)
		if depth > MaxDepth {
			return 0, &Error{Pos: Pos{File: name, Line: lineNo + 1, Column: indent + col + 1}, Msg: fmt.Sprintf("nested more than %d levels deep", MaxDepth)}
		}
		if n, i := dashes(rest); n > 0 && i < len(rest) && flow == 0 {
			// "- name: r": the first key of the item's mapping, whose
			// next keys line up with it.
			indents, counts = append(indents, indent+i), append(counts, 1)
		}
		deepest = max(deepest, depth)
		if flow == 0 && isBlockScalarStart(rest) {
			blockScalar = indent
		}
	}
	return deepest, nil
}

// lineDepth returns the deepest level reached on one line, starting at
// depth, and where; it updates the open flow brackets.
func lineDepth(s []byte, depth int, flow *int) (deepest, col int) {
	deepest = depth
	reach := func(d, at int) {
		if d > deepest {
			deepest, col = d, at
		}
	}
	n, i := dashes(s)
	if n > 0 {
		depth += n
		reach(depth, i)
	}
	var quote byte
	for ; i < len(s) && deepest <= MaxDepth; i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || s[i-1] == ' '):
			return deepest, col
		case c == '[' || c == '{':
			*flow++
			depth++
			reach(depth, i)
		case (c == ']' || c == '}') && *flow > 0:
			*flow--
			depth--
		case c == ':' && *flow == 0 && i+1 < len(s) && s[i+1] == ' ':
			depth++ // key: value on one line is a level
			reach(depth, i)
		}
	}
	return deepest, col
}

// dashes counts the "- " items that open on one line ("- - - x" opens a
// list per dash) and returns where the rest starts.
func dashes(s []byte) (n, i int) {
	for i+1 < len(s) && s[i] == '-' && (s[i+1] == ' ' || s[i+1] == '\t') {
		n++
		for i++; i < len(s) && (s[i] == ' ' || s[i] == '\t'); i++ {
		}
	}
	return n, i
}

// isBlockScalarStart reports whether a line ends with a block scalar
// indicator ("|", ">", "|-", ">+2").
func isBlockScalarStart(s []byte) bool {
	i := bytes.LastIndexAny(s, "|>")
	if i < 0 || i > 0 && s[i-1] != ' ' {
		return false
	}
	return len(bytes.Trim(s[i+1:], "+-0123456789")) == 0
}
