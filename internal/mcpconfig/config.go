package mcpconfig

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// MaxFileSize bounds a configuration file.
const MaxFileSize = 4 << 20

// Server is one configured server.
type Server struct {
	// Name is the server's key in the file.
	Name string
	// Type is "stdio", "http" (streamable HTTP) or "sse".
	Type string
	// Command, Args, Env and Cwd start a stdio server. Env holds only
	// the file's variables, to add to the environment.
	Command string
	Args    []string
	Env     map[string]string
	Cwd     string
	// URL and Headers reach a remote server.
	URL     string
	Headers map[string]string
	// Disabled is set when the file disables the server ("disabled": true).
	Disabled bool
	// Vars are the values of the environment variables expanded in the
	// server's fields, by variable name: tokens, often, to keep out of
	// messages and logs.
	Vars map[string]string
	// Pos is where the server's key is.
	Pos Pos
}

// Pos is a position in a file; Line and Column start at 1 (Column counts
// bytes).
type Pos struct {
	File   string
	Line   int
	Column int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Column)
}

// Error is a problem in a configuration file.
type Error struct {
	Pos
	// Server is the server's name, empty for the file as a whole.
	Server string
	// Field is the field at fault ("args[2]", "env.TOKEN"), if any.
	Field string
	Msg   string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	if e.Server != "" {
		fmt.Fprintf(&b, "server %q: ", e.Server)
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Options tell how variables are expanded. A nil *Options, and every
// zero field, takes the stated default.
type Options struct {
	// LookupEnv looks up environment variables. Default: os.LookupEnv.
	LookupEnv func(string) (string, bool)
	// Workspace is ${workspaceFolder}. Default: the directory that holds
	// the file, or its parent when that directory is .vscode or .cursor.
	Workspace string
	// Home is ${userHome}. Default: os.UserHomeDir.
	Home string
}

// Load reads a configuration file. Every problem found is returned, each
// an *Error, joined with errors.Join.
func Load(path string, opts *Options) ([]Server, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, &Error{Pos: Pos{File: path}, Msg: fmt.Sprintf("larger than %d bytes", MaxFileSize)}
	}
	return Parse(path, data, opts)
}

// Parse reads a configuration from data; file names it in errors and
// locates ${workspaceFolder}.
func Parse(file string, data []byte, opts *Options) ([]Server, error) {
	p := &reader{file: file, data: data}
	p.setOptions(opts)
	root, err := parse(blank(data))
	if err != nil {
		var oe *offsetError
		if errors.As(err, &oe) {
			return nil, p.errAt(oe.off, "", "", oe.msg)
		}
		return nil, err
	}
	if root.kind != '{' {
		return nil, p.errAt(root.off, "", "", "want a JSON object, got "+root.kindName())
	}
	p.twice(root, "", "", "mcpServers", "servers", "mcp")
	if mcp, _ := root.get("mcp"); mcp != nil && mcp.kind == '{' {
		p.twice(mcp, "", "mcp.", "servers")
	}
	servers, key := root.get("mcpServers")
	if servers == nil {
		servers, key = root.get("servers")
	}
	if servers == nil {
		if mcp, _ := root.get("mcp"); mcp != nil && mcp.kind == '{' {
			servers, key = mcp.get("servers")
		}
	}
	if servers == nil {
		return nil, p.errAt(root.off, "", "", `no "mcpServers" or "servers" object: not an MCP client configuration`)
	}
	if servers.kind != '{' {
		return nil, p.errAt(key, "", "", "servers: want an object, got "+servers.kindName())
	}
	var out []Server
	seen := map[string]bool{}
	for i, name := range servers.keys {
		if seen[name] {
			p.problem(servers.kOffs[i], name, "", "listed twice")
			continue
		}
		seen[name] = true
		if s, ok := p.server(name, servers.kOffs[i], servers.vals[i]); ok {
			out = append(out, s)
		}
	}
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return out, nil
}

type reader struct {
	file string
	data []byte
	opts Options
	errs []error
	vars map[string]string // of the server being read
	// lines is built at the first position asked for.
	lines *lines
}

func (p *reader) setOptions(opts *Options) {
	if opts != nil {
		p.opts = *opts
	}
	if p.opts.LookupEnv == nil {
		p.opts.LookupEnv = os.LookupEnv
	}
	if p.opts.Workspace == "" {
		dir := filepath.Dir(p.file)
		if b := filepath.Base(dir); b == ".vscode" || b == ".cursor" {
			dir = filepath.Dir(dir)
		}
		if abs, err := filepath.Abs(dir); err == nil {
			dir = abs
		}
		p.opts.Workspace = dir
	}
}

func (p *reader) pos(off int) Pos {
	if p.lines == nil {
		p.lines = newLines(p.data)
	}
	line, col := p.lines.position(off)
	return Pos{File: p.file, Line: line, Column: col}
}

func (p *reader) errAt(off int, server, field, msg string) error {
	return &Error{Pos: p.pos(off), Server: server, Field: field, Msg: msg}
}

func (p *reader) problem(off int, server, field, msg string) {
	p.errs = append(p.errs, p.errAt(off, server, field, msg))
}

// server reads one server's entry.
func (p *reader) server(name string, keyOff int, v *node) (s Server, ok bool) {
	s = Server{Name: name, Pos: p.pos(keyOff)}
	p.vars = nil
	defer func() { s.Vars = p.vars }()
	if name == "" {
		p.problem(keyOff, name, "", "empty server name")
		return s, false
	}
	if v.kind != '{' {
		p.problem(v.off, name, "", "want an object, got "+v.kindName())
		return s, false
	}
	before := len(p.errs)
	p.twice(v, name, "")
	if d, off := v.get("disabled"); d != nil && d.kind == 'b' {
		s.Disabled = d.bool
	} else if d != nil && d.kind != '0' {
		p.problem(off, name, "disabled", "want true or false, got "+d.kindName())
	}
	s.Command = p.str(name, "command", v)
	s.Cwd = p.str(name, "cwd", v)
	s.URL = p.str(name, "url", v)
	if s.URL == "" {
		s.URL = p.str(name, "serverUrl", v)
	}
	s.Type = p.str(name, "type", v)
	s.Args = p.strs(name, "args", v)
	s.Env = p.strMap(name, "env", v)
	s.Headers = p.strMap(name, "headers", v)
	if f, off := v.get("envFile"); f != nil {
		p.problem(off, name, "envFile", "not supported: put the variables in env, or in the environment")
	}
	switch s.Type {
	case "":
		if s.URL != "" {
			s.Type = "http"
		} else {
			s.Type = "stdio"
		}
	case "streamable-http", "streamableHttp":
		s.Type = "http"
	case "stdio", "http", "sse":
	default:
		_, off := v.get("type")
		p.problem(off, name, "type", fmt.Sprintf("unknown type %q (want stdio, http or sse)", s.Type))
	}
	switch {
	case len(p.errs) > before:
		// Already reported.
	case s.Type == "stdio" && s.Command == "":
		p.problem(keyOff, name, "", "no command (and no url)"+misspelt(v, "command", "url", "serverUrl"))
	case s.Type != "stdio" && s.URL == "":
		p.problem(keyOff, name, "", "type "+s.Type+" needs a url"+misspelt(v, "url", "serverUrl"))
	case s.Type != "stdio" && s.Command != "":
		p.problem(keyOff, name, "", "both command and url")
	}
	return s, len(p.errs) == before
}

// twice reports the keys of obj given more than once (of only, when
// given), with the field prefix: clients take the last, this package
// took the first, so one file named two servers.
func (p *reader) twice(obj *node, server, prefix string, only ...string) {
	seen := make(map[string]bool, len(obj.keys))
	for i, k := range obj.keys {
		if len(only) > 0 && !slices.Contains(only, k) {
			continue
		}
		if seen[k] {
			p.problem(obj.kOffs[i], server, prefix+k, "listed twice (clients read the last one): keep one")
		}
		seen[k] = true
	}
}

// str reads an optional string field, expanded.
func (p *reader) str(server, field string, obj *node) string {
	v, off := obj.get(field)
	if v == nil || v.kind == '0' {
		return ""
	}
	if v.kind != 's' {
		p.problem(off, server, field, "want a string, got "+v.kindName())
		return ""
	}
	return p.expand(v, server, field)
}

func (p *reader) strs(server, field string, obj *node) []string {
	v, off := obj.get(field)
	if v == nil || v.kind == '0' {
		return nil
	}
	if v.kind != '[' {
		p.problem(off, server, field, "want an array of strings, got "+v.kindName())
		return nil
	}
	out := make([]string, 0, len(v.vals))
	for i, e := range v.vals {
		f := field + "[" + strconv.Itoa(i) + "]"
		if e.kind != 's' {
			p.problem(e.off, server, f, "want a string, got "+e.kindName())
			continue
		}
		out = append(out, p.expand(e, server, f))
	}
	return out
}

func (p *reader) strMap(server, field string, obj *node) map[string]string {
	v, off := obj.get(field)
	if v == nil || v.kind == '0' {
		return nil
	}
	if v.kind != '{' {
		p.problem(off, server, field, "want an object of strings, got "+v.kindName())
		return nil
	}
	p.twice(v, server, field+".")
	out := make(map[string]string, len(v.keys))
	for i, k := range v.keys {
		e, f := v.vals[i], field+"."+k
		switch e.kind {
		case 's':
			out[k] = p.expand(e, server, f)
		case 'n':
			out[k] = e.str
		case 'b':
			out[k] = strconv.FormatBool(e.bool)
		default:
			p.problem(e.off, server, f, "want a string, got "+e.kindName())
		}
	}
	return out
}

// fields are the fields of a server that hintgate reads.
var fields = []string{"command", "args", "env", "cwd", "url", "serverUrl", "type", "headers"}

// misspelt names, for a server missing a field it needs (want), a key
// that looks like a misspelling of one ("comand", "URL", "cmd"): clients
// keep fields of their own in the same object, so other keys are not
// errors.
func misspelt(v *node, want ...string) string {
	for _, k := range v.keys {
		if slices.Contains(fields, k) {
			continue
		}
		lk := strings.ToLower(k)
		for _, f := range want {
			lf := strings.ToLower(f)
			if lk == lf || editDistance(lk, lf) <= 2 || f == "command" && (lk == "cmd" || lk == "exec" || lk == "executable") {
				return fmt.Sprintf("; %q is no field: did you mean %q?", k, f)
			}
		}
	}
	return ""
}

// editDistance is the Levenshtein distance of two short strings.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return max(len(a), len(b))
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
