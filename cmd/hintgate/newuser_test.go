package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/internal/testservers"
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

// Usage problems a new user runs into: each is exit 2 with the flag it
// is about, and asking for help is exit 0 wherever -h stands.
func TestUsageNewUser(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		out  string // in stdout
		err  string // in stderr
	}{
		{[]string{"select", "--tools", "testdata/select-tools.jsonl", "-h"}, 0, "", "Usage: hintgate select"},
		{[]string{"explain", "--tools", "testdata/tools.jsonl", "-h"}, 0, "", "Usage: hintgate explain"},
		{[]string{"prompt", "--budget", "5", "-h"}, 0, "", "Usage: hintgate prompt"},
		{[]string{"lint", "--nope"}, 2, "", "flag provided but not defined"},
		{[]string{"check", "--preset", "strictt"}, 2, "", `hintgate check: --preset: unknown preset "strictt"`},
		{[]string{"prompt", "--preset", "strictt"}, 2, "", `hintgate prompt: --preset: unknown preset "strictt"`},
		{[]string{"select", "--tools", "testdata/select-tools.jsonl", "--preset", "strictt", "q"}, 2, "", `hintgate select: --preset: unknown preset`},
		{[]string{"explain", "--tools", "testdata/tools.jsonl", "--tool", "read_file", "--preset", "strictt"}, 2, "", `hintgate explain: --preset: unknown preset`},
		{[]string{"check", "--tools", "fs="}, 2, "", `--tools "fs=": want [NAME=]FILE`},
		{[]string{"explain", "--tools", "testdata/tools.jsonl", "--tool", "read_file", "--args", "[1]"}, 2, "", "--args: want a JSON object"},
		{[]string{"explain", "--tools", "testdata/tools.jsonl", "--tool", "read_file", "--attempt", "0"}, 2, "", "--attempt: 0"},
		{[]string{"version", "extra"}, 2, "", `unexpected argument "extra"`},
		{[]string{"help", "version"}, 0, "Usage: hintgate version", ""},
	} {
		out, errOut, code := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out, tc.out) || !strings.Contains(errOut, tc.err) {
			t.Errorf("%q: exit %d (want %d)\nstdout %q (want %q)\nstderr %q (want %q)", tc.args, code, tc.code, cut(out), tc.out, cut(errOut), tc.err)
		}
	}
}

