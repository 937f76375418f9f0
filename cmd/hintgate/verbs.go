package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/hintgate/hintgate/internal/safetext"
)

// errHelp marks a run that printed the usage it was asked for: exit 0.
var errHelp = errors.New("help")

// parseFlags parses a verb's flags: asking for help (-h) is errHelp, any
// other problem errUsage (the flag package printed it).
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errHelp
		}
		return errUsage
	}
	return nil
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// runHelp prints the usage of the verb in args[0] (or the top-level
// usage) on stdout and returns the exit status: 0, or 2 for an unknown verb.
func runHelp(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, usage)
		return 0
	}
	if args[0] == "help" {
		fmt.Fprint(stdout, usage)
		return 0
	}
	// The verb prints its usage to its error output when asked with -h
	// ("-h=true" is the flag package's -h, and not run's shortcut back
	// to here).
	var buf bytes.Buffer
	run(ctx, []string{args[0], "-h=true"}, stdin, &buf, &buf)
	if strings.HasPrefix(buf.String(), "hintgate: unknown command") {
		stderr.Write(buf.Bytes())
		return 2
	}
	stdout.Write(buf.Bytes())
	return 0
}

// runVersion prints hintgate's module version.
func runVersion(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: hintgate version\nPrints hintgate's module version and the Go version it was built with.")
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "hintgate version: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return errUsage
	}
	goVersion := "unknown"
	if bi, ok := debug.ReadBuildInfo(); ok {
		goVersion = bi.GoVersion
	}
	fmt.Fprintf(stdout, "hintgate %s (%s)\n", moduleVersion(), goVersion)
	return nil
}

// moduleVersion is the main module's version: a tag for go install
// module@version, "(devel)" for a build from a clone.
func moduleVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// cell makes server text safe for one table cell: cut to n runes, with
// control, bidi and zero-width characters escaped.
func cell(s string, n int) string { return safetext.Terminal(safetext.Cut(s, n)) }

// writeJSONLine writes v as one line of JSON (HTML characters left as
// they are), safe for a terminal.
func writeJSONLine(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(safetext.JSON(buf.Bytes()))
	return err
}
