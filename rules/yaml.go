package rules

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/token"
)

// YAML support for loading: positions, the key schema, alias limits,
// and errors with their rule names.

func quoteKey(k string) string {
	if strings.ContainsAny(k, ".[]'\" ") {
		return "'" + strings.ReplaceAll(k, "'", "") + "'"
	}
	return k
}

// valuePos is where a condition's text starts, as a column before its
// first character so that expr's columns can be added; zero if absent.
func valuePos(at func(string) Pos, base, when string) Pos {
	if when == "" {
		return Pos{}
	}
	p := at(base + ".when")
	if p.Line > 0 {
		p.Column--
	}
	return p
}

func nodePos(name string, n ast.Node) Pos {
	tk := n.GetToken()
	if tk == nil || tk.Position == nil {
		return Pos{File: name}
	}
	col := tk.Position.Column
	if tk.Type == token.DoubleQuoteType || tk.Type == token.SingleQuoteType {
		col++
	}
	return Pos{File: name, Line: tk.Position.Line, Column: col}
}

var typeErrRE = regexp.MustCompile(`cannot unmarshal (.+) into Go (?:struct field \S+|value) of type (.+)$`)

// usedWhereRE matches the decoder's message for a node of the wrong kind
// ("int was used where mapping is expected").
var usedWhereRE = regexp.MustCompile(`^(\w+) was used where (\w+) is expected`)

// nodeKind names a YAML node kind as yamlKind names a Go type.
func nodeKind(k string) string {
	switch k {
	case "sequence", "array":
		return "a list"
	case "mapping", "map":
		return "a mapping"
	case "int", "integer", "float":
		return "a number"
	case "bool", "boolean":
		return "true or false"
	case "string":
		return "a string"
	case "null":
		return "nothing"
	}
	return k
}

func yamlKind(goType string) string {
	switch {
	case strings.HasPrefix(goType, "[]"):
		return "a list"
	case strings.HasPrefix(goType, "map"), strings.HasPrefix(goType, "rules."), strings.HasPrefix(goType, "hints."):
		return "a mapping"
	case goType == "string":
		return "a string"
	case goType == "bool" || goType == "*bool":
		return "true or false"
	case strings.Contains(goType, "int"):
		return "a number"
	}
	return goType
}

// keys describes the mappings of the file format: the keys each allows
// and what is below them. A nil schema allows anything (scalars).
type keys map[string]*keys

var (
	hintKeys    = keys{"readOnly": nil, "destructive": nil, "idempotent": nil, "openWorld": nil}
	serverKeys  = keys{"trust": nil, "unannotated": nil}
	backoffKeys = keys{"base": nil, "cap": nil, "jitter": nil}
	fileSchema  = &keys{
		"name": nil, "extends": nil, "lock": nil, "default": nil,
		"paths":     {"home": nil, "root": nil},
		"servers":   {"*": &serverKeys},
		"overrides": {"[]": &keys{"name": nil, "server": nil, "tool": nil, "when": nil, "hints": &hintKeys}},
		"rules":     {"[]": &keys{"name": nil, "when": nil, "action": nil, "reason": nil, "message": nil}},
		"retry":     {"[]": &keys{"name": nil, "when": nil, "max": nil, "backoff": &backoffKeys}},
	}
)

// checkKeys reports every key the file format does not know.
func checkKeys(file string, rl *ruleLines, n ast.Node, schema *keys, errs *[]error) {
	if schema == nil {
		return
	}
	switch x := n.(type) {
	case *ast.SequenceNode:
		if item, ok := (*schema)["[]"]; ok {
			for _, v := range x.Values {
				checkKeys(file, rl, v, item, errs)
			}
		}
	case ast.MapNode:
		allowed := make([]string, 0, len(*schema))
		for k := range *schema {
			if k != "*" && k != "[]" {
				allowed = append(allowed, k)
			}
		}
		sort.Strings(allowed)
		for it := x.MapRange(); it.Next(); {
			key := it.Key().String()
			if any, ok := (*schema)["*"]; ok {
				checkKeys(file, rl, it.Value(), any, errs)
				continue
			}
			sub, known := (*schema)[key]
			if !known {
				pos := nodePos(file, it.Key())
				msg := fmt.Sprintf("unknown field %q", key)
				if len(allowed) > 0 {
					msg += " (want " + strings.Join(allowed, ", ") + ")"
				}
				*errs = append(*errs, &Error{Pos: pos, Rule: rl.at(pos.Line), Msg: msg})
				continue
			}
			checkKeys(file, rl, it.Value(), sub, errs)
		}
	}
}

// maxExpanded bounds the nodes a policy expands to once YAML aliases are
// followed, so that a "billion laughs" file is an error, not a hang.
const maxExpanded = 100000

type aliasCounter struct {
	anchors map[string]ast.Node
	sizes   map[ast.Node]int
}

// size counts the nodes under n with aliases expanded, memoised.
func (c *aliasCounter) size(n ast.Node, depth int) int {
	if n == nil || depth > 100 {
		return 1
	}
	if s, ok := c.sizes[n]; ok {
		return s
	}
	c.sizes[n] = maxExpanded + 1 // a cycle counts as too big
	s := 1
	switch x := n.(type) {
	case *ast.AliasNode:
		s = c.size(c.anchors[x.Value.String()], depth+1)
	case *ast.AnchorNode:
		s = c.size(x.Value, depth+1)
	case *ast.SequenceNode:
		for _, v := range x.Values {
			s += c.size(v, depth+1)
		}
	case ast.MapNode:
		for it := x.MapRange(); it.Next(); {
			s += c.size(it.Value(), depth+1)
		}
	case *ast.TagNode:
		s = c.size(x.Value, depth+1)
	}
	s = min(s, maxExpanded+1)
	c.sizes[n] = s
	return s
}

