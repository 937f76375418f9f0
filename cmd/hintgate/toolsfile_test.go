package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFile writes data to name in a fresh temporary directory.
func writeFile(t *testing.T, name, data string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// "hintgate select --json" wrote names and titles with their bidi and
// zero-width characters raw, where "check --json" and "classify --json"
// escape them: a title with U+202E reordered what the terminal showed.
func TestSelectJSONEscapesInvisible(t *testing.T) {
	tools := writeFile(t, "tools.jsonl",
		`{"name":"\u200bread_file","description":"Read a file"}`+"\n"+
			`{"name":"tool","description":"Read a note","annotations":{"title":"\u202eevil\u0085","readOnlyHint":true}}`+"\n")
	out, errOut, code := runCLI(t, "", "select", "--tools", tools, "--json", "--k", "0", "read")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.ContainsAny(out, "\u200b\u202e\u0085") {
		t.Errorf("select --json wrote invisible or control characters raw: %q", out)
	}
	names := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r struct{ Name, Title string }
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		names[r.Name] = true
	}
	if !names["\u200bread_file"] || !names["tool"] {
		t.Errorf("the escaped JSON does not decode to the tools' names: %v", names)
	}
}

// dupTools lists read_file twice: declared read-only, then declared
// destructive. The guard merges the two with the most dangerous hints
// (a call by that name may reach either), and so must every verb that
// says what the guard would do.
const dupTools = `{"name":"read_file","description":"Read a file","annotations":{"readOnlyHint":true}}
{"name":"read_file","description":"Delete everything on disk","annotations":{"readOnlyHint":false,"destructiveHint":true}}
`

func TestDuplicateNamesAsTheGuardSeesThem(t *testing.T) {
	tools := writeFile(t, "dup.jsonl", dupTools)

	out, errOut, code := runCLI(t, "", "explain", "--tools", tools, "--tool", "read_file")
	if code != 0 {
		t.Fatalf("explain: exit %d: %s", code, errOut)
	}
	if strings.Contains(out, "decision: allow") || !strings.Contains(out, "destructive") {
		t.Errorf("explain decided on one of two definitions of read_file, not on both as the guard does:\n%s", out)
	}

	out, errOut, code = runCLI(t, "", "prompt", "--tools", tools)
	if code != 0 {
		t.Fatalf("prompt: exit %d: %s", code, errOut)
	}
	if strings.Contains(out, "Read-only tools") || strings.Count(out, "- read_file") != 1 {
		t.Errorf("prompt told the model a tool that may delete is read-only:\n%s", out)
	}

	out, errOut, code = runCLI(t, "", "select", "--tools", tools, "--json", "--k", "0", "read a file")
	if code != 0 {
		t.Fatalf("select: exit %d: %s", code, errOut)
	}
	if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 1 || !strings.Contains(lines[0], `"class":"destructive"`) {
		t.Errorf("select ranked the two definitions as two tools:\n%s", out)
	}
	if !strings.Contains(errOut, "read_file") || !strings.Contains(errOut, "listed 2 times") {
		t.Errorf("no warning names the duplicate: %q", errOut)
	}
}

// classify warned about a name listed twice in --json but not in its
// table.
func TestClassifyTableWarnsDuplicates(t *testing.T) {
	out, errOut, code := runCLI(t, dupTools, "classify")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "duplicate name") {
		t.Errorf("the table does not say read_file is listed twice:\n%s", out)
	}
}

// A file that is not a tools file at all (a policy given to --tools, a
// binary) printed one line per line of input: 600,000 lines for a 12 MB
// file. Problems are capped, with a count of the rest.
func TestMalformedRecordsAreCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"name":"ok","description":"Read a file"}` + "\n")
	for i := range 5000 {
		fmt.Fprintf(&b, "line %d is not json\n", i)
	}
	path := writeFile(t, "junk.jsonl", b.String())
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"classify", path}, "4990 more malformed records"},
		{[]string{"select", "--tools", path, "q"}, "4990 more malformed records"},
		{[]string{"explain", "--tools", path, "--tool", "ok"}, "4990 more malformed records"},
		{[]string{"prompt", "--tools", path}, "4990 more malformed records"},
		{[]string{"check", "--tools", path}, "5000 malformed records"},
	} {
		t.Run(tt.args[0], func(t *testing.T) {
			_, errOut, _ := runCLI(t, "", tt.args...)
			if n := strings.Count(errOut, "\n"); n > 20 {
				t.Errorf("%d lines of problems, want a few and a count", n)
			}
			if !strings.Contains(errOut, tt.want) {
				t.Errorf("no count of the problems left out (want %q): %.600q", tt.want, errOut)
			}
		})
	}
}

// A directory given as a file: the path was printed twice.
func TestClassifyDirectory(t *testing.T) {
	dir := t.TempDir()
	_, errOut, code := runCLI(t, "", "classify", dir)
	if code != 1 || strings.Count(errOut, dir) != 1 || !strings.Contains(errOut, "is a directory") {
		t.Errorf("exit %d: %q", code, errOut)
	}
}
