package hints

import "slices"

// This file holds the stored-data signals: a set-to-value write over data
// that keeps no history replaces what was there, with no way back, and is
// destructive, where an update of a tracked work item (an issue, a task, a
// page, a deal) keeps its history and stays a write. What the write acts
// on decides, not its verb:
//
//   - an update whose targets are chosen by conditions, a filter or a
//     where clause, in its input or its first sentence ("Updates records
//     in a table based on specified conditions", "Updates a document that
//     matches the filter") overwrites every stored thing that matches;
//   - an update of a table row ("update-excel-table-row"), a secret, a
//     password, an environment variable, a DNS record, a key-value entry
//     or a file sets a value that keeps no history, unless its input
//     names a branch or a commit (a repository keeps the file's history);
//   - writing, uploading or copying an object or blob of an object store
//     replaces one already at that name, unless the tool says it refuses
//     then ("Fails if the object already exists");
//   - an upload that names a stored file by id ("fileId": "uploads the
//     content as a new version of that existing file") replaces it;
//   - an update of data in a database ("Update an item in a DynamoDB
//     table", "mysql_update") overwrites it; a database itself ("Update a
//     Notion database") is a tracked object;
//   - an update of a spreadsheet's cells or range ("update_cell" of a
//     sheet) sets their values; a diagram's cells are shapes and stay a
//     write;
//   - setting the value at a key of a store ("Set the value stored at a
//     key", "Set a key to a string value") replaces it;
//   - an update said to happen in place ("uploads the content as a new
//     version of that existing file (in-place update)"), or whose
//     description opens by saying it mutates the thing ("Mutates
//     workout metadata by ID"), keeps no copy;
//   - an update whose description says it takes the thing's spec or
//     manifest, and whose input carries one ("The app ID and the AppSpec
//     must be provided"), replaces its declared state, and what the new
//     spec leaves out goes.

// updateVerbs set a stored thing, or part of it, to the value given.
var updateVerbs = set("update", "updates", "modify", "modifies", "set", "sets", "change", "changes",
	"edit", "edits", "patch", "patches", "upsert", "upserts", "mutate", "mutates", "replace", "replaces")

// selectionProperties choose which stored things an update reaches.
var selectionProperties = set("conditions", "condition", "where", "filter", "filters", "criteria", "selector", "query")

// rowNouns are stored values that keep no history: a table's rows, a
// secret, a password, an environment variable, a DNS record, a key-value
// entry, a file outside a repository.
var rowNouns = set("row", "rows", "secret", "secrets", "password", "passwords", "variable", "variables",
	"env", "dns", "kv", "file", "files")

// specNouns are the whole declared state of a deployed thing.
var specNouns = set("spec", "manifest")

// updatesStored escalates a write that sets stored data without history.
func updatesStored(h hit, nameWords []string, toks []token, schema any) hit {
	if h.effect != Writes {
		return h
	}
	// A set-to-value update leaves the same value on a second call; a
	// store, upload or copy keeps its verb's idempotency.
	why, idem := "", h.idem
	switch {
	case uploadVerbs[h.word]:
		if p := storedFileID(schema); p != "" {
			why = `input property "` + p + `" names a stored file the upload replaces`
		} else if p := destinationPath(schema); p != "" {
			why = `input property "` + p + `" names where it stores, replacing what is there`
		}
	case updateVerbs[h.word]:
		why, idem = overwritesStored(nameWords, toks, schema), idemYes
	case storingVerbs[h.word]:
		if w := firstIn(nameWords, rowNouns); w != "" && !commits(schema) {
			why = `it saves over a stored "` + w + `", which keeps no history`
		}
	}
	if why == "" && objectStorers[h.word] && anyIn(nameWords, objectNouns) && !refusesExisting(toks) {
		why = `an object stored at a name it already holds is replaced`
	}
	if why == "" {
		return h
	}
	return hit{effect: Destroys, idem: idem, word: h.word, reason: h.reason + "; " + why}
}

// overwritesStored says how an update overwrites stored data without
// history, or returns "".
func overwritesStored(nameWords []string, toks []token, schema any) string {
	nodes := 0
	if p := findProperty(schema, "", 0, &nodes, selectsUpdate); p != "" {
		return `input property "` + p + `" chooses which stored things it overwrites`
	}
	if w := selectsByText(toks); w != "" {
		return `it overwrites what "` + w + `" selects`
	}
	if w := firstIn(nameWords, rowNouns); w != "" && !commits(schema) {
		return `it sets a stored "` + w + `", which keeps no history`
	}
	if w := databaseContext(nameWords, toks); w != "" {
		return `it overwrites data in a "` + w + `", which keeps no history`
	}
	if w := firstIn(nameWords, cellNouns); w != "" && sheetContext(nameWords, toks, schema) {
		return `it sets a spreadsheet's "` + w + `", replacing what was there`
	}
	if w := keyedValue(toks); w != "" {
		return `it sets the value ` + w + `, replacing what was there`
	}
	if inPlace(toks) || len(toks) > 0 && (toks[0].w == "mutates" || toks[0].w == "mutate") {
		return `it updates in place, keeping no copy`
	}
	nodes = 0
	if p := findProperty(schema, "", 0, &nodes, namesSpec); p != "" && mentions(toks, specNouns) {
		return `input property "` + p + `" is the whole declared state it replaces`
	}
	return ""
}

