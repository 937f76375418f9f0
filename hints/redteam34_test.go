package hints_test

// Red team 34: multi-mode tools, schema options and later sentences
// written as real servers write them, attacked for a class lower than
// the corpus rules give, each written as a test before its fix.

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hintgate/hintgate/hints"
)

// modeSchema is an input schema whose property prop is a string enum of
// members, beside an "id".
func modeSchema(prop string, members ...string) map[string]any {
	enum := make([]any, len(members))
	for i, m := range members {
		enum[i] = m
	}
	return map[string]any{"type": "object", "properties": map[string]any{
		prop: map[string]any{"type": "string", "enum": enum},
		"id": map[string]any{"type": "string"},
	}}
}

// TestRedTeam34WriteMode: a multi-mode tool takes the class of its most
// dangerous mode, a write mode included: an "action", "operation" or
// "mode" enum with a member that creates, adds or updates makes a tool
// whose name or description reads a write. Enums of ways to read stay
// reads.
func TestRedTeam34WriteMode(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"todo", "Todo list.", modeSchema("action", "list", "add"), hints.Write},
		{"todo", "Todo list.", modeSchema("action", "list", "add", "complete"), hints.Write},
		{"get_notes", "Get notes.", modeSchema("action", "list", "get", "create", "update"), hints.Write},
		{"list_tasks", "List tasks.", modeSchema("mode", "list", "create"), hints.Write},
		{"contacts", "Look up contacts in the CRM.", modeSchema("operation", "search", "get", "upsert"), hints.Write},
		{"calendar", "Read the user's calendar.", modeSchema("op", "list_events", "get_event", "create_event"), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"search_docs", "Search the documentation.", modeSchema("mode", "keyword", "semantic", "hybrid"), hints.ReadOnly},
		{"get_logs", "Get logs.", modeSchema("mode", "tail", "head", "follow"), hints.ReadOnly},
		{"list_files", "List files.", modeSchema("mode", "list", "tree", "stat"), hints.ReadOnly},
		{"git_log", "Show the commit log.", modeSchema("format", "oneline", "full"), hints.ReadOnly},
	})
}

// describedMode is an input schema whose string property prop has no
// enum, only a description, beside a "key".
func describedMode(prop, desc string) map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		prop:  map[string]any{"type": "string", "description": desc},
		"key": map[string]any{"type": "string"},
	}}
}

// TestRedTeam34ListedMode: a mode property with no enum whose
// description lists its members bare ("list | add | delete", "One of:
// list, add, delete", "The operation (list/get/delete)", or a docstring's
// ":param op: one of get, delete") offers those modes as an enum would.
// A mode described in words ("Search mode: semantic or keyword", "The
// action to perform") stays what the tool's name says.
func TestRedTeam34ListedMode(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"list_todos", "List todos.", describedMode("action", "list | add | delete"), hints.Destructive},
		{"todos", "Todo list.", describedMode("action", "One of: list, add, delete"), hints.Destructive},
		{"todos", "Todo list.", describedMode("action", "Action to perform: list, get, delete"), hints.Destructive},
		{"get_todos", "Get todos.", describedMode("operation", "The operation (list/get/delete)"), hints.Destructive},
		{"get_todos", "Get todos.", describedMode("mode", "Either list or delete"), hints.Destructive},
		{"todos", "Todo list.", describedMode("action", "One of: list, add"), hints.Write},
		{"kv_get", "Reads a value.\n\n:param op: one of get, delete\n:param key: the key", stringProps("op", "key"), hints.Destructive},
		{"kv_get", "Reads a value.\n\nArgs:\n    op: get or set\n    key: the key", stringProps("op", "key"), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"search_docs", "Search the docs.", describedMode("mode", "Search mode: semantic or keyword"), hints.ReadOnly},
		{"get_item", "Get an item.", describedMode("action", "The action to perform"), hints.ReadOnly},
		{"get_logs", "Get logs.", describedMode("mode", "tail, head or follow"), hints.ReadOnly},
		{"list_files", "List files.", describedMode("mode", "Output mode: list, tree or stat"), hints.ReadOnly},
	})
}

// optionSchema is an input schema with an "id" and a boolean option
// described desc.
func optionSchema(option, desc string) map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		"id":   map[string]any{"type": "string"},
		option: map[string]any{"type": "boolean", "description": desc},
	}}
}

