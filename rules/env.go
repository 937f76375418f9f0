package rules

import (
	"net/url"
	"path"
	"slices"
	"strings"
)

// Env is the vocabulary of rule conditions. Its fields, named by their
// expr tags, are the only names a condition may use besides the helper
// functions; anything else is rejected when the policy is loaded.
type Env struct {
	// Tool is the tool being listed or called.
	Tool Tool `expr:"tool"`
	// Args are the call's arguments; a missing argument is nil, and a
	// comparison with a missing argument is false rather than an error:
	// `args.path startsWith "/etc"` is false on a call without path.
	// Nested arguments are reached the same way: args.options.force.
	Args map[string]any `expr:"args"`
	// Attempt is 1 for the first try of a call, 2 for its first retry.
	Attempt int `expr:"attempt"`
	// Confirmed is true when a human already approved the same tool with
	// the same arguments in this session.
	Confirmed bool `expr:"confirmed"`
	// Session describes the agent session.
	Session Session `expr:"session"`
	// Error is the failure of the previous attempt (retry rules only;
	// zero elsewhere).
	Error Failure `expr:"error"`
}

// Tool is a tool as rule conditions see it: the expr environment's view
// of a resolved [hints.Tool], with classes and trust levels as the words
// conditions compare them with. It is built by [Policy.Prepare]; Go code
// works with [hints.Tool].
type Tool struct {
	Name   string `expr:"name"`
	Server string `expr:"server"`
	Title  string `expr:"title"`
	// Class is "read_only", "write" or "destructive".
	Class       string `expr:"class"`
	ReadOnly    bool   `expr:"readOnly"`
	Destructive bool   `expr:"destructive"`
	Idempotent  bool   `expr:"idempotent"`
	OpenWorld   bool   `expr:"openWorld"`
	// Declared tells, per hint, whether the server declared it (rather
	// than hintgate inferring it or taking the default).
	Declared Declarations `expr:"declared"`
	// Annotated is true when the server declared any hint; empty
	// annotations and a title alone declare none.
	Annotated bool `expr:"annotated"`
	// Tags are the tool's tags and categories from its _meta, lower-cased
	// (see [hints.TagsOf]); test with `"admin" in tool.tags`.
	Tags []string `expr:"tags"`
	// Changed is true when the definition differs from the one approved.
	Changed bool `expr:"changed"`
	// Trust is the server's trust level: "trusted", "checked" or "untrusted".
	Trust string `expr:"trust"`
}

// Declarations tells, per hint, whether the server declared it.
type Declarations struct {
	ReadOnly    bool `expr:"readOnly"`
	Destructive bool `expr:"destructive"`
	Idempotent  bool `expr:"idempotent"`
	OpenWorld   bool `expr:"openWorld"`
}

// Session describes the agent session a call belongs to.
type Session struct {
	// Mode is a free-form mode set by the application ("plan", "auto").
	Mode string `expr:"mode"`
	// Scopes the session holds; test with `"deploy" in session.scopes`.
	Scopes []string `expr:"scopes"`
	// Labels set by the application.
	Labels map[string]string `expr:"labels"`
}

// Failure is the failure of a previous attempt.
type Failure struct {
	Message string `expr:"message"`
	// Transient errors may succeed if tried again (connection reset, 5xx, rate limit).
	Transient bool `expr:"transient"`
	// Timeout is true when the attempt ran out of time.
	Timeout bool `expr:"timeout"`
}

// dynamicNames are the parts of Env that change per call; conditions that
// use none of them are decided once per tool.
var dynamicNames = map[string]bool{"args": true, "attempt": true, "confirmed": true, "error": true}

// glob reports whether name matches pattern: "*" matches any run of
// characters including "/" and ".", "?" one character; "[...]" classes as
// in path.Match.
func glob(pattern, name string) bool {
	if !strings.ContainsAny(pattern, "*?[") {
		return pattern == name
	}
	// Translate "*" so it crosses "/" too: names are not paths.
	ok, err := path.Match(strings.ReplaceAll(pattern, "/", "\x00"), strings.ReplaceAll(name, "/", "\x00"))
	return err == nil && ok
}

// pathMatch reports whether p, cleaned, is the pattern's directory or
// under it ("/etc/**"), or matches the glob.
func pathMatch(pattern, p string) bool {
	if p == "" {
		return false
	}
	if strings.HasPrefix(p, "file://") {
		if u, err := url.Parse(p); err == nil {
			p = u.Path
		}
	}
	p = path.Clean(p)
	if dir, ok := strings.CutSuffix(pattern, "/**"); ok {
		dir = path.Clean(dir)
		return p == dir || strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/")
	}
	ok, err := path.Match(pattern, p)
	return err == nil && ok
}

// walkStrings calls f for every string inside v (maps, slices, nested),
// stopping when f returns true. Depth and count are bounded.
func walkStrings(v any, f func(string) bool) bool {
	budget := 10000
	var walk func(v any, depth int) bool
	walk = func(v any, depth int) bool {
		if depth > 32 || budget <= 0 {
			return false
		}
		budget--
		switch x := v.(type) {
		case string:
			return f(x)
		case map[string]any:
			for _, e := range x {
				if walk(e, depth+1) {
					return true
				}
			}
		case []any:
			for _, e := range x {
				if walk(e, depth+1) {
					return true
				}
			}
		case []string:
			for _, e := range x {
				if f(e) {
					return true
				}
			}
		}
		return false
	}
	return walk(v, 0)
}

func looksLikePath(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "~/") || strings.HasPrefix(s, "./") ||
		strings.HasPrefix(s, "../") || strings.HasPrefix(s, "file://")
}

// anyPath reports whether any string argument, at any depth, is a path
// matching one of the patterns ("/etc/**", "**/.ssh/**" is not supported;
// use a directory followed by /**). Relative paths ("../x") are resolved
// against "/" so that ".." cannot escape a pattern.
func anyPath(args any, patterns []string) bool {
	return walkStrings(args, func(s string) bool {
		if !looksLikePath(s) {
			return false
		}
		p := s
		if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "file://") {
			p = "/" + p
		}
		for _, pat := range patterns {
			if pathMatch(pat, p) {
				return true
			}
		}
		return false
	})
}

// anyURLOutside reports whether any string argument, at any depth, is an
// absolute URL whose host matches none of the allowed host globs
// ("github.com", "*.example.com").
func anyURLOutside(args any, hosts []string) bool {
	return walkStrings(args, func(s string) bool {
		if !strings.Contains(s, "://") {
			return false
		}
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil || u.Host == "" {
			return err != nil // an unparsable URL-looking string is outside
		}
		host := strings.ToLower(u.Hostname())
		for _, h := range hosts {
			if glob(strings.ToLower(h), host) {
				return false
			}
		}
		return true
	})
}

// get returns the value at a dotted path ("options.force") in args, or nil.
func get(args map[string]any, key string) any {
	m := args
	for {
		part, rest, nested := strings.Cut(key, ".")
		v := m[part]
		if !nested {
			return v
		}
		var ok bool
		if m, ok = v.(map[string]any); !ok {
			return nil
		}
		key = rest
	}
}

func sortStrings(s []string) { slices.Sort(s) }
