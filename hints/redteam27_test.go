package hints_test

// Red team of inference, round 27: honest wordings, as real servers
// send them, of tools that write or destroy which inference classed
// read-only. Each case failed before its fix; the cases that still
// read are the wordings each fix must leave alone.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam27CoordinatedPredicate: two verbs in the third person
// joined by "and" or "then" share the tool as subject, so the second
// is as much the tool's act as the first ("Reviews the pull request
// and approves it"), when it has an object of its own; the base form
// ("Review ... and approve it") already counted.
func TestRedteam27CoordinatedPredicate(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"review_pr", "Reviews the pull request and approves it.", stringProps("pr"), hints.Write},
		{"analyze_table", "Analyzes a table and updates its statistics.", stringProps("table"), hints.Write},
		{"get_ticket", "Gets the next unassigned ticket and assigns it to the caller.", nil, hints.Write},
		{"find_duplicate", "Finds the duplicate issue and archives it.", nil, hints.Write},
		{"read_inbox", "Reads the newest email and then labels it.", nil, hints.Write},
		// Verbs joined without an object of their own, or that make
		// or shape what is returned, still read.
		{"fetch_url", "Fetches the URL and follows redirects.", stringProps("url"), hints.ReadOnly},
		{"web_search", "Searches the web and returns the top results.", stringProps("query"), hints.ReadOnly},
		{"read_file", "Reads the file and returns its content.", stringProps("path"), hints.ReadOnly},
		{"get_weather", "Gets the weather and formats it as a table.", stringProps("city"), hints.ReadOnly},
		{"analyze_code", "Analyzes the code and generates a report.", stringProps("path"), hints.ReadOnly},
		{"fetch_page", "Fetches the page and converts it to markdown.", stringProps("url"), hints.ReadOnly},
		{"compare_branches", "Compares two branches and highlights the differences.", nil, hints.ReadOnly},
		{"list_issues", "Lists issues and shows their labels.", nil, hints.ReadOnly},
	})
}

// TestRedteam27UnknownJoinedVerb: a read verb does not vouch for a verb
// inference does not know joined to it in the same person, done to
// what was read ("Reads the next message and
// acknowledges it", "Finds my phone and rings it"), as it does not in a
// name ("lookup_and_block").
func TestRedteam27UnknownJoinedVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"read_queue", "Reads the next message from the queue and acknowledges it.", stringProps("queue"), hints.Write},
		{"get_ticket", "Gets the ticket and escalates it to tier 2.", stringProps("id"), hints.Write},
		{"find_device", "Finds my phone and rings it.", stringProps("device"), hints.Write},
		{"get_alert", "Gets the alert and acknowledges it.", stringProps("alert_id"), hints.Write},
		{"search_users", "Searches for the user and unblocks them.", stringProps("query"), hints.Write},
		// Nouns joined to the object, and joined verbs without an
		// object of their own, still read.
		{"get_customer", "Gets the customer and their orders.", stringProps("id"), hints.ReadOnly},
		{"list_repos", "Lists repositories and their branches.", nil, hints.ReadOnly},
		{"get_products", "Gets products and all variants.", nil, hints.ReadOnly},
		{"get_user", "Gets a user and the teams they belong to.", stringProps("id"), hints.ReadOnly},
		{"fetch_url", "Fetches a URL and follows redirects.", stringProps("url"), hints.ReadOnly},
		{"get_page", "Gets the current page and whether it is active.", nil, hints.ReadOnly},
		{"get_table", "Gets the table and optionally its indexes.", nil, hints.ReadOnly},
		{"search_code", "Search code and rank matches by relevance.", stringProps("query"), hints.ReadOnly},
	})
}

// TestRedteam27CoordinatedPassive: participles joined by "and" share
// their auxiliary, so a removal from a stored place joined to another
// participle ("are acknowledged and removed from the queue") is said of
// the call as much as one right after "are".
func TestRedteam27CoordinatedPassive(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"fetch_messages", "Fetch new messages from the queue. Fetched messages are acknowledged and removed from the queue.", stringProps("queue"), hints.Destructive},
		{"get_mail", "Get unread mail. Returned messages are downloaded and moved to the archive folder.", nil, hints.Write},
		// Shaping what is returned still reads.
		{"get_page", "Get a page. Scripts are stripped and removed from the output.", stringProps("url"), hints.ReadOnly},
		{"get_mail", "Get unread mail. Messages are fetched and then sorted by date.", nil, hints.ReadOnly},
	})
}

