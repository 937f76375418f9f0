package hints

import (
	"slices"
	"strings"
)

// A query restricted to reading: "Run a one-off readonly query", "Only
// SELECT queries are allowed", "SELECT statements only", "Run a query in
// a read-only transaction". The code such a
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
	"mutation", "mutations", "modify", "modifies", "ddl", "dml", "unless", "except", "otherwise", "bypass",
	"override", "recommended", "preferred", "encouraged", "suggested", "ideally", "advisory", "effort")

// queryEnforced, negated, say the restriction is not kept ("not
// enforced").
var queryEnforced = set("enforced", "enforces", "enforce", "guaranteed", "checked", "validated")

// queryConditions in the sentence of a restriction make it hold only
// sometimes ("when readonly is true", "in safe mode", "by default").
var queryConditions = set("if", "when", "whenever", "while", "unless", "default", "mode", "modes")

// queryOthers before a query word name queries beyond the restricted
// ones ("any statement", "arbitrary SQL", "other statements").
var queryOthers = set("any", "arbitrary", "other", "all", "every", "non")

// deliveredBy are what a result delivered to someone is, as a
// participle ("texted", "emailed"): the lexicon knows them as nouns.
var deliveredBy = set("email", "text", "mail", "message", "sms", "fax")

// batchWords before statements, or a semicolon named at all, say that
// several statements run in one call ("Semicolon-separated statements
// are all run", "multiple statements may be sent"): a restriction of
// "the query" to reading does not bound them.
var batchWords = set("multiple", "several", "many", "separated", "batch", "batched", "chained")

// multiStatements reports a description that says several statements
// run in one call.
func multiStatements(toks []token) bool {
	for i, t := range toks {
		if t.w == "semicolon" || t.w == "semicolons" {
			return true
		}
		if (t.w == "statements" || t.w == "queries") && near(toks, i, -2, -1, in(batchWords)) >= 0 && !negated(toks, i) {
			return true
		}
	}
	return false
}

