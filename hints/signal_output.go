package hints

import "slices"

// This file holds the signals that make a read write a stored thing: an
// output file the caller must name (a heap snapshot "saved to" a required
// path), and a formatting verb whose target is a stored file rather than a
// value it returns ("Format cells in the Excel sheet" at a file path).
// Optional output files of a read do not count: the corpus rules say so.

// outputVerbs, in a property's description, say the tool writes there
// ("A path to a file to save the snapshot to").
var outputVerbs = set("save", "write", "store", "dump", "persist")

// outputNames, as a word of a property's name, say it is where the
// tool's output goes ("outputPath", "dest_file").
var outputNames = set("output", "out", "dest", "destination", "save")

// requiredStrings returns the set of required top-level properties of a
// schema.
func requiredStrings(m map[string]any) map[string]bool {
	req, _ := m["required"].([]any)
	out := make(map[string]bool, len(req))
	for _, r := range req {
		if s, ok := r.(string); ok {
			out[s] = true
		}
	}
	return out
}

// requiredOutput returns the required top-level string property of
// schema that names a place in the file system where the tool writes its
// output ("outputPath", a "filePath" whose description says "to save the
// snapshot to", or an "output" described as an "Output file path"), or
// "". Of several, the first by name.
func requiredOutput(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 {
		return ""
	}
	req := requiredStrings(m)
	best := ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		if !req[name] || p == nil || best != "" && name > best {
			continue
		}
		if typ, _ := p["type"].(string); typ != "string" {
			continue
		}
		desc, _ := p["description"].(string)
		if ws := Words(name); namesPlace(ws) && (namesOutput(ws) || saysOutput(desc)) || onlyOutput(ws) && describesPlace(desc) {
			best = name
		}
	}
	return best
}

// placeNames, as a word of a property's name, say it names a place in
// the file system ("filePath", "localDir").
var placeNames = set("path", "file", "filename", "dir", "directory", "folder")

func namesPlace(ws []string) bool {
	for _, w := range ws {
		if placeNames[w] {
			return true
		}
	}
	return false
}

// describesPlace reports a property description that names a place in
// the file system ("Output file path."), for a property whose name does
// not ("output").
func describesPlace(desc string) bool {
	toks := textTokens(desc)
	return slices.ContainsFunc(toks[:min(len(toks), 13)], func(t token) bool { return placeNames[t.w] && !t.ident })
}

// onlyOutput reports a name made only of output words ("output",
// "dest"), not one that names something of the output ("output_id").
func onlyOutput(ws []string) bool {
	for _, w := range ws {
		if !outputNames[w] {
			return false
		}
	}
	return len(ws) > 0
}

func namesOutput(ws []string) bool {
	for _, w := range ws {
		if outputNames[w] {
			return true
		}
	}
	return false
}

// saysOutput reports a property description with an output verb not
// negated ("to save the snapshot to").
func saysOutput(desc string) bool {
	toks := textTokens(desc)
	for i, t := range toks {
		if i > 60 {
			break
		}
		if (inflects(t.w, outputVerbs) != "" || t.w == "written") && !negated(toks, i) {
			return true
		}
	}
	return false
}

// writesOutput turns a read into a write when every call writes a file:
// its output path is required.
func writesOutput(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	if p := requiredOutput(schema); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it writes its output to the required "` + p + `"`, word: h.word}
	}
	return h
}

// formattingVerbs restyle what they are given: a value they return, or a
// stored file they change.
var formattingVerbs = set("format", "prettify", "beautify", "minify")

// storedInput returns the top-level property that names a stored item to
// act on, by id ("documentId") or by a file-system place that is not an
// output ("fileAbsolutePath"), or "". Of several, the first by name.
func storedInput(schema any) string {
	if p := storedTarget(schema); p != "" {
		return p
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name := range props {
		if ws := Words(name); namesPlace(ws) && !namesOutput(ws) && (best == "" || name < best) {
			best = name
		}
	}
	return best
}

// formatsStored turns a formatting read into a write when its target is
// a stored item: "format cells" of the workbook at "fileAbsolutePath"
// changes the file, as "Formats the Go source files of the package"
// does, where "format a JSON string" returns the result.
func formatsStored(h hit, toks []token, schema any) hit {
	if h.effect != Reads || inflects(h.word, formattingVerbs) == "" {
		return h
	}
	if p := storedInput(schema); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it formats the stored item "` + p + `"`, word: h.word}
	}
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if inflects(t.w, formattingVerbs) == "" {
			continue
		}
		if j := near(toks, i, 1, 4, in(storedFiles)); j >= 0 && !toks[j].ident {
			return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it formats the stored "` + toks[j].w + `"`, word: h.word}
		}
	}
	return h
}

// storedFiles are the stored things a formatter rewrites ("Formats the
// source files").
var storedFiles = set("file", "files", "directory", "folder", "workspace", "repository", "repo", "codebase", "project", "package", "module")

// writesOver makes writing to a stored file destructive: "write values to
// the sheet" at "fileAbsolutePath" replaces what the file held there, as
// a file write replaces the file. Writing a message or a record by its
// fields names no stored file and stays a write; so does writing that
// says it adds ("Write a comment on the document", "append").
func writesOver(h hit, toks []token, schema any) hit {
	if h.effect != Writes || h.word != "write" && h.word != "writes" {
		return h
	}
	for _, t := range toks {
		if t.sentence > 0 {
			break
		}
		if additiveWords[t.w] {
			return h
		}
	}
	if p := storedFile(schema); p != "" {
		return hit{effect: Destroys, idem: idemYes, reason: h.reason + `; it writes over the stored file "` + p + `"`}
	}
	return h
}

// additiveWords in the first sentence say a write adds to what is there.
var additiveWords = set("append", "appends", "add", "adds", "comment", "comments", "insert", "inserts", "new", "reply", "entry", "entries", "log")

// fileItems are the stored items whose id names a whole file.
var fileItems = set("file", "document", "doc", "sheet", "spreadsheet", "workbook", "blob", "object")

// storedFile returns the top-level property that names a stored file:
// a file-system place that is not an output ("fileAbsolutePath"), or the
// id of a file-like item ("documentId"), or "". Of several, the first by
// name.
func storedFile(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name := range props {
		ws := Words(name)
		n := len(ws)
		place := namesPlace(ws) && !namesOutput(ws)
		fileID := n >= 2 && (ws[n-1] == "id" || ws[n-1] == "ids") && fileItems[ws[n-2]]
		if (place || fileID) && (best == "" || name < best) {
			best = name
		}
	}
	return best
}
