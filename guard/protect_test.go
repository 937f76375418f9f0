package guard

import (
	"strings"
	"testing"
)

// containsFoldSlow is the byte-by-byte search containsFold replaces.
func containsFoldSlow(s, b string) bool {
	first := b[0]
	for i := 0; i+len(b) <= len(s); i++ {
		if c := s[i]; (c == first || c|0x20 == first) && strings.EqualFold(s[i:i+len(b)], b) {
			return true
		}
	}
	return false
}

func TestContainsFold(t *testing.T) {
	bases := []string{"hintgate", ".hintgate", "x", "é-conf", "0dir"}
	inputs := []string{"", "h", "hintgat", "hintgate", "HINTGATE", "/home/me/.config/HintGate/a", "xhINTGATe",
		"hhhintgate", ".HINTGATE", "\x0eHINTGATE", "X", "É-CONF", "é-conf/x", "0DIR", "hintgatf hintgate", "HHINTGATE"}
	for _, b := range bases {
		for _, s := range inputs {
			if got, want := containsFold(s, b), containsFoldSlow(s, b); got != want {
				t.Errorf("containsFold(%q, %q) = %v, want %v", s, b, got, want)
			}
		}
	}
}

func FuzzContainsFold(f *testing.F) {
	f.Add("/home/me/.config/HintGate/a", "hintgate")
	f.Fuzz(func(t *testing.T, s, b string) {
		b = strings.ToLower(b)
		if b == "" {
			return
		}
		if got, want := containsFold(s, b), containsFoldSlow(s, b); got != want {
			t.Errorf("containsFold(%q, %q) = %v, want %v", s, b, got, want)
		}
	})
}

// BenchmarkProtect is the guard's own check on the arguments of the
// benchmark call, and on 10 KB of text.
func BenchmarkProtect(b *testing.B) {
	p := newProtect([]string{"/home/me/.config/hintgate"})
	for _, c := range []struct {
		name string
		args map[string]any
	}{
		{"bench-args", map[string]any{"path": "/home/me/project/main.go", "count": 3.0}},
		{"text-10KB", map[string]any{"content": strings.Repeat("see /usr/share/doc for the manual; ", 300)}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if p.names(c.args) {
					b.Fatal("hit")
				}
			}
		})
	}
}

func BenchmarkContainsFold(b *testing.B) {
	s := strings.Repeat("see /usr/share/doc for the manual; ", 300)
	b.Run("indexbyte", func(b *testing.B) {
		for b.Loop() {
			containsFold(s, "hintgate")
		}
	})
	b.Run("bytewise", func(b *testing.B) {
		for b.Loop() {
			containsFoldSlow(s, "hintgate")
		}
	})
}

// mayHitSamples hold every way of naming the protected directory that
// the hit tests know, and strings that name none.
var mayHitSamples = []string{"", "path", "/home/me/project/main.go", "/home/me/.config/hintgate", "~/.config/HINTGATE/a",
	`C:\Users\me\.config\HintGate`, `\home\me\.config\HintGate\a`, `type C:\home\me\.config\hintgate`, "file:///home/me/.config/%68intgate/a", "%2fhome%2fme%2f.config%2fhintgate",
	"cat $HOME/.config/hintgate/approvals.json", "${HOME}/.config/hintgate", "hintgate", "a/hintgat", "a/intgate",
	"/home/me/.config/../.config/./hintgate/x", "/proc/self/root/home/me/.config/hintgate", "x=/home/me/.config/hINTGATe",
	"h/intgate", "/hintgate/", "\\hintgate", "hintgate/", "/ɦintgate", "/hıntgate", "/HİNTGATE",
	strings.Repeat("x", 70) + " /home/me/.config/hintgate", strings.Repeat("x", 70)}

// checkMayHit fails when hit finds the protected directory in s and the
// pre-test mayHit would have passed s over.
func checkMayHit(t *testing.T, p *protect, s string) {
	t.Helper()
	if p.hit(s) && !p.mayHit(s) {
		t.Errorf("%q: hit, but mayHit passes it over", s)
	}
}

// TestMayHit: every string hit finds passes the pre-test; strings
// without a separator, or without the directory's name, do not.
func TestMayHit(t *testing.T) {
	p := scanGuard(t).protect
	for _, s := range mayHitSamples {
		checkMayHit(t, p, s)
	}
	if !p.mayHit(strings.Repeat("x", maxShortText+1)) {
		t.Error("a long string is judged byte by byte")
	}
	for _, s := range []string{"path", "/home/me/project/main.go", "hintgate", "a/intgate", "h/intgate"} {
		if p.mayHit(s) {
			t.Errorf("%q: mayHit, which would not pass it over", s)
		}
	}
	// A directory whose name is not ASCII is not judged.
	q := newProtect([]string{"/home/me/.config/héllo"})
	if !q.unjudged || !q.mayHit("/x") || q.mayHit("x") {
		t.Errorf("a non-ASCII name: unjudged %v, mayHit(/x) %v, mayHit(x) %v", q.unjudged, q.mayHit("/x"), q.mayHit("x"))
	}
}

func FuzzMayHit(f *testing.F) {
	for _, s := range mayHitSamples {
		f.Add(s)
	}
	p := scanGuard(f).protect
	f.Fuzz(func(t *testing.T, s string) { checkMayHit(t, p, s) })
}
