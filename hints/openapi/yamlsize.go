package openapi

import (
	"fmt"

	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/token"
)

// maxYAMLWork bounds the pairwise comparisons of mapping keys that the
// YAML reader under the OpenAPI loader makes: it checks a mapping's keys
// for duplicates pair by pair, so a mapping of n keys costs n² (64,000
// keys took 9 s). The sum over a document's mappings may be at most this
// (a mapping of 11,000 keys, or many smaller ones); JSON is read without
// the comparisons.
const maxYAMLWork = 1 << 27

// mapping is an open mapping of a YAML document: the column of its keys
// (block mappings), the keys counted, the line it starts at. keys is -1
// for a flow sequence.
type mapping struct{ col, keys, line int }

// checkYAML refuses a YAML document whose mappings are too large for the
// YAML reader, naming the largest. It reads the document's tokens once.
func checkYAML(doc []byte) error {
	var block, flow []mapping
	work := 0
	var big mapping
	done := func(m mapping) {
		if m.keys > 0 {
			work += m.keys * m.keys
		}
		if m.keys > big.keys {
			big = m
		}
	}
	toks := lexer.Tokenize(string(doc))
	for i, tk := range toks {
		if tk.Position == nil {
			continue
		}
		switch tk.Type {
		case token.MappingStartType:
			flow = append(flow, mapping{line: tk.Position.Line})
		case token.SequenceStartType:
			flow = append(flow, mapping{keys: -1})
		case token.MappingEndType, token.SequenceEndType:
			if n := len(flow); n > 0 {
				done(flow[n-1])
				flow = flow[:n-1]
			}
		case token.SequenceEntryType:
			// A new item ends the mappings of the previous one.
			for len(flow) == 0 && len(block) > 0 && block[len(block)-1].col > tk.Position.Column {
				done(block[len(block)-1])
				block = block[:len(block)-1]
			}
		case token.MappingValueType:
			if n := len(flow); n > 0 {
				if flow[n-1].keys >= 0 {
					flow[n-1].keys++
				}
				break
			}
			col, line := tk.Position.Column, tk.Position.Line
			if i > 0 && toks[i-1].Position != nil {
				col, line = toks[i-1].Position.Column, toks[i-1].Position.Line // the key's
			}
			for len(block) > 0 && block[len(block)-1].col > col {
				done(block[len(block)-1])
				block = block[:len(block)-1]
			}
			if n := len(block); n > 0 && block[n-1].col == col {
				block[n-1].keys++
			} else {
				block = append(block, mapping{col: col, keys: 1, line: line})
			}
		}
	}
	for _, m := range append(block, flow...) {
		done(m)
	}
	if work > maxYAMLWork {
		return fmt.Errorf("openapi: the YAML document's mappings are too large to read (the mapping at line %d has %d keys, and the YAML reader compares a mapping's keys pair by pair): give the document as JSON", big.line, big.keys)
	}
	return nil
}
