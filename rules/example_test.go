package rules_test

import (
	"fmt"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ExampleLoad() {
	policy, err := rules.Load("policy.yaml", []byte(`
servers:
  fs: {trust: trusted}
overrides:
  - {server: fs, tool: write_*, hints: {destructive: true, idempotent: true}}
rules:
  - name: no-system-files
    when: 'anyPath(args, ["/etc/**"])'
    action: deny
    reason: "{{ tool.name }} may not touch system files"
  - name: reads-are-free
    when: tool.readOnly
    action: allow
  - name: destructive-needs-a-human
    when: tool.destructive
    action: confirm
    message: "Overwrite {{ args.path }}?"
default: confirm
retry:
  - {when: 'error.transient', max: 3, backoff: {base: 100ms, cap: 2s}}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	// Resolve the tool with the policy's trust levels and overrides, then
	// decide what depends only on the tool, once per list.
	session := rules.Session{}
	tool := policy.Resolver(session, nil).Resolve("fs", &mcp.Tool{Name: "write_file", Annotations: hints.WriteTool("Write file", false, false)})
	prep := policy.Prepare(&tool, session)

	for _, args := range []map[string]any{{"path": "/etc/hosts"}, {"path": "/home/me/notes.txt"}} {
		d := policy.Decide(prep, rules.Call{Args: args, Attempt: 1})
		fmt.Println(d.Action, d.Rule, d.Reason+d.Message)
	}
	// Output:
	// deny no-system-files write_file may not touch system files
	// confirm destructive-needs-a-human Overwrite /home/me/notes.txt?
}

func ExamplePolicy_Explain() {
	policy, _ := rules.Load("p.yaml", []byte(`
rules:
  - {name: reads, when: tool.readOnly, action: allow}
  - {name: big, when: 'args.count > 100', action: deny}
default: confirm
`))
	prep := policy.Prepare(&hints.Tool{Name: "add_rows", Class: hints.Write}, rules.Session{})
	d, steps := policy.Explain(prep, rules.Call{Args: map[string]any{"count": 500}})
	for _, s := range steps {
		fmt.Println(s.Rule, s.Matched)
	}
	fmt.Println("=>", d.Action, "by", d.Rule)
	// Output:
	// reads false
	// big true
	// => deny by big
}

func ExampleStack() {
	org, _ := rules.Load("org.yaml", []byte(`
lock: true
rules:
  - {name: no-prod-writes, when: 'tool.server == "prod" && !tool.readOnly', action: deny}
`))
	project, _ := rules.Load("project.yaml", []byte(`
default: allow
`))
	policy := rules.Stack(org, project)
	prep := policy.Prepare(&hints.Tool{Name: "migrate", Server: "prod", Class: hints.Write}, rules.Session{})
	d := policy.Decide(prep, rules.Call{})
	fmt.Println(d.Action, d.Layer, d.Rule)
	// Output: deny org.yaml no-prod-writes
}

// Path helpers read paths as servers do: "~" is paths.home, relative
// paths are resolved against paths.root, file: URLs are decoded.
func ExamplePaths() {
	p, err := rules.Load("policy.yaml", []byte(`
paths: {home: /home/me, root: /home/me/project}
rules:
  - {name: secrets, when: 'anyPath(args, ["~/.ssh/**", "**/.env"])', action: deny}
default: allow
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	tool := p.Resolver(rules.Session{}, nil).Resolve("fs", &mcp.Tool{Name: "write_file"})
	prep := p.Prepare(&tool, rules.Session{})
	for _, path := range []string{"~/.ssh/id_rsa", "/home/me/.ssh/config", "FILE:///home/me/.ssh/x", ".env", "src/../.env", "src/main.go"} {
		d := p.Decide(prep, rules.Call{Args: map[string]any{"path": path}})
		fmt.Printf("%-24s %s\n", path, d.Action)
	}
	// Output:
	// ~/.ssh/id_rsa            deny
	// /home/me/.ssh/config     deny
	// FILE:///home/me/.ssh/x   deny
	// .env                     deny
	// src/../.env              deny
	// src/main.go              allow
}

// Warnings point at what works as written but is likely a mistake.
func ExamplePolicy_Warnings() {
	p, err := rules.Load("policy.yaml", []byte(`
rules:
  - {name: keys, when: 'anyPath(args, ["*.pem", "/etc/*"])', action: deny}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range p.Warnings() {
		fmt.Println(w)
	}
	// Output:
	// policy.yaml:3:40: rule keys: warning: path pattern "*.pem" is relative and never matches: paths are absolute when matched (use "**/*.pem" for any directory)
	// policy.yaml:3:49: rule keys: warning: path pattern "/etc/*" matches only the entries directly in /etc (use "/etc/**" for everything under it)
}
