package hints

// producingVerbs make something from what they are given ("generate a
// chart", "draw a diagram").
var producingVerbs = set("generate", "render", "draw", "plot", "visualize", "visualise", "create", "make", "build")

// renderingVerbs only ever make a view: "graph" and "map" are rendered
// output after one of them ("generate a route map"), a stored thing after
// "create" ("create a knowledge graph", "create a map in the workspace").
var renderingVerbs = set("generate", "render", "draw", "plot", "visualize", "visualise")

// renderedArtifacts are outputs that only show the data they are made
// from: made and returned, they change nothing.
var renderedArtifacts = set("chart", "charts", "diagram", "diagrams", "plot", "plots", "visualization",
	"visualizations", "visualisation", "heatmap", "histogram", "flowchart", "infographic", "qr", "qrcode",
	"barcode", "sparkline", "wordcloud")

// renderedViews are rendered output after a rendering verb only.
var renderedViews = set("graph", "graphs", "map", "maps",
	// Content generated to be read, returned rather than kept ("Generate
	// a secure password", "Generate embeddings for the texts", "Generate
	// a report on the data"); a generated key, token, link or record is
	// kept where it was made, and is no such content.
	"report", "reports", "overview", "summary", "summaries", "analysis", "embedding", "embeddings",
	"password", "passwords", "passphrase", "passphrases", "sql", "types", "preview", "previews",
	"timeline", "ideas", "suggestions", "plan", "completion", "completions", "uuid", "uuids", "erd",
	// Code generated to be read and pasted by the agent ("Generate a
	// usage snippet", "Generate React code for the component"); code
	// generated into the project says where it goes, which keeps it a
	// write.
	"code", "snippet", "snippets", "template", "templates", "html", "css", "markup", "jsx", "palette", "palettes")

// persisting are words that put a result somewhere: a made artifact that is
// saved, stored, uploaded, sent or published is a change.
var persisting = set("save", "store", "persist", "upload", "publish", "send", "share", "post", "email",
	"mail", "export", "download", "write", "attach", "insert", "embed", "commit", "push", "deploy", "sync",
	"account", "workspace", "library", "gallery", "drive", "bucket", "disk", "file", "files", "board",
	"canvas", "dashboard", "notebook", "repository", "repo", "database", "worksheet", "sheet", "spreadsheet",
	"workbook", "document", "presentation", "slide", "slides", "deck",
	// Places a result is kept in, and verbs of keeping it there.
	"folder", "folders", "directory", "server", "storage", "s3", "page", "pages", "wiki", "confluence",
	"notion", "sharepoint", "dropbox", "onedrive", "instance", "keep", "written", "channel", "slack",
	"public", "publicly", "shareable", "retain", "copy", "inbox", "mailbox", "cdn", "host", "kept")

// destinations are words of input properties that name where a result
// goes ("path", "outputDir", "fileName", "destinationFolder", "overwrite").
var destinations = set("path", "paths", "file", "filename", "files", "dir", "directory", "folder",
	"destination", "dest", "save", "upload", "overwrite", "webhook", "recipient", "recipients", "bucket",
	"filepath", "sheet", "worksheet", "spreadsheet", "workbook", "document", "board", "canvas", "dashboard",
	// A result made again and again is a job kept to run.
	"cron", "schedule")

// rendersArtifact turns a write into a read when its verb produces a
// rendered artifact ("generate_bar_chart", "Generates a static map
// image") and nothing else in the tool says the artifact goes anywhere or
// anything else changes: no destructive word or mode, no code, no other
// writing verb leading the description, no word of persisting in the
// description or an input property's description, no destination
// property, and no stored thing named by its identifier ("spreadsheetId",
// "boardId").
func (ev *evidence) rendersArtifact(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes || !producingVerbs[baseOf(h.word)] {
		return h
	}
	object := artifactObject(nameWords, toks, baseOf(h.word))
	if object == "" || ev.danger.effect != Unknown || ev.code.effect != Unknown || ev.flag.effect != Unknown ||
		ev.schemaCode.effect != Unknown {
		return h
	}
	main := outsideExamples(toks)
	if doubt(nameWords, main) != "" || unreadable(main) || persists(main) || otherWrite(main) || reachesParty(main) || runsResult(main) ||
		setsCredential(object, main) || keepsInName(nameWords) || titleActs(ev.title, nameWords, producing) ||
		namesStored(ev.schema) || !quietSchema(ev.schema) {
		return h
	}
	return hit{effect: Reads, idem: idemYes, reason: h.reason + `; it returns the rendered "` + object + `"`, word: h.word, settled: true}
}

// producing reports a producing verb at toks[i].
func producing(toks []token, i int) bool { return producingVerbs[baseOf(toks[i].w)] }

