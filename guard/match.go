package guard

import (
	"path"
	"strings"
)

// Match states which calls a lasting approval (for the session, or
// always) covers, by argument: each key names an argument, each value is
// a pattern its value must match. A call is covered only when every one of
// its arguments is named in the Match and matches; arguments the Match
// names must be present, except those whose pattern is [AnyValue].
//
// A pattern that starts with "/" matches paths: the value must be a string
// that is an absolute path, it is cleaned first (so "/a/../etc" is
// "/etc"), and the pattern is matched segment by segment with path.Match,
// where a "**" segment matches any number of segments ("/srv/data/**"
// matches "/srv/data" and everything under it). Any other pattern is
// matched with path.Match against the whole string, which must not hold
// a ".." segment (between slashes or backslashes): a server reads
// "~/docs/.." as the home directory, whatever "~/docs/*" says. Values
// that are not strings match only [AnyValue]. An invalid pattern matches nothing.
//
// Paths are matched as written, not as a file system resolves them: the
// guard runs beside the agent, not on the server's machine, and cannot
// follow the server's symbolic links. A link inside a covered directory
// ("/srv/data/etc" pointing at "/etc") is covered as its own path. Cover
// only directories where no tool the model may call without a human can
// create links, or keep such tools behind confirmation.
//
// A nil or empty Match on a lasting approval binds it to the exact
// arguments of the approved call.
type Match map[string]string

// AnyValue is the pattern that matches any value of an argument, or its
// absence.
const AnyValue = "**"

// Covers reports whether m covers a call with args.
func (m Match) Covers(args map[string]any) bool {
	if len(m) == 0 {
		return false
	}
	for k, v := range args {
		p, ok := m[k]
		if !ok || !matchValue(p, v) {
			return false
		}
	}
	for k, p := range m {
		if _, ok := args[k]; !ok && p != AnyValue {
			return false
		}
	}
	return true
}

func matchValue(pattern string, v any) bool {
	if pattern == AnyValue {
		return true
	}
	s, ok := v.(string)
	if !ok {
		return false
	}
	if !strings.HasPrefix(pattern, "/") {
		// path.Match's "*" matches "..": "~/docs/*" would cover
		// "~/docs/..", which a server reads as the home directory.
		if climbs(s) {
			return false
		}
		ok, err := path.Match(pattern, s)
		return err == nil && ok
	}
	if !strings.HasPrefix(s, "/") {
		return false
	}
	return matchSegments(strings.Split(strings.TrimPrefix(path.Clean(pattern), "/"), "/"),
		strings.Split(strings.TrimPrefix(path.Clean(s), "/"), "/"))
}

// climbs reports whether s has a ".." segment between slashes or
// backslashes.
func climbs(s string) bool {
	for seg := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == '/' || r == '\\' }) {
		if seg == ".." {
			return true
		}
	}
	return false
}

// matchSegments matches path segments against pattern segments, "**"
// matching any number of them. It runs in time proportional to the
// pattern's segments times the path's: backtracking over "**" took time
// in the square of a long path's segments for a pattern with two.
func matchSegments(pat, segs []string) bool {
	// ok[j]: the pattern so far matches segs[:j].
	ok := make([]bool, len(segs)+1)
	ok[0] = true
	for _, p := range pat {
		if p == "**" {
			for j := 1; j < len(ok); j++ {
				ok[j] = ok[j] || ok[j-1]
			}
			continue
		}
		if _, err := path.Match(p, ""); err != nil {
			return false // an invalid pattern matches nothing
		}
		for j := len(segs); j >= 1; j-- {
			if ok[j-1] {
				m, _ := path.Match(p, segs[j-1])
				ok[j] = m
			} else {
				ok[j] = false
			}
		}
		ok[0] = false
	}
	return ok[len(segs)]
}

// grant is an approval for the session: a definition, and either the
// exact arguments (their digest) or a Match.
type grant struct {
	subject     string // who was granted it ("" for the guard's own session)
	fingerprint string
	digest      string
	match       Match
}

func (gr grant) covers(fp, digest string, args map[string]any) bool {
	if gr.fingerprint != fp {
		return false
	}
	if len(gr.match) > 0 { // an empty Match binds to the exact arguments
		return gr.match.Covers(args)
	}
	return gr.digest == digest
}

func (m Match) clone() Match {
	if m == nil {
		return nil
	}
	out := make(Match, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
