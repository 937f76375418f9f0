package main

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// scriptModel is a hostile model: it asks to delete a note and, told
// anything else, answers with a page of markup whose script would approve
// every other pending call from the service's own origin.
func scriptModel(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model    string           `json:"model"`
		Messages []map[string]any `json:"messages"`
	}
	body, _ := io.ReadAll(r.Body)
	json.Unmarshal(body, &req)
	last := req.Messages[len(req.Messages)-1]
	content, _ := last["content"].(string)
	message := map[string]any{"role": "assistant"}
	if last["role"] == "user" && !strings.Contains(content, "was approved") {
		message["tool_calls"] = []any{map[string]any{"id": "c1", "type": "function",
			"function": map[string]any{"name": "delete_note", "arguments": `{"id":"1"}`}}}
	} else {
		message["content"] = `<!DOCTYPE html><script>fetch("/approvals/x",{method:"POST",body:"decision=approve"})</script>`
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"id": "x", "object": "chat.completion", "created": 1, "model": req.Model,
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": message}}})
}

// newReplica serves one replica over store, its model answering with handler.
func newReplica(t *testing.T, store guard.Store, server *mcp.Server, model http.HandlerFunc) string {
	t.Helper()
	m := httptest.NewServer(model)
	t.Cleanup(m.Close)
	client := openai.NewClient(option.WithBaseURL(m.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
	svc, err := NewService(context.Background(), store, server, client, "test-model")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	s := httptest.NewServer(svc.Handler())
	t.Cleanup(s.Close)
	return s.URL
}

// FINDING (high): the answers to POST /ask and POST /approvals/{id} are
// the model's text, written without a Content-Type: Go sniffs it, and a
// model answer (or a tool result the model repeats) that starts with
// markup is served as text/html from the service's origin. Its script
// runs where the human decides, and its same-origin POSTs pass the
// cross-origin protection: it approves every other pending call.
func TestRedteamWebModelAnswerNotHTML(t *testing.T) {
	u := newReplica(t, &guard.MemoryStore{}, NotesServer(), scriptModel)
	check := func(what string, resp *http.Response) {
		t.Helper()
		ct := resp.Header.Get("Content-Type")
		if !strings.HasPrefix(ct, "text/plain") || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: served as %q (nosniff %q): a model's markup runs as a page", what, ct, resp.Header.Get("X-Content-Type-Options"))
		}
	}
	form := func(path string, v url.Values) *http.Response {
		req, _ := http.NewRequest("POST", u+path, strings.NewReader(v.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-User", "alice")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	resp := form("/ask", url.Values{"prompt": {"tidy up"}})
	check("POST /ask", resp)
	pending, _ := http.Get(u + "/approvals")
	body, _ := io.ReadAll(pending.Body)
	pending.Body.Close()
	m := regexp.MustCompile(`action="/approvals/([0-9a-f]+)"`).FindSubmatch(body)
	if m == nil {
		t.Fatalf("no approval:\n%s", body)
	}
	check("POST /approvals/{id}", form("/approvals/"+string(m[1]), url.Values{"decision": {"approve"}}))
}

// FINDING (medium): the approvals page could be framed by any site
// (no X-Frame-Options, no frame-ancestors): a page on another site
// frames it transparently under its own button, and the human's click
// lands on Approve. That POST comes from the service's own page, so the
// cross-origin protection lets it through.
func TestRedteamWebPageNotFramed(t *testing.T) {
	u := newReplica(t, &guard.MemoryStore{}, NotesServer(), scriptModel)
	resp, err := http.Get(u + "/approvals")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	csp := resp.Header.Get("Content-Security-Policy")
	if resp.Header.Get("X-Frame-Options") != "DENY" || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("the approvals page may be framed: X-Frame-Options %q, Content-Security-Policy %q",
			resp.Header.Get("X-Frame-Options"), csp)
	}
	if !strings.Contains(csp, "script-src 'none'") && !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("the approvals page allows scripts: Content-Security-Policy %q", csp)
	}
}

// FINDING (medium): the page decoded the arguments as float64 to show
// them: an integer past 2^53 was shown rounded (9007199254740993 as
// 9007199254740992, 12345678901234567891 as 12345678901234567000), while
// the call resumes with the number as written. The human approved
// another number than the one that runs.
func TestRedteamWebPageShowsNumbersAsTheyRun(t *testing.T) {
	ctx := context.Background()
	store := &guard.MemoryStore{}
	u := newReplica(t, store, NotesServer(), scriptModel)
	now := time.Now()
	args := json.RawMessage(`{"amount":9007199254740993,"id":12345678901234567891,"small":1e-7}`)
	if err := store.AddPending(ctx, &guard.PendingApproval{ID: "a1", Server: "notes", Tool: "delete_note", Args: args,
		Created: now, Expires: now.Add(time.Hour), State: guard.StatePending}); err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(u + "/approvals")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, n := range []string{"9007199254740993", "12345678901234567891", "1e-7"} {
		if !strings.Contains(string(body), n) {
			t.Errorf("the page does not show %s as it runs:\n%s", n, body)
		}
	}
}

// Held: many clicks of Approve at once, on two replicas, run the call
// once; one click gets the result, every other a conflict.
func TestRedteamWebConcurrentApprovalsRunOnce(t *testing.T) {
	var runs atomic.Int32
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "delete_note", Description: "Delete a note by id.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.DestructiveTool("Delete note", false, false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			runs.Add(1)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil
		})
	store := &guard.MemoryStore{}
	a := newReplica(t, store, s, (&fakeModel{}).ServeHTTP)
	b := newReplica(t, store, s, (&fakeModel{}).ServeHTTP)
	if code, answer := post(t, a+"/ask", "alice", url.Values{"prompt": {"tidy up"}}); code != 200 {
		t.Fatalf("ask: %d %q", code, answer)
	}
	pending, _ := guard.NewApprovals(store, nil).List(context.Background(), guard.Query{})
	if len(pending) != 1 {
		t.Fatalf("%d pending", len(pending))
	}
	var wg sync.WaitGroup
	var ok atomic.Int32
	for i := range 16 {
		wg.Go(func() {
			u := []string{a, b}[i%2]
			if code, _ := post(t, u+"/approvals/"+pending[0].ID, "ops", url.Values{"decision": {"approve"}}); code == 200 {
				ok.Add(1)
			}
		})
	}
	wg.Wait()
	if runs.Load() != 1 || ok.Load() != 1 {
		t.Errorf("the call ran %d times, %d clicks succeeded", runs.Load(), ok.Load())
	}
	// A replayed decision, or a GET, decides nothing.
	if code, _ := post(t, b+"/approvals/"+pending[0].ID, "ops", url.Values{"decision": {"reject"}}); code != http.StatusConflict {
		t.Errorf("replayed decision: %d", code)
	}
	resp, _ := http.Get(a + "/approvals/" + pending[0].ID + "?decision=approve")
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET of a decision: %d", resp.StatusCode)
	}
}