// storingVerbs store content whole; over a stored value without history
// ("save_file", "save_secret") they replace it. A "write" over a stored
// file is [writesOver]'s.
var storingVerbs = set("save", "saves")

// objectStorers put an object of an object store at a name.
var objectStorers = set("write", "writes", "upload", "uploads", "copy", "copies")

// objectNouns are what an object store (a bucket) holds by name; writing
// one at a name in use replaces it.
var objectNouns = set("object", "objects", "blob", "blobs")

// uploadVerbs put new content into a stored thing.
var uploadVerbs = set("upload", "uploads")

// storedFileID returns the top-level property that names a stored file
// by its id ("fileId"), or "". A local path to upload from names none.
// Of several, the first by name.
func storedFileID(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name := range props {
		ws := Words(name)
		n := len(ws)
		if n >= 2 && ws[n-1] == "id" && fileItems[ws[n-2]] && (best == "" || name < best) {
			best = name
		}
	}
	return best
}

// folderWords name a folder.
var folderWords = set("folder", "folders", "dir", "directory", "parent")

// destinationPath returns the top-level string property that names the
// remote place an upload stores at ("remotePath", or a path said to be
// "the destination path in Firebase Storage"), or "": a file already there
// is replaced. A local path to upload from names none. Of several, the
// first by name.
func destinationPath(schema any) string {
	return topProperty(schema, namesDestination)
}

// namesDestination reports a string property, not a folder, named as a
// remote or destination path, or a path said to be one.
func namesDestination(name string, p map[string]any) bool {
	ws := Words(name)
	if typ, _ := p["type"].(string); typ != "string" || len(ws) == 0 {
		return false
	}
	desc, _ := p["description"].(string)
	if slices.ContainsFunc(ws, func(w string) bool { return folderWords[w] }) {
		// A folder to put it in replaces no file, unless its
		// description says it does ("an existing file there is
		// replaced").
		return doubt(nil, textTokens(desc)) != ""
	}
	if len(ws) == 2 && destinationWords[ws[0]] && ws[1] == "path" {
		return true
	}
	dw := Words(desc[:min(len(desc), 64)]) // the opening words say it
	if len(dw) > 0 && dw[0] == "the" {
		dw = dw[1:]
	}
	// "[The] destination path ...", "[The] remote file path ...".
	return ws[len(ws)-1] == "path" && len(dw) >= 2 && (dw[0] == "destination" || dw[0] == "remote") &&
		(dw[1] == "path" || len(dw) >= 3 && dw[1] == "file" && dw[2] == "path")
}

// destinationWords name where an upload stores, before "path".
var destinationWords = set("remote", "destination", "dest", "target")

// selectsUpdate reports a property named as a row selection ("where"),
// or a structured property (an object or an array) named as a selection
// whose description says it picks what is updated
// ("Array of conditions to identify which records to update", "The
// selection criteria for the update"). A filter of the response ("jq")
// is a string and picks nothing stored.
func selectsUpdate(name string, p map[string]any) bool {
	ws := Words(name)
	if len(ws) == 0 || !selectionProperties[ws[len(ws)-1]] {
		return false
	}
	if rowSelectors[ws[len(ws)-1]] {
		// "where" in an update can only pick the rows it overwrites, in
		// whatever form it comes; "conditions" may be what is updated
		// (an automation's).
		return true
	}
	if t, ok := p["type"].(string); ok && t != "object" && t != "array" {
		return false
	}
	desc, _ := p["description"].(string)
	for _, t := range textTokens(desc) {
		if updateVerbs[t.w] || t.w == "modifications" {
			return true
		}
	}
	return false
}

// rowSelectors are selection properties that can only choose stored
// rows ("where": "id = 3").
var rowSelectors = set("where")

// selectingWords say that what follows chooses the things acted on.
var selectingWords = set("match", "matches", "matching", "based", "satisfying", "meet", "meeting")

// selectsByText returns the selection noun after a selecting word in the
// first sentence ("that match the filter", "based on specified
// conditions", "matching the query"), or "".
func selectsByText(toks []token) string {
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if !selectingWords[t.w] || negated(toks, i) {
			continue
		}
		if j := near(toks, i, 1, 3, in(selectionProperties)); j >= 0 {
			return toks[i].w + " " + toks[j].w
		}
	}
	return ""
}

// namesSpec reports a property named for a deployed thing's whole spec
// or manifest ("spec", "appSpec").
func namesSpec(name string, _ map[string]any) bool {
	ws := Words(name)
	return len(ws) > 0 && len(ws) <= 2 && specNouns[ws[len(ws)-1]]
}
