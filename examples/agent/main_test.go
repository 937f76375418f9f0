package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/testenv"
	"github.com/hintgate/hintgate/selection"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// fakeModel speaks the Chat Completions wire format: on the first request
// it calls list_notes and delete_note; then it answers with what the tool
// messages said.
type fakeModel struct {
	mu       sync.Mutex
	requests []map[string]any
}

func (f *fakeModel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var req map[string]any
	body, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(body, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, req)
	n := len(f.requests)
	f.mu.Unlock()
	msgs := req["messages"].([]any)
	var names []string
	for _, t := range req["tools"].([]any) {
		names = append(names, t.(map[string]any)["function"].(map[string]any)["name"].(string))
	}
	var message map[string]any
	if n == 1 {
		message = map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{
			map[string]any{"id": "c1", "type": "function", "function": map[string]any{"name": offered(names, "list_notes"), "arguments": "{}"}},
			map[string]any{"id": "c2", "type": "function", "function": map[string]any{"name": offered(names, "delete_note"), "arguments": `{"id":"1"}`}},
		}}
	} else {
		var seen []string
		for _, m := range msgs {
			if mm := m.(map[string]any); mm["role"] == "tool" {
				seen = append(seen, mm["content"].(string))
			}
		}
		message = map[string]any{"role": "assistant", "content": strings.Join(seen, " | ")}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"id": "x", "object": "chat.completion", "created": 1, "model": req["model"],
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": message}},
	})
}

func TestAgentLoop(t *testing.T) {
	model := &fakeModel{}
	srv := httptest.NewServer(model)
	defer srv.Close()
	client := openai.NewClient(option.WithBaseURL(srv.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))

	ctx := context.Background()
	g, err := guard.New(&guard.Options{Store: &guard.MemoryStore{}}) // default preset; nobody to approve deletions
	if err != nil {
		t.Fatal(err)
	}
	cs, err := connect(ctx, g, "notes", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var log strings.Builder
	answer, err := Run(ctx, client, "test-model", g.Wrap(cs), "tidy up", &log)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(answer, "buy milk") || !strings.Contains(answer, "This call was not run") {
		t.Errorf("answer %q", answer)
	}
	if !strings.Contains(log.String(), "hintgate blocked delete_note (destructive-confirmed)") {
		t.Errorf("log %q", log.String())
	}
	// The model saw both tools, with the safety section in the system prompt.
	first := model.requests[0]
	if tools := first["tools"].([]any); len(tools) != 3 {
		t.Errorf("model saw %d tools", len(tools))
	}
	sys := first["messages"].([]any)[0].(map[string]any)["content"].(string)
	if !strings.Contains(sys, "### Destructive tools") || !strings.Contains(sys, "- notes__delete_note: ") {
		t.Errorf("system prompt %q", sys)
	}
	// The note still exists.
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list_notes"})
	if err != nil || !strings.Contains(text(res), `"1":"buy milk"`) {
		t.Errorf("note deleted: %v %s", err, text(res))
	}
}

// TestMain keeps tests away from the user's approvals file and fails
// the run if a test leaves a goroutine running (see testenv.Main).
func TestMain(m *testing.M) { testenv.Main(m) }

// The agent's log line "model calls TOOL ARGS" wrote the model's
// arguments as it sent them: JSON keeps bidi controls and C1 controls
// (U+009B is an 8-bit CSI) raw, so a model steered by a tool result
// could reorder or hide what the human reads just before the confirmer
// asks.
func TestAgentLogEscapesModelText(t *testing.T) {
	ctx := context.Background()
	g, err := guard.New(&guard.Options{Store: &guard.MemoryStore{}})
	if err != nil {
		t.Fatal(err)
	}
	cs, err := connect(ctx, g, "notes", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	conn := g.Wrap(cs)
	listings, err := conn.Tools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	names := selection.New(listings, nil).Names()
	var call openai.ChatCompletionMessageToolCallUnion
	if err := json.Unmarshal([]byte("{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"notes__read_note\",\"arguments\":\"{\\\"id\\\":\\\"1\u202e\u009b2J\\\"}\"}}"), &call); err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	callTool(ctx, conn, names, map[string]bool{"notes__read_note": true}, call, &log)
	if !strings.Contains(log.String(), "model calls read_note") {
		t.Fatalf("log %q", log.String())
	}
	if strings.ContainsAny(log.String(), "\u202e\u009b") {
		t.Errorf("the log carries the model's invisible or control characters raw: %q", log.String())
	}
}
