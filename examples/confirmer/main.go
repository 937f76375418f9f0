// Command confirmer shows a custom Confirmer: writes inside a sandbox
// directory are approved for the session, everything else is rejected
// with a reason the model can act on, and every verdict is printed.
//
//	go run ./examples/confirmer -- npx -y @modelcontextprotocol/server-filesystem@2026.8.31 /tmp/sandbox
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/internal/stdio"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// pathArgs are the arguments that name files; content is the only other
// argument Sandboxed lets through, since it can check nothing else.
var pathArgs = map[string]bool{"path": true, "source": true, "destination": true}

// Sandboxed approves calls whose every path argument is inside dir, for
// the session: the approval states what was checked (every path under
// dir, any content), so later calls the guard lets through without asking
// are exactly the ones this function would have approved. A call with
// any other argument is rejected: it cannot be checked.
func Sandboxed(dir string) guard.Confirmer {
	dir = filepath.Clean(dir)
	return guard.ConfirmFunc(func(ctx context.Context, r *guard.Request) (guard.Verdict, error) {
		match := guard.Match{"content": guard.AnyValue}
		for key, v := range r.Args {
			if key == "content" {
				continue
			}
			p, ok := v.(string)
			if !pathArgs[key] || !ok {
				fmt.Fprintf(os.Stderr, "rejected %s: cannot check argument %q\n", r.Tool.Name, key)
				return guard.Verdict{Reason: "only path, source, destination and content arguments can be approved"}, nil
			}
			p = filepath.Clean(p)
			if !filepath.IsAbs(p) || p != dir && !strings.HasPrefix(p, dir+string(filepath.Separator)) {
				fmt.Fprintf(os.Stderr, "rejected %s: %q is outside %s\n", r.Tool.Name, p, dir)
				return guard.Verdict{Reason: "only files under " + dir + " may be changed"}, nil
			}
			match[key] = quoteGlob(filepath.ToSlash(dir)) + "/**"
		}
		fmt.Fprintf(os.Stderr, "approved %s for this session, for paths under %s\n", r.Tool.Name, dir)
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession, Match: match}, nil
	})
}

// quoteGlob escapes the characters a Match pattern reads as a glob, so
// that a directory named "work[1]" stands for itself.
var quoteGlob = strings.NewReplacer(`\`, `\\`, "*", `\*`, "?", `\?`, "[", `\[`).Replace

func main() {
	if len(os.Args) < 3 || os.Args[1] != "--" {
		log.Fatal("usage: confirmer -- SERVER COMMAND... SANDBOX_DIR")
	}
	cmd := os.Args[2:]
	sandbox := cmd[len(cmd)-1]
	g, err := guard.New(&guard.Options{Confirmer: Sandboxed(sandbox)})
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "confirmer", Version: "1"}, nil)
	// "fs" is our name for the server: the policy, the approvals and the
	// pins are keyed on it, never on the name the server gives itself.
	server := exec.Command(cmd[0], cmd[1:]...)
	server.Stderr = os.Stderr
	cs, err := g.Connect(ctx, client, "fs", &stdio.Transport{Command: server}, nil) // its own process group, ended on Close
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()
	s := g.Wrap(cs)
	for _, path := range []string{filepath.Join(sandbox, "ok.txt"), "/tmp/elsewhere.txt"} {
		res, err := s.CallTool(ctx, "write_file", map[string]any{"path": path, "content": "hello\n"})
		if err != nil {
			log.Fatal(err)
		}
		_, blocked := guard.Blocked(res)
		fmt.Printf("write %s: blocked=%v\n", path, blocked)
	}
}
