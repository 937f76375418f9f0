package prompt_test

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"text/template"
	"unicode/utf8"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/prompt"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var update = flag.Bool("update", false, "rewrite golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs:\n--- got\n%s--- want\n%s", name, got, want)
	}
}

// listing resolves a tool as the guard would and gives it an action.
func listing(server string, t *mcp.Tool, a rules.Action) rules.Listing {
	return rules.Listing{Tool: hints.NewResolver(nil).Resolve(server, t), Decision: rules.Decision{Action: a, Rule: "test"}}
}

func ro(name, title, desc string) *mcp.Tool {
	return &mcp.Tool{Name: name, Description: desc, Annotations: hints.ReadOnlyTool(title, false)}
}

func wr(name, title, desc string) *mcp.Tool {
	return &mcp.Tool{Name: name, Description: desc, Annotations: hints.WriteTool(title, false, false)}
}

func de(name, title, desc string) *mcp.Tool {
	return &mcp.Tool{Name: name, Description: desc, Annotations: hints.DestructiveTool(title, false, false)}
}

// fleet is a small two-server set with every tier and action.
func fleet() []rules.Listing {
	return []rules.Listing{
		listing("fs", de("delete_file", "Delete file", "Delete a file. It cannot be restored."), rules.Confirm),
		listing("fs", ro("read_file", "Read file", "Read a file's contents."), rules.Allow),
		listing("fs", ro("list_dir", "List directory", "List the entries of a directory."), rules.Allow),
		listing("fs", wr("append_note", "Append note", "Append a line to a note."), rules.Allow),
		listing("github", ro("search_issues", "Search issues", "Search issues and pull requests across repositories with GitHub's search syntax."), rules.Allow),
		listing("github", de("delete_repository", "Delete a repository", "Delete a repository with its issues, wiki and releases."), rules.Confirm),
		listing("github", wr("create_issue", "", "Open a new issue in a repository."), rules.Allow),
		listing("github", de("force_push", "", "Force-push a branch."), rules.Deny),
		listing("github", ro("admin_audit_log", "", "Read the organisation's audit log."), rules.Hide),
	}
}

