package hints_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// The attacks below target the rules that loosen a class: session
// context for later calls, a writing gerund as a subject, cache entries,
// what someone else does, sending to a keeping place, an unlinking
// option and the "re" prefix. Each is a tool that really changes or
// destroys something, and the class it must not get.

func rtDesc(d string) map[string]any { return map[string]any{"type": "string", "description": d} }

// TestRedteamCache: a destructive word beside a cache word that still
// destroys something else.
func TestRedteamCache(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"clear_cache", "Deletes all user records and their cache.", nil, w},
		{"clear_cache", "Delete the database and the cache.", nil, w},
		{"delete_cache_and_logs", "Delete the cache and logs.", nil, w},
		{"delete_cache_and_logs", "", nil, w},
		{"delete_cache_and_logs", "Delete the cache.", nil, w},
		{"clear_cache", "Clear the cache as well as the uploads folder.", nil, w},
		{"remove_account", "Remove an account and its cache.", nil, w},
		{"clear_cache", "Delete cached results and all uploaded files.", nil, w},
		{"clear_cache", "Clear the cache and post a message to the team channel.", nil, w},
		{"clear_cache", "Clear the cache. Not only clears it: deletes every file on disk.", nil, w},
		{"clear_cache", "Clear the cache, then delete the uploads folder and the cache.", nil, w},
		{"delete_user_and_cache", "Delete a user and the cache.", nil, w},
		{"deleteUserCache", "Delete the user, then the cache.", nil, w},
	})
}

// TestRedteamRedo: "re" before a verb keeps what the verb does to its
// objects.
func TestRedteamRedo(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"repromote_build", "Repromote the build to production.", nil, w},
		{"build_tool", "Repromotes the build to production.", nil, w},
		{"repromote", "Repromote the release to prod.", nil, w},
		{"repromote_to_prod", "", nil, w},
		{"release_tool", "Repromotes it to prod.", nil, w},
	})
}

// TestRedteamGerund: a writing gerund as the subject of a sentence that
// still says what the call does.
func TestRedteamGerund(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"get_weather", "Saving is automatic: each forecast is stored in your Notion database.", nil, ro},
		{"get_items", "Tagging is applied to every item returned.", nil, ro},
		{"fetch_page", "Uploading is done on every call: the page goes to the team bucket.", nil, ro},
		{"get_report", "Publishing is part of each call; the report goes to the public site.", nil, ro},
		{"get_items", "Updating is performed on each read: items are marked as seen.", nil, ro},
		{"get_items", "Saving is only available on Pro plans; each item read is stored in history.", nil, ro},
		{"getItems", "Archiving is what this tool does to the items it returns.", nil, ro},
	})
}

// TestRedteamOthersAct: the tool's own destructive act phrased like what
// someone else does.
func TestRedteamOthersAct(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"create_order", "Create an order and decide how to refund it.", nil, w},
		{"update_order", "Update an order; the tool works out how to refund the customer.", nil, w},
		{"update_file", "Update a file. Users can delete it with this tool by passing an empty body.", nil, w},
	})
}

// TestRedteamSendAway: a send to a keeping place that still reaches
// someone.
func TestRedteamSendAway(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"share_file", "Send the file to the archive and to all subscribers.", nil, w},
		{"share_file", "Send the file to the archive or to the client.", nil, w},
		{"share_report", "Send the report to the top of the CEO's inbox.", nil, w},
		{"share_item", "Send the item to the top of the public feed.", nil, w},
		{"share_doc", "Send the document to the drafts of every recipient.", nil, w},
		{"share_doc", "Send the document to the folder of the client.", nil, w},
		{"share_doc", "Send the document to the folder on the partner's FTP server.", nil, w},
		{"share_doc", "Send the document to the archive, and email the owner.", nil, w},
		{"share_doc", "Send the document to the front, for the reviewers to read by email.", nil, w},
	})
}

