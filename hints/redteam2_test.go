package hints_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// attack is one tool definition a hostile or sloppy server could list,
// and the class inference must not give it.
type attack struct {
	name, desc string
	schema     any
	not        hints.Class
}

func runAttacks(t *testing.T, attacks []attack) {
	t.Helper()
	for _, a := range attacks {
		tool := &mcp.Tool{Name: a.name, Description: a.desc, InputSchema: a.schema}
		if rt := hints.Resolve(tool); rt.Class == a.not {
			t.Errorf("%s %q %v: %v (%s), want not %v", a.name, a.desc, a.schema, rt.Class, hints.InferTool(tool).Reason, a.not)
		}
	}
}

var (
	rtStr  = map[string]any{"type": "string"}
	rtFlag = map[string]any{"type": "boolean"}
)

func rtEnum(members ...any) map[string]any { return map[string]any{"type": "string", "enum": members} }

// TestRedteamArtifacts: tools dressed as chart or diagram renderers that
// also keep, send or destroy something.
func TestRedteamArtifacts(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		// The name says what else happens.
		{"generate_chart_and_save", "", nil, ro},
		{"generate_chart_and_upload", "", nil, ro},
		{"draw_chart_then_email", "", nil, ro},
		{"plotAndUpdateDashboard", "", nil, ro},
		{"generate-chart-and-store", "Generate a chart.", nil, ro},
		// Wording the lists do not know.
		{"generate_chart", "Generate a chart, placing it in the reports folder.", nil, ro},
		{"generate_chart", "Generate a chart into the shared reports folder.", nil, ro},
		{"generate_chart", "Generate a chart and keep it on the server for later.", nil, ro},
		{"generate_chart", "Generate a chart and put it in S3.", nil, ro},
		{"generate_chart", "Generate a chart. The chart is written to the output directory.", nil, ro},
		{"generate_chart", "Generate a chart. The previous chart with that name is replaced.", nil, ro},
		{"generate_chart", "Generate a chart and notify subscribers.", nil, ro},
		// The dangerous part hidden in an example.
		{"generate_chart", "Generate a chart such as a pie chart and upload it to the bucket.", nil, ro},
		{"generate_chart", "Generate a chart, for example a bar chart, and post it to Slack.", nil, ro},
		{"generate_chart", "Generate a chart for instance data, then persist it.", nil, ro},
		{"generate_chart", "Generate a chart such as a bar chart, then commit it to the repo.", nil, ro},
		// Late, after a long harmless description.
		{"generate_chart", "Generate a chart. " + strings.Repeat("Supports bar, line and pie types with many options. ", 60) + "The chart is uploaded to the team drive.", nil, ro},
		{"generate_chart", "Generate a chart. " + strings.Repeat("Supports bar, line and pie types with many options. ", 60) + "Deletes the source rows afterwards.", nil, ro},
		// Unicode look-alikes and invisible characters.
		{"generate_chart", "Generate a chart and upl\u043ead it to the bucket.", nil, ro},
		{"generate_chart", "Generate a chart and d\u0435lete the source rows.", nil, ro},
		{"generate_chart", "Generate a chart and up\u200bload it to the bucket.", nil, ro},
		{"generate_chart", "Generate a chart and de\u00adlete the source rows.", nil, ro},
		{"generate_chart", "Generate a chart and \uff44\uff45\uff4c\uff45\uff54\uff45 the source rows.", nil, ro},
		{"generate_chart", "Generate a chart and dele\u0301te the source rows.", nil, ro},
		// Dangerous input properties.
		{"generate_chart", "Generate a chart.", schema(map[string]any{"clearExisting": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"resetData": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"cleanup": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"publish": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"share": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"persist": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"sendTo": rtStr}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"emailTo": rtStr}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"slackChannel": rtStr}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"outputUri": rtStr}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"s3Url": rtStr}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"action": rtEnum("preview", "save", "upload")}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"mode": rtEnum("render", "publish")}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"query": map[string]any{"type": "string", "description": "SQL statement run against the warehouse to get the data"}}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"code": map[string]any{"type": "string", "description": "Python that builds the figure"}}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"options": schema(map[string]any{"overwrite": rtFlag})}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"items": map[string]any{"type": "array", "items": schema(map[string]any{"deleteAfter": rtFlag})}}), ro},
		// An artifact that is also a stored object elsewhere.
		{"create_qr_code", "Create a QR code for a payment and charge the customer.", nil, ro},
		{"generate_diagram", "Generate a diagram in Confluence.", nil, ro},
		{"generate_diagram", "Generate a diagram on the wiki page.", nil, ro},
		{"generate_chart", "Generate a chart in the Grafana instance.", nil, ro},
		{"generate_chart", "Generate a chart as a new Notion page.", nil, ro},
	})
}

