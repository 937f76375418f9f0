// Command autoapprove runs an MCP server's tools from the command line,
// approving read-only tools automatically and asking on the terminal for
// everything else. The policy is built in Go rather than loaded from YAML.
//
//	go run ./examples/autoapprove -tool read_text_file -args '{"path":"/tmp/x"}' -- \
//	    npx -y @modelcontextprotocol/server-filesystem@2026.8.31 /tmp
//
// The server is connected under the name "fs", which the policy trusts:
// trust follows the name you give a connection, never the one a server
// reports. It runs in its own process group, ended when the program ends.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/stdio"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Policy auto-approves read-only tools unless the server is untrusted,
// never runs anything under /etc, and asks about the rest.
func Policy() (*rules.Policy, error) {
	confirm := rules.Confirm
	return rules.Compile(rules.Config{
		Name:    "autoapprove",
		Servers: map[string]rules.Server{"fs": {Trust: hints.Trusted}},
		Rules: []rules.Rule{
			{Name: "no-system-files", When: `anyPath(args, ["/etc/**"])`, Action: rules.Deny, Reason: "system files are off limits"},
			{Name: "reads-auto-approved", When: `tool.readOnly && tool.trust != "untrusted"`, Action: rules.Allow},
		},
		Default: &confirm,
	})
}

func main() {
	tool := flag.String("tool", "", "tool to call")
	args := flag.String("args", "{}", "arguments as JSON")
	flag.Parse()
	if *tool == "" || flag.NArg() == 0 {
		log.Fatal("usage: autoapprove -tool NAME [-args JSON] -- SERVER COMMAND...")
	}
	var a map[string]any
	if err := json.Unmarshal([]byte(*args), &a); err != nil {
		log.Fatalf("-args: %v", err)
	}
	policy, err := Policy()
	if err != nil {
		log.Fatal(err)
	}
	g, err := guard.New(&guard.Options{Policy: policy, Confirmer: guard.Terminal(os.Stdin, os.Stderr)})
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "autoapprove", Version: "1"}, nil)
	g.Attach(client)
	cmd := flag.Args()
	server := exec.Command(cmd[0], cmd[1:]...)
	server.Stderr = os.Stderr
	cs, err := g.Connect(ctx, client, "fs", &stdio.Transport{Command: server}, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: *tool, Arguments: a})
	if err != nil {
		log.Fatal(err)
	}
	if b, blocked := guard.Blocked(res); blocked {
		log.Fatalf("blocked by %s: %s", b.Rule, b.Reason)
	}
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			fmt.Println(t.Text)
		}
	}
}
