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
	"syscall"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/internal/stdio"
	"github.com/hintgate/hintgate/prompt"
	"github.com/hintgate/hintgate/selection"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

const usage = `Usage: agent [-model M] [-scripted] [-approvals FILE] [-server NAME] [PROMPT] [-- SERVER COMMAND ARGS...]

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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(stderr)
	model := fs.String("model", "gpt-4o-mini", "model name")
	scripted := fs.Bool("scripted", false, "use a built-in scripted model, offline (list, read, then a delete you are asked about)")
	approvals := fs.String("approvals", "", "keep \"always\" approvals in this `FILE` (default: for this run only)")
	name := fs.String("server", "notes", "your `NAME` for the server: the policy, approvals and pins know it by this name")
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
	reason := ""
	switch {
	case *scripted && len(command) > 0:
		reason = "-scripted uses its own notes server: give no server command after --"
	case prompt == "":
		reason = "a PROMPT is required (or -scripted, to run offline)"
	case !*scripted && os.Getenv("OPENAI_API_KEY") == "" && os.Getenv("OPENAI_BASE_URL") == "":
		reason = "OPENAI_API_KEY is not set: set it (and OPENAI_BASE_URL for another provider), or run -scripted, offline"
	}
	if reason != "" {
		fmt.Fprintf(stderr, "agent: %s\n\n", reason)
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
	cs, err := connect(ctx, g, *name, command)
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
// with the session), or the in-process notes server, and connects to it
// through g under the user's name for it.
func connect(ctx context.Context, g *guard.Guard, name string, command []string) (*mcp.ClientSession, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	g.Attach(client)
	if len(command) > 0 {
		cmd := exec.Command(command[0], command[1:]...)
		cmd.Stderr = os.Stderr
		return g.Connect(ctx, client, name, &stdio.Transport{Command: cmd}, nil)
	}
	ct, st := mcp.NewInMemoryTransports()
	if _, err := NotesServer().Connect(ctx, st, nil); err != nil {
		return nil, err
	}
	return g.Connect(ctx, client, name, ct, nil)
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

// maxTools bounds the tools the model sees in one turn: the most relevant
// to the prompt, as package selection ranks them.
const maxTools = 20

// Run asks the model, runs the tool calls it makes through the guarded
// connection, and returns its final answer. Progress goes to logw.
//
// The model sees the tools the guard lists (hidden ones never), at most
// maxTools of them ranked by relevance to the prompt, under names valid
// for the OpenAI API; its system prompt tells it each tool's safety tier.
// Every call is decided by the guard, whatever the model was told.
func Run(ctx context.Context, client openai.Client, model string, conn *guard.Conn, userPrompt string, logw io.Writer) (string, error) {
	listings, err := conn.Tools(ctx) // visible tools, each with its list-time decision
	if err != nil {
		return "", err
	}
	// Tools go to the model under names valid for its API ("notes__read_note").
	ix := selection.New(listings, nil)
	// The guard asks a human before destructive calls, so the model must
	// not ask in the chat too: the enforced style. The section names the
	// tools as the model is given them.
	section, err := prompt.Build(listings, &prompt.Options{Style: prompt.Enforced, Name: ix.Names().Name})
	if err != nil {
		return "", err
	}
	tools := selection.ChatTools(ix.Select(userPrompt, &selection.Filter{K: maxTools}), ix.Names())
	given := map[string]bool{} // the names handed out this turn
	for _, t := range tools {
		given[t.GetFunction().Name] = true
	}
	params := openai.ChatCompletionNewParams{
		Model: model,
		Tools: tools,
		Messages: []openai.ChatCompletionMessageParamUnion{
			openai.SystemMessage("You are a helpful assistant with tools.\n\n" + section.String()),
			openai.UserMessage(userPrompt),
		},
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
			params.Messages = append(params.Messages, openai.ToolMessage(callTool(ctx, conn, ix.Names(), given, call, logw), call.ID))
		}
	}
	return "", fmt.Errorf("no answer after %d turns", maxTurns)
}

// callTool runs one tool call of the model through the guard and returns
// what the model is told. A transport failure is told too: the model can
// plan around it.
func callTool(ctx context.Context, conn *guard.Conn, names *selection.Names, given map[string]bool, call openai.ChatCompletionMessageToolCallUnion, logw io.Writer) string {
	_, tool, ok := names.Resolve(call.Function.Name)
	if !ok || !given[call.Function.Name] {
		return fmt.Sprintf("there is no tool named %q", call.Function.Name) // never guess
	}
	var args map[string]any
	if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
		return "invalid JSON arguments: " + err.Error()
	}
	// Model and server text goes to the terminal escaped: nothing they
	// write can move the cursor or reorder what the human reads.
	esc := safetext.Terminal
	fmt.Fprintf(logw, "model calls %s %s\n", esc(tool), esc(call.Function.Arguments))
	res, err := conn.CallTool(ctx, tool, args)
	if err != nil {
		fmt.Fprintf(logw, "%s failed: %s\n", esc(tool), esc(err.Error()))
		return "the tool could not be reached: " + err.Error()
	}
	if b, blocked := guard.Blocked(res); blocked {
		fmt.Fprintf(logw, "hintgate blocked %s (%s): %s\n", esc(tool), esc(b.Rule), esc(b.Reason))
	}
	return text(res)
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
