package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
)

func runAgent(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb strings.Builder
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// TestScripted: the read runs unasked, the delete is asked about, and a
// "no" keeps the note and tells the model why.
func TestScripted(t *testing.T) {
	out, errOut, code := runAgent(t, "n\n", "-scripted")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"list_notes: {\"1\":\"buy milk\",\"2\":\"call Ada\"}",
		"read_note: buy milk",
		"delete_note: ", "not run",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("answer lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(errOut, "The agent wants to run") != 1 || !strings.Contains(errOut, "Delete note") {
		t.Errorf("want exactly one question, about the delete:\n%s", errOut)
	}
	if !strings.Contains(errOut, "hintgate blocked delete_note") {
		t.Errorf("refusal not logged:\n%s", errOut)
	}

	out, errOut, code = runAgent(t, "y\n", "-scripted")
	if code != 0 || !strings.Contains(out, "delete_note: deleted 1") {
		t.Errorf("approved delete: exit %d\n%s\n%s", code, out, errOut)
	}
}

// TestScriptedApprovalsStayInMemory: "always" without -approvals writes
// nothing; with it, the named file and nothing else.
func TestScriptedApprovalsStayInMemory(t *testing.T) {
	def, err := guard.DefaultStorePath()
	if err != nil {
		t.Skip(err)
	}
	os.Remove(def)
	if _, _, code := runAgent(t, "a\n", "-scripted"); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if _, err := os.Stat(def); err == nil {
		t.Errorf("approvals written to %s without -approvals", def)
	}
	file := filepath.Join(t.TempDir(), "approvals.json")
	if _, errOut, code := runAgent(t, "a\n", "-scripted", "-approvals", file); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if data, err := os.ReadFile(file); err != nil || !strings.Contains(string(data), "delete_note") {
		t.Errorf("-approvals file: %v %s", err, data)
	}
	if _, err := os.Stat(def); err == nil {
		t.Errorf("approvals written to %s", def)
	}
}

func TestAgentUsage(t *testing.T) {
	_, errOut, code := runAgent(t, "", "-h")
	if code != 0 || !strings.Contains(errOut, "-- SERVER COMMAND ARGS") || !strings.Contains(errOut, "PROMPT") {
		t.Errorf("-h: exit %d\n%s", code, errOut)
	}
	if _, _, code := runAgent(t, ""); code != 2 {
		t.Errorf("no prompt: exit %d, want 2", code)
	}
	if _, _, code := runAgent(t, "", "-scripted", "--", "some-server"); code != 2 {
		t.Errorf("-scripted with a server: exit %d, want 2", code)
	}
}

// Without -scripted and without OPENAI_API_KEY, the agent sent the
// request to api.openai.com anyway and failed there, after starting the
// server; and with no prompt it printed its usage without saying what
// was missing.
func TestAgentSaysWhatIsMissing(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("OPENAI_BASE_URL", "")
	_, errOut, code := runAgent(t, "", "tidy up my notes")
	if code != 2 || !strings.Contains(errOut, "OPENAI_API_KEY") || !strings.Contains(errOut, "-scripted") {
		t.Errorf("no API key: exit %d, want 2 and a word on OPENAI_API_KEY and -scripted:\n%s", code, errOut)
	}
	_, errOut, code = runAgent(t, "")
	if code != 2 || !strings.Contains(errOut, "a PROMPT is required") {
		t.Errorf("no prompt: exit %d, want 2 and the reason:\n%s", code, errOut)
	}
	_, errOut, code = runAgent(t, "", "-scripted", "--", "some-server")
	if code != 2 || !strings.Contains(errOut, "-scripted uses its own notes server") {
		t.Errorf("-scripted with a server: exit %d, want 2 and the reason:\n%s", code, errOut)
	}
}
