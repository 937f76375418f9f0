package safetext

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestTerminal(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain text", "plain text"},
		{"\x1b[2J\x1b[31mred", `\x1b[2J\x1b[31mred`},
		{"abc\u202egnp.exe", `abc\u202egnp.exe`},
		{"a\u2066b\u2069c", `a\u2066b\u2069c`},
		{"zero\u200bwidth\ufeff", `zero\u200bwidth\ufeff`},
		{"line\nbreak\ttab", `line\nbreak\ttab`},
		{"c1\u009bcsi", `c1\u009bcsi`},
		{"bad\xffutf8", `bad\ufffdutf8`},
		{`back\slash`, `back\\slash`},
		{"héllo wörld ✓", "héllo wörld ✓"},
	}
	for _, tt := range tests {
		if got := Terminal(tt.in); got != tt.want {
			t.Errorf("Terminal(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestStrip(t *testing.T) {
	if got := Strip("  a\u202e b\n\n# c\x1b  "); got != "a b # c" {
		t.Errorf("Strip = %q", got)
	}
	// Variation selectors: a text smuggled a byte each behind an emoji.
	if got := Strip("ok \U0001F600\U000E0139\U000E0157\ufe0f\ufe00!"); got != "ok \U0001F600!" {
		t.Errorf("Strip = %+q", got)
	}
	// Other code points Unicode says to ignore in display.
	if got := Strip("a\u180b\u034f\u3164\uffa0\u115f\u17b4b\u00adc"); got != "abc" {
		t.Errorf("Strip = %+q", got)
	}
}

func TestCut(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly5", 8, "exactly5"},
		{"abcdef", 4, "abc…"},
		{"ééééé", 3, "éé…"},
		{"abc", 0, ""},
		{"abc", 1, "…"},
	}
	for _, tt := range tests {
		if got := Cut(tt.in, tt.n); got != tt.want {
			t.Errorf("Cut(%q, %d) = %q, want %q", tt.in, tt.n, got, tt.want)
		}
	}
	if got := CutWords("the quick brown fox jumps", 18); got != "the quick brown…" {
		t.Errorf("CutWords = %q", got)
	}
}

func FuzzTerminal(f *testing.F) {
	for _, s := range []string{"", "a\x1b[0m", "\u202e", "\xff\xfe", "日本語"} {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		out := Terminal(s)
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 from %q", s)
		}
		for _, r := range out {
			if Control(r) || Invisible(r) {
				t.Fatalf("Terminal(%q) kept %U", s, r)
			}
		}
		for _, r := range Strip(s) {
			if Control(r) || Invisible(r) || r == '\n' {
				t.Fatalf("Strip(%q) kept %U", s, r)
			}
		}
		n = n % 200
		c := Cut(s, n)
		if utf8.ValidString(s) && !utf8.ValidString(c) {
			t.Fatalf("Cut(%q, %d) split a rune", s, n)
		}
		if n >= 0 && utf8.RuneCountInString(c) > max(n, 0) {
			t.Fatalf("Cut(%q, %d) = %q, too long", s, n, c)
		}
		if !strings.HasSuffix(c, "…") && c != s && c != "" {
			t.Fatalf("Cut(%q, %d) = %q: cut without a mark", s, n, c)
		}
	})
}

// stripRef is Strip as first written, without fast paths.
func stripRef(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			space = true
			continue
		case r == utf8.RuneError || Control(r) || Invisible(r):
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

func FuzzStrip(f *testing.F) {
	for _, s := range []string{"", " ", "a b", "a  b", " a", "a ", "a\tb", "a\u00a0b", "\u2028", "x\u200by", "\xff", "\ufffd", "日本 語", "a\x7fb", "\u0085"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Strip(s), stripRef(s); got != want {
			t.Fatalf("Strip(%q) = %q, want %q", s, got, want)
		}
	})
}

func BenchmarkStrip(b *testing.B) {
	plain := strings.TrimSpace(strings.Repeat("Read the file named in the arguments and return its contents. ", 3))
	b.ReportAllocs()
	for b.Loop() {
		Strip(plain)
	}
}

func TestJSON(t *testing.T) {
	for _, in := range []string{
		`{"a":"plain","b":"é ü 中"}`,
		`{"a":"\u001b[2J"}`,
		"{\"a\":\"x\u202ey\u200bz\u0085\",\"\u2066k\u2069\":\"\U000E0041\"}",
	} {
		out := JSON([]byte(in))
		for _, r := range string(out) {
			if r >= 0x80 && (Control(r) || Invisible(r)) {
				t.Errorf("JSON(%q) = %q: %U left raw", in, out, r)
			}
		}
		var a, b any
		if err := json.Unmarshal([]byte(in), &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(out, &b); err != nil {
			t.Fatalf("JSON(%q) = %q: %v", in, out, err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("JSON(%q) = %q decodes to %v, want %v", in, out, b, a)
		}
	}
}

func FuzzJSON(f *testing.F) {
	f.Add("x\u202ey\U000E0041")
	f.Fuzz(func(t *testing.T, s string) {
		in, _ := json.Marshal(map[string]string{s: s})
		out := JSON(in)
		var got map[string]string
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("%q: %v", out, err)
		}
		want := map[string]string{}
		json.Unmarshal(in, &want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q decodes to %q, want %q", out, got, want)
		}
		for _, r := range string(out) {
			if r >= 0x80 && (Control(r) || Invisible(r)) {
				t.Fatalf("%U left raw in %q", r, out)
			}
		}
	})
}
