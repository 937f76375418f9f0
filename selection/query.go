package selection

import (
	"regexp"
	"strings"

	"github.com/hintgate/hintgate/hints"
	"github.com/kljensen/snowball/english"
)

// queryTerm is a term of a query and its weight.
type queryTerm struct {
	term   string
	weight float64
}

// slot is one word or phrase of a query: the word's stem and its synonym
// groups. A tool scores the best of a slot's terms, so that a word and
// its synonyms count once.
type slot []queryTerm

func (s *slot) add(term string, w float64) {
	for i := range *s {
		if (*s)[i].term == term {
			(*s)[i].weight = max((*s)[i].weight, w)
			return
		}
	}
	*s = append(*s, queryTerm{term, w})
}

// coordinates matches a latitude and longitude pair ("40.7128, -74.0060").
var coordinates = regexp.MustCompile(`-?\d{1,3}\.\d+\s*,\s*-?\d{1,3}\.\d+`)

// emailAddress matches an email address.
var emailAddress = regexp.MustCompile(`[\w.+-]+@[\w-]+\.[\w.-]+`)

// fileName matches a file name in a query ("todo.txt", "parser.go").
var fileName = regexp.MustCompile(`\b[\w-]+\.([A-Za-z][A-Za-z0-9]{0,4})\b`)

// parse turns a query into slots and the effect of its first word (or
// phrase) whose effect is clear.
func parse(query string) ([]slot, hints.Effect) {
	query = cut(query, 4<<10)
	ws := hints.Words(query)
	if len(ws) > maxQueryWords {
		ws = ws[:maxQueryWords]
	}
	stems := make([]string, len(ws))
	for i, w := range ws {
		stems[i] = english.Stem(w, true)
	}
	var slots []slot
	seen := map[string]bool{}
	effect := hints.Unknown
	for i, w := range ws {
		for n := 3; n >= 2; n-- { // phrases: "get rid of", "money back"
			if i+n > len(stems) {
				continue
			}
			phrase := strings.Join(stems[i:i+n], " ")
			groups := synonymsOf[phrase]
			if len(groups) == 0 || seen[phrase] {
				continue
			}
			seen[phrase] = true
			var sl slot
			for _, g := range groups {
				sl.add(g, phraseWeight)
			}
			slots = append(slots, sl)
			if effect == hints.Unknown {
				effect = clearEffect(groups)
			}
		}
		if effect == hints.Unknown {
			effect = wordEffect(w, stems[i])
		}
		if len(w) < 2 || seen[stems[i]] {
			continue
		}
		seen[stems[i]] = true
		var sl slot
		if !stopword[w] {
			sl.add(stems[i], 1)
		}
		for _, g := range synonymsOf[stems[i]] {
			sl.add(g, synonymWeight)
		}
		if len(sl) > 0 {
			slots = append(slots, sl)
		}
	}
	file, site := false, strings.Contains(query, "://")
	for _, m := range fileName.FindAllStringSubmatch(query, 8) {
		if topLevelDomain[strings.ToLower(m[1])] {
			site = true
		} else {
			file = true
		}
	}
	if file {
		slots = append(slots, slot{{"~file", synonymWeight}})
	}
	if site && !seen["~web"] {
		slots = append(slots, slot{{"~web", synonymWeight}})
	}
	// values name what kind of tool takes them: a pair of coordinates
	// favours tools with latitude and longitude parameters, an address
	// tools that take an email.
	if !seen["~coordinates"] && coordinates.MatchString(query) {
		slots = append(slots, slot{{"~coordinates", synonymWeight}})
	}
	if !seen["~email"] && emailAddress.MatchString(query) {
		slots = append(slots, slot{{"~email", synonymWeight}})
	}
	return slots, effect
}

// topLevelDomain holds the endings that make "name.ending" a web site
// rather than a file name ("example.com").
var topLevelDomain = map[string]bool{
	"com": true, "org": true, "net": true, "io": true, "dev": true, "app": true, "ai": true, "co": true,
	"edu": true, "gov": true, "uk": true, "de": true, "fr": true, "eu": true, "info": true, "biz": true,
}

// clearEffect is the effect the groups agree on, Unknown when they do not.
func clearEffect(groups []string) hints.Effect {
	e := hints.Unknown
	for _, g := range groups {
		ge := groupEffect[g]
		if ge == hints.Unknown {
			continue
		}
		if e != hints.Unknown && e != ge {
			return hints.Unknown
		}
		e = ge
	}
	return e
}

// wordEffect is what a word of the query asks for: a question asks to
// read; a word of the synonym table has the effect its groups agree on,
// and a verb that hints knows has its effect.
func wordEffect(word, stem string) hints.Effect {
	if questionWord[word] {
		return hints.Reads
	}
	if groups := synonymsOf[stem]; len(groups) > 0 {
		return clearEffect(groups)
	}
	return hints.Infer(word, "", "").Effect
}

// score returns every tool's relevance to query.
func (lx *lexicon) score(query string, effect []hints.Effect) []float64 {
	return lx.scoreInto(make([]float64, lx.n), make([]float64, lx.n), query, effect)
}

// scoreInto is score with the result in scores and best as scratch space,
// both of length lx.n.
func (lx *lexicon) scoreInto(scores, best []float64, query string, effect []hints.Effect) []float64 {
	clear(scores)
	clear(best)
	var touched []int32
	slots, qe := parse(query)
	for _, sl := range slots {
		for _, qt := range sl {
			for _, p := range lx.postings[qt.term] {
				if best[p.doc] == 0 {
					touched = append(touched, p.doc)
				}
				best[p.doc] = max(best[p.doc], qt.weight*float64(p.score))
			}
		}
		for _, d := range touched {
			scores[d] += best[d]
			best[d] = 0
		}
		touched = touched[:0]
	}
	lx.servers.boost(scores, slots)
	if qe != hints.Unknown {
		for i := range scores {
			if effect[i] == qe {
				scores[i] *= 1 + effectBoost
			}
		}
	}
	return scores
}