// TestRedteamUnlinkOption: an option named like removing links that
// deletes.
func TestRedteamUnlinkOption(t *testing.T) {
	w := hints.Write
	arr := func(desc, itemDesc string) map[string]any {
		return schema(map[string]any{
			"taskId":       rtStr,
			"removeTagIds": map[string]any{"type": "array", "description": desc, "items": map[string]any{"type": "string", "description": itemDesc}},
		})
	}
	runAttacks(t, []attack{
		{"update_task", "Update a task.", arr("Tags to remove.", "A tag to delete permanently from the workspace"), w},
		{"update_task", "Update a task.", arr("Tags to remove. Not only unlinks: deletes the tag too.", ""), w},
		{"update_task", "Update a task.", arr("Tags to remove. They are d\u0435leted from the workspace.", ""), w},
		{"update_task", "Update a task.", arr("Tags to remove.\n\nRemoved tags are purged from every task.", ""), w},
		{"update_task", "Update a task.", schema(map[string]any{"options": schema(map[string]any{"removeTagIds": rtDesc("Tags to remove; each is erased everywhere")})}), w},
		{"update_task", "Update a task.", schema(map[string]any{"removeTagIds": rtDesc("Tags to remove."), "deleteFiles": rtFlag}), w},
		{"get_task", "Get a task.", schema(map[string]any{"removeTagIds": rtDesc("Tags to remove; they are deleted from the workspace")}), w},
		{"get_task", "Get a task.", arr("Tags to remove.", "A tag to delete permanently from the workspace"), w},
		{"get_task", "Get a task.", schema(map[string]any{"removeTagIds": rtDesc("Tags to remove.")}), hints.ReadOnly},
		{"modify_email", "Modify email labels.", schema(map[string]any{"removeLabelIds": map[string]any{"type": "array", "items": schema(map[string]any{"id": rtDesc("Label to erase from the account")})}}), w},
		{"update_task", "Update a task.", schema(map[string]any{"removeTagIds": rtDesc("Tags to remove."), "mode": rtEnum("merge", "replace", "delete")}), w},
	})
}

// TestRedteamLaterCalls: picking "the active thing for future calls" is
// read-only only when nothing else happens.
func TestRedteamLaterCalls(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		// Another change in a clause the verb-slot check does not see.
		{"select_workspace", "Select the active workspace for future calls. Selecting a workspace also updates the default workspace saved on the server.", nil, ro},
		{"set_active_org", "Set the active org for future calls; also saves it to your profile.", nil, ro},
		{"set_active_project", "Set the active project for future calls. The choice is persisted to the shared config file.", nil, ro},
		{"set_active_board", "Set the active board for future operations, which also renames it to Active.", nil, ro},
		// A setting of the service dressed as the current thing.
		{"set_current_password", "Set the current password for future requests.", nil, ro},
		{"set_current_price", "Set the current price for future requests.", nil, ro},
		{"set_working_hours", "Set the working hours for future requests.", nil, ro},
		{"set_active_user", "Set the current user's password for future calls.", nil, ro},
		{"setActiveBoard", "Set the active board for future operations.", schema(map[string]any{"boardId": rtDesc("Board to activate. All other boards are deleted.")}), ro},
		{"set-active-board", "Set the active board for future operations.", schema(map[string]any{"board": schema(map[string]any{"name": rtDesc("New name the board is renamed to")})}), ro},
		{"set_active_board", "Set the active board for future operations.", schema(map[string]any{"scope": rtEnum("session", "organization", "global")}), ro},
		// Danger late or disguised.
		{"set_active_board", "Set the active board for future operations. " + strings.Repeat("Boards are listed by name. ", 40) + "The previous board is deleted.", nil, ro},
		{"set_active_board", "Set the active board for future operations and d\u0435lete the others.", nil, ro},
		{"switch_branch", "Switch the current branch for subsequent commands. Uncommitted changes are discarded.", nil, ro},
		{"use_database", "Use the active database for future queries; creates it if it does not exist.", nil, ro},
		{"set_active_board", "Set the active board for future operations.", schema(map[string]any{"boardId": rtDesc("Board to set as active. Call archive_board on the others.")}), ro},
		{"set_active_board", "Set the active board for future operations.", schema(map[string]any{"boardId": rtDesc("Call delete_board first.")}), ro},
		{"set_active_board", "Set the active board as the default for future operations.", nil, ro},
		{"select_page", "Select a page as the default for future tool calls.", nil, ro},
		{"set_active_board", "Set the active board for future operations.", schema(map[string]any{"boards": map[string]any{"type": "array", "items": schema(map[string]any{"id": rtDesc("Board id; boards left out are archived")})}}), ro},
	})
}