// FINDING (low): the arguments were shown in a <pre> that did not wrap:
// a value padded with spaces ("/tmp/notes/1", 300 spaces, "/../../etc")
// pushed the rest of the path past the edge of the page, where the human
// approving did not scroll. The page wraps them, with a style its
// Content-Security-Policy allows by hash.
func TestRedteamWebLongValuesWrap(t *testing.T) {
	u := newReplica(t, &guard.MemoryStore{}, NotesServer(), scriptModel)
	resp, err := http.Get(u + "/approvals")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	style := regexp.MustCompile(`<style>([^<]*)</style>`).FindSubmatch(body)
	if style == nil || !strings.Contains(string(style[1]), "pre-wrap") {
		t.Fatalf("the arguments do not wrap:\n%s", body)
	}
	sum := sha256.Sum256(style[1])
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, base64.StdEncoding.EncodeToString(sum[:])) {
		t.Errorf("the page's style is not allowed by its policy %q", csp)
	}
}

// FINDING (high): DNS rebinding. The service listens on 127.0.0.1:8080
// and never looked at the Host header. A page at http://evil.example:8080
// whose name then resolves to 127.0.0.1 is same-origin with the
// service in the browser: it reads /approvals (every pending call, its
// ID and arguments) and posts an approval with any X-User, and the
// cross-origin protection sees a same-origin request. A request naming
// a host the service was not told it serves is refused.
func TestRedteamWebDNSRebinding(t *testing.T) {
	store := &guard.MemoryStore{}
	u := newReplica(t, store, NotesServer(), scriptModel)
	_, port, _ := strings.Cut(strings.TrimPrefix(u, "http://"), ":")
	do := func(method, path, body string) int {
		req, _ := http.NewRequest(method, u+path, strings.NewReader(body))
		req.Host = "evil.example:" + port
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		req.Header.Set("Origin", "http://evil.example:"+port)
		req.Header.Set("X-User", "ops")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	now := time.Now()
	store.AddPending(context.Background(), &guard.PendingApproval{ID: "a1", Server: "notes", Tool: "delete_note",
		Args: json.RawMessage(`{"id":"1"}`), Created: now, Expires: now.Add(time.Hour), State: guard.StatePending})
	if code := do("GET", "/approvals", ""); code == http.StatusOK {
		t.Errorf("GET /approvals under a rebound name: %d", code)
	}
	if code := do("POST", "/approvals/a1", "decision=approve"); code != http.StatusMisdirectedRequest {
		t.Errorf("POST /approvals/a1 under a rebound name: %d", code)
	}
	if p, _ := store.GetPending(context.Background(), "a1"); p.State != guard.StatePending {
		t.Errorf("approved under a rebound name: %s", p.State)
	}
	// The names the service serves still work: localhost, and names given.
	for _, host := range []string{"localhost:" + port, "127.0.0.1:" + port} {
		req, _ := http.NewRequest("GET", u+"/approvals", nil)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET /approvals as %s: %d", host, resp.StatusCode)
		}
	}
}

