package hints

import (
	"maps"
	"slices"
)

// This file holds what the stored-data signals (signal_stored.go) look
// at: the database, spreadsheet or key a write reaches, a commit that
// keeps history, a refusal to replace, and properties found anywhere in
// an input schema.

// cellNouns are the parts of a spreadsheet whose values a write sets; a
// diagram's "cell" is a shape, which a spreadsheet context tells apart.
var cellNouns = set("cell", "cells", "range", "ranges")

// sheetWords say the thing is a spreadsheet.
var sheetWords = set("sheet", "sheets", "spreadsheet", "spreadsheets", "workbook", "workbooks", "worksheet", "worksheets", "excel")

// sheetContext reports a spreadsheet in the name, the first sentence or a
// top-level input property's name ("spreadsheetId").
func sheetContext(nameWords []string, toks []token, schema any) bool {
	if anyIn(nameWords, sheetWords) {
		return true
	}
	for _, t := range toks {
		if t.sentence > 0 {
			break
		}
		if sheetWords[t.w] {
			return true
		}
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		if anyIn(Words(name), sheetWords) {
			return true
		}
	}
	return false
}

// databaseEngines name a database whose data keeps no history.
var databaseEngines = set("sql", "mysql", "postgres", "postgresql", "sqlite", "dynamodb", "dynamo", "mongodb", "mongo",
	"redis", "firestore", "mariadb", "cassandra")

// databaseWords are a database engine or the word itself.
var databaseWords = set("database", "sql", "mysql", "postgres", "postgresql", "sqlite", "dynamodb", "dynamo", "mongodb", "mongo",
	"redis", "firestore", "mariadb", "cassandra")

// databaseContext returns the database engine in the name, or the
// database the first sentence says the data is in ("Update an item in a
// DynamoDB table", "Update rows in the database"), or "". "Update a
// Notion database" updates the database itself, a tracked object.
func databaseContext(nameWords []string, toks []token) string {
	if w := firstIn(nameWords, databaseEngines); w != "" {
		return w
	}
	first := firstSentenceTokens(toks)
	for i, t := range first {
		if t.w != "in" && t.w != "into" {
			continue
		}
		if j := near(first, i, 1, 3, in(databaseWords)); j >= 0 {
			return first[j].w
		}
	}
	return ""
}

// historyInputs name a commit, which keeps what a file held before.
var historyInputs = set("branch", "sha", "commit")

// refusalWords after "exists" or "already" say a call refuses to replace.
var refusalWords = set("fail", "fails", "error", "errors", "refuse", "refuses", "reject", "rejects", "abort", "aborts")

// refusesExisting reports a sentence saying the call refuses when its
// target exists ("Fails if the object already exists").
func refusesExisting(toks []token) bool {
	for i, t := range toks {
		if (t.w == "exists" || t.w == "already") && !negated(toks, i) && near(toks, i, -8, 8, in(refusalWords)) >= 0 {
			return true
		}
	}
	return false
}

// credentialKinds before "key" make it a credential, not a store's key
// ("Rename an API key").
var credentialKinds = set("api", "access", "ssh", "license", "licence", "encryption", "signing", "public", "private", "secret", "gpg", "pgp", "deploy")

// keyedValue returns how the first sentence sets a value at a key of a
// store ("Set the value stored at a key", "Set a key to a string value"),
// or "".
func keyedValue(toks []token) string {
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if t.w == "stored" && i+1 < len(toks) && toks[i+1].w == "at" && toks[i+1].sentence == 0 {
			return `"stored at"`
		}
		if !updateVerbs[t.w] || t.ident || negated(toks, i) {
			continue
		}
		j := near(toks, i, 1, 2, func(w string) bool { return w == "key" })
		if j >= 0 && j+1 < len(toks) && toks[j+1].w == "to" && !credentialKinds[toks[j-1].w] {
			return `"` + t.w + ` key to"`
		}
		// "Set a Redis key-value pair": a key-value store keeps no
		// history of a key.
		if k := near(toks, i, 1, 3, func(w string) bool { return w == "key" }); k >= 0 && k+1 < len(toks) && toks[k+1].w == "value" && toks[k+1].sentence == t.sentence {
			return `of a key-value pair`
		}
	}
	return ""
}

// inPlace reports "in place" or "in-place" beside an updating or
// overwriting word in the description, not negated ("in place of" means
// instead of).
func inPlace(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].w != "in" || toks[i+1].w != "place" || i+2 < len(toks) && toks[i+2].w == "of" && toks[i+2].sentence == toks[i].sentence {
			continue
		}
		if j := near(toks, i, -4, 3, func(w string) bool { return updateVerbs[w] || w == "overwrite" || w == "overwrites" }); j >= 0 && !negated(toks, j) {
			return true
		}
	}
	return false
}

// mentions reports a word of words in toks, as a word or the end of an
// identifier ("AppSpec").
func mentions(toks []token, words map[string]bool) bool {
	for _, t := range toks {
		if words[t.w] {
			return true
		}
		if ws := Words(t.w); len(ws) > 1 && words[ws[len(ws)-1]] {
			return true
		}
	}
	return false
}

// commits reports a top-level input property that names a branch, a
// commit or its sha ("commit_message", "branch"): the write lands in a
// history.
func commits(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name := range props {
		if anyIn(Words(name), historyInputs) {
			return true
		}
	}
	return false
}

// firstIn returns the first of ws in words, or "".
func firstIn(ws []string, words map[string]bool) string {
	for _, w := range ws {
		if words[w] {
			return w
		}
	}
	return ""
}

// findProperty returns the path of an input property, at most
// maxSchemaDepth levels down (array items and variants included) and
// maxSchemaNodes in all, for which ok is true, or "". Of several at one
// level, the first by name.
func findProperty(schema any, prefix string, depth int, nodes *int, ok func(string, map[string]any) bool) string {
	m, _ := schema.(map[string]any)
	if m == nil || depth > maxSchemaDepth || *nodes >= maxSchemaNodes {
		return ""
	}
	*nodes++
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		if p, _ := v.(map[string]any); p != nil && ok(name, p) && (best == "" || prefix+name < best) {
			best = prefix + name
		}
	}
	if best != "" {
		return best
	}
	for _, name := range slices.Sorted(maps.Keys(props)) {
		if p := findProperty(props[name], prefix+name+".", depth+1, nodes, ok); p != "" {
			return p
		}
	}
	if p := findProperty(m["items"], prefix, depth+1, nodes, ok); p != "" {
		return p
	}
	for _, k := range [...]string{"anyOf", "oneOf", "allOf"} {
		vs, _ := m[k].([]any)
		for _, v := range vs {
			if p := findProperty(v, prefix, depth+1, nodes, ok); p != "" {
				return p
			}
		}
	}
	return ""
}