// artifactObject returns the rendered artifact the producing verb makes:
// the head of its object in the name ("generate_word_cloud_chart") or,
// when the name has no verb or no object, in the description's first sentence
// ("Generates a static map image from the API"), or "". An artifact that
// only qualifies another head ("create an invoice with a chart",
// "generate_chart_report") is not what the verb makes.
func artifactObject(nameWords []string, toks []token, verb string) string {
	for i, w := range nameWords {
		if baseOf(w) == verb && i+1 < len(nameWords) {
			head := artifactHead(nameWords[i+1:], verb)
			if said, ok := describedHead(toks, verb); ok && said == "" {
				// "generate_preview": "Generate a preview deployment of
				// the branch": the description says what is made.
				return ""
			}
			return head
		}
	}
	head, _ := describedHead(toks, verb)
	return head
}

// describedHead returns the rendered artifact the producing verb makes in
// the first sentence of the description, or "", and whether that sentence
// has the verb at all.
func describedHead(toks []token, verb string) (string, bool) {
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if baseOf(t.w) != verb {
			continue
		}
		var phrase []string
		for _, u := range toks[i+1:] {
			if u.sentence != t.sentence || u.listed || len(phrase) == 6 {
				break
			}
			phrase = append(phrase, u.w)
		}
		if h := artifactHead(phrase, verb); h != "" {
			return h, true
		}
		return "", !endsInOutputForm(phrase)
	}
	return "", false
}

// endsInOutputForm reports a noun phrase whose head is an output form
// ("a chart image URL", "a QR code image").
func endsInOutputForm(ws []string) bool {
	n := 0
	for n < len(ws) && n < 6 && !prepositions[ws[n]] && !phraseEnds[ws[n]] {
		n++
	}
	return n > 0 && outputForms[ws[n-1]]
}

// outputForms end an artifact's noun phrase without changing what it is
// ("map image", "QR code", "chart URL").
var outputForms = set("image", "images", "code", "codes", "url", "link", "png", "svg", "picture")

// phraseEnds end a noun phrase.
var phraseEnds = set("to", "which", "that", "so", "as", "and", "or", "then")

// artifactHead returns the head of the noun phrase that opens ws when it
// is a rendered artifact, or "".
func artifactHead(ws []string, verb string) string {
	n := 0
	for n < len(ws) && n < 6 && !prepositions[ws[n]] && !phraseEnds[ws[n]] {
		n++
	}
	if n == 0 {
		return ""
	}
	isArtifact := func(w string) bool { return renderedArtifacts[w] || renderingVerbs[verb] && renderedViews[w] }
	head := ws[n-1]
	if outputForms[head] && n > 1 && isArtifact(ws[n-2]) {
		return ws[n-2]
	}
	if isArtifact(head) {
		return head
	}
	return ""
}

// baseOf returns the base form of w ("generates" → "generate") when it is
// a verb of the lexicon, else w.
func baseOf(w string) string {
	if _, ok := lexicon[w]; ok {
		return w
	}
	for _, st := range stems(w) {
		if b := st.base + st.suffix; st.base != "" {
			if _, ok := lexicon[b]; ok {
				return b
			}
		}
	}
	return w
}

// exampleOpeners open an example that runs to the end of its sentence
// ("such as, completing a purchase", "e.g. market share").
var exampleOpeners = [][2]string{{"such", "as"}, {"for", "example"}, {"for", "instance"}, {"e", "g"}, {"eg", ""}, {"i", "e"}}

// outsideExamples returns the tokens of a description that are not in an
// example: what a tool does is said outside them.
func outsideExamples(toks []token) []token {
	out := make([]token, 0, len(toks))
	skip := -1
	for i, t := range toks {
		if t.sentence == skip && (joiners[toks[i-1].w] || t.listed) && changeWord(t.w) {
			// "such as a pie chart and upload it": the example ends
			// where another step is joined to it.
			skip = -1
		}
		if t.sentence == skip {
			continue
		}
		for _, o := range exampleOpeners {
			if t.w == o[0] && (o[1] == "" || i+1 < len(toks) && toks[i+1].w == o[1]) {
				skip = t.sentence
			}
		}
		if t.sentence != skip {
			out = append(out, t)
		}
	}
	return out
}

// verbOpeners before a word make it a verb of a clause ("and update",
// "which saves", "to upload").
var verbOpeners = set("and", "then", "or", "which", "that", "it", "also", "will", "to", "can", "may", "must", "would", "should", "then")

