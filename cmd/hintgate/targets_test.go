package main

import (
	"reflect"
	"strings"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"npx -y pkg /tmp", []string{"npx", "-y", "pkg", "/tmp"}},
		{`node "my server.js" 'a b' c\ d`, []string{"node", "my server.js", "a b", "c d"}},
		{`sh -c 'echo "$HOME"'`, []string{"sh", "-c", `echo "$HOME"`}},
		{`x "" ''`, []string{"x", "", ""}},
		{"  a\t b  ", []string{"a", "b"}},
	} {
		got, err := splitCommand(tc.in)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "   ", `a "b`, `a 'b`, `a\`} {
		if got, err := splitCommand(bad); err == nil {
			t.Errorf("%q: %q, want an error", bad, got)
		}
	}
}

// FuzzSplitCommand: words quoted back and split again come out the same.
func FuzzSplitCommand(f *testing.F) {
	f.Add(`node "my server.js" 'a b' c\ d`)
	f.Add(`x "" '' \\`)
	f.Fuzz(func(t *testing.T, s string) {
		words, err := splitCommand(s)
		if err != nil {
			return
		}
		quoted := make([]string, len(words))
		for i, w := range words {
			quoted[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
		}
		again, err := splitCommand(strings.Join(quoted, " "))
		if err != nil || !reflect.DeepEqual(again, words) {
			t.Fatalf("%q -> %q -> %q (%v)", s, words, again, err)
		}
	})
}

func TestParseServer(t *testing.T) {
	tg, err := parseServer("remote=https://mcp.example.com/mcp")
	if err != nil || tg.kind != "http" || tg.url != "https://mcp.example.com/mcp" || tg.name != "remote" {
		t.Errorf("%+v %v", tg, err)
	}
	tg, err = parseServer("fs=npx -y pkg")
	if err != nil || tg.kind != "stdio" || !reflect.DeepEqual(tg.command, []string{"npx", "-y", "pkg"}) {
		t.Errorf("%+v %v", tg, err)
	}
	for _, bad := range []string{"=x", "a=", "a=  "} {
		if _, err := parseServer(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
