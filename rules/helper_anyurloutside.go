package rules

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/expr-lang/expr"
	wurl "github.com/nlnwa/whatwg-url/url"
)

// anyURLOutside(args, hosts) reports whether any string in the arguments,
// at any depth and object keys included, is a URL whose host matches
// none of the allowed host globs ("github.com", "*.example.com").
//
// Strings are read as the WHATWG URL standard reads them (what Node and
// browsers do): "http:evil.com", "https:/evil.com", "https:\\evil.com"
// are all URLs of evil.com; tabs and newlines are dropped; hosts are
// percent-decoded, mapped to lower case ASCII (IDNA), trailing dots
// dropped, and IPv4 numbers in any form ("0x7f.1") normalised. Besides
// strings with a scheme, a string is a URL when it starts with "//" or
// "\\" (scheme-relative) or with a dotted host name or IPv4 address
// ("evil.com/x", "evil.com", "user@evil.com:8080"). A string that looks
// like a URL but cannot be parsed counts as outside. Hosts in file: URLs
// other than localhost count too. A string with another scheme and no
// "//" is read as a bare host would be: "mailto:a@evil.com" is evil.com,
// "data:text/plain,x" is no URL. The walk has the limits of [anyPath].
var _ = register(expr.Function("anyURLOutside", func(p ...any) (any, error) {
	return anyURLOutside(p[0], toStrings(p[1]))
}, new(func(args map[string]any, hosts []string) bool), new(func(args map[string]any, hosts []any) bool)))

func anyURLOutside(args any, hosts []string) (bool, error) {
	return anyURLOutsideOf(args, allowedHosts(hosts))
}

// allowedHosts normalises anyURLOutside's host globs.
func allowedHosts(hosts []string) []string {
	allowed := make([]string, len(hosts))
	for i, h := range hosts {
		allowed[i] = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(h)), ".")
	}
	return allowed
}

// anyURLOutsideOf is anyURLOutside with its hosts normalised.
func anyURLOutsideOf(args any, allowed []string) (bool, error) {
	ok, err := walkStrings(args, func(s string) (bool, error) {
		host, isURL := urlHost(s)
		if !isURL {
			return false, nil
		}
		if host == "" {
			return true, nil // looks like a URL, cannot be read with certainty
		}
		for _, h := range allowed {
			if glob(h, host) {
				return false, nil
			}
		}
		return true, nil
	})
	if err != nil {
		return false, fmt.Errorf("anyURLOutside: %w", err)
	}
	return ok, nil
}

// special are the WHATWG special schemes, which always have a host.
var special = map[string]bool{"http": true, "https": true, "ws": true, "wss": true, "ftp": true}

// urlHost returns the host of s read as a URL, lower case without a
// trailing dot; isURL is false when s is not a URL with a host. An empty
// host with isURL true means s looks like a URL that cannot be parsed.
func urlHost(s string) (host string, isURL bool) {
	if !mayBeURL(s) {
		return "", false
	}
	return readURLHost(s)
}

// mayBeURL is a cheap test that holds for every string urlHost reads as a
// URL: one with a ':' (a scheme, a port) or a '.' (a host name, an IPv4
// address; or a full stop IDNA maps to '.'), or one starting with two slashes or backslashes
// (scheme-relative), leading spaces, tabs and newlines aside. Most
// argument strings and keys fail it without being read further.
func mayBeURL(s string) bool {
	if strings.IndexByte(s, ':') >= 0 || strings.IndexByte(s, '.') >= 0 || hasIDNADot(s) {
		return true
	}
	slashes := 0
	for i := 0; i < len(s) && slashes < 2; i++ {
		switch c := s[i]; {
		case c == '\t' || c == '\n' || c == '\r', slashes == 0 && c <= ' ':
		case c == '/' || c == '\\':
			slashes++
		default:
			return false
		}
	}
	return slashes == 2
}

