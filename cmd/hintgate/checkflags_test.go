package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/internal/testservers"
)

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

// A server whose name the guard refuses (a config key with a space or a
// slash) was started anyway, then
// refused: its command ran for nothing. It is refused before it starts,
// and the others are still checked.
func TestCheckRefusedNameStartsNothing(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "started")
	config := writeFile(t, "mcp.json", `{"mcpServers":{"brave search":{"command":"sh","args":["-c","touch `+marker+`"]}}}`)
	_, errOut, code := runCLI(t, "", "check", "--config", config, "--tools", "fs=testdata/select-tools.jsonl")
	if _, err := os.Stat(marker); err == nil {
		t.Error("the server was started under a name the guard refuses")
	}
	if code != 3 || !strings.Contains(errOut, `server "brave search"`) || !strings.Contains(errOut, "letters, digits, dashes") {
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