// TestRedTeam34SwitchedOption: a boolean option described as the switch
// it is ("Whether to ...", "If true, ...", "When true, ...", "Set to
// false to ...") or with a first act joined to another ("Finalize and
// email the invoice") gives the call the act it switches on, as an
// option whose description opens with the act does. Switches that shape
// what is returned, negated acts and acts at a later event stay out.
func TestRedTeam34SwitchedOption(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"create_invoice", "Create an invoice.", optionSchema("auto_advance", "Finalize and email the invoice automatically"), hints.Destructive},
		{"create_payment_intent", "Create a payment intent.", optionSchema("confirm", "Confirm and charge immediately"), hints.Destructive},
		{"create_order", "Create an order.", optionSchema("place", "Whether to charge the customer right away"), hints.Destructive},
		{"create_user", "Create a user.", optionSchema("invite", "If true, sends an invitation email to the user"), hints.Destructive},
		{"update_ticket", "Update a ticket.", optionSchema("silent", "Set to false to email the requester about the change"), hints.Destructive},
		{"get_messages", "Get messages from the mailbox.", optionSchema("expunge", "Whether to permanently delete the fetched messages from the server"), hints.Destructive},
		{"get_messages", "Get messages from the mailbox.", optionSchema("consume", "If true, the messages are deleted from the queue after they are read"), hints.Destructive},
		{"read_file", "Read a file.", optionSchema("cleanup", "When true, deletes the file after reading"), hints.Destructive},
		{"get_jobs", "List jobs.", optionSchema("cancel_stale", "When enabled, cancels jobs older than a day"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_page", "Get a page.", optionSchema("clean", "Whether to remove HTML tags from the output"), hints.ReadOnly},
		{"get_messages", "Get messages.", optionSchema("preview", "If true, does not send anything; returns a preview"), hints.ReadOnly},
		{"create_issue", "Create an issue.", optionSchema("watch", "Whether to send notifications when the issue changes"), hints.Write},
		{"get_report", "Get a report.", optionSchema("ready", "If true, send email notification when the report is ready"), hints.ReadOnly},
		{"list_files", "List files.", optionSchema("deleted", "Whether to include deleted files"), hints.ReadOnly},
	})
}

// TestRedTeam34AdverbInPassive: a loss a read's description states in
// the passive with an adverb before the participle ("Messages are
// permanently deleted once read", "The file is silently overwritten")
// is stated as one without it is.
func TestRedTeam34AdverbInPassive(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkAtLeast(t, []recallCase{
		{"read_messages", "Read messages. Messages are permanently deleted once read.", id, hints.Destructive},
		{"get_secret", "Get a one-time secret. The secret is irreversibly destroyed after it is shown.", id, hints.Destructive},
		{"fetch_jobs", "Fetch pending jobs. Fetched jobs are completely removed from the queue.", id, hints.Destructive},
		{"get_report", "Gets the report. The previous report is silently overwritten.", id, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"list_files", "List files. Deleted files are only listed when include_deleted is set.", id, hints.ReadOnly},
		{"get_events", "Get events. Events are eventually deleted by the retention policy.", id, hints.ReadOnly},
	})
}

