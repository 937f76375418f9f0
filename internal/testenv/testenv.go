// Package testenv holds helpers for hintgate's own tests.
package testenv

import (
	"os"
	"testing"
)

// Main runs m with XDG_CONFIG_HOME pointing to a fresh directory, so that
// tests never read or write the user's hintgate approvals file. Call it
// from TestMain.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "hintgate-test-config")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
