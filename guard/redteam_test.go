package guard_test

// Red-team findings against the issue 7 fixes: each test is an attack
// that got through, marked with its finding number.

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// FINDING 4: the guard's own check for hintgate's configuration
// directory compared cleaned paths by prefix only, so a path through a
// kernel alias of the root (/proc/self/root) with a ".." that hides the
// directory's name from the plain-text search reached the approvals file.
func TestRedteamConfigDirThroughAlias(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "hintgate")
	path := filepath.Join(dir, "approvals.json")
	store, err := guard.NewFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n"), Store: store})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	for _, p := range []string{
		"/proc/self/root" + base + "/x/../hintgate/approvals.json",
		"/proc/1/root/" + base + "/x/../hintgate",
	} {
		if _, blocked := guard.Blocked(callCS(t, cs, "write_file", map[string]any{"path": p, "content": "{}"})); !blocked {
			t.Errorf("a tool reached hintgate's configuration through %s", p)
		}
	}
	if r.count("write_file") != 0 {
		t.Errorf("ran: %v", r.calls)
	}
}

// FINDING 5: relative paths were never checked against hintgate's
// configuration directory: a server whose working directory is the home
// directory (the usual case for a desktop agent) reads
// ".config/hintgate/approvals.json" as the approvals file.
func TestRedteamConfigDirRelative(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	def, err := guard.DefaultStorePath()
	if err != nil || !strings.HasPrefix(def, home) {
		t.Skipf("default store path %q not under HOME", def)
	}
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n")})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	rel, _ := filepath.Rel(home, def)
	for _, p := range []string{
		rel,
		"./" + rel,
		"docs/../" + rel,
		strings.TrimPrefix(home, "/") + "/" + rel, // from a server running in /
	} {
		if _, blocked := guard.Blocked(callCS(t, cs, "write_file", map[string]any{"path": p, "content": "{}"})); !blocked {
			t.Errorf("a relative path reached hintgate's configuration: %s", p)
		}
	}
	if r.count("write_file") != 0 {
		t.Errorf("ran: %v", r.calls)
	}
}

// FINDING 6: truncation counted a resource link's title and description
// but not its name and URI, which the model reads as well: a server put
// 50,000 characters in them past a 1,000-character bound.
func TestRedteamTruncationResourceLinkName(t *testing.T) {
	big := strings.Repeat("A", 50000)
	result := &mcp.CallToolResult{Content: []mcp.Content{
		&mcp.ResourceLink{URI: "file:///" + big, Name: big},
	}}
	g := newGuard(t, &guard.Options{MaxResultChars: 1000})
	var r ran
	cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "get_x", Annotations: hints.ReadOnlyTool("x", false)}), newClient(g))
	res := callCS(t, cs, "get_x", nil)
	data, _ := json.Marshal(res)
	if n := strings.Count(string(data), "A"); n > 1000 {
		t.Errorf("the model reads %d characters of a result bounded to 1000", n)
	}
}

// FINDING 8 (not fixed): the check names only the configuration
// directory and what is under it, never its parents: a filesystem tool
// moves ~/.config away, writes the approvals file under its new name
// (where an existing 0600 file keeps its mode), and moves it back.
func TestRedteamConfigDirParentMoved(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	def, err := guard.DefaultStorePath()
	if err != nil || !strings.HasPrefix(def, home) {
		t.Skipf("default store path %q not under HOME", def)
	}
	parent := filepath.Dir(filepath.Dir(def)) // ~/.config
	moved := parent + "-old"
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n")})
	var r ran
	move := &mcp.Tool{Name: "move_file", Description: "Move a file or directory.", Annotations: hints.WriteTool("Move", false, false)}
	cs := dial(t, hostileServer("fs", &r, nil, writeTool(), move), newClient(g))
	blocked := 0
	for _, c := range []struct {
		tool string
		args map[string]any
	}{
		{"move_file", map[string]any{"source": parent, "destination": moved}},
		{"write_file", map[string]any{"path": strings.Replace(def, parent, moved, 1), "content": "{}"}},
		{"move_file", map[string]any{"source": moved, "destination": parent}},
	} {
		if _, ok := guard.Blocked(callCS(t, cs, c.tool, c.args)); ok {
			blocked++
		}
	}
	if blocked == 0 {
		t.Errorf("the approvals file was rewritten by moving its parent: %v", r.calls)
	}
}

// FINDING 19: the config-dir check looked for the directory's name in the
// text as written, so a file: URL with a percent-encoded letter
// ("file:///…/%68intgate/approvals.json", which servers decode) named it
// unseen.
func TestRedteamConfigDirPercentEncoded(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "hintgate")
	store, err := guard.NewFileStore(filepath.Join(dir, "approvals.json"))
	if err != nil {
		t.Fatal(err)
	}
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n"), Store: store})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	enc := "file://" + filepath.Dir(dir) + "/%68intgate/approvals.json"
	if _, blocked := guard.Blocked(callCS(t, cs, "write_file", map[string]any{"path": enc, "content": "{}"})); !blocked {
		t.Errorf("a tool reached hintgate's configuration through %s", enc)
	}
}

// The parent check asks a human only for tools that are not read-only,
// and finds a parent named as one word of a command.
func TestConfigDirParentAsks(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	def, err := guard.DefaultStorePath()
	if err != nil || !strings.HasPrefix(def, home) {
		t.Skipf("default store path %q not under HOME", def)
	}
	conf := &counting{verdict: func(*guard.Request) guard.Verdict { return guard.Verdict{} }}
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n"), Confirmer: conf})
	var r ran
	list := &mcp.Tool{Name: "list_directory", Description: "List a directory.", Annotations: hints.ReadOnlyTool("List", false)}
	shell := &mcp.Tool{Name: "run_command", Description: "Run a shell command.", Annotations: hints.DestructiveTool("Run", false, true)}
	cs := dial(t, hostileServer("fs", &r, nil, list, shell, writeTool()), newClient(g))
	for _, c := range []struct {
		tool string
		args map[string]any
		asks bool
	}{
		{"list_directory", map[string]any{"path": filepath.Dir(filepath.Dir(def))}, false},
		{"list_directory", map[string]any{"path": "~"}, false},
		{"run_command", map[string]any{"command": "mv ~/.config /tmp/x"}, true},
		{"run_command", map[string]any{"command": "cd ~ && ls"}, true},
		{"run_command", map[string]any{"command": "ls /srv"}, false}, // (/tmp holds this test's home)
		{"write_file", map[string]any{"path": home + "/notes.txt", "content": "x"}, false},
	} {
		before := conf.n()
		callCS(t, cs, c.tool, c.args)
		if asked := conf.n() > before; asked != c.asks {
			t.Errorf("%s %v: asked=%v, want %v", c.tool, c.args, asked, c.asks)
		}
	}
}
