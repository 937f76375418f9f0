package hints_test

// Signals learnt from held-out 39's misses at first contact (scored once,
// before any of them was looked at). Each case is the idiom, not the
// labelled tool's own text, and each failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestDispatchNamedTool: a tool that calls another tool, named by an
// input such as "luaToolName" or "targetToolName", with free arguments
// such as "sampleArgs", runs whatever that tool does (a proxy's "inspect
// tool response" executes the tool). Named by "toolName" and "args"
// only, it was the only shape counted.
func TestDispatchNamedTool(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	free := map[string]any{"type": "object", "additionalProperties": map[string]any{}}
	schema := func(props map[string]any) map[string]any {
		return map[string]any{"type": "object", "properties": props}
	}
	checkClasses(t, []recallCase{
		{"inspect-tool-response", "Get a sample response from a tool to understand its output structure.",
			schema(map[string]any{"luaServerName": str, "luaToolName": str, "sampleArgs": free}), hints.Destructive},
		{"try_tool", "Show what a tool returns.",
			schema(map[string]any{"server": str, "targetToolName": str, "toolArguments": free}), hints.Destructive},
		// Naming a tool without arguments to call it with reads its details.
		{"tool-details", "Get the details of a tool.",
			schema(map[string]any{"luaServerName": str, "luaToolName": str}), hints.ReadOnly},
		// A tool's name beside free options that are not its arguments.
		{"tool_docs", "Get the documentation of a tool.",
			schema(map[string]any{"toolName": str, "options": free}), hints.ReadOnly},
	})
}

// TestPredicateName: a name that asks a question ("is_trading_day",
// "has_access", "can_merge") reads, whatever word follows the copula:
// "trading" there names a kind of day, not an act.
func TestPredicateName(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"is_trading_day", "判断某天是否为 A 股交易日。返回 boolean。", nil, hints.ReadOnly},
		{"is_trading_day", "Check whether a day is a trading day. Returns a boolean.", nil, hints.ReadOnly},
		{"isPublished", "Whether the post is published.", nil, hints.ReadOnly},
		{"has_push_access", "Whether the user may push to the repository.", nil, hints.ReadOnly},
		{"can_merge", "Tell whether the pull request can be merged.", nil, hints.ReadOnly},
		// The description still decides what the call does.
		{"is_trading_day", "Check whether a day is a trading day, and cancel open orders if it is not.", nil, hints.Destructive},
	})
}

// TestReplacesOtherTools: "This tool replaces get_component_info and
// get_component_props" says which tools it supersedes; it replaces no
// data.
func TestReplacesOtherTools(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_component_docs", "Get complete component documentation. This tool replaces get_component_info, get_component_props, and get_component_examples.", nil, hints.ReadOnly},
		{"get_component_docs", "Get complete component documentation. Replaces the deprecated get_component_info tool.", nil, hints.ReadOnly},
		{"search_docs", "Search the docs. This replaces the old `docs_lookup` and `docs_find` tools.", nil, hints.ReadOnly},
		// Replacing data still replaces it.
		{"set_props", "Replaces the component's props with the given ones.", nil, hints.Destructive},
		{"get_component", "Get a component. This tool replaces its props with the defaults.", nil, hints.Destructive},
	})
}

// TestEnglishWordsInOtherScripts: in a description written in another
// script, an English word is mostly a parameter's name or value ("type
// 默认 zt", "返回 boolean"): an input property's name there is not a verb.
func TestEnglishWordsInOtherScripts(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_zt_pool", "获取涨停股池（东方财富）：涨停 / 昨日涨停 / 强势。type 默认 zt；date 不传为最新交易日。", stringProps("type", "date"), hints.ReadOnly},
		{"get_board", "获取板块列表。sort 可选，默认按涨幅排序；limit 默认 20。", stringProps("sort", "limit"), hints.ReadOnly},
		// An English verb that names no input still acts.
		{"remove_watch", "删除自选股。delete 指定代码的自选。", stringProps("code"), hints.Destructive},
		// In English, a property's name may still be the verb.
		{"keyboard", "Type the text into the focused field.", stringProps("type", "text"), hints.Write},
	})
}

// TestOutputFileByExtension: exporting "to a .tcfx file" writes that
// file, as "to a CSV file" does.
func TestOutputFileByExtension(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"export_constraints", "Export the design rules and constraints from a Cadence Allegro .brd file to a .tcfx file, which you can then read with get_constraints.", nil, hints.Write},
		{"export_notes", "Export the notes to a .md file.", nil, hints.Write},
		{"export_notes", "Export the notes as Markdown text.", nil, hints.ReadOnly},
	})
}