// TestRedteam27CallSubject: a sentence whose subject is the call itself
// ("This call deletes", "Calling this tool books", a gerund naming what
// the caller does: "Viewing a one-time secret destroys it") says what
// the call does, as "Each call records a visit" did.
func TestRedteam27CallSubject(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"get_report", "Get the report. This call deletes the report afterwards.", id, hints.Destructive},
		{"get_report", "Get the report. Note: this call permanently deletes the report afterwards.", id, hints.Destructive},
		{"get_report", "Get the report. Calling it deletes the report from the server.", id, hints.Destructive},
		{"view_secret", "View a secret. Viewing a one-time secret destroys it.", id, hints.Destructive},
		{"get_quote", "Get a price quote. Calling this tool books the quoted price for 15 minutes.", id, hints.Write},
		{"get_token", "Get an access token. Fetching one revokes all tokens issued before it.", id, hints.Destructive},
		{"get_branch", "Get a branch. Passing prune=true deletes merged branches.", id, hints.Destructive},
		// Gerunds and calls that say what the tool needs or returns
		// still read.
		{"get_report", "Get the report. Calling this tool requires the reports scope.", id, hints.ReadOnly},
		{"get_report", "Get the report. Using this tool returns the report as JSON.", id, hints.ReadOnly},
		{"list_files", "List files. Setting recursive lists subdirectories too.", id, hints.ReadOnly},
		{"get_report", "Get the report. Everything shows up in the dashboard.", id, hints.ReadOnly},
		{"get_report", "Get the report. Calling it twice returns the same report, deleted or not.", id, hints.ReadOnly},
		// An imperative "Use" or "Run" opening a sentence is no call
		// as subject, and a plural noun no verb.
		{"get_workouts", "Lists workouts. Use get_workout for exercises and sets.", nil, hints.ReadOnly},
		{"search_dataset", "Search a dataset. Use this to find many records by criteria.", nil, hints.ReadOnly},
	})
}

// TestRedteam27FrontedCondition: a condition opening a sentence ends at
// its comma ("Once read, the report is deleted"): the clause after it is
// what the call then does, not part of the condition.
func TestRedteam27FrontedCondition(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"get_report", "Get the report. Once read, the report is deleted from the server.", id, hints.Destructive},
		{"get_message", "Get the next message. When fetched, it is removed from the queue.", id, hints.Destructive},
		{"read_note", "Read a one-time note. After it is read, the note is destroyed.", id, hints.Destructive},
		{"get_mail", "Get unread mail. Once fetched, messages are marked as read.", nil, hints.Write},
		// A condition that reaches the verb still governs it.
		{"get_file", "Get a file. Returns an error if the file is deleted.", id, hints.ReadOnly},
		{"get_file", "Get a file. If the file was deleted, returns its last version.", id, hints.ReadOnly},
		{"get_file", "Get a file. Once the file, its folder or its share is deleted, nothing is returned.", id, hints.ReadOnly},
	})
}

// TestRedteam27CheckControl: the object of "check" decides, as for
// "open": checking a checkbox or a radio button sets it ("Uncheck a
// checkbox" was already a write), and checking off an item marks it
// done; checking anything else looks at it.
func TestRedteam27CheckControl(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"browser_check", "Check a checkbox or radio button", stringProps("selector"), hints.Write},
		{"check", "Checks the checkbox matching the selector.", stringProps("selector"), hints.Write},
		{"check_off", "Check off an item on the shopping list.", stringProps("item"), hints.Write},
		{"check_checkbox", "", stringProps("selector"), hints.Write},
		// Checking a state, a box's state or a list reads.
		{"check_status", "Check the status of a deployment.", stringProps("id"), hints.ReadOnly},
		{"is_checked", "Check whether a checkbox is checked.", stringProps("selector"), hints.ReadOnly},
		{"check_inbox", "Check the mailbox for new mail.", nil, hints.ReadOnly},
		{"check_list", "Check the list of tasks for overdue ones.", nil, hints.ReadOnly},
	})
}

