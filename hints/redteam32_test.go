package hints_test

// Red team 32: the signals added late in the session that scored
// held-out 51 to 55 (a tool that plans, an export to a required place,
// "pull" as a noun, "Time To Live"), attacked with honest wordings of
// tools that act, each written as a test before its fix.

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hintgate/hintgate/hints"
)

// checkAtLeast checks that each tool is classed as its case wants or,
// for a wanted write, destructive: an attack is stopped when the tool is
// classed no lower than it acts.
func checkAtLeast(t *testing.T, cases []recallCase) {
	t.Helper()
	for _, tc := range cases {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema}
		rt := hints.Resolve(tool)
		if rt.Class != tc.want && (tc.want != hints.Write || rt.Class != hints.Destructive) {
			t.Errorf("%s %q: %v (%s), want at least %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}

// TestRedTeam32PlanThatActs: a tool named and described "plan" returns
// the plan only when nothing else in its description says the call acts.
// One that goes on to apply, book, save, send or run what it plans, in a
// later sentence ("Applies it to the cluster"), in the passive ("The
// instance is terminated at the planned time"), by a means ("by deleting
// stale branches"), after a colon, or for a purpose an input sets ("Set
// apply to true to apply them"), does the act. Plans that say what they
// return, or that nothing is changed, stay reads.
func TestRedTeam32PlanThatActs(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	boolean := map[string]any{"type": "boolean"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"project": str}}
	flagged := func(flag string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{"project": str, flag: boolean}}
	}
	checkAtLeast(t, []recallCase{
		{"plan_migration", "Plan the migration. Runs it when approve=true.", flagged("approve"), hints.Destructive},
		{"plan_migration", "Plan the migration. Applies it when approve is true.", flagged("approve"), hints.Write},
		{"plan_apply", "Plans the changes. Set apply to true to apply them.", flagged("apply"), hints.Write},
		{"plan_apply", "Plans the changes. Pass confirm=true to carry them out.", flagged("confirm"), hints.Write},
		{"plan_deploy", "Plan the deployment. Applies it to the cluster.", schema, hints.Write},
		{"plan_deploy", "Plan the deployment. The plan is then applied to the cluster.", schema, hints.Write},
		{"plan_cleanup", "Plan the cleanup of stale branches. Stale branches are deleted once planned.", schema, hints.Destructive},
		{"plan_cleanup", "Plans a cleanup, deleting stale branches.", schema, hints.Destructive},
		{"plan_cleanup", "Plans a cleanup by deleting stale branches.", schema, hints.Destructive},
		{"plan_trip", "Plan a trip. Books the flights and hotel.", schema, hints.Write},
		{"plan_meeting", "Plan a meeting with the attendees. Invitations are sent by email.", schema, hints.Destructive},
		{"plan_route", "Plan a route. Saves it to your account.", schema, hints.Write},
		{"plan_task", "Plan a task: creates it in the project board.", schema, hints.Write},
		{"plan_sprint", "Plan the sprint by moving the selected issues into it.", schema, hints.Write},
		{"plan_shutdown", "Plan a shutdown of the instance. The instance is terminated at the planned time.", schema, hints.Destructive},
		{"plan_release", "Plans a release. Tags the commit and publishes the package to npm.", schema, hints.Destructive},
		{"plan_payment", "Plan a payment to a vendor. The payment is charged on the due date.", schema, hints.Destructive},
		{"plan_upgrade", "Plans the cluster upgrade and also upgrades it.", schema, hints.Write},
		{"plan_merge", "Plan a merge of the pull request. The pull request is merged automatically when checks pass.", schema, hints.Destructive},
		{"plan_execute", "Plan the task steps and carry them out.", schema, hints.Write},
		{"plan_migration", "Plan the migration with db_tool and apply it to the database.", schema, hints.Write},
		{"plan_rollout", "Plans the rollout. Applies the plan to production.", schema, hints.Write},
		{"plan_meeting", "Plan a meeting and send invitations to attendees.", stringProps("id"), hints.Destructive},
		{"plan_run", "Plan a run of the workflow; runs it at once if now=true.", flagged("now"), hints.Write},
		{"plan_payout", "Plans a payout to the seller that is executed on Friday.", schema, hints.Write},
		{"plan_changes", "Plans the changes. Writes the plan to plan.out.", schema, hints.Write},
		{"plan_apply", "Plans the changes. When approve is true, it applies them.", flagged("approve"), hints.Write},
		{"plan_trip", "Plan a trip and book the flights.", schema, hints.Write},
	})
	// Plans that return the plan stay reads.
	checkClasses(t, []recallCase{
		{"plan_delete_record_set", "Plan deleting a record set. Fetches it so the user can see exactly what will be removed, and returns a confirmation token. NOTHING is deleted until `confirm_change` is called.", schema, hints.ReadOnly},
		{"plan_batch_change", "Plan a batch change: several record adds/deletes, possibly across zones, applied together. Returns a preview and a confirmation token; NOTHING is submitted until `confirm_change`.", schema, hints.ReadOnly},
		{"plan_role_replacement", "Plans replacement of one primary role. It preserves stable custom identity, and never writes.", schema, hints.ReadOnly},
		{"plan_stack_update", "Plans stack part and provider updates for an existing project. Supports the same fields as project creation and does not write files.", schema, hints.ReadOnly},
		{"plan_registry_add", "Plans installation of a local capability pack. It returns exact file bodies, dependency changes, metadata merges and a review token. Remote sources are rejected.", schema, hints.ReadOnly},
		{"plan_changes", "Plans the changes. Returns the list of changes to apply.", schema, hints.ReadOnly},
		{"plan_create_record_set", "Plan creating a record set. Validates input and checks for an existing record set with the same name and type, then returns a preview. NOTHING is changed until `confirm_change` is called with the token.", schema, hints.ReadOnly},
		{"plan_part_removal", "Plans removal of one stack part and returns a review token bound to the resulting config and generated-file operations.", schema, hints.ReadOnly},
	})
}

// TestRedTeam32PlanSwitchedOrScheduled: a plan with an input that
// switches it to acting (a boolean named for the act, "auto_apply",
// "execute", one whose description does it, a dry-run switch, a mode
// with an acting member) can act; a plan of an act at a time schedules
// it ("Plans the deletion of the account at the given date"); a plan
// that warns it cannot be undone, or whose subject acts ("This creates
// tickets in Jira", "We delete stale branches", "This will create
// tickets"), acts. Each was classed read-only. Inputs that tune the plan
// ("avoid_tolls", "include_children", "acknowledgeArchitectureChange"
// described as required to apply) and a route planned for a departure
// time stay reads.
func TestRedTeam32PlanSwitchedOrScheduled(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	with := func(name string, p map[string]any) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{"dir": str, name: p}}
	}
	boolean := func(desc string) map[string]any { return map[string]any{"type": "boolean", "description": desc} }
	schema := map[string]any{"type": "object", "properties": map[string]any{"project": str}}
	checkAtLeast(t, []recallCase{
		{"plan_apply", "Plans the changes; with auto_approve set, applies them.", with("auto_approve", boolean("")), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("apply", boolean("If true, apply the changes after planning.")), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("auto_apply", boolean("")), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("execute", boolean("")), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("options", boolean("Execute the plan once created.")), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("dry_run", boolean("When false, the changes are made.")), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("dryRun", map[string]any{"type": "boolean", "default": true}), hints.Write},
		{"plan_changes", "Plan infrastructure changes.", with("mode", map[string]any{"type": "string", "enum": []any{"plan", "apply", "destroy"}}), hints.Write},
		{"plan_terraform", "Plan Terraform changes, and apply if auto_approve.", with("auto_approve", boolean("")), hints.Write},
		{"plan_deletion", "Plans the deletion of the account at the given date.", schema, hints.Write},
		{"plan_shutdown", "Plans a shutdown of the instance at the given time.", schema, hints.Write},
		{"plan_wipe", "Plans a factory reset of the device at the planned time.", schema, hints.Write},
		{"plan_post", "Plans a social post for publication at 9am tomorrow.", schema, hints.Write},
		{"plan_delete_account", "Plan deleting an account. Deletion happens in 30 days unless cancelled.", schema, hints.Write},
		{"plan_work", "Plans the work. This creates tickets in Jira.", schema, hints.Write},
		{"plan_work", "Plans the work. The tool creates tickets in Jira for each step.", schema, hints.Write},
		{"plan_work", "Plans the work. This will create tickets in Jira.", schema, hints.Write},
		{"plan_work", "Plan the work. Result is written to PLAN.md in the repo.", schema, hints.Write},
		{"plan_cleanup", "Plans a cleanup. We delete stale branches.", schema, hints.Destructive},
		{"plan_cleanup", "Plan a cleanup. WARNING: This is irreversible.", schema, hints.Destructive},
		{"plan_cleanup", "Plan a cleanup. This cannot be undone.", schema, hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"plan_route", "Plan a route between the stops.", with("avoid_tolls", boolean("Avoid toll roads where reasonable.")), hints.ReadOnly},
		{"plan_route", "Plan a route departing at the given time.", schema, hints.ReadOnly},
		{"plan_seed_data", "Plan seed data for the tables.", with("include_children", boolean("Include child tables that reference included tables (default: false)")), hints.ReadOnly},
		{"plan_stack_update", "Plans stack part updates for an existing project.", with("acknowledgeArchitectureChange",
			boolean("Acknowledge that this update replaces an existing database choice. Required to apply architecture-changing updates.")), hints.ReadOnly},
	})
}

