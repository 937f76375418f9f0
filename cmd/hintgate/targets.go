package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/hintgate/hintgate/internal/demo"
	"github.com/hintgate/hintgate/internal/mcpconfig"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/internal/stdio"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// target is one server to check: started from a command, reached at a
// URL, the built-in demo, or a saved tool list.
type target struct {
	// name is the user's name for the server: the policy's servers: and
	// overrides: match it. Empty for an unnamed "-- COMMAND" server,
	// which policies see as "*" (guard.Unnamed), never by its own name.
	name    string
	kind    string // "stdio", "http", "sse", "demo", "tools"
	command []string
	env     []string // added to the environment
	dir     string
	url     string
	headers map[string]string
	file    string // a saved tool list
	// secrets replaces, in messages about the target, the values a
	// config file gave it that may be secrets (nil: none).
	secrets *strings.Replacer
}

// label names the target in messages.
func (t *target) label() string {
	if t.name != "" {
		return t.name
	}
	if len(t.command) > 0 {
		return filepath.Base(t.command[0])
	}
	return "server"
}

// serverFlags is the repeatable --server NAME=COMMAND|URL flag.
type serverFlags []string

func (s *serverFlags) String() string     { return strings.Join(*s, " ") }
func (s *serverFlags) Set(v string) error { *s = append(*s, v); return nil }

// parseServer reads NAME='command args' or NAME=https://….
func parseServer(v string) (target, error) {
	name, spec, ok := strings.Cut(v, "=")
	if !ok || name == "" || strings.TrimSpace(spec) == "" {
		return target{}, fmt.Errorf("--server %q: want NAME='COMMAND ARGS' or NAME=https://URL", v)
	}
	spec = strings.TrimSpace(spec)
	if strings.HasPrefix(spec, "https://") || strings.HasPrefix(spec, "http://") {
		return target{name: name, kind: "http", url: spec, secrets: secretsOf(&mcpconfig.Server{URL: spec})}, nil
	}
	argv, err := splitCommand(spec)
	if err != nil {
		return target{}, fmt.Errorf("--server %s: %w", name, err)
	}
	return target{name: name, kind: "stdio", command: argv}, nil
}

