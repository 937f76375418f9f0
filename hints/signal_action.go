package hints

import (
	"maps"
	"slices"
	"strings"
)

// This file holds the free-action signal: a tool that runs an action the
// caller names in free text ("run_resource_action" with "action": any
// string) has every action of its target as a mode, the dangerous ones
// included; a tool takes the class of its most dangerous mode.

// actionWords name an action or operation to run.
var actionWords = set("action", "actions", "operation", "operations", "op")

// freeActionProperty returns the top-level input property that names the
// action in free text: an "action" or "operation" string with no enum and
// no const, or "". Of several, the first by name.
func freeActionProperty(schema any) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		ws := Words(name)
		if len(ws) == 0 || !actionWords[ws[len(ws)-1]] || p == nil || p["enum"] != nil || p["const"] != nil {
			continue
		}
		if typ, _ := p["type"].(string); typ == "string" && (best == "" || name < best) {
			best = name
		}
	}
	return best
}

// runsAction reports an exec verb ("run", "execute", "invoke") with an
// action as its object within three words in ws.
func runsAction(ws []string) (string, bool) {
	for i, w := range ws {
		if e, ok := lookup(w); !ok || !e.Exec {
			continue
		}
		if j := nearWord(ws, i, 1, 3, in(actionWords)); j >= 0 {
			return w + " " + ws[j], true
		}
	}
	return "", false
}

// requestWords say a tool makes a web request: a free-text "method" is
// then any HTTP method, DELETE included.
var requestWords = set("http", "https", "request", "requests", "endpoint", "endpoints", "rest", "url")

// freeMethod returns a destructive hit when schema has a free-text
// "method" property and the name or the first sentence speaks of a web
// request, or an empty hit.
func freeMethod(nameWords []string, first []string, schema any) hit {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	// In order of name, so that the reason names the same property every
	// time.
	for _, name := range slices.Sorted(maps.Keys(props)) {
		p, _ := props[name].(map[string]any)
		ws := Words(name)
		if len(ws) == 0 || ws[len(ws)-1] != "method" || p == nil || p["enum"] != nil || p["const"] != nil {
			continue
		}
		if typ, _ := p["type"].(string); typ != "string" {
			continue
		}
		if requestShape(props, p) {
			return destroys(`free-text "` + name + `" beside a request's place takes any HTTP method`)
		}
		for _, words := range [...][]string{nameWords, first} {
			for _, w := range words {
				if requestWords[w] {
					return destroys(`free-text "` + name + `" takes any HTTP method`)
				}
			}
		}
	}
	return hit{}
}

// requestPlaces are the inputs that say where a web request goes.
var requestPlaces = set("path", "url", "uri", "endpoint", "route")

// requestShape reports a free-text method p, undescribed or described as
// an HTTP method, beside an input named for where a request goes
// ("method", "path", "body"): the schema of a web request, whatever the
// tool's name says. A method of computing ("Resampling method") is not
// one, nor a filter of requests recorded ("HTTP method filter").
func requestShape(props map[string]any, p map[string]any) bool {
	desc, _ := p["description"].(string)
	if desc != "" && !strings.Contains(strings.ToUpper(desc), "HTTP") || filters(desc) {
		return false
	}
	for name, v := range props {
		place, _ := v.(map[string]any)
		placeDesc, _ := place["description"].(string)
		if ws := Words(name); len(ws) == 1 && requestPlaces[ws[0]] && !filters(placeDesc) {
			return true
		}
	}
	return false
}

// filters reports an input's description that says it filters what is
// read ("HTTP method filter", "Filter by URL substring"): a request
// recorded, not one made.
func filters(desc string) bool {
	return slices.ContainsFunc(textTokens(desc), func(t token) bool { return inflects(t.w, filterWords) != "" })
}

// filterWords make an input a filter.
var filterWords = set("filter", "match", "substring")

// firstSentence returns the words of the first sentence of toks, at most
// len(buf) of them, in buf.
func firstSentence(toks []token, buf []string) []string {
	out := buf[:0]
	for _, t := range toks {
		if t.sentence > 0 || len(out) == cap(buf) {
			break
		}
		out = append(out, t.w)
	}
	return out
}

// freeAction escalates a write that runs an action named in free text.
func freeAction(h hit, nameWords []string, toks []token, schema any) hit {
	if h.effect != Writes {
		return h
	}
	var buf [24]string
	p := freeActionProperty(schema)
	if p == "" {
		return h
	}
	said, ok := runsAction(nameWords)
	if !ok {
		said, ok = runsAction(firstSentence(toks, buf[:]))
	}
	if !ok {
		return h
	}
	return destroys(`"` + said + `" runs any action the free-text "` + p + `" names`)
}
