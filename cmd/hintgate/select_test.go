package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSelectGolden(t *testing.T) {
	const tools, policy = "testdata/select-tools.jsonl", "testdata/select-policy.yaml"
	tests := []struct {
		golden string
		args   []string
	}{
		{"select-text.golden", []string{"--k", "5", "give the customer their money back"}},
		{"select-json.golden", []string{"--k", "4", "--json", "undo my last commit but keep the changes"}},
		{"select-filters.golden", []string{"--k", "3", "--json", "--exclude-destructive", "--server", "stripe", "--always", "git_status", "stop charging this customer every month"}},
		{"select-tag.golden", []string{"--json", "--tag", "deploy", "anything"}},
		{"select-hostile.golden", []string{"--k", "2", "release"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			args := append([]string{"select", "--tools", tools, "--policy", policy}, tt.args...)
			out, errOut, code := runCLI(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, tt.golden, out)
		})
	}
}

func TestSelectJSONFields(t *testing.T) {
	out, _, code := runCLI(t, "", "select", "--tools", "testdata/select-tools.jsonl", "--policy", "testdata/select-policy.yaml",
		"--json", "--k", "0", "rotate every api key")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	prev := 1e9
	for i, line := range lines {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		for _, k := range []string{"server", "name", "score", "class"} {
			if _, ok := r[k]; !ok {
				t.Fatalf("line %d has no %q: %s", i+1, k, line)
			}
		}
		if r["name"] == "rotate_keys" {
			t.Fatalf("a tool the policy hides was selected: %s", line)
		}
		if s := r["score"].(float64); s > prev {
			t.Fatalf("line %d: score %v after %v: not in rank order", i+1, s, prev)
		} else {
			prev = s
		}
	}
}

func TestSelectErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"tools and a command", []string{"select", "--tools", "testdata/select-tools.jsonl", "q", "--", "server"}, 2, "not both"},
		{"bad class", []string{"select", "--tools", "testdata/select-tools.jsonl", "--class", "risky", "q"}, 2, "unknown class"},
		{"negative k", []string{"select", "--tools", "testdata/select-tools.jsonl", "--k", "-1", "q"}, 2, "Usage"},
		{"missing file", []string{"select", "--tools", "testdata/none.jsonl", "q"}, 1, "none.jsonl"},
		{"malformed line", []string{"select", "--tools", "testdata/bad-tools.jsonl", "q"}, 0, "bad-tools.jsonl:2:"},
		{"bad server", []string{"select", "--tools", "testdata/bad-tools.jsonl", "q"}, 0, "bad-tools.jsonl:3: server: want a string"},
		{"both policy and preset", []string{"select", "--tools", "testdata/select-tools.jsonl", "--policy", "testdata/select-policy.yaml", "--preset", "default", "q"}, 2, "not both"}, // a usage error (issue 10: exit 2 with the reason),
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errOut, code := runCLI(t, "", tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Fatalf("exit %d, stderr %q; want exit %d and %q", code, errOut, tt.code, tt.want)
			}
		})
	}
}

// A select without a query is a usage error with its reason, not an empty
// ranking that reads as "no tools".
func TestSelectNeedsQuery(t *testing.T) {
	_, errOut, code := runCLI(t, "", "select", "--tools", "testdata/select-tools.jsonl")
	if code != 2 || !strings.Contains(errOut, "a QUERY is required") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}
