package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/internal/testservers"
)

// serverCmd is a --server value that runs a test server.
func serverCmd(name, kind string, extra ...string) string {
	argv := testservers.Command(kind, extra...)
	for i, a := range argv {
		argv[i] = strconv.Quote(a)
	}
	return name + "=" + strings.Join(argv, " ")
}

// writeConfig writes an MCP client configuration with test servers.
func writeConfig(t *testing.T, servers map[string]string) string {
	t.Helper()
	cfg := map[string]any{}
	for name, kind := range servers {
		argv := testservers.Command(kind)
		cfg[name] = map[string]any{"command": argv[0], "args": argv[1:], "env": map[string]string{"HINTGATE_TEST": "1"}}
	}
	data, err := json.MarshalIndent(map[string]any{"mcpServers": cfg}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "mcp.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCheckDemo(t *testing.T) {
	out, errOut, code := runCLI(t, "", "check")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "check-demo.golden", out)
	out, errOut, code = runCLI(t, "", "check", "--json", "--preset", "strict")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "check-demo-json.golden", out)
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var row map[string]any
		if err := json.Unmarshal([]byte(line), &row); err != nil || row["server"] != "demo" {
			t.Errorf("row without server: %s (%v)", line, err)
		}
	}
}

func TestCheckConfigTwoServers(t *testing.T) {
	cfg := writeConfig(t, map[string]string{"files": "tools", "chatty": "banner"})
	out, errOut, code := runCLI(t, "", "check", "--config", cfg, "--timeout", "10s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "check-config.golden", out)
	// The banner server's stray lines are skipped with a warning.
	for _, want := range []string{
		`hintgate check: server "chatty": skipped a line on stdout that is not JSON-RPC: Banner MCP server v0.1 starting on stdio...`,
		`hintgate check: server "chatty": skipped a line on stdout that is not JSON-RPC: {"level":"info","msg":"ready"}`,
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}

// TestCheckBadServers: a hanging, a crashing, a silent-on-list and a
// tool-less server are each reported, and the good one still prints.
func TestCheckBadServers(t *testing.T) {
	// The timeout is generous for the good servers of a loaded machine;
	// the hanging ones are waited for concurrently.
	out, errOut, code := runCLI(t, "", "check", "--timeout", "5s",
		"--server", serverCmd("good", "tools"),
		"--server", serverCmd("hang", "hang"),
		"--server", serverCmd("crash", "crash"),
		"--server", serverCmd("slow", "slowlist"),
		"--server", serverCmd("prompts", "notools"),
		"--server", "missing=/nonexistent/mcp-server --stdio")
	if code != 3 {
		t.Errorf("exit %d, want 3", code)
	}
	golden(t, "check-bad-servers.golden", out)
	for _, want := range []string{
		`hintgate check: server "hang": initialize: no answer within 5s`,
		`hintgate check: server "crash": initialize: the server exited (exit status 3)`,
		`crash: fatal: cannot open database`,
		`hintgate check: server "slow": tools/list: no answer within 5s`,
		`hintgate check: server "prompts" offers no tools (it declares no tools capability)`,
		`hintgate check: server "missing": start: `,
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}

// TestCheckEndsProcessGroup: a server's child that ignores SIGTERM and
// its input closing is gone when check returns.
func TestCheckEndsProcessGroup(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no process groups")
	}
	dir := t.TempDir()
	goChild := filepath.Join(dir, "go-child")
	shChild := filepath.Join(dir, "sh-child")
	server := strings.Join(testservers.Command("tools"), " ")
	_, errOut, code := runCLI(t, "", "check", "--timeout", "10s",
		"--server", serverCmd("spawner", "spawn", goChild),
		"--server", "shell=sh -c 'sleep 300 & echo $! > "+shChild+"; exec "+server+"'")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, file := range []string{goChild, shChild} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		pid, _ := strconv.Atoi(strings.TrimSpace(string(data)))
		if alive(pid) {
			t.Errorf("%s: the server's child %d outlived check", filepath.Base(file), pid)
			if p, err := os.FindProcess(pid); err == nil {
				p.Kill()
			}
		}
	}
}

func alive(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		if runtime.GOOS != "linux" {
			return exec.Command("kill", "-0", strconv.Itoa(pid)).Run() == nil
		}
		return false
	}
	i := bytes.LastIndexByte(stat, ')')
	return i > 0 && len(stat) > i+2 && stat[i+2] != 'Z'
}

