package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// maxServerName bounds the "server" field of a tools file record.
const maxServerName = 256

// decodeRecord decodes one record of a tools file: an MCP Tool object
// (see [hints.DecodeTool]) with, optionally, "server" naming the server
// the tool came from and "_meta" carrying its tags. A malformed "server"
// is an error (it decides the tool's trust); a malformed "_meta" is a
// warning.
func decodeRecord(raw []byte) (definition, error) {
	t, d, w, err := hints.DecodeTool(raw)
	if err != nil {
		return definition{}, err
	}
	// Keys are matched exactly, as DecodeTool and go-sdk match them.
	var obj map[string]json.RawMessage
	_ = json.Unmarshal(raw, &obj) // DecodeTool accepted raw as an object
	extra := struct{ Server, Meta json.RawMessage }{obj["server"], obj["_meta"]}
	def := definition{tool: t, decl: d, warnings: w}
	if len(extra.Server) > 0 && string(extra.Server) != "null" {
		// The server decides the tool's trust: a record whose server
		// cannot be read is not guessed at.
		if json.Unmarshal(extra.Server, &def.server) != nil || len(def.server) > maxServerName {
			return definition{}, fmt.Errorf("server: want a string of at most %d bytes", maxServerName)
		}
	}
	if len(extra.Meta) > 0 && string(extra.Meta) != "null" {
		if json.Unmarshal(extra.Meta, &t.Meta) != nil {
			t.Meta = nil
			def.warnings = append(def.warnings, "_meta: not an object; ignored")
		}
	}
	return def, nil
}

// listFile reads a tools file and resolves each tool as the guard lists
// it: hints through the policy (a record without "server" is given
// server), then the list-time decision. Hidden tools are kept, with their
// decision: the consumers leave them out. Problems and warnings are
// reported on stderr with file and line; with strict, a malformed record
// fails the run, since a section or ranking missing a tool would mislead.
func listFile(path, server string, policy *rules.Policy, stderr io.Writer, strict bool) ([]rules.Listing, error) {
	in, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	bad := &problemPrinter{w: stderr, file: path}
	defs, err := readTools(in, bad.add)
	bad.done(strict)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if strict && bad.n > 0 {
		return nil, errFailed
	}
	resolver := policy.Resolver(rules.Session{}, nil)
	// A name listed twice by one server is one tool to the guard, with the
	// most dangerous hints of its definitions (a call by that name may
	// reach either): it is resolved as the guard resolves it.
	twins := map[[2]string][]*mcp.Tool{}
	for i := range defs {
		d := &defs[i]
		if d.server == "" {
			d.server = server
		}
		k := [2]string{d.server, d.tool.Name}
		twins[k] = append(twins[k], d.tool)
	}
	out := make([]rules.Listing, 0, len(defs))
	for _, d := range defs {
		where := path
		if d.line > 0 {
			where = fmt.Sprintf("%s:%d", path, d.line)
		}
		for _, w := range d.warnings {
			fmt.Fprintf(stderr, "%s: %s: %s\n", where, safetext.Terminal(d.tool.Name), w) // warnings quote server text (%q)
		}
		var t hints.Tool
		switch defs := twins[[2]string{d.server, d.tool.Name}]; {
		case len(defs) == 1:
			t = resolver.ResolveDeclared(d.server, d.tool, d.decl)
		case defs == nil:
			continue // merged into the first of its twins
		default:
			resolved, _ := resolver.ResolveList(d.server, defs)
			t = resolved[0]
			delete(twins, [2]string{d.server, d.tool.Name})
			fmt.Fprintf(stderr, "%s: %s: listed %d times: one tool to the guard, with the most dangerous hints of its definitions\n",
				where, safetext.Terminal(d.tool.Name), len(defs))
		}
		out = append(out, rules.Listing{Tool: t, Decision: policy.Decide(policy.Prepare(&t, rules.Session{}), rules.Call{Attempt: 1})})
	}
	return out, nil
}

// maxShown bounds the malformed records printed for one tools file: a
// file that is not a tools file at all (a policy, a binary) would print
// one problem per line of input.
const maxShown = 10

// problemPrinter prints the malformed records of a tools file on w, one
// line each, the first maxShown of them, and counts them all. It is not
// safe for concurrent use.
type problemPrinter struct {
	w    io.Writer
	file string
	n    int
}

// add reports the problem of the record at line (0: the whole document).
func (p *problemPrinter) add(line int, err error) {
	p.n++
	if p.n > maxShown {
		return
	}
	if line > 0 {
		fmt.Fprintf(p.w, "%s:%d: %s\n", p.file, line, oneLine(err.Error(), 400))
	} else {
		fmt.Fprintf(p.w, "%s: %s\n", p.file, oneLine(err.Error(), 400))
	}
}

// done says how many problems were left out and, when they fail the run
// (strict), that they did.
func (p *problemPrinter) done(strict bool) {
	if p.n > maxShown {
		fmt.Fprintf(p.w, "%s: %d more malformed records not shown\n", p.file, p.n-maxShown)
	}
	if strict && p.n > 0 {
		fmt.Fprintf(p.w, "%s: %d malformed records: fix or remove them\n", p.file, p.n)
	}
}

// openFile opens a file to read; a directory is an error naming it once
// (reading one fails with "read PATH: is a directory", printed after the
// path again).
func openFile(path string) (*os.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, fmt.Errorf("%s: is a directory, not a file", path)
	}
	return f, nil
}