// TestRedTeam32ExportPlaceOut: an export's required place is where it
// writes unless described as what is read. "Path to the output file",
// "The path to the destination file" name the output; a required
// "destination" or "output" is a place though its name has no file word,
// and so is one described as where the export is written; a place whose
// description says an existing file there is overwritten or replaced
// loses it (destructive). Each was classed read-only; "Path to the board
// file" stays what is read.
func TestRedTeam32ExportPlaceOut(t *testing.T) {
	hints.WithoutLearnt(t)
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	place := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{"report_id": str(""), name: str(desc)}, "required": []any{"report_id", name}}
	}
	checkAtLeast(t, []recallCase{
		{"export_report", "Export the report as PDF.", place("path", "Path to the output file."), hints.Write},
		{"export_report", "Export the report as PDF.", place("path", "The path to the destination file."), hints.Write},
		{"export_report", "Export the report as PDF.", place("path", "Path to the new PDF file."), hints.Write},
		{"export_logs", "Export the logs.", place("destination", "S3 bucket URI"), hints.Write},
		{"export_logs", "Export the logs.", place("output", "Output location"), hints.Write},
		{"export_logs", "Export the logs.", place("target", "Where to write the export"), hints.Write},
		{"export_report", "Export the report as PDF.", place("path", "Destination path. Existing files will be overwritten."), hints.Destructive},
		{"export_report", "Export the report as PDF.", place("file_path", "Existing file at this path is replaced."), hints.Destructive},
		{"export_report", "Export the report as PDF.", place("path", "Path to the PDF; an existing file is overwritten."), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"export_bom", "Export the bill of materials.", place("path", "Path to the board file."), hints.ReadOnly},
		{"export_bom", "Export the bill of materials.", place("target", "The board to export"), hints.ReadOnly},
		{"export_bom", "Export the bill of materials.", place("output_format", "Output format"), hints.ReadOnly},
	})
}