// splitCommand splits a command line the way a POSIX shell splits words:
// spaces separate, quotes group, a backslash escapes (outside single
// quotes). Nothing is expanded.
func splitCommand(s string) ([]string, error) {
	var out []string
	var word strings.Builder
	inWord, quote := false, rune(0)
	escaped := false
	for _, r := range s {
		switch {
		case escaped:
			word.WriteRune(r)
			escaped = false
		case r == '\\' && quote != '\'':
			escaped, inWord = true, true
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				word.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				out = append(out, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 || escaped {
		return nil, errors.New("unterminated quote or escape in command")
	}
	if inWord {
		out = append(out, word.String())
	}
	if len(out) == 0 {
		return nil, errors.New("empty command")
	}
	return out, nil
}

// configTargets reads the servers of an MCP client configuration file.
// Disabled servers are skipped, with a note.
func configTargets(path string, note func(string)) ([]target, error) {
	servers, err := mcpconfig.Load(path, nil)
	if err != nil {
		return nil, err
	}
	var out []target
	for _, s := range servers {
		if s.Disabled {
			note(fmt.Sprintf("%s: server %q is disabled in the file; not checked", s.Pos, s.Name))
			continue
		}
		t := target{name: s.Name, kind: s.Type, dir: s.Cwd, url: s.URL, headers: s.Headers, secrets: secretsOf(&s)}
		if s.Type == "stdio" {
			t.command = append([]string{s.Command}, s.Args...)
			for _, k := range slices.Sorted(keys(s.Env)) {
				t.env = append(t.env, k+"="+s.Env[k])
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// phaseError is a failure in one phase of checking a server.
type phaseError struct {
	phase string // "start", "initialize", "tools/list"
	err   error
}

func (e *phaseError) Error() string { return e.phase + ": " + e.err.Error() }
func (e *phaseError) Unwrap() error { return e.err }

// connection is an open session with a target and how to end it.
type connection struct {
	cs    *mcp.ClientSession
	close func()
}

// connect starts or reaches a target and initializes the session within
// timeout. Lines the server printed that are not JSON-RPC go to warn;
// its standard error goes to stderr, each line prefixed with its name.
func connect(ctx context.Context, t *target, client *mcp.Client, timeout time.Duration, stderr io.Writer, warn func(string)) (*connection, error) {
	ictx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	endLife := func() {}
	var tr mcp.Transport
	var proc *stdio.Transport
	switch t.kind {
	case "demo":
		cs, err := demo.Connect(ictx, demo.New().Server, client)
		if err != nil {
			return nil, &phaseError{"initialize", err}
		}
		return &connection{cs: cs, close: func() { cs.Close() }}, nil
	case "tools":
		return connectSaved(ictx, t, client)
	case "http", "sse":
		// Remote transports keep using the context given to Connect for
		// their streams: give them one that lives as long as the connection.
		life, end := context.WithCancel(context.WithoutCancel(ctx))
		endLife = end
		var remote mcp.Transport = &mcp.StreamableClientTransport{Endpoint: t.url, HTTPClient: httpClient(t.url, t.headers), MaxRetries: -1}
		if t.kind == "sse" {
			remote = &mcp.SSEClientTransport{Endpoint: t.url, HTTPClient: httpClient(t.url, t.headers)}
		}
		tr = &lasting{remote, life, end}
	default:
		cmd := exec.Command(t.command[0], t.command[1:]...)
		cmd.Dir = t.dir
		if len(t.env) > 0 {
			cmd.Env = append(os.Environ(), t.env...)
		}
		cmd.Stderr = &prefixWriter{w: stderr, prefix: t.label() + ": ", conceal: t.conceal}
		proc = &stdio.Transport{Command: cmd, Grace: min(timeout/4, stdio.DefaultGrace), Skipped: func(line string) {
			warn("skipped a line on stdout that is not JSON-RPC: " + safetext.Terminal(safetext.Cut(line, 120)))
		}}
		tr = proc
	}
	cs, err := client.Connect(ictx, tr, nil)
	if err != nil {
		endLife()
		if ictx.Err() != nil {
			if proc != nil {
				proc.Close()
			}
			return nil, &phaseError{"initialize", timeoutError(ictx, err, timeout)}
		}
		if proc != nil {
			proc.Close()
			if exited, werr := proc.Exited(); exited {
				status := "status 0"
				if werr != nil {
					status = werr.Error()
				}
				return nil, &phaseError{"initialize", fmt.Errorf("the server exited (%s)", status)}
			}
			var ee *exec.Error
			if errors.As(err, &ee) || errors.Is(err, os.ErrNotExist) {
				return nil, &phaseError{"start", err}
			}
		}
		return nil, &phaseError{"initialize", timeoutError(ictx, err, timeout)}
	}
	return &connection{cs: cs, close: func() { cs.Close(); endLife() }}, nil
}

// lasting connects a transport with a context that outlives Connect's
// (ended by end, when the connection closes), while still giving up
// when Connect's context ends before the connection is made.
type lasting struct {
	mcp.Transport
	life context.Context
	end  context.CancelFunc
}

func (l *lasting) Connect(ctx context.Context) (mcp.Connection, error) {
	stop := context.AfterFunc(ctx, l.end)
	conn, err := l.Transport.Connect(l.life)
	if !stop() {
		if conn != nil {
			conn.Close()
		}
		return nil, context.Cause(ctx)
	}
	return conn, err
}

// timeoutError says "no answer within" when the phase's time ran out.
func timeoutError(ctx context.Context, err error, timeout time.Duration) error {
	if ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("no answer within %v", timeout)
	}
	return err
}

// headerTransport adds the configuration's headers to every request to
// the configured origin (scheme, host and port), and to no other: they
// are credentials, and a redirect must not carry them elsewhere. It is
// safe for concurrent use (it is never modified).
type headerTransport struct {
	origin  string
	headers map[string]string
	base    http.RoundTripper
}

func (h *headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if origin(r.URL) != h.origin {
		return h.base.RoundTrip(r)
	}
	r = r.Clone(r.Context())
	for k, v := range h.headers {
		r.Header.Set(k, v)
	}
	return h.base.RoundTrip(r)
}

// origin is a URL's scheme, host and port, lower-cased, with the
// scheme's default port made explicit.
func origin(u *url.URL) string {
	scheme, port := strings.ToLower(u.Scheme), u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[scheme]
	}
	return scheme + "://" + strings.ToLower(u.Hostname()) + ":" + port
}

func httpClient(endpoint string, headers map[string]string) *http.Client {
	if len(headers) == 0 {
		return &http.Client{}
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return &http.Client{} // the transport reports the URL
	}
	return &http.Client{Transport: &headerTransport{origin: origin(u), headers: headers, base: http.DefaultTransport}}
}

// prefixWriter writes whole lines, each prefixed and escaped for the
// terminal: a server's standard error is server text too.
type prefixWriter struct {
	mu      sync.Mutex
	w       io.Writer
	prefix  string
	conceal func(string) string // hides the target's secrets, if not nil
	buf     []byte
}

func (p *prefixWriter) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.buf = append(p.buf, b...)
	for {
		i := strings.IndexByte(string(p.buf), '\n')
		if i < 0 {
			if len(p.buf) > 4096 {
				i = len(p.buf)
			} else {
				return len(b), nil
			}
		}
		line := strings.TrimSuffix(string(p.buf[:i]), "\r")
		if p.conceal != nil {
			line = p.conceal(line)
		}
		fmt.Fprintf(p.w, "%s%s\n", p.prefix, safetext.Terminal(line))
		p.buf = p.buf[min(i+1, len(p.buf)):]
	}
}

// connectSaved serves a saved tool list from an in-process server, so
// that it goes through the guard exactly as a live server's list does.
func connectSaved(ctx context.Context, t *target, client *mcp.Client) (*connection, error) {
	f, err := openFile(t.file)
	if err != nil {
		return nil, &phaseError{"start", err}
	}
	defer f.Close()
	var problems []error
	defs, err := readTools(f, func(line int, err error) {
		if line > 0 {
			problems = append(problems, fmt.Errorf("%s:%d: %w", t.file, line, err))
		} else {
			problems = append(problems, fmt.Errorf("%s: %w", t.file, err))
		}
	})
	switch {
	case err != nil:
	case len(problems) > maxShown:
		err = fmt.Errorf("%d malformed records, the first: %w", len(problems), errors.Join(problems[:maxShown]...))
	case len(problems) > 0:
		err = errors.Join(problems...)
	}
	if err != nil {
		return nil, &phaseError{"start", err}
	}
	tools := make([]*mcp.Tool, len(defs))
	for i, d := range defs {
		tools[i] = d.tool
	}
	s := mcp.NewServer(&mcp.Implementation{Name: t.label(), Version: "saved"}, &mcp.ServerOptions{Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{}}})
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				return &mcp.ListToolsResult{Tools: tools}, nil
			}
			return next(ctx, method, req)
		}
	})
	cs, err := demo.Connect(ctx, s, client)
	if err != nil {
		return nil, &phaseError{"initialize", err}
	}
	return &connection{cs: cs, close: func() { cs.Close() }}, nil
}

// lockedWriter serialises writes from several servers' output.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}
