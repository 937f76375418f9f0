package hints_test

// Red team of the read-leaning signals, round 25: honest wordings of
// tools that send, pay, delete, overwrite or run code which the signals
// added for held-out 39 classed read-only (or destructive tools they
// classed write). Each case failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam25QuestionActs: a name that asks a question ("has_access",
// "can_merge") reads only as far as the description does not act: a
// "Whether" question followed by a clause that acts ("Whether the pull
// request can be merged, and merge it if so"), or a later sentence that
// destroys ("Stale branches are removed"), still acts.
func TestRedteam25QuestionActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"has_access", "Whether the user has access, and grant it if not.", nil, hints.Write},
		{"can_merge", "Whether the pull request can be merged, and merge it if so.", nil, hints.Destructive},
		{"can_send", "Whether the user can send, then send the message.", nil, hints.Destructive},
		{"was_sent", "Whether the email was sent, and send it again if not.", nil, hints.Destructive},
		{"check_file", "Whether the file exists, and delete it if it does.", nil, hints.Destructive},
		{"is_stale", "Whether the branch is stale. Stale branches are removed.", nil, hints.Destructive},
		{"is_ok", "Whether the server is OK; restarts it otherwise.", nil, hints.Destructive},
		// Questions still read.
		{"is_trading_day", "Check whether a day is a trading day. Returns a boolean.", nil, hints.ReadOnly},
		{"isPublished", "Whether the post is published.", nil, hints.ReadOnly},
		{"has_push_access", "Whether the user may push to the repository.", nil, hints.ReadOnly},
		{"can_delete", "Whether the user may read, write or delete the file.", nil, hints.ReadOnly},
		{"is_deleted", "", nil, hints.ReadOnly},
		{"is_member", "Whether the user is a member of the team.", nil, hints.ReadOnly},
	})
}

// TestRedteam25ReplacesData: "replaces" other tools supersedes them, but
// a later sentence replacing a legacy section, files or tables named in
// backticks, or a tool's settings "with" something replaces data.
func TestRedteam25ReplacesData(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_config", "Get the config. Replaces the legacy section with the defaults.", nil, hints.Destructive},
		{"get_config", "Get the config. Also replaces the legacy section with the defaults.", nil, hints.Destructive},
		{"get_config", "Get the config. It replaces `legacy_settings` with the defaults.", nil, hints.Destructive},
		{"get_config", "Get the config. It replaces the `settings.yaml` file with the defaults.", nil, hints.Destructive},
		{"get_bot", "Get the bot. Also replaces the bot's commands with the given ones.", nil, hints.Destructive},
		{"get_config", "Get the config. Replaces the deprecated config with the new one.", nil, hints.Destructive},
		{"get_config", "Get the config. Also replaces the legacy settings file.", nil, hints.Destructive},
		{"list_commands", "List the bot's commands. Replaces the commands of the bot.", nil, hints.Destructive},
		{"get_defaults", "Gets the default config. It replaces the `users` and `orders` tables.", nil, hints.Destructive},
		{"get_defaults", "Gets the default config files. It also replaces `config.json` and `settings.json`.", nil, hints.Destructive},
		// Tools superseded still read.
		{"get_component_docs", "Get complete component documentation. This tool replaces get_component_info, get_component_props, and get_component_examples.", nil, hints.ReadOnly},
		{"get_component_docs", "Get complete component documentation. Replaces the deprecated get_component_info tool.", nil, hints.ReadOnly},
		{"search_docs", "Search the docs. This replaces the old `docs_lookup` and `docs_find` tools.", nil, hints.ReadOnly},
		{"search_docs", "Search the docs. Supersedes the legacy search tools.", nil, hints.ReadOnly},
	})
}

