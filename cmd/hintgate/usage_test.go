package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/internal/testservers"
)

// Usage problems: each is exit 2 with the flag it
// is about, and asking for help is exit 0 wherever -h stands.
func TestUsageErrorsNameTheFlag(t *testing.T) {
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

// An empty policy file (a redirect that truncated it, a file not yet
// written) passed lint in silence, though it decides every call by the
// default alone.
func TestLintEmptyPolicyWarns(t *testing.T) {
	path := writeFile(t, "policy.yaml", "# to do\n\n")
	out, _, code := runCLI(t, "", "lint", path)
	if code != 0 || !strings.Contains(out, path+": warning: the policy is empty") {
		t.Errorf("exit %d: %q", code, out)
	}
}

// select needed a saved tools file as well; like prompt and explain it
// ranks the demo server's tools, or a server's after "--".
func TestSelectAServer(t *testing.T) {
	out, errOut, code := runCLI(t, "", "select", "--k", "1", "read a file")
	if code != 0 || !strings.Contains(out, "demo") || !strings.Contains(out, "read_file") {
		t.Errorf("demo: exit %d\n%s\n%s", code, out, errOut)
	}
	args := append([]string{"select", "--k", "1", "--json", "delete", "a", "thing", "--"}, testservers.Command("tools")...)
	out, errOut, code = runCLI(t, "", args...)
	if code != 0 || !strings.Contains(out, `"name":"delete_thing"`) {
		t.Errorf("a server: exit %d\n%s\n%s", code, out, errOut)
	}
	if _, errOut, code := runCLI(t, "", "select", "--", "x"); code != 2 || !strings.Contains(errOut, "a QUERY is required") {
		t.Errorf("no query: exit %d: %s", code, errOut)
	}
}
