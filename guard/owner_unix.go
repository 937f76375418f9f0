//go:build unix

package guard

import (
	"fmt"
	"os"
	"syscall"
)

// checkOwner refuses a file or directory owned by another user.
func checkOwner(path string, fi os.FileInfo) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fmt.Errorf("guard: %s: cannot read its owner", path)
	}
	if uid := os.Getuid(); int(st.Uid) != uid {
		return fmt.Errorf("guard: %s: owned by uid %d, not by this user (uid %d)", path, st.Uid, uid)
	}
	return nil
}
