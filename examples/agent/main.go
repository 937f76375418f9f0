// Command agent is a minimal agent loop: an OpenAI-compatible model calls
// the tools of MCP servers, and hintgate governs every call.
//
//	OPENAI_API_KEY=... go run ./examples/agent "tidy up my notes"
//	OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_API_KEY=x go run ./examples/agent -model llama3.1 "..."
//	go run ./examples/agent "..." -- npx -y @modelcontextprotocol/server-filesystem@2026.8.31 /tmp/notes
//
// With no server command it talks to a small in-process notes server.
// Read-only tools run; anything else is asked about on the terminal.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"strings"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
)

func main() {
	model := flag.String("model", "gpt-4o-mini", "model name")
	flag.Parse()
	if flag.NArg() == 0 {
		log.Fatal("usage: agent [-model M] PROMPT [-- SERVER COMMAND...]")
	}
	ctx := context.Background()
	g, err := guard.New(&guard.Options{Confirmer: guard.Terminal(os.Stdin, os.Stderr)})
	if err != nil {
		log.Fatal(err)
	}
	cs, err := connect(ctx, flag.Args()[1:])
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()
	answer, err := Run(ctx, openai.NewClient(), *model, g.Wrap(cs), flag.Arg(0), os.Stderr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(answer)
}

func connect(ctx context.Context, command []string) (*mcp.ClientSession, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	if len(command) > 0 && command[0] == "--" {
		command = command[1:]
	}
	if len(command) > 0 {
		return client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(command[0], command[1:]...)}, nil)
	}
	ct, st := mcp.NewInMemoryTransports()
	if _, err := NotesServer().Connect(ctx, st, nil); err != nil {
		return nil, err
	}
	return client.Connect(ctx, ct, nil)
}

// NotesServer is a small in-process server: one read-only tool and one
// destructive tool.
func NotesServer() *mcp.Server {
	notes := map[string]string{"1": "buy milk", "2": "call Ada"}
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1"}, nil)
	schema := map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}}
	s.AddTool(&mcp.Tool{Name: "list_notes", Description: "List all notes.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("List notes", false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			data, _ := json.Marshal(notes)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
		})
	s.AddTool(&mcp.Tool{Name: "delete_note", Description: "Delete a note by id.", InputSchema: schema,
		Annotations: hints.DestructiveTool("Delete note", true, false)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in struct{ ID string }
			json.Unmarshal(req.Params.Arguments, &in)
			delete(notes, in.ID)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted " + in.ID}}}, nil
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
