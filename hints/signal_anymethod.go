package hints

// This file holds the any-method signal: a tool whose description says it
// calls any method of the server ("Call any ubus method") or sends any
// HTTP method ("Supports any HTTP method", "arbitrary methods",
// "all HTTP methods") can send DELETE, whatever its verb ("get_url",
// "fetch"), as a free-text "method" property does (signal_action.go).

// anyWords say that what follows is not restricted.
var anyWords = set("any", "arbitrary", "all", "every")

// anyMethod returns a destructive hit when toks say the tool sends any
// HTTP method and the name or toks speak of a web request, or an empty
// hit.
func anyMethod(nameWords []string, toks []token) hit {
	if c := callsAnyMethod(toks); c.effect == Destroys {
		return c
	}
	web := anyIn(nameWords, requestWords)
	for _, t := range toks {
		web = web || requestWords[t.w]
	}
	if !web {
		return hit{}
	}
	for i, t := range toks {
		if !anyWords[t.w] || negated(toks, i) {
			continue
		}
		j := near(toks, i, 1, 2, func(w string) bool { return w == "method" || w == "methods" })
		if j < 0 {
			continue
		}
		if j == i+1 || toks[i+1].w == "http" {
			return destroys(`description says it sends "` + t.w + " " + toks[j-1].w + `" ` + toks[j].w)
		}
	}
	return hit{}
}

// callVerbs call what they name.
var callVerbs = set("call", "invoke")

// operationWords are what a call reaches.
var operationWords = set("method", "methods", "function", "functions", "operation", "operations", "procedure",
	"procedures", "endpoint", "endpoints", "action", "actions")

// callsAnyMethod returns a destructive hit when a verb that calls does so
// to any method, function or operation ("Call any ubus method on the
// router", "Invoke an arbitrary RPC procedure"): whatever the server
// offers, its most dangerous act with it.
func callsAnyMethod(toks []token) hit {
	for i := range min(len(toks), maxScanTokens) {
		if inflects(toks[i].w, callVerbs) == "" || toks[i].ident || negated(toks, i) || i+1 >= len(toks) {
			continue
		}
		k := i + 1
		if articles[toks[k].w] && k+1 < len(toks) {
			k++
		}
		if !anyWords[toks[k].w] || toks[k].w == "all" {
			continue
		}
		// "any ubus method", "any Odoo-public JSON-2 model method": the
		// words between qualify the method, within the clause.
		if j := near(toks, k, 1, 6, in(operationWords)); j > 0 && !listedBetween(toks, k, j) {
			return destroys(`description "` + toks[i].w + " " + toks[k].w + " ... " + toks[j].w + `" calls whatever the server offers`)
		}
	}
	return hit{}
}

// listedBetween reports a clause break (a comma, a semicolon) after
// toks[from] and up to toks[to].
func listedBetween(toks []token, from, to int) bool {
	for k := from + 1; k <= to; k++ {
		if toks[k].listed {
			return true
		}
	}
	return false
}