// readURLHost is urlHost without the cheap test.
func readURLHost(s string) (host string, isURL bool) {
	t := strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	// strings.Map also turns invalid UTF-8 into U+FFFD; the IndexByte
	// checks only spare long plain strings the rune by rune copy.
	if strings.IndexByte(t, '\t') >= 0 || strings.IndexByte(t, '\n') >= 0 || strings.IndexByte(t, '\r') >= 0 || !utf8.ValidString(t) {
		t = strings.Map(func(r rune) rune {
			if r == '\t' || r == '\n' || r == '\r' {
				return -1
			}
			return r
		}, t)
	}
	if t == "" {
		return "", false
	}
	if scheme, rest, ok := schemeOf(t); ok {
		lower := strings.ToLower(scheme)
		switch {
		case special[lower]:
			return parsedHost(t)
		case lower == "file":
			h, ok := parsedHost(t)
			if ok && (h == "" || h == "localhost") {
				return "", false
			}
			return h, ok
		case strings.HasPrefix(rest, "//"):
			return parsedHost(t) // another scheme with an authority: git://, ssh://
		}
		// An opaque scheme ("mailto:", "note:") or a host with a port
		// ("evil.com:8080/x", which a server may prefix with http://).
	}
	if strings.HasPrefix(t, "//") || strings.HasPrefix(t, `\\`) || strings.HasPrefix(t, `/\`) || strings.HasPrefix(t, `\/`) {
		return parsedHost("http:" + t)
	}
	return bareHost(t)
}

// schemeOf splits a WHATWG scheme ("http" in "http:x") from the rest.
func schemeOf(s string) (scheme, rest string, ok bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return s[:i], s[i+1:], true
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// parsedHost parses s as a WHATWG URL; a failure is a URL outside.
func parsedHost(s string) (string, bool) {
	u, err := wurl.Parse(s)
	if err != nil {
		return "", true
	}
	return strings.TrimSuffix(u.Hostname(), "."), true
}

// bareHost reads a string without a scheme as a server that prefixes
// "http://" would, and says whether it starts with a host name: two or
// more labels of letters, digits and hyphens ending in a label of
// letters, or an IPv4 address of four numbers.
func bareHost(t string) (string, bool) {
	end := strings.IndexAny(t, `/\?#`)
	if end < 0 {
		end = len(t)
	}
	authority := t[:end]
	if hasIDNADot(authority) {
		authority = idnaDots.Replace(authority)
	}
	// A host name has a dot: most strings are no host, found cheaply.
	if strings.IndexByte(authority, '.') < 0 || strings.ContainsAny(authority, " \"'<>`{}|^") {
		return "", false
	}
	hostPart := authority[strings.LastIndexByte(authority, '@')+1:]
	if i := strings.LastIndexByte(hostPart, ':'); i >= 0 {
		port := hostPart[i+1:]
		if strings.Trim(port, "0123456789") != "" {
			return "", false
		}
		hostPart = hostPart[:i]
	}
	hostPart = strings.TrimSuffix(hostPart, ".")
	if !strings.Contains(hostPart, ".") || !hostLike(hostPart) {
		return "", false
	}
	u, err := wurl.Parse("http://" + t)
	if err != nil {
		return "", true
	}
	return strings.TrimSuffix(u.Hostname(), "."), true
}

// idnaDots are the full stops IDNA maps to "." in host names, as the
// WHATWG parser does: "evil。com" is evil.com.
var idnaDots = strings.NewReplacer("\u3002", ".", "\uFF0E", ".", "\uFF61", ".")

// hasIDNADot reports whether s may hold one of idnaDots: their UTF-8
// encodings start with 0xE3 or 0xEF.
func hasIDNADot(s string) bool {
	return strings.IndexByte(s, 0xE3) >= 0 || strings.IndexByte(s, 0xEF) >= 0
}

// hostLike reports whether a host of two or more dot-separated labels
// looks like a host name or an IPv4 address.
func hostLike(host string) bool {
	n := 0
	last := ""
	ipv4 := true
	for l := range strings.SplitSeq(host, ".") {
		n++
		last = l
		if l == "" {
			return false
		}
		for _, r := range l {
			switch {
			case r >= '0' && r <= '9':
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == '-', r == '%', r >= 0x80:
				ipv4 = false
			default:
				return false
			}
		}
	}
	if ipv4 && n == 4 {
		return true
	}
	return strings.IndexFunc(last, func(r rune) bool { return r >= '0' && r <= '9' }) < 0
}