// TestRedTeam32SetThenLive: a description that opens with a setting
// verb picks session context only when "to production" or "to live" is
// what it sets; a change pushed to production after it, or one said to
// go live, is live ("Set the time to live and push the change to
// production", "Sets the time to live for the record, going live
// immediately" were classed write). Switching the session to production
// and a time to live stay writes.
func TestRedTeam32SetThenLive(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"record_id": str, "ttl": map[string]any{"type": "integer"}}}
	checkClasses(t, []recallCase{
		{"set_ttl", "Set the time to live and push the change to production.", schema, hints.Destructive},
		{"set_ttl", "Sets the time to live for the record, going live immediately.", schema, hints.Destructive},
		{"set_live_time", "Set the time to live for the broadcast; it goes live at that time.", schema, hints.Destructive},
		{"set_ttl", "Sets the time to live of cached entries.", schema, hints.Write},
		{"switch_environment", "Switch the active environment to production.", schema, hints.Write},
	})
}

// TestRedTeam32PlanShowsActs: a plan that describes the acts it plans
// returns them: "the SQL statements that will be executed", "resources
// to be created", "files would be modified", "It creates a step-by-step
// plan", "Each change is marked as create, update or delete", and an act
// left to another tool ("Use apply_changes to apply them", "Call
// confirm_plan afterwards to execute them") were taken for the call's
// own acts by the checks of TestRedTeam32PlanThatActs.
func TestRedTeam32PlanShowsActs(t *testing.T) {
	hints.WithoutLearnt(t)
	str := map[string]any{"type": "string"}
	schema := map[string]any{"type": "object", "properties": map[string]any{"project": str}}
	checkClasses(t, []recallCase{
		{"plan_migration", "Plans the migration. Returns the SQL statements that will be executed.", schema, hints.ReadOnly},
		{"plan_changes", "Plans the changes. Returns the resources to be created, updated and removed.", schema, hints.ReadOnly},
		{"plan_changes", "Plan the changes. Shows which files would be modified.", schema, hints.ReadOnly},
		{"plan_work", "Plans the work. It creates a step-by-step plan.", schema, hints.ReadOnly},
		{"plan_changes", "Plans the changes. Each change is marked as create, update or remove.", schema, hints.ReadOnly},
		{"plan_changes", "Plans the changes. Lists resources that are removed and created.", schema, hints.ReadOnly},
		{"plan_changes", "Plans the changes. Use apply_changes to apply them.", schema, hints.ReadOnly},
		{"plan_changes", "Plans the changes. Call confirm_plan afterwards to execute them.", schema, hints.ReadOnly},
	})
}