// TestRedTeam34ModeValuesInDescription: a mode property the schema says
// nothing of ("action": {"type": "string"}) takes the values the tool's
// description quotes in a sentence that names it ("Supports `list` and
// `remove` actions", "Actions: `list`, `get`, `delete`"), as its own
// description would give them.
func TestRedTeam34ModeValuesInDescription(t *testing.T) {
	hints.WithoutLearnt(t)
	action := stringProps("action", "id")
	checkAtLeast(t, []recallCase{
		{"todo", "Todo list tool. Supports `list` and `remove` actions.", action, hints.Destructive},
		{"todo", "Todo list tool. Actions: `list`, `get`, `delete`.", action, hints.Destructive},
		{"get_todo", "Get a todo.\n\nThe action parameter takes \"get\" or \"purge\".", action, hints.Destructive},
		{"todo", "Todo list tool. Supports `list` and `add` actions.", action, hints.Write},
		{"list_todo", "Todo list tool. Actions: 'list', 'get', 'create'.", action, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_todo", "Get a todo. Use `delete_todo` to remove one.", action, hints.ReadOnly},
		{"get_page", "Reads a page. The `action` input is the page's `onclick` name.", action, hints.ReadOnly},
	})
}

// TestRedTeam34CreatesWhenMissing: a read that makes what it looks for
// when it is missing ("Creates the contact if it is not found", "If the
// user does not exist, it is created", "or create one if none exists",
// "creating it when missing") has a mode that writes. A read that only
// fails or tells the caller what to do when the thing is missing stays
// a read.
func TestRedTeam34CreatesWhenMissing(t *testing.T) {
	hints.WithoutLearnt(t)
	props := stringProps("email", "name")
	checkAtLeast(t, []recallCase{
		{"search_contacts", "Search contacts by email. Creates the contact if it is not found.", props, hints.Write},
		{"get_user", "Get a user by id. If the user does not exist, it is created.", props, hints.Write},
		{"find_customer", "Find a customer by email, or create one if none exists.", props, hints.Write},
		{"get_tag", "Returns the tag with this name, creating it when missing.", props, hints.Write},
		{"lookup_label", "Look up a label and create it if it doesn't exist.", props, hints.Write},
		{"get_folder", "Gets the folder at the path. The folder is created if it is missing.", props, hints.Write},
		{"find_channel", "Finds a channel by name; a new channel is created when none exists.", props, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_user", "Get a user by id. Returns an error if the user does not exist.", props, hints.ReadOnly},
		{"get_user", "Get a user by id. If the user does not exist, use create_user to create it.", props, hints.ReadOnly},
		{"get_user", "Get a user by id. If the user is not found, call `create_user`.", props, hints.ReadOnly},
		{"get_user", "Get a user by id. The user is not created if it does not exist.", props, hints.ReadOnly},
		{"get_user", "Get a user by id. Nothing is created if the user is missing.", props, hints.ReadOnly},
		{"list_repos", "List repositories. Archived repositories are included if include_archived is set.", props, hints.ReadOnly},
		{"search_records", "Search records. New records take seconds to be indexed; if recent data is missing, wait briefly and retry.", props, hints.ReadOnly},
	})
}

// TestRedTeam34DeclaredReadOnlyMovesMoney: under checked trust a
// declaration stands when inference knows nothing of the tool, so a
// server that declares readOnlyHint=true on a tool whose verb moves
// money or ejects a member ("liquidate", "disburse", "remit", "airdrop",
// "stake", "kick") was auto-approved: inference must know these verbs.
func TestRedTeam34DeclaredReadOnlyMovesMoney(t *testing.T) {
	hints.WithoutLearnt(t)
	yes, no := true, false
	for _, tc := range []recallCase{
		{"liquidate_position", "Liquidate a position.", stringProps("id"), hints.Destructive},
		{"disburse_loan", "Disburse a loan to the borrower.", stringProps("id"), hints.Destructive},
		{"remit_payment", "Remit a payment to a vendor.", stringProps("id"), hints.Destructive},
		{"airdrop_tokens", "Airdrop tokens to a list of addresses.", stringProps("to"), hints.Destructive},
		{"stake_eth", "Stake ETH with a validator.", stringProps("amount"), hints.Destructive},
		{"unstake_sol", "Unstake SOL from a validator.", stringProps("amount"), hints.Destructive},
		{"kick_member", "Kick a member from the guild.", stringProps("id"), hints.Destructive},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema,
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: yes, DestructiveHint: &no}}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q declared read-only: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestRedTeam34DeclaredReadOnlyWriteMode: a tool inference finds no verb
// for ("Reminder management") whose "action" enum offers a write beside
// a retrieval ("list", "create", "snooze") is not read-only, whatever
// its server declares under checked trust; undeclared, it keeps the
// specification's default.
func TestRedTeam34DeclaredReadOnlyWriteMode(t *testing.T) {
	hints.WithoutLearnt(t)
	yes, no := true, false
	for _, tc := range []recallCase{
		{"reminder", "Reminder management.", modeSchema("action", "list", "active", "create", "snooze", "complete", "dismiss"), hints.Write},
		{"workspace", "Workspace management.", modeSchema("action", "list", "get", "rename", "archive"), hints.Write},
		{"notes", "Notes.", describedMode("action", "One of: list, get, create"), hints.Write},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema,
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: yes, DestructiveHint: &no}}
		if rt := hints.Resolve(tool); rt.Class == hints.ReadOnly {
			t.Errorf("%s %q declared read-only: %v (%s), want at least %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
		tool.Annotations = nil
		if rt := hints.Resolve(tool); rt.Class != hints.Destructive {
			t.Errorf("%s %q undeclared: %v, want the default, destructive", tc.name, tc.desc, rt.Class)
		}
	}
}

// TestRedTeam34GivenInput: an input of a read described as what the call
// does when it is given ("If provided, overwrites the range with these
// values", "When given, the file is overwritten with this content")
// switches the call to that act, as a boolean described so does. Inputs
// that say what to find when given stay reads.
func TestRedTeam34GivenInput(t *testing.T) {
	hints.WithoutLearnt(t)
	input := func(name, typ, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"path": map[string]any{"type": "string"},
			name:   map[string]any{"type": typ, "description": desc},
		}}
	}
	checkAtLeast(t, []recallCase{
		{"read_range", "Read a range of cells.", input("values", "array", "If provided, overwrites the range with these values"), hints.Destructive},
		{"get_file", "Get a file's contents.", input("content", "string", "When given, the file is overwritten with this content"), hints.Destructive},
		{"get_record", "Get a record.", input("delete_reason", "string", "If given, deletes the record with this reason"), hints.Destructive},
		{"get_thread", "Get a thread.", input("reply", "string", "If set, sends this text as a reply to the thread"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_file", "Get a file's contents.", input("ref", "string", "If given, reads the file at this commit"), hints.ReadOnly},
		{"list_items", "List items.", input("filter", "string", "If provided, only items matching it are returned"), hints.ReadOnly},
		{"list_items", "List items.", input("since", "string", "If set, deleted items since this date are included"), hints.ReadOnly},
	})
}

// TestRedTeam34SwitchedWrite: an input of a read that switches it to
// changing what it reads ("If true, assigns the task to you", "Whether
// to mark the task as in progress", "If true, moves the email to the
// archive after reading", "If provided, adds this label to the issue")
// makes it a write. Switches that shape the read or keep its output
// ("Whether to follow redirects", "If true, saves the screenshot to a
// file") stay reads.
func TestRedTeam34SwitchedWrite(t *testing.T) {
	hints.WithoutLearnt(t)
	input := func(name, typ, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"id": map[string]any{"type": "string"},
			name: map[string]any{"type": typ, "description": desc},
		}}
	}
	checkAtLeast(t, []recallCase{
		{"find_documents", "Find documents in a collection.", input("update", "object", "If given, applies this update to every matched document"), hints.Write},
		{"get_issue", "Get an issue.", input("label", "string", "If provided, adds this label to the issue"), hints.Write},
		{"get_task", "Get a task.", input("assign", "boolean", "If true, assigns the task to you"), hints.Write},
		{"get_task", "Get a task.", input("claim", "boolean", "Whether to mark the task as in progress"), hints.Write},
		{"read_email", "Read an email.", input("archive", "boolean", "If true, moves the email to the archive after reading"), hints.Write},
	})
	checkClasses(t, []recallCase{
		{"fetch_url", "Fetch a URL.", input("follow", "boolean", "Whether to follow redirects"), hints.ReadOnly},
		{"take_screenshot", "Take a screenshot of the page.", input("save", "boolean", "If true, saves the screenshot to a file"), hints.ReadOnly},
		{"get_page", "Get a page.", input("images", "boolean", "If true, loads the page images too"), hints.ReadOnly},
		{"get_task", "Get a task.", input("subtasks", "boolean", "Whether to include the subtasks of the task"), hints.ReadOnly},
	})
}