// TestRedteam25ScriptActs: in a description in another script, an
// English word naming an input is that input's name, unless it is a
// verb that changes stored state: "send 给所有用户" sends and "upload
// 到公共存储桶" uploads whether the word is also an input or not.
func TestRedteam25ScriptActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"messages", "消息工具。send 给所有用户。", stringProps("send"), hints.Destructive},
		{"messages", "Сообщения. send отправляет всем пользователям.", stringProps("send", "text"), hints.Destructive},
		{"wallet", "钱包工具。pay 给指定地址。", stringProps("pay", "to"), hints.Destructive},
		// A verb that writes stored state writes too.
		{"get_file", "获取文件。upload 到公共存储桶。", stringProps("upload"), hints.Write},
		{"list_tasks", "列出任务。add 新任务。", stringProps("add"), hints.Write},
		{"search_mail", "搜索邮件。move 到归档。", stringProps("move"), hints.Write},
		{"get_mail", "获取邮件。mark 为已读。", stringProps("mark"), hints.Write},
		// Parameter names that are no destructive verb still read.
		{"get_zt_pool", "获取涨停股池（东方财富）：涨停 / 昨日涨停 / 强势。type 默认 zt；date 不传为最新交易日。", stringProps("type", "date"), hints.ReadOnly},
		{"get_board", "获取板块列表。sort 可选，默认按涨幅排序；limit 默认 20。", stringProps("sort", "limit"), hints.ReadOnly},
	})
}

// TestRedteam25MarkedState: a returned result "marked as read", "as
// seen" or "acknowledged on the server" is marked in stored state: a
// write. Only a mark of the output's own shape ("marked truncated",
// "marked as an error") is none.
func TestRedteam25MarkedState(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"notifications", "Returns new notifications; the results are marked as seen.", nil, hints.Write},
		{"get_unread", "Get unread messages. The results are marked as read.", nil, hints.Write},
		{"fetch_invoice", "Fetch the invoice. The result is marked as paid in the ledger.", nil, hints.Write},
		{"get_alerts", "Get open alerts. The response is marked acknowledged on the server.", nil, hints.Write},
		{"get_tasks", "Get the next task; the output is marked done in the queue.", nil, hints.Write},
		// A quality of the output, but set where the output is kept.
		{"get_job", "Get the next job. The result is marked failed on the server.", nil, hints.Write},
		{"get_job", "Get the next job. The result is marked as stale in the queue.", nil, hints.Write},
		// The output's shape.
		{"get_pcb_net", "Look up nets in a PCB layout by name. For very large nets this geometry is sampled and the response is marked truncated.", nil, hints.ReadOnly},
		{"evaluate_policy", "Evaluate a policy. When evaluation fails, the response is marked as an error.", nil, hints.ReadOnly},
		{"get_logs", "Get the logs. Results are marked partial when the window is too large.", nil, hints.ReadOnly},
	})
}

// TestRedteam25RunUnknown: "run_" with a word inference does not know
// reads from the description's "checks" only when nothing else it runs
// is named: checks run with models or on code are a run of them, and
// checks run "against" a target are sent at it.
func TestRedteam25RunUnknown(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"run_dbt", "Run dbt checks and models against the warehouse.", nil, hints.Write},
		{"run_ruff", "Run ruff checks and format the code.", nil, hints.Write},
		{"run_sqlmap", "Run sqlmap checks against the login form and return findings.", nil, hints.Write},
		// Checks that only report still read.
		{"run_erc", "Run electrical rule checks (ERC) on a design's netlist and return findings grouped by severity.", nil, hints.ReadOnly},
		{"run_drc", "Run design rule checks on the board and report violations.", nil, hints.ReadOnly},
	})
}

