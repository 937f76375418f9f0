package guard_test

import (
	"testing"

	"github.com/hintgate/hintgate/internal/faultserver"
	"github.com/hintgate/hintgate/internal/testenv"
)

// TestMain keeps the tests hermetic (see testenv.Main); the guard's
// defaults write nothing to disk, and tests that need a file store make
// one in t.TempDir(). It also fails the run if a test leaves a goroutine
// running. Started by faultserver.Command, the test binary is a fault
// server instead.
func TestMain(m *testing.M) {
	faultserver.Child()
	testenv.Main(m)
}
