package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
)

const explainUsage = "Usage: hintgate explain [--policy FILE | --preset NAME] [--tools FILE] [--server NAME] --tool NAME [--args JSON] [--attempt N] [-- COMMAND ARGS...]"

// runExplain explains the policy's decision on one call of a tool: of a
// tools file, of a server command after "--", or of the demo server.
func runExplain(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("explain", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var files policies
	fs.Var(&files, "policy", "policy file (repeat to stack layers, highest first)")
	preset := fs.String("preset", "", "built-in preset instead of a file: "+strings.Join(rules.Presets(), ", "))
	toolsFile := fs.String("tools", "", "tool definitions: JSON Lines of MCP Tool objects or a tools/list result (default: the server after --, or the demo server)")
	name := fs.String("tool", "", "the tool to explain")
	server := fs.String("server", "", "the server the tools come from, as named in the policy: of the command after --, or of tools in --tools without a \"server\" field")
	argsJSON := fs.String("args", "{}", "the call's arguments as a JSON object")
	attempt := fs.Int("attempt", 1, "attempt number")
	fs.Usage = func() {
		fmt.Fprintln(stderr, explainUsage)
		fmt.Fprintln(stderr, "Explains the policy's decision on a call of a tool, with every rule tried. The tools come from --tools,")
		fmt.Fprintln(stderr, "from a server command after --, or, with neither, from the built-in demo server.")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	reason := ""
	switch {
	case *name == "":
		reason = "--tool NAME is required"
	case *toolsFile != "" && fs.NArg() > 0:
		reason = "give --tools or a command after --, not both"
	case *attempt < 1:
		reason = fmt.Sprintf("--attempt: %d; the first attempt is 1", *attempt)
	case len(files) > 0 && *preset != "":
		reason = "give --policy or --preset, not both"
	}
	if reason != "" {
		fmt.Fprintf(stderr, "hintgate explain: %s\nRun \"hintgate help explain\" for the flags.\n", reason)
		return errUsage
	}
	var callArgs map[string]any
	if err := json.Unmarshal([]byte(*argsJSON), &callArgs); err != nil || callArgs == nil {
		if err == nil {
			err = errors.New("null")
		}
		fmt.Fprintf(stderr, "hintgate explain: --args: want a JSON object: %s\n", oneLine(err.Error(), 200))
		return errUsage
	}
	policy, err := loadPolicy("explain", files, *preset, stderr)
	if err != nil {
		return err
	}
	var listings []rules.Listing
	where := *toolsFile
	if *toolsFile != "" {
		listings, err = listFile(*toolsFile, *server, policy, stderr, false)
	} else {
		listings, err = listServer(ctx, fs.Args(), *server, policy, stderr)
		where = "the demo server"
		if fs.NArg() > 0 {
			where = "the server's list"
		}
	}
	if err != nil {
		return err
	}
	for _, l := range listings {
		if l.Tool.Name == *name {
			printExplanation(stdout, policy, l.Tool, rules.Call{Args: callArgs, Attempt: *attempt})
			return nil
		}
	}
	return fmt.Errorf("tool %q is not in %s; it has %s", *name, where, toolNames(listings))
}

// printExplanation prints the policy's decision on a call of t, with
// every rule tried; all text is escaped for the terminal.
func printExplanation(w io.Writer, policy *rules.Policy, t hints.Tool, call rules.Call) {
	dec, steps := policy.Explain(policy.Prepare(&t, rules.Session{}), call)
	esc := safetext.Terminal
	fmt.Fprintf(w, "tool %s (%s): %s\n", esc(t.Name), esc(t.Title), t.Class)
	for _, warning := range t.Warnings {
		fmt.Fprintf(w, "  warning: %s\n", esc(warning))
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "LAYER\tRULE\tKIND\tRESULT")
	for _, s := range steps {
		kind := "call"
		if s.Static {
			kind = "tool"
		}
		res := "no match"
		switch {
		case s.Err != nil:
			res = "error: " + esc(oneLine(s.Err.Error(), 120))
		case s.Matched:
			res = "MATCH"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", esc(s.Layer), esc(s.Rule), kind, res)
	}
	tw.Flush()
	fmt.Fprintf(w, "decision: %s by %s", dec.Action, esc(dec.Rule))
	if dec.Layer != "" {
		fmt.Fprintf(w, " (layer %s)", esc(dec.Layer))
	}
	fmt.Fprintln(w)
	if dec.Reason != "" {
		fmt.Fprintf(w, "reason: %s\n", esc(dec.Reason))
	}
	if dec.Message != "" {
		fmt.Fprintf(w, "message: %s\n", esc(dec.Message))
	}
	if dec.Err != nil {
		fmt.Fprintf(w, "error: %s\n", esc(dec.Err.Error()))
	}
}

// toolNames lists the tools' names, quoted, the first 20 of them.
func toolNames(listings []rules.Listing) string {
	names := make([]string, 0, min(len(listings), 21))
	for i, l := range listings {
		if i == 20 {
			names = append(names, fmt.Sprintf("and %d more", len(listings)-20))
			break
		}
		names = append(names, strconv.Quote(l.Tool.Name))
	}
	return safetext.Terminal(strings.Join(names, ", "))
}
