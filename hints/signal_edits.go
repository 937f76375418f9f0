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
	var path, old, repl, edits bool
	for name, v := range props {
		p, _ := v.(map[string]any)
		typ, _ := p["type"].(string)
		ws := Words(name)
		switch {
		case len(ws) == 0:
		case typ == "string" && pathNames[ws[len(ws)-1]] || typ == "string" && len(ws) == 2 && ws[0] == "file" && ws[1] == "path":
			path = true
		case typ == "string" && len(ws) == 2 && ws[0] == "old" && (ws[1] == "text" || ws[1] == "string" || ws[1] == "str"):
			old = true
		case typ == "string" && len(ws) == 2 && ws[0] == "new" && (ws[1] == "text" || ws[1] == "string" || ws[1] == "str"):
			repl = true
		case typ == "array" && len(ws) == 1 && ws[0] == "edits":
			edits = true
		}
	}
	if !path || !(old && repl || edits) {
		return h
	}
	d := destroys(h.reason + `; it edits a stored file in place`)
	d.idem = h.idem
	return d
}
