package guard_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// fsServer is @modelcontextprotocol/server-filesystem, installed at its
// pinned version by `npm ci --prefix internal/fsserver` (.ci/run does it).
var fsServer = filepath.Join("..", "internal", "fsserver", "node_modules", ".bin", "mcp-server-filesystem")

// TestFilesystemServer runs the guard against the real filesystem server
// from the npm registry, started with go-sdk's command transport.
func TestFilesystemServer(t *testing.T) {
	if _, err := os.Stat(fsServer); err != nil {
		if os.Getenv("HINTGATE_INTEGRATION") != "" {
			t.Fatalf("HINTGATE_INTEGRATION is set but the server is missing: %v", err)
		}
		t.Skip("filesystem server not installed; run: npm ci --prefix internal/fsserver")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node not found")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("original\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var asked []string
	answer := guard.Verdict{Answer: guard.Reject, Reason: "no writes today"}
	g, err := guard.New(&guard.Options{Confirmer: guard.ConfirmFunc(func(_ context.Context, r *guard.Request) (guard.Verdict, error) {
		mu.Lock()
		defer mu.Unlock()
		asked = append(asked, r.Tool.Name)
		return answer, nil
	})})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "hintgate-test", Version: "1"}, nil)
	g.Attach(client)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(fsServer, dir)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	listings, err := g.Wrap(cs).Inspect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	actions := map[string]rules.Action{}
	for _, l := range listings {
		actions[l.Tool.Name] = l.Decision.Action
	}
	for _, name := range []string{"read_text_file", "read_multiple_files", "list_directory", "directory_tree", "search_files", "get_file_info", "list_allowed_directories"} {
		if a, ok := actions[name]; !ok || a != rules.Allow {
			t.Errorf("%s: %v (listed %v), want allow", name, a, ok)
		}
	}
	for _, name := range []string{"write_file", "edit_file", "move_file", "create_directory"} {
		if a, ok := actions[name]; !ok || a != rules.Confirm {
			t.Errorf("%s: %v (listed %v), want confirm", name, a, ok)
		}
	}

	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "read_text_file", Arguments: map[string]any{"path": file}})
	if err != nil || res.IsError || !strings.Contains(textOf(res), "original") {
		t.Fatalf("read: %v %v", err, res)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": file, "content": "overwritten\n"}})
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := guard.Blocked(res); !ok || !strings.Contains(b.Reason, "no writes today") {
		t.Fatalf("write not blocked: %s", textOf(res))
	}
	if data, _ := os.ReadFile(file); string(data) != "original\n" {
		t.Fatalf("rejected write changed the file: %q", data)
	}
	if len(asked) != 1 || asked[0] != "write_file" {
		t.Errorf("asked about %v", asked)
	}
	// Approved, the same write goes through: the gate is not a wall.
	mu.Lock()
	answer = guard.Verdict{Answer: guard.Approve}
	mu.Unlock()
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "write_file", Arguments: map[string]any{"path": file, "content": "approved\n"}})
	if err != nil || res.IsError {
		t.Fatalf("approved write: %v %s", err, textOf(res))
	}
	if data, _ := os.ReadFile(file); string(data) != "approved\n" {
		t.Errorf("approved write: file is %q", data)
	}
}
