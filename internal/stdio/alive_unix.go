//go:build unix && !linux

package stdio

// groupAlive reports whether any process of the group led by pid exists.
func groupAlive(pid int) bool { return signalled(pid) }
