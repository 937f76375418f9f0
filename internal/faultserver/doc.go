// Package faultserver is a small real MCP server for fault-injection
// tests: it counts every execution of its tools by call id, and fails,
// hangs or dies when a call asks it to. [Child] serves it on stdio from a
// test binary started again as a child process; [Wire] wraps a client's
// transport to cut the connection at a chosen message.
//
// A Server, a Wire and the connections it makes are safe for concurrent
// use.
package faultserver
