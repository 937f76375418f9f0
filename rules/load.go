package rules

import (
	"embed"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
	"github.com/hintgate/hintgate/hints"
)

// MaxFileSize bounds a policy file.
const MaxFileSize = 1 << 20

// The file format. Every key is optional; unknown keys are errors.
type fileConfig struct {
	Name      string                `yaml:"name"`
	Extends   string                `yaml:"extends"`
	Lock      bool                  `yaml:"lock"`
	Servers   map[string]fileServer `yaml:"servers"`
	Overrides []fileOverride        `yaml:"overrides"`
	Rules     []fileRule            `yaml:"rules"`
	Default   string                `yaml:"default"`
	Retry     []fileRetry           `yaml:"retry"`
	Paths     filePaths             `yaml:"paths"`
}

type filePaths struct {
	Home string `yaml:"home"`
	Root string `yaml:"root"`
}

type fileServer struct {
	Trust       string `yaml:"trust"`
	Unannotated string `yaml:"unannotated"`
}

type fileOverride struct {
	Name   string    `yaml:"name"`
	Server string    `yaml:"server"`
	Tool   string    `yaml:"tool"`
	When   string    `yaml:"when"`
	Hints  hints.Set `yaml:"hints"`
}

type fileRule struct {
	Name    string `yaml:"name"`
	When    string `yaml:"when"`
	Action  string `yaml:"action"`
	Reason  string `yaml:"reason"`
	Message string `yaml:"message"`
}

type fileRetry struct {
	Name    string      `yaml:"name"`
	When    string      `yaml:"when"`
	Max     int         `yaml:"max"`
	Backoff fileBackoff `yaml:"backoff"`
}

type fileBackoff struct {
	Base   string `yaml:"base"`
	Cap    string `yaml:"cap"`
	Jitter uint64 `yaml:"jitter"`
}

//go:embed presets/*.yaml
var presetFS embed.FS

// Presets lists the built-in presets: "default" (read-only allowed, writes
// and destructive tools confirmed), "strict" (only read-only tools of
// checked or trusted servers allowed; destructive tools of untrusted
// servers hidden) and "permissive" (only destructive tools confirmed).
func Presets() []string {
	entries, _ := presetFS.ReadDir("presets")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(out)
	return out
}

// Preset returns a built-in preset's configuration, to use as is with
// [Compile] or to extend (prepend rules, change the default).
func Preset(name string) (Config, error) {
	data, err := presetFS.ReadFile("presets/" + name + ".yaml")
	if err != nil {
		return Config{}, fmt.Errorf("rules: unknown preset %q (have %s)", name, strings.Join(Presets(), ", "))
	}
	return parse("preset:"+name, data)
}

// Load reads a policy from YAML. name is used in error positions (a file
// name). Every problem found is returned, each an [*Error] with file,
// line, column and rule name, joined with errors.Join.
func Load(name string, data []byte) (*Policy, error) {
	c, err := parse(name, data)
	var perr *Error
	if err != nil && errors.As(err, &perr) && c.File == "" {
		return nil, err // not decoded at all
	}
	p, cerr := Compile(c)
	if err != nil || cerr != nil {
		return nil, joinSorted(err, cerr)
	}
	return p, nil
}