// TestCheckHostile: server text cannot reach the terminal raw.
func TestCheckHostile(t *testing.T) {
	for _, args := range [][]string{
		{"check", "--server", serverCmd("evil", "hostile")},
		{"check", "--json", "--server", serverCmd("evil", "hostile")},
	} {
		out, errOut, code := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		if bad := rawControls(out + errOut); bad != "" {
			t.Errorf("%v: raw %s in output:\n%s", args, bad, out)
		}
		if !strings.Contains(out, `read\x1b[2Jfile`) && !strings.Contains(out, `read\u001b[2Jfile`) {
			t.Errorf("%v: escaped name missing:\n%s", args, out)
		}
		if args[1] == "--json" {
			golden(t, "check-hostile-json.golden", out)
		} else {
			golden(t, "check-hostile.golden", out)
		}
	}
}

// rawControls names the first terminal-active or invisible character in s.
func rawControls(s string) string {
	for _, r := range s {
		switch {
		case r == 0x1b, r == 0x07, r == '\r':
			return strconv.QuoteRune(r)
		case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r >= 0x200b && r <= 0x200f, r == 0xfeff:
			return strconv.QuoteRune(r)
		}
	}
	return ""
}

func TestCheckFailOn(t *testing.T) {
	_, errOut, code := runCLI(t, "", "check", "--fail-on", "!annotated")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	golden(t, "check-fail-on.golden", errOut)
	if _, errOut, code := runCLI(t, "", "check", "--fail-on", `class == "destructive" && action == "allow"`); code != 0 {
		t.Errorf("default preset allows no destructive tool: exit %d: %s", code, errOut)
	}
	if _, errOut, code := runCLI(t, "", "check", "--preset", "permissive", "--fail-on", `class == "write" && action == "allow"`); code != 1 ||
		!strings.Contains(errOut, "append_note: write, allow by default") {
		t.Errorf("permissive lets writes run: exit %d: %s", code, errOut)
	}
	for _, bad := range []string{`class = "x"`, `nope == 1`, `class`} {
		_, errOut, code := runCLI(t, "", "check", "--fail-on", bad)
		if code != 2 || !strings.Contains(errOut, "--fail-on:") {
			t.Errorf("--fail-on %q: exit %d, %q", bad, code, errOut)
		}
	}
}