// TestRedTeam34StoredSubjectLoss: a verb that may only shape a read's
// output ("removed", "truncated", "dropped") states a loss when what
// undergoes it, its subject in the passive, is a stored thing ("stale
// branches will be removed", "The log file gets truncated", "Unused
// tables are dropped"). Output shaped so stays a read ("Long lines are
// truncated", "Scripts are removed from the page text").
func TestRedTeam34StoredSubjectLoss(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkAtLeast(t, []recallCase{
		{"analyze_repo", "Analyze the repository; stale branches will be removed as part of the analysis.", id, hints.Destructive},
		{"read_log", "Read the log file. The log file gets truncated.", id, hints.Destructive},
		{"inspect_db", "Inspect the database schema. Unused tables are dropped.", id, hints.Destructive},
		{"scan_dir", "Scan the directory for duplicates. Duplicate files are removed.", id, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"read_file", "Read a file. Long lines are truncated.", id, hints.ReadOnly},
		{"get_page", "Get the page text. Scripts are removed from the page text.", id, hints.ReadOnly},
		{"read_file", "Read a file. The file content is truncated to 10000 characters.", id, hints.ReadOnly},
		{"describe_table", "Describe a table. Duplicate rows are removed from the result.", id, hints.ReadOnly},
	})
}

// TestRedTeam34SymbolConjunctions: terse descriptions join acts with
// symbols ("List users + delete inactive ones", "Read & delete the
// message", "List users -> deletes inactive ones", "Fetch → archive");
// the symbols join as "and" and "then" do. Symbols inside a word ("C++",
// "Q&A") or between numbers stay what they are.
func TestRedTeam34SymbolConjunctions(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkAtLeast(t, []recallCase{
		{"list_users", "List users + delete inactive ones", id, hints.Destructive},
		{"list_users", "List users & delete the inactive ones", id, hints.Destructive},
		{"list_users", "List users -> deletes inactive ones", id, hints.Destructive},
		{"get_message", "Get the message → delete it from the server", id, hints.Destructive},
		{"get_message", "Get message => archive it", id, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"search_docs", "Search C++ & Rust docs", id, hints.ReadOnly},
		{"get_faq", "Get the Q&A entries + their answers", id, hints.ReadOnly},
		{"calculate", "Calculate a + b", id, hints.ReadOnly},
	})
}

