// Package testenv holds helpers for hintgate's own tests.
package testenv

import (
	"fmt"
	"os"
	"testing"

	"go.uber.org/goleak"
)

// Main runs m with XDG_CONFIG_HOME pointing to a fresh directory, then,
// when the tests passed, fails the run if any goroutine is left running
// (go.uber.org/goleak). The library's defaults touch nothing on disk (a
// zero guard.Options keeps state in memory), so the directory is not what
// keeps tests away from the user's approvals: it keeps them hermetic, so
// that guard.DefaultStorePath, and the configuration directory the guard
// protects, are the same for every run on Linux. (os.UserConfigDir
// ignores XDG_CONFIG_HOME on macOS and Windows; tests must not depend on
// it there.) Call it from TestMain.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "hintgate-test-config")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	if code == 0 {
		if err := goleak.Find(); err != nil {
			fmt.Fprintf(os.Stderr, "goleak: errors on successful test run: %v\n", err)
			code = 1
		}
	}
	os.Exit(code)
}
