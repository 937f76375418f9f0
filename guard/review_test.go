package guard_test

import (
	"context"
	"errors"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// flakyPins is a store whose pins cannot be read while fail is set.
type flakyPins struct {
	guard.MemoryStore
	fail bool
}

func (s *flakyPins) Pins(ctx context.Context, server string) (map[string]string, error) {
	if s.fail {
		return nil, errors.New("store unreachable")
	}
	return s.MemoryStore.Pins(ctx, server)
}

// A store that cannot be read must not make every definition count as
// approved: tools whose pins could not be read need a human, and the pins
// a human approved are not overwritten.
func TestPinsUnreadableFailClosed(t *testing.T) {
	st := &flakyPins{}
	st.SetPins(context.Background(), "demo", map[string]string{"read_file": "approved-earlier"})
	st.fail = true
	f := setup(t, &guard.Options{Store: st})
	if _, err := f.cs.ListTools(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	res := f.call(t, "read_file", map[string]any{"path": "/tmp/x"})
	if _, blocked := guard.Blocked(res); !blocked {
		t.Error("a tool whose pin could not be read ran with no human")
	}
	st.fail = false
	if pins, _ := st.Pins(context.Background(), "demo"); pins["read_file"] != "approved-earlier" {
		t.Errorf("the approved pin was overwritten: %q", pins["read_file"])
	}
}

// Go-typed values inside the caller's argument map ([]string,
// map[string]string, structs) are read like their JSON: the config
// directory check and the policy see what the server will receive.
func TestTypedArgumentsAreRead(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	p, err := guard.DefaultStorePath()
	if err != nil {
		t.Skip(err)
	}
	f := setup(t, &guard.Options{Policy: mustPolicy(t, `
rules:
  - {name: no-etc, when: 'anyPath(args, ["/etc/**"])', action: deny}
default: allow
`)})
	type paths struct{ Paths []string }
	for _, args := range []map[string]any{
		{"path": []string{p}},
		{"path": map[string]string{"x": p}},
		{"path": paths{Paths: []string{"/etc/shadow"}}},
	} {
		if _, blocked := guard.Blocked(f.call(t, "read_file", args)); !blocked {
			t.Errorf("%#v reached the server", args)
		}
	}
}

// A human's "once" covers one call of one subject: the policy's
// `confirmed` is not true for the same call later, nor for another
// subject. And an empty Match binds a session approval to the exact
// arguments, as documented, rather than to nothing.
func TestConfirmedIsPerCallAndSubject(t *testing.T) {
	asked := 0
	once := guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		asked++
		if asked == 1 {
			return guard.Verdict{Answer: guard.Approve}, nil
		}
		return guard.Verdict{Reason: "no"}, nil
	})
	f := setup(t, &guard.Options{Confirmer: once, Policy: mustPolicy(t, `
rules:
  - {name: confirmed-again, when: confirmed, action: allow}
default: confirm
`)})
	args := map[string]any{"path": "/tmp/review-a", "content": "x"}
	call := func(subject string) bool {
		res, err := f.cs.CallTool(guard.WithSubject(context.Background(), subject), &mcp.CallToolParams{Name: "write_file", Arguments: args})
		if err != nil {
			t.Fatal(err)
		}
		_, blocked := guard.Blocked(res)
		return !blocked
	}
	if !call("alice") {
		t.Fatal("alice's approved call did not run")
	}
	if call("bob") {
		t.Error("bob's call ran on alice's approval")
	}
	if call("alice") {
		t.Error("a once approval ran the call a second time")
	}

	session := guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession, Match: guard.Match{}}, nil
	})
	n := 0
	counted := guard.ConfirmFunc(func(ctx context.Context, r *guard.Request) (guard.Verdict, error) {
		n++
		return session.Confirm(ctx, r)
	})
	f2 := setup(t, &guard.Options{Confirmer: counted})
	f2.call(t, "write_file", args)
	f2.call(t, "write_file", args)
	if n != 1 {
		t.Errorf("a session approval with an empty Match was asked %d times for the same arguments", n)
	}
}
