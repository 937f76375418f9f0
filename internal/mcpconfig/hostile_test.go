package mcpconfig

import (
	"fmt"
	"strings"
	"testing"
)

// manyArgs is a configuration of one server whose n arguments name
// unset variables: n errors, all on one line.
func manyArgs(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"mcpServers": {"s": {"command": "x", "args": [`)
	for i := range n {
		fmt.Fprintf(&b, `"${env:A%d}", `, i)
	}
	b.WriteString(`"z"]}}}`)
	return []byte(b.String())
}

// TestManyErrorsPositions: every error's line and column were counted
// from the start of the file (and of its line), so a configuration with
// an error every few bytes took time that grows with the square of its
// size (40,000 arguments, 630 KB: 4.3 s; the 4 MB allowed, minutes; see
// BenchmarkParseManyErrors). Positions now come from a line index built
// once; they are those counted from the start.
func TestManyErrorsPositions(t *testing.T) {
	opts := &Options{LookupEnv: func(string) (string, bool) { return "", false }, Workspace: "/w", Home: "/h"}
	_, err := Parse("p.json", manyArgs(3), opts)
	msgs := strings.Split(fmt.Sprint(err), "\n")
	if want := `p.json:1:74: server "s": args[2]: environment variable A2 is not set`; len(msgs) != 3 || msgs[2] != want {
		t.Errorf("errors %q, want the third %q", msgs, want)
	}
	for _, data := range []string{"", "x", "\n", "ab\ncd\n\nef", "\n\nx\n"} {
		ls := newLines([]byte(data))
		for off := 0; off <= len(data)+1; off++ {
			line, col := ls.position(off)
			wantLine, wantCol := position([]byte(data), off)
			if line != wantLine || col != wantCol {
				t.Errorf("%q at %d: %d:%d, want %d:%d", data, off, line, col, wantLine, wantCol)
			}
		}
	}
}

// BenchmarkParseManyErrors parses a 630 KB configuration with 40,000
// errors on one line.
func BenchmarkParseManyErrors(b *testing.B) {
	src := manyArgs(40000)
	opts := &Options{LookupEnv: func(string) (string, bool) { return "", false }, Workspace: "/w", Home: "/h"}
	b.ReportAllocs()
	for b.Loop() {
		Parse("p.json", src, opts)
	}
}
