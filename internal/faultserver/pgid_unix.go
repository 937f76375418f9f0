//go:build unix

package faultserver

import (
	"errors"
	"os/exec"
	"syscall"
)

func setpgid(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// Alive reports whether any process of the group a [Command] started
// (whose leader had pid) is still running, zombies included.
func Alive(pid int) bool {
	return !errors.Is(syscall.Kill(-pid, 0), syscall.ESRCH)
}
