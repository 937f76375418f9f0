package hints

import "slices"

// Idempotency is what a word says about a second identical call.
type idempotency int8

const (
	// idemUnknown: the word says nothing about a second call.
	idemUnknown idempotency = 0
	// idemYes: a second call leaves things as the first did (set, delete).
	idemYes idempotency = 1
	// idemNo: a second call does something again (create, append, send).
	idemNo idempotency = -1
)

// entry is what the lexicon knows about one word.
type entry struct {
	// Effect is what the word does as a verb (or, for nouns, what a tool
	// named after it does).
	Effect Effect
	// Idempotent is what the word says about a second call.
	Idempotent idempotency
	// Weak verbs ("post", "run", "manage", "handle") count only when
	// nothing more specific is found.
	Weak bool
	// Exec verbs become destructive with a code object ("run a command",
	// "evaluate JavaScript").
	Exec bool
	// Pure verbs transform what they are given and return it ("encode",
	// "translate"); acting on a stored item named by id, they change it.
	Pure bool
	// Noun words say "reading" when no verb is present ("db-stats",
	// "mongodb-logs"); they are never inflected as verbs.
	Noun bool
	// Objects, when set, make the word destructive if one of them is
	// within three words ("post a message", "format the disk"); otherwise
	// the word has Effect.
	Objects []string
	// WriteObjects, when set, make a reading word a write if one of them
	// follows within three words ("open a pull request", "resolve the
	// incident").
	WriteObjects []string
}

// acts reports e a verb that writes, destroys or runs code.
func (e entry) acts() bool { return !e.Noun && (e.Effect >= Writes || e.Exec) }

// group is one row of the lexicon table: words sharing one entry.
type group struct {
	entry
	Words []string
}