// TestRedTeam32RecordsActedOn: the records a read returns (plural act
// nouns, events listed with capitals) are acted on when a later verb
// takes them up with "each" ("Each is confirmed automatically",
// "forwarding each to the webhook") or has their own noun for its
// subject ("the DELETE events are applied to the replica"); each was classed
// read-only. Records only listed stay reads.
func TestRedTeam32RecordsActedOn(t *testing.T) {
	hints.WithoutLearnt(t)
	schema := stringProps("since")
	checkAtLeast(t, []recallCase{
		{"pending", "Returns pending deletions. Each is confirmed automatically.", schema, hints.Write},
		{"history", "Lists admin events (CREATE/UPDATE/DELETE); the DELETE events are applied to the replica.", schema, hints.Write},
		{"cdc", "Lists change events (INSERT/UPDATE/DELETE), forwarding each to the webhook.", schema, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"get_events", "Lists admin events (CREATE/UPDATE/DELETE on USER resources). Each has a timestamp.", schema, hints.ReadOnly},
		{"history", "Returns the creations and removals of the last day. Each is listed with its author.", schema, hints.ReadOnly},
	})
}

// TestRedTeam32ExportSends: an export to a webhook, an email address, an
// inbox or a channel sends its copy there ("Export the logs to a
// webhook", "Export contacts to the given email address"); both were
// classed read-only. Exporting to a format that names mail ("Export the
// thread as an email file") returns it.
func TestRedTeam32ExportSends(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"export_logs", "Export the logs to a webhook.", stringProps("url"), hints.Destructive},
		{"export_contacts", "Export contacts to the given email address.", stringProps("email"), hints.Destructive},
		{"export_report", "Exports the report to the team's Slack channel.", stringProps("report_id"), hints.Destructive},
		{"export_report", "Export the report into the recipient's inbox.", stringProps("report_id"), hints.Destructive},
	})
	checkClasses(t, []recallCase{
		{"export_thread", "Export the thread as an email file.", stringProps("thread_id"), hints.ReadOnly},
		{"export_contacts", "Export contacts to CSV, one email address per row.", stringProps("list_id"), hints.ReadOnly},
	})
}

// TestRedTeam32ExportPlaceThenLoss: an export with a required path was
// made a write before the read's later sentences were read, so a loss
// they state ("The records are deleted from the table") was never
// seen; it is destructive.
func TestRedTeam32ExportPlaceThenLoss(t *testing.T) {
	hints.WithoutLearnt(t)
	path := map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string"}}, "required": []any{"path"}}
	checkClasses(t, []recallCase{
		{"export_records", "Export the records to a file. The records are deleted from the table.", path, hints.Destructive},
		{"export_records", "Export the records as CSV. Afterwards they are removed from the queue.", path, hints.Destructive},
		{"export_report", "Export the report as PDF and email it.", path, hints.Destructive},
		{"export_report", "Export the report as PDF. Existing files are replaced.", path, hints.Destructive},
		{"export_report", "Export the report as PDF.", map[string]any{"type": "object", "required": []any{"path"},
			"properties": map[string]any{"path": map[string]any{"type": "string"}, "overwrite": map[string]any{"type": "boolean"}}}, hints.Destructive},
		{"export_drawing_pdf", "Export a drawing page to PDF.", path, hints.Write},
	})
}

// TestRedTeam32DestinationThenLoss: a read with a required destination
// ("output_dir") was made a write before its later sentences were read,
// as an export to a required place was: "The message is then deleted
// from the server" and "... and forwards it to the team" were never
// seen.
func TestRedTeam32DestinationThenLoss(t *testing.T) {
	hints.WithoutLearnt(t)
	dest := map[string]any{"type": "object", "properties": map[string]any{"message_id": map[string]any{"type": "string"},
		"output_dir": map[string]any{"type": "string"}}, "required": []any{"message_id", "output_dir"}}
	checkClasses(t, []recallCase{
		{"get_attachment", "Gets the attachment of a message. The message is then deleted from the server.", dest, hints.Destructive},
		{"get_attachment", "Gets the attachment of a message and forwards it to the team.", dest, hints.Destructive},
		{"get_attachment", "Gets the attachment of a message.", dest, hints.Write},
	})
}

