package hints

// A query restricted to reading: "Run a one-off readonly query", "Only
// SELECT queries are allowed", "SELECT statements only". The code such a
// tool runs is a read, and so is the tool, when nothing else it says
// writes or destroys. A restriction with an exception ("unless write mode
// is enabled"), a recommendation ("read-only queries are recommended") or
// writes beside it ("read-write and read-only queries") is not one.

// queryObjects are what a restricted query is called.
var queryObjects = set("query", "queries", "sql", "statement", "statements")

// queryRunVerbs run a query.
var queryRunVerbs = set("run", "runs", "execute", "executes", "perform", "performs", "issue", "issues")

// queryAllowed say a restriction holds ("are allowed").
var queryAllowed = set("allowed", "permitted", "supported", "accepted")

// queryWrites undo a restriction: writes named beside it, an exception to
// it, or advice rather than a rule.
var queryWrites = set("write", "writes", "insert", "inserts", "update", "updates", "delete", "deletes",
	"mutation", "mutations", "modify", "modifies", "ddl", "dml", "unless", "except", "recommended",
	"preferred", "encouraged", "suggested", "ideally")

// readOnlyQuery returns the words of a description that restrict the
// query the tool runs to reading, or "".
func readOnlyQuery(toks []token) string {
	found := ""
	for i, t := range toks {
		if found == "" {
			found = queryRestriction(toks, i, t.w)
		}
		if queryWrites[t.w] && !negated(toks, i) {
			return "" // read and write ("read-write"), or an exception
		}
	}
	return found
}

// queryRestriction reads one restriction starting at toks[i].
func queryRestriction(toks []token, i int, w string) string {
	next := func(k int) string {
		if i+k < len(toks) && toks[i+k].sentence == toks[i].sentence {
			return toks[i+k].w
		}
		return ""
	}
	switch {
	case queryRunVerbs[w] && !negated(toks, i):
		// "run a one-off readonly query", "execute a read-only SQL query"
		for k := 1; k <= 5; k++ {
			q := next(k)
			if q == "" || queryRunVerbs[q] {
				return ""
			}
			ro := q == "readonly" || q == "read" && next(k+1) == "only"
			if !ro {
				continue
			}
			skip := 1
			if q == "read" {
				skip = 2
			}
			for m := k + skip; m <= k+skip+1; m++ {
				if queryObjects[next(m)] {
					return w + " read-only " + next(m)
				}
			}
			return ""
		}
	case w == "only" && next(1) == "select" && queryObjects[next(2)] && next(3) != "" && queryAllowed[next(4)]:
		// "Only SELECT queries are allowed"
		return "only select " + next(2) + " " + next(4)
	case w == "select" && queryObjects[next(1)] && next(2) == "only":
		// "SELECT statements only"
		return "select " + next(1) + " only"
	}
	return ""
}

// queryReads is a rung of the decision: a tool whose description
// restricts the query it runs to reading reads, when nothing else in its
// name, description or schema writes: no destructive or writing word but
// the query's own verbs, no destructive option or mode.
func (ev *evidence) queryReads(nameWords []string, toks []token) hit {
	w := readOnlyQuery(toks)
	if w == "" || ev.flag.effect != Unknown || ev.opens.effect != Unknown || doubt(nameWords, toks) != "" {
		return hit{}
	}
	for i, t := range toks {
		if e, ok := lookupAt(toks, i); ok && !e.Noun && e.Effect >= Writes && !queryRunVerbs[t.w] && t.w != "select" && !t.ident && !negated(toks, i) {
			return hit{}
		}
	}
	for _, nw := range nameWords {
		if e, ok := lookup(nw); ok && !e.Noun && e.Effect >= Writes && !queryRunVerbs[nw] && nw != "select" {
			return hit{}
		}
	}
	return hit{effect: Reads, idem: idemYes, reason: `description restricts the query it runs to reading: "` + w + `"`, settled: true}
}