// FINDING (low): the page showed every pending call: a model deferring
// thousands of calls of a megabyte each (the guard allows 10,000 pending
// and 1 MiB of arguments a call) made a page of gigabytes, read whole
// from the store on every view. The page shows the oldest maxShown.
func TestRedteamWebPageBounded(t *testing.T) {
	ctx := context.Background()
	store := &guard.MemoryStore{}
	u := newReplica(t, store, NotesServer(), scriptModel)
	now := time.Now()
	big := json.RawMessage(`{"id":"` + strings.Repeat("x", 10000) + `"}`)
	for i := range 3 * maxShown {
		store.AddPending(ctx, &guard.PendingApproval{ID: fmt.Sprintf("a%03d", i), Server: "notes", Tool: "delete_note",
			Args: big, Created: now.Add(time.Duration(i)), Expires: now.Add(time.Hour), State: guard.StatePending})
	}
	resp, err := http.Get(u + "/approvals")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if n := strings.Count(string(body), "<form"); n > maxShown || !strings.Contains(string(body), `action="/approvals/a000"`) {
		t.Errorf("the page shows %d approvals (%d bytes)", n, len(body))
	}
}

// FINDING (medium): the agent ran every tool call of a model's answers:
// answers of 2,000 calls of delete_note, over the turns of one request,
// deferred 10,000 calls, the store's bound on pending approvals, shared
// by every user: then every user's deferred call is refused, and the
// human's page is 10,000 look-alike calls. An answer with more than
// maxCalls tool calls is refused whole.
func TestRedteamWebManyCallsOneAnswer(t *testing.T) {
	store := &guard.MemoryStore{}
	u := newReplica(t, store, NotesServer(), func(w http.ResponseWriter, r *http.Request) {
		calls := make([]any, 2000)
		for i := range calls {
			calls[i] = map[string]any{"id": fmt.Sprint("c", i), "type": "function",
				"function": map[string]any{"name": "delete_note", "arguments": fmt.Sprintf(`{"id":"%d"}`, i)}}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"id": "x", "object": "chat.completion", "created": 1, "model": "m",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "tool_calls",
				"message": map[string]any{"role": "assistant", "tool_calls": calls}}}})
	})
	post(t, u+"/ask", "mallory", url.Values{"prompt": {"hi"}})
	pending, _ := guard.NewApprovals(store, nil).List(context.Background(), guard.Query{})
	if len(pending) > maxCalls {
		t.Errorf("one answer deferred %d calls", len(pending))
	}
}
