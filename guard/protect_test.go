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
