package guard_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/guard"
)

const (
	childStoreEnv = "HINTGATE_TEST_FILESTORE_CHILD" // path of the store
	childIndexEnv = "HINTGATE_TEST_FILESTORE_INDEX"
	perChild      = 25
)

// TestFileStoreChild is the body of a child process of
// TestFileStoreProcesses; run directly, it does nothing.
func TestFileStoreChild(t *testing.T) {
	path := os.Getenv(childStoreEnv)
	if path == "" {
		t.Skip("run by TestFileStoreProcesses")
	}
	s, err := guard.NewFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for i := range perChild {
		a := guard.Approval{Server: "demo", Tool: "write_file", Fingerprint: "fp",
			Args: fmt.Sprintf("%s-%03d", os.Getenv(childIndexEnv), i)}
		if err := s.Approve(ctx, a); err != nil {
			t.Fatal(err)
		}
		p := &guard.PendingApproval{ID: a.Args, Server: "demo", Tool: "write_file", Args: []byte(`{}`), State: guard.StatePending}
		if err := s.AddPending(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
}

// Several processes approving "always" into one file at once lose no
// approval and never leave a file that does not parse.
func TestFileStoreProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	const procs = 6
	path := filepath.Join(t.TempDir(), "hintgate", "approvals.json")
	var wg sync.WaitGroup
	errs := make([]error, procs)
	out := make([][]byte, procs)
	for i := range procs {
		wg.Go(func() {
			cmd := exec.Command(os.Args[0], "-test.run=^TestFileStoreChild$", "-test.count=1")
			cmd.Env = append(os.Environ(), childStoreEnv+"="+path, childIndexEnv+"="+strconv.Itoa(i))
			out[i], errs[i] = cmd.CombinedOutput()
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("child %d: %v\n%s", i, err, out[i])
		}
	}
	s, err := guard.NewFileStore(path) // parses the file, checks it
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Approvals(context.Background(), "demo", "write_file")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != procs*perChild {
		t.Errorf("%d approvals in the file, want %d: approvals were lost", len(got), procs*perChild)
	}
	pend, err := s.ListPending(context.Background(), guard.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if len(pend) != procs*perChild {
		t.Errorf("%d pending approvals in the file, want %d", len(pend), procs*perChild)
	}
}
