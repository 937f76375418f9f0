package rules

import (
	"strings"
	"unicode"
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
// ("evil.com/x", "evil.com", "user@evil.com:8080"), with localhost, a
// one-label host or an IPv4 shorthand followed by a port
// ("localhost:8080", "127.1:80"), or is git's "user@host:path". A URL
// wrapped in another scheme ("view-source:http://…") is that URL;
// surrounding Unicode spaces are dropped. A string that looks like a URL
// but cannot be parsed with certainty (a backslash before "@" in the
// authority, which parsers read differently) counts as outside. Hosts in file: URLs
// other than localhost count too. A string with another scheme and no
// "//" is read as a bare host would be: "mailto:a@evil.com" is evil.com,
// "data:text/plain,x" is no URL. The walk has the limits of [anyPath].
var _ = register(expr.Function("anyURLOutside", func(p ...any) (any, error) {
	// p[2] is the decision's environment, passed by the rewrite of
	// conditions: its helpers share one walk of the arguments.
	ix, done := indexOf(p[0], p[2])
	defer done()
	return ix.urlOutside(allowedHosts(toStrings(p[1])))
}, new(func(args map[string]any, hosts []string, env Env) bool), new(func(args map[string]any, hosts []any, env Env) bool)))

// allowedHosts normalises anyURLOutside's host globs.
func allowedHosts(hosts []string) []string {
	allowed := make([]string, len(hosts))
	for i, h := range hosts {
		allowed[i] = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(h)), ".")
	}
	return allowed
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

// MayBeURL reports whether anyURLOutside may read s as a URL; false means
// it never does. A caller that walks a call's arguments anyway can use it
// to set [Call.NoURLs].
func MayBeURL(s string) bool { return mayBeURL(s) }

// mayBeURL is a cheap test that holds for every string urlHost reads as a
// URL: one with a ':' (a scheme, a port), a '.' (a host name, an IPv4
// address) or a full stop IDNA maps to '.', one naming localhost, or one
// starting with two slashes or backslashes (scheme-relative), spaces,
// tabs and newlines aside; never an absolute path ("/home/me/x.go"). Most
// argument strings and keys fail it without being read further.
func mayBeURL(s string) bool {
	if shortWord(s) || absPath(s) {
		return false
	}
	if strings.IndexByte(s, ':') >= 0 || strings.IndexByte(s, '.') >= 0 || hasIDNADot(s) || containsFoldASCII(s, "localhost") {
		return true
	}
	if strings.ContainsAny(s, "\t\n\r") && containsFoldASCII(strings.Map(dropTabNewline, s), "localhost") {
		// A URL parser removes tabs and newlines anywhere: "local\rhost".
		return true
	}
	t := strings.TrimLeftFunc(s, isSpace)
	slashes := 0
	for i := 0; i < len(t) && slashes < 2; i++ {
		switch c := t[i]; {
		case c == '\t' || c == '\n' || c == '\r':
		case c == '/' || c == '\\':
			slashes++
		default:
			return false
		}
	}
	return slashes == 2
}