// otherWrite reports a writing verb in a description other than a
// producing one, where a clause's verb stands ("Generate a chart and
// update the report", "Saves it."); "chart types" and "through stages"
// are nouns.
func otherWrite(toks []token) bool {
	for i, t := range toks {
		verbSlot := t.listed || i == 0 || toks[i-1].sentence != t.sentence || verbOpeners[toks[i-1].w]
		if t.ident || !verbSlot || i+1 < len(toks) && nounFollowers[toks[i+1].w] {
			continue
		}
		// A weak verb that runs something runs it ("then run it").
		if e, ok := lookup(t.w); ok && e.Effect >= Writes && !e.Noun && (!e.Weak || e.Exec) && !producingVerbs[baseOf(t.w)] {
			return true
		}
	}
	return false
}

// persists reports a word of persisting anywhere in a description,
// negated or not.
func persists(toks []token) bool {
	for i, t := range toks {
		if persistWord(t.w) || i+1 < len(toks) && persisting[t.w+toks[i+1].w] {
			return true
		}
	}
	return false
}

// quietSchema reports an input schema with no destination property and no
// property description that speaks of persisting, nested ones included; a
// schema beyond the bounds of the schema walk is not quiet.
func quietSchema(schema any) bool {
	// Data nests deeper than options ("children" of a tree chart): the
	// walk goes further than the other schema signals.
	const quietDepth = 4 * maxSchemaDepth
	quiet, nodes := true, 0
	var walk func(s any, depth int)
	walk = func(s any, depth int) {
		m, ok := s.(map[string]any)
		if !ok || !quiet {
			return
		}
		if depth > quietDepth || nodes >= maxSchemaNodes {
			// What the walk does not read may be a destination.
			quiet = false
			return
		}
		nodes++
		if desc, _ := m["description"].(string); desc != "" && speaksOfChange(outsideExamples(textTokens(desc))) {
			quiet = false
			return
		}
		if enum, _ := m["enum"].([]any); keepingMember(enum) {
			quiet = false
			return
		}
		for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
			vs, _ := m[k].([]any)
			for _, v := range vs {
				walk(v, depth+1)
			}
		}
		walk(m["items"], depth+1)
		props, _ := m["properties"].(map[string]any)
		for name, v := range props {
			if keepingProperty(Words(name)) || actingSwitch(name, v) {
				quiet = false
				return
			}
			walk(v, depth+1)
		}
	}
	walk(schema, 0)
	return quiet
}

// firstSentenceTokens returns the tokens of the first sentence: what a property
// is, before any list of its values.
func firstSentenceTokens(toks []token) []token {
	for i, t := range toks {
		if t.sentence > 0 {
			return toks[:i]
		}
	}
	return toks
}

// placeWords and whereWords, both in a property's name, name where a
// result is written ("localPath", "outputDir", "destinationFolder").
var placeWords = set("path", "dir", "directory", "folder")
var whereWords = set("local", "output", "out", "dest", "destination", "save", "target", "download", "downloads")

// writesDestination turns a read into a write when the tool requires a
// destination to write its result to: an optional output file of a read
// changes nothing the user cares about, a required one always writes.
func writesDestination(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	if p := requiredDestination(schema, 0); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it writes into the required "` + p + `"`, word: h.word}
	}
	return h
}

// requiredDestination returns a required property of schema (or of a
// required object property, one level down) that names where a result is
// written, or "".
func requiredDestination(schema any, depth int) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	req, _ := m["required"].([]any)
	for _, r := range req {
		name, _ := r.(string)
		p, _ := props[name].(map[string]any)
		if p == nil {
			continue
		}
		if destination(name, p) {
			return name
		}
		if depth == 0 {
			if inner := requiredDestination(p, 1); inner != "" {
				return name + "." + inner
			}
		}
	}
	return ""
}

// destination reports a property that names where a result is written:
// its name says so ("localPath"), or it is a directory whose description
// says results are saved there.
func destination(name string, p map[string]any) bool {
	place, where := false, false
	for _, w := range Words(name) {
		place = place || placeWords[w]
		where = where || whereWords[w]
	}
	if place && where {
		return true
	}
	desc, _ := p["description"].(string)
	if !place || desc == "" {
		return false
	}
	toks := firstSentenceTokens(textTokens(desc))
	for i, t := range toks {
		if savingVerbs[baseOf(t.w)] && !negated(toks, i) {
			return true
		}
	}
	return false
}

// savingVerbs put a result into a place.
var savingVerbs = set("save", "store", "write", "persist", "download", "export")

// idWords end the name of a property that names a stored thing by its
// identifier ("boardId", "sheet_gid", "projectKey").
var idWords = set("id", "ids", "gid", "uuid", "key", "keys")

// namesStored reports a top-level input property that names a stored
// thing by its identifier: an artifact made for a board, a sheet or a
// dataset is made there, or from it.
func namesStored(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		if ws := Words(name); len(ws) > 0 && idWords[ws[len(ws)-1]] {
			return true
		}
	}
	return false
}