// readOnlyQuery returns the words of a description that restrict the
// query the tool runs to reading, or "".
func readOnlyQuery(toks []token) string {
	if multiStatements(toks) {
		return ""
	}
	found, at := "", -1
	for i, t := range toks {
		if found == "" {
			if found = queryRestriction(toks, i, t.w); found != "" {
				at = t.sentence
			}
		}
		if queryWrites[t.w] && !negated(toks, i) {
			return "" // read and write ("read-write"), or an exception
		}
		if queryEnforced[t.w] && negated(toks, i) {
			return "" // "not enforced"
		}
		if (queryObjects[t.w] || codeObjects[t.w]) && near(toks, i, -2, -1, in(queryOthers)) >= 0 && !negated(toks, i) {
			return "" // "any statement runs", "arbitrary SQL"
		}
		if b := inflects(t.w, deliveredBy); b != "" && b != t.w && strings.HasSuffix(t.w, "ed") {
			return "" // "results are texted to the owner"
		}
	}
	for _, t := range toks {
		if t.sentence == at && queryConditions[t.w] {
			return "" // "allowed when readonly is true"
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
		return runsReadOnly(w, next)
	case w == "readonly" || w == "read" && next(1) == "only":
		return readOnlyScope(toks, i, next)
	case w == "only" && next(1) == "select" && queryObjects[next(2)] && next(3) != "" && queryAllowed[next(4)] && !negated(toks, i):
		// "Only SELECT queries are allowed"
		return "only select " + next(2) + " " + next(4)
	case w == "select" && queryObjects[next(1)] && next(2) == "only" && (next(3) == "" || prepositions[next(3)]):
		// "SELECT statements only", not "SELECT statements only are logged"
		return "select " + next(1) + " only"
	}
	return ""
}

// queryRefusals say, in the passive, that what the restriction forbids
// is turned away ("Data-modification plans are rejected"): they keep
// it, not write.
var queryRefusals = set("rejected", "refused", "denied", "blocked", "disallowed")

// readOnlyScopes are what a query runs in that a read-only restriction
// bounds ("in a read-only transaction").
var readOnlyScopes = set("transaction", "transactions", "session", "connection")

// runOpens reports toks[i]'s sentence opening, past its preamble, with a
// verb that runs a query before toks[i]: the call's own run ("Run an AQL
// query in a read-only transaction"), not only some statements'
// ("SELECTs run in a read-only transaction").
func runOpens(toks []token, i int) bool {
	k := pastPreamble(toks, sentenceStart(toks, i), i)
	return k < i && queryRunVerbs[toks[k].w]
}

// runsReadOnly reads a run verb w before a read-only query ("run a
// one-off readonly query", "execute a read-only SQL query"); next gives
// the words after it.
func runsReadOnly(w string, next func(int) string) string {
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
	return ""
}

// readOnlyScope reads "read-only" at toks[i] before a scope a query
// runs in, after the verb that runs it opening the sentence ("Run an AQL
// query in an ArangoDB read-only transaction").
func readOnlyScope(toks []token, i int, next func(int) string) string {
	k := 1
	if toks[i].w == "read" {
		k = 2
	}
	if !readOnlyScopes[next(k)] || !runOpens(toks, i) {
		return ""
	}
	return "read-only " + next(k)
}

// queryReads is a rung of the decision: a tool whose description
// restricts the query it runs to reading reads, when nothing else in its
// name, description or schema writes: no destructive or writing word but
// the query's own verbs, no destructive option or mode.
func (ev *evidence) queryReads(nameWords []string, toks []token) hit {
	w := readOnlyQuery(toks)
	runsQuery := func(toks []token, i int) bool { return queryRunVerbs[toks[i].w] || toks[i].w == "select" }
	if w == "" || ev.flag.effect != Unknown || ev.opens.effect != Unknown || doubt(nameWords, toks) != "" || switchesQuery(ev.schema) ||
		titleActs(ev.title, nameWords, runsQuery) {
		return hit{}
	}
	for i, t := range toks {
		if e, ok := lookupAt(toks, i); ok && !e.Noun && e.Effect >= Writes && !queryRunVerbs[t.w] && t.w != "select" && !t.ident && !negated(toks, i) &&
			!queryRefusals[t.w] {
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

// querySwitches in an input property's name or enum values turn a
// restriction to reading off ("mode": ["read", "write"], "allowWrite",
// "readOnly": a read-only switch can be set to false).
var querySwitches = set("readonly", "readwrite", "rw", "safe", "unsafe", "unrestricted", "force", "allow",
	"dangerous", "sudo", "elevated")

// switchesQuery reports an input property, at the top or nested
// ("options.allowWrite"), that can lift a restriction to reading: one
// named for writing or for the restriction itself, with a writing value
// among its choices, or whose description lets writes or any statement
// run. A schema beyond the bounds of the walk may hold one.
func switchesQuery(schema any) bool {
	switches := func(ws []string) bool {
		for i, w := range ws {
			if queryWrites[w] || querySwitches[w] || w == "read" && i+1 < len(ws) && ws[i+1] == "only" {
				return true
			}
		}
		return false
	}
	nodes := 0
	found := findProperty(schema, "", 0, &nodes, func(name string, p map[string]any) bool {
		if switches(Words(name)) {
			return true
		}
		vals, _ := p["enum"].([]any)
		for _, e := range vals {
			if s, ok := e.(string); ok && switches(Words(s)) {
				return true
			}
		}
		desc, _ := p["description"].(string)
		return desc != "" && readOnlyQuery(textTokens("Run a read-only query. "+desc)) == ""
	})
	return found != "" || nodes >= maxSchemaNodes
}

// titleActs reports a title that says the tool writes, destroys, runs or
// sends ("Delete rows", "Generate and email report", "Run SQL (writes
// allowed)"): a rule that loosens a class from the description does not
// hold against it. skip passes the words the rule itself weighed (the
// query's verb, the producing verb); words of the name were weighed with
// it ("Generate Pin Map" for "generate_pin_map").
func titleActs(title []token, nameWords []string, skip func(toks []token, i int) bool) bool {
	for i, t := range title {
		if t.ident || negated(title, i) || skip(title, i) || slices.Contains(nameWords, t.w) {
			continue
		}
		if messageVerbs[t.w] || queryWrites[t.w] || keepingVerbs[baseOf(t.w)] {
			return true
		}
		if e, ok := lookupAt(title, i); ok && e.acts() {
			return true
		}
	}
	return false
}
