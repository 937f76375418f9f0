package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestOpenAddress: opening an address loads it, as navigating does (a
// write); opening a file or a graph's nodes reads.
func TestOpenAddress(t *testing.T) {
	checkClasses(t, []recallCase{
		{"device_open_url", "Open a URL in browser on device", nil, hints.Write},
		{"open_link", "Open the link in a new tab.", nil, hints.Write},
		{"open_website", "Open a website in the default browser.", nil, hints.Write},
		{"open_file", "Open a file and return its contents.", nil, hints.ReadOnly},
		{"open_nodes", "Open specific nodes in the knowledge graph by their names", nil, hints.ReadOnly},
	})
}

// TestSavedProduct: a read whose product is saved at a path, as a plain
// fact of the call, writes a file; an optional or conditional save, or a
// report saved "to disk" beside the answer, leaves it a read.
func TestSavedProduct(t *testing.T) {
	checkClasses(t, []recallCase{
		{"start_screen_recording", "Start recording the screen of a device. Returns the path where the recording will be saved.", nil, hints.Write},
		{"fetch_images", "Fetch the images of a design. Images will be saved to the output directory.", nil, hints.Write},
		{"get_logs", "Get the logs. If you want the full output, provide outputDir. The full logs will be written to a file and the path returned.", nil, hints.ReadOnly},
		{"get_report", "Get a report. The report can be saved to a file.", nil, hints.ReadOnly},
		{"get_report_file", "Get a report. The report is not saved to a file.", nil, hints.ReadOnly},
		{"lighthouse_audit", "Get Lighthouse scores. Full reports are saved to disk.", nil, hints.ReadOnly},
		{"start_recording", "Start recording the actions of the user as code.", nil, hints.ReadOnly},
	})
}

// TestLateWriteMode: a read that writes into a required destination takes
// the destructive mode its schema offers (an overwrite flag); a plain read
// with a force flag stays a read.
func TestLateWriteMode(t *testing.T) {
	str := map[string]any{"type": "string"}
	overwrite := map[string]any{"type": "boolean", "description": "Replace an existing local file (default false)"}
	download := schema(map[string]any{"remotePath": str, "localPath": str, "overwrite": overwrite})
	download["required"] = []any{"remotePath", "localPath"}
	noFlag := schema(map[string]any{"remotePath": str, "localPath": str})
	noFlag["required"] = []any{"remotePath", "localPath"}
	checkClasses(t, []recallCase{
		{"sftp_download_file", "Download a remote file to local disk over SFTP.", download, hints.Destructive},
		{"sftp_download_file", "Download a remote file to local disk over SFTP.", noFlag, hints.Write},
		{"get_page", "Get a page.", schema(map[string]any{"force": map[string]any{"type": "boolean", "description": "Force a refresh of the cache"}}), hints.ReadOnly},
	})
}

// TestDispatch: a tool that calls other tools by name with free arguments
// takes the class of the most dangerous tool it reaches; speaking of
// itself ("call this tool first") or listing tools does not dispatch.
func TestDispatch(t *testing.T) {
	str := map[string]any{"type": "string"}
	step := map[string]any{"type": "object", "properties": map[string]any{
		"name":      map[string]any{"type": "string", "description": "Tool name, e.g. click"},
		"arguments": map[string]any{"type": "object", "additionalProperties": map[string]any{}},
	}}
	steps := schema(map[string]any{"steps": map[string]any{"type": "array", "items": step}})
	call := schema(map[string]any{"call": map[string]any{"type": "object", "properties": map[string]any{
		"toolName": str, "args": map[string]any{"type": "object"}}}})
	fixed := schema(map[string]any{"step": map[string]any{"type": "object", "properties": map[string]any{
		"name":      map[string]any{"type": "string", "description": "Tool name"},
		"arguments": map[string]any{"type": "object", "properties": map[string]any{"query": str}}}}})
	checkClasses(t, []recallCase{
		{"batch_commands", "Run multiple tools in sequence in a single call, e.g. click, type.", nil, hints.Destructive},
		{"batch", "Perform multi-step flows without round-trips.", steps, hints.Destructive},
		{"proxy", "Forward a request to the upstream server.", call, hints.Destructive},
		{"invoke_any", "Invoke any tool of the connected servers.", nil, hints.Destructive},
		{"learn_api", "Call this tool before any other tool to learn the API.", nil, hints.ReadOnly},
		{"learn_docs", "Read the docs. Call this before calling any other tools.", nil, hints.ReadOnly},
		{"calls_any", "Calls any tool on the upstream server.", nil, hints.Destructive},
		{"list_tools", "List the tools of the connected servers.", nil, hints.ReadOnly},
		{"search", "Search the index.", fixed, hints.ReadOnly},
	})
}

// TestSetsContent: a set-to-value write of a thing's values or contents
// replaces what was there; a field, an attribute or added values do not.
func TestSetsContent(t *testing.T) {
	checkClasses(t, []recallCase{
		{"update_range", "Update a range. Set cell values, formulas, or number format on any range.", nil, hints.Destructive},
		{"write_sheet", "Write values to the sheet.", nil, hints.Destructive},
		{"replace_file_contents", "Update the contents of a file.", nil, hints.Destructive},
		{"update_task", "Set the value of a custom field on a task.", nil, hints.Write},
		{"update_note", "Updates a note. Use for updating note content or task details.", nil, hints.Write},
		{"append_rows", "Append new values to the end of the sheet.", nil, hints.Write},
		{"update_record", "Update a record. If you set values, other fields stay.", nil, hints.Write},
	})
}

// TestSavesOver: saving the document an editor has open writes over its
// stored file; saving a new thing, or a copy, creates it.
func TestSavesOver(t *testing.T) {
	checkClasses(t, []recallCase{
		{"save-document", "Triggers the editor's File > Save action for the current document.", nil, hints.Destructive},
		{"save_file", "Save the active file.", nil, hints.Destructive},
		{"save_copy", "Save the current document as a new file.", nil, hints.Write},
		{"save_screenshot", "Save a screenshot of the screen to a file.", nil, hints.Write},
		{"save_as_pdf", "Save the current page as PDF.", nil, hints.Write},
	})
}

// TestLogout: logging out discards stored credentials (a write); logging
// in and disconnecting act on the client's own session.
func TestLogout(t *testing.T) {
	checkClasses(t, []recallCase{
		{"logout", "Log out from Microsoft account", nil, hints.Write},
		{"app_logout", "Log the user out of the app.", nil, hints.Write},
		{"discord_login", "Logs the client in with the configured token.", nil, hints.ReadOnly},
	})
}

// TestRedo: setting a thing to a state again, or bringing it back to
// one, writes; making a thing again or a destructive stem stays at the
// defaults, and no read comes of the prefix.
func TestRedo(t *testing.T) {
	checkClasses(t, []recallCase{
		{"reopenIssue", "Reopen a SonarQube issue", nil, hints.Write},
		{"reassign_ticket", "Reassign a ticket to another agent.", nil, hints.Write},
		{"recreate_index", "Recreate the index.", nil, hints.Destructive},
		{"redeploy_service", "Redeploy the service.", nil, hints.Destructive},
		{"refetch_feed", "Refetch the feed.", nil, hints.Destructive},
	})
}

// TestOthersAct: a destructive word that says what someone else does
// describes the domain; a write verb in the name outranks it, but it
// still decides a name without a verb, a read never comes of it, and the
// tool's own act stays destructive.
func TestOthersAct(t *testing.T) {
	checkClasses(t, []recallCase{
		{"create_product", "Create a new product. Products describe the items that customers can purchase.", nil, hints.Write},
		{"create_customer", "Create a customer. Customers hold information about the people that make purchases.", nil, hints.Write},
		{"create_address", "Create an address. To make buying as frictionless as possible, only a country is required.", nil, hints.Write},
		{"create_price", "Create a price. Prices describe how to charge for products.", nil, hints.Write},
		// The tool's own act, and names without a write verb.
		{"create_payment", "Create a payment and charge the card.", nil, hints.Destructive},
		{"create_checkout", "Create a checkout. Customers can purchase with it; it charges the card now.", nil, hints.Destructive},
		{"order_status", "Users can refund any order.", nil, hints.Destructive},
		{"store_portal", "Customers can purchase items here.", nil, hints.Destructive},
	})
}

// TestSendsAway: sending a thing to a place that keeps it moves it;
// sending a message or money, or to a place that names something else,
// sends.
func TestSendsAway(t *testing.T) {
	checkClasses(t, []recallCase{
		{"archive_card", "Send a card to the archive on a specific board", nil, hints.Write},
		{"arrange_shape", "Send the shape to back.", nil, hints.Write},
		{"trash_file", "Send the file to the trash.", nil, hints.Write},
		{"archive_mail", "Send a message to the archive.", nil, hints.Destructive},
		{"move_money", "Send funds to the back office account.", nil, hints.Destructive},
		{"pay_out", "Send the payment to the archive.", nil, hints.Destructive},
		{"share_card", "Send a card to the team.", nil, hints.Destructive},
	})
}

// TestLaterCalls: picking what later calls act on is session context; a
// service setting, another change, a destructive word, a destination or
// a destructive mode keeps it a write or worse.
func TestLaterCalls(t *testing.T) {
	str := map[string]any{"type": "string"}
	checkClasses(t, []recallCase{
		{"set_active_board", "Set the active board for future operations", schema(map[string]any{"boardId": str}), hints.ReadOnly},
		{"select_page", "Select a page as a context for future tool calls.", nil, hints.ReadOnly},
		{"switch_board", "Switch the active board for subsequent calls.", nil, hints.ReadOnly},
		// Attacks and look-alikes.
		{"set_rate_limit", "Set the rate limit for future requests.", nil, hints.Write},
		{"set_active_board", "Set the active board for future operations and delete all other boards.", nil, hints.Destructive},
		{"set_active_board", "Set the active board for future operations. Deletes the old board.", nil, hints.Destructive},
		{"set_active_board", "Set the active board for future operations and create a list.", nil, hints.Write},
		{"select_account", "Select the active account for future calls and send a welcome email.", nil, hints.Destructive},
		{"set_active_page", "Set the active page for future calls.", schema(map[string]any{"outputPath": str}), hints.Write},
		{"set_active_page", "Set the active page for future calls.", schema(map[string]any{"force": map[string]any{"type": "boolean", "description": "Overwrite the page"}}), hints.Destructive},
		{"set_active_page", "Set the active page for future calls; the previous page is wiped.", nil, hints.Destructive},
		{"set_active_page", "Set the active page, not only for future calls.", nil, hints.Write},
	})
}

// TestGerundSubject: a writing gerund as a sentence's subject speaks of a
// feature, not the call; a destructive one still counts.
func TestGerundSubject(t *testing.T) {
	checkClasses(t, []recallCase{
		{"getTaggedEntities", "Tagging is only available on Enterprise plans. Gets elements by a given tag.", nil, hints.ReadOnly},
		{"get_items", "Deleting is permanent. Gets the items.", nil, hints.Destructive},
		{"get_items", "Tagging items for review. Gets the items.", nil, hints.Write},
	})
}

// TestCachesOnly: clearing a cache, or removing an entry from it, loses
// nothing that cannot come back; any other destructive word, or a
// destructive name verb whose object is not said to be in a cache, keeps
// it destructive.
func TestCachesOnly(t *testing.T) {
	checkClasses(t, []recallCase{
		{"clearWebsiteCache", "Clears cache for all domains of a website. This operation clears all cache types.", nil, hints.Write},
		{"remove-account", "Remove a Microsoft account from the cache.", nil, hints.Write},
		{"clear_cache", "Clear the cache and delete all uploaded files.", nil, hints.Destructive},
		{"remove_account", "Remove an account permanently.", nil, hints.Destructive},
		{"delete_cache_and_logs", "Delete the logs.", nil, hints.Destructive},
		{"clear_cache", "Clear the cache.", schema(map[string]any{"script": map[string]any{"type": "string", "description": "Shell script to run after clearing"}}), hints.Destructive},
	})
}

// TestCacheEmptiers: flushing or purging a cache empties a store outright.
func TestCacheEmptiers(t *testing.T) {
	checkClasses(t, []recallCase{
		{"flush_cache", "Flush the cache.", nil, hints.Destructive},
		{"purge_cache", "", nil, hints.Destructive},
		{"clear_cache", "Clears the cache and purges it.", nil, hints.Destructive},
	})
}

// TestReadMode: a read with a boolean named by a destructive verb alone,
// described, has a mode that removes stored things (at least a write); a verb with
// an object shapes the output, and "force" is a way of reading.
func TestReadMode(t *testing.T) {
	flag := func(name, desc string) map[string]any {
		return schema(map[string]any{name: map[string]any{"type": "boolean", "description": desc}})
	}
	checkClasses(t, []recallCase{
		{"git_fetch", "Fetch updates from a remote repository.", flag("prune", "Prune remote-tracking references that no longer exist on remote."), hints.Write},
		// At least a write: whether what goes can come back ("prune"
		// stale references) is not known from the flag; an option that
		// deletes what is read is a destructive mode (losses.go).
		{"get_messages", "Get the messages.", flag("delete", "Delete the messages once read."), hints.Destructive},
		{"scrape", "Scrape a page.", flag("removeBase64Images", "Remove base64 images from the output."), hints.ReadOnly},
		{"get_page", "Get a page.", flag("force", "Force a refresh, deleting the cached copy."), hints.ReadOnly},
	})
}