// lexiconTable is the whole vocabulary of inference. Each row names its
// fields; inflections ("deletes", "deleted", "deleting") are derived.
var lexiconTable = []group{
	{entry{Effect: Reads, Idempotent: idemYes}, []string{
		"get", "list", "read", "search", "find", "query", "show", "view", "describe", "inspect",
		"fetch", "retrieve", "lookup", "count", "explain", "validate", "verify",
		"analyze", "analyse", "summarize", "summarise", "preview", "browse", "wait", "poll",
		"monitor", "diff", "compare", "blame", "discover", "explore", "scan", "ping", "echo",
		"lint", "audit", "estimate", "calculate", "compute", "parse", "diagnose", "screenshot",
		"snapshot", "hover", "highlight", "aggregate", "export", "download", "look",
		"peek", "observe", "print", "display", "render", "review", "debug", "measure",
		"identify", "recommend", "suggest", "whoami", "help", "tail", "grep",
		"glob", "stat", "examine", "detect", "trace", "track", "infer", "extract",
		"visualize", "sample", "scroll", "wheel", "annotate", "reflog", "return", "gather",
		"crawl", "scrape", "research", "rank", "rerank",
		// Coming to know: "learn the API", "study the docs".
		"learn", "study", "understand", "consult"}},
	// Pure functions: a stateless transformation that returns its result.
	{entry{Effect: Reads, Idempotent: idemYes, Pure: true}, []string{
		"translate", "encode", "decode", "convert", "hash", "base64", "serialize", "deserialize", "stringify",
		"tokenize", "minify", "prettify", "beautify", "escape", "unescape", "encrypt", "decrypt",
		"compress", "decompress", "slugify", "normalize", "checksum", "transform", "transcode",
		"sum", "multiply", "divide", "subtract", "round", "sort", "uppercase", "lowercase", "geocode",
		"rephrase", "paraphrase"}},
	{entry{Effect: Reads, Idempotent: idemYes, Noun: true}, []string{
		"stats", "statistics", "status", "logs", "log", "history", "info",
		"schema", "tree", "metadata", "details", "instructions", "usage", "health", "messages",
		"indexes", "size", "version", "versions", "documentation", "docs", "knowledge", "results",
		"report", "summary", "overview", "metrics", "profile", "balance",
		// Data a service is asked for, by names without a verb
		// ("map_weather", "map_directions"), and that no tool changes
		// by that name: "traffic" is split and routed, a "location"
		// spoofed, a sales "forecast" adjusted, so none is here.
		"weather", "directions", "distance", "distances", "geolocation", "elevation", "timezone",
		"news", "headlines"}},
	{entry{Effect: Writes, Idempotent: idemYes}, []string{
		"set", "update", "configure", "put", "upsert", "ensure", "enable", "disable", "assign",
		"unassign", "label", "rename", "tag", "mark", "lock", "unlock", "select", "switch",
		"checkout", "resize", "emulate", "sync", "install", "pause", "resume",
		"disconnect", "logout", "unsubscribe", "unfollow", "unstar", "approve", "reject",
		"scale", "upgrade", "downgrade", "edit", "modify", "change", "patch", "save", "store",
		"move", "archive", "star", "follow", "subscribe", "like", "pin", "unpin", "mute",
		"unmute", "toggle", "hide", "unhide", "init", "initialize", "fill", "type", "press",
		"navigate", "go", "goto", "reload", "refresh", "load", "register", "login", "connect", "reconnect",
		"attach", "mount", "focus", "record", "transition"}},
	{entry{Effect: Writes, Idempotent: idemNo}, []string{
		"create", "add", "insert", "append", "new", "make", "build", "generate",
		"upload", "import", "copy", "clone", "fork", "stage",
		"rerun", "retry", "schedule", "invite", "checkin", "comment", "react", "click", "drag", "pull",
		"push", "cherry", "pick", "provision", "allocate", "reserve", "book", "duplicate", "order", "acquire",
		"increment", "decrement", "enqueue", "queue", "spawn", "tap",
		"plot", "ask",
		// Moving data to another form or store ("migrate workflow files
		// to current syntax").
		"migrate",
		// Backing up stores a copy ("backup_history" backs the history
		// up; "backup_status" is the record of one, see recordOf).
		"backup"}},
	{entry{Effect: Destroys, Idempotent: idemYes}, []string{
		"delete", "remove", "rm", "del", "drop", "destroy", "purge", "truncate", "kill",
		"terminate", "revoke", "wipe", "erase", "overwrite", "replace", "reset", "clear", "clean",
		"prune", "discard", "rebase", "squash", "uninstall", "undeploy", "unlink",
		"unregister", "teardown", "shutdown", "reboot", "revert", "rollback", "expunge",
		"obliterate", "nuke", "invalidate", "evict", "ban", "suspend", "deactivate",
		"unset", "detach", "deletion", "removal", "shred", "zap", "scrub", "annihilate", "reformat",
		"demolish", "incinerate", "eradicate", "exterminate", "zeroize", "zeroise", "cleanup",
		"overwritten", "lost", "undo", "restart", "flush", "flushdb", "flushall", "drain", "decommission",
		"deprovision", "rmdir", "deregister", "mkfs", "dispose",
		// A one-time secret or note "self-destructs" once read.
		"destruct"}},
	{entry{Effect: Destroys, Idempotent: idemNo}, []string{
		"merge", "deploy", "redeploy", "publish", "release", "send", "reply", "broadcast",
		"retweet", "submit", "cancel", "abort", "finalize", "void", "refund",
		"charge", "pay", "payout", "transfer", "withdraw", "wire", "sell", "buy", "purchase",
		"transact", "exec", "sudo", "unsafe", "dangerous", "destructive", "irreversible",
		"irreversibly", "permanently", "force", "overwrites", "chmod", "chown", "eval", "notify"}},
	// Moving money out of an account, closing a position, locking funds
	// with a validator ("Liquidate a position", "Stake ETH") and ejecting
	// a member destroy; weak, since in prose they are often nouns or
	// phrasal ("staking rewards", "liquidated positions", "generation
	// kicked off").
	{entry{Effect: Destroys, Idempotent: idemNo, Weak: true}, []string{
		"liquidate", "disburse", "remit", "airdrop", "stake", "unstake", "kick"}},
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true, Objects: messageObjects}, []string{"post"}},
	// "forward an email" sends it; "port forward" and "go forward" do not.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: messageObjects}, []string{"forward"}},
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true, Exec: true}, []string{"run", "execute", "invoke"}},
	{entry{Effect: Reads, Idempotent: idemYes, Weak: true, Exec: true}, []string{"evaluate"}},
	// "Provides instructions for …", "Offers an overview of …": what a
	// call provides it returns; a more specific verb outvotes it.
	{entry{Effect: Reads, Idempotent: idemYes, Weak: true}, []string{"provide", "offer"}},
	// Testing checks something ("test the connection"), or runs what
	// it tests ("Execute test files in parallel"): the description says.
	// Testing an act or what delivers does it ("test_deploy", "Test the
	// webhook by firing a sample event", "Test a Lambda function with an
	// event payload").
	{entry{Effect: Reads, Idempotent: idemYes, Weak: true, WriteObjects: testedActs}, []string{"test"}},
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true}, []string{"call", "interact"}},
	// Writes whose spelling is often a noun or says little alone: they
	// count only when nothing more specific is found ("confirmIssue",
	// "Uncheck a checkbox", "Dismiss an annotation").
	{entry{Effect: Writes, Idempotent: idemYes, Weak: true}, []string{
		"unconfirm", "deny", "uncheck", "boot", "dismiss", "bookmark", "unbookmark",
		"unskip", "align", "ungroup", "unflag", "unmerge",
		"snooze", "unsnooze", "reorder"}},
	// Confirming, granting or distributing a payment, a purchase, funds
	// or a refund moves money ("distribute" alone spaces shapes out); rebuilding a database or a machine from an image replaces
	// what it held.
	{entry{Effect: Writes, Idempotent: idemYes, Weak: true, Objects: dealObjects}, []string{"confirm", "grant", "distribute"}},
	{entry{Effect: Writes, Idempotent: idemYes, Weak: true, Objects: storeObjects}, []string{"rebuild"}},
	// Initiating starts a thing; initiating a payment, a transfer or a
	// payout makes it ("Initiate a payment using the S2S flow").
	{entry{Effect: Writes, Idempotent: idemNo, Objects: paymentActs}, []string{"initiate"}},
	// Drawing makes a picture, or, drawn from a balance, moves money
	// ("draws the amount from the customer's balance").
	{entry{Effect: Writes, Idempotent: idemNo, Objects: []string{"amount", "funds", "money", "balance", "cash"}}, []string{"draw"}},
	// Starting or triggering a deployment or a rollout deploys, and a
	// campaign sends; starting a job or triggering a build is a write.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: deployActs}, []string{"start", "trigger", "launch"}},
	// Ending a process, a call or a container stops what runs in it, and
	// ending a subscription cancels it;
	// "end" is otherwise weak ("end a sprint").
	{entry{Effect: Writes, Idempotent: idemYes, Weak: true, Objects: append(slices.Clip(runningObjects), "process", "processes", "call", "calls",
		"subscription", "subscriptions")}, []string{"end"}},
	// Putting something into a running system ("inject faults",
	// "inject input into a running game"); "prompt injection" is a noun.
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true}, []string{"inject"}},
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true}, []string{"swipe", "draft", "teach", "vote", "upvote", "downvote"}},
	// Fixing or repairing changes what it finds wrong, in place; a second
	// call finds nothing left to fix ("Fix common DRC violations").
	{entry{Effect: Writes, Idempotent: idemYes, Weak: true}, []string{"fix", "autofix", "repair", "remediate"}},
	{entry{Effect: Writes, Weak: true}, []string{"manage", "handle", "process", "perform", "do"}},
	{entry{Effect: Unknown, Weak: true}, []string{"use"}},
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true, Noun: true}, []string{"message"}},
	// The object decides: "capture a screenshot" reads, "capture a
	// payment" moves money; "apply a patch" writes, "apply a manifest"
	// replaces live configuration; "rotate an image" writes, "rotate a
	// key" invalidates the old one; "empty the trash" deletes.
	{entry{Effect: Reads, Idempotent: idemYes, Objects: moneyObjects}, []string{"capture"}},
	// Collecting garbage ("garbage-collect unreferenced objects")
	// deletes what nothing references.
	{entry{Effect: Reads, Idempotent: idemYes, Objects: append(slices.Clip(moneyObjects), "garbage")}, []string{"collect"}},
	{entry{Effect: Writes, Idempotent: idemNo, Objects: liveConfigObjects}, []string{"apply"}},
	{entry{Effect: Writes, Idempotent: idemNo, Objects: secretObjects}, []string{"rotate", "regenerate", "reissue"}},
	// "roll a key" invalidates the old one; "roll back" is a rollback;
	// "roll out" a version or a flag releases it to its users.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: append(slices.Clip(secretObjects), "back", "out")}, []string{"roll"}},
	// "write a file" puts content at a path, replacing what was there;
	// "write a comment" adds one.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: fileObjects}, []string{"write"}},
	// "decline a pull request" (a merge request) closes it for good;
	// declining a payment or a transaction refuses the money for good.
	{entry{Effect: Writes, Idempotent: idemYes, Objects: []string{"pull", "pr", "prs", "merge", "mr", "payment", "payments", "transaction", "transactions"}}, []string{"decline"}},
	// "place an order" (a trade, a bet) commits money; "place a marker"
	// is an ordinary write.
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true, Objects: placedObjects}, []string{"place"}},
	// "Places near you" are locations; "place_order" keeps its verb.
	// Backups are copies kept ("List the backups"), not an act.
	{entry{Noun: true}, []string{"places", "backups"}},
	// "stop a recording" or "close a tab" keeps what was made; stopping a
	// container or closing a terminal ends what runs in it.
	// Stopping a subscription cancels it; stopping a process, or a
	// service or a daemon (the process that serves), ends it. A server
	// is left out: builds stop "the dev server first" as a step.
	{entry{Effect: Writes, Idempotent: idemYes, Objects: append(slices.Clip(runningObjects), "subscription", "subscriptions",
		"process", "processes", "service", "services", "daemon", "daemons")}, []string{"stop"}},
	// Rewriting a text edits it; rewriting history replaces the commits
	// others have.
	{entry{Effect: Writes, Idempotent: idemYes, Objects: []string{"history", "commits"}}, []string{"rewrite", "rewrote", "rewritten"}},
	// Committing files records a commit; committing a transaction makes
	// its changes permanent.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: []string{"transaction", "transactions"}}, []string{"commit"}},
	// Closing a position sells or buys it back at the market: a trade.
	// Closing an account ends it for good.
	{entry{Effect: Writes, Idempotent: idemYes, Objects: append(slices.Clip(runningObjects), "position", "positions", "account", "accounts")}, []string{"close"}},
	{entry{Effect: Writes, Idempotent: idemYes, Weak: true, Objects: []string{"trash", "bin", "recycle", "bucket", "queue", "mailbox", "inbox",
		// Emptying what holds things does away with them.
		"slot", "slots", "cart", "basket", "folder", "directory", "playlist", "list",
		// Emptying a table deletes its rows.
		"table", "tables", "collection", "collections", "database", "databases"}}, []string{"empty"}},
	// "tear down" is "teardown" as a phrasal verb ("Everything in the
	// environment is torn down").
	{entry{Effect: Unknown, Idempotent: idemYes, Objects: []string{"down"}}, []string{"tear", "tore", "torn"}},
	// "open a file" reads; "open a pull request" creates one; "open a URL"
	// loads it; "open a browser" starts one.
	// Opening a trading position moves money ("Open a long position on
	// BTC"), as closing one does; "open positions" are the ones held.
	{entry{Effect: Reads, Idempotent: idemYes, Objects: []string{"position"}, WriteObjects: []string{"issue", "issues", "pr", "pull", "ticket", "tickets", "incident", "account", "case", "dispute",
		// Opening an address loads it, as navigating does.
		"url", "urls", "link", "links", "website", "webpage",
		// Opening a browser, a window or a tab puts one on the user's screen.
		"browser", "window", "windows", "tab", "tabs",
		// Opening a port changes what a firewall lets in.
		"port", "ports"}}, []string{"open"}},
	// "check a checkbox" sets it, as "uncheck" clears it; "check off"
	// an item marks it done; "check the status" looks.
	{entry{Effect: Reads, Idempotent: idemYes, WriteObjects: []string{"checkbox", "checkboxes", "radio", "off"}}, []string{"check"}},
	{entry{Effect: Reads, Idempotent: idemYes, WriteObjects: []string{"issue", "issues", "incident", "incidents", "alert", "alerts", "thread", "threads", "conversation", "ticket", "tickets", "comment", "comments", "conflict", "conflicts"}}, []string{"resolve"}},
	{entry{Effect: Writes, Idempotent: idemYes}, []string{"share", "cordon", "uncordon"}},
	// "restore a backup" replaces what is there; "restore an archived
	// release" or "restore from the trash" undoes a removal.
	{entry{Effect: Destroys, Idempotent: idemYes, WriteObjects: []string{"archived", "deleted", "trashed", "removed", "trash", "bin", "archive"}}, []string{"restore"}},
	// Promoting moves a thing up a stage ("promote a delayed job",
	// "demote a user"); promoting to production deploys it.
	{entry{Effect: Writes, Idempotent: idemYes, Objects: []string{"production", "prod", "live"}}, []string{"promote", "demote"}},
	// Unpublishing takes content back to drafts; publishing again undoes it.
	{entry{Effect: Writes, Idempotent: idemYes}, []string{"unpublish"}},
	// "format a string" returns text; "format a disk" wipes it.
	{entry{Effect: Reads, Idempotent: idemYes, Objects: storageObjects}, []string{"format"}},
	// Delivering a message sends it, whatever the verb: "push a text
	// message to a user" is read at once, where "push changes" is a git
	// push. (Later rows override earlier ones.)
	// "push a message" sends it; "push an image" (a model, a package)
	// replaces the tag others pull.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: append(slices.Clip(messageObjects), registryObjects...)}, []string{"push"}},
	// Delivering a thing to people sends it; the answer or the results
	// a model or a call delivers are what it returns.
	{entry{Effect: Destroys, Idempotent: idemNo, WriteObjects: []string{"answer", "answers", "result", "results",
		"response", "responses", "output", "insight", "insights", "value"}}, []string{"deliver"}},
	// "alter" changes a thing in place; altering a schema is destructive
	// (signal_schema.go).
	{entry{Effect: Writes, Idempotent: idemYes}, []string{"alter"}},
	// The reversible counterpart of "deactivate": activating is undone by
	// it. ("link" is not added: ending a name it is a noun, "get-link".)
	{entry{Effect: Writes, Idempotent: idemYes}, []string{"activate", "reactivate"}},
	// Moving money by a trade or a gift, as "buy" and "sell" do.
	{entry{Effect: Destroys, Idempotent: idemNo}, []string{"trade", "donate"}},
	// Pinging a person or a team messages them ("Ping the team in
	// #general"); pinging a host reads its latency.
	{entry{Effect: Reads, Idempotent: idemYes, Objects: []string{"team", "teams", "user", "users", "people", "person",
		"member", "members", "channel", "channels", "oncall", "reviewer", "reviewers", "assignee", "assignees",
		"owner", "owners", "everyone", "someone", "customer", "customers"}}, []string{"ping"}},
	// "leave a comment" or a review writes one; "leave" alone says
	// nothing ("leave the page", "leave balance").
	{entry{Effect: Unknown, WriteObjects: []string{"comment", "comments", "review", "reviews", "note", "notes",
		"reaction", "reactions", "rating", "ratings", "feedback"}}, []string{"leave"}},
	// "file a bug" or "files an issue" opens one; "file" alone is the
	// noun ("file_info", "Files in the folder").
	{entry{Effect: Unknown, WriteObjects: []string{"issue", "issues", "bug", "bugs", "ticket", "tickets", "complaint",
		"complaints", "claim", "claims", "incident", "incidents", "grievance", "appeal", "dispute", "lawsuit"}}, []string{"file"}},
	// Renewing extends a term: a lease or a certificate is a write, a
	// paid subscription, domain, plan or licence charges for the next one.
	{entry{Effect: Writes, Idempotent: idemNo, Objects: []string{"subscription", "subscriptions", "domain", "domains", "plan",
		"plans", "membership", "memberships", "license", "licenses", "licence", "licences"}}, []string{"renew"}},
	// A phone call reaches a person at once, as a sent message does:
	// "call a phone number" (but "call an API" stays weak; "dial" is not
	// added: "dial-in numbers" are everywhere in meeting tools). Calling
	// a stored procedure runs the statements it holds.
	{entry{Effect: Writes, Idempotent: idemNo, Weak: true, Objects: callObjects}, []string{"call"}},
}

