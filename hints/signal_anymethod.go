package hints

// This file holds the any-method signal: a tool whose description says it
// sends any HTTP method ("Supports any HTTP method", "arbitrary methods",
// "all HTTP methods") can send DELETE, whatever its verb ("get_url",
// "fetch"), as a free-text "method" property does (signal_action.go).

// anyWords say that what follows is not restricted.
var anyWords = set("any", "arbitrary", "all", "every")

// anyMethod returns a destructive hit when toks say the tool sends any
// HTTP method and the name or toks speak of a web request, or an empty
// hit.
func anyMethod(nameWords []string, toks []token) hit {
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
