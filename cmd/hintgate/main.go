// Command hintgate checks MCP tools against a safety policy.
//
// Usage:
//
//	hintgate check    [--config FILE] [--server NAME=COMMAND|URL]... [--tools [NAME=]FILE]... [--policy FILE | --preset NAME] [flags] [-- COMMAND ARGS...]
//	hintgate classify [--trust trusted|checked|untrusted] [--json] [--strict] [FILE]
//	hintgate lint     POLICY...
//	hintgate explain  [--policy FILE | --preset NAME] [--tools FILE] --tool NAME [--args JSON] [-- COMMAND ARGS...]
//	hintgate prompt   [--policy FILE | --preset NAME] [--style enforced|model-asks] [--budget N] [--include-denied] [--model-names] [--server NAME] [--tools FILE | -- COMMAND ARGS...]
//	hintgate select   [--tools FILE] [--k N] [--json] [--policy FILE | --preset NAME] [filters] QUERY [-- COMMAND ARGS...]
//	hintgate version
//	hintgate help     [COMMAND]
//
// With no server, check runs a built-in demo server in process, so
// "go run ./cmd/hintgate check" works with no setup.
//
// Exit status: 0 success; 1 a check failed (a policy problem, a --fail-on
// match, a problem found with --strict); 2 usage error; 3 check could not
// reach some server (the others are still printed).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// errUsage marks a usage error: the message was printed, exit 2.
var errUsage = errors.New("usage")

// errFailed marks a run whose problems were printed already: exit 1.
var errFailed = errors.New("failed")

func main() {
	// A terminal closed, a CI timeout or kill: servers' process groups are
	// ended on each, not only on Ctrl-C.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `hintgate: safety tiers and policy for MCP tools

Usage:
  hintgate check    [--config FILE] [--server NAME=COMMAND|URL]... [--tools [NAME=]FILE]...
                    [--policy FILE | --preset NAME] [--trust LEVEL] [--fail-on EXPR]
                    [--pins FILE [--accept-changed]] [--timeout D] [--strict] [--json] [-- COMMAND ARGS...]
  hintgate classify [--trust trusted|checked|untrusted] [--json] [--strict] [FILE]
  hintgate lint     POLICY...
  hintgate explain  [--policy FILE | --preset NAME] [--tools FILE] --tool NAME [--args JSON] [-- COMMAND ARGS...]
  hintgate prompt   [--policy FILE | --preset NAME] [--style enforced|model-asks] [--budget N] [--include-denied] [--model-names] [--server NAME] [--tools FILE | -- COMMAND ARGS...]
  hintgate select   [--tools FILE] [--k N] [--json] [--policy FILE | --preset NAME] [filters] QUERY [-- COMMAND ARGS...]
  hintgate version
  hintgate help     [COMMAND]

Run "hintgate help COMMAND" for a command's flags.
Exit status: 0 success, 1 a check failed, 2 usage error, 3 a server could not be checked.
`

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	if len(args) > 1 && isHelp(args[1]) {
		return runHelp(ctx, args[:1], stdin, stdout, stderr)
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
		err = runExplain(ctx, args[1:], stdout, stderr)
	case "prompt":
		err = runPrompt(ctx, args[1:], stdout, stderr)
	case "select":
		err = runSelect(ctx, args[1:], stdout, stderr)
	case "version":
		err = runVersion(args[1:], stdout, stderr)
	case "-h", "-help", "--help", "help":
		return runHelp(ctx, args[1:], stdin, stdout, stderr)
	default:
		fmt.Fprintf(stderr, "hintgate: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errHelp):
		return 0
	case errors.Is(err, errUsage):
		return 2
	case errors.Is(err, errServers):
		return 3
	case errors.Is(err, errFailed):
		return 1
	}
	fmt.Fprintln(stderr, "hintgate:", err)
	return 1
}
