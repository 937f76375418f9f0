package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// defaultTimeout bounds a server's start-up and each request.
const defaultTimeout = 30 * time.Second

// maxParallel bounds how many servers are checked at once.
const maxParallel = 8

const checkUsage = `Usage: hintgate check [flags] [-- COMMAND ARGS...]

Lists the tools of MCP servers through the guard and prints, per tool, its
class, its hints and where each came from, and the policy's decision.

Servers come from --config files (the mcpServers object of Claude Desktop,
Cursor, Windsurf and Claude Code's .mcp.json, or VS Code's .vscode/mcp.json),
from --server flags, from saved tool lists (--tools), or from a command after
"--". Each server's name (its key in the file, or NAME in --server NAME=…) is
what the policy's servers: and overrides: match. With none of these, check
lists the built-in demo server.

Servers are checked concurrently; stdio servers run in their own process
group, which is ended when check returns: input closed, then SIGTERM, then
SIGKILL, each step with a grace of a quarter of --timeout (at most 2s).

Exit status: 0 all checked; 1 the policy or a --config file could not be
loaded, --fail-on matched a tool, or --strict found a problem; 2 usage error; 3 a server
could not be checked (the others are still printed).

Flags:
`

// checkFlags are check's parsed flags.
type checkFlags struct {
	policies policies
	preset   string
	trust    string
	configs  multiFlag
	servers  serverFlags
	tools    multiFlag
	asJSON   bool
	failOn   string
	pins     string
	accept   bool
	timeout  time.Duration
	strict   bool
}

// multiFlag is a repeatable string flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

func runCheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var f checkFlags
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Var(&f.configs, "config", "MCP client configuration `FILE` to read servers from (repeatable)")
	fs.Var(&f.servers, "server", "a server: `NAME='COMMAND ARGS'` or NAME=https://URL (repeatable); NAME alone names the server after --")
	fs.Var(&f.tools, "tools", "a saved tool list to check offline: `[NAME=]FILE` (JSON Lines, a tools/list result or a JSON-RPC response; repeatable)")
	fs.Var(&f.policies, "policy", "policy `FILE` (repeat to stack layers, highest first)")
	fs.StringVar(&f.preset, "preset", "", "built-in preset instead of a file: "+strings.Join(rules.Presets(), ", ")+" (default \"default\")")
	fs.StringVar(&f.trust, "trust", "", "trust every checked server this much, whatever the policy says: trusted, checked or untrusted")
	fs.BoolVar(&f.asJSON, "json", false, "print one JSON object per tool per line")
	fs.StringVar(&f.failOn, "fail-on", "", "exit 1 if any tool matches this expr `EXPR` (e.g. 'class == \"destructive\" && action == \"allow\"', '!annotated', 'changed')")
	fs.StringVar(&f.pins, "pins", "", "pin tool definitions in `FILE`, so a later check marks tools whose definition changed (default: pin nothing)")
	fs.BoolVar(&f.accept, "accept-changed", false, "after reporting them, pin the new definitions of tools marked changed in the --pins file")
	fs.DurationVar(&f.timeout, "timeout", defaultTimeout, "per server, for start-up and for each request")
	fs.BoolVar(&f.strict, "strict", false, "a policy that names servers, tools or globs that match nothing is an error, not a warning")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), checkUsage)
		fs.PrintDefaults()
		fmt.Fprint(fs.Output(), failOnHelp)
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	targets, err := f.targets(fs.Args(), stderr)
	if err != nil {
		fmt.Fprintln(stderr, "hintgate check:", err)
		if errors.Is(err, errConfig) {
			return errFailed
		}
		return errUsage
	}
	var level *hints.Trust
	if f.trust != "" {
		t, err := hints.ParseTrust(f.trust)
		if err != nil {
			fmt.Fprintln(stderr, "hintgate check: --trust:", err)
			return errUsage
		}
		level = &t
	}
	if f.accept && f.pins == "" {
		fmt.Fprintln(stderr, "hintgate check: --accept-changed needs --pins FILE: without it nothing is pinned")
		return errUsage
	}
	if f.timeout <= 0 {
		fmt.Fprintln(stderr, "hintgate check: --timeout must be positive")
		return errUsage
	}
	failOn, err := compileFailOn(f.failOn)
	if err != nil {
		fmt.Fprintln(stderr, "hintgate check: --fail-on:", err)
		return errUsage
	}
	if len(f.policies) > 0 && f.preset != "" {
		fmt.Fprintln(stderr, "hintgate check: give --policy or --preset, not both")
		return errUsage
	}
	policy, err := loadPolicy("check", f.policies, f.preset, stderr)
	if err != nil {
		return err
	}
	var store guard.Store = &guard.MemoryStore{}
	if f.pins != "" {
		privatePins(f.pins, stderr)
		if store, err = guard.NewFileStore(f.pins); err != nil {
			return fmt.Errorf("--pins: %w", err)
		}
	}
	errw := &lockedWriter{w: stderr}
	results := checkAll(ctx, targets, &checker{policy: policy, trust: level, store: store, accept: f.accept, timeout: f.timeout, stderr: errw})
	return f.report(results, failOn, stdout, stderr)
}

