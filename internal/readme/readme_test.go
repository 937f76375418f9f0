package readme

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// snippetFrame declares what the README's snippet takes as given, around
// its code, so that it compiles as written.
const snippetFrame = `package main

import (
	"context"
	"io"
	"log"
	"log/slog"
	"os"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/prompt"
	"github.com/hintgate/hintgate/rules"
	"github.com/hintgate/hintgate/selection"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
)

func main() { _ = agent(context.Background(), nil, io.Discard, "model", "hello", openai.ChatCompletionMessageFunctionToolCall{}, nil) }

func agent(ctx context.Context, transport mcp.Transport, auditFile io.Writer, model, userMessage string, call openai.ChatCompletionMessageFunctionToolCall, args map[string]any) error {
%s
	_, _, _, _, _ = err, ok, params, res, os.Stdin
	return nil
}
`

// TestSnippetCompiles builds the "In an agent loop" snippet of README.md.
func TestSnippetCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## In an agent loop\n\n```go\n(.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("README.md: no Go snippet under \"## In an agent loop\"")
	}
	code := strings.ReplaceAll(string(m[1]), ":= ", "= ") // declared once below
	code = regexp.MustCompile(`(?m)^// \.\.\..*$`).ReplaceAllString(code, "")
	decls := "\tvar (\n\t\terr error\n\t\tok bool\n\t\tpolicy *rules.Policy\n\t\tg *guard.Guard\n\t\tclient *mcp.Client\n\t\tcs *mcp.ClientSession\n\t\tconn *guard.Conn\n\t\ttools []rules.Listing\n\t\tix *selection.Index\n\t\tsection *prompt.Section\n\t\tparams openai.ChatCompletionNewParams\n\t\ttool string\n\t\tres *mcp.CallToolResult\n\t\tb *guard.Block\n\t\tblocked bool\n\t)\n\t_, _, _ = b, blocked, log.Printf\n\t_ = slog.New\n"
	dir := t.TempDir()
	src := filepath.Join(dir, "main.go")
	if err := os.WriteFile(src, []byte(strings.Replace(snippetFrame, "%s", decls+code, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	// The program is built as if it were a package of this module, with
	// an overlay: nothing is written into the source tree.
	virtual, err := filepath.Abs("snippet/main.go")
	if err != nil {
		t.Fatal(err)
	}
	overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{virtual: src}})
	ov := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(ov, overlay, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-overlay", ov, "-o", filepath.Join(dir, "snippet"), "./snippet")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the README snippet does not compile: %v\n%s\n--- as built:\n%s", err, out, strings.Replace(snippetFrame, "%s", decls+code, 1))
	}
}
