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
	_, err := w.Write(jsonTerminal(buf.Bytes()))
	return err
}

// jsonTerminal escapes, inside JSON text, the characters the encoder
// leaves raw but a terminal acts on or hides (C1 controls, bidi controls,
// zero-width and other format characters) as \u escapes: the JSON
// decodes to the same values, and printing it is safe.
func jsonTerminal(data []byte) []byte {
	clean := true
	for _, r := range string(data) {
		if r >= 0x80 && (safetext.Control(r) || safetext.Invisible(r)) {
			clean = false
			break
		}
	}
	if clean {
		return data
	}
	var b strings.Builder
	for _, r := range string(data) {
		if r < 0x80 || !(safetext.Control(r) || safetext.Invisible(r)) {
			b.WriteRune(r)
			continue
		}
		if r > 0xFFFF {
			r1, r2 := utf16Pair(r)
			fmt.Fprintf(&b, `\u%04x\u%04x`, r1, r2)
			continue
		}
		fmt.Fprintf(&b, `\u%04x`, r)
	}
	return []byte(b.String())
}

func utf16Pair(r rune) (rune, rune) {
	r -= 0x10000
	return 0xD800 + (r>>10)&0x3FF, 0xDC00 + r&0x3FF
}