// targets gathers the servers to check from the flags, in order:
// config files, --server, --tools, then the command after "--".
func (f *checkFlags) targets(command []string, stderr io.Writer) ([]target, error) {
	var out []target
	for _, path := range f.configs {
		ts, err := configTargets(path, func(s string) { fmt.Fprintln(stderr, "hintgate check:", s) })
		if err != nil {
			eachError(err, func(e error) { fmt.Fprintln(stderr, safetext.Terminal(e.Error())) })
			return nil, fmt.Errorf("%w %s: no server checked", errConfig, path)
		}
		out = append(out, ts...)
	}
	commandName := ""
	for _, v := range f.servers {
		if !strings.Contains(v, "=") {
			if commandName != "" || len(command) == 0 {
				return nil, fmt.Errorf("--server %q: want NAME='COMMAND ARGS' or NAME=https://URL (NAME alone names one server after --)", v)
			}
			commandName = v
			continue
		}
		t, err := parseServer(v)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	for _, v := range f.tools {
		t := target{kind: "tools", file: v}
		if name, file, ok := strings.Cut(v, "="); ok && name != "" && !strings.ContainsAny(name, `/\`) {
			t.name, t.file = name, file
			if file == "" {
				return nil, fmt.Errorf("--tools %q: want [NAME=]FILE", v)
			}
		} else {
			base := v[strings.LastIndexAny(v, `/\`)+1:]
			t.name = strings.TrimSuffix(base, base[strings.LastIndexByte(base, '.')+1:])
			t.name = strings.TrimSuffix(t.name, ".")
		}
		out = append(out, t)
	}
	if len(command) > 0 {
		out = append(out, target{name: commandName, kind: "stdio", command: command})
	}
	seen := map[string]bool{}
	for _, t := range out {
		if t.name != "" && seen[t.name] {
			return nil, fmt.Errorf("two servers named %q", t.name)
		}
		seen[t.name] = true
	}
	if len(out) == 0 && len(f.configs) == 0 {
		out = append(out, target{name: "demo", kind: "demo"})
	}
	return out, nil
}

// checker checks one server at a time; it is shared by the goroutines of
// checkAll and only read.
type checker struct {
	policy  *rules.Policy
	trust   *hints.Trust
	store   guard.Store
	accept  bool // pin the definitions of changed tools
	timeout time.Duration
	stderr  io.Writer
}

// result is what checking one server found.
type result struct {
	target   *target
	name     string // the name the policy saw
	listings []rules.Listing
	note     string   // the server offers no tools, or lists none
	warnings []string // about the server, not its tools
	accepted []string // tools whose new definitions were pinned
	err      error
}

func checkAll(ctx context.Context, targets []target, c *checker) []*result {
	out := make([]*result, len(targets))
	sem := make(chan struct{}, maxParallel)
	var wg sync.WaitGroup
	for i := range targets {
		out[i] = &result{target: &targets[i], name: targets[i].name}
		wg.Add(1)
		go func(r *result) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			c.check(ctx, r)
		}(out[i])
	}
	wg.Wait()
	return out
}

func (c *checker) check(ctx context.Context, r *result) {
	var mu sync.Mutex
	warn := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		if len(r.warnings) < 20 {
			r.warnings = append(r.warnings, s)
		}
	}
	if r.target.name != "" {
		// A name the guard refuses is refused before the server starts:
		// its command would run for nothing.
		if _, err := guard.New(&guard.Options{Server: r.target.name}); err != nil {
			r.err = err
			return
		}
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "hintgate", Version: moduleVersion()}, nil)
	conn, err := connect(ctx, r.target, client, c.timeout, c.stderr, warn)
	if err != nil {
		r.err = err
		return
	}
	defer conn.close()
	if r.name == "" {
		// An unnamed server: the guard never takes a server's word for
		// who it is, so policies see it as "*" (servers: {"*": …}).
		r.name = guard.Unnamed
		self := "it reports no name"
		if ir := conn.cs.InitializeResult(); ir != nil && ir.ServerInfo != nil && ir.ServerInfo.Name != "" {
			self = "it calls itself " + strconv.Quote(safetext.Cut(ir.ServerInfo.Name, 80))
		}
		warn(fmt.Sprintf("not named, so policies see it as %q (%s); name it with --server NAME=COMMAND or in a --config file", guard.Unnamed, self))
	}
	if ir := conn.cs.InitializeResult(); ir == nil || ir.Capabilities == nil || ir.Capabilities.Tools == nil {
		r.note = "offers no tools (it declares no tools capability)"
		return
	}
	policy := c.policy
	if c.trust != nil {
		top, err := rules.Compile(rules.Config{Name: "--trust", Servers: map[string]rules.Server{r.name: {Trust: *c.trust}}})
		if err != nil {
			r.err = err
			return
		}
		policy = rules.Stack(top, policy)
	}
	g, err := guard.New(&guard.Options{Policy: policy, Server: r.target.name, Store: c.store})
	if err != nil {
		r.err = err
		return
	}
	lctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	r.listings, err = g.Wrap(conn.cs).Inspect(lctx)
	if err != nil {
		r.err = &phaseError{"tools/list", timeoutError(lctx, err, c.timeout)}
		return
	}
	if len(r.listings) == 0 {
		r.note = "lists no tools"
	}
	if c.accept {
		r.err = c.acceptChanged(lctx, r)
	}
}

// errConfig marks a configuration file that could not be read: exit 1.
var errConfig = errors.New("--config")

// errServers marks a run where some server could not be checked: exit 3.
var errServers = errors.New("some servers failed")
