package rules_test

import (
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// ht turns the expr view of a tool, the compact form tests write, into the
// resolved hints.Tool that Policy.Prepare takes.
func ht(t rules.Tool) *hints.Tool {
	class, err := hints.ParseClass(t.Class)
	if err != nil {
		class = hints.Write
		if t.Class == "" {
			class = hints.Write
		}
	}
	if t.Class == "" {
		switch {
		case t.ReadOnly:
			class = hints.ReadOnly
		case t.Destructive:
			class = hints.Destructive
		}
	}
	trust, err := hints.ParseTrust(t.Trust)
	if err != nil {
		panic(err)
	}
	src := func(declared bool) hints.Source {
		if declared {
			return hints.Declared
		}
		return hints.Inferred
	}
	return &hints.Tool{
		Name: t.Name, Server: t.Server, Title: t.Title, Class: class, Trust: trust,
		ReadOnly:    hints.Hint{Value: t.ReadOnly, Source: src(t.Declared.ReadOnly)},
		Destructive: hints.Hint{Value: t.Destructive, Source: src(t.Declared.Destructive)},
		Idempotent:  hints.Hint{Value: t.Idempotent, Source: src(t.Declared.Idempotent)},
		OpenWorld:   hints.Hint{Value: t.OpenWorld, Source: src(t.Declared.OpenWorld)},
		Annotated:   t.Annotated, Tags: t.Tags, Changed: t.Changed,
	}
}
