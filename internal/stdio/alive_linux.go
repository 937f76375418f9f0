package stdio

import (
	"bytes"
	"os"
	"strconv"
)

// groupAlive reports whether a process of the group led by pid is still
// running. Zombies do not count: where the init process does not reap
// orphans (some containers), they would linger forever.
func groupAlive(pid int) bool {
	if !signalled(pid) {
		return false
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return true
	}
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		state, pgrp, ok := parseStat(stat)
		if ok && pgrp == pid && state != 'Z' && state != 'X' {
			return true
		}
	}
	return false
}

// parseStat reads the state and process group from /proc/PID/stat:
// "pid (comm) state ppid pgrp ...", where comm may hold anything.
func parseStat(stat []byte) (state byte, pgrp int, ok bool) {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := bytes.Fields(stat[i+1:])
	if len(f) < 3 || len(f[0]) != 1 {
		return 0, 0, false
	}
	pgrp, err := strconv.Atoi(string(f[2]))
	return f[0][0], pgrp, err == nil
}