// TestRedteam27PassiveOfDestroyers: the passive of any verb that does
// away with stored state or an account ("gets suspended", "are
// deactivated", "is uninstalled") says the call has it done, as "is
// deleted" and "are revoked" did; the destructive verbs that also shape
// a read's output ("are removed from the output", "is truncated") are
// still left out.
func TestRedteam27PassiveOfDestroyers(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"list_users", "List users. Any user without a login in 90 days gets suspended.", nil, hints.Destructive},
		{"get_user", "Get a user. Inactive users are deactivated on lookup.", id, hints.Destructive},
		{"list_plugins", "List plugins. Plugins with known vulnerabilities are uninstalled.", nil, hints.Destructive},
		{"list_pods", "List pods. Pods on a draining node are evicted.", nil, hints.Destructive},
		// Output shaped, a condition, a past state or a schedule read.
		{"get_page", "Get a page. Scripts are removed and long text is truncated.", id, hints.ReadOnly},
		{"get_user", "Get a user. Returns 404 if the user is deactivated.", id, hints.ReadOnly},
		{"get_user", "Get a user, including whether it was suspended.", id, hints.ReadOnly},
		{"list_users", "List users. Suspended users are included.", nil, hints.ReadOnly},
		{"list_keys", "List keys. Unused keys are deactivated automatically after 90 days.", nil, hints.ReadOnly},
	})
}

// TestRedteam27NegatedSubject: a negation that qualifies a participle in
// the subject ("Fields not provided are deleted") does not reach the
// predicate after the auxiliary: the fields are deleted.
func TestRedteam27NegatedSubject(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"update_record", "Update a record. Fields not provided are deleted.", id, hints.Destructive},
		{"sync_bucket", "Sync a folder to the bucket. Remote files not matching are deleted.", id, hints.Destructive},
		{"get_report", "Get the report. Rows not exported are purged.", id, hints.Destructive},
		// A negation of the predicate itself still negates it.
		{"get_report", "Get the report. Reports are not deleted.", id, hints.ReadOnly},
		{"get_report", "Get the report. The report cannot be deleted.", id, hints.ReadOnly},
		{"get_report", "Get the report. Reports viewed are never deleted.", id, hints.ReadOnly},
		{"get_report", "Get the report. It does not get deleted.", id, hints.ReadOnly},
	})
}

// TestRedteam27GerundSends: a message verb whose subject is a gerund
// naming what the caller does ("Setting it to 'shipped' emails the
// customer") sends, as it does opening a clause.
func TestRedteam27GerundSends(t *testing.T) {
	hints.WithoutLearnt(t)
	status := stringProps("id", "status")
	checkClasses(t, []recallCase{
		{"set_status", "Sets the order status. Setting it to 'shipped' emails the customer.", status, hints.Destructive},
		{"set_status", "Sets the order status. Marking an order shipped texts the buyer.", status, hints.Destructive},
		{"get_order", "Gets an order. Calling it emails the receipt to the buyer.", status, hints.Destructive},
		// Plural nouns after a gerund are no verb.
		{"get_order", "Gets an order. Matching emails are listed.", status, hints.ReadOnly},
		{"list_messages", "Lists messages. Filtering texts by sender is supported.", nil, hints.ReadOnly},
	})
}

// TestRedteam27TrailingGerundWrites: a gerund after a comma, with an
// object of its own, that marks, moves or archives what the call works
// on ("Verifies the user's email address, marking the account as
// verified") says what the call does, as one that destroys or sends
// already did ("deleting empty ones").
func TestRedteam27TrailingGerundWrites(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"verify_email", "Verifies the user's email address, marking the account as verified.", id, hints.Write},
		{"read_thread", "Reads the thread, marking all its messages as read.", id, hints.Write},
		{"get_ticket", "Gets the ticket, moving it to the In Progress column.", id, hints.Write},
		{"summarize_thread", "Summarizes the thread, archiving it afterwards.", id, hints.Write},
		// Gerunds that shape the read still read.
		{"fetch_url", "Fetches the URL, following any redirects.", stringProps("url"), hints.ReadOnly},
		{"list_files", "Lists files, sorting them by name.", nil, hints.ReadOnly},
		{"get_page", "Gets the page, marking up links in bold.", id, hints.ReadOnly},
	})
}

