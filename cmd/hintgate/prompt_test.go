package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPromptGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
	}{
		{"prompt-demo.golden", []string{"prompt", "--style", "enforced"}},
		{"prompt-demo-model-asks.golden", []string{"prompt"}},
		{"prompt-tools.golden", []string{"prompt", "--policy", "testdata/prompt-policy.yaml", "--tools", "testdata/prompt-tools.jsonl",
			"--server", "local", "--style", "enforced", "--include-denied"}},
		{"prompt-tools-budget.golden", []string{"prompt", "--policy", "testdata/prompt-policy.yaml", "--tools", "testdata/prompt-tools.jsonl",
			"--budget", "1500"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			out, errOut, code := runCLI(t, "", tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, tt.golden, out)
		})
	}
}

func TestPromptToolsFile(t *testing.T) {
	out, _, _ := runCLI(t, "", "prompt", "--policy", "testdata/prompt-policy.yaml", "--tools", "testdata/prompt-tools.jsonl")
	if strings.Contains(out, "rotate_keys") {
		t.Errorf("a tool the policy hides by its _meta tags is shown:\n%s", out)
	}
	if strings.Contains(out, "force_push") {
		t.Errorf("a denied tool is shown without --include-denied:\n%s", out)
	}
	// A tools/list result, with a server field per tool.
	dir := t.TempDir()
	list := filepath.Join(dir, "list.json")
	os.WriteFile(list, []byte(`{"tools":[{"name":"list_a","server":"one","annotations":{"readOnlyHint":true}},{"name":"","server":"bad"},{"name":"delete_b","server":"two"}]}`), 0o644)
	_, errOut, code := runCLI(t, "", "prompt", "--tools", list)
	if code != 1 || !strings.Contains(errOut, "tools[1]: name: missing or empty") {
		t.Errorf("malformed record: exit %d, %q", code, errOut)
	}
	os.WriteFile(list, []byte(`{"tools":[{"name":"list_a","server":"one","annotations":{"readOnlyHint":true}},{"name":"delete_b","server":"two"}]}`), 0o644)
	out, errOut, code = runCLI(t, "", "prompt", "--tools", list)
	if code != 0 || !strings.Contains(out, "- list_a (server one)") || !strings.Contains(out, "- delete_b (server two)") {
		t.Errorf("tools/list result: exit %d, %s\n%s", code, errOut, out)
	}
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("{\"name\":\"a\"}\n{\"name\":\"b\",\"server\":7}\n"), 0o644)
	if _, errOut, code := runCLI(t, "", "prompt", "--tools", bad); code != 1 || !strings.Contains(errOut, "bad.jsonl:2: server") {
		t.Errorf("server not a string: exit %d, %q", code, errOut)
	}
	if _, errOut, code := runCLI(t, "", "prompt", "--tools", filepath.Join(dir, "missing.jsonl")); code != 1 || !strings.Contains(errOut, "missing.jsonl") {
		t.Errorf("missing file: exit %d, %q", code, errOut)
	}
}

func TestPromptBudgetTooSmall(t *testing.T) {
	out, errOut, code := runCLI(t, "", "prompt", "--budget", "100")
	if code != 1 || !strings.Contains(errOut, "--budget 100: the smallest section, printed above, is") || !strings.Contains(out, "- delete_file") {
		t.Errorf("exit %d, %q\n%s", code, errOut, out)
	}
}

func TestPromptUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--style", "polite"}, `unknown style "polite"`},
		{[]string{"--budget", "-5"}, "--budget: -5 is negative"},
		{[]string{"--budget", "many"}, "invalid value"},
		{[]string{"--tools", "x.jsonl", "--", "server"}, "not both"},
		{[]string{"--policy", "testdata/prompt-policy.yaml", "--preset", "default"}, "not both"},
		{[]string{"--nope"}, "flag provided but not defined"},
	}
	for _, tt := range tests {
		_, errOut, code := runCLI(t, "", append([]string{"prompt"}, tt.args...)...)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q", tt.args, code, errOut)
		}
	}
	// An unknown preset is a bad flag value: a usage error, as an
	// unknown --style or --trust is.
	if _, errOut, code := runCLI(t, "", "prompt", "--preset", "nope"); code != 2 || !strings.Contains(errOut, `--preset: unknown preset "nope"`) {
		t.Errorf("unknown preset: exit %d, %q", code, errOut)
	}
}
