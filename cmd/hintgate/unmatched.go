package main

import (
	"fmt"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/goccy/go-yaml"
	"github.com/hintgate/hintgate/rules"
)

// policyRef is a name or glob a policy uses to pick servers or tools.
type policyRef struct {
	where  string // "policy.yaml: servers" or "policy.yaml: override \"x\""
	server string // a server name (servers:) or glob (overrides)
	tool   string // a tool glob, "" for every tool
}

// policyRefs lists what the policy's servers: and overrides: name.
//
// TODO: rules exports no accessor for this yet; the files are read again
// here. With (*rules.Policy).References() this becomes one line.
func policyRefs(files []string, preset string) []policyRef {
	var out []policyRef
	fromConfig := func(where string, c rules.Config) {
		for _, name := range slices.Sorted(keys(c.Servers)) {
			out = append(out, policyRef{where: where + ": servers", server: name})
		}
		for i, o := range c.Overrides {
			name := fmt.Sprintf("override %q", o.Name)
			if o.Name == "" {
				name = fmt.Sprintf("override %d", i+1)
			}
			out = append(out, policyRef{where: where + ": " + name, server: o.Server, tool: o.Tool})
		}
		for _, r := range c.Rules {
			out = append(out, conditionRefs(fmt.Sprintf("%s: rule %q", where, r.Name), r.When)...)
		}
	}
	if len(files) == 0 {
		if preset == "" {
			preset = "default"
		}
		if c, err := rules.Preset(preset); err == nil {
			fromConfig("preset "+preset, c)
		}
		return out
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var doc struct {
			Extends   string         `yaml:"extends"`
			Servers   map[string]any `yaml:"servers"`
			Overrides []struct {
				Name   string `yaml:"name"`
				Server string `yaml:"server"`
				Tool   string `yaml:"tool"`
			} `yaml:"overrides"`
			Rules []struct {
				Name string `yaml:"name"`
				When string `yaml:"when"`
			} `yaml:"rules"`
		}
		if yaml.Unmarshal(data, &doc) != nil {
			continue
		}
		c := rules.Config{Servers: map[string]rules.Server{}}
		for k := range doc.Servers {
			c.Servers[k] = rules.Server{}
		}
		for _, o := range doc.Overrides {
			c.Overrides = append(c.Overrides, rules.Override{Name: o.Name, Server: o.Server, Tool: o.Tool})
		}
		for _, r := range doc.Rules {
			c.Rules = append(c.Rules, rules.Rule{Name: r.Name, When: r.When})
		}
		fromConfig(f, c)
		if doc.Extends != "" {
			if c, err := rules.Preset(doc.Extends); err == nil {
				fromConfig(f+": extends "+doc.Extends, c)
			}
		}
	}
	return out
}

// conditionRefs finds the server and tool names a rule's condition
// compares with: tool.name == "x", tool.server in ["a", "b"],
// glob("pattern", tool.name).
func conditionRefs(where, when string) []policyRef {
	tree, err := parser.Parse(when)
	if err != nil {
		return nil
	}
	v := &refVisitor{where: where}
	ast.Walk(&tree.Node, v)
	return v.refs
}

type refVisitor struct {
	where string
	refs  []policyRef
}

func (v *refVisitor) Visit(n *ast.Node) {
	switch n := (*n).(type) {
	case *ast.BinaryNode:
		field, other := toolField(n.Left), n.Right
		if field == "" {
			field, other = toolField(n.Right), n.Left
		}
		switch {
		case field == "":
		case n.Operator == "==":
			if s, ok := other.(*ast.StringNode); ok {
				v.add(field, s.Value)
			}
		case n.Operator == "in":
			if a, ok := n.Right.(*ast.ArrayNode); ok && toolField(n.Left) != "" {
				for _, e := range a.Nodes {
					if s, ok := e.(*ast.StringNode); ok {
						v.add(field, s.Value)
					}
				}
			}
		}
	case *ast.CallNode:
		if id, ok := n.Callee.(*ast.IdentifierNode); ok && id.Value == "glob" && len(n.Arguments) == 2 {
			if s, ok := n.Arguments[0].(*ast.StringNode); ok {
				if field := toolField(n.Arguments[1]); field != "" {
					v.add(field, s.Value)
				}
			}
		}
	}
}

func (v *refVisitor) add(field, value string) {
	if field == "server" {
		v.refs = append(v.refs, policyRef{where: v.where, server: value})
	} else {
		v.refs = append(v.refs, policyRef{where: v.where, tool: value})
	}
}

// toolField returns "name" for tool.name, "server" for tool.server.
func toolField(n ast.Node) string {
	m, ok := n.(*ast.MemberNode)
	if !ok {
		return ""
	}
	id, ok := m.Node.(*ast.IdentifierNode)
	p, ok2 := m.Property.(*ast.StringNode)
	if !ok || !ok2 || id.Value != "tool" || (p.Value != "name" && p.Value != "server") {
		return ""
	}
	return p.Value
}

func keys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// unmatched reports what the policy names that matches nothing checked:
// a server no server is called, an override whose globs match no tool.
// Servers that failed count as present (their tools are unknown, so
// overrides that could match them are not reported).
func (f *checkFlags) unmatched(results []*result) []string {
	var names []string
	tools := map[string][]string{} // listed tools by server
	unknown := map[string]bool{}   // servers whose tools are unknown
	for _, r := range results {
		name := r.name
		if name == "" {
			name = r.target.label()
		}
		names = append(names, name)
		if r.err != nil {
			unknown[name] = true
		}
		for _, l := range r.listings {
			tools[name] = append(tools[name], l.Tool.Name)
		}
	}
	var out []string
	for _, ref := range policyRefs(f.policies, f.preset) {
		servers := matching(ref.server, names)
		if len(servers) == 0 {
			what := "server"
			if strings.ContainsAny(ref.server, "*?[") {
				what = "server glob"
			}
			out = append(out, fmt.Sprintf("%s: %s %q matches no server checked (%s)", ref.where, what, ref.server, listNames(names)))
			continue
		}
		if ref.tool == "" {
			continue
		}
		found := false
		for _, s := range servers {
			if unknown[s] || len(matching(ref.tool, tools[s])) > 0 {
				found = true
				break
			}
		}
		if !found {
			out = append(out, fmt.Sprintf("%s: tool %q matches no tool of %s", ref.where, ref.tool, listNames(servers)))
		}
	}
	return out
}

// matching returns the names that pattern matches ("" matches all), with
// the policy's glob rules: "*" crosses "/" too.
func matching(pattern string, names []string) []string {
	var out []string
	for _, n := range names {
		if pattern == "" || globMatch(pattern, n) {
			out = append(out, n)
		}
	}
	return out
}

func globMatch(pattern, name string) bool {
	if !strings.ContainsAny(pattern, "*?[") {
		return pattern == name
	}
	ok, err := path.Match(strings.ReplaceAll(pattern, "/", "\x00"), strings.ReplaceAll(name, "/", "\x00"))
	return err == nil && ok
}

func listNames(names []string) string {
	if len(names) == 0 {
		return "none checked"
	}
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = quoteName(n)
	}
	if len(q) > 5 {
		q = append(q[:5], fmt.Sprintf("and %d more", len(q)-5))
	}
	return "checked: " + strings.Join(q, ", ")
}
