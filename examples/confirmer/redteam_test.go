package main

import (
	"context"
	"testing"

	"github.com/hintgate/hintgate/guard"
)

// FINDING 15: Sandboxed put its directory into a Match pattern as it is,
// so glob characters in the directory's name became patterns: the
// session approval for "/tmp/work[1]" covered "/tmp/work1", which the
// confirmer itself rejects.
func TestRedteamSandboxGlobInDir(t *testing.T) {
	for _, dir := range []string{"/tmp/work[1]", "/tmp/a*", "/tmp/b?"} {
		c := Sandboxed(dir)
		v, err := c.Confirm(context.Background(), &guard.Request{Args: map[string]any{"path": dir + "/a", "content": "x"}})
		if err != nil || v.Answer != guard.Approve {
			t.Fatalf("%s: %v %v", dir, v.Answer, err)
		}
		if !v.Match.Covers(map[string]any{"path": dir + "/b", "content": "x"}) {
			t.Errorf("%s: the approval does not cover its own directory", dir)
		}
		for _, other := range []string{"/tmp/work1/x", "/tmp/abc/x", "/tmp/bc/x"} {
			if rej, _ := c.Confirm(context.Background(), &guard.Request{Args: map[string]any{"path": other}}); rej.Answer == guard.Approve {
				continue // the confirmer approves it too
			}
			if v.Match.Covers(map[string]any{"path": other, "content": "x"}) {
				t.Errorf("%s: the approval covers %s, which the confirmer rejects", dir, other)
			}
		}
	}
}