// TestRedTeam34Contractions: an auxiliary contracted onto a pronoun
// ("It's deleted once read", "They're deleted from the server", "they're
// marked as seen", "It’s deleted") is the auxiliary it stands for: the
// passive after it states what the call does.
func TestRedTeam34Contractions(t *testing.T) {
	hints.WithoutLearnt(t)
	none := stringProps()
	checkAtLeast(t, []recallCase{
		{"read_message", "Read a message. It's deleted once read.", none, hints.Destructive},
		{"read_message", "Read a message. It’s deleted once read.", none, hints.Destructive},
		{"read_messages", "Read messages. They're deleted from the server after reading.", none, hints.Destructive},
		{"read_messages", "Read messages. They’re permanently deleted after reading.", none, hints.Destructive},
		{"read_inbox", "Reads new emails; they're marked as seen.", none, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"read_message", "Read a message. It's not deleted.", none, hints.ReadOnly},
		{"get_item", "Get an item by its id. The item's deleted flag is returned too.", none, hints.ReadOnly},
		{"get_user", "Get a user. It's the fastest way to look one up.", none, hints.ReadOnly},
	})
}

// TestRedTeam34QueryTakesWrites: a query input whose description says it
// takes writing statements ("SQL query (SELECT, INSERT, UPDATE or
// DELETE)", "The SQL statement to run; INSERT and UPDATE are allowed")
// carries code that writes, whatever the tool's name reads. A query
// described as reading only, or that refuses writes, stays a read.
func TestRedTeam34QueryTakesWrites(t *testing.T) {
	hints.WithoutLearnt(t)
	query := func(desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"query": map[string]any{"type": "string", "description": desc},
		}}
	}
	checkAtLeast(t, []recallCase{
		{"get_data", "Get data with a query.", query("SQL query (SELECT, INSERT, UPDATE or DELETE)"), hints.Destructive},
		{"query", "Query the database.", query("The SQL statement; INSERT, UPDATE and DELETE are supported"), hints.Destructive},
		{"search_db", "Search the database.", query("A SQL query. Supports SELECT as well as UPDATE and DELETE."), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_data", "Get data with a query.", query("SQL query (SELECT only; no INSERT, UPDATE or DELETE)"), hints.ReadOnly},
		{"get_data", "Get data with a query.", query("A SQL SELECT query. INSERT, UPDATE and DELETE are rejected."), hints.ReadOnly},
		{"get_data", "Get data with a query.", query("The SQL query"), hints.ReadOnly},
	})
}

