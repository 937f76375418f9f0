package hints

// This file holds the replace signal: an update whose input carries the
// whole content of the thing it updates replaces what was stored, as an
// HTTP PUT of a whole resource does: "updateTextFile" with "content: New
// file content", "write_apex_trigger" with "body: Full body of the
// trigger". The old content is not kept: destructive. An update of one
// field of a record ("title", "status", "assignee", "text of the
// comment") keeps the record and stays a write, and so does a content
// property that does not say it is the whole of the thing ("body" of an
// issue, "Content of the file" of a commit, which a history keeps).

// replaceVerbs set a stored thing to the value given.
var replaceVerbs = set("update", "write", "edit", "modify", "set", "replace", "overwrite", "save")

// wholeContent are the nouns of a thing's content as a whole; a field
// ("text", "title", "value") is not one. A property named for the thing
// the name updates ("style" of "update_style_tool") is one too.
var wholeContent = set("content", "contents", "body", "code", "source", "html", "markdown", "values", "rows", "cells")

// wholeWords say that a content property carries the whole of the thing.
var wholeWords = set("new", "full", "entire", "whole", "complete", "replacement")

// replacesContent escalates a write named by a set-to-value verb whose
// top-level input property is the new, full or entire content of the
// thing.
func replacesContent(h hit, nameWords []string, schema any) hit {
	if h.effect != Writes || !anyIn(nameWords, replaceVerbs) {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best, qualifier := "", ""
	for name, v := range props {
		if best != "" && name > best {
			continue
		}
		if q := wholeQualifier(name, v, nameWords); q != "" {
			best, qualifier = name, q
		}
	}
	if best == "" {
		return h
	}
	return hit{effect: Destroys, idem: idemYes, reason: h.reason + `; input property "` + best + `" is the ` + qualifier + ` content, replacing what was stored`, word: h.word}
}

// wholeQualifier returns the word by which input property name, a
// content noun, says it is the whole content ("New file content", "Full
// body of the class", "Complete style object" of a style), or "". The
// word opens its description.
func wholeQualifier(name string, v any, nameWords []string) string {
	ws := Words(name)
	p, _ := v.(map[string]any)
	if len(ws) == 0 || len(ws) > 2 || !wholeContent[ws[len(ws)-1]] && !namesObject(ws, nameWords, p) {
		return ""
	}
	desc, _ := p["description"].(string)
	if len(desc) > 200 {
		desc = desc[:200]
	}
	toks := textTokens(desc)
	for i, t := range toks {
		if i > 2 {
			break
		}
		if wholeWords[t.w] && !negated(toks, i) {
			return t.w
		}
	}
	return ""
}

// namesObject reports a one-word object property whose name is a word of
// the tool's name other than its verb and the words every tool name may
// carry ("style" of "update_style_tool"): the property is the thing
// updated, not one of its fields ("title" of "set_document_title" is a
// string).
func namesObject(ws, nameWords []string, p map[string]any) bool {
	if len(ws) != 1 || len(ws[0]) < 3 || replaceVerbs[ws[0]] || nameFiller[ws[0]] || p["type"] != "object" {
		return false
	}
	for _, w := range nameWords {
		if w == ws[0] {
			return true
		}
	}
	return false
}

// nameFiller are words a tool name carries that name no thing.
var nameFiller = set("tool", "tools", "mcp", "api", "server", "item", "items", "data", "info", "by", "the", "all")

// anyIn reports whether any of ws is in words.
func anyIn(ws []string, words map[string]bool) bool {
	for _, w := range ws {
		if words[w] {
			return true
		}
	}
	return false
}