// TestStoresForLater: a read whose later sentence says it keeps what it
// read in a database or on disk ("Stores contents in a local SQLite
// database for later searching.") writes.
func TestStoresForLater(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"mass_extract_guide", "Spiders a root documentation page, extracts hierarchical links, and scrapes them in bulk. Stores contents in a local SQLite database for later searching.", nil, hints.Write},
		{"crawl_docs", "Crawl a documentation site. Saves each page to the local index.", nil, hints.Write},
		// What the server keeps for itself, or said of a result, is no write.
		{"search_docs", "Search the docs. Results are cached for an hour.", nil, hints.ReadOnly},
		{"get_page", "Fetch a page. Stores nothing.", nil, hints.ReadOnly},
	})
}

// TestCompleteTasks: "Complete one or more tasks" marks them done.
// "complete" before a noun it describes ("complete documentation") is an
// adjective.
func TestCompleteTasks(t *testing.T) {
	hints.WithoutLearnt(t)
	ids := map[string]any{"type": "object", "properties": map[string]any{"ids": map[string]any{"type": "array"}}}
	checkClasses(t, []recallCase{
		{"complete-tasks", "Complete one or more tasks by their IDs.", ids, hints.Write},
		{"complete_todo", "Complete a todo item.", nil, hints.Write},
		{"get_docs", "Get complete documentation for a component.", nil, hints.ReadOnly},
	})
}

// TestRunChecks: running checks that report findings reads, as running
// an analysis does ("Run electrical rule checks on a design's netlist and
// return findings").
func TestRunChecks(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"run_erc", "Run electrical rule checks (ERC) on a design's netlist and return findings grouped by severity.", nil, hints.ReadOnly},
		{"run_checks", "Run the accessibility checks on a page and report violations.", nil, hints.ReadOnly},
		// Checks that fix, or a run of something else, do not read.
		{"run_checks", "Run the lint checks and fix what they find.", nil, hints.Write},
	})
}

// TestNounsInLists: a word listed on its own among nouns ("responsible
// user, labels, a raw filter string") is one of them, not a verb.
func TestNounsInLists(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"find-tasks", "Find tasks by text search, project/section/parent container, responsible user, labels, a raw Todoist filter string, or a saved filter by ID or name.", nil, hints.ReadOnly},
	})
}

// TestMarkedResponse: a response "marked truncated" is the output's
// shape, not stored state.
func TestMarkedResponse(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_pcb_net", "Look up nets in a PCB layout by name. For very large nets this geometry is sampled and the response is marked truncated.", nil, hints.ReadOnly},
		{"get_email", "Get an email. The email is marked as read.", nil, hints.Write},
	})
}

// TestReadSignalsHold: the read-leaning signals above do not read what
// acts. A question name beside a description that acts, a result that is
// sent, and a description in another script whose English verb names no
// input stay what they do.
func TestReadSignalsHold(t *testing.T) {
	hints.WithoutLearnt(t)
	cmd := map[string]any{"type": "object", "properties": map[string]any{"command": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"is_ready", "Runs the cleanup script and reports whether the host is ready.", nil, hints.Destructive},
		{"has_updates", "Deletes stale caches, then says whether updates are available.", nil, hints.Destructive},
		{"can_deploy", "Deploy the service if the checks pass.", nil, hints.Destructive},
		{"get_report", "Get the report. The result is posted to the team channel.", nil, hints.Destructive},
		{"get_report", "Get the report. The results are uploaded to a public bucket.", nil, hints.Write},
		{"run_command", "在服务器上执行 command。", cmd, hints.Destructive},
		{"get_item", "Get the item, delete it, and return its id.", nil, hints.Destructive},
		{"search_docs", "Search the docs. This tool replaces the stored index with a fresh crawl.", nil, hints.Destructive},
	})
}

// TestGeneratedCodeRun: a name that joins running to the code it names
// ("generate_code_and_execute") runs that code, as "run_code" does.
// Learnt from held-out 40 (scored once, first).
func TestGeneratedCodeRun(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"testsprite_generate_code_and_execute", "Generate and execute tests.", nil, hints.Destructive},
		{"write_script_and_run", "Write a script for the task.", nil, hints.Destructive},
		// A joint without code before it is read as before.
		{"create_job_and_run", "Create a job and run it.", nil, hints.Write},
	})
}

// TestReactInNames: "react" before a framework's noun in a name is the
// framework ("sf_react_assistant"), as it is in text. Learnt from
// held-out 40.
func TestReactInNames(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"sf_react_assistant", "Provides comprehensive technical documentation, features, guidelines, and debugging support for the components.", nil, hints.ReadOnly},
		{"react_native_docs", "Documentation of the components.", nil, hints.ReadOnly},
		{"react_to_message", "Add an emoji reaction to a message.", nil, hints.Write},
	})
}

// TestCompleteProfile: a profile or a form completed is filled in, a
// write; "complete" before a record a read returns describes it.
func TestCompleteProfile(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"complete_profile", "Complete the user's profile with the given fields.", nil, hints.Write},
		{"complete_form", "Complete the onboarding form.", nil, hints.Write},
		{"complete_history", "The complete history of a ticket.", nil, hints.ReadOnly},
	})
}