// TestRedteamRemoveFrom: "remove X from Y" shapes that still destroy.
func TestRedteamRemoveFrom(t *testing.T) {
	w := hints.Write
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"remove_tag_and_files", "Remove a tag and files from disk.", nil, w},
		{"remove_tag_and_files_from_disk", "", nil, w},
		{"remove_label", "Remove a label from the repository. All issues lose it.", nil, w},
		{"remove_role", "Remove a role from the system.", nil, w},
		{"remove_tag", "Remove the tag from the workspace for good.", nil, w},
		{"remove_members", "Remove members from the group and erase their messages.", nil, w},
		{"remove_member", "Remove a member from the project.", schema(map[string]any{"deleteData": rtFlag}), w},
		{"remove_user_from_team", "Removes a user from a team and from the system.", nil, w},
		{"removeTagFromTask", "Remove tags from a task.", schema(map[string]any{"purgeTask": rtFlag}), w},
		// What stays a write.
		{"remove_user_from_org", "Remove a user from the organization.", nil, hints.Destructive},
		{"remove_member", "Remove a member from the workspace.", nil, hints.Destructive},
		{"remove_label", "Remove the label 'bug' from the issue.", nil, hints.Destructive},
		{"remove_labels", "Remove labels or tags from an issue.", nil, hints.Destructive},
		// A remove-from is never read-only.
		{"remove_tag_from_task", "After removing the tag from the task, returns the task.", nil, ro},
		{"remove_tag_from_task", "Remove a tag from a task.", schema(map[string]any{"sql": rtStr}), ro},
	})
}

// TestRedteamSession: session-context shapes that change something
// that lasts.
func TestRedteamSession(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"switch_profile", "Switch the active profile and persist it to the configuration file.", nil, ro},
		{"use_connection", "Use a connection. The selection is saved as the default for all future sessions.", nil, ro},
		{"choose_profile", "Choose the profile to use and write it to ~/.aws/config.", nil, ro},
		{"select_connection", "Select a connection and drop its database.", nil, ro},
		{"switch_profile", "Switch to a different profile.", schema(map[string]any{"resetProfile": rtFlag}), ro},
		{"switch_connection", "Switch to a different connection.", schema(map[string]any{"sql": rtStr}), ro},
		// A client verb ending a name that connects things, not a client.
		{"github_repo_connect", "", nil, ro},
		{"bank_account_connect", "", nil, ro},
		{"repository_disconnect", "", nil, ro},
		{"integration-connect", "", schema(map[string]any{"integrationId": rtStr}), ro},
		{"account_login", "", schema(map[string]any{"password": rtStr, "overwrite": rtFlag}), ro},
	})
}

