package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/prompt"
	"github.com/hintgate/hintgate/rules"
	"github.com/hintgate/hintgate/selection"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const promptUsage = "Usage: hintgate prompt [--policy FILE | --preset NAME] [--style enforced|model-asks] [--budget N] [--include-denied] [--model-names] [--server NAME] [--tools FILE | -- COMMAND ARGS...]"

func runPrompt(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("prompt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var files policies
	fs.Var(&files, "policy", "policy file (repeat to stack layers, highest first)")
	preset := fs.String("preset", "", "built-in preset instead of a file: "+strings.Join(rules.Presets(), ", ")+" (default \"default\")")
	styleFlag := fs.String("style", prompt.ModelAsks.String(), "who asks before a destructive call: enforced (a hintgate guard asks a human) or model-asks (the model asks the user)")
	budget := fs.Int("budget", 0, "largest section in characters; tools are shown more briefly to fit (0: no bound)")
	denied := fs.Bool("include-denied", false, "name the tools the policy denies as unavailable")
	toolsFile := fs.String("tools", "", "tool definitions: JSON Lines of MCP Tool objects (an optional \"server\" field names each tool's server) or a tools/list result")
	modelNames := fs.Bool("model-names", false, "name tools as package selection hands them to the model (\"server__tool\", valid for model APIs), not by their servers' names")
	server := fs.String("server", "", "server name for the policy: of the command's server, or of tools in --tools without a \"server\" field")
	fs.Usage = func() {
		fmt.Fprintln(stderr, promptUsage)
		fmt.Fprintln(stderr, "Prints the tool-safety section of a system prompt for a server's tools as the policy decides them.")
		fmt.Fprintln(stderr, "With neither --tools nor a command, uses the built-in demo server.")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	usageErr := func(format string, a ...any) error {
		fmt.Fprintf(stderr, "hintgate prompt: "+format+"\n", a...)
		fmt.Fprintln(stderr, promptUsage)
		return errUsage
	}
	style, err := prompt.ParseStyle(*styleFlag)
	switch {
	case err != nil:
		return usageErr("--style: %v", err)
	case *budget < 0:
		return usageErr("--budget: %d is negative", *budget)
	case *toolsFile != "" && fs.NArg() > 0:
		return usageErr("give --tools or a command after --, not both")
	case len(files) > 0 && *preset != "":
		return usageErr("give --policy or --preset, not both")
	}
	policy, err := loadPolicy("prompt", files, *preset, stderr)
	if err != nil {
		return err
	}
	var listings []rules.Listing
	if *toolsFile != "" {
		listings, err = listFile(*toolsFile, *server, policy, stderr, true)
	} else {
		listings, err = listServer(ctx, fs.Args(), *server, policy, stderr)
	}
	if err != nil {
		return err
	}
	opts := &prompt.Options{Style: style, Budget: *budget, IncludeDenied: *denied}
	if *modelNames {
		opts.Name = selection.New(listings, nil).Names().Name
	}
	sec, err := prompt.Build(listings, opts)
	if sec != nil {
		fmt.Fprint(stdout, sec)
	}
	var tooBig *prompt.BudgetError
	if errors.As(err, &tooBig) {
		fmt.Fprintf(stderr, "hintgate prompt: --budget %d: the smallest section, printed above, is %d characters: %d over\n", tooBig.Budget, tooBig.Size, tooBig.Size-tooBig.Budget)
		return errFailed
	}
	return err
}

// listServer lists the tools of a server command, or of the demo server
// (named "demo" unless server names it), through a guard that keeps its
// state in memory.
func listServer(ctx context.Context, cmd []string, server string, policy *rules.Policy, stderr io.Writer) ([]rules.Listing, error) {
	if len(cmd) == 0 && server == "" {
		server = "demo" // as check names it
	}
	g, err := guard.New(&guard.Options{Policy: policy, Server: server, Store: &guard.MemoryStore{}})
	if err != nil {
		return nil, err
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "hintgate", Version: moduleVersion()}, nil)
	// Started as check starts servers: in its own process group, ended
	// on return, with banners skipped and a timeout for each phase.
	t := &target{name: server, kind: "demo"}
	if len(cmd) > 0 {
		t.kind, t.command = "stdio", cmd
	}
	conn, err := connect(ctx, t, client, defaultTimeout, stderr, func(w string) {
		fmt.Fprintf(stderr, "hintgate prompt: %s\n", w)
	})
	if err != nil {
		return nil, fmt.Errorf("server %s: %w", t.label(), err)
	}
	defer conn.close()
	lctx, cancel := context.WithTimeout(ctx, defaultTimeout)
	defer cancel()
	listings, err := g.Wrap(conn.cs).Inspect(lctx)
	if err != nil {
		return nil, fmt.Errorf("listing tools: %w", err)
	}
	return listings, nil
}
