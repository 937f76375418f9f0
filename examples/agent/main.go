// Command agent is a minimal agent loop: an OpenAI-compatible model calls
// the tools of MCP servers, and hintgate governs every call.
//
//	go run ./examples/agent -scripted                  # offline: a scripted model, no API key
//	OPENAI_API_KEY=... go run ./examples/agent "tidy up my notes"
//	OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_API_KEY=x go run ./examples/agent -model llama3.1 "..."
//	go run ./examples/agent "..." -- npx -y @modelcontextprotocol/server-filesystem@2026.8.31 /tmp/notes
//
// With no server command it talks to a small in-process notes server.
// Read-only tools run; anything else is asked about on the terminal.
// With -scripted, a built-in model (a local server speaking the Chat
// Completions wire format to the real OpenAI client) lists the notes,
// reads one, then asks to delete it: the read runs unasked, the delete
// waits for your answer, and the model is told why when you say no.
//
// Approvals "for always" last only for the run unless -approvals names a
// file to keep them in.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/stdio"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

const usage = `Usage: agent [-model M] [-scripted] [-approvals FILE] [PROMPT] [-- SERVER COMMAND ARGS...]

Runs an agent loop: the model is given PROMPT and the tools of an MCP
server, and hintgate decides every tool call. Read-only tools run at once;
every other call is shown on the terminal and runs only if you answer
y (once), s (this session), a (always) or e (edit the arguments); anything
else refuses it and the model is told why.

PROMPT is what you ask the model (required unless -scripted). After "--",
SERVER COMMAND ARGS start the MCP server to use over stdio, for example
  agent "list my notes" -- npx -y @modelcontextprotocol/server-filesystem@2026.8.31 /tmp/notes
Without it the agent uses a small in-process notes server.

The model is reached with the OpenAI client's usual environment
(OPENAI_API_KEY, OPENAI_BASE_URL); -scripted needs neither.

Flags:
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(stderr)
	model := fs.String("model", "gpt-4o-mini", "model name")
	scripted := fs.Bool("scripted", false, "use a built-in scripted model, offline (list, read, then a delete you are asked about)")
	approvals := fs.String("approvals", "", "keep \"always\" approvals in this `FILE` (default: for this run only)")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	args, command := splitArgs(args)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	prompt := strings.Join(fs.Args(), " ")
	if prompt == "" && *scripted {
		prompt = "Tidy up my notes: read the first one, then delete it."
	}
	if prompt == "" || (*scripted && len(command) > 0) {
		fs.Usage()
		return 2
	}
	var store guard.Store = &guard.MemoryStore{}
	if *approvals != "" {
		fstore, err := guard.NewFileStore(*approvals)
		if err != nil {
			fmt.Fprintln(stderr, "agent:", err)
			return 1
		}
		store = fstore
	}
	g, err := guard.New(&guard.Options{Confirmer: guard.Terminal(stdin, stderr), Store: store})
	if err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	cs, err := connect(ctx, command)
	if err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	defer cs.Close()
	client := openai.NewClient()
	if *scripted {
		m := startScripted()
		defer m.Close()
		client = openai.NewClient(option.WithBaseURL(m.URL), option.WithAPIKey("scripted"), option.WithMaxRetries(0))
		*model = "scripted"
	}
	answer, err := Run(ctx, client, *model, g.Wrap(cs), prompt, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "agent:", err)
		return 1
	}
	fmt.Fprintln(stdout, answer)
	return 0
}

// splitArgs separates the flags and prompt from the server command
// after "--".
func splitArgs(args []string) (before, command []string) {
	for i, a := range args {
		if a == "--" {
			return args[:i], args[i+1:]
		}
	}
	return args, nil
}

// connect starts the server command (in its own process group, ended
// with the session), or the in-process notes server.
func connect(ctx context.Context, command []string) (*mcp.ClientSession, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	if len(command) > 0 {
		cmd := exec.Command(command[0], command[1:]...)
		cmd.Stderr = os.Stderr
		return client.Connect(ctx, &stdio.Transport{Command: cmd}, nil)
	}
	ct, st := mcp.NewInMemoryTransports()
	if _, err := NotesServer().Connect(ctx, st, nil); err != nil {
		return nil, err
	}
	return client.Connect(ctx, ct, nil)
}

// NotesServer is a small in-process server: two read-only tools and one
// destructive tool.
func NotesServer() *mcp.Server {
	var mu sync.Mutex
	notes := map[string]string{"1": "buy milk", "2": "call Ada"}
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1"}, nil)
	schema := map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}}
	reply := func(s string) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
	}
	id := func(req *mcp.CallToolRequest) string {
		var in struct{ ID string }
		json.Unmarshal(req.Params.Arguments, &in)
		return in.ID
	}
	s.AddTool(&mcp.Tool{Name: "list_notes", Description: "List all notes.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("List notes", false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			defer mu.Unlock()
			data, _ := json.Marshal(notes)
			return reply(string(data)), nil
		})
	s.AddTool(&mcp.Tool{Name: "read_note", Description: "Read a note by id.", InputSchema: schema,
		Annotations: hints.ReadOnlyTool("Read note", false)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			defer mu.Unlock()
			n, ok := notes[id(req)]
			if !ok {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such note"}}}, nil
			}
			return reply(n), nil
		})
	s.AddTool(&mcp.Tool{Name: "delete_note", Description: "Delete a note by id.", InputSchema: schema,
		Annotations: hints.DestructiveTool("Delete note", true, false)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			defer mu.Unlock()
			delete(notes, id(req))
			return reply("deleted " + id(req)), nil
		})
	return s
}

// maxTurns bounds the loop.
const maxTurns = 10

// Run asks the model, runs the tool calls it makes through the guarded
// session, and returns its final answer. Progress goes to log.
func Run(ctx context.Context, client openai.Client, model string, s *guard.Conn, prompt string, logw io.Writer) (string, error) {
	listings, err := s.Tools(ctx)
	if err != nil {
		return "", err
	}
	tools := make([]hints.Tool, len(listings))
	for i, l := range listings {
		tools[i] = l.Tool
	}
	params := openai.ChatCompletionNewParams{
		Model:    model,
		Tools:    toolParams(tools),
		Messages: []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(systemPrompt(tools)), openai.UserMessage(prompt)},
	}
	for range maxTurns {
		resp, err := client.Chat.Completions.New(ctx, params)
		if err != nil {
			return "", err
		}
		if len(resp.Choices) == 0 {
			return "", fmt.Errorf("the model returned no choices")
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		params.Messages = append(params.Messages, msg.ToParam())
		for _, call := range msg.ToolCalls {
			var args map[string]any
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				params.Messages = append(params.Messages, openai.ToolMessage("invalid JSON arguments: "+err.Error(), call.ID))
				continue
			}
			fmt.Fprintf(logw, "model calls %s %s\n", call.Function.Name, call.Function.Arguments)
			res, err := s.CallTool(ctx, call.Function.Name, args)
			if err != nil {
				return "", err // a transport failure, not the tool's
			}
			if b, blocked := guard.Blocked(res); blocked {
				fmt.Fprintf(logw, "hintgate blocked %s (%s): %s\n", call.Function.Name, b.Rule, b.Reason)
			}
			params.Messages = append(params.Messages, openai.ToolMessage(text(res), call.ID))
		}
	}
	return "", fmt.Errorf("no answer after %d turns", maxTurns)
}

func toolParams(tools []hints.Tool) []openai.ChatCompletionToolUnionParam {
	out := make([]openai.ChatCompletionToolUnionParam, 0, len(tools))
	for _, t := range tools {
		schema, _ := t.Definition.InputSchema.(map[string]any)
		if schema == nil {
			data, _ := json.Marshal(t.Definition.InputSchema)
			json.Unmarshal(data, &schema)
		}
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        t.Name,
			Description: openai.String(t.Definition.Description),
			Parameters:  schema,
		}))
	}
	return out
}

func systemPrompt(tools []hints.Tool) string {
	var b strings.Builder
	b.WriteString("You can use tools. Read-only tools run at once; others need the user's approval and may be refused, in which case say so and continue.\n")
	for _, t := range tools {
		fmt.Fprintf(&b, "- %s: %s\n", t.Name, t.Class)
	}
	return b.String()
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}