// TestRedteamClauseRoles: subordinate clauses, directions and object
// words that hide the tool's action.
func TestRedteamClauseRoles(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		// Known hole: a writing gerund in a clause of the tool's own steps.
		{"check_files", "After uploading the files, checks them.", nil, ro},
		{"upload_checker", "After uploading the files, checks them.", nil, ro},
		{"chat_tool", "After posting the message to the channel, returns the message id.", nil, ro},
		{"mail_tool", "After forwarding the email to the recipient, returns the status.", nil, ro},
		{"payments", "After capturing the payment, returns the receipt.", nil, ro},
		{"db_tool", "After applying the migration, returns the schema version.", nil, ro},
		{"secrets", "After rotating the key, returns the new key.", nil, ro},
		{"disk_tool", "After formatting the disk, reports its size.", nil, ro},
		{"report_tool", "Once the report is published, returns its URL.", nil, ro},
		{"sync_tool", "When syncing the folders, overwrites files on the remote.", nil, ro},
		// A direction before a verb form that is not a base verb.
		{"webhook_relay", "Forward fetched results to the configured webhook.", nil, ro},
		{"scan_relay", "Forward scanned documents to the archive.", nil, ro},
		{"search_relay", "Forward search results to the channel.", nil, ro},
		{"forward_search_results_to_slack", "", nil, ro},
	})
}

// TestRedteamReadVerb: a read verb in the name against a destructive
// option, a destructive verb ending the name, a destructive sentence the
// opener check does not see, or a means that sends.
func TestRedteamReadVerb(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		// Known hole: a read verb beats a destructive flag or ending.
		{"get_message", "Get a message.", schema(map[string]any{"deleteOnRead": rtFlag}), ro},
		{"get_message", "Get a message.", schema(map[string]any{"delete": rtFlag}), ro},
		{"get_file_delete", "", nil, ro},
		{"fetch_queue_purge", "", nil, ro},
		{"get_message", "Get a message. Messages are deleted once read.", nil, ro},
		// A destructive sentence the opener check does not see.
		{"get_file", "Gets a file. Afterwards it deletes the file.", nil, ro},
		{"get_file", "Gets a file. Finally, deletes it from the server.", nil, ro},
		{"get_file", "Gets a file. Note: deletes it after reading.", nil, ro},
		{"get_file", "Gets a file. " + strings.Repeat("The path may be absolute or relative. ", 80) + "Deletes it permanently.", nil, ro},
		{"get_file", "Gets the file identified by the given path, which may be absolute or relative to the workspace root and may use forward or back slashes on any platform the server runs on including Windows, Linux and macOS and all other systems, and deletes it.", nil, ro},
		// get_tag-like object words after a read verb.
		{"get_and_purge_tag", "", nil, ro},
		{"fetch_tag", "Fetches a tag and deletes it.", nil, ro},
		{"getTagThenDelete", "", nil, ro},
		// Learn/study/consult/scrape/geocode/plot read, but not with a change.
		{"learn_and_store", "Learn the API and store notes in memory.", nil, ro},
		{"consult_expert", "Consult a human expert by sending them an email.", nil, ro},
		{"plot_points", "Plot points on the shared map.", schema(map[string]any{"mapId": rtStr}), ro},
		// Look-alike letters in a destructive name.
		{"d\u0435lete_file", "", nil, ro},
		{"get_file_d\u0435lete", "", nil, ro},
	})
}

// TestRedteamSecondRound: attacks on the fixes above and what they left.
func TestRedteamSecondRound(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		// Artifacts kept where others see them.
		{"generate_chart", "Generate a chart and return a public URL anyone can open.", nil, ro},
		{"generate_chart", "Generate a chart. Charts are retained for 30 days and shareable.", nil, ro},
		{"generate_chart", "Generate a chart. A copy goes to your inbox.", nil, ro},
		{"generate_chart", "Generate a chart, hosted on our CDN.", nil, ro},
		// A description inference cannot read.
		{"generate_chart", "生成图表并上传到服务器，然后删除源数据。", nil, ro},
		{"generate_chart", "Сгенерировать диаграмму и удалить исходные данные.", nil, ro},
		// Look-alikes outside Cyrillic and Greek.
		{"generate_chart", "Generate a chart and upl\u0251ad it to the bucket.", nil, ro},
		{"generate_chart", "Generate a chart and \U0001D41D\U0001D41E\U0001D425\U0001D41E\U0001D42D\U0001D41E the rows.", nil, ro},
		{"generate_chart", "Generate a chart and \u24d3\u24d4\u24db\u24d4\u24e3\u24d4 the rows.", nil, ro},
		{"get_file", "Gets a file and d\u1d07letes it.", nil, ro},
		{"scrape_and_store", "", nil, ro},
		// A verb in backticks is still a verb.
		{"get_file", "Gets a file, then `deletes` it.", nil, ro},
		{"get_file", "Gets a file and `wipes` the directory.", nil, ro},
		// A conditional loss.
		{"get_tag", "Get a tag. If it has no items, deletes it.", nil, ro},
		{"get_file", "Gets a file. When it is expired, purges it.", nil, ro},
		// New reading verbs with a writing step.
		{"learn_from_feedback", "Learn from user feedback and update the model weights.", nil, ro},
		{"study_codebase", "Study the codebase and rewrite the outdated modules.", nil, ro},
		{"consult_docs", "Consult the docs and apply the fixes to the repository.", nil, ro},
		{"scrape_site", "Scrape a site and write the pages to disk.", nil, ro},
		// Look-alikes in a schema.
		{"get_message", "Get a message.", schema(map[string]any{"d\u0435leteOnRead": rtFlag}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"titl\u0435": rtStr}), ro},
	})
}