type anchorCollector map[string]ast.Node

func (a anchorCollector) Visit(n ast.Node) ast.Visitor {
	if x, ok := n.(*ast.AnchorNode); ok {
		a[x.Name.String()] = x.Value
	}
	return a
}

func checkAliases(file string, f *ast.File) error {
	anchors := anchorCollector{}
	for _, d := range f.Docs {
		if d.Body != nil {
			ast.Walk(anchors, d.Body)
		}
	}
	if len(anchors) == 0 {
		return nil
	}
	c := &aliasCounter{anchors: anchors, sizes: map[ast.Node]int{}}
	for _, d := range f.Docs {
		if c.size(d.Body, 0) > maxExpanded {
			return &Error{Pos: Pos{File: file}, Msg: fmt.Sprintf("aliases expand to more than %d nodes", maxExpanded)}
		}
	}
	return nil
}

// ruleLines names the rule written around a line of a parsed policy file,
// for errors the YAML decoder reports by position only. It is built once
// per file: a file with an error on every line costs one parse, not one
// per error.
type ruleLines struct {
	from, to int      // the lines of the rules key: [from, to), to 0 for the end
	starts   []int    // the first line of each rule, in order
	names    []string // the name of each rule, or "#n"
}

func newRuleLines(f *ast.File) *ruleLines {
	x := &ruleLines{}
	if f == nil || len(f.Docs) == 0 {
		return x
	}
	x.from, x.to = rulesKeyLines(f.Docs[0].Body)
	p, err := yaml.PathString("$.rules")
	if err != nil {
		return x
	}
	n, err := p.FilterFile(f)
	if err != nil {
		return x
	}
	seq, ok := n.(*ast.SequenceNode)
	if !ok {
		return x
	}
	for i, item := range seq.Values {
		tk := item.GetToken()
		if tk == nil || tk.Position == nil {
			break
		}
		name := ruleName(item)
		if name == "" {
			name = "#" + strconv.Itoa(i+1)
		}
		x.starts = append(x.starts, tk.Position.Line)
		x.names = append(x.names, name)
	}
	return x
}

// at is the name of the rule written around line; "" when the line is
// not in a rule.
func (x *ruleLines) at(line int) string {
	if line <= 0 || line < x.from || x.to != 0 && line >= x.to {
		return ""
	}
	// The last rule that starts at or before line.
	i := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > line })
	if i == 0 {
		return ""
	}
	return x.names[i-1]
}

// rulesKeyLines returns the line of the top-level "rules" key and that of
// the next top-level key (0 when none follows): the lines of the rules.
func rulesKeyLines(body ast.Node) (from, to int) {
	root, ok := body.(ast.MapNode)
	if !ok {
		return 0, 0
	}
	for it := root.MapRange(); it.Next(); {
		if tk := it.Key().GetToken(); tk != nil && tk.Position != nil && it.Key().String() == "rules" {
			from = tk.Position.Line
		}
	}
	for it := root.MapRange(); it.Next(); {
		if tk := it.Key().GetToken(); tk != nil && tk.Position != nil && tk.Position.Line > from && (to == 0 || tk.Position.Line < to) {
			to = tk.Position.Line
		}
	}
	return from, to
}

// ruleName is the name of a rule item, or "".
func ruleName(item ast.Node) string {
	m, ok := item.(ast.MapNode)
	if !ok {
		return ""
	}
	name := ""
	for it := m.MapRange(); it.Next(); {
		if it.Key().String() == "name" {
			name = strings.Trim(it.Value().String(), `"'`)
		}
	}
	return name
}

// yamlError converts a go-yaml error into an *Error with its position.
func yamlError(name string, err error) *Error {
	type located interface {
		GetToken() *token.Token
		GetMessage() string
	}
	var le located
	if errors.As(err, &le) {
		pos := Pos{File: name}
		if tk := le.GetToken(); tk != nil && tk.Position != nil {
			pos.Line, pos.Column = tk.Position.Line, tk.Position.Column
		}
		msg := le.GetMessage()
		if m := typeErrRE.FindStringSubmatch(msg); m != nil {
			msg = fmt.Sprintf("wrong type: got %s, want %s", yamlKind(m[1]), yamlKind(m[2]))
		} else if m := usedWhereRE.FindStringSubmatch(msg); m != nil {
			msg = fmt.Sprintf("wrong type: got %s, want %s", nodeKind(m[1]), nodeKind(m[2]))
		}
		return &Error{Pos: pos, Msg: msg}
	}
	return &Error{Pos: Pos{File: name}, Msg: err.Error()}
}

// joinSorted flattens joined errors and orders them by position.
func joinSorted(errs ...error) error {
	var flat []error
	var walk func(error)
	walk = func(err error) {
		if err == nil {
			return
		}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
			return
		}
		flat = append(flat, err)
	}
	for _, e := range errs {
		walk(e)
	}
	sort.SliceStable(flat, func(i, j int) bool {
		var a, b *Error
		if !errors.As(flat[i], &a) || !errors.As(flat[j], &b) {
			return false
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return errors.Join(flat...)
}
