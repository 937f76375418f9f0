// Package testservers holds small MCP servers that misbehave on purpose,
// for tests of hintgate's command line and transports. A test binary
// becomes one of them when it is run with the arguments that Command
// returns: call Main first thing in TestMain.
//
// The servers speak real MCP (go-sdk) over standard input and output;
// only their misbehaviour is staged:
//
//	tools     a well-behaved server with a read-only and a destructive tool
//	banner    prints a banner and a JSON log line on stdout first
//	hang      never answers, and ignores its input closing and SIGTERM
//	crash     writes to stderr and exits with status 3 at once
//	notools   declares no tools capability
//	slowlist  answers initialize, never answers tools/list
//	spawn     starts a grandchild that ignores SIGTERM (its pid is written
//	          to the file named by the next argument), then serves tools
//	hostile   tools whose names and text carry terminal escapes, bidi
//	          controls and zero-width characters
//	bigname   the tools server, calling itself a 100 KB name that starts
//	          with a bidi control
package testservers
