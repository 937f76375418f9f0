package rules

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
)

// Templates: reasons and messages with {{ expressions }}.

// template is a string with {{ expr }} parts, rendered for humans and the model.
type template struct {
	parts []string      // literal text
	progs []*vm.Program // between parts
}

var templateRE = regexp.MustCompile(`\{\{(.*?)\}\}`)

func compileTemplate(s string) (*template, error) {
	if s == "" {
		return nil, nil
	}
	t := &template{}
	last := 0
	var errs []error
	for _, m := range templateRE.FindAllStringSubmatchIndex(s, -1) {
		t.parts = append(t.parts, s[last:m[0]])
		p, err := compileLimited(strings.TrimSpace(s[m[2]:m[3]]), false)
		if err != nil {
			errs = append(errs, fmt.Errorf("in {{%s}}: %v", s[m[2]:m[3]], firstLine(err)))
		}
		t.progs = append(t.progs, p)
		last = m[1]
	}
	t.parts = append(t.parts, s[last:])
	return t, errors.Join(errs...)
}

// maxRendered bounds a rendered message, in bytes; it is cut between
// characters.
const maxRendered = 2000

func (t *template) render(env *Env) string {
	if t == nil {
		return ""
	}
	var b strings.Builder
	for i, lit := range t.parts {
		b.WriteString(lit)
		if i < len(t.progs) {
			v, err := expr.Run(t.progs[i], env)
			switch {
			case err != nil:
				b.WriteString("<error>")
			case v == nil:
				b.WriteString("<none>")
			default:
				fmt.Fprint(&b, v)
			}
		}
		if b.Len() > maxRendered {
			s, i := b.String(), maxRendered
			for i > 0 && !utf8.RuneStart(s[i]) {
				i-- // never split a character
			}
			return s[:i] + "…"
		}
	}
	return b.String()
}