// callObjects make "call" destructive: a phone call placed, a stored
// procedure run.
var callObjects = []string{"phone", "phones", "number", "numbers", "mobile", "cell", "landline", "callee", "procedure", "procedures"}

var lexicon = func() map[string]entry {
	m := make(map[string]entry, 600)
	for _, g := range lexiconTable {
		for _, w := range g.Words {
			m[w] = g.entry
		}
	}
	return m
}()

// messageObjects make "post" destructive: a message, once sent, is read.
var messageObjects = []string{"message", "messages", "email", "emails", "mail", "sms", "text", "reply", "tweet", "chat", "notification", "dm",
	"announcement", "announcements"}

// moneyObjects make "capture" and "collect" move money.
var moneyObjects = []string{"payment", "payments", "charge", "charges", "funds", "intent", "money", "fee", "fees"}

// dealObjects make "confirm" and "grant" move money ("confirm a
// PaymentIntent", "grant a refund"); confirming an order only moves it
// to another status.
var dealObjects = append(slices.Clip(moneyObjects), "paymentintent", "purchase", "purchases", "transaction",
	"transactions", "transfer", "transfers", "refund", "refunds", "payout")

// paymentActs are payments a verb of starting makes ("initiate a
// payment").
var paymentActs = []string{"payment", "payments", "transfer", "transfers", "payout", "payouts", "refund", "refunds",
	"charge", "charges", "withdrawal", "withdrawals", "wire", "purchase", "purchases", "transaction", "transactions"}

