// Package readme holds a test that the Go snippet in the project's
// README compiles against the current API.
package readme