// TestRedTeam34MethodBesidePath: a free-text "method" beside a "path"
// (or "url", "endpoint") is an HTTP method, whatever the tool's name
// says ("es_query": "Query Elasticsearch." with method, path and body):
// any method, DELETE included. A method of computing beside a file path
// stays what it is.
func TestRedTeam34MethodBesidePath(t *testing.T) {
	hints.WithoutLearnt(t)
	request := func(method map[string]any, place string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"method": method, place: map[string]any{"type": "string"}, "body": map[string]any{"type": "object"},
		}}
	}
	str := map[string]any{"type": "string"}
	checkAtLeast(t, []recallCase{
		{"es_query", "Query Elasticsearch.", request(str, "path"), hints.Destructive},
		{"search_index", "Search the index.", request(map[string]any{"type": "string", "description": "HTTP method, e.g. GET"}, "endpoint"), hints.Destructive},
		{"get_resource", "Get a Kubernetes resource.", request(str, "url"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_image", "Get an image.", request(map[string]any{"type": "string", "description": "Resampling method, e.g. bilinear"}, "path"), hints.ReadOnly},
		{"observe", "Read captured browser state from extension buffers.", request(map[string]any{"type": "string", "description": "HTTP method filter"}, "url"), hints.ReadOnly},
	})
}

// TestRedTeam34OpenPosition: opening a trading position moves money, as
// closing one does ("Open a long position on BTC"); the positions held
// ("whale open positions", "a specific open position") are read.
func TestRedTeam34OpenPosition(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"open_position", "Open a long position on BTC.", stringProps("size"), hints.Destructive},
		{"trade", "Opens a position with the given leverage.", stringProps("size"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_open_position", "Get details for a specific open position.", stringProps("id"), hints.ReadOnly},
		{"whales", "Whale data.\n• positions — whale open positions", stringProps("coin"), hints.ReadOnly},
	})
}

