package guard

import (
	"context"
	"testing"
	"unsafe"
	"weak"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func session(t *testing.T) *mcp.ClientSession {
	t.Helper()
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "1"}, nil)
	ct, st := mcp.NewInMemoryTransports()
	if _, err := s.Connect(context.Background(), st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "1"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestServerOfRecent: serverOf's last answer is given again only to the
// same live session while no session was named since.
func TestServerOfRecent(t *testing.T) {
	g, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	cs1, cs2 := session(t), session(t)
	s1, s2 := g.serverOf(cs1), g.serverOf(cs2)
	if s1 == s2 || s1.name != Unnamed || s2.name != Unnamed {
		t.Fatalf("two unnamed sessions share a server, or are named: %q %q", s1.name, s2.name)
	}
	for range 3 { // alternating sessions
		if g.serverOf(cs1) != s1 || g.serverOf(cs2) != s2 {
			t.Fatal("a session got another server")
		}
	}
	if g.serverOf(nil) == s2 {
		t.Fatal("no session got the last session's server")
	}

	// Naming a session after it was used: its next requests go to the
	// named server, not the remembered unnamed one.
	if g.serverOf(cs1) != s1 {
		t.Fatal("lost the server")
	}
	if err := g.Name(cs1, "alpha"); err != nil {
		t.Fatal(err)
	}
	if got := g.serverOf(cs1); got.name != "alpha" {
		t.Fatalf("named session still on server %q", got.name)
	}

	// An answer kept for another object (a collected session whose
	// address a new one took) is not given.
	g.recent.Store(&binding{cs: weak.Make(cs2), addr: uintptr(unsafe.Pointer(cs1)), naming: g.naming.Load(), srv: s2})
	if got := g.serverOf(cs1); got == s2 || got.name != "alpha" {
		t.Fatalf("session at a remembered address got that answer's server %q", got.name)
	}
	g.recent.Store(&binding{addr: uintptr(unsafe.Pointer(cs1)), naming: g.naming.Load(), srv: s2}) // collected: Value() is nil
	if got := g.serverOf(cs1); got == s2 {
		t.Fatal("session got a collected session's server")
	}
}
