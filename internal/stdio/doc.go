// Package stdio runs an MCP server as a child process and speaks
// newline-delimited JSON-RPC with it over its standard input and output,
// as go-sdk's CommandTransport does, with two differences that matter to
// a client checking servers it did not write:
//
//   - The server runs in its own process group, and closing the
//     connection ends the whole group: standard input is closed first,
//     then the group gets SIGTERM, then SIGKILL after a grace period. A
//     launcher (npx, a shell) whose children ignore their input closing
//     leaves nothing running.
//   - Lines on the server's standard output that are not JSON-RPC
//     messages (a start-up banner, a log line) are skipped and reported to
//     a callback rather than ending the connection, as the TypeScript SDK's
//     client does.
//
// The JSON-RPC framing itself is go-sdk's ([mcp.IOTransport]); this
// package only filters the bytes it reads and owns the process.
//
// On systems without process groups (Windows), only the server process
// itself is ended.
package stdio