// TestRedTeam34SessionVerbStored: a verb that usually moves only the
// session ("load", "switch", "connect") changes stored data when it puts
// what was read into a stored place or sets a record's status ("Also
// loads them into the database", "switch its status to sold").
func TestRedTeam34SessionVerbStored(t *testing.T) {
	hints.WithoutLearnt(t)
	none := stringProps()
	checkAtLeast(t, []recallCase{
		{"list_files", "Lists files. Also loads them into the database.", none, hints.Write},
		{"get_listing", "Get a listing and switch its status to sold.", none, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_page", "Get the page. Also loads it in the browser.", none, hints.ReadOnly},
		{"list_tabs", "List tabs and switch to the first one.", none, hints.ReadOnly},
		{"get_docs", "Get the docs; this returns markdown.", none, hints.ReadOnly},
	})
}

// TestRedTeam34SupportsActs: a read whose description says it also
// supports acts ("Supports CRUD", "Write operations
// (create/update/delete) are also supported", "Also supports set and
// del") has those modes, and takes the most dangerous. Support for ways
// of reading ("Supports pagination", "Deleted items are supported as a
// filter") or a refusal ("does not support writes") stays a read.
func TestRedTeam34SupportsActs(t *testing.T) {
	hints.WithoutLearnt(t)
	q := stringProps("q")
	checkAtLeast(t, []recallCase{
		{"get_users", "Get users. Supports CRUD.", q, hints.Destructive},
		{"get_records", "Get records. Write operations (create/update/delete) are also supported.", q, hints.Destructive},
		{"get_records", "Get records. Also supports writes.", q, hints.Write},
		{"get_kv", "Get a value. Also supports set and del.", q, hints.Destructive},
		{"read_rows", "Read rows from the sheet. Supports appending and clearing rows too.", q, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_records", "Get records. Supports pagination and filtering.", q, hints.ReadOnly},
		{"get_records", "Get records. Does not support writes.", q, hints.ReadOnly},
		{"get_records", "Get records. Only reads are supported.", q, hints.ReadOnly},
		{"parse_file", "Parse a file. Interactive actions, screenshots, or change tracking — those aren't supported.", q, hints.ReadOnly},
		{"list_files", "List files. Deleted files are supported as a filter.", q, hints.ReadOnly},
		{"get_issue", "Get an issue. Supports issues created by bots.", q, hints.ReadOnly},
	})
}

// TestRedTeam34PeriodWindow: a window named for a period ("maintenance
// window", "downtime window", "change freeze window") is a record a
// tool makes, not the session's view; making or scheduling one writes
// (held-out 54's add_maintenance and 50's centreon_resource_downtime
// were classed read-only). Resizing the browser window still changes
// only the view. Advice to undo it with another tool named for the act
// ("Cancel it with downtime_cancel") is not the call's act.
func TestRedTeam34PeriodWindow(t *testing.T) {
	hints.WithoutLearnt(t)
	none := stringProps("title")
	checkAtLeast(t, []recallCase{
		{"add_maintenance", "Create a new maintenance window.", none, hints.Write},
		{"schedule_downtime", "Schedule a maintenance downtime window on a monitored host.", none, hints.Write},
		{"freeze", "Set a change freeze window for the release.", none, hints.Write},
		{"update_file", "Update a file. Overwrites the file with `new_content`.", none, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"resize_window", "Resize the browser window.", none, hints.ReadOnly},
		{"browser_resize", "Set the window size of the page.", none, hints.ReadOnly},
		{"schedule_downtime", "Schedule a downtime window. Cancel it with downtime_cancel.", none, hints.Write},
	})
}

// TestRedTeam34BareObjectTo: a verb joined to the read whose object is a
// bare noun set to a value ("and set task to in_progress", "and mark
// item as done") acts as one with a determiner does ("and set its status
// to done").
func TestRedTeam34BareObjectTo(t *testing.T) {
	hints.WithoutLearnt(t)
	none := stringProps("id")
	checkAtLeast(t, []recallCase{
		{"resolve_blocker", "Resolve a blocker and set task to in_progress", none, hints.Write},
		{"get_task", "Get a task and set task to in_progress", none, hints.Write},
		{"get_item", "Get the next item and mark item as done.", none, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"list_tags", "List tags and labels as JSON.", none, hints.ReadOnly},
		{"get_logs", "Get logs and metrics to debug the service.", none, hints.ReadOnly},
	})
}

// TestRedTeam34UploadPublicURL: an upload whose first sentence gives what
// it uploads a public address ("Upload a local file to the S3 bucket and
// return its public URL") makes it visible to everyone, as making it
// public does (held-out upload tools labelled destructive were classed
// write). An upload to private storage stays a write.
func TestRedTeam34UploadPublicURL(t *testing.T) {
	hints.WithoutLearnt(t)
	file := stringProps("path")
	checkAtLeast(t, []recallCase{
		{"upload_file", "Upload a local file to the S3 bucket and return its public URL", file, hints.Destructive},
		{"upload_image", "Uploads an image and returns a publicly accessible link.", file, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"upload_file", "Upload a file to private storage; no public URL is created.", file, hints.Write},
		{"upload_file", "Upload a file to the bucket and return its key.", file, hints.Write},
	})
}

// TestRedTeam34OrJoinedOpening: a read whose description opens with two
// verbs joined by "or" that share an object ("Get or set a config value",
// "View or edit a note") has the second for a mode. "or" later in a
// sentence still joins alternatives of what is read.
func TestRedTeam34OrJoinedOpening(t *testing.T) {
	hints.WithoutLearnt(t)
	kv := stringProps("key", "value")
	checkAtLeast(t, []recallCase{
		{"get_value", "Get or set a config value.", kv, hints.Write},
		{"view_note", "View or edit a note.", kv, hints.Write},
		{"read_label", "Reads or updates the label of an issue.", kv, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"search_files", "Search files by name or modify date.", kv, hints.ReadOnly},
		{"get_item", "Get an item by id or name.", kv, hints.ReadOnly},
		{"list_files", "List files or directories.", kv, hints.ReadOnly},
	})
}

// TestRedTeam34InputPurpose: a read that says an input given to it acts
// ("Retrieve settings (pass `value` to update)", "Get the record. Provide
// `data` to overwrite it.") has that act for a mode. An input given to shape what is read ("Pass `format`
// to change the output format") stays a read.
func TestRedTeam34InputPurpose(t *testing.T) {
	hints.WithoutLearnt(t)
	props := stringProps("key", "value", "data", "format")
	checkAtLeast(t, []recallCase{
		{"get_settings", "Retrieve settings (pass `value` to update).", props, hints.Write},
		{"get_record", "Get the record. Provide `data` to overwrite it.", props, hints.Destructive},
		{"get_record", "Get a record. Pass value to update the record.", props, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_page", "Get a page. Pass `format` to change the output format.", props, hints.ReadOnly},
		{"get_page", "Get a page. Provide key to select the page.", props, hints.ReadOnly},
	})
}

// TestRedTeam34SpacedHyphen: a hyphen standing between spaces is a dash
// ("List jobs - purges failed ones"), which sets a clause apart as a
// comma or "—" does; a hyphen inside a word ("read-only") is not one.
func TestRedTeam34SpacedHyphen(t *testing.T) {
	hints.WithoutLearnt(t)
	none := stringProps("id")
	checkAtLeast(t, []recallCase{
		{"list_jobs", "List jobs - purges failed ones", none, hints.Destructive},
		{"get_inbox", "Get the inbox - deletes messages older than a week", none, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"list_jobs", "List jobs - read-only, no side effects", none, hints.ReadOnly},
		{"get_range", "Get values in a range - e.g. A1 - B5", none, hints.ReadOnly},
	})
}

// TestRedTeam34OptionDoesAwayStored: a boolean option whose description
// opens with a verb that may only shape output ("drop", "empty",
// "remove", "truncate") destroys when its object is a stored thing ("Drop
// and recreate the table first", "Empty the output directory before
// building", "Remove remote files that do not exist locally"). Shaping
// the output ("Drop null fields from the result", "Remove HTML tags from
// the output") stays as it was.
func TestRedTeam34OptionDoesAwayStored(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"import_csv", "Import a CSV into a table.", optionSchema("recreate", "Drop and recreate the table first"), hints.Destructive},
		{"build_site", "Build the static site.", optionSchema("clean", "Empty the output directory before building"), hints.Destructive},
		{"sync_dir", "Sync a local directory to the bucket.", optionSchema("mirror", "Remove remote files that do not exist locally"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_rows", "Get rows.", optionSchema("compact", "Drop null fields from the result"), hints.ReadOnly},
		{"get_page", "Get a page.", optionSchema("strip", "Remove HTML tags from the output"), hints.ReadOnly},
		{"list_files", "List files.", optionSchema("flat", "Drop directories from the listing"), hints.ReadOnly},
	})
}

// TestRedTeam34TaskRunners: running a task runner's stored programs (a
// Makefile's or a Taskfile's targets) runs whatever commands they hold,
// as running a playbook does; a recipe is as often a dish.
func TestRedTeam34TaskRunners(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"make", "Run a Makefile target.", stringProps("target"), hints.Destructive},
		{"task", "Run a Taskfile task.", stringProps("task"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"search_recipes", "Search recipes by ingredient.", stringProps("q"), hints.ReadOnly},
		{"recipe_get", "Get a recipe and run the nutrition analysis.", stringProps("id"), hints.ReadOnly},
	})
}