// TestCheckPins: with --pins, a later check sees what changed; without
// it, nothing is written.
func TestCheckPins(t *testing.T) {
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
	write("Delete b.")
	if _, errOut, code := runCLI(t, "", "check", "--pins", pins, "--tools", "store="+tools, "--fail-on", "changed"); code != 0 {
		t.Fatalf("first check: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(pins); err != nil {
		t.Fatalf("no pins written: %v", err)
	}
	write("Delete b, and also everything else.")
	out, errOut, code := runCLI(t, "", "check", "--pins", pins, "--tools", "store="+tools, "--fail-on", "changed", "--json")
	if code != 1 || !strings.Contains(errOut, "delete_b") || strings.Contains(errOut, "read_a") {
		t.Errorf("changed definition: exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, `"name":"delete_b"`) || !strings.Contains(out, `"changed":true`) {
		t.Errorf("changed not in JSON: %s", out)
	}
	// Without --pins nothing is remembered, so nothing changes.
	if _, errOut, code := runCLI(t, "", "check", "--tools", "store="+tools, "--fail-on", "changed"); code != 0 {
		t.Errorf("without --pins: exit %d: %s", code, errOut)
	}
}

func TestCheckSavedTools(t *testing.T) {
	out, errOut, code := runCLI(t, "", "check", "--policy", "testdata/policy.yaml", "--tools", "testdata/tools-response.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "check-tools.golden", out)
	_, errOut, code = runCLI(t, "", "check", "--tools", filepath.Join(t.TempDir(), "missing.json"))
	if code != 3 || !strings.Contains(errOut, `server "missing": start:`) {
		t.Errorf("missing file: exit %d: %s", code, errOut)
	}
}

// TestCheckUnmatchedPolicy: a policy naming a server that is not there
// protects nothing; check says so, and --strict fails.
func TestCheckUnmatchedPolicy(t *testing.T) {
	policy := filepath.Join(t.TempDir(), "policy.yaml")
	os.WriteFile(policy, []byte(`servers:
  fs: {trust: trusted}
  demo: {trust: checked}
overrides:
  - name: writes
    server: demo
    tool: write_*
    hints: {destructive: true}
  - name: typo
    server: "de*"
    tool: delete_files
    hints: {destructive: true}
rules:
  - name: reads
    when: tool.readOnly
    action: allow
  - name: no-wipe
    when: 'tool.name == "wipe_disk" || glob("read_*", tool.name)'
    action: deny
  - name: github-writes
    when: 'tool.server in ["demo", "github"] && !tool.readOnly'
    action: confirm
`), 0o600)
	_, errOut, code := runCLI(t, "", "check", "--policy", policy)
	if code != 0 {
		t.Errorf("exit %d, want 0", code)
	}
	for _, want := range []string{
		`hintgate check: warning: ` + policy + `: servers: server "fs" matches no server checked (checked: "demo")`,
		`hintgate check: warning: ` + policy + `: override "typo": tool "delete_files" matches no tool of checked: "demo"`,
		`hintgate check: warning: ` + policy + `: rule "no-wipe": tool "wipe_disk" matches no tool of checked: "demo"`,
		`hintgate check: warning: ` + policy + `: rule "github-writes": server "github" matches no server checked (checked: "demo")`,
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if strings.Count(errOut, "warning") != 4 {
		t.Errorf("want 4 warnings:\n%s", errOut)
	}
	if _, errOut, code := runCLI(t, "", "check", "--policy", policy, "--strict"); code != 1 || !strings.Contains(errOut, "error: ") {
		t.Errorf("--strict: exit %d: %s", code, errOut)
	}
}

func TestCheckTrust(t *testing.T) {
	out, errOut, code := runCLI(t, "", "check", "--trust", "untrusted", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.Contains(line, `"trust":"untrusted"`) {
			t.Errorf("not untrusted: %s", line)
		}
		if strings.Contains(line, `"name":"read_file"`) && strings.Contains(line, `"class":"read_only"`) {
			t.Errorf("untrusted declaration believed: %s", line)
		}
	}
}

func TestUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		out  string // in stdout
		err  string // in stderr
	}{
		{[]string{"check", "--policy", "testdata/policy.yaml", "--preset", "strict"}, 2, "", "give --policy or --preset, not both"},
		{[]string{"check", "--server", "nameonly"}, 2, "", `--server "nameonly": want NAME='COMMAND ARGS'`},
		{[]string{"check", "--server", "a=echo 'x"}, 2, "", "unterminated quote"},
		{[]string{"check", "--server", "a=x", "--server", "a=y"}, 2, "", `two servers named "a"`},
		{[]string{"check", "--trust", "maybe"}, 2, "", "--trust"},
		{[]string{"check", "--timeout", "0s"}, 2, "", "--timeout must be positive"},
		{[]string{"check", "--config", "testdata/missing.json"}, 1, "", "testdata/missing.json"},
		{[]string{"check", "--config", "testdata/bad-config.json"}, 1, "", `testdata/bad-config.json:4:27: server "vs": env.KEY: ${input:key} is a value VS Code asks the user for`},
		{[]string{"check", "--nope"}, 2, "", "flag provided but not defined: -nope"},
		{[]string{"check", "-h"}, 0, "Usage: hintgate check", ""},
		{[]string{"check", "--json", "-h"}, 0, "", "Usage: hintgate check"},
		{[]string{"help", "check"}, 0, "--fail-on", ""},
		{[]string{"help", "classify"}, 0, "Usage: hintgate classify", ""},
		{[]string{"help", "lint"}, 0, "Usage: hintgate lint", ""},
		{[]string{"help", "explain"}, 0, "Usage: hintgate explain", ""},
		{[]string{"lint", "-h"}, 0, "Usage: hintgate lint", ""},
		{[]string{"help", "nope"}, 2, "", `unknown command "nope"`},
		{[]string{"help"}, 0, "hintgate check", ""},
		{[]string{"version"}, 0, "hintgate ", ""},
		{[]string{"version", "x"}, 2, "", "Usage: hintgate version"},
		{[]string{"classify", "a.json", "b.json"}, 2, "", "one input file at most, got 2"},
		{[]string{}, 2, "", "Usage:"},
	} {
		out, errOut, code := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out, tc.out) || !strings.Contains(errOut, tc.err) {
			t.Errorf("%q: exit %d (want %d)\nstdout %q (want %q)\nstderr %q (want %q)", tc.args, code, tc.code, cut(out), tc.out, cut(errOut), tc.err)
		}
	}
}

// TestUsageFlagsExist: every flag the top-level usage shows for a verb
// is one the verb accepts.
func TestUsageFlagsExist(t *testing.T) {
	for _, line := range strings.Split(usage, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "hintgate" {
			continue
		}
		verb := f[1]
		help, _, _ := runCLI(t, "", "help", verb)
		for _, word := range f[2:] {
			word = strings.Trim(word, "[]().|")
			if !strings.HasPrefix(word, "--") || word == "--" {
				continue
			}
			if !strings.Contains(help, "-"+strings.TrimPrefix(word, "--")) {
				t.Errorf("usage shows %s %s, but %q -h does not know it", verb, word, verb)
			}
		}
	}
}

func cut(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}
