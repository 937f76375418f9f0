package mcpconfig_test

import (
	"fmt"

	"github.com/hintgate/hintgate/internal/mcpconfig"
)

func ExampleParse() {
	data := []byte(`{
  // Claude Code's .mcp.json; VS Code's "servers" reads the same way.
  "mcpServers": {
    "fs": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "${NOTES:-/tmp/notes}"]},
    "docs": {"type": "http", "url": "https://mcp.example.com/mcp", "headers": {"Authorization": "Bearer ${input:token}"}},
  }
}`)
	noEnv := &mcpconfig.Options{LookupEnv: func(string) (string, bool) { return "", false }}
	servers, err := mcpconfig.Parse(".mcp.json", data, noEnv)
	fmt.Println(err)
	fmt.Println(len(servers))
	servers, _ = mcpconfig.Parse(".mcp.json", []byte(`{"mcpServers": {"fs": {"command": "npx", "args": ["${NOTES:-/tmp/notes}"]}}}`), noEnv)
	fmt.Println(servers[0].Name, servers[0].Command, servers[0].Args)
	// Output:
	// .mcp.json:5:97: server "docs": headers.Authorization: ${input:token} is a value VS Code asks the user for when it starts the server; hintgate cannot ask: write the value in the file, or use ${env:NAME}
	// 0
	// fs npx [/tmp/notes]
}