// deployActs make "start", "trigger" and "launch" deploy or send.
var deployActs = []string{"deployment", "deployments", "deploy", "deploys", "rollout", "rollouts", "redeploy", "redeployment",
	// A campaign started sends its messages or spends its budget.
	"campaign", "campaigns"}

// storeObjects make "rebuild" replace what a store or a machine held
// ("rebuild the database", "rebuild a droplet from an image").
var storeObjects = []string{"database", "databases", "db", "table", "tables", "disk", "disks", "volume",
	"volumes", "droplet", "droplets", "server", "servers", "instance", "instances", "vm", "machine", "cluster"}

// testedActs are acts and deliveries that testing performs for real.
var testedActs = []string{"deploy", "deploys", "deployment", "deployments", "push", "pushes", "send", "sends",
	"email", "emails", "sms", "message", "messages", "webhook", "webhooks", "alert", "alerts", "failover",
	"migration", "migrations", "trigger", "triggers", "function", "functions", "lambda", "step", "steps",
	"zap", "zaps", "campaign", "campaigns", "payment", "payments", "charge", "charges", "transfer", "transfers",
	"release", "rollout", "rollback", "delivery", "workflow", "workflows", "action", "actions", "job", "jobs",
	"cron", "hook", "hooks", "flow", "flows", "pager", "alerting", "contact", "payout", "payouts", "order", "orders",
	"trade", "trades", "upload", "uploads", "post", "posts", "tweet", "tweets", "refund", "refunds", "transaction",
	"transactions", "purchase", "purchases", "checkout"}

