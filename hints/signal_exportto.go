package hints

import "slices"

// This file holds the export-to signal: a read that sends what it reads
// into a stored place ("Export the report to Google Drive", "Download a
// file to the local disk", "Dumps the logs to a file") writes a file
// there, as a download with a place in its input does
// (signal_download.go). Exporting to a format ("Export query results to
// CSV") returns it, and an optional copy ("Optionally saves to a file")
// is a read's optional output, which does not count. The first sentence
// is read whole; a later one only where its verb stands, opening it or
// after "and", "then", "also", "it" or "this tool" ("Export the logs.
// Dumps them to a file."). A copy sent to a recipient ("to a webhook") is destructive.

// exportVerbs put a copy of what a read gets somewhere.
var exportVerbs = set("export", "download", "save", "copy", "dump", "write", "store", "persist", "spool", "output", "render")

// exportPlaces are stored places a copy lands in.
var exportPlaces = set("drive", "bucket", "s3", "disk", "folder", "directory", "dropbox", "storage", "gcs", "path", "file",
	"database", "db", "sqlite", "index", "mirror")

// keepVerbs keep a copy "in" a place as well as "to" it ("Stores contents
// in a local SQLite database").
var keepVerbs = set("save", "store", "persist")

// scratchWords before a place make it scratch space, where a read leaves
// its output ("writes the full object to a temp file"): no state the user
// keeps. A download's file is what it is for, wherever it lands.
var scratchWords = set("temp", "temporary", "tmp", "scratch")

// exportOptional before the verb make the copy optional.
var exportOptional = set("optionally", "can", "may", "optional")

// exportsTo turns a read into a write when it exports into a stored
// place, and into a destructive hit when it sends the copy to a
// recipient (see sendsCopy).
func exportsTo(h hit, toks []token) hit {
	if h.effect != Reads {
		return h
	}
	for i, t := range toks {
		if i > maxScanTokens {
			break
		}
		if inflects(t.w, exportVerbs) == "" || participle(t.w) || t.ident || negated(toks, i) || near(toks, i, -2, -1, in(exportOptional)) >= 0 ||
			t.sentence > 0 && !exportSlot(toks, i) {
			continue
		}
		keeps := inflects(t.w, keepVerbs) != ""
		to := near(toks, i, 1, 12, func(w string) bool { return w == "to" || w == "into" || keeps && w == "in" })
		if to < 0 || toks[to].sentence != t.sentence || near(toks, i, 1, to-i, in(exportOptional)) >= 0 {
			// "Export the diagram as SVG, optionally saving it to a
			// file": the copy the "to" places is optional.
			continue
		}
		if j := sendsCopy(toks, to); j >= 0 {
			return destroys(h.reason + `; it sends a copy "` + toks[to].w + " ... " + toks[j].w + `"`)
		}
		if j := near(toks, to, 1, 5, in(exportPlaces)); j >= 0 && toks[j].sentence == t.sentence && (near(toks, j, -2, -1, in(scratchWords)) < 0 || inflectsTo(t.w, "download")) {
			return hit{effect: Writes, idem: idemNo, reason: h.reason + `; it puts a copy "` + toks[to].w + " ... " + toks[j].w + `"`, word: h.word}
		}
	}
	return h
}

// recipientPlaces, after "to", are where a copy reaches someone: it is
// sent ("to a webhook", "to the team's Slack channel", "to the given
// email address").
var recipientPlaces = set("webhook", "webhooks", "inbox", "inboxes", "channel", "channels", "recipient", "recipients")

// sendsCopy returns where, within five words after the "to" at toks[to]
// and before a comma, a recipient place is named, or -1.
func sendsCopy(toks []token, to int) int {
	for k := to + 1; k < len(toks) && k <= to+5 && toks[k].sentence == toks[to].sentence && !toks[k].listed; k++ {
		w := toks[k].w
		if recipientPlaces[w] || (w == "address" || w == "addresses") && toks[k-1].w == "email" {
			return k
		}
	}
	return -1
}

// exportSlot reports a verb toks[i] of a later sentence where its verb
// stands: opening it, or after "and", "then", "also" or "it".
func exportSlot(toks []token, i int) bool {
	if toks[i-1].sentence != toks[i].sentence {
		return true
	}
	switch toks[i-1].w {
	case "and", "then", "also", "it":
		return true
	}
	// "This function exports each layer … to its file path": the tool
	// itself is the subject.
	return i >= 2 && toolSelf[toks[i-1].w] && toks[i-2].w == "this" && toks[i-2].sentence == toks[i].sentence
}

