package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/openai/openai-go/v3"
)

// The approvals page escaped markup but left bidi controls and
// zero-width characters as they were: arguments a model wrote, or a
// message rendered from them, could make the human read another path
// than the one that runs ("/tmp/‮dwssap/cte/" shows reversed). The
// page shows them as \u escapes, as the terminal confirmer does.
func TestApprovalsPageShowsInvisibleCharacters(t *testing.T) {
	ctx := context.Background()
	store := &guard.MemoryStore{}
	svc, err := NewService(ctx, store, NotesServer(), openai.NewClient(), "test-model")
	if err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	args, _ := json.Marshal(map[string]any{"id": "/tmp/\u202edwssap/cte/", "note\u200b": "x"})
	now := time.Now()
	if err := store.AddPending(ctx, &guard.PendingApproval{ID: "a1", Server: "notes", Tool: "delete_note", Args: args,
		Rule: "destructive-confirmed", Message: "Delete \u2066/tmp/x\u2069?", Subject: "alice\u200f",
		Created: now, Expires: now.Add(time.Hour), State: guard.StatePending}); err != nil {
		t.Fatal(err)
	}
	s := httptest.NewServer(svc.Handler())
	defer s.Close()
	resp, err := s.Client().Get(s.URL + "/approvals")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	page := string(body)
	if strings.ContainsAny(page, "\u202e\u200b\u2066\u2069\u200f") {
		t.Errorf("the page carries invisible characters raw:\n%q", page)
	}
	if !strings.Contains(page, `\u202e`) || !strings.Contains(page, `\u200b`) {
		t.Errorf("the page does not show where the invisible characters were:\n%s", page)
	}
}