// LoadFiles loads policy files and stacks them with [Stack], the first
// file the highest layer.
func LoadFiles(paths ...string) (*Policy, error) {
	var layers []*Policy
	var errs []error
	for _, p := range paths {
		data, err := readFile(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		pol, err := Load(p, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		layers = append(layers, pol)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return Stack(layers...), nil
}

func readFile(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, &Error{Pos: Pos{File: p}, Msg: err.Error()}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, &Error{Pos: Pos{File: p}, Msg: err.Error()}
	}
	if st.Size() > MaxFileSize {
		return nil, &Error{Pos: Pos{File: p}, Msg: fmt.Sprintf("file is %d bytes, more than %d", st.Size(), MaxFileSize)}
	}
	return os.ReadFile(p)
}

// parse decodes YAML strictly into a Config with positions.
func parse(name string, data []byte) (Config, error) {
	if len(data) > MaxFileSize {
		return Config{}, &Error{Pos: Pos{File: name}, Msg: fmt.Sprintf("policy is %d bytes, more than %d", len(data), MaxFileSize)}
	}
	if err := checkDepth(name, data); err != nil {
		return Config{}, err
	}
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return Config{}, yamlError(name, err)
	}
	if err := checkAliases(name, f); err != nil {
		return Config{}, err
	}
	// Unknown keys are all found at once, then ignored so that the
	// remaining problems are found too.
	var errs []error
	for _, d := range f.Docs {
		if d.Body != nil {
			checkKeys(name, data, d.Body, fileSchema, &errs)
		}
	}
	var fc fileConfig
	if err := yaml.UnmarshalWithOptions(data, &fc); err != nil {
		e := yamlError(name, err)
		e.Rule = ruleAt(data, e.Line)
		return Config{}, joinSorted(append(errs, e)...)
	}
	at := func(path string) Pos {
		p, err := yaml.PathString(path)
		if err != nil {
			return Pos{File: name}
		}
		n, err := p.FilterFile(f)
		if err != nil || n == nil {
			return Pos{File: name}
		}
		return nodePos(name, n)
	}
	bad := func(pos Pos, rule, format string, args ...any) {
		errs = append(errs, &Error{Pos: pos, Rule: rule, Msg: fmt.Sprintf(format, args...)})
	}
	c := Config{Name: fc.Name, Lock: fc.Lock, File: name, Paths: Paths{Home: fc.Paths.Home, Root: fc.Paths.Root}, pathsAt: at("$.paths")}
	if c.Name == "" {
		c.Name = name
	}
	if len(fc.Servers) > 0 {
		c.Servers = make(map[string]Server, len(fc.Servers))
	}
	for sname, s := range fc.Servers {
		var srv Server
		var err error
		if srv.Trust, err = hints.ParseTrust(s.Trust); err != nil {
			bad(at(fmt.Sprintf("$.servers.%s.trust", quoteKey(sname))), "servers."+sname, "trust: %s", strings.TrimPrefix(err.Error(), "hints: "))
		}
		if s.Unannotated != "" {
			a, err := ParseAction(s.Unannotated)
			if err != nil {
				bad(at(fmt.Sprintf("$.servers.%s.unannotated", quoteKey(sname))), "servers."+sname, "unannotated: %v", err)
			}
			srv.Unannotated = &a
		}
		c.Servers[sname] = srv
	}
	for i, o := range fc.Overrides {
		c.Overrides = append(c.Overrides, Override{Name: o.Name, Server: o.Server, Tool: o.Tool, When: o.When, Hints: o.Hints,
			Pos: at(fmt.Sprintf("$.overrides[%d]", i)), whenAt: valuePos(at, fmt.Sprintf("$.overrides[%d]", i), o.When)})
	}
	for i, r := range fc.Rules {
		base := fmt.Sprintf("$.rules[%d]", i)
		rule := Rule{Name: r.Name, When: r.When, Reason: r.Reason, Message: r.Message, Pos: at(base), whenAt: valuePos(at, base, r.When)}
		if r.Action == "" {
			bad(at(base), r.Name, "no action (want allow, confirm, deny or hide)")
		} else if a, err := ParseAction(r.Action); err != nil {
			bad(at(base+".action"), r.Name, "%v", err)
		} else {
			rule.Action = a
		}
		c.Rules = append(c.Rules, rule)
	}
	if fc.Default != "" {
		a, err := ParseAction(fc.Default)
		if err != nil {
			bad(at("$.default"), "", "default: %v", err)
		}
		c.Default = &a
	}
	if fc.Retry != nil {
		c.Retry = []RetryRule{}
	}
	for i, r := range fc.Retry {
		base := fmt.Sprintf("$.retry[%d]", i)
		rr := RetryRule{Name: r.Name, When: r.When, Max: r.Max, Jitter: r.Backoff.Jitter, Pos: at(base), whenAt: valuePos(at, base, r.When)}
		for _, d := range []struct {
			key string
			src string
			dst *time.Duration
		}{{"base", r.Backoff.Base, &rr.Base}, {"cap", r.Backoff.Cap, &rr.Cap}} {
			if d.src == "" {
				continue
			}
			v, err := time.ParseDuration(d.src)
			if err != nil {
				bad(at(base+".backoff."+d.key), r.Name, "backoff.%s: %q is not a duration like 250ms or 2s", d.key, d.src)
			}
			*d.dst = v
		}
		c.Retry = append(c.Retry, rr)
	}
	if fc.Extends != "" {
		pre, err := Preset(fc.Extends)
		if err != nil {
			bad(at("$.extends"), "", "extends: %s", strings.TrimPrefix(err.Error(), "rules: "))
		} else {
			c = extend(c, pre)
		}
	}
	if len(errs) > 0 {
		return c, errors.Join(errs...)
	}
	return c, nil
}

// extend puts base's rules after c's and fills what c leaves unset.
func extend(c, base Config) Config {
	c.Rules = append(c.Rules, base.Rules...)
	if c.Default == nil {
		c.Default = base.Default
	}
	if c.Retry == nil {
		c.Retry = base.Retry
	}
	c.Overrides = append(c.Overrides, base.Overrides...)
	return c
}

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
func checkKeys(file string, data []byte, n ast.Node, schema *keys, errs *[]error) {
	if schema == nil {
		return
	}
	switch x := n.(type) {
	case *ast.SequenceNode:
		if item, ok := (*schema)["[]"]; ok {
			for _, v := range x.Values {
				checkKeys(file, data, v, item, errs)
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
				checkKeys(file, data, it.Value(), any, errs)
				continue
			}
			sub, known := (*schema)[key]
			if !known {
				pos := nodePos(file, it.Key())
				msg := fmt.Sprintf("unknown field %q", key)
				if len(allowed) > 0 {
					msg += " (want " + strings.Join(allowed, ", ") + ")"
				}
				*errs = append(*errs, &Error{Pos: pos, Rule: ruleAt(data, pos.Line), Msg: msg})
				continue
			}
			checkKeys(file, data, it.Value(), sub, errs)
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

// ruleAt names the rule written around a line, for errors the YAML
// decoder reports by position only; "" when the line is not in a rule.
func ruleAt(data []byte, line int) string {
	f, err := parser.ParseBytes(data, 0)
	if err != nil || line <= 0 || len(f.Docs) == 0 {
		return ""
	}
	p, err := yaml.PathString("$.rules")
	if err != nil {
		return ""
	}
	n, err := p.FilterFile(f)
	if err != nil {
		return ""
	}
	seq, ok := n.(*ast.SequenceNode)
	if !ok {
		return ""
	}
	// The rules end where the next top-level key starts.
	if root, ok := f.Docs[0].Body.(ast.MapNode); ok {
		rulesLine, end := 0, 0
		for it := root.MapRange(); it.Next(); {
			if tk := it.Key().GetToken(); tk != nil && tk.Position != nil && it.Key().String() == "rules" {
				rulesLine = tk.Position.Line
			}
		}
		for it := root.MapRange(); it.Next(); {
			if tk := it.Key().GetToken(); tk != nil && tk.Position != nil && tk.Position.Line > rulesLine && (end == 0 || tk.Position.Line < end) {
				end = tk.Position.Line
			}
		}
		if line < rulesLine || end > 0 && line >= end {
			return ""
		}
	}
	found := ""
	for _, item := range seq.Values {
		tk := item.GetToken()
		if tk == nil || tk.Position == nil || tk.Position.Line > line {
			break
		}
		found = ""
		if m, ok := item.(ast.MapNode); ok {
			for it := m.MapRange(); it.Next(); {
				if it.Key().String() == "name" {
					found = strings.Trim(it.Value().String(), `"'`)
				}
			}
		}
		if found == "" {
			found = "#" + strconv.Itoa(slices.Index(seq.Values, item)+1)
		}
	}
	return found
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
