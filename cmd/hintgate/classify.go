package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
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

// readTools reads tool definitions: JSON Lines of MCP Tool objects (or of
// JSON-RPC responses to tools/list, one page a line), or one whole
// tools/list result ({"tools":[...]}), JSON-RPC response
// ({"jsonrpc":"2.0","id":1,"result":{"tools":[...]}}) or JSON array of
// tools, possibly pretty-printed. Malformed records are reported to
// problems with their line number (0 for a whole document). Input with
// no tool at all is an error.
func readTools(r io.Reader, problems func(line int, err error)) ([]definition, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxLine+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxLine {
		return nil, fmt.Errorf("input larger than %d bytes", maxLine)
	}
	var out []definition
	decode := func(line int, raw []byte, where string) {
		def, err := decodeRecord(raw)
		if err != nil {
			if where != "" {
				err = fmt.Errorf("%s: %w", where, err)
			}
			problems(line, err)
			return
		}
		if def.server != "" && strings.HasPrefix(where, "result.") {
			// A JSON-RPC response is what a server said of itself: a
			// "server" in one of its tools would take another's trust.
			def.warnings = append(def.warnings, fmt.Sprintf("%s: \"server\" %q in a server's JSON-RPC response is its own word; ignored", where, safetext.Cut(def.server, 64)))
			def.server = ""
		}
		def.line = line
		out = append(out, def)
	}
	if raws, ok, err := listResult(bytes.TrimSpace(data)); ok || err != nil {
		if err != nil {
			return nil, err
		}
		where := "tools[%d]"
		if isResponse(data) {
			where = "result.tools[%d]"
		}
		for i, raw := range raws {
			decode(0, raw, fmt.Sprintf(where, i))
		}
		return out, noTools(out)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		raws, ok, err := listResult(line)
		switch {
		case err != nil:
			problems(n, err)
		case ok:
			where := "tools[%d]"
			if isResponse(line) {
				where = "result.tools[%d]"
			}
			for i, raw := range raws {
				decode(n, raw, fmt.Sprintf(where, i))
			}
		default:
			decode(n, line, "")
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, noTools(out)
}

// errNoTools is input in which no tool could be read.
var errNoTools = errors.New("no tool definition in the input (want JSON Lines of MCP Tool objects, a tools/list result or a JSON-RPC response to tools/list)")

func noTools(defs []definition) error {
	if len(defs) == 0 {
		return errNoTools
	}
	return nil
}

// listResult recognises a whole tools/list result ({"tools":[...]}), a
// JSON-RPC response carrying one, or a JSON array of tools; anything
// else is not a list (ok false). A JSON-RPC error response is an error.
// isResponse reports whether data, a tools list, is a JSON-RPC response.
func isResponse(data []byte) bool {
	var doc struct {
		JSONRPC json.RawMessage `json:"jsonrpc"`
	}
	return bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) && json.Unmarshal(data, &doc) == nil && len(doc.JSONRPC) > 0
}

func listResult(data []byte) (tools []json.RawMessage, ok bool, err error) {
	if len(data) == 0 || (data[0] != '{' && data[0] != '[') || !json.Valid(data) {
		return nil, false, nil
	}
	var arr []json.RawMessage
	if json.Unmarshal(data, &arr) == nil {
		return arr, true, nil
	}
	var doc struct {
		JSONRPC string            `json:"jsonrpc"`
		Tools   []json.RawMessage `json:"tools"`
		Result  *struct {
			Tools []json.RawMessage `json:"tools"`
		} `json:"result"`
		Error *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &doc) != nil {
		return nil, false, nil
	}
	switch {
	case doc.JSONRPC != "" && doc.Error != nil:
		return nil, false, fmt.Errorf("a JSON-RPC error response (code %d): %s", doc.Error.Code, oneLine(doc.Error.Message, 200))
	case doc.JSONRPC != "" && doc.Result != nil && doc.Result.Tools != nil:
		return doc.Result.Tools, true, nil
	case doc.JSONRPC != "":
		return nil, false, errors.New("a JSON-RPC message without a tools/list result")
	case doc.Tools != nil:
		return doc.Tools, true, nil
	}
	return nil, false, nil
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
	strict := fs.Bool("strict", false, "fail if any record is malformed, instead of skipping it")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: hintgate classify [--trust trusted|checked|untrusted] [--json] [--strict] [FILE]")
		fmt.Fprintln(stderr, "Reads JSON Lines of MCP Tool objects, or one tools/list result, from FILE or standard input.")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	trust, err := hints.ParseTrust(*trustFlag)
	if err != nil {
		fmt.Fprintln(stderr, "hintgate classify:", err)
		return errUsage
	}
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "hintgate classify: one input file at most, got %d\n", fs.NArg())
		return errUsage
	}
	in, name := stdin, "<stdin>"
	if fs.NArg() == 1 && fs.Arg(0) != "-" {
		f, err := openFile(fs.Arg(0))
		if err != nil {
			return err
		}
		defer f.Close()
		in, name = f, fs.Arg(0)
	}
	bad := &problemPrinter{w: stderr, file: name}
	defs, err := readTools(in, bad.add)
	bad.done(*strict)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if bad.n > 0 && *strict {
		return errFailed
	}
	r := hints.NewResolver(&hints.Options{Trust: func(string) hints.Trust { return trust }})
	seen := map[string]int{}
	if *asJSON {
		for _, d := range defs {
			t := r.ResolveDeclared("", d.tool, d.decl)
			extra := d.warnings
			if seen[t.Name]++; seen[t.Name] > 1 {
				extra = append(extra, "duplicate name: listed before")
			}
			if err := writeJSONLine(stdout, toJSON(&t, extra)); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tCLASS\tREAD-ONLY\tDESTRUCTIVE\tIDEMPOTENT\tOPEN-WORLD\tWARNINGS")
	for _, d := range defs {
		t := r.ResolveDeclared("", d.tool, d.decl)
		w := append([]string{}, d.warnings...)
		if seen[t.Name]++; seen[t.Name] > 1 {
			w = append(w, "duplicate name: listed before")
		}
		w = append(w, t.Warnings...)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", cell(t.Name, 40), t.Class, hintCell(t.ReadOnly), hintCell(t.Destructive),
			hintCell(t.Idempotent), hintCell(t.OpenWorld), oneLine(strings.Join(w, "; "), 200))
	}
	return tw.Flush()
}

// oneLine keeps a message on one line, bounded and safe for a terminal:
// line breaks and tabs become spaces, then it is cut on a rune boundary
// and control, bidi and zero-width characters are escaped.
func oneLine(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		return r
	}, s)
	return cell(s, max)
}
