package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/hintgate/hintgate/selection"
)

// list is a repeatable flag whose values may also be comma-separated.
type list []string

func (l *list) String() string { return strings.Join(*l, ",") }
func (l *list) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

// selectJSON is the --json record of one selected tool.
type selectJSON struct {
	Rank      int     `json:"rank"`
	Server    string  `json:"server"`
	Name      string  `json:"name"`
	ModelName string  `json:"model_name"`
	Score     float64 `json:"score"`
	Class     string  `json:"class"`
	Action    string  `json:"action"`
	Rule      string  `json:"rule"`
	Title     string  `json:"title"`
}

const selectUsage = "Usage: hintgate select [--tools FILE] [--k N] [--json] [--policy FILE | --preset NAME] [filters] QUERY [-- COMMAND ARGS...]"

// runSelect ranks tools by relevance to a query: of a tools file, of a
// server command after the query and "--" (unnamed: policies see it as
// "*"), or of the demo server.
func runSelect(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("select", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var files policies
	var classes, servers, tags, allow, deny, always list
	fs.Var(&files, "policy", "policy file (repeat to stack layers, highest first)")
	preset := fs.String("preset", "", "built-in preset instead of a file: "+strings.Join(rules.Presets(), ", ")+" (default \"default\")")
	toolsFile := fs.String("tools", "", "tool definitions: JSON Lines of MCP Tool objects (each with an optional \"server\") or a tools/list result (default: the server after --, or the demo server)")
	k := fs.Int("k", 10, "number of tools to print, the most relevant first (0: all)")
	asJSON := fs.Bool("json", false, "print one JSON object per tool per line, in rank order")
	fs.Var(&classes, "class", "keep tools of this class: read_only, write, destructive (repeat or comma-separate)")
	fs.Var(&servers, "server", "keep tools of this server (glob; repeat)")
	fs.Var(&tags, "tag", "keep tools with this tag (repeat)")
	fs.Var(&allow, "allow", "keep tools whose name matches this glob (repeat)")
	fs.Var(&deny, "deny", "drop tools whose name matches this glob (repeat)")
	fs.Var(&always, "always", "always keep tools whose name matches this glob (repeat)")
	noDestructive := fs.Bool("exclude-destructive", false, "drop destructive tools (for this turn only: the guard still decides every call)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, selectUsage)
		fmt.Fprintln(stderr, "Ranks the tools the policy lets the model see by relevance to QUERY; hidden tools are left out.")
		fmt.Fprintln(stderr, "The tools come from --tools, from a server command after the query and --, or, with neither,")
		fmt.Fprintln(stderr, "from the built-in demo server.")
		fs.PrintDefaults()
	}
	var command []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, command = args[:i], args[i+1:]
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	query := fs.Args()
	reason := ""
	switch {
	case *k < 0:
		reason = fmt.Sprintf("--k: %d is negative", *k)
	case len(query) == 0:
		reason = "a QUERY is required: what the user asked for"
	case *toolsFile != "" && len(command) > 0:
		reason = "give --tools or a command after --, not both"
	case len(files) > 0 && *preset != "":
		reason = "give --policy or --preset, not both"
	}
	if reason != "" {
		fmt.Fprintln(stderr, "hintgate select:", reason)
		fs.Usage()
		return errUsage
	}
	f := &selection.Filter{K: *k, Servers: servers, Tags: tags, Allow: allow, Deny: deny,
		AlwaysActive: always, ExcludeDestructive: *noDestructive}
	for _, c := range classes {
		class, err := hints.ParseClass(c)
		if err != nil {
			fmt.Fprintln(stderr, "hintgate select: --class:", err)
			return errUsage
		}
		f.Classes = append(f.Classes, class)
	}
	policy, err := loadPolicy("select", files, *preset, stderr)
	if err != nil {
		return err
	}
	var listings []rules.Listing
	if *toolsFile != "" {
		listings, err = listFile(*toolsFile, "", policy, stderr, false)
	} else {
		listings, err = listServer(ctx, command, "", policy, stderr)
	}
	if err != nil {
		return err
	}
	ix := selection.New(listings, nil)
	results := ix.Select(strings.Join(query, " "), f)
	if *asJSON {
		for i, r := range results {
			name, _ := ix.Names().Name(&r.Listing)
			t := &r.Tool
			j := selectJSON{Rank: i + 1, Server: t.Server, Name: t.Name, ModelName: name, Score: round(r.Score),
				Class: t.Class.String(), Action: r.Decision.Action.String(), Rule: r.Decision.Rule, Title: t.Title}
			if err := writeJSONLine(stdout, j); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "RANK\tSCORE\tSERVER\tNAME\tCLASS\tACTION\tTITLE")
	for i, r := range results {
		t := &r.Tool
		fmt.Fprintf(tw, "%d\t%.3f\t%s\t%s\t%s\t%s\t%s\n", i+1, r.Score, cell(t.Server, 40), cell(t.Name, 40),
			t.Class, r.Decision.Action, cell(t.Title, 40))
	}
	return tw.Flush()
}

func round(x float64) float64 { return math.Round(x*1e4) / 1e4 }
