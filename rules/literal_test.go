package rules

import (
	"regexp"
	"testing"
)

var literalPatterns = []struct {
	pattern string
	literal bool
}{
	{`^(get|list)_`, true},
	{`\.(pem|key|p12)$`, true},
	{`^/etc/`, true},
	{`foo`, true},
	{`^http://`, true},
	{`^exact$`, true},
	{`\Aa\z`, true},
	{`^(drop|truncate)_`, true},
	{`ab[cd]e`, true},
	{`colou?r`, true},
	{`(?:x|y)(?:1|2)`, true},
	{``, true},
	{`^`, true},
	{`$`, true},
	{`^$`, true},
	{`^(|a)`, true},
	{`é$`, true},
	{`a.b`, false},
	{`a+`, false},
	{`(?i)foo`, false},
	{`(?m)^foo`, false},
	{`\bfoo`, false},
	{`^a|b$`, false},
	{`[a-z]x`, false},
	{`\x{FFFD}`, false},
	{`$^`, false},
	{`(a|b)(c|d)(e|f)(g|h)(i|j)(k|l)(m|n)`, false}, // 128 strings
}

var literalInputs = []string{
	"", "get_x", "list_", "xget_", "get", "/etc/passwd", "/home/etc/", "a.pem", "a.pem.bak", "key", ".p12",
	"foo", "xfooy", "FOO", "http://x", "https://x", "exact", "exact\n", "a", "abce", "xxabdexx", "abe",
	"color", "colour", "x1", "y2", "xy", "é", "aé", "e\u0301", "\xff", "\xc3", "a\xc3\xa9", "\xe2\xc3\xa9",
	"drop_table", "truncate_", "Drop_", "a\nb",
}

// TestLiteralMatchesRegexp checks that literal patterns are recognised
// and that they match exactly what regexp matches.
func TestLiteralMatchesRegexp(t *testing.T) {
	for _, c := range literalPatterns {
		l := compileLiteral(c.pattern)
		if (l != nil) != c.literal {
			t.Errorf("%q: literal %v, want %v", c.pattern, l != nil, c.literal)
			continue
		}
		if l == nil {
			continue
		}
		re := regexp.MustCompile(c.pattern)
		for _, s := range literalInputs {
			if got, want := l.MatchString(s), re.MatchString(s); got != want {
				t.Errorf("%q on %q: literal %v, regexp %v", c.pattern, s, got, want)
			}
		}
	}
}

func FuzzLiteralRegexp(f *testing.F) {
	for _, c := range literalPatterns {
		f.Add(c.pattern, "get_x")
	}
	for _, s := range literalInputs {
		f.Add(`\.(pem|key)$`, s)
	}
	f.Fuzz(func(t *testing.T, pattern, s string) {
		l := compileLiteral(pattern)
		if l == nil {
			return
		}
		re, err := regexp.Compile(pattern)
		if err != nil {
			t.Fatalf("%q is literal but regexp rejects it: %v", pattern, err)
		}
		if got, want := l.MatchString(s), re.MatchString(s); got != want {
			t.Errorf("%q on %q: literal %v, regexp %v", pattern, s, got, want)
		}
	})
}

func BenchmarkMatches(b *testing.B) {
	for _, pattern := range []string{`^(get|list)_`, `\.(pem|key|p12)$`, `^/etc/`} {
		re, l := regexp.MustCompile(pattern), compileLiteral(pattern)
		s := "/home/me/project/main.go"
		b.Run("regexp/"+pattern, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				re.MatchString(s)
			}
		})
		b.Run("literal/"+pattern, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				l.MatchString(s)
			}
		})
	}
}
