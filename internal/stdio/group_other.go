//go:build !unix

package stdio

import (
	"os"
	"os/exec"
)

const (
	termSignal = 0
	killSignal = 1
)

func ownGroup(*exec.Cmd) {}

// signalGroup ends the process itself: there are no process groups here.
func signalGroup(p *os.Process, _ int, _ int) { p.Kill() }

func groupAlive(int) bool { return false }
