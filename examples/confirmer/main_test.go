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
		{map[string]any{"path": "/tmp/sandbox/../secret"}, guard.Reject},
		{map[string]any{"source": "/tmp/sandbox/a", "destination": "/home/x"}, guard.Reject},
		{map[string]any{"path": "/tmp/sandboxed"}, guard.Reject},
	}
	for _, tt := range tests {
		v, err := c.Confirm(context.Background(), &guard.Request{Args: tt.args})
		if err != nil || v.Answer != tt.want {
			t.Errorf("%v: %v %v, want %v", tt.args, v.Answer, err, tt.want)
		}
	}
}
