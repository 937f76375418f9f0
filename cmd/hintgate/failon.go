package main

import (
	"fmt"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
	"github.com/hintgate/hintgate/rules"
)

// row is one checked tool: what check prints, and the environment of
// --fail-on expressions (named by the expr tags).
type row struct {
	// Server is the server's name as the policy sees it.
	Server string `expr:"server"`
	// Name and Title are the tool's.
	Name  string `expr:"name"`
	Title string `expr:"title"`
	// Class is "read_only", "write" or "destructive".
	Class string `expr:"class"`
	// Action is the policy's decision at list time: "allow", "confirm",
	// "deny" or "hide"; Rule names the rule that decided.
	Action string `expr:"action"`
	Rule   string `expr:"rule"`
	// The effective hints.
	ReadOnly    bool `expr:"readOnly"`
	Destructive bool `expr:"destructive"`
	Idempotent  bool `expr:"idempotent"`
	OpenWorld   bool `expr:"openWorld"`
	// Annotated is true when the server declared at least one hint.
	Annotated bool `expr:"annotated"`
	// Changed is true when the definition differs from the one pinned
	// in the --pins file.
	Changed bool `expr:"changed"`
	// Trust is "trusted", "checked" or "untrusted".
	Trust string `expr:"trust"`
	// Tags are the tool's tags from its _meta.
	Tags []string `expr:"tags"`

	listing *rules.Listing
}

func newRow(server string, l *rules.Listing) row {
	t := &l.Tool
	if server == "" {
		server = t.Server
	}
	return row{
		Server: server, Name: t.Name, Title: t.Title, Class: t.Class.String(),
		Action: l.Decision.Action.String(), Rule: l.Decision.Rule,
		ReadOnly: t.ReadOnly.Value, Destructive: t.Destructive.Value, Idempotent: t.Idempotent.Value, OpenWorld: t.OpenWorld.Value,
		Annotated: t.Annotated, Changed: t.Changed, Trust: t.Trust.String(), Tags: t.Tags,
		listing: l,
	}
}

// checkJSON is check's --json record of one tool.
type checkJSON struct {
	Server string `json:"server"`
	toolJSON
	Action    string   `json:"action"`
	Rule      string   `json:"rule"`
	Annotated bool     `json:"annotated"`
	Changed   bool     `json:"changed"`
	Trust     string   `json:"trust"`
	Tags      []string `json:"tags"`
}

func (r *row) json() checkJSON {
	tags := r.Tags
	if tags == nil {
		tags = []string{}
	}
	return checkJSON{Server: r.Server, toolJSON: toJSON(&r.listing.Tool, nil), Action: r.Action, Rule: r.Rule,
		Annotated: r.Annotated, Changed: r.Changed, Trust: r.Trust, Tags: tags}
}

const failOnHelp = `
--fail-on expressions are expr-lang conditions over each tool, like a
policy's, with these names: server, name, title, class ("read_only",
"write", "destructive"), action ("allow", "confirm", "deny", "hide"), rule,
readOnly, destructive, idempotent, openWorld, annotated, changed, trust
("trusted", "checked", "untrusted"), tags. Examples:

  --fail-on 'class == "destructive" && action == "allow"'
  --fail-on '!annotated'
  --fail-on changed --pins .hintgate-pins.json
`

// failOnProgram is a compiled --fail-on expression; nil matches nothing.
type failOnProgram struct{ prog *vm.Program }

// compileFailOn type-checks the expression against row.
func compileFailOn(src string) (*failOnProgram, error) {
	if strings.TrimSpace(src) == "" {
		return nil, nil
	}
	if len(src) > rules.MaxExprLen {
		return nil, fmt.Errorf("longer than %d bytes", rules.MaxExprLen)
	}
	prog, err := expr.Compile(src, expr.Env(row{}), expr.AsBool(), expr.MaxNodes(rules.MaxExprNodes))
	if err != nil {
		return nil, err
	}
	return &failOnProgram{prog}, nil
}

// matches returns the rows the expression holds for, and for each the
// error evaluating it, if any. A row the expression fails on counts as
// matched: failing closed.
func (p *failOnProgram) matches(rows []row) (out []row, errs []error) {
	if p == nil {
		return nil, nil
	}
	for _, r := range rows {
		v, err := expr.Run(p.prog, r)
		if b, ok := v.(bool); err != nil || !ok || b {
			if err == nil && !ok {
				err = fmt.Errorf("not a boolean: %T", v)
			}
			out, errs = append(out, r), append(errs, err)
		}
	}
	return out, errs
}