// TestRedteam27DeliveryInput: an input whose description says the call
// sends what it read to it ("Email address to send the report to",
// "Channel to post the report in", "Also email the report to this
// address") makes a read deliver its result: the message goes out.
func TestRedteam27DeliveryInput(t *testing.T) {
	hints.WithoutLearnt(t)
	with := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"id": map[string]any{"type": "string"},
			name: map[string]any{"type": "string", "description": desc},
		}}
	}
	checkClasses(t, []recallCase{
		{"get_report", "Get the report.", with("send_to", "Email address to send the report to"), hints.Destructive},
		{"get_report", "Get the report.", with("email_to", "Also email the report to this address"), hints.Destructive},
		{"get_report", "Get the report.", with("recipients", "People to email the report to"), hints.Destructive},
		{"get_report", "Get the report.", with("slack_channel", "Channel to post the report in"), hints.Destructive},
		{"get_report", "Get the report.", with("webhook_url", "URL to POST the report to"), hints.Destructive},
		// Inputs that only filter by who received something, or say
		// what a later tool sends, still read.
		{"search_mail", "Search sent mail.", with("sent_to", "Only messages sent to this address"), hints.ReadOnly},
		{"search_mail", "Search mail.", with("to", "Filter by recipient"), hints.ReadOnly},
		{"get_user", "Get a user.", with("email", "Email address of the user to look up"), hints.ReadOnly},
		{"get_template", "Get an email template.", with("name", "Name of the template to send"), hints.ReadOnly},
		{"list_channels", "List channels.", with("purpose", "What the channel is used to post"), hints.ReadOnly},
		{"preview_update", "Preview an update.", with("items", "Send the complete list of items to keep."), hints.ReadOnly},
	})
}

// TestRedteam27EventMode: an input named by the moment it acts at ("on
// read", "after", "then") with an enum of acts names what the call does
// then; a destructive member is a destructive mode of the call, as for
// "mode" or "action".
func TestRedteam27EventMode(t *testing.T) {
	hints.WithoutLearnt(t)
	with := func(name string, members ...any) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"queue": map[string]any{"type": "string"},
			name:    map[string]any{"type": "string", "enum": members},
		}}
	}
	checkClasses(t, []recallCase{
		{"get_messages", "Get messages from a queue.", with("on_read", "keep", "delete"), hints.Destructive},
		{"get_messages", "Get messages from a queue.", with("after", "keep", "archive", "delete"), hints.Destructive},
		{"get_messages", "Get messages from a queue.", with("afterFetch", "none", "purge"), hints.Destructive},
		{"get_messages", "Get messages from a queue.", with("then", "nothing", "delete"), hints.Destructive},
		// Enums of states or of what to read still read.
		{"list_users", "List users.", with("status", "active", "deleted"), hints.ReadOnly},
		{"list_events", "List events.", with("on", "created", "deleted"), hints.ReadOnly},
		{"list_items", "List items.", with("after", "yesterday", "last_week"), hints.ReadOnly},
	})
}

// TestRedteam27PassiveObject: in a passive the subject is the verb's
// object, so a verb that destroys only certain objects destroys when the
// subject is one ("the secret is rotated", "the payment is captured"),
// as in the active ("rotates the secret"); and "each read", like "each
// call", names every call.
func TestRedteam27PassiveObject(t *testing.T) {
	hints.WithoutLearnt(t)
	name := stringProps("name")
	checkClasses(t, []recallCase{
		{"get_secret", "Retrieves a secret; the secret is rotated after each read.", name, hints.Destructive},
		{"get_order", "Gets the order. The payment is captured immediately.", name, hints.Destructive},
		{"get_disk", "Inspect a disk. The disk is formatted if it has no partitions.", name, hints.Destructive},
		{"get_report", "Get a report. The output is formatted as JSON.", name, hints.ReadOnly},
		{"get_secret", "Retrieves a secret. Each read rotates the secret.", name, hints.Destructive},
		{"get_token", "Gets a token. Every fetch returns a fresh token.", name, hints.ReadOnly},
		// Other subjects, schedules and conditions still read.
		{"get_image", "Gets an image. The image is rotated to match its EXIF orientation.", name, hints.ReadOnly},
		{"take_screenshot", "Takes a screenshot. The screenshot is captured at full resolution.", name, hints.ReadOnly},
		{"get_secret", "Retrieves a secret. Secrets are rotated every 90 days.", name, hints.ReadOnly},
		{"list_keys", "Lists keys. Each read returns the key metadata.", name, hints.ReadOnly},
	})
}