// liveConfigObjects make "apply" replace live configuration or schema.
var liveConfigObjects = []string{"manifest", "manifests", "migration", "migrations", "terraform", "plan", "yaml", "configuration"}

// fileObjects are what "write" replaces at a path; setsWhole are those
// objects a second identical write leaves as the first did.
var fileObjects = []string{"file", "files"}

var setsWhole = set("file", "files")

// placedObjects are commitments "place" makes.
var placedObjects = []string{"order", "orders", "trade", "trades", "bet", "bets", "bid", "bids", "wager", "wagers", "stake", "stakes"}

// registryObjects are what a registry holds under a tag.
var registryObjects = []string{"image", "images", "package", "packages", "manifest", "chart", "charts"}

// runningObjects make "stop" and "close" end the work running in them.
var runningObjects = []string{"container", "containers", "terminal", "terminals", "pty", "vm", "vms", "instance", "instances"}

// secretObjects make "rotate" invalidate a credential.
var secretObjects = []string{"key", "keys", "secret", "secrets", "token", "tokens", "credential", "credentials", "password", "passwords", "certificate", "certificates", "cert", "certs"}

// storageObjects make "format" destructive.
var storageObjects = []string{"disk", "disks", "drive", "drives", "volume", "volumes", "partition", "partitions", "device", "devices", "filesystem", "card", "storage", "usb", "ssd", "hdd"}

