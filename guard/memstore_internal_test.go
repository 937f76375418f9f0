package guard

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestMemoryPendingBounded: a memory store full of approvals that are not
// over refuses a new one (the call is then refused); approvals that are
// over make room.
func TestMemoryPendingBounded(t *testing.T) {
	ctx := context.Background()
	var s MemoryStore
	now := time.Now()
	for i := range maxMemoryPending {
		p := &PendingApproval{ID: fmt.Sprint("p", i), Server: "s", Tool: "t", State: StatePending, Created: now, Expires: now.Add(time.Hour)}
		if err := s.AddPending(ctx, p); err != nil {
			t.Fatalf("approval %d: %v", i, err)
		}
	}
	extra := &PendingApproval{ID: "extra", Server: "s", Tool: "t", State: StatePending, Created: now, Expires: now.Add(time.Hour)}
	if err := s.AddPending(ctx, extra); err == nil {
		t.Fatal("a full store took another approval")
	}
	if _, err := s.Decide(ctx, "p7", Decision{Approve: false, By: "me"}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddPending(ctx, extra); err != nil {
		t.Fatalf("a rejected approval made no room: %v", err)
	}
	if _, err := s.GetPending(ctx, "p8"); err != nil {
		t.Errorf("an approval still waiting was forgotten: %v", err)
	}
}
