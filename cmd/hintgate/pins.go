package main

import (
	"context"
	"fmt"
	"io"
	"os"
)

// acceptChanged pins the definitions of the tools listed as changed, so
// that the next check compares with them. The listings keep their
// changed mark: the report shows what was accepted.
func (c *checker) acceptChanged(ctx context.Context, r *result) error {
	pins := map[string]string{}
	var names []string
	for _, l := range r.listings {
		if l.Tool.Changed {
			pins[l.Tool.Name] = l.Tool.Fingerprint
			names = append(names, l.Tool.Name)
		}
	}
	if len(pins) == 0 {
		return nil
	}
	if r.target.name == "" {
		r.warnings = append(r.warnings, "not named, so nothing is pinned for it: --accept-changed has nothing to update")
		return nil
	}
	if err := c.store.SetPins(ctx, r.target.name, pins); err != nil {
		return fmt.Errorf("--accept-changed: %w", err)
	}
	r.accepted = names
	return nil
}

// privatePins makes a pins file that others may read but not write
// private (0600), as the file store requires, and says so. git keeps no
// mode but the executable bit, so a pins file committed for CI comes
// back 0644 in every checkout. A file that others may write is left as
// it is, for the store to refuse: its pins could be anyone's.
func privatePins(path string, stderr io.Writer) {
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return // the store reports it
	}
	perm := fi.Mode().Perm()
	if perm&0o077 == 0 || perm&0o022 != 0 {
		return
	}
	if err := os.Chmod(path, 0o600); err == nil {
		fmt.Fprintf(stderr, "hintgate check: --pins %s: mode %04o made private (0600), as the store requires\n", path, perm)
	}
}
