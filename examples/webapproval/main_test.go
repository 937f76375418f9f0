package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/guard/pgstore"
	"github.com/hintgate/hintgate/internal/pgtest"
	"github.com/hintgate/hintgate/internal/testenv"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// hostileID is the note id the model asks to delete: markup, to check
// that the approvals page escapes what a model wrote.
const hostileID = `<script>alert(1)</script>`

// fakeModel speaks the Chat Completions wire format. Asked to tidy up, it
// calls delete_note; given tool results, it repeats them; told that a
// call ran, it says "Done: " and what it was told.
type fakeModel struct {
	mu   sync.Mutex
	seen []string
}

func (f *fakeModel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model    string           `json:"model"`
		Messages []map[string]any `json:"messages"`
	}
	body, _ := io.ReadAll(r.Body)
	if r.URL.Path != "/chat/completions" || json.Unmarshal(body, &req) != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	last := req.Messages[len(req.Messages)-1]
	content, _ := last["content"].(string)
	f.mu.Lock()
	f.seen = append(f.seen, content)
	f.mu.Unlock()
	message := map[string]any{"role": "assistant"}
	switch {
	case last["role"] == "tool":
		message["content"] = "Tool said: " + content
	case strings.Contains(content, "was approved"):
		message["content"] = "Done: " + content
	default:
		message["tool_calls"] = []any{map[string]any{"id": "c1", "type": "function",
			"function": map[string]any{"name": "delete_note", "arguments": `{"id":"` + strings.ReplaceAll(hostileID, `"`, `\"`) + `"}`}}}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"id": "x", "object": "chat.completion", "created": 1, "model": req.Model,
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": message}}})
}

// post sends a form as user to the replica's URL.
func post(t *testing.T, u, who string, form url.Values, header ...string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", u, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-User", who)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// run drives two replicas sharing store: replica A takes the request and
// defers the deletion; replica B shows the page, takes the click and
// resumes the call.
func run(t *testing.T, store guard.Store) {
	model := httptest.NewServer(&fakeModel{})
	defer model.Close()
	client := openai.NewClient(option.WithBaseURL(model.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
	notes := NotesServer()
	ctx := context.Background()
	var replicas []*httptest.Server
	for range 2 {
		svc, err := NewService(ctx, store, notes, client, "test-model")
		if err != nil {
			t.Fatal(err)
		}
		defer svc.Close()
		s := httptest.NewServer(svc.Handler())
		defer s.Close()
		replicas = append(replicas, s)
	}
	a, b := replicas[0].URL, replicas[1].URL

	code, answer := post(t, a+"/ask", "alice", url.Values{"prompt": {"tidy up my notes"}})
	if code != 200 || !strings.Contains(answer, "waiting for a human's approval") {
		t.Fatalf("ask: %d %q", code, answer)
	}
	resp, err := http.Get(b + "/approvals")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	page := string(body)
	if strings.Contains(page, "<script>") || !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt;") ||
		!strings.Contains(page, "delete_note on notes") || !strings.Contains(page, "asked by alice") {
		t.Fatalf("approvals page:\n%s", page)
	}
	m := regexp.MustCompile(`action="/approvals/([0-9a-f]+)"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no form on the page:\n%s", page)
	}
	// A page on another site cannot approve.
	if code, _ := post(t, b+"/approvals/"+m[1], "alice", url.Values{"decision": {"approve"}},
		"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"); code != http.StatusForbidden {
		t.Errorf("cross-origin approval: %d", code)
	}
	code, answer = post(t, b+"/approvals/"+m[1], "ops", url.Values{"decision": {"approve"}}, "Sec-Fetch-Site", "same-origin")
	if code != 200 || !strings.Contains(answer, "Done: Your call of delete_note was approved by ops and ran") ||
		!strings.Contains(answer, "deleted "+hostileID) {
		t.Fatalf("approve: %d %q", code, answer)
	}
	// A second click, on either replica, runs nothing again.
	if code, answer := post(t, a+"/approvals/"+m[1], "ops", url.Values{"decision": {"approve"}}); code != http.StatusConflict {
		t.Errorf("second approval: %d %q", code, answer)
	}
	if left, _ := guard.NewApprovals(store, nil).List(ctx, guard.Query{}); len(left) != 0 {
		t.Errorf("still pending: %v", left)
	}
}

func TestWebApproval(t *testing.T) { run(t, &guard.MemoryStore{}) }

func TestWebApprovalPostgres(t *testing.T) {
	dsn := pgtest.Require(t)
	pool, err := pgxpool.New(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	store, err := pgstore.Open(context.Background(), pool)
	if err != nil {
		t.Fatal(err)
	}
	run(t, store)
}

func TestMain(m *testing.M) { testenv.Main(m) }
