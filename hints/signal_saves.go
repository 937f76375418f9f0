package hints

// This file holds the saved-product signal: a read whose description
// says, as a plain fact of the call, that what it makes is saved at a
// path ("Returns the path where the recording will be saved", "Images
// will be saved to the output directory") writes a file: the file is its
// product, not an optional output. Only a present or future passive of a
// saving verb counts, in a sentence that names a file-system place and
// holds no condition or option, nor follows one ("If outputDir is given, the logs will be
// written to a file", "Reports can be saved to a file").

// productSavers store what a tool makes.
var productSavers = set("save", "store", "write", "persist")

// fileWhere name a file-system place.
var fileWhere = set("path", "file", "directory", "folder", "dir")

// saveConditions make a save optional or conditional.
var saveConditions = set("if", "whether", "unless", "when", "whenever", "optional", "optionally",
	"can", "may", "could", "might", "provide", "provided", "given")

// savesProduct turns a read into a write when toks say its product is
// saved at a path.
func savesProduct(h hit, toks []token) hit {
	if h.effect != Reads {
		return h
	}
	for i := 1; i < len(toks); i++ {
		t, prev := toks[i], toks[i-1]
		if t.ident || prev.sentence != t.sentence || !passiveAux[prev.w] && prev.w != "be" {
			continue
		}
		if t.w != "written" && (!participle(t.w) || inflects(t.w, productSavers) == "") || negated(toks, i) {
			continue
		}
		if sentenceHas(toks, i, fileWhere, 0) && !sentenceHas(toks, i, saveConditions, 1) {
			return hit{effect: Writes, idem: idemNo, reason: h.reason + `; its product "` + prev.w + " " + t.w + `" at a path`, word: h.word}
		}
	}
	return h
}

// sentenceHas reports a word of words in the sentence of toks[i] or in
// the before sentences preceding it ("If you want the full output, provide
// outputDir. The logs will be written to a file.").
func sentenceHas(toks []token, i int, words map[string]bool, before int) bool {
	s := toks[i].sentence
	for j := i; j >= 0 && toks[j].sentence >= s-before; j-- {
		if words[toks[j].w] {
			return true
		}
	}
	for j := i + 1; j < len(toks) && toks[j].sentence == s; j++ {
		if words[toks[j].w] {
			return true
		}
	}
	return false
}

// openItems qualify the document an editor has open; fileItems (in
// signal_output.go) name it.
var openItems = set("current", "existing", "open", "opened", "active")

// savesOver escalates a save of the document an editor has open ("Save
// the current document", "Triggers the Save action for the active
// drawing"): it writes the editor's state over the stored file. Saving
// a new thing ("save a screenshot", "save the page as PDF") creates it.
func savesOver(h hit, toks []token) hit {
	if h.effect != Writes || !inflectsTo(h.word, "save") {
		return h
	}
	for i := 1; i < len(toks); i++ {
		if t := toks[i]; (fileItems[t.w] || t.w == "drawing" || t.w == "diagram") && openItems[toks[i-1].w] && toks[i-1].sentence == t.sentence &&
			near(toks, i, -6, 6, in(copyWords)) < 0 {
			return hit{effect: Destroys, idem: idemYes, reason: h.reason + `; it saves over the "` + toks[i-1].w + " " + t.w + `"`}
		}
	}
	return h
}

// copyWords make a save a new file ("save as").
var copyWords = set("as", "copy", "new")
