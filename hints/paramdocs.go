package hints

import (
	"maps"
	"slices"
	"strings"

	"github.com/hintgate/hintgate/internal/safetext"
)

// This file reads the parameters a description documents itself, for
// servers whose schemas carry no descriptions (a Python server's
// docstring is its tool's description): the "Args:" section of the
// Google style ("output: Output file path."), and Sphinx's ":param
// output: Output file path.". What the description says of a parameter
// is read as that parameter's description, as if the schema said it, but
// for a destructive flag, which stays taken at its word.

// maxParamDoc bounds what is kept of one parameter's documentation, in
// runes.
const maxParamDoc = 512

// withParamDocs returns schema with the descriptions that description
// gives its top-level properties that have none. schema itself is never
// changed: the properties given one are copies. Without any, schema is
// returned as it is.
func withParamDocs(schema any, description string) any {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 || !documentsParams(description) {
		return schema
	}
	docs := paramDocs(description, props)
	if len(docs) == 0 {
		return schema
	}
	withDocs := maps.Clone(props)
	for name, doc := range docs {
		p := props[name].(map[string]any)
		q := make(map[string]any, len(p)+1) // p may be a nil map
		maps.Copy(q, p)
		q["description"] = doc
		withDocs[name] = q
	}
	out := maps.Clone(m)
	out["properties"] = withDocs
	return out
}

// documentsParams reports a description that may document parameters:
// an "Args:"-like heading or a ":param".
func documentsParams(description string) bool {
	return strings.Contains(description, ":param ") || strings.Contains(description, "rgs:") ||
		strings.Contains(description, "rguments:") || strings.Contains(description, "arameters:") ||
		strings.Contains(description, "arams:")
}

// argsHeadings open the section that documents parameters.
var argsHeadings = set("args", "arguments", "parameters", "params")

// paramDocs returns what description says of each undescribed property
// of props it documents.
func paramDocs(description string, props map[string]any) map[string]string {
	if len(description) > maxInferText {
		description = description[:maxInferText]
	}
	var docs map[string]string
	keep := func(name, doc string) {
		p, ok := props[name].(map[string]any)
		if !ok || doc == "" || takenAtItsWord(name) {
			return
		}
		if d, _ := p["description"].(string); d != "" {
			return
		}
		if docs == nil {
			docs = map[string]string{}
		}
		docs[name] = safetext.Cut(strings.TrimSpace(docs[name]+" "+doc), maxParamDoc)
	}
	inArgs, entryIndent, last := false, -1, ""
	for line := range strings.Lines(description) {
		text := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if text == "" {
			continue
		}
		if name, doc, ok := sphinxParam(text); ok {
			keep(name, doc)
			inArgs, last = false, ""
			continue
		}
		if heading, ok := strings.CutSuffix(text, ":"); ok && !strings.ContainsAny(heading, " \t:") {
			inArgs, entryIndent, last = argsHeadings[strings.ToLower(heading)], -1, ""
			continue
		}
		if !inArgs {
			continue
		}
		if name, doc, ok := argEntry(text); ok && props[name] != nil && (entryIndent < 0 || indent <= entryIndent) {
			keep(name, doc)
			entryIndent, last = indent, name
			continue
		}
		if last != "" && indent > entryIndent {
			keep(last, text) // the entry goes on
			continue
		}
		inArgs, last = false, ""
	}
	return docs
}

// takenAtItsWord reports a destructive flag ("force", "overwrite",
// "drop_existing"), which, undescribed by the schema, is taken at its
// word (flagSignal). A docstring's one-line gloss of it ("force:
// Reinstall even if present") seldom names the danger it means and would
// waive the flag: it is not lent to the flag.
func takenAtItsWord(name string) bool {
	ws := Words(name)
	return len(ws) > 0 && destructiveFlags[ws[0]]
}

// argEntry reads "name: text", "name (type): text" or "- name: text".
func argEntry(s string) (name, doc string, ok bool) {
	s = strings.TrimPrefix(s, "- ")
	name, doc, ok = strings.Cut(s, ":")
	if !ok {
		return "", "", false
	}
	if open := strings.IndexByte(name, '('); open > 0 && strings.HasSuffix(name, ")") {
		name = name[:open]
	}
	name = strings.TrimSpace(name)
	if name == "" || strings.ContainsAny(name, " \t") {
		return "", "", false
	}
	return name, strings.TrimSpace(doc), true
}

// sphinxParam reads ":param name: text" and ":param type name: text".
func sphinxParam(s string) (name, doc string, ok bool) {
	rest, ok := strings.CutPrefix(s, ":param ")
	if !ok {
		return "", "", false
	}
	head, doc, ok := strings.Cut(rest, ":")
	if !ok {
		return "", "", false
	}
	fields := strings.Fields(head)
	if len(fields) == 0 {
		return "", "", false
	}
	return fields[len(fields)-1], strings.TrimSpace(doc), true
}

// withModeDocs returns schema with, for each top-level mode property
// ("action", "operation") the schema says nothing of (no description,
// enum or const), the sentences of description that name it and quote
// words ("Supports `list` and `remove` actions", "Actions: `list`,
// `get`, `delete`") as its description: the values it takes, as its own
// description would quote them. schema itself is never changed.
func withModeDocs(schema any, description string) any {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 || !strings.ContainsAny(description, "'\"`") {
		return schema
	}
	var withDocs map[string]any
	for name, v := range props {
		p, _ := v.(map[string]any)
		ws := Words(name)
		if len(ws) != 1 || !modeWords[ws[0]] || p["description"] != nil || p["enum"] != nil || p["const"] != nil {
			continue
		}
		doc := namingSentences(description, ws[0])
		if doc == "" {
			continue
		}
		if withDocs == nil {
			withDocs = maps.Clone(props)
		}
		q := make(map[string]any, len(p)+1) // p may be a nil map
		maps.Copy(q, p)
		q["description"] = doc
		withDocs[name] = q
	}
	if withDocs == nil {
		return schema
	}
	out := maps.Clone(m)
	out["properties"] = withDocs
	return out
}

// namingSentences returns the sentences and lines of description that
// name word, in the singular or the plural, and quote something, joined,
// at most maxParamDoc runes.
func namingSentences(description, word string) string {
	if len(description) > maxInferText {
		description = description[:maxInferText]
	}
	var doc string
	for line := range strings.Lines(description) {
		for sentence := range strings.SplitSeq(line, ". ") {
			if strings.ContainsAny(sentence, "'\"`") && slices.ContainsFunc(Words(sentence), func(w string) bool { return sameNoun(w, word) }) {
				doc += " " + sentence
			}
		}
	}
	return safetext.Cut(strings.TrimSpace(doc), maxParamDoc)
}
