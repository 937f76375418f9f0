package hints

import "strings"

// This file holds the described-code signal: a free-text input property
// whose own description says it is code to run ("JavaScript source to
// execute in the page", "The SQL query to execute") carries code, whatever
// its name ("function", "source", "body").

// describesCode reports a string property without an enum whose
// description opens with a code noun as its head ("JavaScript code", "The
// SQL query", "A shell command"), not after a pure qualifier ("a cron
// expression") or a preposition ("Name of the pod to execute the command
// in"), and says in the same sentence that it is run ("to execute", "to
// be evaluated") or that it may be any code ("Any SQL statement").
func describesCode(p map[string]any, desc string) bool {
	if typ, _ := p["type"].(string); typ != "string" || p["enum"] != nil || desc == "" {
		return false
	}
	toks := textTokens(desc)
	head := -1
	for i, t := range toks {
		if i > 4 || t.sentence > 0 || prepositions[t.w] {
			break
		}
		if codeObjects[t.w] && (i == 0 || !pureQualifiers[toks[i-1].w]) {
			head = i
			break
		}
	}
	if head < 0 {
		return false
	}
	if near(toks, head, -2, -1, in(anyCode)) >= 0 || takesWrites(toks, desc) && !readPurpose(toks, head) {
		return true // "Any SQL statement, including INSERT"
	}
	for j := head + 1; j < len(toks) && j <= head+8 && toks[j].sentence == toks[head].sentence; j++ {
		if e, ok := lookup(toks[j].w); ok && e.Exec && !negated(toks, j) {
			return true
		}
	}
	return false
}

// writingStatements are the statements of a query language that write
// ("SQL query (SELECT, INSERT, UPDATE or DELETE)").
var writingStatements = set("insert", "update", "delete", "drop", "alter", "truncate", "merge", "upsert")

// statementLimits in a sentence make the statements it names refused
// or excluded ("SELECT only; no INSERT", "DELETE is rejected").
var statementLimits = set("no", "not", "never", "only", "without", "except", "forbidden", "disallowed", "blocked",
	"prohibited", "cannot")

// takesWrites reports a code input's description, desc, that names in
// capitals a statement that writes as one it takes ("SQL query (SELECT,
// INSERT, UPDATE or DELETE)", "Supports SELECT as well as UPDATE"), in a
// sentence that neither refuses nor excludes it.
func takesWrites(toks []token, desc string) bool {
	for i, t := range toks {
		if writingStatements[t.w] && strings.Contains(desc, strings.ToUpper(t.w)) &&
			!inSentence(toks, i, func(w string) bool { return statementLimits[w] || refusals[w] }) {
			return true
		}
	}
	return false
}

// readPurpose reports the code noun toks[head] (or the noun after it)
// given to be read ("SQL query to explain", "to validate"), not run.
func readPurpose(toks []token, head int) bool {
	j := near(toks, head, 1, 2, func(w string) bool { return w == "to" })
	if j < 0 || j+1 >= len(toks) {
		return false
	}
	e, ok := lookup(toks[j+1].w)
	return ok && e.Effect == Reads && !e.Exec
}

// anyCode before a code noun make it whatever code the caller gives.
var anyCode = set("any", "arbitrary")

// statementWords name a statement a tool runs ("execute_query",
// "run_statement").
var statementWords = set("query", "queries", "statement", "statements")

// readQualifiers in a name restrict its statements to reading
// ("run_select_query", "read_query").
var readQualifiers = set("select", "read", "readonly", "search", "lookup", "find")

// runsStatement returns a destructive hit when the name or the
// description's first sentence runs a statement ("execute_query",
// "Execute a query and export the results") that a free-text "query" or
// "statement" property carries, with no read qualifier in the name or
// before the statement and no read-only claim in the description: the
// statement can be any statement, whatever the tool then does with its
// results.
func runsStatement(h hit, nameWords []string, toks []token, schema any) hit {
	if h.effect != Writes && h.effect != Reads || claimsReadOnly(toks) {
		return h
	}
	said, where := "", "name"
	for i, w := range nameWords {
		if readQualifiers[w] {
			return h
		}
		if e, ok := lookup(w); ok && e.Exec && said == "" {
			if j := nearWord(nameWords, i, 1, 2, in(statementWords)); j >= 0 {
				said = w + " " + nameWords[j]
			}
		}
	}
	if said == "" {
		said, where = describedStatement(toks), "description"
	}
	if said == "" {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		p, _ := v.(map[string]any)
		ws := Words(name)
		if len(ws) == 0 || !statementWords[ws[len(ws)-1]] || p == nil || p["enum"] != nil {
			continue
		}
		if typ, _ := p["type"].(string); typ != "string" {
			continue
		}
		// Said in the description, the statement must be one that can
		// write: the input says it is SQL or a writing query language
		// ("SQL query"), not a search or a PromQL query.
		if desc, _ := p["description"].(string); where == "description" && !hasWord(Words(desc), statementLanguages) {
			continue
		}
		return destroys(where + ` "` + said + `" runs any statement its free-text input carries`)
	}
	return h
}

// statementLanguages are what an input's description calls a statement
// that can write.
var statementLanguages = set("sql", "tsql", "plsql", "flux", "cypher", "gremlin", "sparql", "graphql")

// describedStatement returns the words of the description's first
// sentence that run a statement ("Execute a query and export its
// results"), or "": an exec verb with a statement word at most three
// words on, no read qualifier between them ("Execute a search query").
func describedStatement(toks []token) string {
	first := firstSentenceTokens(toks)
	for i, t := range first {
		e, ok := lookupAt(first, i)
		if !ok || !e.Exec || e.Noun || t.ident || negated(first, i) {
			continue
		}
		for j := i + 1; j < len(first) && j <= i+3; j++ {
			if readQualifiers[first[j].w] {
				break
			}
			if statementWords[first[j].w] {
				return t.w + " " + first[j].w
			}
		}
	}
	return ""
}
