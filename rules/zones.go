package rules

import (
	"fmt"
	"reflect"
	"sync"
	"time"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
)

// Time zones. expr's timezone(name), and date(s, layout, name), load the
// zone from the system's files (time.LoadLocation) on every call: a
// zone name taken from the call (timezone(args.tz)) had the guard read a
// file of the model's choosing for each element of a predicate (50,000
// loads in 0.3 s a rule), and an unknown name was only an error at call
// time. Charging the load would leave the guard reading files the model
// names; caching it would keep what the model names for the life of the
// policy. A zone name is a constant instead: it is loaded once, when the
// policy is, and a name that is not a constant, or that the system does
// not know, is an error then, naming the rule.

var locationType = reflect.TypeFor[*time.Location]()

// zoneFunc is what timezone("name") becomes: the zone loaded when the
// policy was, from zones.
const zoneFunc = "__zone"

// zones holds every zone a policy named, by name: a few hundred at most,
// the system's time zone database.
var zones sync.Map

var _ = register(expr.Function(zoneFunc, func(p ...any) (any, error) {
	name, _ := p[0].(string)
	if loc, ok := zones.Load(name); ok {
		return loc, nil
	}
	return nil, fmt.Errorf("time zone %q was not loaded with the policy", name)
}, new(func(name string) *time.Location)))

// foldedZone replaces timezone("name") with a call of zoneFunc, and
// date(…, "name") with date(zoneFunc("name"), …), which parses in the
// zone; a name that does not load is left for zoneCheck to report.
func foldedZone(node *ast.Node, n *ast.BuiltinNode) {
	i, ok := zoneArg(n)
	if !ok {
		return
	}
	if _, err := zoneOf(n.Arguments[i]); err != nil {
		return
	}
	call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: zoneFunc}, Arguments: []ast.Node{n.Arguments[i]}}
	call.SetLocation(n.Arguments[i].Location())
	call.SetType(locationType) // for date, which dereferences what is not known to be a zone
	if n.Name == "timezone" {
		ast.Patch(node, call)
		return
	}
	// date(s, layout, name): the zone, s and layout
	n.Arguments = []ast.Node{call, n.Arguments[i-2], n.Arguments[i-1]}
}

// zoneArg returns which argument of n is the name of a zone to load, if
// one is.
func zoneArg(n *ast.BuiltinNode) (int, bool) {
	switch {
	case n.Name == "timezone" && len(n.Arguments) == 1:
		return 0, true
	case n.Name == "date" && len(n.Arguments) >= 3:
		at := 0
		if isLocation(n.Arguments[0]) {
			at = 1
		}
		if len(n.Arguments)-at == 3 {
			return at + 2, true
		}
	}
	return 0, false
}

func isLocation(n ast.Node) bool {
	if c, ok := n.(*ast.CallNode); ok {
		id, ok := c.Callee.(*ast.IdentifierNode)
		return ok && id.Value == zoneFunc
	}
	return n.Type() == locationType
}

// zoneOf loads the zone a constant string (or constant strings joined
// with +) names, into zones.
func zoneOf(n ast.Node) (*time.Location, error) {
	name, ok := constString(n)
	if !ok {
		return nil, fmt.Errorf("a time zone's name must be a constant string, not taken from the call")
	}
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location), nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("unknown time zone %q", name)
	}
	zones.Store(name, loc)
	return loc, nil
}

// zoneCheck finds the zone names foldedZone left: not constant, or not
// known.
type zoneCheck struct{ err *file.Error }

func (z *zoneCheck) Visit(node *ast.Node) {
	n, ok := (*node).(*ast.BuiltinNode)
	if !ok || z.err != nil {
		return
	}
	if i, ok := zoneArg(n); ok {
		if _, err := zoneOf(n.Arguments[i]); err != nil {
			z.err = &file.Error{Location: n.Arguments[i].Location(), Message: fmt.Sprintf("%s: %v", n.Name, err)}
		}
	}
}
