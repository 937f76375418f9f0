package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"

	"github.com/hintgate/hintgate/hints"
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
	var extra struct {
		Server json.RawMessage `json:"server"`
		Meta   json.RawMessage `json:"_meta"`
	}
	_ = json.Unmarshal(raw, &extra) // DecodeTool accepted raw as an object
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
	in, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	bad := 0
	defs, err := readTools(in, func(line int, err error) {
		bad++
		if line > 0 {
			fmt.Fprintf(stderr, "%s:%d: %v\n", path, line, err)
		} else {
			fmt.Fprintf(stderr, "%s: %v\n", path, err)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if strict && bad > 0 {
		return nil, errFailed
	}
	resolver := policy.Resolver(rules.Session{}, nil)
	out := make([]rules.Listing, 0, len(defs))
	for _, d := range defs {
		where := path
		if d.line > 0 {
			where = fmt.Sprintf("%s:%d", path, d.line)
		}
		for _, w := range d.warnings {
			fmt.Fprintf(stderr, "%s: %s: %s\n", where, safetext.Terminal(d.tool.Name), w)
		}
		if d.server == "" {
			d.server = server
		}
		t := resolver.ResolveDeclared(d.server, d.tool, d.decl)
		out = append(out, rules.Listing{Tool: t, Decision: policy.Decide(policy.Prepare(&t, rules.Session{}), rules.Call{Attempt: 1})})
	}
	return out, nil
}
