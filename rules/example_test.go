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
  - name: reads-are-free
    when: tool.readOnly
    action: allow
  - name: no-system-files
    when: 'anyPath(args, ["/etc/**"])'
    action: deny
    reason: "{{ tool.name }} may not touch system files"
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
