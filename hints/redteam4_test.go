package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The attacks below target the rules that loosen a class: a picked
// scope in the name ("select_site"), a resource-first name
// ("woo_orders_list", "motion_schedules"), "places" as a noun and an
// upload into a folder. Each is a tool whose text or schema says what it
// changes or destroys, and the class it must not get.

func rtObj(props map[string]any) map[string]any {
	return map[string]any{"type": "object", "properties": props}
}

// TestRedteamScopeName: a name that picks a scope ("select_project"),
// with a description or schema that says something else happens, or
// that says nothing a reader of English could check.
func TestRedteamScopeName(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		// Nothing inference can read: no description, or another language.
		{"select_project", "", nil, ro},
		{"select_database", "データベースを選択し、既存のテーブルをすべて削除します。", nil, ro},
		{"switch_account", "Cambia de cuenta y elimina la cuenta anterior.", nil, ro},
		// A second clause with words the lexicon does not know.
		{"select_project", "Select the project; instances in the previous project are shut down.", nil, ro},
		{"switch_region", "Switch the region, tearing down every resource in the old region.", nil, ro},
		{"select_database", "Select a database, which is recreated from scratch.", nil, ro},
		{"select_site", "Select a site to take offline.", nil, ro},
		{"switch_project", "Switch to the project and bill the card on file.", nil, ro},
		{"select_db", "Select the db, migrating it to the latest schema.", nil, ro},
		{"switch_layer", "Switch the layer; layers above it are flattened into it.", nil, ro},
		{"select_site", "Selects the site and takes the old one down.", nil, ro},
		{"switch_account", "Switch the active account; unsaved work will be lost.", nil, ro},
		{"select_site", "Select a site. Returns it, and takes the old one down.", nil, ro},
		// Unknown words after what is picked, or a clause opened by a dash.
		{"select_project", "Select a project — everything in the old one vanishes.", nil, ro},
		{"select_project", "Select the project, its old instances shut down.", nil, ro},
		{"select_site", "Select the site for takedown.", nil, ro},
		{"select_site", "Select a site. The old one is then taken offline.", nil, ro},
		{"select_account", "Select which account pays; the others are debited nothing.", nil, ro},
		// A later sentence's clause after a comma.
		{"select_site", "Select a site. Returns it; afterwards old sites vanish.", nil, ro},
		{"select_site", "Select a site. Returns it, and old sites vanish.", nil, ro},
		{"select_site", "Select a site. Returns the site, its previous owner loses access.", nil, ro},
		{"select_site", "Select a site. Lists it; old sites vanish afterwards.", nil, ro},
		{"select_site", "Select a site. Returns it after old sites vanish.", nil, ro},
		{"select_site", "Select a site. Returns it once its old owner is evicted.", nil, ro},
		{"select_site", "Select a site. Returns it; if unused, old sites vanish.", nil, ro},
		// Caught by words the lexicon knows.
		{"switch_profile", "Switch the profile, killing processes started under the old one.", nil, ro},
		{"select_db", "Select the db; runs pending migrations.", nil, ro},
		{"select_region", "Select the region where the stack is redeployed.", nil, ro},
		{"switch_project", "Switch project — the current project is unlinked from this machine.", nil, ro},
		{"switch_database", "Switch database; the previous database is dropped if empty.", nil, ro},
		{"select_space", "Select a space; its members are emailed.", nil, ro},
		// The schema says what else happens.
		{"select_workspace", "Select the workspace.", rtObj(map[string]any{"id": rtStr, "onLeave": rtEnum("keep", "discard")}), ro},
		{"select_tab", "Select a tab.", rtObj(map[string]any{"index": map[string]any{"type": "number"}, "others": rtEnum("keep", "close")}), ro},
		{"select_database", "Select the database.", map[string]any{"type": "object", "properties": map[string]any{"name": rtStr},
			"additionalProperties": map[string]any{"type": "boolean", "description": "Set dropAll to true to drop every table"}}, ro},
		{"select_project", "Select a project.", rtObj(map[string]any{"id": rtStr, "cleanup": map[string]any{"type": "array",
			"items": []any{map[string]any{"type": "string", "description": "Project to delete"}}}}), ro},
		{"select_project", "Select a project.", map[string]any{"type": "object", "properties": map[string]any{"id": rtStr},
			"patternProperties": map[string]any{"^drop": map[string]any{"type": "string", "description": "Table to delete"}}}, ro},
		{"select_database", "Select the database.", rtObj(map[string]any{"name": rtStr, "options": rtObj(map[string]any{"dropExisting": rtFlag})}), ro},
		{"select_database", "Select the database.", rtObj(map[string]any{"name": rtStr, "init": rtDesc("SQL to run after selecting it")}), ro},
	})
}