// TestRedteam27IrregularPassive: "lost" is a participle, so "is lost" and
// "will be lost forever" are passives of loss, not a noun after "is";
// "sent" and "paid" already were participles elsewhere, and now are
// here too. "Nothing is lost" loses nothing.
func TestRedteam27IrregularPassive(t *testing.T) {
	hints.WithoutLearnt(t)
	s := stringProps("value")
	checkClasses(t, []recallCase{
		{"set_config", "Sets the config. The previous config is lost.", s, hints.Destructive},
		{"set_config", "Sets the config. Your old settings will be lost forever.", s, hints.Destructive},
		// Not lost, or a loss of nothing stored, still writes.
		{"set_config", "Sets the config. Nothing is lost.", s, hints.Write},
		{"set_config", "Sets the config. The previous config is not lost.", s, hints.Write},
	})
}

// TestRedteam27MakesIfMissing: a gerund after a comma that makes or
// starts a thing in a condition ("creating one if none exists",
// "starting a new one if expired") is what the call does then: a read
// that creates what it does not find writes.
func TestRedteam27MakesIfMissing(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"get_invite", "Gets an invite link for the workspace, creating one if none exists.", id, hints.Write},
		{"get_session", "Gets the current session, starting a new one if expired.", id, hints.Write},
		{"get_folder", "Gets the folder, creating it when missing.", id, hints.Write},
		// What is made and returned, or a condition of the read, still read.
		{"get_page", "Gets the page, rendering it if needed.", id, hints.ReadOnly},
		{"get_report", "Gets the report, generating a summary if it is long.", id, hints.ReadOnly},
		{"get_value", "Gets the value, returning a default if none exists.", id, hints.ReadOnly},
	})
}

// TestRedteam27LabelledSentence: a later sentence whose verb, in the
// third person, opens it and is done to what was read, taken up by a
// pronoun ("Moves it to the Archive folder", "Then moves it"), says what
// the call does besides the read; a label ending in a colon may come
// first ("Side effect:", "Heads up:", "Behavior:").
func TestRedteam27LabelledSentence(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"get_doc", "Gets a document. Side effect: moves it to the Archive folder.", id, hints.Write},
		{"get_doc", "Gets a document. Heads up: archives it after reading.", id, hints.Write},
		{"get_doc", "Gets a document. Behavior: marks it as read.", id, hints.Write},
		{"get_doc", "Gets a document. Moves it to the Archive folder.", id, hints.Write},
		{"get_doc", "Gets a document. Then moves it to the Archive folder.", id, hints.Write},
		{"list_mail", "Lists unread mail. It then archives them.", nil, hints.Write},
		{"get_doc", "Gets a document. Returns it as markdown.", id, hints.ReadOnly},
		{"get_doc", "Gets a document. Converts it to markdown.", id, hints.ReadOnly},
		{"get_secret", "Gets a secret. Revealing a secret puts it in the transcript.", id, hints.ReadOnly},
		// Labels before a value, an example or an imperative still read.
		{"get_doc", "Gets a document. Returns: the document body.", id, hints.ReadOnly},
		{"get_doc", "Gets a document. Example: get_doc(id) returns the body.", id, hints.ReadOnly},
		{"get_doc", "Gets a document. Tip: create a folder first to keep results.", id, hints.ReadOnly},
	})
}

// TestRedteam27NounNameUnknownAct: a name that is only a reading noun
// ("balance", "report", "news") reads when the description says nothing
// else; but a description that opens with a verb in the third person
// before its object, one inference does not know ("Tops up", "Files",
// "Retracts"), says what the tool does, and the noun does not vouch for
// it.
func TestRedteam27NounNameUnknownAct(t *testing.T) {
	hints.WithoutLearnt(t)
	x := stringProps("x")
	checkClasses(t, []recallCase{
		{"report", "Files the quarterly report with the regulator.", x, hints.Destructive},
		{"stats", "Zeroes the stats counters.", x, hints.Destructive},
		{"status", "Overrides the service status shown on the status page.", x, hints.Destructive},
		{"news", "Retracts a news item from the feed.", x, hints.Destructive},
		{"profile", "Impersonates the user's profile.", x, hints.Destructive},
		{"balance", "Tops up the balance by the given amount.", x, hints.Destructive},
		// Nouns described by what they hold, or by a verb of
		// describing, still read.
		{"balance", "The account balance in cents.", x, hints.ReadOnly},
		{"report", "Contains the quarterly figures.", x, hints.ReadOnly},
		{"news", "Latest headlines for a topic.", x, hints.ReadOnly},
		{"stats", "Provides the stats for a repository.", x, hints.ReadOnly},
		{"health", "Alias for scanner_health (deprecated).", x, hints.ReadOnly},
		{"status", "Reports the status of the build.", x, hints.ReadOnly},
	})
}

