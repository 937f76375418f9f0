package rules

import "github.com/expr-lang/expr"

// The helper functions of the rule language. Each lives in its own file,
// helper_<name>.go, with its registration, implementation and
// documentation; adding a helper is adding a file that calls register.
// The language reference in doc.go lists them for users.

// funcs are the registered helpers, as expr options.
var funcs []expr.Option

// register adds a helper to the language; call it from a package-level
// variable of the helper's file.
func register(fn expr.Option) struct{} {
	funcs = append(funcs, fn)
	return struct{}{}
}
