package main

import (
	"context"
	"testing"

	"github.com/hintgate/hintgate/guard"
)

func TestSandboxed(t *testing.T) {
	c := Sandboxed("/tmp/sandbox")
	tests := []struct {
		args map[string]any
		want guard.Answer
	}{
		{map[string]any{"path": "/tmp/sandbox/a.txt"}, guard.Approve},
		{map[string]any{"path": "/tmp/sandbox/a.txt", "content": "x"}, guard.Approve},
		{map[string]any{"path": "/tmp/sandbox/../secret"}, guard.Reject},
		{map[string]any{"source": "/tmp/sandbox/a", "destination": "/home/x"}, guard.Reject},
		{map[string]any{"path": "/tmp/sandboxed"}, guard.Reject},
		{map[string]any{"path": "sandbox/a"}, guard.Reject},
		{map[string]any{"path": []any{"/etc/passwd"}}, guard.Reject},
		{map[string]any{"path": "/tmp/sandbox/a", "target": "/etc/passwd"}, guard.Reject},
	}
	for _, tt := range tests {
		v, err := c.Confirm(context.Background(), &guard.Request{Args: tt.args})
		if err != nil || v.Answer != tt.want {
			t.Errorf("%v: %v %v, want %v", tt.args, v.Answer, err, tt.want)
		}
		// What it approves for the session is exactly what it checked.
		if v.Answer == guard.Approve && (v.Scope != guard.ForSession || !v.Match.Covers(tt.args)) {
			t.Errorf("%v: approval %+v does not cover the call", tt.args, v)
		}
	}
	v, _ := c.Confirm(context.Background(), &guard.Request{Args: map[string]any{"path": "/tmp/sandbox/a", "content": "x"}})
	for _, later := range []map[string]any{
		{"path": "/home/me/.bashrc", "content": "x"},
		{"path": "/tmp/sandbox/b", "content": "x", "destination": "/etc/cron.d/x"},
		{"path": "/tmp/sandbox/../../etc/passwd", "content": "x"},
	} {
		if v.Match.Covers(later) {
			t.Errorf("the session approval covers %v", later)
		}
	}
	if !v.Match.Covers(map[string]any{"path": "/tmp/sandbox/sub/b", "content": "y"}) {
		t.Error("the session approval does not cover another file in the sandbox")
	}
}