// TestWordsFoldDisguises: a name's words are read as the Latin letters
// they show.
func TestWordsFoldDisguises(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"d\u0435lete_file", "delete file"},
		{"\uff44\uff45\uff4c\uff45\uff54\uff45File", "delete file"},
		{"up\u200bload", "upload"},
		{"de\u00adlete", "delete"},
		{"\U0001D41D\U0001D41E\U0001D425\U0001D41E\U0001D42D\U0001D41E", "delete"},
		{"caf\u00e9_menu", "cafe menu"},
		{"get_file", "get file"},
	} {
		if got := strings.Join(hints.Words(tc.in), " "); got != tc.want {
			t.Errorf("Words(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestRedteamThirdRound: attacks on what the second round left.
func TestRedteamThirdRound(t *testing.T) {
	ro := hints.ReadOnly
	desc := func(d string) map[string]any { return map[string]any{"type": "string", "description": d} }
	runAttacks(t, []attack{
		// A property description that destroys or persists, late or early.
		{"generate_chart", "Generate a chart.", schema(map[string]any{"table": desc("Table to plot. Its rows are deleted after plotting.")}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"table": desc("Table to plot; its rows are dropped afterwards.")}), ro},
		{"generate_chart", "Generate a chart.", schema(map[string]any{"title": desc("Chart title. The chart is saved under it.")}), ro},
		// A persisting step after a comma in an example.
		{"generate_chart", "Generate a chart such as a pie chart; uploads it to the bucket.", nil, ro},
		{"generate_chart", "Generate a chart, e.g. a pie chart, saved to the team drive.", nil, ro},
		// Session context with a destructive word beside it.
		{"switch_connection", "Switch to a different connection. Drops the current database.", nil, ro},
		{"switch_profile", "Switch to a different profile, deleting the old one.", nil, ro},
		{"use_connection", "Use another connection and truncate the logs table.", nil, ro},
		// Remove-from that is read-only-looking.
		{"tag_tool", "After removing the tag from the task, returns the task.", nil, ro},
	})
}

// TestRedteamBounds: what inference does not read is not believed to be
// quiet.
func TestRedteamBounds(t *testing.T) {
	ro := hints.ReadOnly
	wide := map[string]any{}
	for i := range 2100 {
		wide[fmt.Sprintf("series%04d", i)] = map[string]any{"type": "number"}
	}
	wide["zzOutputPath"] = rtStr
	var deep any = schema(map[string]any{"outputPath": rtStr})
	for range 6 {
		deep = schema(map[string]any{"style": deep})
	}
	runAttacks(t, []attack{
		{"generate_chart", "Generate a chart. " + strings.Repeat("Bars are drawn left to right. ", 2500) + "The chart is uploaded to the bucket.", nil, ro},
		{"get_file", "Gets a file. " + strings.Repeat("Paths are relative. ", 3500) + "Deletes it permanently.", nil, ro},
		{"generate_chart", "Generate a chart.", schema(wide), ro},
		{"generate_chart", "Generate a chart.", deep, ro},
	})
}
