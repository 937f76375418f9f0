package hints

// This file holds the GraphQL signal: a free-text query sent to a GraphQL
// endpoint can be a mutation, which writes whatever the API lets it, so
// the tool runs arbitrary operations, destructive by the labelling rules
// whatever its verb ("Query a GraphQL endpoint with the given query").

// graphQLQuery returns a destructive hit when the tool's name or
// description names GraphQL, a top-level input takes the query as free
// text, and nothing says mutations are refused; otherwise a hit with no
// effect.
func graphQLQuery(nameWords []string, toks []token, schema any) hit {
	named := hasWord(nameWords, graphQLWords)
	for i, t := range toks {
		if graphQLWords[t.w] {
			named = true
		}
		if mutationWords[t.w] && (denied(toks, i) || near(toks, i, 1, 3, in(negations)) >= 0) {
			return hit{}
		}
	}
	if !named {
		return hit{}
	}
	p := topProperty(schema, func(name string, p map[string]any) bool {
		ws := Words(name)
		return len(ws) > 0 && ws[len(ws)-1] == "query" && takesString(p) && p["enum"] == nil && p["const"] == nil
	})
	if p == "" {
		return hit{}
	}
	return destroys(`free-text "` + p + `" sent to GraphQL, which can be a mutation`)
}

var (
	graphQLWords  = set("graphql")
	mutationWords = set("mutation", "mutations")
)
