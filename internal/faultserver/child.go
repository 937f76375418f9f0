package faultserver

import (
	"context"
	"fmt"
	"os"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Environment of a child process started by [Command].
const (
	envChild = "HINTGATE_FAULTSERVER"
	envLog   = "HINTGATE_FAULTSERVER_LOG"
)

// Command returns a command that starts the running test binary again as
// a fault server on stdio, appending executions to log. The test binary's
// TestMain must call [Child] first. The child is started in a process
// group of its own, so that a test can check nothing of it is left.
func Command(log string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envChild+"=stdio", envLog+"="+log)
	cmd.Stderr = os.Stderr
	setpgid(cmd)
	return cmd
}

// Child serves the fault server on stdio and exits when this process was
// started by [Command]; otherwise it returns at once. Call it first in
// TestMain.
func Child() {
	if os.Getenv(envChild) != "stdio" {
		return
	}
	f, err := os.OpenFile(os.Getenv(envLog), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, "faultserver:", err)
		os.Exit(2)
	}
	err = New(f).Run(context.Background(), &mcp.StdioTransport{})
	f.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, "faultserver:", err)
		os.Exit(1)
	}
	os.Exit(0)
}
