package main

import (
	"context"
	"fmt"
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