// shortWord reports whether s is a word of ASCII letters, digits, '_'
// and '-' shorter than "localhost": no URL (it has no ':', '.', slash or
// non-ASCII byte, and cannot name localhost), and most argument keys.
func shortWord(s string) bool {
	if len(s) >= len("localhost") {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// absPath reports whether s is an absolute path: after leading spaces its
// first character is '/' and the next, tabs and newlines aside, is
// neither '/' nor '\\'. No scheme, host or scheme-relative URL starts so.
func absPath(s string) bool {
	if s == "" || s[0] != '/' && s[0] > ' ' && s[0] < utf8.RuneSelf {
		return false // the common case, without trimming
	}
	if len(s) > 1 && s[0] == '/' && s[1] > '\r' && s[1] != '/' && s[1] != '\\' {
		return true // the other common case ("/home/…"), as the loop below reads it
	}
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

// containsFoldASCII reports whether s contains the lower-case ASCII word w
// in any case, without allocating.
func containsFoldASCII(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i]|0x20 == w[0] && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// readURLHost is urlHost without the cheap test.
func readURLHost(s string) (host string, isURL bool) {
	t := urlText(s)
	if t == "" {
		return "", false
	}
	for {
		scheme, rest, ok := schemeOf(t)
		if !ok {
			break
		}
		lower := strings.ToLower(scheme)
		switch {
		case special[lower]:
			if ambiguous(rest) {
				return "", true
			}
			return parsedHost(t)
		case lower == "file":
			h, ok := parsedHost(t)
			if ok && (h == "" || h == "localhost") {
				return "", false
			}
			return h, ok
		case strings.HasPrefix(rest, "//"):
			if ambiguous(rest) {
				return "", true
			}
			return parsedHost(t) // another scheme with an authority: git://, ssh://
		}
		if inner, _, ok := schemeOf(rest); ok && (special[strings.ToLower(inner)] || strings.HasPrefix(rest[len(inner)+1:], "//")) {
			t = rest // a URL wrapped in another scheme: view-source:, blob:, jar:
			continue
		}
		// An opaque scheme ("mailto:", "note:") or a host with a port
		// ("evil.com:8080/x", which a server may prefix with http://).
		break
	}
	if strings.HasPrefix(t, "//") || strings.HasPrefix(t, `\\`) || strings.HasPrefix(t, `/\`) || strings.HasPrefix(t, `\/`) {
		if ambiguous(t) {
			return "", true
		}
		return parsedHost("http:" + t)
	}
	return bareHost(t)
}

// urlText is s as a URL parser reads it: without surrounding spaces
// (servers' trim() drops Unicode spaces too), tabs and newlines.
func urlText(s string) string {
	t := strings.TrimFunc(s, isSpace)
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
	return t
}

func isSpace(r rune) bool { return r <= ' ' || unicode.IsSpace(r) || r == '\ufeff' }

// ambiguous reports whether the authority of a URL (rest is what follows
// its scheme's colon) has a backslash before an "@": WHATWG reads the
// backslash as a slash ("https://github.com\@evil.com" is github.com),
// other parsers (Python's) as part of the user name (evil.com).
func ambiguous(rest string) bool {
	a := strings.TrimLeft(rest, `/\`)
	if i := strings.IndexAny(a, "/?#"); i >= 0 {
		a = a[:i]
	}
	at := strings.LastIndexByte(a, '@')
	return at > 0 && strings.IndexByte(a[:at], '\\') >= 0
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
	if authority == "" || strings.ContainsAny(authority, " \"'<>`{}|^") {
		return "", false
	}
	at := strings.LastIndexByte(authority, '@')
	hostPart := authority[at+1:]
	port := false
	if i := strings.LastIndexByte(hostPart, ':'); i >= 0 && !strings.HasSuffix(hostPart, "]") {
		if strings.Trim(hostPart[i+1:], "0123456789") != "" {
			// git's scp-like "user@host:path", or "host.name:path".
			return scpHost(hostPart[:i], at >= 0)
		}
		hostPart, port = hostPart[:i], true
	}
	hostPart = strings.TrimSuffix(hostPart, ".")
	labels := strings.Split(hostPart, ".")
	named := len(labels) >= 2 && hostLike(labels)
	if !named && !((port || strings.EqualFold(hostPart, "localhost")) && portHost(hostPart, labels)) {
		return "", false
	}
	u, err := wurl.Parse("http://" + t)
	if err != nil {
		return "", true
	}
	return strings.TrimSuffix(u.Hostname(), "."), true
}

// portHost reports whether a host written with a port (or localhost)
// is one a server would connect to: localhost, an IPv6 address in
// brackets, one label ("intranet:8080"), or an IPv4 address in any of
// WHATWG's shorthands ("127.1", "0x7f.1", "2130706433").
func portHost(host string, labels []string) bool {
	switch {
	case strings.EqualFold(host, "localhost"):
		return true
	case strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]"):
		return true
	case len(labels) == 1: // with a letter: "12:30" is a time
		l := strings.ToLower(host)
		return strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") == "" && strings.ContainsAny(l, "abcdefghijklmnopqrstuvwxyz")
	case len(labels) > 4:
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(strings.ToLower(l), "0123456789x") != "" {
			return false
		}
	}
	return true
}

// scpHost reads the host of git's scp-like syntax, "user@host:path" (or
// "host.name:path" without a user).
func scpHost(host string, user bool) (string, bool) {
	labels := strings.Split(strings.TrimSuffix(host, "."), ".")
	if !(len(labels) >= 2 && hostLike(labels)) && !(user && portHost(host, labels)) {
		return "", false
	}
	return parsedHost("http://" + host)
}

// idnaDots are the full stops IDNA maps to "." in host names, as the
// WHATWG parser does: "evil。com" is evil.com.
var idnaDots = strings.NewReplacer("\u3002", ".", "\uFF0E", ".", "\uFF61", ".")

// hasIDNADot reports whether s may hold one of idnaDots: their UTF-8
// encodings start with 0xE3 or 0xEF.
func hasIDNADot(s string) bool {
	return strings.IndexByte(s, 0xE3) >= 0 || strings.IndexByte(s, 0xEF) >= 0
}

func hostLike(labels []string) bool {
	ipv4 := len(labels) == 4
	for _, l := range labels {
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
	if ipv4 {
		return true
	}
	return strings.IndexFunc(labels[len(labels)-1], func(r rune) bool { return r >= '0' && r <= '9' }) < 0
}

// dropTabNewline drops what a URL parser removes from anywhere in a URL.
func dropTabNewline(r rune) rune {
	if r == '\t' || r == '\n' || r == '\r' {
		return -1
	}
	return r
}
