package hints_test

// Attacks on the signals that loosen a class (a read-only query, work
// sent to a model, keys typed, a field cleared, content generated to be
// read): tools whose text or schema says they write or destroy, written
// as a careless or hostile server author would. Each failed first.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRedteamReadOnlyQuery: a restriction to reading that is negated,
// conditional, said of something else, contradicted by other statements
// that run, switchable in the schema, or beside a delivery, is not one.
func TestRedteamReadOnlyQuery(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	q := map[string]any{"type": "string"}
	query := schema(map[string]any{"query": q})
	d := hints.Destructive
	checkClasses(t, []recallCase{
		{"run_query", "Only SELECT queries are allowed in preview mode; otherwise any statement runs.", query, d},
		{"run_query", "Execute a read-only query against the replica, and also execute arbitrary SQL on the primary.", query, d},
		{"run_query", "Not only SELECT queries are allowed: any statement is.", query, d},
		{"run_query", "SELECT statements only are logged; all other statements run without logging.", query, d},
		{"execute_sql", "Executes SQL. Only SELECT queries are allowed when readonly is true.", query, d},
		{"execute_sql", "Executes SQL. In safe mode, only SELECT queries are allowed.", query, d},
	})
	// Without the restriction these tools are what their other words make
	// them; what matters here is that they are not reads.
	checkClassNot(t, hints.ReadOnly, []recallCase{
		{"sql", "Only SELECT queries are allowed by default.", query, 0},
		{"sql", "Only SELECT queries are allowed. Other statements are logged and run.", query, 0},
		{"sql", "Run a read-only query. Results are texted to the account owner.", query, 0},
		// A schema that switches the restriction off.
		{"run_query", "Execute a read-only SQL query.", schema(map[string]any{"query": q, "mode": map[string]any{"type": "string", "enum": []any{"read", "write"}}}), 0},
		{"run_query", "Execute a read-only SQL query.", schema(map[string]any{"query": q, "allowWrite": map[string]any{"type": "boolean"}}), 0},
		{"run_query", "Execute a read-only SQL query.", schema(map[string]any{"query": q, "readOnly": map[string]any{"type": "boolean", "default": true}}), 0},
		{"run_query", "Run a read-only query.", schema(map[string]any{"query": q, "options": schema(map[string]any{"allowWrite": map[string]any{"type": "boolean"}})}), 0},
		{"run_query", "Run a read-only query.", schema(map[string]any{"query": q, "admin": map[string]any{"type": "boolean", "description": "Run as admin; any statement is allowed."}}), 0},
		{"run_query", "Run a read-only query.", schema(map[string]any{"query": q, "database": map[string]any{"type": "string", "enum": []any{"prod", "prod_rw"}}}), 0},
		// A restriction the description says is not kept.
		{"run_query", "Run a read-only query. Note: the read-only check is best effort.", query, 0},
		{"run_query", "Run a read-only query (not enforced server-side).", query, 0},
	})
}

// TestRedteamAsksModel: a send is a question to a model only when the
// model ends the destination and nothing reaches past it: a model agency,
// an AI agent, an assistant manager, a person's assistant or a model's
// phone number are parties, and a second destination still receives.
func TestRedteamAsksModel(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	d := hints.Destructive
	checkClasses(t, []recallCase{
		{"brief", "Send the brief to the model agency.", nil, d},
		{"delegate", "Send a task to the AI agent, which picks its own tools.", nil, d},
		{"relay", "Send the summary to the LLM and then to the customer.", nil, d},
		{"relay", "Send a message to the assistant manager.", nil, d},
		{"relay", "Send the task to the assistant, who emails the client.", nil, d},
		{"relay", "Sends a text to the model's phone number.", nil, d},
		{"relay", "Send an email to my assistant.", nil, d},
		// Something else happens to the answer, or the model acts.
		{"relay", "Send the prompt to the LLM. Its answer is then sent to the user.", nil, d},
		{"relay", "Send the prompt to the LLM. Its answer is posted as a comment on the pull request.", nil, d},
		{"relay", "Send the ticket to the AI model for auto-resolution; it closes the ticket when done.", nil, d},
		{"relay", "Send the prompt to the LLM, with tools enabled so it can act on the repository.", nil, d},
		{"relay", "Send the prompt to the LLM; the model may call tools that change files.", nil, d},
		{"relay", "Send the prompt to the LLM and show its answer publicly on the status page.", nil, d},
		// Money or an amount is paid, whoever receives it.
		{"relay", "Send 5 USDC to the AI.", nil, d},
		// A recipient in the schema receives what is sent.
		{"relay", "Send the summary to the AI.", schema(map[string]any{"recipient": map[string]any{"type": "string"}}), d},
		{"relay", "Send the summary to the AI.", schema(map[string]any{"to": map[string]any{"type": "string", "format": "email"}}), d},
	})
}

