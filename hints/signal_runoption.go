package hints

// This file holds the run-option signal: a read that takes a statement in
// free text ("query": "The SQL query to analyze") and has a boolean option
// that runs it ("analyze": "Run EXPLAIN ANALYZE for actual execution
// stats") runs arbitrary statements under that option, which destroys by
// the labelling rules whatever the read's verb.

// statementNames name a free-text input that holds a statement.
var statementNames = set("sql", "query", "statement", "stmt")

// runsOnOption returns a destructive hit when h reads, a top-level string
// input holds a statement (named so, or said to be SQL) and a top-level
// boolean input's description opens by running; otherwise h.
func runsOnOption(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	statement, option := "", ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		typ, _ := p["type"].(string)
		desc, _ := p["description"].(string)
		ws := Words(name)
		switch {
		case len(ws) == 0:
		case typ == "string" && p["enum"] == nil && (statementNames[ws[len(ws)-1]] || hasWord(Words(desc), sqlWords)):
			if statement == "" || name < statement {
				statement = name
			}
		case typ == "boolean":
			if optionRuns(textTokens(desc)) && (option == "" || name < option) {
				option = name
			}
		}
	}
	if statement == "" || option == "" {
		return h
	}
	return destroys(h.reason + `; option "` + option + `" runs the statement in "` + statement + `"`)
}

// optionRuns reports an option's description that says the option
// runs the statement: it opens with a running verb ("Run EXPLAIN ANALYZE
// for actual execution stats"), or a running verb not denied has the
// statement, or "it", for its object ("WARNING: this executes the
// query") or its subject ("the statement is run").
func optionRuns(toks []token) bool {
	for i, t := range toks {
		e, ok := lookup(t.w)
		if !ok || !e.Exec || e.Effect != Writes {
			continue
		}
		if i == 0 {
			return true
		}
		if denied(toks, i) {
			continue
		}
		if near(toks, i, 1, 3, in(statementObjects)) >= 0 || near(toks, i, -3, -1, in(statementNames)) >= 0 {
			return true
		}
	}
	return false
}

// statementObjects are what a running verb in an option's description
// runs when it runs the statement.
var statementObjects = set("sql", "query", "statement", "stmt", "it")

// sqlWords say an input is SQL.
var sqlWords = set("sql")
