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
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Sandboxed approves calls whose every path argument is inside dir.
func Sandboxed(dir string) guard.Confirmer {
	dir = filepath.Clean(dir)
	return guard.ConfirmFunc(func(ctx context.Context, r *guard.Request) (guard.Verdict, error) {
		for _, key := range []string{"path", "source", "destination"} {
			p, ok := r.Args[key].(string)
			if !ok {
				continue
			}
			p = filepath.Clean(p)
			if p != dir && !strings.HasPrefix(p, dir+string(filepath.Separator)) {
				fmt.Fprintf(os.Stderr, "rejected %s: %s is outside %s\n", r.Tool.Name, p, dir)
				return guard.Verdict{Reason: "only files under " + dir + " may be changed"}, nil
			}
		}
		fmt.Fprintf(os.Stderr, "approved %s for this session\n", r.Tool.Name)
		return guard.Verdict{Answer: guard.Approve, Scope: guard.ForSession}, nil
	})
}

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
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(cmd[0], cmd[1:]...)}, nil)
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