// Once a tool's definition changed, "check --pins FILE --fail-on changed"
// failed on every later run: nothing accepted the new definition short
// of editing the pins file by hand. --accept-changed pins what was
// listed, after reporting it.
func TestCheckAcceptChanged(t *testing.T) {
	dir := t.TempDir()
	pins := filepath.Join(dir, "pins.json")
	tools := filepath.Join(dir, "tools.jsonl")
	write := func(desc string) {
		data := `{"name":"read_a","description":"Read a.","annotations":{"readOnlyHint":true}}` + "\n" +
			`{"name":"delete_b","description":"` + desc + `","annotations":{"destructiveHint":true}}` + "\n"
		if err := os.WriteFile(tools, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	check := func(extra ...string) (string, string, int) {
		return runCLI(t, "", append([]string{"check", "--pins", pins, "--tools", "store=" + tools}, extra...)...)
	}
	write("Delete b.")
	if _, errOut, code := check("--fail-on", "changed"); code != 0 {
		t.Fatalf("first check: exit %d: %s", code, errOut)
	}
	write("Delete b, and also everything else.")
	for range 2 {
		if _, errOut, code := check("--fail-on", "changed"); code != 1 {
			t.Fatalf("changed definition: exit %d, want 1: %s", code, errOut)
		}
	}
	out, errOut, code := check("--accept-changed")
	if code != 0 || !strings.Contains(out, "definition-changed") || !strings.Contains(errOut, `accepted the new definition of "delete_b"`) {
		t.Fatalf("--accept-changed: exit %d\n%s\n%s", code, out, errOut)
	}
	if _, errOut, code := check("--fail-on", "changed"); code != 0 {
		t.Errorf("after --accept-changed: exit %d, want 0: %s", code, errOut)
	}
	write("Delete b; now it also mails your files away.")
	if _, errOut, code := check("--fail-on", "changed"); code != 1 {
		t.Errorf("a change after the accepted one: exit %d, want 1: %s", code, errOut)
	}
	if _, errOut, code := runCLI(t, "", "check", "--tools", "store="+tools, "--accept-changed"); code != 2 || !strings.Contains(errOut, "--accept-changed needs --pins") {
		t.Errorf("--accept-changed without --pins: exit %d: %s", code, errOut)
	}
}

// A --fail-on expression that fails at run time on a tool counts as a
// match (failing closed), but the report said only "matched 12 tools":
// nothing told the user their expression was broken.
func TestFailOnRunTimeErrorIsShown(t *testing.T) {
	_, errOut, code := runCLI(t, "", "check", "--fail-on", `int(title) > 1`)
	if code != 1 || !strings.Contains(errOut, "error: ") || !strings.Contains(errOut, "invalid operation") {
		t.Errorf("exit %d, want 1 and the error shown:\n%s", code, errOut)
	}
}

// A server whose name the guard refuses (config keys such as
// "brave_search" or "mcp.fetch" are common) was started anyway, then
// refused: its command ran for nothing. It is refused before it starts,
// and the others are still checked.
func TestCheckRefusedNameStartsNothing(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "started")
	config := writeFile(t, "mcp.json", `{"mcpServers":{"brave_search":{"command":"sh","args":["-c","touch `+marker+`"]}}}`)
	_, errOut, code := runCLI(t, "", "check", "--config", config, "--tools", "fs=testdata/select-tools.jsonl")
	if _, err := os.Stat(marker); err == nil {
		t.Error("the server was started under a name the guard refuses")
	}
	if code != 3 || !strings.Contains(errOut, `server "brave_search"`) || !strings.Contains(errOut, "letters, digits or dashes") {
		t.Errorf("exit %d, want 3 and the name refused:\n%s", code, errOut)
	}
}

// check printed the values of environment variables a config file
// expands, and the secrets it holds, in its error messages: a token in a
// URL's query or in a command ended up in CI logs. The variable's name
// is shown instead, and values given in env, headers or a URL's query
// are not shown at all.
func TestCheckHidesConfigSecrets(t *testing.T) {
	t.Setenv("HINTGATE_TEST_TOKEN", "sk-live-0123456789")
	config := writeFile(t, "mcp.json", `{"mcpServers":{
		"a": {"command": "${env:HINTGATE_TEST_TOKEN}"},
		"b": {"url": "http://127.0.0.1:1/mcp?token=${HINTGATE_TEST_TOKEN}"},
		"c": {"url": "http://user:pa55word-literal@127.0.0.1:1/mcp?key=literal-key-123456"},
		"d": {"command": "sh", "args": ["-c", "echo \"$0 $LITERAL\" >&2; exit 1", "${HINTGATE_TEST_TOKEN}"], "env": {"LITERAL": "env-literal-secret-42"}}
	}}`)
	_, errOut, code := runCLI(t, "", "check", "--config", config, "--timeout", "5s")
	if code != 3 {
		t.Errorf("exit %d, want 3", code)
	}
	for _, secret := range []string{"sk-live-0123456789", "pa55word-literal", "literal-key-123456", "env-literal-secret-42"} {
		if strings.Contains(errOut, secret) {
			t.Errorf("%q shown:\n%s", secret, errOut)
		}
	}
	if !strings.Contains(errOut, `"${HINTGATE_TEST_TOKEN}"`) || !strings.Contains(errOut, "token=${HINTGATE_TEST_TOKEN}") {
		t.Errorf("the messages do not say which variable:\n%s", errOut)
	}
	_, errOut, _ = runCLI(t, "", "check", "--server", "e=http://127.0.0.1:1/mcp?api_key=flag-key-987654", "--timeout", "5s")
	if strings.Contains(errOut, "flag-key-987654") || !strings.Contains(errOut, "api_key=***") {
		t.Errorf("a --server URL's query shown:\n%s", errOut)
	}
}

// An agent that hands tools to the model through package selection (as
// the README's loop and examples/agent do) calls them "server__tool";
// the section "hintgate prompt" printed named them "tool", so pasted
// into that agent's system prompt it named tools the model did not have.
// --model-names names them as selection does.
func TestPromptModelNames(t *testing.T) {
	tools := writeFile(t, "tools.jsonl", `{"name":"read_file","description":"Read a file","annotations":{"readOnlyHint":true}}`+"\n"+
		`{"name":"get.data","description":"Get data","annotations":{"readOnlyHint":true}}`+"\n")
	out, errOut, code := runCLI(t, "", "prompt", "--tools", tools, "--server", "fs", "--model-names")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "- fs__read_file: ") || !strings.Contains(out, "- fs__get_data_") {
		t.Errorf("the section does not name the tools as selection hands them to the model:\n%s", out)
	}
}

