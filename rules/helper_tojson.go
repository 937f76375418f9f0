package rules

import (
	"encoding/json"

	"github.com/expr-lang/expr"
)

// toJSON(args) is the call's arguments as indented JSON, which a rule
// searches whole (`toJSON(args) contains "rm -rf"`). The rewrite of
// conditions turns it into argsJSONFunc, which encodes the arguments
// once per decision: every rule that names it reads the same text,
// instead of encoding (and allocating) the arguments again. Any other
// toJSON is expr's own.

// argsJSONFunc is what toJSON(args) becomes (see argsGuard).
const argsJSONFunc = "__argsJSON"

// argsText is a decision's arguments encoded by toJSON(args).
type argsText struct {
	text string
	err  error
	done bool
}

var _ = register(expr.Function(argsJSONFunc, func(p ...any) (any, error) {
	e, ok := p[1].(*Env)
	if !ok || e == nil || !sameArgs(p[0], e.Args) {
		return encodeJSON(p[0])
	}
	if !e.json.done {
		e.json.text, e.json.err = encodeJSON(p[0])
		e.json.done = true
	}
	return e.json.text, e.json.err
}, new(func(args map[string]any, env Env) string)))

// encodeJSON is expr's toJSON.
func encodeJSON(v any) (string, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return "", err
	}
	return string(b), nil
}
