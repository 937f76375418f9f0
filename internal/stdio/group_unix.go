//go:build unix

package stdio

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
)

const (
	termSignal = syscall.SIGTERM
	killSignal = syscall.SIGKILL
)

// ownGroup makes the command the leader of a new process group.
func ownGroup(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	cmd.SysProcAttr.Pgid = 0
}

// signalGroup sends sig to every process of the group led by pid.
func signalGroup(_ *os.Process, pid int, sig syscall.Signal) {
	syscall.Kill(-pid, sig)
}

// signalled reports whether kill(-pid, 0) finds a process in the group.
func signalled(pid int) bool {
	err := syscall.Kill(-pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
