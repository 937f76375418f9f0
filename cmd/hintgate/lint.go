package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

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
		if empty(path) {
			fmt.Fprintf(stdout, "%s: warning: the policy is empty: every call is decided by the default, confirm\n", safetext.Terminal(path))
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

// empty reports whether a policy file holds nothing but blank lines and
// comments.
func empty(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") && line != "---" {
			return false
		}
	}
	return true
}
