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
	abs   map[string]bool // cleaned, absolute, lower-case
	rel   map[string]bool // the same, relative to home and to "/"
	bases []string        // their last elements: a string naming none is no hit
	home  string          // lower-case
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
			if !p.abs[up] {
				p.bases = append(p.bases, path.Base(up))
			}
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
	return len(p.abs) > 0 && anyArg(args, p.hit)
}

// mayName is a test without allocation that holds for every string that
// names a parent: it holds a parent's last element in any case, or "~",
// "$" (home aliases) or "%" (escapes).
func (p *parents) mayName(s string) bool {
	if strings.IndexByte(s, '~') >= 0 || strings.IndexByte(s, '$') >= 0 || strings.IndexByte(s, '%') >= 0 {
		return true
	}
	for _, b := range p.bases {
		if containsFold(s, b) {
			return true
		}
	}
	return false
}

func (p *parents) hit(s string) bool {
	if !p.mayName(s) {
		return false
	}
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
