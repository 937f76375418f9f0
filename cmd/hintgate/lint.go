package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
)

// eachError calls f for every error joined in err.
func eachError(err error, f func(error)) {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			eachError(e, f)
		}
		return
	}
	if err != nil {
		f(err)
	}
}

func runLint(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("lint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: hintgate lint POLICY...")
		fmt.Fprintln(stderr, "Checks policy files; prints every problem as file:line:col: rule NAME: message.")
		fmt.Fprintln(stderr, "Warnings (\"warning: ...\") point at what works as written but is likely a mistake; they do not fail.")
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return errUsage
	}
	failed := false
	for _, path := range fs.Args() {
		p, err := rules.LoadFiles(path)
		if err != nil {
			failed = true
			eachError(err, func(e error) {
				// Keep one problem per line.
				fmt.Fprintln(stdout, safetext.Terminal(strings.ReplaceAll(e.Error(), "\n", " ")))
			})
			continue
		}
		for _, w := range p.Warnings() {
			fmt.Fprintln(stdout, safetext.Terminal(strings.ReplaceAll(w.Error(), "\n", " ")))
		}
	}
	if failed {
		return errFailed
	}
	return nil
}

// policies is a repeatable --policy flag: files stacked highest first.
type policies []string

func (p *policies) String() string     { return strings.Join(*p, ",") }
func (p *policies) Set(v string) error { *p = append(*p, v); return nil }

// loadPolicy loads stacked policy files, or a preset by name, for verb.
// A preset that does not exist is a usage error; problems in the files
// are printed on stderr, one a line, and fail the run.
func loadPolicy(verb string, files []string, preset string, stderr io.Writer) (*rules.Policy, error) {
	if len(files) > 0 && preset != "" {
		fmt.Fprintf(stderr, "hintgate %s: give --policy or --preset, not both\n", verb)
		return nil, errUsage
	}
	var p *rules.Policy
	var err error
	if len(files) > 0 {
		p, err = rules.LoadFiles(files...)
	} else {
		if preset == "" {
			preset = "default"
		}
		if !slices.Contains(rules.Presets(), preset) {
			fmt.Fprintf(stderr, "hintgate %s: --preset: unknown preset %q (have %s)\n", verb, preset, strings.Join(rules.Presets(), ", "))
			return nil, errUsage
		}
		var c rules.Config
		if c, err = rules.Preset(preset); err == nil {
			p, err = rules.Compile(c)
		}
	}
	if err != nil {
		eachError(err, func(e error) { fmt.Fprintln(stderr, safetext.Terminal(strings.ReplaceAll(e.Error(), "\n", " "))) })
		return nil, errFailed
	}
	return p, nil
}

func runExplain(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("explain", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var files policies
	fs.Var(&files, "policy", "policy file (repeat to stack layers, highest first)")
	preset := fs.String("preset", "", "built-in preset instead of a file: "+strings.Join(rules.Presets(), ", "))
	toolsFile := fs.String("tools", "", "tool definitions: JSON Lines of MCP Tool objects or a tools/list result")
	name := fs.String("tool", "", "the tool to explain")
	server := fs.String("server", "", "the server the tools come from, as named in the policy")
	argsJSON := fs.String("args", "{}", "the call's arguments as a JSON object")
	attempt := fs.Int("attempt", 1, "attempt number")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: hintgate explain --policy FILE --tools FILE --tool NAME [--args JSON]")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	reason := ""
	switch {
	case *toolsFile == "":
		reason = "--tools FILE is required"
	case *name == "":
		reason = "--tool NAME is required"
	case fs.NArg() > 0:
		reason = fmt.Sprintf("unexpected argument %q", fs.Arg(0))
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
	listings, err := listFile(*toolsFile, *server, policy, stderr, false)
	if err != nil {
		return err
	}
	for _, l := range listings {
		t := l.Tool
		if t.Name != *name {
			continue
		}
		prep := policy.Prepare(&t, rules.Session{})
		dec, steps := policy.Explain(prep, rules.Call{Args: callArgs, Attempt: *attempt})
		esc := safetext.Terminal
		fmt.Fprintf(stdout, "tool %s (%s): %s\n", esc(t.Name), esc(t.Title), t.Class)
		for _, w := range t.Warnings {
			fmt.Fprintf(stdout, "  warning: %s\n", esc(w))
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
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
		fmt.Fprintf(stdout, "decision: %s by %s", dec.Action, esc(dec.Rule))
		if dec.Layer != "" {
			fmt.Fprintf(stdout, " (layer %s)", esc(dec.Layer))
		}
		fmt.Fprintln(stdout)
		if dec.Reason != "" {
			fmt.Fprintf(stdout, "reason: %s\n", esc(dec.Reason))
		}
		if dec.Message != "" {
			fmt.Fprintf(stdout, "message: %s\n", esc(dec.Message))
		}
		if dec.Err != nil {
			fmt.Fprintf(stdout, "error: %s\n", esc(dec.Err.Error()))
		}
		return nil
	}
	names := make([]string, 0, len(listings))
	for _, l := range listings {
		names = append(names, strconv.Quote(l.Tool.Name))
	}
	if len(names) > 20 {
		names = append(names[:20], fmt.Sprintf("and %d more", len(names)-20))
	}
	return fmt.Errorf("tool %q is not in %s; it has %s", *name, *toolsFile, safetext.Terminal(strings.Join(names, ", ")))
}
