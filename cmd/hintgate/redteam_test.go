package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FINDING 17: "hintgate explain" printed the tool's name, title and
// warnings, the rule and layer names, and the rendered reason and
// message as they are, and "hintgate lint" printed policy problems as
// they are: a hostile tool definition (or a policy file from a cloned
// repository) wrote escape sequences and bidi controls to the terminal.
func TestRedteamExplainAndLintEscape(t *testing.T) {
	dir := t.TempDir()
	tools := filepath.Join(dir, "tools.jsonl")
	name := "evil\x1b]0;owned\x07\u202e"
	if err := os.WriteFile(tools, []byte(`{"name":"evil\u001b]0;owned\u0007\u202e","title":"T\u001b[2J","description":"x","inputSchema":{"type":"object"}}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	policy := filepath.Join(dir, "p.yaml")
	if err := os.WriteFile(policy, []byte("name: \"org\\e[31m\"\nrules:\n  - {name: \"r\\e[2J\", when: 'true', action: deny, reason: '{{ tool.title }} {{ args.a }}'}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, _ := runCLI(t, "", "explain", "--policy", policy, "--tools", tools, "--tool", name, "--args", `{"a":"\u001b[5m"}`)
	if strings.ContainsAny(out+errOut, "\x1b\x07\u202e") {
		t.Errorf("explain wrote control characters: %q %q", out, errOut)
	}
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("rules:\n  - {name: \"x\\e]0;owned\\a\", when: 'nope(', action: deny}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, _ = runCLI(t, "", "lint", bad)
	if strings.ContainsAny(out+errOut, "\x1b\x07") {
		t.Errorf("lint wrote control characters: %q %q", out, errOut)
	}
}