// TestRedteamSendsKeys: keys sent are typing only when they are the
// keys of a keyboard: API or licence keys sent to someone are sent, and
// keys typed into a terminal run what they spell.
func TestRedteamSendsKeys(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	d := hints.Destructive
	checkClasses(t, []recallCase{
		{"relay", "Send the API keys to the partner's webhook.", nil, d},
		{"relay", "Send the license keys to the customer.", nil, d},
		{"keys", "Send keys to the terminal.", nil, d},
		{"tmux", "Send keystrokes to a tmux pane running a shell.", nil, d},
		{"pane_input", "Send keys to the given tmux pane.", nil, d},
		{"relay_keys", "Send the API keys to the partner.", nil, d},
	})
}

// TestRedteamGeneratedContent: generated content is returned only when
// nothing else happens to it: a password made for a user is set, a plan
// run is run, a report handed or distributed to people reaches them.
func TestRedteamGeneratedContent(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	ro := hints.ReadOnly
	checkClassNot(t, ro, []recallCase{
		{"generate_password", "Generate a new password for the user.", nil, 0},
		{"generate_plan", "Generate a plan and executes each step.", nil, 0},
		{"generate_plan", "Generate a plan, then run it.", nil, 0},
		{"generate_report", "Generate the report. The report is then distributed to all subscribers.", nil, 0},
		{"generate_report", "Generate a report for the customer and deliver it.", nil, 0},
		{"generate_report", "Generate a report and hand it to the customer.", nil, 0},
		{"generate_preview", "Generate a preview link, visible to everyone with it.", nil, 0},
		{"generate_sql", "Generate SQL for the request. The SQL is executed against the warehouse.", nil, 0},
		{"generate_password", "Generate a new password for the admin.", nil, 0},
		{"generate_password", "Generate a password and use it as the new root password.", nil, 0},
		{"generate_report", "Generate a report; it is also kept in the report history.", nil, 0},
		{"generate_preview", "Generate a preview deployment of the branch.", nil, 0},
		{"generate_preview", "Generate a preview environment for the pull request.", nil, 0},
		{"generate_plan", "Generate a Terraform plan.", schema(map[string]any{"apply": map[string]any{"type": "boolean"}}), 0},
		{"generate_report", "Generate the report.", schema(map[string]any{"schedule": map[string]any{"type": "string", "description": "Cron expression; the report recurs."}}), 0},
	})
}

// TestRedteamFieldClears: an empty value "to clear" is an update only
// when what it clears is the field: "to clear all records" loses them.
func TestRedteamFieldClears(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	d := hints.Destructive
	checkClasses(t, []recallCase{
		{"index_tool", "Set the filter to empty to clear all records in the index.", nil, d},
		{"store_tool", "Update the store. Pass none as the key to clear every entry.", nil, d},
		// The field itself.
		{"set_due", "Set the due date; pass null to clear the date.", nil, hints.Write},
		{"llama_update_sprint", "Update sprint name, goal, dates, or per-sprint completion AI override. Set both to null to clear the override and inherit the project default again.", nil, hints.Write},
	})
}

// TestRedteamPureVerbs: a pure transformation ("rephrase", "translate")
// returns its result only when nothing else in the description keeps or
// sends it, and when it is given text, not a stored item by id.
func TestRedteamPureVerbs(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"paraphrase", "Paraphrase the comment and update it.", nil, hints.Write},
		{"translate", "Translate the comment and update it.", nil, hints.Write},
		{"rephrase", "Rephrase the text. The rephrased text replaces the original post.", nil, hints.Destructive},
		{"rephrase_comment", "Rephrase the comment with the given id.", schema(map[string]any{"commentId": map[string]any{"type": "string"}}), hints.Write},
		// Given text, returned.
		{"rephrase", "Rephrase the text and return it.", nil, hints.ReadOnly},
		{"convert_url", "Convert any URL to clean, LLM-friendly text using Jina Reader API", nil, hints.ReadOnly},
		{"translate", "Translate the text. Use for find-and-replace operations across languages.", nil, hints.ReadOnly},
	})
}

