package stdio_test

import (
	"bytes"
	"context"
	"errors"
	"go.uber.org/goleak"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/hintgate/hintgate/internal/stdio"
	"github.com/hintgate/hintgate/internal/testservers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestMain lets the test binary act as the servers of
// internal/testservers, and fails the run if a test leaves a goroutine
// running.
func TestMain(m *testing.M) {
	testservers.Main()
	goleak.VerifyTestMain(m)
}

func command(kind string, extra ...string) *exec.Cmd {
	argv := testservers.Command(kind, extra...)
	return exec.Command(argv[0], argv[1:]...)
}

func connect(t *testing.T, tr *stdio.Transport) (*mcp.ClientSession, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, tr, nil)
}

func TestBannerSkipped(t *testing.T) {
	var mu sync.Mutex
	var skipped []string
	tr := &stdio.Transport{Command: command("banner"), Grace: time.Second, Skipped: func(l string) {
		mu.Lock()
		defer mu.Unlock()
		skipped = append(skipped, l)
	}}
	cs, err := connect(t, tr)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != 3 {
		t.Errorf("%d tools, want 3", len(res.Tools))
	}
	mu.Lock()
	defer mu.Unlock()
	want := []string{"Banner MCP server v0.1 starting on stdio...", `{"level":"info","msg":"ready"}`}
	if strings.Join(skipped, "\n") != strings.Join(want, "\n") {
		t.Errorf("skipped %q, want %q", skipped, want)
	}
}

// TestGroupEnded: a server that leaves a child running, which ignores
// SIGTERM and holds the server's stdout open, leaves nothing behind.
func TestGroupEnded(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no process groups")
	}
	pidFile := filepath.Join(t.TempDir(), "pid")
	tr := &stdio.Transport{Command: command("spawn", pidFile), Grace: 200 * time.Millisecond}
	cs, err := connect(t, tr)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cs.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(string(data))
	if !running(pid) {
		t.Fatalf("grandchild %d not running before close", pid)
	}
	start := time.Now()
	cs.Close()
	if running(pid) {
		t.Errorf("grandchild %d still running after close", pid)
	}
	t.Logf("close took %v", time.Since(start))
	if d := time.Since(start); d > 30*time.Second { // a liveness bound, not a speed goal
		t.Errorf("close took %v", d)
	}
}

// TestHangKilled: a server that ignores its input closing and SIGTERM is
// killed.
func TestHangKilled(t *testing.T) {
	tr := &stdio.Transport{Command: command("hang"), Grace: 100 * time.Millisecond}
	c, err := tr.Connect(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close() // its reader goroutine ends with it
	pid := tr.Command.Process.Pid
	if err := tr.Close(); err != nil {
		t.Fatal(err)
	}
	if exited, _ := tr.Exited(); !exited || running(pid) {
		t.Errorf("hanging server %d still running", pid)
	}
}

func TestCrashExit(t *testing.T) {
	var stderr bytes.Buffer
	cmd := command("crash")
	cmd.Stderr = &stderr
	tr := &stdio.Transport{Command: cmd, Grace: 100 * time.Millisecond}
	if _, err := connect(t, tr); err == nil {
		t.Fatal("connected to a crashing server")
	}
	tr.Close()
	exited, err := tr.Exited()
	var ee *exec.ExitError
	if !exited || !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Errorf("Exited() = %v, %v; want exit status 3", exited, err)
	}
	if !strings.Contains(stderr.String(), "cannot open database") {
		t.Errorf("stderr %q", stderr.String())
	}
}

func TestMisuse(t *testing.T) {
	if _, err := (&stdio.Transport{}).Connect(context.Background()); err == nil {
		t.Error("no command: no error")
	}
	cmd := command("tools")
	cmd.Stdout = os.Stdout
	if _, err := (&stdio.Transport{Command: cmd}).Connect(context.Background()); err == nil {
		t.Error("Stdout set: no error")
	}
	tr := &stdio.Transport{Command: exec.Command(filepath.Join(t.TempDir(), "missing"))}
	if _, err := tr.Connect(context.Background()); err == nil {
		t.Error("missing program: no error")
	}
	if err := tr.Close(); err != nil {
		t.Errorf("close after failed start: %v", err)
	}
	if err := (&stdio.Transport{}).Close(); err != nil {
		t.Errorf("close before connect: %v", err)
	}
}

// running reports whether pid is a live process (zombies are not).
func running(pid int) bool {
	if runtime.GOOS == "linux" {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return false
		}
		i := bytes.LastIndexByte(stat, ')')
		return i > 0 && len(stat) > i+2 && stat[i+2] != 'Z'
	}
	return syscall.Kill(pid, 0) == nil
}
