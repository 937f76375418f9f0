package mcpconfig

import (
	"strings"
	"testing"
)

// FINDING (medium): a key given twice in a server's entry (or in the
// file's root) was read at its first place, while the clients that run
// these files (JSON.parse, VS Code's parser) take the last. A file could
// show hintgate one command, or a server disabled, and have the client
// run another, or the same server enabled: "hintgate check --config"
// checked what the client never runs, or ran what the client would not.
// A "disabled" that is not a boolean ("true") was read as enabled.
func TestRedteamTrustConfigDuplicates(t *testing.T) {
	opts := &Options{LookupEnv: func(string) (string, bool) { return "", false }, Workspace: "/w", Home: "/h"}
	for _, src := range []string{
		`{"mcpServers": {"s": {"command": "true", "command": "evil"}}}`,
		`{"mcpServers": {"s": {"command": "x", "disabled": true, "disabled": false}}}`,
		`{"mcpServers": {"s": {"command": "x", "args": ["a"], "args": ["b"]}}}`,
		`{"mcpServers": {"s": {"url": "https://a.example", "url": "https://b.example"}}}`,
		`{"mcpServers": {"s": {"command": "x", "env": {"A": "1", "A": "2"}}}}`,
		`{"mcpServers": {"s": {"command": "true"}}, "mcpServers": {"t": {"command": "evil"}}}`,
		`{"mcp": {"servers": {"s": {"command": "true"}}, "servers": {"t": {"command": "evil"}}}}`,
		`{"mcpServers": {"s": {"command": "x", "disabled": "true"}}}`,
		`{"mcpServers": {"s": {"command": "x", "disabled": 1}}}`,
	} {
		servers, err := Parse("c.json", []byte(src), opts)
		if err == nil {
			t.Errorf("%s: no error; read %+v", src, servers)
			continue
		}
		if !strings.Contains(err.Error(), "c.json:1:") {
			t.Errorf("%s: error %q has no position", src, err)
		}
	}
}
