package guard_test

import (
	"testing"

	"github.com/hintgate/hintgate/guard"
)

// The keys of MCP client configuration files are the names users give
// their servers, and they often hold underscores and dots; "*" and
// names that are empty, too long or carry spaces, slashes or control
// characters are still refused.
func TestConfigKeysAreServerNames(t *testing.T) {
	for _, name := range []string{"fs", "brave_search", "mcp_server_fetch", "github.com", "my.notes", "a-b_c.d", "X9"} {
		if _, err := guard.New(&guard.Options{Server: name}); err != nil {
			t.Errorf("New(Server: %q): %v", name, err)
		}
	}
	for _, name := range []string{"", "*", ".hidden", "..", "a b", "a/b", "a\x1bb", "ü", string(make([]byte, 65))} {
		if _, err := guard.New(&guard.Options{Server: name}); err == nil && name != "" {
			t.Errorf("New(Server: %q) accepted", name)
		}
	}
}
