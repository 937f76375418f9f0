package guard

import (
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Budgets of the walk over arguments for protected paths; a walk that
// cannot finish counts as naming one.
const (
	maxWalkDepth   = 64
	maxWalkStrings = 100000
)

// protect is the guard's own check that no call names a path under
// hintgate's configuration directory (where the approvals file lives),
// whatever the policy says.
type protect struct {
	dirs  []string // cleaned, absolute, lower-case
	rels  []string // as relative paths: from the home directory, or from "/"
	bases []string // their last elements: a string naming none is no hit
	home  string
	// unjudged: a base is empty or not ASCII, which mayHit does not judge.
	unjudged bool
}

func newProtect(dirs []string) *protect {
	p := &protect{}
	if h, err := os.UserHomeDir(); err == nil {
		p.home = filepath.ToSlash(filepath.Clean(h))
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if abs, err := filepath.Abs(d); err == nil {
			d = abs
		}
		d = strings.ToLower(filepath.ToSlash(filepath.Clean(d)))
		p.dirs = append(p.dirs, d)
		rel := strings.TrimPrefix(d, "/")
		if h := strings.ToLower(p.home); h != "" && h != "/" && strings.HasPrefix(d, h+"/") {
			rel = d[len(h)+1:] // a server's working directory is often home
		}
		p.rels = append(p.rels, rel)
		p.bases = append(p.bases, path.Base(d))
		p.unjudged = p.unjudged || !asciiName(path.Base(d))
	}
	return p
}

// names reports whether any key or string value in args names a
// protected path.
func (p *protect) names(args map[string]any) bool {
	return len(p.dirs) > 0 && anyArg(args, p.hit)
}

// anyArg reports whether hit holds for any key or string value in args,
// at any depth. A walk that cannot finish (deeper than maxWalkDepth, or
// more than maxWalkStrings strings and keys) counts as a hit: the guard's
// own checks fail closed.
func anyArg(args map[string]any, hit func(string) bool) bool {
	budget := maxWalkStrings
	return walkArg(args, 0, &budget, hit)
}

func walkArg(v any, depth int, budget *int, hit func(string) bool) bool {
	if depth > maxWalkDepth {
		return true
	}
	switch x := v.(type) {
	case string:
		*budget--
		return *budget < 0 || hit(x)
	case map[string]any:
		for k, e := range x {
			*budget--
			if *budget < 0 || hit(k) || walkArg(e, depth+1, budget, hit) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if walkArg(e, depth+1, budget, hit) {
				return true
			}
		}
	}
	return false
}

// hit reports whether s names a protected directory or anything under
// it: anywhere in the text (a shell command, a URL), as an absolute path
// or through the home directory (~, $HOME), and as a path that cleans to
// one (with .. or . in it).
func (p *protect) hit(s string) bool {
	if strings.IndexByte(s, '%') >= 0 {
		// A file: URL's escapes are decoded by the servers that read it.
		if dec := unescape(s); dec != s && p.hit(dec) {
			return true
		}
	}
	if strings.IndexByte(s, '/') < 0 && strings.IndexByte(s, '\\') < 0 || !p.mayName(s) {
		return false
	}
	s = strings.ToLower(strings.ReplaceAll(s, `\`, "/"))
	if p.home != "" {
		home := strings.ToLower(p.home)
		for _, alias := range []string{"~", "$home", "${home}"} {
			s = strings.ReplaceAll(s, alias+"/", home+"/")
		}
	}
	for _, field := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '=' || r == '\t' || r == '\n' }) {
		field = strings.TrimPrefix(field, "file://")
		if p.pathHit(field) {
			return true
		}
		if i := strings.IndexByte(field, '/'); i > 0 && p.pathHit(field[i:]) {
			return true // "x:/…", "@/…"
		}
	}
	for _, d := range p.dirs {
		for i := strings.Index(s, d); i >= 0; {
			end := i + len(d)
			if end == len(s) || !isNameByte(s[end]) {
				return true
			}
			j := strings.Index(s[end:], d)
			if j < 0 {
				break
			}
			i = end + j
		}
	}
	return false
}

// pathHit reports whether f, cleaned, is a protected directory or under
// it: an absolute path anywhere below its start (so that aliases of the
// root such as /proc/self/root/… count), a relative one from the home
// directory or from "/".
func (p *protect) pathHit(f string) bool {
	c := path.Clean(f)
	if strings.HasPrefix(c, "/") {
		for _, d := range p.dirs {
			if strings.Contains(c+"/", d+"/") {
				return true
			}
		}
		return false
	}
	for _, r := range p.rels {
		if r != "" && strings.Contains("/"+c+"/", "/"+r+"/") {
			return true
		}
	}
	return false
}

// unescape decodes every valid %XX escape in s and leaves the rest.
func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f' }

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// maxShortText is the longest string mayHit reads byte by byte.
const maxShortText = 64

// mayHit is a one-pass pre-test that holds for every string hit holds
// for: one with a '%' (hit decodes its escapes), and one with a '/' or
// '\\' in which the last element of a protected directory may occur, in
// any case (mayName), judged by the element's first and last bytes
// alone. An element with a byte beyond ASCII is not judged: it may
// occur. Most short argument strings, paths included, fail it in two
// short loops, where hit would start with several searches; a string
// longer than maxShortText is left to hit, whose searches are fast on
// long strings.
func (p *protect) mayHit(s string) bool {
	if len(s) > maxShortText {
		return true
	}
	sep := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '%':
			return true
		case '/', '\\':
			sep = true
		}
	}
	if !sep || p.unjudged {
		return sep
	}
	for _, b := range p.bases {
		// A window that equals b in any case has bytes that equal b's
		// with bit 5 set (the case bit of ASCII letters) on both.
		n := len(b) - 1
		first, last := b[0]|0x20, b[n]|0x20
		for i := 0; i+n < len(s); i++ {
			if s[i]|0x20 == first && s[i+n]|0x20 == last {
				return true
			}
		}
	}
	return false
}

// asciiName reports whether b is a non-empty ASCII string.
func asciiName(b string) bool {
	for i := 0; i < len(b); i++ {
		if b[i] >= 0x80 {
			return false
		}
	}
	return b != ""
}

// mayName reports whether s contains the last element of a protected
// directory, in any case: every way of naming the directory does.
func (p *protect) mayName(s string) bool {
	for _, b := range p.bases {
		if b == "" {
			return true
		}
		if containsFold(s, b) {
			return true
		}
	}
	return false
}

// containsFold reports whether s contains b, a non-empty lower-case
// string, in any case, comparing windows of len(b) bytes.
func containsFold(s, b string) bool {
	first := b[0]
	if first >= 0x80 {
		for i := 0; i+len(b) <= len(s); i++ {
			if c := s[i]; (c == first || c|0x20 == first) && strings.EqualFold(s[i:i+len(b)], b) {
				return true
			}
		}
		return false
	}
	// An ASCII byte matches itself and, for a letter, its upper case:
	// search for those with IndexByte, which is fast on long strings,
	// remembering where the next of each is.
	other := first
	if first >= 'a' && first <= 'z' {
		other = first - 'a' + 'A'
	}
	last := len(s) - len(b) + 1 // candidates start before last
	nextFirst, nextOther := -1, -1
	if other == first {
		nextOther = last
	}
	for i := 0; i < last; i++ {
		if nextFirst < i {
			nextFirst = indexFrom(s[:last], first, i)
		}
		if nextOther < i {
			nextOther = indexFrom(s[:last], other, i)
		}
		i = min(nextFirst, nextOther)
		if i >= last {
			return false
		}
		if strings.EqualFold(s[i:i+len(b)], b) {
			return true
		}
	}
	return false
}

// indexFrom is the index of c in s at or after from, or len(s).
func indexFrom(s string, c byte, from int) int {
	if j := strings.IndexByte(s[from:], c); j >= 0 {
		return from + j
	}
	return len(s)
}

func isNameByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '-' || b == '_' || b == '.' || b >= 0x80
}