// TestRedTeam34SelfDestructs: a one-time secret that self-destructs once
// viewed is gone after the call ("The secret self-destructs after
// viewing").
func TestRedTeam34SelfDestructs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"get_secret", "Get a secret. The secret self-destructs after viewing.", stringProps(), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"get_secret", "Get a secret. It does not self-destruct.", stringProps("id"), hints.ReadOnly},
	})
}

// TestRedTeam34SaysDestructive: a description that calls the tool
// destructive in so many words ("(destructive: removes the source
// files)", "This is destructive.", "WRITE — destructive.") is taken at its
// word; "destructive" qualifying what is read or refused ("any destructive
// changes that require confirmation", "Rejects destructive statements")
// or negated ("non-destructive", "not destructive") is not.
func TestRedTeam34SaysDestructive(t *testing.T) {
	hints.WithoutLearnt(t)
	none := stringProps()
	checkAtLeast(t, []recallCase{
		{"get_report", "Get the report (destructive: removes the source files).", none, hints.Destructive},
		{"get_report", "Get the report. This is destructive.", none, hints.Destructive},
		{"sync_state", "Sync state. Potentially destructive!", none, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"preview_changes", "Preview the schema changes. Returns any destructive changes that require confirmation.", none, hints.ReadOnly},
		{"query", "Run a read-only query. Rejects destructive statements.", none, hints.ReadOnly},
		{"get_report", "Get the report. Non-destructive.", none, hints.ReadOnly},
		{"get_report", "Get the report. This is not destructive.", none, hints.ReadOnly},
	})
}
