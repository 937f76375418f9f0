// Command hintgate checks MCP tools against a safety policy.
//
// Usage:
//
//	hintgate check    [--policy FILE | --preset NAME] [--json] [-- COMMAND ARGS...]
//	hintgate classify [--trust trusted|checked|untrusted] [--json] [--strict] [FILE]
//	hintgate lint     POLICY...
//	hintgate explain  --policy FILE --tools FILE --tool NAME [--args JSON]
//	hintgate prompt   [--policy FILE | --preset NAME] [--style enforced|model-asks] [--budget N] [--include-denied] (--tools FILE | -- COMMAND ARGS...)
//	hintgate select   --tools FILE [--k N] [--json] [--policy FILE | --preset NAME] [filters] QUERY
//
// With no command after "--", check runs a built-in demo server in process,
// so "go run ./cmd/hintgate check" works with no setup.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
)

// errUsage marks a usage error: the message was printed, exit 2.
var errUsage = errors.New("usage")

// errFailed marks a run whose problems were printed already: exit 1.
var errFailed = errors.New("failed")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `hintgate: safety tiers and policy for MCP tools

Usage:
  hintgate check    [--policy FILE | --preset NAME] [--trust LEVEL] [--json] [-- COMMAND ARGS...]
  hintgate classify [--trust trusted|checked|untrusted] [--json] [--strict] [FILE]
  hintgate lint     POLICY...
  hintgate explain  --policy FILE --tools FILE --tool NAME [--args JSON]
  hintgate prompt   [--policy FILE | --preset NAME] [--style enforced|model-asks] [--budget N] [--include-denied] (--tools FILE | -- COMMAND ARGS...)
  hintgate select   --tools FILE [--k N] [--json] [--policy FILE | --preset NAME] [filters] QUERY

Run "hintgate COMMAND -h" for a command's flags.
`

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "check":
		err = runCheck(ctx, args[1:], stdout, stderr)
	case "classify":
		err = runClassify(args[1:], stdin, stdout, stderr)
	case "lint":
		err = runLint(args[1:], stdout, stderr)
	case "explain":
		err = runExplain(args[1:], stdout, stderr)
	case "prompt":
		err = runPrompt(ctx, args[1:], stdout, stderr)
	case "select":
		err = runSelect(args[1:], stdout, stderr)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "hintgate: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errUsage):
		return 2
	case errors.Is(err, errFailed):
		return 1
	}
	fmt.Fprintln(stderr, "hintgate:", err)
	return 1
}
