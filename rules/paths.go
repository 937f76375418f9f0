package rules

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path"
	"strings"

	wurl "github.com/nlnwa/whatwg-url/url"
)

// Paths tells path helpers how servers read paths: what "~" is and what a
// relative path is relative to. In a policy file it is the top-level
// `paths:` mapping; conditions read it as paths.home and paths.root.
type Paths struct {
	// Home is the directory "~" stands for. Empty means the home directory
	// of the process that compiles the policy; when that is unknown too,
	// a path or pattern starting with "~" is an error, and errors deny.
	Home string `expr:"home"`
	// Root is the directory relative paths are resolved against: set it
	// to the servers' working directory. Empty means "/", so that "../"
	// can never climb out of a pattern.
	Root string `expr:"root"`
}

// resolve fills the defaults and checks that both are absolute.
func (p Paths) resolve() (Paths, error) {
	var errs []error
	if p.Home == "" {
		if h, err := os.UserHomeDir(); err == nil && path.IsAbs(h) {
			p.Home = h
		}
	} else if !path.IsAbs(p.Home) {
		errs = append(errs, fmt.Errorf("home: %q is not an absolute path", p.Home))
	} else {
		p.Home = path.Clean(p.Home)
	}
	switch {
	case p.Root == "":
		p.Root = "/"
	case strings.HasPrefix(p.Root, "~"):
		if r, err := p.expandHome(p.Root); err != nil {
			errs = append(errs, fmt.Errorf("root: %v", err))
		} else {
			p.Root = r
		}
	case !path.IsAbs(p.Root):
		errs = append(errs, fmt.Errorf("root: %q is not an absolute path", p.Root))
	default:
		p.Root = path.Clean(p.Root)
	}
	return p, errors.Join(errs...)
}

// expandHome replaces a leading "~" or "~/"; "~name" is an error.
func (p Paths) expandHome(s string) (string, error) {
	rest, ok := strings.CutPrefix(s, "~")
	if !ok {
		return s, nil
	}
	if rest != "" && rest[0] != '/' {
		return "", errors.New("cannot expand ~ followed by a user name")
	}
	if p.Home == "" {
		return "", errors.New("cannot expand ~: no home directory (set paths.home)")
	}
	return path.Clean(p.Home + "/" + rest), nil
}

// maxPathSegments bounds the parts of a path a pattern is matched against.
const maxPathSegments = 4096

// maxPatternParts bounds the parts of a path pattern: matching takes time
// that grows with the product of the pattern's parts and the path's.
const maxPatternParts = 64

// readPath reads s the way a server reads a path argument and returns it
// absolute and cleaned. When explicit is false, s is only read as a path
// if it looks like one (absolute, "~", starting with ".", a file: URL, or
// containing "/" without being another URL); ok is false otherwise.
func (p Paths) readPath(s string, explicit bool) (abs string, ok bool, err error) {
	s = strings.TrimFunc(s, isSpace)
	switch {
	case s == "":
		return "", false, nil
	case hasPrefixFold(s, "file:"):
		u, err := wurl.Parse(s)
		if err != nil {
			return "", false, errors.New("a file: URL that cannot be parsed")
		}
		dec, err := url.PathUnescape(u.Pathname())
		if err != nil {
			return "", false, errors.New("a file: URL with a bad escape")
		}
		return p.clean("/" + dec), true, nil
	case s[0] == '/':
		return p.clean(s), true, nil
	case s[0] == '~':
		e, err := p.expandHome(s)
		if err != nil {
			return "", false, err
		}
		return p.clean(e), true, nil
	case strings.Contains(s, "://"):
		// A URL, unless ".." climb out of it: a server that reads it as
		// a relative path ("x://../../etc") reaches above its root.
		if c := path.Clean(s); c != ".." && !strings.HasPrefix(c, "../") {
			return "", false, nil
		}
		return p.clean(p.rootDir() + "/" + s), true, nil
	case explicit || s[0] == '.' || strings.Contains(s, "/"):
		return p.clean(p.rootDir() + "/" + s), true, nil
	}
	return "", false, nil
}

// clean resolves "." and ".." in the absolute path s, as path.Clean does,
// and the kernel's aliases on the way: /proc/<pid>/root (and
// /proc/<pid>/task/<tid>/root) is "/", /proc/<pid>/cwd is the servers'
// working directory (paths.root). A ".." after an alias climbs from
// what it stands for, as the kernel's does.
func (p Paths) clean(s string) string {
	var stack []string
	for seg := range strings.SplitSeq(s, "/") {
		switch seg {
		case "", ".":
			continue
		case "..":
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			continue
		}
		stack = append(stack, seg)
		if !procAlias(stack) {
			continue
		}
		if seg == "root" {
			stack = stack[:0]
		} else {
			stack = append(stack[:0], strings.Split(strings.Trim(p.rootDir(), "/"), "/")...)
			if stack[0] == "" {
				stack = stack[:0]
			}
		}
	}
	return "/" + strings.Join(stack, "/")
}

