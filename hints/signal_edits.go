package hints

// This file holds the in-place edit signal: a write that takes a file's
// path and what to replace in it (a pair of old and new text, or a list
// of edits) changes the stored file where it is, keeping no copy of what
// it replaced: destructive by the labelling rules, as writing over a file
// is.

// pathNames name an input that holds a file's path.
var pathNames = set("path", "file", "filepath", "filename")

// editsInPlace returns a destructive hit when h writes and the top-level
// inputs name a file's path and either old and new text or a list of
// edits; otherwise h.
func editsInPlace(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	var roles [editRoles]bool
	for name, v := range props {
		p, _ := v.(map[string]any)
		roles[editRole(Words(name), p)] = true
	}
	if !roles[filePath] || !(roles[oldText] && roles[newText] || roles[editList]) {
		return h
	}
	d := destroys(h.reason + `; it edits a stored file in place`)
	d.idem = h.idem
	return d
}

// The roles of an edit's inputs.
const (
	noRole = iota
	filePath
	oldText
	newText
	editList
	editRoles
)

// textWords name text in an old or new text input ("old_string").
var textWords = set("text", "string", "str")

// editRole returns the role of an input named ws with schema p.
func editRole(ws []string, p map[string]any) int {
	typ, _ := p["type"].(string)
	switch {
	case len(ws) == 0:
		return noRole
	case typ == "array" && len(ws) == 1 && ws[0] == "edits":
		return editList
	case typ != "string":
		return noRole
	case pathNames[ws[len(ws)-1]]:
		return filePath
	case len(ws) == 2 && ws[0] == "old" && textWords[ws[1]]:
		return oldText
	case len(ws) == 2 && ws[0] == "new" && textWords[ws[1]]:
		return newText
	}
	return noRole
}