// "tool "raed_file" is not in tools.jsonl" left the user to open the
// file to find the name; the message names the tools that are there.
func TestExplainUnknownToolNamesTheTools(t *testing.T) {
	_, errOut, code := runCLI(t, "", "explain", "--tools", "testdata/tools.jsonl", "--tool", "raed_file")
	if code != 1 || !strings.Contains(errOut, `tool "raed_file" is not in testdata/tools.jsonl`) || !strings.Contains(errOut, "read_file") {
		t.Errorf("exit %d:\n%s", code, errOut)
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

// git keeps no file mode but the executable bit: a pins file committed
// for CI, as the README suggests, comes back 0644 in every checkout, and
// "check --pins" refused it there. A pins file only its owner can write
// is made private (0600) with a note; one that others can write is
// still refused.
func TestCheckPinsFileFromACheckout(t *testing.T) {
	dir := t.TempDir()
	pins := filepath.Join(dir, "pins.json")
	if _, errOut, code := runCLI(t, "", "check", "--tools", "fs=testdata/select-tools.jsonl", "--pins", pins); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if err := os.Chmod(pins, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runCLI(t, "", "check", "--tools", "fs=testdata/select-tools.jsonl", "--pins", pins)
	if code != 0 || !strings.Contains(errOut, "made private (0600)") {
		t.Errorf("a 0644 pins file: exit %d: %s", code, errOut)
	}
	if fi, err := os.Stat(pins); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, %v; want 0600", fi.Mode().Perm(), err)
	}
	if err := os.Chmod(pins, 0o646); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCLI(t, "", "check", "--tools", "fs=testdata/select-tools.jsonl", "--pins", pins); code != 1 || !strings.Contains(errOut, "0646") {
		t.Errorf("a pins file others can write: exit %d: %s", code, errOut)
	}
}

// An unnamed server's own name is quoted in check's warning ("it calls
// itself …") whole: a 100 KB name with bidi controls was one 100 KB
// line. It is cut, and escaped.
func TestCheckCutsTheNameAServerGivesItself(t *testing.T) {
	_, errOut, _ := runCLI(t, "", append([]string{"check", "--timeout", "10s", "--"}, testservers.Command("bigname")...)...)
	if !strings.Contains(errOut, "it calls itself") {
		t.Fatalf("no warning about the name:\n%.500s", errOut)
	}
	for _, line := range strings.Split(errOut, "\n") {
		if len(line) > 1000 {
			t.Errorf("a line of %d bytes: %.200s…", len(line), line)
		}
	}
	if strings.ContainsRune(errOut, '\u202e') {
		t.Errorf("raw bidi control in:\n%.500s", errOut)
	}
}

// explain needed a saved tools file, and nothing in hintgate saves one:
// "why is the demo's delete_file confirmed?" had no answer. Like prompt,
// explain lists a server's tools itself: a command after "--", or the
// demo server.
func TestExplainAServer(t *testing.T) {
	out, errOut, code := runCLI(t, "", "explain", "--tool", "delete_file")
	if code != 0 || !strings.Contains(out, "decision: confirm by destructive-confirmed") {
		t.Errorf("demo: exit %d\n%s\n%s", code, out, errOut)
	}
	args := append([]string{"explain", "--server", "things", "--tool", "read_thing", "--"}, testservers.Command("tools")...)
	out, errOut, code = runCLI(t, "", args...)
	if code != 0 || !strings.Contains(out, "decision: allow by read-only-allowed") {
		t.Errorf("a server: exit %d\n%s\n%s", code, out, errOut)
	}
}

// TestReadmeFlagsExist: every flag the README's command-line section
// shows for a verb is one the verb accepts.
func TestReadmeFlagsExist(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## The command line\n\n```sh\n(.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("README.md: no command block under \"## The command line\"")
	}
	verb := ""
	for _, line := range strings.Split(string(m[1]), "\n") {
		f := strings.Fields(strings.SplitN(line, "#", 2)[0])
		if len(f) >= 2 && f[0] == "hintgate" {
			verb, f = f[1], f[2:]
		}
		help, _, _ := runCLI(t, "", "help", verb)
		for _, word := range f {
			word = strings.Trim(word, "[]().|")
			if !strings.HasPrefix(word, "--") || word == "--" {
				continue
			}
			if !strings.Contains(help, "-"+strings.TrimPrefix(word, "--")+" ") && !strings.Contains(help, "-"+strings.TrimPrefix(word, "--")+"\n") {
				t.Errorf("README shows %s %s, but %q -h does not know it", verb, word, verb)
			}
		}
	}
}
