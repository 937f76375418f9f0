package rules

import (
	"path"
	"strings"
	"testing"

	wurl "github.com/nlnwa/whatwg-url/url"
)

// FuzzURLHost: a string with a special scheme that WHATWG parses has the
// host WHATWG gives it; nothing panics.
func FuzzURLHost(f *testing.F) {
	for _, s := range []string{"http:evil.com/x", `https:\\evil.com\x`, "//evil.com", "evil.com/x", "https://github.com@evil.com",
		"http://0x7f.1/", "mailto:a@b.c", "a: b.c", "https://exa mple.com/", "ｅｖｉｌ.com/x", "evil.com:8080"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		host, isURL := urlHost(s)
		if !isURL && host != "" {
			t.Fatalf("%q: host %q but not a URL", s, host)
		}
		u, err := wurl.Parse(s)
		if err != nil || !special[u.Scheme()] {
			return
		}
		// A backslash before "@" is read differently by other parsers: such
		// a URL counts as outside, with no host.
		unsure := host == "" && strings.Contains(s, `\`) && strings.Contains(s, "@")
		if want := strings.TrimSuffix(u.Hostname(), "."); !isURL || host != want && !unsure {
			t.Fatalf("%q: urlHost (%q, %v), WHATWG host %q", s, host, isURL, want)
		}
	})
}

// FuzzReadPath: a string read as a path is absolute and clean, and stays
// under the root when it is relative.
func FuzzReadPath(f *testing.F) {
	for _, s := range []string{"/etc/passwd", " ~/.ssh/x ", "FILE:///etc/%70asswd", "file:/x", "../../etc", ".env", "a/b", "~root/x", "https://x/y"} {
		f.Add(s, false)
	}
	p := Paths{Home: "/home/me", Root: "/srv/app"}
	f.Fuzz(func(t *testing.T, s string, explicit bool) {
		got, ok, err := p.readPath(s, explicit)
		if err != nil || !ok {
			return
		}
		if !strings.HasPrefix(got, "/") || path.Clean(got) != got {
			t.Fatalf("%q: %q is not absolute and clean", s, got)
		}
	})
}

// FuzzCheckDepth: flow nesting deeper than MaxDepth is always caught.
func FuzzCheckDepth(f *testing.F) {
	f.Add("rules: [", 70)
	f.Add("a:\n  - ", 3)
	f.Add("- ", 80)
	f.Add("{a: ", 65)
	f.Fuzz(func(t *testing.T, unit string, n int) {
		if n < 0 || n > 2000 || len(unit) > 20 {
			return
		}
		data := []byte(strings.Repeat(unit, n))
		err := checkDepth("f.yaml", data)
		if strings.Count(unit, "[")*n > MaxDepth+1 && !strings.ContainsAny(unit, "]}#'\"\n") && err == nil {
			t.Fatalf("%q x %d: not rejected", unit, n)
		}
	})
}
