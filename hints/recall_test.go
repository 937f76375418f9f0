package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// recallCase is one tool and the class inference must give it.
type recallCase struct {
	name, desc string
	schema     any
	want       hints.Class
}

// idAndFlag is an input schema of a string "id" and a boolean option
// named name, described by desc.
func idAndFlag(name, desc string) map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		"id": map[string]any{"type": "string"},
		name: map[string]any{"type": "boolean", "description": desc},
	}}
}

// stringProps is an input schema of string properties with the names
// given.
func stringProps(names ...string) map[string]any {
	p := map[string]any{}
	for _, n := range names {
		p[n] = map[string]any{"type": "string"}
	}
	return map[string]any{"type": "object", "properties": p}
}

func checkClasses(t *testing.T, cases []recallCase) {
	t.Helper()
	for _, tc := range cases {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestDeliverySignals: a message pushed to someone is sent.
func TestDeliverySignals(t *testing.T) {
	checkClasses(t, []recallCase{
		{"push_message", "Push a message to a user.", nil, hints.Destructive},
		{"send_push", "Push a notification to every subscribed device.", nil, hints.Destructive},
		{"push_text", "Push a text to the channel.", nil, hints.Destructive},
		// A git push or a push of files into a commit is not a message.
		{"push_files", "Push multiple files to a repository in a single commit.", nil, hints.Write},
	})
}

// TestCodePropertyHead: a two-word property named for code by its last
// word ("initScript", "rawSql") carries code as one named by its first.
func TestCodePropertyHead(t *testing.T) {
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	checkClasses(t, []recallCase{
		{"navigate", "Go to a URL.", schema(map[string]any{"url": str(""), "initScript": str("A script to be executed on each new document.")}), hints.Destructive},
		{"db_change", "Change the database.", schema(map[string]any{"rawSql": str("")}), hints.Destructive},
		{"hook_add", "Add a hook.", schema(map[string]any{"post_command": str("")}), hints.Destructive},
		// "code" as the last word needs a description that runs it.
		{"checkouts_create", "Create a checkout.", schema(map[string]any{"discount_code": str("")}), hints.Write},
		{"snippet_add", "Add a snippet.", schema(map[string]any{"user_code": str("Code to execute on load.")}), hints.Destructive},
		// A name of three words or more is not a code property.
		{"task_create", "Create a task.", schema(map[string]any{"build_script_name": str("")}), hints.Write},
	})
}

// TestBehaviorModes: a property saying how the tool behaves is a mode, and
// the tool takes its most dangerous member.
func TestBehaviorModes(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	enum := func(vs ...any) map[string]any { return map[string]any{"type": "string", "enum": vs} }
	checkClasses(t, []recallCase{
		{"subscriptions_update", "Update a subscription.", schema(map[string]any{
			"update_behavior": enum("proration-charge-immediately", "proration-none")}), hints.Destructive},
		{"sync_folder", "Sync a folder.", schema(map[string]any{
			"conflictStrategy": enum("keep-both", "overwrite")}), hints.Destructive},
		{"sync_folder", "Sync a folder.", schema(map[string]any{
			"conflictStrategy": enum("keep-both", "skip")}), hints.Write},
		{"load_table", "Load rows into a table.", schema(map[string]any{"if_exists": enum("fail", "append", "replace")}), hints.Destructive},
		{"load_job", "Start a load job.", schema(map[string]any{"writeDisposition": enum("WRITE_APPEND", "WRITE_TRUNCATE")}), hints.Destructive},
		{"import_rows", "Import rows.", schema(map[string]any{"on_conflict": enum("skip", "error")}), hints.Write},
		// A filter's enum is not a mode: listing deleted items reads.
		{"list_discounts", "List discounts.", schema(map[string]any{"status": enum("active", "deleted")}), hints.ReadOnly},
	})
}

// TestPutsOver: a tool named for "put" replaces what is stored at its key.
func TestPutsOver(t *testing.T) {
	checkClasses(t, []recallCase{
		{"put_object", "Upload an object to a bucket.", nil, hints.Destructive},
		{"kv_put", "Store a value under a key.", nil, hints.Destructive},
		// "put" in running text is an ordinary verb.
		{"create_filter", "Create a filter; put the conditions together in one list.", nil, hints.Write},
	})
}

// TestActivate: activating is the reversible counterpart of deactivating.
func TestActivate(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"licenses_activate", "Activates a license key for a device.", nil, hints.Write},
		{"users_deactivate", "Deactivate a user.", nil, hints.Destructive},
	})
}

// TestMoneyActs: making a trade or a donation happen moves money.
func TestMoneyActs(t *testing.T) {
	checkClasses(t, []recallCase{
		{"execute_trade", "Execute a trade on the exchange.", nil, hints.Destructive},
		{"create_donation", "Create a donation to a charity.", nil, hints.Destructive},
		{"trade_stock", "Trade a stock at market price.", nil, hints.Destructive},
		{"get_trade_history", "Get the trade history of an account.", nil, hints.ReadOnly},
		{"list_trades", "List trades of an account.", nil, hints.ReadOnly},
	})
}

// TestPhoneCalls: placing a phone call reaches a person at once.
func TestPhoneCalls(t *testing.T) {
	checkClasses(t, []recallCase{
		{"call_phone", "Call a phone number and play a message.", nil, hints.Destructive},
		{"voice_tool", "Calls the given phone number.", nil, hints.Destructive},
		// Calling an API or a function is not a phone call.
		{"call_api", "Call an API endpoint with a JSON body.", nil, hints.Write},
		// Not a phone call either, but a call of any tool by name takes
		// the class of the most dangerous tool it reaches (TestDispatch).
		{"call_tool", "Call another tool by name.", nil, hints.Destructive},
	})
}

// TestPutIdempotent: a put is idempotent, as HTTP PUT is.
func TestPutIdempotent(t *testing.T) {
	inf := hints.InferTool(&mcp.Tool{Name: "kv_put", Description: "Store a value under a key."})
	if inf.Effect != hints.Destroys || !inf.Idempotent.Known || !inf.Idempotent.Value {
		t.Errorf("kv_put: %v idempotent %+v, want destructive and idempotent", inf.Effect, inf.Idempotent)
	}
}
