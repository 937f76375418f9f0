package selection_test

import (
	"fmt"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/hintgate/hintgate/selection"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// listed resolves tools as the guard lists them: hints, then the
// policy's list-time decision.
func listed(server string, tools ...*mcp.Tool) []rules.Listing {
	policy, err := rules.Compile(rules.Config{Name: "example", Rules: []rules.Rule{
		{Name: "reads-are-free", When: "tool.readOnly", Action: rules.Allow},
		{Name: "no-admin", When: `"admin" in tool.tags`, Action: rules.Hide},
	}})
	if err != nil {
		panic(err)
	}
	r := policy.Resolver(rules.Session{}, nil)
	var out []rules.Listing
	for _, t := range tools {
		ht := r.Resolve(server, t)
		out = append(out, rules.Listing{Tool: ht, Decision: policy.Decide(policy.Prepare(&ht, rules.Session{}), rules.Call{Attempt: 1})})
	}
	return out
}

func tools() []rules.Listing {
	schema := map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string"}},
		"required": []any{"path"}, "additionalProperties": false}
	return listed("fs",
		&mcp.Tool{Name: "read_file", Description: "Read a file.", InputSchema: schema, Annotations: hints.ReadOnlyTool("Read file", false)},
		&mcp.Tool{Name: "delete_file", Description: "Delete a file.", InputSchema: schema, Annotations: hints.DestructiveTool("Delete file", true, false)},
		&mcp.Tool{Name: "take_screenshot", Description: "Capture the screen as PNG.", InputSchema: map[string]any{"type": "object"}},
		&mcp.Tool{Name: "wipe_disk", Description: "Erase everything.", Meta: mcp.Meta{"tags": []any{"admin"}}},
	)
}

func ExampleIndex_Select() {
	ix := selection.New(tools(), nil) // once per tools/list
	for _, q := range []string{"get rid of old.txt", "take a picture of my screen"} {
		r := ix.Select(q, &selection.Filter{K: 1})
		fmt.Printf("%s → %s (%s, %s)\n", q, r[0].Tool.Name, r[0].Tool.Class, r[0].Decision.Action)
	}
	// Output:
	// get rid of old.txt → delete_file (destructive, confirm)
	// take a picture of my screen → take_screenshot (read_only, allow)
}

func ExampleFilter() {
	ix := selection.New(tools(), nil)
	// wipe_disk is hidden by the policy: no filter brings it back.
	f := &selection.Filter{ExcludeDestructive: true, AlwaysActive: []string{"wipe_disk"}}
	for _, r := range ix.Select("", f) {
		fmt.Println(r.Tool.Name)
	}
	// Output:
	// read_file
	// take_screenshot
}

func ExampleChatTools() {
	ix := selection.New(tools(), nil)
	for _, t := range selection.ChatTools(ix.Select("read notes.txt", &selection.Filter{K: 2}), ix.Names()) {
		fn := t.OfFunction.Function
		fmt.Println(fn.Name, "strict:", fn.Strict.Valid() && fn.Strict.Value)
	}
	// Output:
	// fs__read_file strict: true
	// fs__delete_file strict: true
}

func ExampleNames_Resolve() {
	ix := selection.New(tools(), nil)
	server, tool, ok := ix.Names().Resolve("fs__delete_file")
	fmt.Println(server, tool, ok)
	_, _, ok = ix.Names().Resolve("fs__wipe_disk") // hidden: never given out
	fmt.Println(ok)
	// Output:
	// fs delete_file true
	// false
}
