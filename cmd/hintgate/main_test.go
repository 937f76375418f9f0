package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/internal/testenv"
	"github.com/hintgate/hintgate/internal/testservers"
)

var update = flag.Bool("update", false, "rewrite golden files")

func runCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs:\n--- got\n%s--- want\n%s", name, got, want)
	}
}

func TestLintGolden(t *testing.T) {
	out, _, code := runCLI(t, "", "lint", "testdata/bad.yaml")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	golden(t, "lint-bad.golden", out)
	out, _, _ = runCLI(t, "", "lint", "testdata/typos.yaml", "testdata/policy.yaml")
	golden(t, "lint-typos.golden", out)
	out, _, code = runCLI(t, "", "lint", "testdata/policy.yaml")
	if code != 0 || out != "" {
		t.Errorf("valid policy: exit %d, output %q", code, out)
	}
	out, _, code = runCLI(t, "", "lint", "testdata/warn.yaml")
	if code != 0 {
		t.Errorf("warnings only: exit %d, want 0", code)
	}
	golden(t, "lint-warn.golden", out)
	if _, _, code := runCLI(t, "", "lint"); code != 2 {
		t.Errorf("no files: exit %d, want 2", code)
	}
	out, _, code = runCLI(t, "", "lint", "testdata/missing.yaml")
	if code != 1 || !strings.Contains(out, "testdata/missing.yaml") {
		t.Errorf("missing file: exit %d, %q", code, out)
	}
}

func TestClassify(t *testing.T) {
	in, err := os.ReadFile("testdata/tools.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI(t, string(in), "classify", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "classify.golden", out)
	if !strings.Contains(errOut, "<stdin>:4: not a JSON object") || !strings.Contains(errOut, "<stdin>:5: name: missing or empty") {
		t.Errorf("problems not reported with line numbers: %q", errOut)
	}
	if _, _, code := runCLI(t, string(in), "classify", "--strict"); code != 1 {
		t.Errorf("--strict: exit %d, want 1", code)
	}
	out, _, _ = runCLI(t, string(in), "classify", "--trust", "untrusted")
	golden(t, "classify-untrusted.golden", out)
	// A whole tools/list result.
	out, _, code = runCLI(t, `{"tools":[{"name":"list_a"},{"name":"delete_b"}]}`, "classify", "--json")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"class":"destructive"`) {
		t.Errorf("tools/list result: %d %q", code, out)
	}
	if _, errOut, code := runCLI(t, "", "classify", "--trust", "sometimes"); code != 2 || !strings.Contains(errOut, "sometimes") {
		t.Errorf("bad trust: %d %q", code, errOut)
	}
}

func TestExplain(t *testing.T) {
	out, errOut, code := runCLI(t, "", "explain", "--policy", "testdata/policy.yaml", "--tools", "testdata/tools.jsonl",
		"--tool", "write_file", "--args", `{"path":"/etc/hosts"}`)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "explain.golden", out)
	_, errOut, code = runCLI(t, "", "explain", "--policy", "testdata/policy.yaml", "--tools", "testdata/tools.jsonl", "--tool", "nope")
	if code != 1 || !strings.Contains(errOut, `tool "nope" is not in`) {
		t.Errorf("unknown tool: %d %q", code, errOut)
	}
}

// TestMain keeps tests away from the user's approvals file, fails the
// run if a test leaves a goroutine running (see testenv.Main), and lets
// the test binary act as the misbehaving servers of internal/testservers.
func TestMain(m *testing.M) {
	testservers.Main()
	testenv.Main(m)
}
