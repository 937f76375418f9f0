package hints

import (
	"slices"
	"strings"
)

// This file holds the pure-verb checks: a name that transforms what it
// is given (rephrase, paraphrase, translate) reads, unless the
// description then keeps or sends the result.

// pureKept returns nv, a read verb of the name, unless it is a pure
// transformation whose result the description then keeps ("Paraphrase
// the comment and update it"): then that write.
func pureKept(nv, lead hit) hit {
	if e, ok := lookup(nv.word); ok && e.Pure && lead.effect > Reads && !lead.weak {
		return lead
	}
	return nv
}

// pureThenDestroys returns h, a read by the pure transformation the name
// says, or the destructive verb the description then uses of its result
// ("The rephrased text replaces the original post", "and send it"): a
// finite verb, not an adjective ("to clean, LLM-friendly text") nor a
// piece of a compound ("find-and-replace operations").
func pureThenDestroys(h hit, name hit, toks []token) hit {
	if h.effect != Reads || h.word == "" || h.word != name.word {
		return h
	}
	e, ok := lookup(h.word)
	if !ok {
		return h
	}
	if saidInPlace(toks) {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; but it does so "in place", changing what it was given`, word: h.word}
	}
	if !e.Pure {
		return readThenWrites(h, toks)
	}
	for i, t := range toks {
		if t.ident || t.joined || negated(toks, i) || i > 0 && determiners[toks[i-1].w] {
			continue
		}
		e, ok := lookupAt(toks, i)
		if !ok || e.Noun {
			continue
		}
		finite := strings.HasSuffix(t.w, "ed") || strings.HasSuffix(t.w, "s") && !strings.HasSuffix(t.w, "ss") ||
			i > 0 && (joiners[toks[i-1].w] || toks[i-1].w == "it" || toks[i-1].w == "which") || i > 0 && passive(toks, i)
		if d := dangerOf(toks, i, e); d.effect == Destroys && finite {
			d.reason = h.reason + "; but " + d.reason
			return d
		}
	}
	return readThenWrites(h, toks)
}

// readThenWrites returns h, a read the name says, or a write when the
// description's first sentence then does a writing verb to what it read
// ("Parse markdown code blocks with filepath= metadata, then apply all
// edits"). Later sentences' "then" is advice to the agent ("call that
// tool then retry"), and a producing verb makes what it returns ("then
// generates suggestions").
func readThenWrites(h hit, toks []token) hit {
	for i := 1; i < len(toks) && toks[i].sentence == toks[0].sentence; i++ {
		t := toks[i]
		if toks[i-1].w != "then" || t.ident || t.joined || negated(toks, i) || producing(toks, i) || orderedBy(toks, i-1) {
			continue
		}
		if e, ok := lookupAt(toks, i); ok && e.Effect == Writes && !e.Weak && !e.Noun {
			return hit{effect: Writes, idem: e.Idempotent, reason: h.reason + `; but then it does "` + t.w + `"`, word: h.word}
		}
	}
	return h
}

// orderedBy reports "then" at toks[k] in an ordering's keys ("sorted by
// name then type"): "by" and one or two words before it, and after it a
// key that ends the ordering (its sentence, a list, a preposition). A
// verb's third person, or a word before its object, is the next step
// ("by path then writes the merged values back").
func orderedBy(toks []token, k int) bool {
	j := near(toks, k, -3, -1, func(w string) bool { return w == "by" })
	if j < 0 || j >= k-1 || k+1 >= len(toks) {
		return false
	}
	if e, ok := lookup(toks[k+1].w); ok && !e.Noun && thirdPerson(toks[k+1].w) {
		return false
	}
	after := k + 2
	return after >= len(toks) || toks[after].sentence != toks[k].sentence || toks[after].listed || prepositions[toks[after].w]
}

// saidInPlace reports "in place" said of the tool's act, not negated
// ("Rephrase the note in place", "Format the code in place"), not "in
// place of" (instead of) and not a state ("a certificate is in place"):
// what it transforms is changed where it is kept.
func saidInPlace(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		of := i+2 < len(toks) && toks[i+2].w == "of" && toks[i+2].sentence == toks[i].sentence
		stative := i > 0 && tenseAux[toks[i-1].w] // "a valid certificate is in place"
		if toks[i].w == "in" && toks[i+1].w == "place" && toks[i+1].sentence == toks[i].sentence && !of && !stative && !negated(toks, i) {
			return true
		}
	}
	return false
}

// keptBy put a result in a place, said in the third person of the tool
// ("Writes result to a .txt file", "Saves the output next to the
// input").
var keptBy = set("writes", "saves", "stores")

// keptPlaces are where a kept result goes.
var keptPlaces = set("file", "files", "output", "disk", "folder", "directory", "dir", "path")

// pureThenKept returns h, a read by the pure transformation the name
// says, or a write when the description says where the result is kept
// ("Decode a JWT token from a file. Writes decoded header and payload to
// output."): a transformation that keeps its result makes a file, it
// does not return it. Writing the same result again leaves the same
// file.
func pureThenKept(h hit, toks []token) hit {
	if h.effect != Reads || h.word == "" {
		return h
	}
	if e, ok := lookup(h.word); !ok || !e.Pure {
		return h
	}
	for i, t := range toks {
		if !keptBy[t.w] || t.ident || negated(toks, i) {
			continue
		}
		for j := i + 1; j < len(toks) && toks[j].sentence == t.sentence; j++ {
			if keptPlaces[toks[j].w] && !toks[j].ident {
				return hit{effect: Writes, idem: idemYes, reason: h.reason + `; but it "` + t.w + `" its result to a "` + toks[j].w + `"`, word: h.word}
			}
		}
	}
	return h
}

// dataInputs are words of an input property that carries the data
// itself: a transformation given it returns the result.
var dataInputs = set("text", "content", "contents", "data", "input", "string", "value", "body", "source", "code", "html", "markdown", "json", "url", "uri")

// returnWords say what a tool gives back.
var returnWords = set("return", "returns", "returned", "returning", "respond", "responds", "show", "shows", "print", "prints", "preview", "previews")

// transformsFile returns h, a read by a pure transformation, or a write
// when what it transforms is a file named by its path and nothing says
// the result comes back ("Compress a PDF to reduce file size", "Convert
// image format (PNG, JPEG, WebP)" with a required "path"): the result is
// a file. Given the data itself, saying what it returns ("Converts a
// file and returns the text"), or that it writes no file ("No output
// file."), it reads.
func transformsFile(h hit, toks []token, schema any) hit {
	if h.effect != Reads || h.word == "" {
		return h
	}
	if e, ok := lookup(h.word); !ok || !e.Pure {
		return h
	}
	for i, t := range toks {
		if returnWords[t.w] || keptPlaces[t.w] && negated(toks, i) {
			// "Returns savings percentage", "No output file."
			return h
		}
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	req, _ := m["required"].([]any)
	file := ""
	for name := range props {
		ws := Words(name)
		for _, w := range ws {
			if dataInputs[w] {
				return h
			}
		}
		if len(ws) > 0 && pathNames[ws[len(ws)-1]] && slices.Contains(req, any(name)) && (file == "" || name < file) {
			file = name
		}
	}
	if file == "" {
		return h
	}
	return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it transforms the file at "` + file + `", and says of no result it returns`, word: h.word}
}
