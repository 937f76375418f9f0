package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

// startScripted starts the scripted model: a local server speaking the
// Chat Completions wire format, so the real OpenAI client talks to it.
// It plays one script, one step per request, whatever the prompt says:
// list the notes, read note 1, delete note 1, then answer with what each
// tool message said (a refusal included).
func startScripted() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(scriptedModel))
}

// script is the scripted model's tool calls, one per turn.
var script = []struct{ name, args string }{
	{"list_notes", `{}`},
	{"read_note", `{"id":"1"}`},
	{"delete_note", `{"id":"1"}`},
}

func scriptedModel(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var req struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string `json:"role"`
			Content any    `json:"content"`
		} `json:"messages"`
		Tools []struct {
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
		} `json:"tools"`
	}
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err := json.Unmarshal(body, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var results []string
	for _, m := range req.Messages {
		if m.Role == "tool" {
			results = append(results, fmt.Sprint(m.Content))
		}
	}
	var names []string
	for _, t := range req.Tools {
		names = append(names, t.Function.Name)
	}
	var message map[string]any
	if step := len(results); step < len(script) {
		message = map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{
			"id": fmt.Sprintf("call_%d", step+1), "type": "function",
			"function": map[string]any{"name": offered(names, script[step].name), "arguments": script[step].args},
		}}}
	} else {
		var b strings.Builder
		for i, res := range results {
			fmt.Fprintf(&b, "%s: %s\n", script[i].name, res)
		}
		message = map[string]any{"role": "assistant", "content": strings.TrimSpace(b.String())}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"id": "scripted", "object": "chat.completion", "created": 1, "model": req.Model,
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": message}},
	})
}

// offered returns the name under which the client offered tool (a model
// calls tools by the names it is given: "notes__read_note"), or tool
// itself when none was offered.
func offered(names []string, tool string) string {
	for _, n := range names {
		if n == tool || strings.HasSuffix(n, "__"+tool) {
			return n
		}
	}
	return tool
}
