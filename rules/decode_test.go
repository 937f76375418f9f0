package rules_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A value of the wrong type is reported with its key, and does not hide
// the other problems of the file.
func TestLoadReportsEveryProblemWithItsKey(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"three problems", "rules:\n  - name: a\n    when: tool.readOnly\n    action: alow\ndefault: [1]\nservers: 5\n",
			[]string{`p.yaml:4:13: rule a: unknown action "alow"`, "p.yaml:5:10: default: wrong type", "p.yaml:6:10: servers: wrong type"}},
		{"a bad rule among good ones", "rules:\n  - name: a\n    when: tool.readOnly\n    action: allow\n  - [1, 2]\n  - name: c\n    when: tool.destructive\n    action: nope\n",
			[]string{"p.yaml:5:5:", `rule c: unknown action "nope"`}},
		{"a bad server entry", "servers:\n  fs: {trust: trusted}\n  web: [1]\n  db: {trust: nonsense}\n",
			[]string{"servers.web: wrong type", "servers.db"}},
		{"a bad retry", "retry:\n  - {when: error.transient, max: many}\n",
			[]string{"p.yaml:2:"}},
		{"top level not a mapping", "- 1\n- 2\n", []string{"p.yaml:1:"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.Load("p.yaml", []byte(tc.src))
			if err == nil {
				t.Fatal("loaded")
			}
			for _, want := range tc.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("missing %q in:\n%v", want, err)
				}
			}
		})
	}
}

// Anchors and aliases resolve across the file's keys, as one decode of
// the whole file resolves them; with a wrong type elsewhere, the problems
// are still all reported, and an alias is not one of them.
func TestLoadKeepsAliases(t *testing.T) {
	src := "servers:\n  fs: &t {trust: trusted}\n  web: *t\nrules:\n  - &r {name: a, when: tool.readOnly, action: allow}\n"
	p, err := rules.Load("p.yaml", []byte(src))
	if err != nil {
		t.Fatalf("aliases: %v", err)
	}
	if got := p.Resolver(rules.Session{}, nil).Resolve("web", &mcp.Tool{Name: "x"}).Trust; got != hints.Trusted {
		t.Errorf("web's trust through its alias: %v, want trusted", got)
	}
	_, err = rules.Load("p.yaml", []byte(src+"default: [1]\n  \n"))
	if err == nil || !strings.Contains(err.Error(), "default: wrong type") || strings.Contains(err.Error(), "alias") {
		t.Errorf("a wrong type beside aliases: %v", err)
	}
}
