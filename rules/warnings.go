package rules

import (
	"fmt"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// Warnings returns what in the policy is valid but almost surely not what
// its author meant, such as path patterns that can never match an
// absolute, cleaned path ("*.pem") or that match less than they seem to
// ("/etc/*"). Each is an [*Error] with its position and rule; hintgate
// lint prints them. A policy with warnings works as written.
func (p *Policy) Warnings() []error {
	var out []error
	for _, l := range p.layers {
		for _, w := range l.warnings {
			out = append(out, w)
		}
	}
	return out
}

// overrideWarnings finds overrides that loosen a hint for the tools of
// every server: they are found by tool name, which any server chooses,
// so an untrusted server gets them by naming its tools to match.
func overrideWarnings(overrides []Override, file string) []*Error {
	var out []*Error
	for i, o := range overrides {
		h := o.Hints
		loosens := h.ReadOnly != nil && *h.ReadOnly || h.Destructive != nil && !*h.Destructive ||
			h.Idempotent != nil && *h.Idempotent || h.OpenWorld != nil && !*h.OpenWorld
		if !loosens || strings.Trim(o.Server, "*") != "" || strings.Contains(o.When, "tool.server") {
			continue
		}
		name := o.Name
		if name == "" {
			name = fmt.Sprintf("overrides[%d]", i)
		}
		pos := o.Pos
		if pos.File == "" {
			pos.File = file
		}
		out = append(out, &Error{Pos: pos, Rule: name, Msg: "warning: loosens hints for a tool of any server that names it so, untrusted ones too: give server:"})
	}
	return out
}

// ruleWarnings finds the path patterns of a condition that cannot match.
func ruleWarnings(r Rule, file string) []*Error {
	tree, err := parser.Parse(r.When)
	if err != nil {
		return nil
	}
	v := &patternFinder{}
	ast.Walk(&tree.Node, v)
	var out []*Error
	at := condPos(r.Pos, r.whenAt)
	if at.File == "" {
		at.File = file
	}
	for _, s := range v.found {
		if msg := patternWarning(s.Value); msg != "" {
			out = append(out, &Error{Pos: offsetPos(at, r.When, s.Location().From, r.whenAt.Line > 0), Rule: r.Name, Msg: "warning: " + msg})
		}
	}
	return out
}

// patternFinder collects the constant patterns given to path helpers.
type patternFinder struct{ found []*ast.StringNode }

func (v *patternFinder) Visit(node *ast.Node) {
	call, ok := (*node).(*ast.CallNode)
	if !ok || len(call.Arguments) < 2 {
		return
	}
	id, ok := call.Callee.(*ast.IdentifierNode)
	if !ok {
		return
	}
	switch id.Value {
	case "pathUnder":
		if s, ok := call.Arguments[1].(*ast.StringNode); ok {
			v.found = append(v.found, s)
		}
	case "anyPath":
		if list, ok := call.Arguments[1].(*ast.ArrayNode); ok {
			for _, n := range list.Nodes {
				if s, ok := n.(*ast.StringNode); ok {
					v.found = append(v.found, s)
				}
			}
		}
	}
}

// offsetPos is the file position of a byte offset in a condition that
// starts at "at" (a column before its first character when inFile).
func offsetPos(at Pos, src string, off int, inFile bool) Pos {
	if !inFile || off < 0 || off > len(src) {
		return at
	}
	before := src[:off]
	if nl := strings.LastIndexByte(before, '\n'); nl >= 0 {
		return Pos{File: at.File, Line: at.Line + strings.Count(before, "\n"), Column: off - nl}
	}
	return Pos{File: at.File, Line: at.Line, Column: at.Column + off + 1}
}
