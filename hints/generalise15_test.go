package hints_test

// Signals learnt in the session that scored held-out 42 to 44 (Go
// servers), and wordings the red team left. Each case is the idiom, not
// a labelled tool's own text, and each failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestFilesAnIssue: "file" is a verb only with what one files ("Files an
// issue in the tracker", "file_bug"), and "leave" only with what one
// leaves ("Leave a comment"); "report_bug" read "report" as the noun
// and was classed read-only. "Files and issues" are nouns.
func TestFilesAnIssue(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"title": str, "body": str}}
	checkClasses(t, []recallCase{
		{"report_bug", "Files an issue in the team's tracker with the given title and body.", schema, hints.Write},
		{"escalate", "File a new ticket for the support team.", schema, hints.Write},
		{"file_bug", "Open a bug in the tracker.", schema, hints.Write},
		{"leave_comment", "Leave a comment on the post.", schema, hints.Write},
		{"list_files", "Files and issues of the repository, listed.", schema, hints.ReadOnly},
		{"file_info", "Returns the size and dates of a file.", schema, hints.ReadOnly},
		{"repo_overview", "Files, issues and pull requests of a repository.", schema, hints.ReadOnly},
	})
}

// TestPublishedAtAddress: "Pages are published at https://…" says where
// documentation can be read, not what the call does; a search of it
// was classed destructive. What the call publishes still destroys.
func TestPublishedAtAddress(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"query": str}}
	checkClasses(t, []recallCase{
		{"search_docs", "Searches the product documentation, returning the most relevant sections. Pages are published at https://docs.example.com{path}/.", schema, hints.ReadOnly},
		{"get_guide", "Returns a guide. Guides are hosted at https://example.com/guides.", schema, hints.ReadOnly},
		{"get_draft", "Returns the draft. The draft is then published to the blog.", schema, hints.Destructive},
	})
}

// TestCodeLanguageModifier: in a two-word input name whose second word
// says what about the first it holds ("flux_object", "command_id",
// "script_name"), the second is the head: a Flux resource's YAML or a
// command's id is not code to run. "sql_query" and "bash_command" still
// take code.
func TestCodeLanguageModifier(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	props := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"yaml_content": str, name: map[string]any{"type": "string", "description": desc}}}
	}
	checkClasses(t, []recallCase{
		{"diff_manifest", "Diffs a Kubernetes YAML manifest against the cluster using a server-side dry-run.",
			props("flux_object", "YAML of the owning Flux resource, when new or changed."), hints.ReadOnly},
		{"get_run", "Returns the output of a command run.", props("command_id", "The id of the command run."), hints.ReadOnly},
		{"show_script", "Shows a stored script's source.", props("script_name", "The script's name."), hints.ReadOnly},
		{"check_query", "Checks a query's plan.", props("sql_query", "The SQL query to run."), hints.Destructive},
		{"lint_command", "Reviews a shell command.", props("bash_command", "The command to run."), hints.Destructive},
	})
}

// TestFetchFromRemote: fetching from a version-control remote updates
// the local copy's branches ("Fetches the branch from the remote", an
// input "remote_name"): a write. Fetching a page or a record from a
// remote server still reads.
func TestFetchFromRemote(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	remote := map[string]any{"type": "object", "properties": map[string]any{"remote_name": str, "branch": str}}
	plain := map[string]any{"type": "object", "properties": map[string]any{"branch": str}}
	url := map[string]any{"type": "object", "properties": map[string]any{"url": str}}
	checkClasses(t, []recallCase{
		{"dolt_fetch_branch", "Fetches the specified branch from the remote.", remote, hints.Write},
		{"fetch_all", "Fetches all branches from the remote.", plain, hints.Write},
		{"vcs_fetch", "Fetch updates from upstream.", plain, hints.Write},
		{"fetch_url", "Fetch a page from a remote server and return its text.", url, hints.ReadOnly},
		{"fetch_branch_info", "Fetches the details of a branch.", plain, hints.ReadOnly},
		{"fetch_remote_config", "Fetches the remote configuration of the service.", url, hints.ReadOnly},
	})
}