// toolSelf are the nouns a description names its own tool by, after
// "this" ("This function", "This tool").
var toolSelf = set("tool", "function", "command", "method", "endpoint", "operation")

// exportsToPlace turns an export into a write when the name's action is
// the export (not "getMastraExports") and
// the input requires a place in the file system ("export_drawing_pdf"
// with a required "path"): the export lands there. A required id names
// what is exported ("file_id"), and so does a path described as what is
// read ("Path to the board file"); an optional path is a read's optional
// output. A required "destination" or "output", or a property described
// as where the output is written, is a place too; one described as
// overwriting what is there loses it.
func exportsToPlace(h hit, nameWords []string, schema any) hit {
	if h.effect != Reads || baseOf(h.word) != "export" || !slices.Contains(nameWords, h.word) {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	req := requiredStrings(m)
	best, loses := "", false
	for name := range req {
		p, _ := props[name].(map[string]any)
		if p == nil {
			continue
		}
		if typ, _ := p["type"].(string); typ != "string" {
			continue
		}
		ws := Words(name)
		desc, _ := p["description"].(string)
		if n := len(ws); n == 0 || ws[n-1] == "id" || ws[n-1] == "ids" || !namesPlace(ws) && !(onlyOutput(ws) && !namesShape(desc)) && !saysOutput(desc) {
			continue
		}
		if describesSource(desc) {
			continue // "Path to the board file": what is exported
		}
		if best == "" || name < best {
			best = name
		}
		loses = loses || overwritesThere(desc)
	}
	if best == "" {
		return h
	}
	if loses {
		return destroys(h.reason + `; it exports to the required "` + best + `", overwriting what is there`)
	}
	return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it exports to the required "` + best + `"`, word: h.word}
}

// overwritingWords say what is at a place is replaced.
var overwritingWords = set("overwrite", "overwrites", "overwritten", "overwriting", "replace", "replaces", "replaced", "replacing",
	"clobber", "clobbers", "clobbered")

// overwritesThere reports a place's description that says what is
// there is overwritten ("Existing files will be overwritten").
func overwritesThere(desc string) bool {
	toks := textTokens(desc)
	for i, t := range toks {
		if overwritingWords[t.w] && !negated(toks, i) {
			return true
		}
	}
	return false
}

// shapeWords name the shape of an output, not its place ("Output
// format, 'csv' or 'json'").
var shapeWords = set("format", "formats", "type", "kind", "mode", "style", "encoding", "level", "verbosity", "language")

// namesShape reports a description that, in its first words, says a
// property is the output's shape.
func namesShape(desc string) bool {
	toks := textTokens(desc)
	return slices.ContainsFunc(toks[:min(len(toks), 4)], func(t token) bool { return shapeWords[t.w] })
}

// outputHeads, after "path to", name where the output goes ("Path to
// the output file", "the path to the new PDF").
var outputHeads = set("output", "out", "dest", "destination", "target", "new", "exported", "generated", "resulting", "result")

// pathLinks, after "path", lead to what is there ("Path to the board
// file", "Path of the note").
var pathLinks = set("to", "of")

// exportedHere reports a description that says the thing it names is
// exported: "to export" after it (not "to export to"), or "is
// exported" or "are exported".
func exportedHere(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		into := i+1 < len(toks) && (toks[i+1].w == "to" || toks[i+1].w == "into")
		if w := toks[i].w; (w == "export" && toks[i-1].w == "to" && !into || w == "exported" && passiveAux[toks[i-1].w]) && !negated(toks, i) {
			return true
		}
	}
	return false
}

// sourceWords, early in a place's description, say it is read from.
var sourceWords = set("input", "source", "existing", "from", "read", "open")

// describesSource reports a place's description that says it is read
// from ("Path to the .kicad_pcb file", "Path of the note", "Input file",
// "The board file to export"), unless it says the output is written
// there ("Path to save the export to", "Path of the output file").
func describesSource(desc string) bool {
	if desc == "" || saysOutput(desc) || overwritesThere(desc) {
		return false
	}
	toks := textTokens(desc)
	at := -1
	if len(toks) >= 2 && toks[0].w == "path" && pathLinks[toks[1].w] {
		at = 2
	} else if len(toks) >= 3 && toks[0].w == "the" && toks[1].w == "path" && pathLinks[toks[2].w] {
		at = 3
	}
	if at >= 0 {
		return near(toks, at-1, 1, 2, in(outputHeads)) < 0
	}
	if exportedHere(toks) {
		return true // "The board file to export", "whose BOM is exported"
	}
	return slices.ContainsFunc(toks[:min(len(toks), 9)], func(t token) bool { return sourceWords[t.w] })
}