// codeObjects follow an exec verb to make it run arbitrary code; as the
// name of a free-text input property they mean the same.
var codeObjects = set("command", "commands", "cmd", "code", "script", "scripts", "shell", "javascript",
	"js", "snippet", "program", "python", "bash", "powershell", "terminal", "sql", "statement",
	"binary", "executable", "playwright", "expression", "ddl", "dml",
	// Query languages whose statements write as well as read.
	"aql", "cypher", "gremlin", "n1ql",
	// Stored programs: a notebook's cells, a playbook's tasks, a
	// migration's statements, a stored procedure's.
	"notebook", "notebooks", "playbook", "playbooks", "migration", "migrations", "macro", "macros",
	// A task runner's files run the commands their targets hold ("a
	// recipe" is as often a dish).
	"makefile", "taskfile", "justfile",
	// A database's stored procedures run whatever statements they hold.
	"procedure", "procedures",
	// A GraphQL mutation writes whatever it names.
	"mutation", "mutations",
	// More languages whose programs or statements can change anything.
	"cypher", "gremlin", "lua", "ruby", "perl", "php", "applescript", "typescript", "groovy")

// pureQualifiers before a code object make it data, not code ("an
// arithmetic expression", "a cron expression").
var pureQualifiers = set("arithmetic", "math", "mathematical", "regular", "boolean", "cron", "jq",
	"jsonpath", "glob", "filter", "search", "date", "numeric", "simple")

