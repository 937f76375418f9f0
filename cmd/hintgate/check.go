package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func runCheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var files policies
	fs.Var(&files, "policy", "policy file (repeat to stack layers, highest first)")
	preset := fs.String("preset", "", "built-in preset instead of a file: "+strings.Join(rules.Presets(), ", ")+" (default \"default\")")
	asJSON := fs.Bool("json", false, "print one JSON object per tool per line")
	server := fs.String("server", "", "name of the server in the policy (default: the name it gives itself)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: hintgate check [--policy FILE | --preset NAME] [--json] [-- COMMAND ARGS...]")
		fmt.Fprintln(stderr, "Lists a server's tools through the guard: class, hints and their sources, and the policy's decision.")
		fmt.Fprintln(stderr, "With no command, checks the built-in demo server.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	policy, err := loadPolicy(files, *preset)
	if err != nil {
		eachError(err, func(e error) { fmt.Fprintln(stderr, safetext.Terminal(e.Error())) })
		return errFailed
	}
	g, err := guard.New(&guard.Options{Policy: policy, Server: *server})
	if err != nil {
		return err
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "hintgate", Version: "1"}, nil)
	var cs *mcp.ClientSession
	if cmd := fs.Args(); len(cmd) > 0 {
		c := exec.CommandContext(ctx, cmd[0], cmd[1:]...)
		c.Stderr = stderr
		cs, err = client.Connect(ctx, &mcp.CommandTransport{Command: c}, nil)
		if err != nil {
			return fmt.Errorf("starting %s: %w", cmd[0], err)
		}
	} else {
		cs, err = demo.Connect(ctx, demo.New().Server, client)
		if err != nil {
			return err
		}
	}
	defer cs.Close()
	listings, err := g.Wrap(cs).Inspect(ctx)
	if err != nil {
		return fmt.Errorf("listing tools: %w", err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		for _, l := range listings {
			j := toJSON(&l.Tool, nil)
			j.Action, j.Rule = l.Decision.Action.String(), l.Decision.Rule
			if err := enc.Encode(j); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tTITLE\tCLASS\tREAD-ONLY\tDESTRUCTIVE\tIDEMPOTENT\tOPEN-WORLD\tACTION\tRULE\tWARNINGS")
	for _, l := range listings {
		t := &l.Tool
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", oneLine(t.Name, 40), oneLine(t.Title, 30), t.Class,
			hintCell(t.ReadOnly), hintCell(t.Destructive), hintCell(t.Idempotent), hintCell(t.OpenWorld),
			l.Decision.Action, l.Decision.Rule, oneLine(strings.Join(t.Warnings, "; "), 160))
	}
	return tw.Flush()
}
