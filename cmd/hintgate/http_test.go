package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
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
