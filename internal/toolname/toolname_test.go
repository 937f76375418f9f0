package toolname

import (
	"strings"
	"testing"
)

func TestAdd(t *testing.T) {
	long := strings.Repeat("x", 70)
	tests := []struct {
		name   string
		adds   []Ref // added in order; the last one is checked
		want   string
		hashed bool // want is a prefix and a 7-byte hash suffix follows
	}{
		{"plain", []Ref{{"github", "create_issue"}}, "github__create_issue", false},
		{"no server", []Ref{{"", "list_notes"}}, "list_notes", false},
		{"dash kept", []Ref{{"my-fs", "read-file"}}, "my-fs__read-file", false},
		{"exactly 64", []Ref{{"s", strings.Repeat("a", 61)}}, "s__" + strings.Repeat("a", 61), false},
		{"too long", []Ref{{"s", long}}, ("s__" + long)[:57], true},
		{"dot", []Ref{{"s", "memory.show"}}, "s__memory_show", true},
		{"slash server", []Ref{{"@scope/server-x", "get"}}, "_scope_server-x__get", true},
		{"unicode", []Ref{{"s", "löschen"}}, "s__l_schen", true},
		{"empty", []Ref{{"", ""}}, "", true},
		{"collision", []Ref{{"a", "b__c"}, {"a__b", "c"}}, "a__b__c", true},
		{"sanitised never steals a valid name", []Ref{{"s", "a.b"}, {"s", "a_b"}}, "s__a_b", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m Map
			var got string
			for _, r := range tt.adds {
				got = m.Add(r.Server, r.Tool)
			}
			if !Valid(got) {
				t.Fatalf("Add = %q, not valid", got)
			}
			if !tt.hashed && got != tt.want {
				t.Fatalf("Add = %q, want %q", got, tt.want)
			}
			if tt.hashed && (len(got) != len(tt.want)+7 || !strings.HasPrefix(got, tt.want+"_")) {
				t.Fatalf("Add = %q, want %q + _ + 6 hex", got, tt.want)
			}
			last := tt.adds[len(tt.adds)-1]
			if r, ok := m.Lookup(got); !ok || r != last {
				t.Fatalf("Lookup(%q) = %v, %v; want %v", got, r, ok, last)
			}
		})
	}
}

// The guard's Toolbox names (see guard/conn.go): the algorithm must stay
// the same so that one can replace the other.
func TestSameAsToolbox(t *testing.T) {
	long := strings.Repeat("y", 80)
	if got, want := Namespaced("srv", long), WithHash("srv__"+long, "srv__"+long); got != want || len(got) != MaxLen {
		t.Fatalf("Namespaced long = %q, want %q", got, want)
	}
	var m Map
	m.Add("a", "b__c")
	if got, want := m.Add("a__b", "c"), WithHash("a__b__c", "a__b\x00c"); got != want {
		t.Fatalf("collision = %q, want %q", got, want)
	}
}

func TestAddTwiceSameName(t *testing.T) {
	var m Map
	a := m.Add("s", "x.y")
	if b := m.Add("s", "x.y"); a != b || m.Len() != 1 {
		t.Fatalf("second Add = %q (len %d), want %q (len 1)", b, m.Len(), a)
	}
	if n, ok := m.Name("s", "x.y"); !ok || n != a {
		t.Fatalf("Name = %q, %v", n, ok)
	}
}

func TestValid(t *testing.T) {
	for s, want := range map[string]bool{"": false, "a": true, "a-b_C9": true, "a.b": false, "a b": false,
		strings.Repeat("a", 64): true, strings.Repeat("a", 65): false, "é": false} {
		if got := Valid(s); got != want {
			t.Errorf("Valid(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzName checks that every name is valid and that names are reversible:
// no two different (server, tool) pairs share a name.
func FuzzName(f *testing.F) {
	f.Add("github", "create_issue", "github__create", "issue", "s", "a.b")
	f.Add("", "", "", "x", "a__b", "c")
	f.Add("@scope/pkg", "tool/name", "_scope_pkg", "tool_name", strings.Repeat("z", 40), strings.Repeat("q", 40))
	f.Add("s", "a_b", "s", "a.b", "s", "a b")
	f.Fuzz(func(t *testing.T, s1, t1, s2, t2, s3, t3 string) {
		var m Map
		refs := []Ref{{s1, t1}, {s2, t2}, {s3, t3}, {s1, t2}, {s2, t1}, {t1, s1}}
		names := map[string]Ref{}
		for _, r := range refs {
			n := m.Add(r.Server, r.Tool)
			if !Valid(n) {
				t.Fatalf("Add(%q, %q) = %q: not valid", r.Server, r.Tool, n)
			}
			if prev, ok := names[n]; ok && prev != r {
				t.Fatalf("%v and %v both named %q", prev, r, n)
			}
			names[n] = r
			if got, ok := m.Lookup(n); !ok || got != r {
				t.Fatalf("Lookup(%q) = %v, %v; want %v", n, got, ok, r)
			}
		}
	})
}

// TestKeep: a name given elsewhere is kept when valid and free, and Add
// then neither gives it to another tool nor renames the kept one.
func TestKeep(t *testing.T) {
	var m Map
	if !m.Keep("s__x_y_abc", "s", "x_y") {
		t.Fatal("valid, free name not kept")
	}
	for _, k := range []struct{ name, server, tool string }{
		{"s__x_y_abc", "s", "other"}, // taken
		{"s__fresh", "s", "x_y"},     // the tool has a name
		{"not valid", "s", "z"},      // invalid
		{"", "s", "z"},               // empty
	} {
		if m.Keep(k.name, k.server, k.tool) {
			t.Errorf("Keep(%q, %q, %q) = true", k.name, k.server, k.tool)
		}
	}
	if got := m.Add("s", "x_y"); got != "s__x_y_abc" {
		t.Errorf("Add of a kept tool = %q", got)
	}
	if got := m.Add("s", "x_y_abc"); got == "s__x_y_abc" || !Valid(got) {
		t.Errorf("Add gave the kept name to another tool: %q", got)
	}
}
