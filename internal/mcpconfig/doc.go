// Package mcpconfig reads the MCP server configurations that users
// already keep for their MCP clients, so that a tool can start the same
// servers under the same names:
//
//   - the mcpServers object of Claude Desktop (claude_desktop_config.json),
//     Claude Code (.mcp.json), Cursor (.cursor/mcp.json) and Windsurf
//     (mcp_config.json, where a URL may be given as serverUrl);
//   - the servers object of VS Code (.vscode/mcp.json, or the mcp object
//     of its settings.json).
//
// Each server's key in the file is its name. A stdio server has command,
// args, env and cwd; a remote one has url, headers and a type (http for
// streamable HTTP, the default, or sse). Comments and trailing commas are
// accepted, as VS Code writes them.
//
// Variables in strings are expanded where the clients expand them:
// ${env:NAME}, ${NAME} and ${NAME:-default} from the environment,
// ${workspaceFolder}, ${userHome} and ${pathSeparator}. A variable that
// only the client can supply — VS Code's ${input:id}, which it asks the
// user for — or that is not set is an error naming the server and the
// field, never a guess. Every error carries the file, line and column.
package mcpconfig