// TestRedteamWeakWrites: a weak verb the lexicon learnt ("confirm",
// "grant", "rebuild") must not make a tool that moves money or rebuilds a
// store from scratch a write: without the verb it had no signal and was
// destructive.
func TestRedteamWeakWrites(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	d := hints.Destructive
	checkClasses(t, []recallCase{
		{"confirm_payment_intent", "Confirm a PaymentIntent.", nil, d},
		{"x", "Confirm the payment intent so the customer is charged.", nil, d},
		{"x", "Confirm the transfer of funds.", nil, d},
		{"x", "Confirm the purchase.", nil, d},
		{"x", "Grant a refund to the customer.", nil, d},
		{"x", "Distribute the funds to the team members.", nil, d},
		{"x", "Rebuild the production database from the latest snapshot.", nil, d},
		{"rebuild_droplet", "Rebuild a droplet from an image; its disk is reinstalled.", nil, d},
		// Writes still.
		{"confirmIssue", "Confirm a SonarQube issue", nil, hints.Write},
		{"x", "Rebuild the search index.", nil, hints.Write},
		{"x", "Grant the role to the user.", nil, hints.Write},
		{"x", "Distribute the selected shapes horizontally.", nil, hints.Write},
		{"confirm_order", "Confirm a pending order — moves it to confirmed status.", nil, hints.Write},
	})
}

// TestRedteamTitle: a title that says the tool writes or destroys keeps
// a loosening rule from reading the description alone.
func TestRedteamTitle(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	for _, tc := range []struct{ name, title, desc string }{
		{"run_query", "Run SQL (writes allowed)", "Run a read-only query."},
		{"run_query", "Delete rows", "Run a read-only query."},
		{"generate_report", "Generate and email report", "Generate a report."},
		{"generate_report", "Publish report", "Generate a report."},
		{"relay", "Post the answer to Slack", "Send the question to the LLM."},
	} {
		tool := &mcp.Tool{Name: tc.name, Title: tc.title, Description: tc.desc}
		if c := hints.Resolve(tool).Class; c == hints.ReadOnly {
			t.Errorf("%s titled %q: %q: %v (%s)", tc.name, tc.title, tc.desc, c, hints.InferTool(tool).Reason)
		}
	}
	// A plain title keeps the read.
	tool := &mcp.Tool{Name: "run_query", Title: "Run Query", Description: "Run a read-only query."}
	if c := hints.Resolve(tool).Class; c != hints.ReadOnly {
		t.Errorf("plain title: %v (%s)", c, hints.InferTool(tool).Reason)
	}
}

// TestRedteamKeptReads: real tools the tightened rules must still read:
// a password generator whose "for" is no holder, and a task sent to a
// local model whose list of good uses names writing verbs.
func TestRedteamKeptReads(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"password_generate", "Generate a cryptographically secure random password with configurable length and character types. Uses rejection sampling for unbiased randomness.", nil, hints.ReadOnly},
		{"code_task", "Send a code-specific task to the local LLM, wrapped with a code-review system prompt. Temperature is locked low for deterministic output. Good fit: explain what a function does; generate unit tests or type definitions; add error handling, logging, or validation.", nil, hints.ReadOnly},
	})
}

// checkClassNot fails for each case classed not.
func checkClassNot(t *testing.T, not hints.Class, cases []recallCase) {
	t.Helper()
	for _, tc := range cases {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		if rt := hints.Resolve(tool); rt.Class == not {
			t.Errorf("%s %q: %v (%s), must not be", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason)
		}
	}
}

// TestRedteamLeftovers: what the red team of these signals left open.
// Several statements run beside a read-only query, a plan whose steps are
// carried out, and a text transformed in place all change something.
func TestRedteamLeftovers(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	query := schema(map[string]any{"query": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		// Several statements in one call: not a read (a write at least;
		// whether they may be any statement the text does not say).
		{"q", "Run a read-only query. Semicolon-separated statements are all run.", query, hints.Write},
		{"q", "Execute a read-only SQL query; multiple statements may be sent in one call.", query, hints.Write},
		{"generate_plan", "Generate a plan; each step is carried out right away.", nil, hints.Write},
		{"rephrase_note", "Rephrase the note in place.", nil, hints.Write},
		{"translate_doc", "Translate the document in place.", nil, hints.Write},
		// Still reads.
		{"q", "Run a read-only SQL query.", query, hints.ReadOnly},
		{"generate_plan", "Generate a plan and return it.", nil, hints.ReadOnly},
		{"rephrase-text", "Rephrase the given text in the same language.", nil, hints.ReadOnly},
	})
}
