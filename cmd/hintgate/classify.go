package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// definition is one decoded tool with its place in the input.
type definition struct {
	tool     *mcp.Tool
	decl     hints.Declaration
	warnings []string
	line     int
	server   string // the record's "server", if any (see decodeRecord)
}

// maxLine bounds one JSON Lines record (and a whole tools/list result).
const maxLine = 64 << 20

// readTools reads JSON Lines of MCP Tool objects, or one tools/list result
// ({"tools":[...]}), possibly pretty-printed. Malformed records are
// reported to problems with their line number.
func readTools(r io.Reader, problems func(line int, err error)) ([]definition, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxLine+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxLine {
		return nil, fmt.Errorf("input larger than %d bytes", maxLine)
	}
	if raws, ok := listResult(bytes.TrimSpace(data)); ok {
		var out []definition
		for i, raw := range raws {
			def, err := decodeRecord(raw)
			if err != nil {
				problems(0, fmt.Errorf("tools[%d]: %w", i, err))
				continue
			}
			out = append(out, def)
		}
		return out, nil
	}
	var out []definition
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		def, err := decodeRecord(line)
		if err != nil {
			problems(n, err)
			continue
		}
		def.line = n
		out = append(out, def)
	}
	return out, sc.Err()
}

// listResult recognises a whole tools/list result ({"tools":[...]}) or a
// JSON array of tools; anything else is read as JSON Lines.
func listResult(data []byte) ([]json.RawMessage, bool) {
	if !json.Valid(data) {
		return nil, false
	}
	var arr []json.RawMessage
	if json.Unmarshal(data, &arr) == nil {
		return arr, true
	}
	var list struct {
		Tools []json.RawMessage `json:"tools"`
	}
	if json.Unmarshal(data, &list) == nil && list.Tools != nil {
		return list.Tools, true
	}
	return nil, false
}

type hintsJSON struct {
	ReadOnly    bool `json:"readOnly"`
	Destructive bool `json:"destructive"`
	Idempotent  bool `json:"idempotent"`
	OpenWorld   bool `json:"openWorld"`
}

type sourcesJSON struct {
	ReadOnly    string `json:"readOnly"`
	Destructive string `json:"destructive"`
	Idempotent  string `json:"idempotent"`
	OpenWorld   string `json:"openWorld"`
}

// toolJSON is the --json record of one tool.
type toolJSON struct {
	Name     string      `json:"name"`
	Class    string      `json:"class"`
	Hints    hintsJSON   `json:"hints"`
	Sources  sourcesJSON `json:"sources"`
	Title    string      `json:"title"`
	Warnings []string    `json:"warnings"`
	Action   string      `json:"action,omitempty"`
	Rule     string      `json:"rule,omitempty"`
}

func toJSON(t *hints.Tool, extra []string) toolJSON {
	w := append(append([]string{}, extra...), t.Warnings...)
	return toolJSON{
		Name:     t.Name,
		Class:    t.Class.String(),
		Hints:    hintsJSON{t.ReadOnly.Value, t.Destructive.Value, t.Idempotent.Value, t.OpenWorld.Value},
		Sources:  sourcesJSON{t.ReadOnly.Source.String(), t.Destructive.Source.String(), t.Idempotent.Source.String(), t.OpenWorld.Source.String()},
		Title:    t.Title,
		Warnings: w,
	}
}

func hintCell(h hints.Hint) string {
	v := "no"
	if h.Value {
		v = "yes"
	}
	return v + " (" + h.Source.String() + ")"
}

func runClassify(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("classify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	trustFlag := fs.String("trust", "checked", "how far the server's declarations are trusted: trusted, checked or untrusted")
	asJSON := fs.Bool("json", false, "print one JSON object per tool per line")
	strict := fs.Bool("strict", false, "fail on the first malformed record instead of skipping it")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: hintgate classify [--trust trusted|checked|untrusted] [--json] [--strict] [FILE]")
		fmt.Fprintln(stderr, "Reads JSON Lines of MCP Tool objects, or one tools/list result, from FILE or standard input.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	trust, err := hints.ParseTrust(*trustFlag)
	if err != nil {
		fmt.Fprintln(stderr, "hintgate classify:", err)
		return errUsage
	}
	if fs.NArg() > 1 {
		fs.Usage()
		return errUsage
	}
	in, name := stdin, "<stdin>"
	if fs.NArg() == 1 && fs.Arg(0) != "-" {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			return err
		}
		defer f.Close()
		in, name = f, fs.Arg(0)
	}
	bad := 0
	defs, err := readTools(in, func(line int, err error) {
		bad++
		if line > 0 {
			fmt.Fprintf(stderr, "%s:%d: %v\n", name, line, err)
		} else {
			fmt.Fprintf(stderr, "%s: %v\n", name, err)
		}
	})
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if bad > 0 && *strict {
		return errFailed
	}
	r := hints.NewResolver(&hints.Options{Trust: func(string) hints.Trust { return trust }})
	seen := map[string]int{}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		for _, d := range defs {
			t := r.ResolveDeclared("", d.tool, d.decl)
			extra := d.warnings
			if seen[t.Name]++; seen[t.Name] > 1 {
				extra = append(extra, "duplicate name: listed before")
			}
			if err := enc.Encode(toJSON(&t, extra)); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tCLASS\tREAD-ONLY\tDESTRUCTIVE\tIDEMPOTENT\tOPEN-WORLD\tWARNINGS")
	for _, d := range defs {
		t := r.ResolveDeclared("", d.tool, d.decl)
		w := append(append([]string{}, d.warnings...), t.Warnings...)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", oneLine(t.Name, 40), t.Class, hintCell(t.ReadOnly), hintCell(t.Destructive),
			hintCell(t.Idempotent), hintCell(t.OpenWorld), oneLine(strings.Join(w, "; "), 200))
	}
	return tw.Flush()
}

// oneLine keeps table cells on one line and bounded.
func oneLine(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		return r
	}, s)
	if rs := []rune(s); len(rs) > max {
		return string(rs[:max-1]) + "…"
	}
	return s
}