// sessionObjects are in-memory session context: a destructive verb acting
// on one loses nothing the user cares about ("clear the session working
// directory", "remove a highlight overlay").
var sessionObjects = set("session", "viewport", "selection", "overlay")

// deleteVerbs do away with what they name outright. A session deleted
// is a record the server keeps ("Delete a test session by session ID"),
// not the client's context, which is cleared, closed or reset.
var deleteVerbs = set("delete", "destroy", "purge", "erase", "wipe", "drop")

// viewObjects are the automation browser's view, session context that
// even a writing verb only adjusts ("resize the viewport"). A "session"
// is not one: creating a session may start a remote one.
var viewObjects = set("viewport", "selection", "overlay", "window")

// negations before a word (within three words) cancel it.
var negations = set("not", "never", "without", "no", "cannot", "can't", "doesn", "won", "don", "nor", "prevent", "preview", "dry", "before")

// preamble words open a description without saying what the tool does.
var preamble = set("this", "tool", "will", "can", "helps", "help", "you", "allows", "lets", "to", "used",
	"is", "be", "that", "a", "an", "the", "it", "please", "function", "endpoint", "operation", "api",
	"mcp", "simply", "quickly", "easily", "also")

// determiners before a word make it a noun ("the merge", "a release").
var determiners = set("the", "new", "a", "an", "this", "that", "its", "their", "each", "any", "for", "of",
	"per", "was", "were", "is", "are", "been", "be", "being", "your", "my")