// TestRedteam25CompleteActs: "complete" in a name does not hide a
// destructive word after it: completing a payout, a withdrawal, a merge,
// a swap, a deployment or an account's deletion carries it out for good.
// Completing text is a completion: it reads.
func TestRedteam25CompleteActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"complete_payout", "Complete the payout to the seller.", nil, hints.Destructive},
		{"complete_withdrawal", "Complete a pending withdrawal.", nil, hints.Destructive},
		{"complete_account_deletion", "Complete the deletion of the account.", nil, hints.Destructive},
		{"complete_merge", "Complete the merge of the pull request.", nil, hints.Destructive},
		{"complete_swap", "Complete the token swap.", nil, hints.Destructive},
		{"complete_deploy", "Complete the deployment.", nil, hints.Destructive},
		{"complete_release", "Complete the release.", nil, hints.Destructive},
		{"complete_trade", "Complete the trade.", nil, hints.Destructive},
		// Marking done still writes; completing text reads.
		{"complete-tasks", "Complete one or more tasks by their IDs.", nil, hints.Write},
		{"complete_todo", "Complete a todo item.", nil, hints.Write},
		{"complete_code", "Generate code completions for the cursor position.", nil, hints.ReadOnly},
		{"complete_sentence", "Suggest how a sentence ends.", nil, hints.ReadOnly},
	})
}

// TestRedteam25SecondRound: a question joined to its act by "and" with
// no comma ("Whether the branch is merged and delete it if so") was read
// as the question; "complete" before a record a read returns
// ("complete_history", the whole of it) was read as marking it done.
func TestRedteam25SecondRound(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"branch_status", "Whether the branch is merged and delete it if so.", nil, hints.Destructive},
		{"save_settings", "Save the settings. Replaces `settings.json`.", nil, hints.Destructive},
		{"is_admin", "Whether the user has read and write access.", nil, hints.ReadOnly},
		{"complete_docs", "Get the complete documentation for a component.", nil, hints.ReadOnly},
		{"complete_history", "Get the complete history of a ticket.", nil, hints.ReadOnly},
		{"complete_profile", "Get a user's complete profile.", nil, hints.ReadOnly},
		{"complete_order", "Complete the order.", nil, hints.Destructive},
	})
}

// TestRedteam25QuestionWrites: after a name that only asks a question, a
// later sentence's own verb writes ("Creates it when missing", "Runs it
// now if not", "Grants it otherwise"); these were classed read-only by
// the question. Sentences that describe the answer still read.
func TestRedteam25QuestionWrites(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"does_exist", "Whether the file exists. Creates it when missing.", nil, hints.Write},
		{"has_run", "Whether the job has run. Runs it now if not.", nil, hints.Write},
		{"has_access", "Whether the user has access. Grants it otherwise.", nil, hints.Write},
		{"is_published", "Whether the post is published. Returns true or false.", nil, hints.ReadOnly},
		{"is_trading_day", "Whether a day is a trading day. Uses the exchange calendar.", nil, hints.ReadOnly},
		{"is_member", "Whether the user is a member. Checks the team roster.", nil, hints.ReadOnly},
		{"is_blocked", "Whether the user is blocked. Follows redirects for the profile URL.", nil, hints.ReadOnly},
	})
}

// TestRedteam25VerbChain: a chain of verbs after a read ("Get a post by
// id, updates, saves, returns it") acts; the listed verb before another
// verb was taken for a noun alone in a list. A noun list still reads.
func TestRedteam25VerbChain(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_post", "Get a post by id, updates, saves, returns it.", nil, hints.Write},
		{"find-tasks", "Find tasks by text search, project/section/parent container, responsible user, labels, a raw Todoist filter string, or a saved filter by ID or name.", nil, hints.ReadOnly},
	})
}

// TestRedteam25QuestionJoined: a verb joined to a question in a name
// ("is_valid_and_send", "has_changes_then_push") is what the call then
// does; the question alone read it.
func TestRedteam25QuestionJoined(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"is_valid_and_send", "", nil, hints.Destructive},
		{"is_paid_or_charge", "", nil, hints.Destructive},
		{"has_changes_then_push", "", nil, hints.Write},
		{"is_safe_and_valid", "", nil, hints.ReadOnly},
	})
}