// procAlias reports whether the segments are /proc/X/root, /proc/X/cwd or
// the same under /proc/X/task/Y.
func procAlias(stack []string) bool {
	n := len(stack)
	if n != 3 && n != 5 || stack[0] != "proc" || stack[n-1] != "root" && stack[n-1] != "cwd" {
		return false
	}
	return n == 3 || stack[2] == "task"
}

func (p Paths) rootDir() string {
	if p.Root == "" {
		return "/"
	}
	return p.Root
}

// pathPattern is a path pattern made ready for matching: its segments,
// with "~" expanded. A pattern that is not absolute never matches.
type pathPattern struct {
	segs []string
	abs  bool
}

func (p Paths) pattern(pat string) (pathPattern, error) {
	pat = strings.TrimSpace(pat)
	if strings.HasPrefix(pat, "~") {
		e, err := p.expandHome(pat)
		if err != nil {
			return pathPattern{}, fmt.Errorf("pattern %q: %v", pat, err)
		}
		pat = e + strings.Repeat("/", len(pat)-len(strings.TrimRight(pat, "/")))
	}
	if !strings.HasPrefix(pat, "/") && !strings.HasPrefix(pat, "**") {
		return pathPattern{}, nil
	}
	clean := path.Clean(pat)
	if strings.HasSuffix(pat, "/") && clean != "/" {
		clean += "/**" // "/etc/" means the directory and what is under it
	}
	segs := strings.Split(clean, "/")
	if len(segs) > maxPatternParts {
		return pathPattern{}, fmt.Errorf("pattern %.40q...: %d parts, more than %d", pat, len(segs), maxPatternParts)
	}
	for _, seg := range segs {
		if _, err := path.Match(seg, ""); err != nil {
			return pathPattern{}, fmt.Errorf("pattern %q: %v", pat, err)
		}
	}
	return pathPattern{segs: segs, abs: true}, nil
}

// match reports whether the absolute, cleaned path p matches: "**" is
// any number of whole segments (none included), "*", "?" and "[...]"
// match within one segment.
func (pp pathPattern) match(p string) (bool, error) {
	if !pp.abs {
		return false, nil
	}
	segs, err := pathSegments(p)
	if err != nil {
		return false, err
	}
	return pp.matchSegments(segs, nil), nil
}

// pathSegments splits an absolute, cleaned path for matchSegments.
func pathSegments(p string) ([]string, error) {
	segs := strings.Split(p, "/")
	if len(segs) > maxPathSegments {
		return nil, fmt.Errorf("%w: a path of more than %d parts", errWalkLimit, maxPathSegments)
	}
	return segs, nil
}

// matchSegments is match on a path split by pathSegments, for an
// absolute pattern. scratch, when not nil, is memory to reuse.
func (pp pathPattern) matchSegments(segs []string, scratch *[]bool) bool {
	n := len(segs) + 1
	var buf []bool
	if scratch == nil {
		buf = make([]bool, 2*n)
	} else {
		if cap(*scratch) < 2*n {
			*scratch = make([]bool, 2*n)
		}
		buf = (*scratch)[:2*n]
		clear(buf)
	}
	// reach[j]: the pattern so far matches the first j segments.
	reach, next := buf[:n], buf[n:]
	reach[0] = true
	for _, ps := range pp.segs {
		clear(next)
		any := false
		for j := range reach {
			if !reach[j] {
				continue
			}
			if ps == "**" {
				for k := j; k <= len(segs); k++ {
					next[k] = true
				}
				any = true
				break
			}
			if j < len(segs) {
				if ok, _ := path.Match(ps, segs[j]); ok {
					next[j+1], any = true, true
				}
			}
		}
		if !any {
			return false
		}
		reach, next = next, reach
	}
	return reach[len(segs)]
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// patternWarning explains why a path pattern can never match an absolute,
// cleaned path, or what it matches that its author may not expect; ""
// when it is fine.
func patternWarning(pat string) string {
	pat = strings.TrimSpace(pat)
	switch {
	case pat == "":
		return "empty path pattern matches nothing"
	case strings.Count(pat, "/") >= maxPatternParts:
		return fmt.Sprintf("path pattern %.40q... has more than %d parts: it is an error, which denies", pat, maxPatternParts)
	case !strings.HasPrefix(pat, "/") && !strings.HasPrefix(pat, "~") && !strings.HasPrefix(pat, "**"):
		return fmt.Sprintf("path pattern %q is relative and never matches: paths are absolute when matched (use \"**/%s\" for any directory)", pat, pat)
	case strings.HasSuffix(pat, "/*"):
		return fmt.Sprintf("path pattern %q matches only the entries directly in %s (use %q for everything under it)", pat, strings.TrimSuffix(pat, "/*"), strings.TrimSuffix(pat, "*")+"**")
	case strings.Contains(pat, "**") && !strings.Contains("/"+pat+"/", "/**/"):
		return fmt.Sprintf("path pattern %q uses ** inside a name, where it means *; ** matches whole directories only as \"/**/\"", pat)
	}
	return ""
}

// eachError calls f for every error joined in err.
func eachError(err error, f func(error)) {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			eachError(e, f)
		}
		return
	}
	if err != nil {
		f(err)
	}
}