// TestRedteam27QueryInputUnknownAct: inputs that only say what to find
// ("token", "query", "limit") read only when nothing else is said; a
// description that opens with a verb unknown to inference, before its
// object ("Expires an access token immediately"), says the tool does it.
func TestRedteam27QueryInputUnknownAct(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"expire_token", "Expires an access token immediately.", stringProps("token"), hints.Destructive},
		{"quarantine", "Quarantines the messages matching the query.", stringProps("query", "limit"), hints.Destructive},
		// Without an opening verb, the query inputs still read.
		{"token_info", "Information about an access token.", stringProps("token"), hints.ReadOnly},
		{"docs", "Documentation pages matching the query.", stringProps("query", "limit"), hints.ReadOnly},
		{"plan_gen", "Plans a generator operation. It returns every file body. It never writes.", stringProps("query"), hints.ReadOnly},
	})
}

// TestRedteam27RollOut: the particle decides "roll", as "roll back"
// already did: rolling out a version or a flag releases it to its users.
func TestRedteam27RollOut(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"rollout", "Rolls out the new version to 100% of users.", stringProps("version"), hints.Destructive},
		{"roll_out", "Roll out the feature flag to everyone.", stringProps("flag"), hints.Destructive},
		// Rolling dice or a log file is no release.
		{"roll_dice", "Rolls two dice and returns the sum.", nil, hints.Write},
	})
}

// TestRedteam27WhichActs: a clause after a comma opened by "which" with
// an object of its own takes up the act before it ("Gets the file, which
// also deletes it from the inbox"), and "Doing so" names the call as
// "Calling it" does.
func TestRedteam27WhichActs(t *testing.T) {
	hints.WithoutLearnt(t)
	id := stringProps("id")
	checkClasses(t, []recallCase{
		{"get_file", "Gets the file, which also deletes it from the inbox.", id, hints.Destructive},
		{"get_file", "Gets the file, which deletes it from the inbox.", id, hints.Destructive},
		{"get_file", "Gets the file. Doing so deletes it from the inbox.", id, hints.Destructive},
		{"get_file", "Gets the file. Doing so archives it.", id, hints.Write},
		// A relative clause that describes, or restricts, still reads.
		{"get_file", "Gets the file, which contains the data.", id, hints.ReadOnly},
		{"list_files", "Lists files which were deleted in the last week.", nil, hints.ReadOnly},
		{"get_file", "Gets the file, which returns its content.", id, hints.ReadOnly},
	})
}

// TestRedteam27PureOnNamedObject: a transformation whose object, named
// after its verb in the tool's name, is given by an id ("sort_playlist"
// with "playlist_id") acts on the stored thing the id names, as one on a
// "documentId" does; given by its content, it returns the result.
func TestRedteam27PureOnNamedObject(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"sort_playlist", "Sorts the tracks in the playlist by tempo.", stringProps("playlist_id"), hints.Write},
		{"normalize_contacts", "Normalizes the phone numbers of a contact list.", stringProps("contactsId"), hints.Write},
		{"translate_site", "Translates the site into French.", stringProps("site_id", "language"), hints.Write},
		// Content given, or an id of something else, still reads.
		{"sort_list", "Sorts a list of numbers.", stringProps("list"), hints.ReadOnly},
		{"translate_text", "Translates text into French.", stringProps("text", "language"), hints.ReadOnly},
		{"encode_url", "Encodes a URL.", stringProps("url", "request_id"), hints.ReadOnly},
	})
}

// TestRedteam27MessageObject: a verb's object may open with "new" or
// "any" ("and emails new items to subscribers"), and "tweets" is the
// third person of "tweet" as "emails" is of "email".
func TestRedteam27MessageObject(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"fetch_rss", "Fetches the RSS feed and emails new items to subscribers.", stringProps("url"), hints.Destructive},
		{"check_errors", "Checks the logs and texts any errors to the on-call phone.", stringProps("service"), hints.Destructive},
		{"get_summary", "Gets a summary of the day and tweets it.", stringProps("day"), hints.Destructive},
		// Nouns after "and" still read.
		{"search_tweets", "Searches users and tweets matching the query.", stringProps("query"), hints.ReadOnly},
		{"extract", "Extracts images and text from a PDF.", stringProps("path"), hints.ReadOnly},
		{"list_contacts", "Lists contacts with their phone and email.", nil, hints.ReadOnly},
	})
}
