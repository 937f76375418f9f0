package rules_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/rules"
	"golang.org/x/tools/txtar"
)

// TestCases walks testdata/cases/*.txtar: each holds a policy.yaml and
// cases, one per line: tool JSON | args JSON | session JSON | action rule.
func TestCases(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatal("no cases", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sections := map[string]string{}
			for _, f := range ar.Files {
				sections[f.Name] = string(f.Data)
			}
			p, err := rules.Load(file, []byte(sections["policy.yaml"]))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for i, line := range strings.Split(sections["cases"], "\n") {
				line = strings.TrimSpace(line)
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				n++
				cols := strings.Split(line, " | ")
				if len(cols) != 4 {
					t.Fatalf("%s: cases line %d: want 4 columns", file, i+1)
				}
				var tool rules.Tool
				var args map[string]any
				var sess rules.Session
				for j, dst := range []any{&tool, &args, &sess} {
					if err := json.Unmarshal([]byte(cols[j]), dst); err != nil {
						t.Fatalf("%s: cases line %d column %d: %v", file, i+1, j+1, err)
					}
				}
				want := strings.Fields(cols[3])
				d := p.Decide(p.Prepare(ht(tool), sess), rules.Call{Args: args, Attempt: 1})
				if d.Action.String() != want[0] || d.Rule != want[1] {
					t.Errorf("line %d: %s: got %v %s (%v), want %s", i+1, line, d.Action, d.Rule, d.Err, cols[3])
				}
			}
			if n == 0 {
				t.Error("no cases")
			}
		})
	}
}