// nounFollowers after a word make it a modifier ("commit history", "drop
// index suggestions").
var nounFollowers = set("steps", "request", "requests", "step", "suggestions", "suggestion", "operations",
	"operation", "notes", "history", "information", "info", "status", "date", "id", "ids", "policy",
	"candidates", "events", "logs", "reason", "count", "pattern", "patch", "strategy", "strategies", "commit", "conflict", "conflicts")

// prepositions end the list of verbs a description opens with: after one,
// a word joined by a comma or "or" is an item of the phrase ("filtering by
// author, or commit message").
var prepositions = set("by", "with", "for", "from", "in", "into", "of", "on", "using", "via", "including",
	"such", "like", "about", "between", "within", "across", "at")

var joiners = set("or", "and", "then")

var bulkVerbs = set("update", "modify", "set", "patch", "edit", "change", "updates", "modifies")
var bulkWords = set("many", "all", "bulk", "every")

// destructiveFlags are the first words of input properties that can
// switch a tool into a destructive mode ("force", "dropTarget",
// "overwrite").
var destructiveFlags = set("force", "overwrite", "delete", "drop", "purge", "remove", "hard", "destroy", "truncate", "wipe", "prune", "replace")

// modeProperties are the first words of input properties whose enum
// members name the tool's modes.
var modeProperties = set("mode", "action", "operation", "op", "method", "command", "subcommand", "sub", "verb", "task",
	// How the tool behaves is a mode too ("update_behavior":
	// ["proration-none", "proration-charge-immediately"]), and so is what
	// it does with a target that exists ("if_exists": ["append",
	// "replace"], "on_conflict", "write_disposition").
	"behavior", "behaviour", "strategy", "exists", "existing", "conflict", "conflicts", "collision", "duplicate",
	"duplicates", "disposition")

// readOnlyClaims are the words of a description that restrict the tool to
// reading ("a read-only SQL query").
var readOnlyClaims = [][2]string{{"read", "only"}, {"readonly", ""}, {"select", "only"}}

// secondCall are words that, in a sentence about an existing target, say
// what a repeated call does ("succeeds silently", "fails", "returns the
// existing one"): each makes a create idempotent.
var secondCall = set("silently", "succeed", "succeeds", "noop", "nothing", "unchanged", "ignored", "ignore",
	"skip", "skips", "skipped", "error", "errors", "fail", "fails", "refuse", "refuses", "reuse", "reuses",
	"reused", "existing", "overwritten", "replaced", "no-op")

// repeatWords in such a sentence say a second call makes another thing.
var repeatWords = set("another", "suffix", "duplicate", "duplicates", "increment", "copy", "additional")

var closedWords = set("memory", "session", "config", "configuration", "local", "locally", "file", "files",
	"directory", "directories", "filesystem", "graph", "cache", "clipboard", "sandbox", "offline",
	"workspace", "disk", "path", "calculator")
var openWords = set("url", "urls", "http", "https", "web", "website", "internet", "online", "remote", "api",
	"cloud", "email", "slack", "github", "gitlab", "stripe", "third", "external", "network", "webhook",
	"browser", "atlas", "jira", "notion", "saas", "command", "shell")

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