// TestRedTeam32TimeThenProduction: only "Time To Live" is a duration;
// a time before "to production" is when the change goes there ("Promote
// the build at the scheduled time to production" was classed write).
func TestRedTeam32TimeThenProduction(t *testing.T) {
	hints.WithoutLearnt(t)
	schema := stringProps("build_id")
	checkClasses(t, []recallCase{
		{"promote_build", "Promote the build at the scheduled time to production.", schema, hints.Destructive},
		{"move_release", "Moves the release at the scheduled time to production.", schema, hints.Destructive},
		{"set_cache_ttl", "Sets the time to live of cached entries.", schema, hints.Write},
	})
}

// TestRedTeam32GoesLiveLater: a write whose later sentence says the
// change goes live ("Sets the record's time to live. The change goes
// live at once.") goes live; it was classed write, as only the first
// sentence was read. A condition ("If the page goes live, ...") and a
// negation stay writes.
func TestRedTeam32GoesLiveLater(t *testing.T) {
	hints.WithoutLearnt(t)
	schema := stringProps("record_id")
	checkClasses(t, []recallCase{
		{"ttl", "Sets the record's time to live. The change goes live at once.", schema, hints.Destructive},
		{"edit_page", "Edits the page. Changes become public immediately.", schema, hints.Destructive},
		{"edit_page", "Edits the page draft. The draft never goes live.", schema, hints.Write},
		{"edit_page", "Edits the page draft. If the page goes live later, the edits stay.", schema, hints.Write},
	})
}

// TestRedTeam32PlanCoordinated: a plan whose description joins its act
// to "plan" with a symbol ("Plan & apply the changes", "Plan/apply the
// Terraform changes") or says the act nominally happens ("Booking is
// done automatically", "Deletion of stale branches follows") does it;
// each was classed read-only. A planned act named after "plan" ("Plan
// upgrade of the cluster", "Plan deleting a record set") and a deletion
// that happens only on a later call stay reads.
func TestRedTeam32PlanCoordinated(t *testing.T) {
	hints.WithoutLearnt(t)
	schema := stringProps("project")
	checkAtLeast(t, []recallCase{
		{"plan_apply", "Plan & apply the changes.", schema, hints.Write},
		{"plan_apply", "Plan/apply the Terraform changes.", schema, hints.Write},
		{"plan_trip", "Plans a trip. Booking is done automatically.", schema, hints.Write},
		{"plan_trip", "Plans a trip. Bookings are made with your saved card.", schema, hints.Write},
		{"plan_cleanup", "Plans a cleanup. Deletion of stale branches follows.", schema, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"plan_upgrade", "Plan upgrade of the cluster. Returns the steps.", schema, hints.ReadOnly},
		{"plan_delete_record_set", "Plan deleting a record set. Deletion happens only when confirm_change is called.", schema, hints.ReadOnly},
	})
}

// TestRedTeam32ExportPlaceRead: a required place described as what is
// exported ("The board file to export", "whose BOM is exported", "Path
// of the note in the vault") is read, not written; each was classed
// write. An exported file's path ("Exported file path", "Path of the
// output file") is still where it writes.
func TestRedTeam32ExportPlaceRead(t *testing.T) {
	hints.WithoutLearnt(t)
	place := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{name: map[string]any{"type": "string", "description": desc}}, "required": []any{name}}
	}
	checkClasses(t, []recallCase{
		{"export_bom", "Export the bill of materials as CSV.", place("board_file", "The board file to export."), hints.ReadOnly},
		{"export_bom", "Export the bill of materials as CSV.", place("file", "The .kicad_pcb file whose BOM is exported"), hints.ReadOnly},
		{"export_notes", "Export a note as Markdown.", place("path", "Path of the note in the vault"), hints.ReadOnly},
	})
	checkAtLeast(t, []recallCase{
		{"export_notes", "Export a note as Markdown.", place("path", "Exported file path"), hints.Write},
		{"export_notes", "Export a note as Markdown.", place("path", "Path of the output file"), hints.Write},
		{"export_notes", "Export a note as Markdown.", place("file", "The file to export to."), hints.Write},
	})
}
