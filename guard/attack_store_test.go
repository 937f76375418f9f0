package guard_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// 11. The approvals file is not a back door: a file others can write is
// refused, and so is one replaced behind the guard's back.
func TestAttackApprovalsFileBackDoor(t *testing.T) {
	forged := `{"version":1,"approvals":[{"server":"fs","tool":"delete_file","fingerprint":"x"}]}`
	t.Run("world-writable file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "approvals.json")
		if err := os.WriteFile(path, []byte(forged), 0o600); err != nil {
			t.Fatal(err)
		}
		os.Chmod(path, 0o666)
		if _, err := guard.NewFileStore(path); err == nil {
			t.Error("a world-writable approvals file was accepted")
		}
	})
	t.Run("group-writable directory", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "hintgate")
		os.Mkdir(dir, 0o700)
		os.Chmod(dir, 0o777)
		if _, err := guard.NewFileStore(filepath.Join(dir, "approvals.json")); err == nil {
			t.Error("an approvals file in a world-writable directory was accepted")
		}
	})
	t.Run("replaced after opening", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "approvals.json")
		s, err := guard.NewFileStore(path)
		if err != nil {
			t.Fatal(err)
		}
		// Another user's process (or a careless tool) replaces the file.
		os.WriteFile(path, []byte(forged), 0o600)
		os.Chmod(path, 0o666)
		approveErr := s.Approve(context.Background(), guard.Approval{Server: "fs", Tool: "read_file", Fingerprint: "y"})
		if approveErr == nil {
			t.Error("a replaced world-writable file was merged without complaint")
		}
	})
}

// 11. The agent's tools cannot reach hintgate's own configuration.
func TestAttackToolsReachHintgateConfig(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "hintgate")
	path := filepath.Join(dir, "approvals.json")
	store, err := guard.NewFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n"), Store: store})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool(),
		&mcp.Tool{Name: "run", Description: "Run a shell command.", Annotations: hints.WriteTool("Run", false, true)}), newClient(g))
	for _, args := range []map[string]any{
		{"path": path, "content": "{}"},
		{"path": "file://" + path, "content": "{}"},
		{"path": filepath.Join(dir, "..", "hintgate", ".", "approvals.json"), "content": "{}"},
		{"path": "/tmp/x", "content": "{}", "extra": []any{map[string]any{"to": dir}}},
		{"files": map[string]any{path: "{}"}},
	} {
		if _, blocked := guard.Blocked(callCS(t, cs, "write_file", args)); !blocked {
			t.Errorf("a tool reached hintgate's configuration: %v", args)
		}
	}
	if _, blocked := guard.Blocked(callCS(t, cs, "run", map[string]any{"command": "cat " + path})); !blocked {
		t.Error("a shell command naming the approvals file ran")
	}
	if r.count("write_file")+r.count("run") != 0 {
		t.Errorf("ran: %v", r.calls)
	}
	// Elsewhere is fine.
	if _, blocked := guard.Blocked(callCS(t, cs, "write_file", map[string]any{"path": "/tmp/hintgate-notes", "content": "x"})); blocked {
		t.Error("an unrelated path was blocked")
	}
}
