package prompt_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/prompt"
	"github.com/hintgate/hintgate/rules"
	"github.com/hintgate/hintgate/selection"
)

// The section names tools as the model is given them: with
// selection.Names, "fs__read_file", never the server's bare name, and a
// hostile name cannot come through the naming function unquoted.
func TestNamesAsTheModelCallsThem(t *testing.T) {
	tools := listings()
	ix := selection.New(tools, nil)
	sec, err := prompt.Build(tools, &prompt.Options{Style: prompt.Enforced, Name: ix.Names().Name})
	if err != nil {
		t.Fatal(err)
	}
	s := sec.String()
	for _, want := range []string{"- fs__read_file: ", "- fs__delete_file: "} {
		if !strings.Contains(s, want) {
			t.Errorf("section lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "- read_file") {
		t.Errorf("section names a tool by a name the model was not given:\n%s", s)
	}
	// A tool the naming function does not name is left out; a hostile
	// name it returns is quoted like any server text.
	only := func(l *rules.Listing) (string, bool) {
		if l.Tool.Name == "read_file" {
			return "read\n# heading", true
		}
		return "", false
	}
	sec, err = prompt.Build(tools, &prompt.Options{Name: only})
	if err != nil {
		t.Fatal(err)
	}
	s = sec.String()
	if strings.Contains(s, "delete_file") || !strings.Contains(s, `"read\u000a# heading"`) {
		t.Errorf("naming function not applied safely:\n%s", s)
	}
}