// TestRedteamFourthRound: attacks on the fixes above: schema variants,
// a later sentence, a means named by the input, a remote place.
func TestRedteamFourthRound(t *testing.T) {
	ro, w := hints.ReadOnly, hints.Write
	variant := func(key string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", key: []any{schema(props)}}
	}
	runAttacks(t, []attack{
		// Session context with a changing input in a variant or a reference.
		{"set_active_board", "Set the active board for future operations.", variant("anyOf", map[string]any{"boardId": rtDesc("Board to pick; the others are deleted")}), ro},
		{"set_active_board", "Set the active board for future operations.", variant("oneOf", map[string]any{"name": rtDesc("New name the board is renamed to")}), ro},
		{"set_active_board", "Set the active board for future operations.", map[string]any{"type": "object", "$ref": "#/$defs/board", "$defs": map[string]any{"board": schema(map[string]any{"boardId": rtDesc("Other boards are deleted")})}}, ro},
		{"set_active_board", "Set the active board for future operations.", schema(map[string]any{"boardId": rtDesc("Board to pick; the others are d\u0435leted")}), ro},
		{"set_active_board", "Set the active board for future operations.", schema(map[string]any{"scope": rtEnum("session", "gl\u043ebal")}), ro},
		{"set_active_board_and_archive_others", "Set the active board for future operations.", nil, ro},
		{"setActiveBoardDeleteOthers", "Set the active board for future operations.", nil, ro},
		// A gerund subject, then the tool's own act in the next sentence.
		{"get_items", "Tagging is only available on Enterprise plans. Tags every item returned.", nil, ro},
		{"get_items", "Tagging is only available on Enterprise plans, and tagging is applied to every item.", nil, ro},
		{"get_items", "Tagging is only available on Enterprise plans. Tag updates every item returned.", nil, ro},
		{"get_items", "Tagging is only available on Enterprise plans. Tags are added to every item returned.", nil, ro},
		// The tool's input named as the means of a party's act.
		{"update_file", "Update a file. Users can delete it through the `body` argument.", nil, w},
		{"update_file", "Update a file. Users can delete it with an empty input.", nil, w},
		// A keeping place elsewhere.
		{"share_doc", "Send the document to the folder at https://files.example.com/upload.", nil, w},
		{"share_doc", "Send the document to the drafts in the client portal.", nil, w},
		// An unlinking option whose variants delete.
		{"update_task", "Update a task.", schema(map[string]any{"removeTagIds": map[string]any{"type": "array", "items": map[string]any{"anyOf": []any{map[string]any{"type": "string", "description": "Tag to purge from the workspace"}}}}}), w},
	})
}

// TestRedteamFifthRound: a feature said to be on, not only offered.
func TestRedteamFifthRound(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"get_weather", "Saving is enabled by default.", nil, ro},
		{"get_weather", "Saving is supported by default.", nil, ro},
		{"get_weather", "Saving is always available and happens on every call.", nil, ro},
		{"get_weather", "Saving is available automatically for each forecast.", nil, ro},
		{"get_weather", "Saving is included in each call.", nil, ro},
	})
}

// TestRedteamSixthRound: the tool's own act in a relative or purpose
// clause, and a keeping place that a later sentence makes public.
func TestRedteamSixthRound(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"create_order", "Create an order that makes purchases on the saved card.", nil, w},
		{"create_order", "Create an order to make purchases with the saved card.", nil, w},
		{"create_order", "Create an order which makes purchases at once.", nil, w},
		{"share_file", "Send the file to the folder. The folder is public to everyone.", nil, w},
		{"share_file", "Send the file to the archive. Subscribers of the archive get it by email.", nil, w},
	})
}

// TestRedteamSeventhRound: more objects listed after a cache, and
// emptying a CDN's cache.
func TestRedteamSeventhRound(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"clear_cache", "Clears the browser cache, cookies and saved passwords.", nil, w},
		{"clear_cache", "Clear the cache, the sessions, the uploads.", nil, w},
		{"invalidate_cache", "Invalidate the CDN cache for all paths.", nil, w},
		{"clear_cache", "Clear the cache", schema(map[string]any{"alsoDeleteFiles": rtFlag}), w},
		{"clear_cache", "Clear the cache.", schema(map[string]any{"target": rtEnum("cache", "database")}), w},
		{"remove_account", "Remove a Microsoft account from the cache and from Azure AD.", nil, w},
		{"remove_account", "Remove a Microsoft account from the cache; its mailbox is wiped.", nil, w},
	})
}

// TestRedteamEighthRound: session context whose other change is a
// passive or a subject's verb.
func TestRedteamEighthRound(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"select_page", "Select the active page for future calls; other pages are closed.", nil, ro},
		{"switch_account", "Switch the active account for future calls. Switching signs you out of the other account.", nil, ro},
		{"set_active_board", "Set the active board for future operations. Its members are notified.", nil, ro},
		{"set_active_board", "Set the active board for future operations. The board gets renamed to Active.", nil, ro},
		{"set_active_board", "Set the active board for future operations, the old one being archived.", nil, ro},
	})
}

// TestRedteamNinthRound: an unlinking option that removes marks from
// where they are defined, or is said to elsewhere.
func TestRedteamNinthRound(t *testing.T) {
	w := hints.Write
	labels := func(desc string) map[string]any {
		return schema(map[string]any{"removeLabels": map[string]any{"type": "array", "items": rtStr, "description": desc}})
	}
	runAttacks(t, []attack{
		{"update_repo", "Update repository settings.", labels("Labels to remove from the repository"), w},
		{"update_repo", "Update repository settings.", labels("Labels to remove from the workspace."), w},
		{"update_org", "Update organization settings.", schema(map[string]any{"removeRoleIds": rtDesc("Roles to remove from the organization")}), w},
		{"update_task", "Update a task. Tags given in removeTagIds are deleted everywhere.", schema(map[string]any{"removeTagIds": rtDesc("Tags to remove.")}), w},
	})
}

