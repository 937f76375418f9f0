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
			if toks := textTokens(desc); len(toks) > 0 {
				if e, ok := lookup(toks[0].w); ok && e.Exec && e.Effect == Writes && (option == "" || name < option) {
					option = name
				}
			}
		}
	}
	if statement == "" || option == "" {
		return h
	}
	return destroys(h.reason + `; option "` + option + `" runs the statement in "` + statement + `"`)
}

// sqlWords say an input is SQL.
var sqlWords = set("sql")
