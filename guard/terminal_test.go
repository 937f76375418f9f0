package guard_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestTerminal(t *testing.T) {
	req := &guard.Request{
		Tool:     hints.Resolve(&mcp.Tool{Name: "delete_repo", Title: "Delete \x1b[31mrepo"}),
		Args:     map[string]any{"name": "hintgate", "force": true},
		Decision: rules.Decision{Action: rules.Confirm, Rule: "destructive-confirmed", Message: "This cannot be undone."},
	}
	tests := []struct {
		input  string
		answer guard.Answer
		scope  guard.Scope
		args   bool
	}{
		{"y\n", guard.Approve, guard.Once, false},
		{"s\n", guard.Approve, guard.ForSession, false},
		{"always\n", guard.Approve, guard.Always, false},
		{"e\n{\"name\":\"scratch\"}\n", guard.Approve, guard.Once, true},
		{"e\nnot json\n", guard.Reject, guard.Once, false},
		{"\n", guard.Reject, guard.Once, false},
		{"no\n", guard.Reject, guard.Once, false},
	}
	for _, tt := range tests {
		var out strings.Builder
		c := guard.Terminal(strings.NewReader(tt.input), &out)
		v, err := c.Confirm(context.Background(), req)
		if err != nil || v.Answer != tt.answer || v.Scope != tt.scope || (v.Args != nil) != tt.args {
			t.Errorf("%q: %+v %v", tt.input, v, err)
		}
		shown := out.String()
		if strings.ContainsRune(shown, 0x1b) {
			t.Error("escape sequence reached the terminal")
		}
		for _, want := range []string{"Delete  [31mrepo", "destructive", "This cannot be undone.", "force = true", "destructive-confirmed"} {
			if !strings.Contains(shown, want) {
				t.Errorf("prompt lacks %q:\n%s", want, shown)
			}
		}
	}
	// End of input rejects with an error.
	if v, err := guard.Terminal(strings.NewReader(""), &strings.Builder{}).Confirm(context.Background(), req); err == nil || v.Answer != guard.Reject {
		t.Errorf("EOF: %+v %v", v, err)
	}
	// A cancelled context rejects without input.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, w, _ := os.Pipe()
	defer w.Close()
	defer r.Close()
	if v, err := guard.Terminal(r, &strings.Builder{}).Confirm(ctx, req); err == nil || v.Answer != guard.Reject {
		t.Errorf("cancelled: %+v %v", v, err)
	}
}
