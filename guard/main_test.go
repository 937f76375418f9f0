package guard_test

import (
	"os"
	"testing"
)

// TestMain keeps tests away from the user's approvals file: the default
// store lives under the user's configuration directory.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "hintgate-test-config")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
