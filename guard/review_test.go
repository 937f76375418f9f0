package guard_test

import (
	"context"
	"errors"
	"testing"

	"github.com/hintgate/hintgate/guard"
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