// TestRedteamResourceFirst: a plural at the end of a name taken for the
// resource, when the word before it is what that verb acts on.
func TestRedteamResourceFirst(t *testing.T) {
	ro, w := hints.ReadOnly, hints.Write
	runAttacks(t, []attack{
		{"slack_messages_posts", "", nil, ro},
		{"chat_messages_posts", "", nil, ro},
		{"mail_emails_forwards", "", nil, ro},
		{"registry_image_pushes", "", nil, w},
		{"acme_container_stops", "", nil, w},
		{"iam_keys_rotates", "", nil, w},
		{"fs_files_writes", "", nil, w},
		{"db_migrations_applies", "", nil, w},
		{"acme_terminals_close", "", nil, w},
		{"twilio_calls_create", "", nil, w},
		{"wallet_transfers", "", nil, w},
		{"acme_users_notifies", "", nil, w},
		{"stripe_charges_create", "", nil, w},
		{"acme_records_replaces_get", "", nil, w},
	})
}

// TestRedteamPlaces: "places" as a noun does not hide the verb of a
// description that places an order, a trade, a bet or a bid.
func TestRedteamPlaces(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"alpaca_orders", "Places a market order for the given symbol.", nil, w},
		{"broker_order", "Places a limit order for 100 shares.", nil, w},
		{"market_order", "Places the order on the exchange.", nil, w},
		{"betting_tool", "Places a bet on the selected market.", nil, hints.ReadOnly},
		{"ebay_bids", "Places a bid on an auction item with the given amount.", nil, hints.ReadOnly},
		{"places_search", "Search places and place a bet on each.", nil, hints.ReadOnly},
	})
}

// TestRedteamFolderUpload: an upload into a folder whose input says it
// replaces the file at the path.
func TestRedteamFolderUpload(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"upload_file", "Upload a file into a folder.", rtObj(map[string]any{"localPath": rtStr,
			"destinationFolder": rtDesc("The destination path, including the file name; an existing file there is replaced")}), w},
		{"upload_file", "Upload a file into a folder.", rtObj(map[string]any{"localPath": rtStr,
			"remoteFolderPath": rtDesc("The remote path of the file to write; overwritten if present")}), w},
		{"upload_file", "Upload a file into a folder. A file with the same name in the folder is overwritten.", rtObj(map[string]any{"localPath": rtStr,
			"folderPath": rtDesc("Destination folder")}), w},
		{"upload_file", "Upload a file into a folder.", rtObj(map[string]any{"localPath": rtStr,
			"folderPath": rtDesc("Destination folder"), "conflictBehavior": rtEnum("replace", "rename", "fail")}), w},
	})
}

// TestRedteamNewVerbs: verbs this session's tightening rules added to
// the lexicon ("roll", "decline", "place", "reissue") made tools whose
// verb was unknown, and so took the specification's default, writes.
// The dangerous objects of those verbs still destroy.
func TestRedteamNewVerbs(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"roll_back_release", "", nil, w},
		{"roll_back_deployment", "Roll back the deployment to the previous version.", nil, w},
		{"roll-back-migration", "", nil, w},
		{"decline_mr", "Decline a GitLab merge request.", nil, w},
		{"decline_payment", "", nil, w},
		{"decline_transaction", "Decline the pending card transaction.", nil, w},
		{"place_wager", "Place a wager on the game.", nil, w},
		{"roll_api_key", "", nil, w},
		{"place_trade", "", nil, w},
	})
}

// TestRedteamMessageVerb: a message noun used as the verb of a clause
// sends ("and email it to the customer"); with "reissue" now a known
// write, the default no longer covered it.
func TestRedteamMessageVerb(t *testing.T) {
	ro, w := hints.ReadOnly, hints.Write
	runAttacks(t, []attack{
		{"reissue_invoice", "Reissue the invoice and email it to the customer.", nil, w},
		{"create_invoice", "Create the invoice and email it to the customer.", nil, w},
		{"regenerate_report", "Regenerate the report and email it to all subscribers.", nil, ro},
		{"regenerate_report", "Regenerate the report and email it to all subscribers.", nil, w},
		{"update_order", "Update the order, then text the driver the new address.", nil, w},
		{"get_report", "Build the report. Email it to the finance team.", nil, ro},
	})
	checkClasses(t, []recallCase{
		{"get_contact", "Get a contact's email address.", nil, hints.ReadOnly},
		{"list_emails", "List the emails in the inbox.", nil, hints.ReadOnly},
	})
}

// TestRedteamResourceFirstAfterNoun: a third-person verb ending a name
// after a reading noun is not dropped as the resource, or the noun would
// make the name a read.
func TestRedteamResourceFirstAfterNoun(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"acme_logs_runs", "", nil, ro},
		{"acme_status_invokes", "", nil, ro},
		{"acme_history_executes", "", nil, ro},
		{"acme_metrics_pushes", "", nil, ro},
		{"acme_summary_posts", "", nil, ro},
		{"acme_details_uploads", "", nil, ro},
		{"acme_info_writes", "", nil, ro},
		{"acme_logs_applies", "", nil, ro},
		{"shell_commands_runs", "", nil, ro},
		// A plural verb before a reading verb that may be its object.
		{"db_runs_query", "", nil, ro},
		{"runs_query", "", nil, ro},
		{"db_executes_query", "", nil, ro},
		{"ci_runs_test", "", nil, ro},
		{"acme_uploads_export", "", nil, ro},
		{"acme_pushes_export", "", nil, ro},
		{"acme_invokes_check", "", nil, ro},
		{"acme_triggers_check", "", nil, ro},
	})
}

