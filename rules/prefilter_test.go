package rules

import (
	"strings"
	"testing"
)

var urlSamples = []string{"", "path", "count", "/home/me/main.go", "//evil.com", `\\evil.com`, `/\evil.com`, `\/evil.com`,
	" \t//evil.com", "/\t/evil.com", "/ /evil.com", "http:evil.com", "evil.com", "localhost", "x\x00//y", "\x01//evil",
	"mailto:a@b", "a/b", "//", "\t\n", "https://github.com/x", "1.2.3.4", "evil。com", "evil．com/x", "\u3002\u3002//",
	"/\n\\evil.com", "\u00a0//evil.com", "/evil.com:80", " /\r/evil.com", "\u00a0/x",
	"localhos", "LOCALHOST", "a-b_c", "x@y", "[::1]", "amount"}

// TestMayBeURL checks that every string urlHost reads as a URL passes the
// cheap test.
func TestMayBeURL(t *testing.T) {
	for _, s := range urlSamples {
		checkMayBeURL(t, s)
	}
}

func checkMayBeURL(t *testing.T, s string) {
	t.Helper()
	if host, isURL := readURLHost(s); !mayBeURL(s) && (isURL || host != "") {
		t.Errorf("%q: mayBeURL false, but it is a URL of %q", s, host)
	}
}

func FuzzMayBeURL(f *testing.F) {
	for _, s := range urlSamples {
		f.Add(s)
	}
	f.Fuzz(checkMayBeURL)
}

// absPathSlow is absPath without its shortcuts: the definition.
func absPathSlow(s string) bool {
	t := strings.TrimLeftFunc(s, isSpace)
	if t == "" || t[0] != '/' {
		return false
	}
	for i := 1; i < len(t); i++ {
		switch t[i] {
		case '\t', '\n', '\r':
		case '/', '\\':
			return false
		default:
			return true
		}
	}
	return true
}

// TestAbsPathShortcuts: absPath's shortcuts answer as its definition
// does, on every first and second byte.
func TestAbsPathShortcuts(t *testing.T) {
	samples := append([]string{}, urlSamples...)
	for c := range 256 {
		b := string([]byte{byte(c)})
		samples = append(samples, b, "/"+b+"x", b+"/x", "/"+b, "/"+b+"/evil.com")
	}
	for _, s := range samples {
		if got, want := absPath(s), absPathSlow(s); got != want {
			t.Errorf("absPath(%q) = %v, want %v", s, got, want)
		}
	}
}
