package guard

import (
	"path"
	"path/filepath"
	"strings"
)

// parents are the directories above hintgate's configuration directory
// (the home directory, ~/.config, …; never "/"). Moving or replacing one
// of them moves the approvals file with it, out of reach of the
// "hintgate-config" check and back: so a call of a tool that is not
// read-only naming one of them exactly needs a human, whatever the policy
// says (rule "hintgate-config-parent"). Reading them (listing ~/.config)
// is not affected.
type parents struct {
	abs  map[string]bool // cleaned, absolute, lower-case
	rel  map[string]bool // the same, relative to home and to "/"
	home string          // lower-case
}

func newParents(dirs []string, home string) *parents {
	p := &parents{abs: map[string]bool{}, rel: map[string]bool{}, home: strings.ToLower(filepath.ToSlash(home))}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if abs, err := filepath.Abs(d); err == nil {
			d = abs
		}
		d = strings.ToLower(filepath.ToSlash(filepath.Clean(d)))
		for up := path.Dir(d); up != "/" && up != "." && up != ""; up = path.Dir(up) {
			p.abs[up] = true
			p.rel[strings.TrimPrefix(up, "/")] = true
			if p.home != "" && p.home != "/" && strings.HasPrefix(up, p.home+"/") {
				p.rel[up[len(p.home)+1:]] = true
			}
		}
	}
	return p
}

// named reports whether any key or string value in args names a parent
// exactly, as a path or as one word of a command ("mv ~/.config x"). A
// walk that cannot finish counts as naming one.
func (p *parents) named(args map[string]any) bool {
	if len(p.abs) == 0 {
		return false
	}
	budget := maxWalkStrings
	return p.walk(args, 0, &budget)
}

func (p *parents) walk(v any, depth int, budget *int) bool {
	if depth > maxWalkDepth {
		return true
	}
	switch x := v.(type) {
	case string:
		*budget--
		return *budget < 0 || p.hit(x)
	case map[string]any:
		for k, e := range x {
			*budget--
			if *budget < 0 || p.hit(k) || p.walk(e, depth+1, budget) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if p.walk(e, depth+1, budget) {
				return true
			}
		}
	}
	return false
}

func (p *parents) hit(s string) bool {
	if strings.IndexByte(s, '%') >= 0 {
		if dec := unescape(s); dec != s && p.hit(dec) {
			return true
		}
	}
	s = strings.ToLower(strings.ReplaceAll(s, `\`, "/"))
	for _, field := range strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '"' || r == '\'' || r == '=' || r == '\t' || r == '\n' || r == ';' || r == '&' || r == '|'
	}) {
		field = strings.TrimPrefix(field, "file://")
		if p.home != "" {
			for _, alias := range []string{"~", "$home", "${home}"} {
				if field == alias || strings.HasPrefix(field, alias+"/") {
					field = p.home + field[len(alias):]
					break
				}
			}
		}
		c := path.Clean(field)
		if strings.HasPrefix(c, "/") {
			if p.abs[c] {
				return true
			}
			continue
		}
		if p.rel[strings.TrimPrefix(c, "./")] {
			return true
		}
	}
	return false
}
