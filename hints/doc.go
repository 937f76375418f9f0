// Package hints resolves what an MCP tool really is: its effective
// readOnly, destructive, idempotent and openWorld hints, its title, and its
// class (read-only, write or destructive), with the source of every hint.
//
// # Where a hint comes from
//
// From highest to lowest: the user's override, the server's declaration
// (weighed by the server's [Trust]), [Infer]ence from the tool's name, title
// and description (or from an HTTP method, see package hints/openapi), and the
// MCP specification's defaults: not read-only, destructive, not idempotent,
// open world. A tool with no annotations and no signal is therefore
// destructive.
//
// # Trust
//
// [Trusted] servers' declarations stand. [Checked] (the default) servers'
// declarations stand unless inference sees more danger ("declared
// read-only, but the name says delete"); then the more dangerous value wins
// and [Tool.Warnings] says so. For [Untrusted] servers nothing the server
// controls can loosen a hint below the defaults: only overrides can.
//
// # Inference
//
// [Infer] splits names in any case style ([Words]) and looks words up in a
// lexicon of read, write and destructive verbs (a declarative table in
// lexicon.go). Names decide first, unless a more dangerous verb is joined to
// the name's verb ("get_and_delete") or the description's own leading verbs
// destroy ("Reads a file and deletes it"); the leading verb of the description
// decides when the name says nothing specific ("API-post-search"); a
// destructive signal anywhere in the description (the delete mode of a
// multi-mode tool, "overwrites", "arbitrary JavaScript", "refund", "records are
// overwritten") makes a write destructive, and a read verb in the name yields
// to a write opening the description ("Trigger a check now"). Running a stored
// program (a notebook, a playbook, migrations, a stored procedure, a mutation) runs code, as does a
// web request tool that sends any HTTP method. Names built as namespace, noun,
// verb ("firecrawl_monitor_create") take the verb that ends them. The HTTP
// method a tool sends ("Perform an HTTP PUT request", "API-put-object") counts
// by the conservative [DefaultMethods] table, except that a named API's PATCH
// in a name only writes. Grammar counts: a word after a determiner or before
// "history" is a noun ("commit history"), a verb acting on in-memory session
// context or the automation browser's view changes nothing (but a session
// deleted outright is a record the server keeps), and the object
// decides ambiguous verbs: "format" a disk, "forward" an email, "capture" a
// payment, "apply" a manifest, "rotate" a key destroy; "open" a pull request
// and "resolve" an incident write. [InferTool] also reads the input schema,
// nested objects, array items and anyOf/oneOf variants included (bounded): a
// "force" flag whose description says what is at stake, a "mode", "action" or
// "method" enum (or a discriminated union's const, or the members its
// description lists: "list | add | delete") with a destructive member,
// which wins over a read verb in the name, and a free-text "sql", "command" or
// "script" property, or "code" beside a language enum. Sentences about a second
// call ("succeeds silently if it already exists") decide idempotency.
//
// A producing verb whose object is a rendered artifact ("generate a bar
// chart", "Generates a static map image") reads only when nothing else in
// the tool says the result is saved, stored, sent or published, no other
// write leads the description, and no input property names a destination
// or a stored thing by its identifier. "Remove a tag from a task" unlinks
// (a write) when what is removed is an association, a person leaving a
// group, or said to live on, and so does a write's option that removes
// associations ("removeLabelIds") unless its description, or that of
// its items, deletes more or removes a mark from where it is defined.
// Switching to another connection, and a name ending in a client verb
// ("discord_login"), are session context. A verb
// in a subordinate clause ("after generating code") or a word in an
// example ("such as completing a purchase") is not the tool's action; a
// gerund of purpose ("designed for cleaning up") is, and so is a later
// sentence opening with a destructive verb ("Deletes it permanently"),
// which a read verb in the name never outvotes. Content made in a place
// others read ("create a post in a forum channel") is published; a read
// that requires a destination directory writes files; an option that
// removes what a create makes when it completes ("removeOnComplete") is
// its lifecycle, not a destructive mode. Inference reports [Unknown]
// rather than guess.
//
// "Open a URL" loads it, as navigating does, and "reopen" or "reassign"
// (a state set again) writes; a prefix never makes a read. Sending a thing
// to a place that keeps it ("Send a card to the archive") moves it, when
// nothing after the place reaches a party, a platform or another
// destination. A destructive word that is what someone else does ("the
// items that customers can purchase", "describe how to charge") yields to
// a write verb in the name, but still decides a name without one, and a
// party acting through the tool's input is the tool's act. A tool named
// for picking whose description says it picks the active thing for later
// calls ("Set the active board for future operations") changes session
// context, only when nothing else in the tool (its input properties and
// their variants included) changes, destroys, names a destination or
// makes the choice last. A writing gerund as a subject of a feature
// offered on a plan ("Tagging is only available on Enterprise plans"),
// whose product the description names later, is not the action. Clearing
// only a cache, and nothing joined to it, or removing an entry from it,
// writes (its entries come back); flushing, purging or invalidating one
// destroys. A removal whose description says what it removes is kept
// ("Move a file to trash (can be restored)", "Archive a product
// (soft-delete)") writes too, unless anything says the loss is
// permanent, another verb destroys, code runs or an option destroys; a
// claim of recovery never makes a tool read-only. A name verb that undoes
// a write ("unschedule", "unassign") is that write's inverse: the removal
// its description speaks of ("Remove current user as story owner") is
// what it undoes.
//
// A query the description restricts to reading ("Only SELECT queries are
// allowed", "Run a read-only query") reads, unless writes, an exception
// ("unless write mode is enabled"), advice ("recommended"), a condition, a
// title that writes, several statements in one call or an input that
// lifts it (allowWrite, a mode enum with a write) stand beside it. Work
// sent to a language model ("Send a task to the local LLM") is a question,
// unless the answer is then sent on or shown to others, the model may call
// tools, or an input names a recipient. Content a generating verb makes to
// be read (a password, a report, embeddings, SQL) is returned as a
// rendered chart is, unless it is run, carried out, set as a credential,
// handed to someone or switched on by an input ("apply"). Keys sent to a
// page are typed; a field set to null "to clear" it is updated. Words a
// verb's spelling hides but its place makes nouns ("new annotations",
// "privacy-focused", "all types", "impressions, clicks, CTR") do not lead.
// Setting an agent to work, stepping a debugged program, opening a browser
// window, and a description that runs a statement its free-text SQL input
// carries ("Execute a query and export results") act; debugging a source
// file or a program starts it, which runs code. The records of acts
// ("creations, modifications and deletions") a read returns, kinds of
// events or statements listed in capitals in parentheses
// ("(CREATE/UPDATE/DELETE on USER resources)"), and what "there are"
// introduces are not the call's acts. A tool whose name and description
// open by planning the act ("plan_delete_record_set": "Plan deleting a
// record set") returns the plan.
//
// A read has the modes its description gives it: a second verb joined by
// "or" to the one it opens with ("View or edit a note"), acts it says it
// supports ("Supports CRUD"), an input given to act ("Provide `data` to
// overwrite it"), making what it looks for when missing, or an input
// described as the switch it is ("If true, assigns the task to you",
// "Whether to charge the customer", "If provided, overwrites the
// range"). A symbol joining two clauses reads as the word it stands for
// ("List users + delete inactive ones", "->" as "then"), a spaced hyphen
// as a dash, and an auxiliary contracted onto a pronoun as the auxiliary
// ("It's deleted once read").
//
// A description that documents its parameters (an "Args:" section, or
// ":param name:" lines, as Python docstrings do) lends each parameter the
// schema does not describe what it says of it, so an "output" documented
// as "Output file path" is read as a schema that said so would be. A mode
// property the schema says nothing of ("action": {"type": "string"})
// takes the values the description quotes in a sentence that names it
// ("Supports `list` and `remove` actions").
//
// After the decision, what the tool acts on can only tighten it: a read that
// prints on a printer or shows on a device ("Display a message on a smart
// clock device"), keeps a snapshot of a machine or a store ("snapshot_vm"),
// must write its output file, formats a stored file, is told by a boolean to
// change what it reads ("markRead") or to remove stored things ("prune"), says
// its product is saved at a path ("Returns the path where the recording will be
// saved"), logs out (stored credentials go), states a destructive effect of the
// call ("messages are deleted after they are read") or says it marks what it
// reads or removes it from a queue, inbox or server, exports into a stored
// place ("Export the report to Google Drive"), downloads into a local place
// ("savePath", even an optional one), exports with a required file-system
// place that is not described as what is read, transforms the items of a stored folder
// named by id, or takes a list of associations to remove ("removeLabelIds"), or
// must be given a score, rating or grade to record, makes what it looks
// for when it is missing ("Creates the contact if it is not found"), or
// offers a mode that writes beside modes that retrieve records ("action":
// ["list", "add"]), is not read-only; a write
// that changes a schema, writes over a stored file, sets stored data that keeps
// no history (an update whose targets are chosen by conditions or a filter; of
// a table row, a secret, a password, an environment variable, a DNS record, a
// file outside a repository, data in a database, a spreadsheet's cells or the
// value at a key; said to happen in place or to mutate; of the whole spec its
// description names; saving over such a thing; an upload over a stored file
// named by id; writing an object of a bucket that the tool does not refuse to
// replace), puts a thing at its key, creates a message, runs an action,
// statement or HTTP method named in free text, sets the values or contents of a
// thing ("Set cell values"), saves the document an editor has open, goes live
// ("promote a build to production"), takes the new, full or entire content of
// what it updates ("content": "New file content", or an object named for the
// thing: "style": "Complete style object"), pushes or uploads its object to a
// registry others pull from ("Push a model to the Ollama registry"), offers
// only destructive choices ("side": buy or sell), can give the owner role or
// says it cannot be undone is destructive; so is any tool with an option to
// send a message ("sendNotificationEmail"), and a read turned write by its
// destination or a download when its schema offers a destructive mode
// ("overwrite"). Any tool that calls other tools by name with free arguments
// ("Run multiple tools in sequence", or inputs that are a tool's name and its
// arguments, or a required free-text service or method name beside free
// arguments), or any method the server offers ("Call any ubus method on the
// router"), takes the class of the most dangerous tool it reaches; so does
// a write whose status can be set to published, and a read whose free-text
// input carries command-line flags for the program it runs is a write.
//
// A description or title in Chinese, Japanese or Korean is read twice: as
// it is, and with its common verbs in English (cjk.go; Japanese and Korean
// compounds count only before a verb ending, Chinese ones not when they
// qualify a noun). The second reading decides where the first found no
// signal, a verb it does not know counted as an act where the grammar says
// one is; otherwise it may only raise the class. A tool named or described
// in Spanish, Portuguese, French, Italian or German (by its function words,
// or a name whose verb is foreign) is read the same way with its common
// verbs in English (latin.go), and that reading also decides where the first
// rested on a foreign function word ("del") or, short of destructive, on
// the description where the name's foreign verb now reads.
//
// Last, a learnt check weighs the tool's words: the name's, the title's,
// the description's first 80 (and pairs among its first 40, common
// function words left out), and the names and first 32 enum members of
// its first 64 top-level input properties by name. Their weights were
// fitted on thousands of tools labelled by hand (learnt.tsv, fitted by
// learnt_test.go; the labelled sets held back from the fit measure it).
// A write whose words give destruction a probability above one half
// becomes destructive, and a read whose words give a change a probability
// above 0.95 becomes a write. The check only tightens, and it leaves
// alone what a rule settled by weighing the very words the weights pull
// on (an association removed, a removal that can be undone, a cache
// cleared, an artifact only returned, another party's act, session
// context). The reason it adds names the words that weighed most ("but
// learnt weights call it destructive (0.86: name "push", description
// "remote")").
//
// What a hostile or careless description hides counts against it. Letters
// that look like Latin ones (Cyrillic "е", fullwidth, styled, small
// capitals), accents and invisible characters are read as the letters
// they show, and a tool whose name, description or input properties
// disguise their letters is never read-only; nor is a rendered artifact
// described in words inference cannot read. A read verb in the name does
// not outvote an option that deletes what is read ("deleteOnRead"), a
// verb of deleting ending the name ("get_file_delete"), a destructive verb
// joined late in a long sentence or opening any later sentence, or a
// means ("by sending an email"); a clause opening a sentence of the
// tool's own steps ("After uploading the files, checks them") is one of
// them.
//
// A tool inference finds no effect for whose mode enum offers a write
// beside a retrieval ("Reminder management", "action": ["list",
// "create", "snooze"]) is known not to be read-only, so a declared
// readOnlyHint=true does not stand under [Checked] trust.
//
// Under [Checked] trust a declaration identical to the specification's
// defaults (as some frameworks send on every tool) carries no information
// and is treated as absent, and a declared read-only tool whose text
// carries a destructive word gets a warning.
//
// # For server authors
//
// [ReadOnlyTool], [WriteTool] and [DestructiveTool] return annotations to
// put on tools built with go-sdk.
//
// Everything in this package is safe for concurrent use.
package hints