// TestRedteamSwitchConnection: switching a connection (a rule older than
// this session's) that says it destroys something is not session context.
func TestRedteamSwitchConnection(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"switch_connection", "Switch the connection, rolling back open transactions.", nil, ro},
		{"switch_connection", "Switch the connection. Open transactions are rolled back.", nil, ro},
		{"switch_connection", "Switch the connection and drop the temporary tables of the old one.", nil, ro},
		{"use_profile", "Use the profile; its cached credentials are deleted.", nil, ro},
	})
}

// TestRedteamQuotedModes: a mode's destructive value quoted in its
// description after an apostrophe ("the user's account").
func TestRedteamQuotedModes(t *testing.T) {
	w := hints.Write
	mode := func(desc string) map[string]any { return rtObj(map[string]any{"action": rtDesc(desc), "id": rtStr}) }
	runAttacks(t, []attack{
		{"manage_account", "Manage a user account.", mode("Action to perform on the user's account: 'list' or 'delete'"), w},
		{"manage_account", "Manage a user account.", mode("What to do with the account's data ('read', 'purge')"), w},
		{"manage_account", "Manage a user account.", mode(`Action: "get", "update" or "delete"`), w},
	})
}

// TestRedteamLaterCallsClauses: the later-calls signal (older than this
// session) read a clause after the picked context in words it did not
// know as quiet.
func TestRedteamLaterCallsClauses(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"set_active_board", "Set the active board for future operations; cards on the old board are lost.", nil, ro},
		{"set_active_board", "Set the active board for future operations, tearing down the previous one.", nil, ro},
		{"set_active_board", "Set the active board for future operations and bill the team for it.", nil, ro},
		{"select_page", "Select a page as a context for future tool calls; other pages vanish.", nil, ro},
		{"select_page", "Select a page as a context for future tool calls. The old page is shut down.", nil, ro},
		{"set_active_project", "Set the active project for subsequent requests, migrating its data to the new region.", nil, ro},
	})
}

// TestRedteamTitles: a title is read only for its verb, and only when
// the name's is weak or unknown; the scope and later-calls reads and a
// name read resource first ignored a title that says more.
func TestRedteamTitles(t *testing.T) {
	for _, a := range []struct {
		name, title, desc string
		not               hints.Class
	}{
		{"select_project", "Select project and delete the old one", "Select a project.", hints.ReadOnly},
		{"select_project", "Select project, wiping the old one", "Select a project.", hints.ReadOnly},
		{"select_project", "Select project; the old one is shut down", "Select a project.", hints.ReadOnly},
		{"set_active_board", "Set board, archiving others", "Set the active board for future operations.", hints.ReadOnly},
		{"woo_orders_list", "Refund all orders", "", hints.ReadOnly},
		{"woo_orders_list", "Cancel orders", "Lists orders.", hints.ReadOnly},
		{"woo_orders_list", "Cancel orders", "Lists orders.", hints.Write},
	} {
		tool := &mcp.Tool{Name: a.name, Title: a.title, Description: a.desc}
		if rt := hints.Resolve(tool); rt.Class == a.not {
			t.Errorf("%s %q %q: %v (%s), want not %v", a.name, a.title, a.desc, rt.Class, hints.InferTool(tool).Reason, a.not)
		}
	}
}

// TestRedteamStillPicks: what the rules above are for survives the
// fixes.
func TestRedteamStillPicks(t *testing.T) {
	checkClasses(t, []recallCase{
		{"discourse_select_site", "Validate and select a Discourse site. Returns JSON with site URL and title.", rtObj(map[string]any{"site": rtStr}), hints.ReadOnly},
		{"select-project", "Selects GCP project to use for subsequent interactions", rtObj(map[string]any{"projectId": rtStr}), hints.ReadOnly},
		{"browser_switch_tab", "Switch to a specific tab", rtObj(map[string]any{"index": map[string]any{"type": "number"}}), hints.ReadOnly},
		{"woo_orders_list", "", nil, hints.ReadOnly},
		{"motion_schedules", "Get all schedules showing each day's working hours.", nil, hints.ReadOnly},
		{"wordpress_posts", "Get all posts of the blog.", nil, hints.ReadOnly},
		{"upload_file", "Upload a file to Drive.", rtObj(map[string]any{"sourcePath": rtDesc("Path to source file"), "folderPath": rtDesc("Destination folder path like '/Documents/Uploads'")}), hints.Write},
	})
}
