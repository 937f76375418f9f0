package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/internal/demo"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestCheckHTTP: remote servers, streamable HTTP and SSE, from --server
// and from a config file with headers.
func TestCheckHTTP(t *testing.T) {
	server := demo.New().Server
	get := func(*http.Request) *mcp.Server { return server }
	authed := func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("Authorization") != "Bearer s3cret" {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			h.ServeHTTP(w, r)
		})
	}
	streamable := httptest.NewServer(mcp.NewStreamableHTTPHandler(get, nil))
	defer streamable.Close()
	sse := httptest.NewServer(authed(mcp.NewSSEHandler(get, nil)))
	defer sse.Close()

	cfg := map[string]any{"mcpServers": map[string]any{
		"events": map[string]any{"type": "sse", "url": sse.URL, "headers": map[string]string{"Authorization": "Bearer ${TOKEN}"}},
	}}
	data, _ := json.Marshal(cfg)
	path := filepath.Join(t.TempDir(), ".mcp.json")
	os.WriteFile(path, data, 0o600)
	t.Setenv("TOKEN", "s3cret")

	out, errOut, code := runCLI(t, "", "check", "--json", "--timeout", "10s", "--config", path, "--server", "web="+streamable.URL)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, name := range []string{"events", "web"} {
		if n := strings.Count(out, `"server":"`+name+`"`); n != 12 {
			t.Errorf("%s: %d tools, want 12", name, n)
		}
	}
	// Without the header, the SSE server refuses, and check says so.
	t.Setenv("TOKEN", "wrong")
	_, errOut, code = runCLI(t, "", "check", "--timeout", "10s", "--config", path)
	if code != 3 || !strings.Contains(errOut, `server "events": initialize:`) {
		t.Errorf("unauthorized: exit %d: %s", code, errOut)
	}
}

// A config file's headers were added to every request the transport
// sent, redirects included: a server (or an open redirect on its host)
// that answered 307 to another host received the Authorization header
// meant for the configured one. Headers go only to the configured
// scheme, host and port.
func TestCheckHeadersStayOnTheConfiguredHost(t *testing.T) {
	server := demo.New().Server
	other := &headerLog{next: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)}
	elsewhere := httptest.NewServer(other)
	defer elsewhere.Close()
	redirect := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, elsewhere.URL+r.URL.Path, http.StatusTemporaryRedirect)
	}))
	defer redirect.Close()
	cfg, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"web": map[string]any{"url": redirect.URL + "/mcp", "headers": map[string]string{"Authorization": "Bearer s3cret", "X-Api-Key": "k3y"}},
	}})
	path := filepath.Join(t.TempDir(), ".mcp.json")
	if err := os.WriteFile(path, cfg, 0o600); err != nil {
		t.Fatal(err)
	}
	runCLI(t, "", "check", "--timeout", "10s", "--config", path)
	if got := other.seen(); got != "" {
		t.Errorf("another host received the configured headers: %s", got)
	}
}

// headerLog records the credentials a handler received.
type headerLog struct {
	next http.Handler
	mu   sync.Mutex
	got  []string
}

func (h *headerLog) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	for _, k := range []string{"Authorization", "X-Api-Key"} {
		if v := r.Header.Get(k); v != "" {
			h.got = append(h.got, k+": "+v)
		}
	}
	h.mu.Unlock()
	h.next.ServeHTTP(w, r)
}

func (h *headerLog) seen() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return strings.Join(h.got, ", ")
}