func build(t *testing.T, tools []rules.Listing, opts *prompt.Options) *prompt.Section {
	t.Helper()
	s, err := prompt.Build(tools, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStyles(t *testing.T) {
	tests := []struct {
		name string
		opts *prompt.Options
	}{
		{"model-asks.golden", nil},
		{"enforced.golden", &prompt.Options{Style: prompt.Enforced}},
		{"enforced-denied.golden", &prompt.Options{Style: prompt.Enforced, IncludeDenied: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, fleet(), tt.opts)
			if s.Level != prompt.Full {
				t.Errorf("level %v, want full", s.Level)
			}
			golden(t, tt.name, s.Text)
		})
	}
}

// many adds tools with long descriptions to fleet, so that every
// degradation step saves something.
func many() []rules.Listing {
	tools := fleet()
	for _, n := range []string{"get_commit", "get_file_contents", "list_branches", "list_commits", "list_pull_requests", "search_code"} {
		tools = append(tools, listing("github", ro(n, "", "Returns what the name says, for one repository, with paging, filters and sorting as the GitHub API allows them."), rules.Allow))
	}
	tools = append(tools,
		listing("github", wr("update_issue", "", "Change an issue's title, body, labels, assignees or state; fields left out are kept."), rules.Confirm),
		listing("fs", wr("make_dir", "", "Create a directory, with its parents when they are missing."), rules.Allow))
	return tools
}

// TestBudget walks the budget down one character at a time and keeps the
// first section of each level as a golden file: the steps come in order,
// every section fits its budget, and every destructive tool is named in
// every one of them.
func TestBudget(t *testing.T) {
	tools := many()
	full := build(t, tools, &prompt.Options{Style: prompt.Enforced})
	seen := map[prompt.Level]bool{}
	last := prompt.Full
	var berr *prompt.BudgetError
	for budget := full.Size; budget > 0; budget-- {
		s, err := prompt.Build(tools, &prompt.Options{Style: prompt.Enforced, Budget: budget})
		if s.Level < last {
			t.Fatalf("budget %d: level %v after %v", budget, s.Level, last)
		}
		last = s.Level
		for _, name := range []string{"- delete_file", "- delete_repository"} {
			if !strings.Contains(s.Text, name) {
				t.Fatalf("budget %d, level %v: %s dropped", budget, s.Level, name)
			}
		}
		if err != nil {
			if !errors.As(err, &berr) || s.Level != prompt.Minimal || berr.Size != s.Size || berr.Budget != budget {
				t.Fatalf("budget %d: %v at %v", budget, err, s.Level)
			}
			want := fmt.Sprintf("over the budget of %d by %d", budget, s.Size-budget)
			if !strings.Contains(err.Error(), want) {
				t.Errorf("error %q does not say %q", err, want)
			}
			break
		}
		if s.Size > budget || s.Size != utf8.RuneCountInString(s.Text) {
			t.Fatalf("budget %d: size %d", budget, s.Size)
		}
		if !seen[s.Level] {
			seen[s.Level] = true
			golden(t, "budget-"+s.Level.String()+".golden", s.Text)
		}
	}
	if berr == nil {
		t.Fatal("no budget error at the smallest budgets")
	}
	for l := prompt.Full; l <= prompt.Minimal; l++ {
		if !seen[l] {
			t.Errorf("level %v never used", l)
		}
	}
}

// TestMeasure budgets in another unit: here, words.
func TestMeasure(t *testing.T) {
	words := func(s string) int { return len(strings.Fields(s)) }
	full := build(t, many(), &prompt.Options{Measure: words})
	s := build(t, many(), &prompt.Options{Measure: words, Budget: full.Size - 1})
	if s.Level != prompt.Shortened || s.Size != words(s.Text) || s.Size >= full.Size {
		t.Errorf("level %v, size %d (full %d)", s.Level, s.Size, full.Size)
	}
}

func TestDeterministic(t *testing.T) {
	tools := many()
	want := build(t, tools, nil).Text
	for i := range 20 {
		shuffled := slices.Clone(tools)
		rand.New(rand.NewPCG(uint64(i), 1)).Shuffle(len(shuffled), func(a, b int) { shuffled[a], shuffled[b] = shuffled[b], shuffled[a] })
		if got := build(t, shuffled, nil).Text; got != want {
			t.Fatalf("order %d gives another section:\n%s", i, got)
		}
	}
}

func TestEmptyAndOptions(t *testing.T) {
	s := build(t, nil, nil)
	golden(t, "empty.golden", s.Text)
	hidden := []rules.Listing{listing("a", ro("x", "", ""), rules.Hide), listing("a", ro("y", "", ""), rules.Action(42))}
	if got := build(t, hidden, nil).Text; got != s.Text {
		t.Errorf("hidden or unknown actions shown:\n%s", got)
	}
	for _, o := range []*prompt.Options{{Budget: -1}, {Style: 7}, {MaxDescription: -1}} {
		if _, err := prompt.Build(nil, o); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	// A tool of a class this package does not know is shown as destructive.
	odd := listing("a", ro("odd", "", ""), rules.Allow)
	odd.Tool.Class = 9
	if got := build(t, []rules.Listing{odd}, nil).Text; !strings.Contains(got, "### Destructive tools") {
		t.Errorf("unknown class not destructive:\n%s", got)
	}
}

func TestTemplate(t *testing.T) {
	tmpl := template.Must(template.New("mine").Parse(
		`{{range .Tiers}}{{.Kind}}:{{range .Tools}} {{.Name}}{{with .Description}}={{.}}{{end}}{{if .Confirm}}!{{end}}{{end}}{{range .Summaries}} {{.Count}}@{{.Server}}{{end}}
{{end}}{{if .Has "destructive"}}careful{{end}} {{.Style}} {{.Level}}
`))
	s := build(t, hostile(), &prompt.Options{Template: tmpl, Style: prompt.Enforced})
	golden(t, "template.golden", s.Text)
	// The built-in template is there to copy and extend.
	ext := template.Must(prompt.Template().Parse(`{{define "extra"}}x{{end}}`))
	if got, want := build(t, fleet(), &prompt.Options{Template: ext}).Text, build(t, fleet(), nil).Text; got != want {
		t.Errorf("extended built-in template renders differently")
	}
	bad := template.Must(template.New("bad").Parse(`{{.Nope}}`))
	if _, err := prompt.Build(fleet(), &prompt.Options{Template: bad}); err == nil || !strings.Contains(err.Error(), "template bad") {
		t.Errorf("bad template: %v", err)
	}
}

func TestParseStyle(t *testing.T) {
	for _, s := range []prompt.Style{prompt.ModelAsks, prompt.Enforced} {
		if got, err := prompt.ParseStyle(s.String()); err != nil || got != s {
			t.Errorf("ParseStyle(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := prompt.ParseStyle("polite"); err == nil || !strings.Contains(err.Error(), "polite") {
		t.Errorf("ParseStyle(polite): %v", err)
	}
}