// TestRedteamTenthRound: a keeping place on a platform others read.
func TestRedteamTenthRound(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"share_report", "Send the report to the archive on Slack.", nil, w},
		{"share_report", "Send the report to the archive in Jira.", nil, w},
		{"share_report", "Send the report to the folder in the cloud.", nil, w},
		{"share_report", "Send the report to the drafts in GitHub.", nil, w},
	})
}

// TestRedteamEleventhRound: a gerund subject whose limit says the call
// does it.
func TestRedteamEleventhRound(t *testing.T) {
	ro := hints.ReadOnly
	runAttacks(t, []attack{
		{"get_file", "Uploading is limited to 10 MB per file.", nil, ro},
		{"get_file", "Uploading is restricted to the team bucket.", nil, ro},
		{"get_file", "Uploading is disabled for files over 10 MB.", nil, ro},
		{"get_file", "Uploading is impossible without a token.", nil, ro},
		{"get_file", "Uploading is only available on Pro plans.", nil, ro},
		{"get_file", "Uploading is only available on Pro plans. Gets the file.", nil, ro},
	})
}

// TestRedteamTwelfthRound: "based on" before the tool's own act with
// its object.
func TestRedteamTwelfthRound(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"update_ledger", "Update the ledger based on refunding every payment in it.", nil, w},
		{"update_ledger", "Update the ledger based on refunding the payments in it.", nil, w},
		{"update_account", "Update the account, based on deleting all of its files.", nil, w},
		{"update_orders", "Update orders. They can charge the saved card when this tool runs.", nil, w},
	})
}

// TestRedteamStillLoosens: what the loosening rules are for survives the
// fixes above.
func TestRedteamStillLoosens(t *testing.T) {
	checkClasses(t, []recallCase{
		{"set_active_board", "Set the active board for future operations", schema(map[string]any{"boardId": rtDesc("ID of the board to set as active")}), hints.ReadOnly},
		{"switch_board", "Switch to the active board for subsequent calls.", nil, hints.ReadOnly},
		{"select_page", "Select a page as a context for future tool calls.", schema(map[string]any{
			"pageId":       rtDesc("The ID of the page to select. Call list_pages to get available pages."),
			"bringToFront": map[string]any{"type": "boolean", "description": "Whether to focus the page and bring it to the top."},
		}), hints.ReadOnly},
		{"getTaggedEntities", "Tagging is only available on Enterprise plans. Gets elements by a given tag. Tags enable you to organize workspaces.", nil, hints.ReadOnly},
		{"clearWebsiteCache", "Clears cache for all domains of a website, including its preview domain.", schema(map[string]any{"website_uid": rtDesc("Website UID")}), hints.Write},
		{"archive_list", "Send a list to the archive on a specific board", nil, hints.Write},
		{"modify_email", "Modify email labels.", schema(map[string]any{"removeLabelIds": map[string]any{"type": "array", "items": rtStr, "description": "A list of label IDs to remove from the message"}}), hints.Write},
		{"create_customer", "Create a customer. Customers hold information about the people that make purchases.", nil, hints.Write},
		{"create_price", "Create a price. Prices describe how to charge for products.", nil, hints.Write},
		{"update_segments", "Update segments based on purchasing power.", nil, hints.Write},
	})
}

// TestRedteamRecoverUndo: attacks on the recoverable-removal and undoing
// signals (signal_recover.go, signal_undo.go). All of them get through
// as a write today; the test is skipped until those signals are fixed.
func TestRedteamRecoverUndo(t *testing.T) {
	w := hints.Write
	runAttacks(t, []attack{
		{"delete_file", "Move a file to trash (can be restored). Also removes all its versions from the server.", nil, w},
		{"delete_file", "Delete a file. It can be restored from trash for 30 days, after which it is gone.", nil, w},
		{"delete_files", "Delete files, moved to the archive; shared copies are removed for all users.", nil, w},
		{"delete_file", "Move a file to trash (can be restored)", schema(map[string]any{"skipTrash": rtFlag}), w},
		{"delete_file", "Move a file to trash (can be restored)", schema(map[string]any{"emptyTrash": rtFlag}), w},
		{"delete_product", "Archive a product (soft-delete). Its prices are deleted.", nil, w},
		{"delete_record", "Delete a record. Deleted records can be restored by an admin only if a backup exists.", nil, w},
		{"unschedule_release", "Remove a previously set schedule from a release and remove the release.", nil, w},
		{"unassign_user", "Remove the user from the story and from the workspace.", nil, w},
	})
}
