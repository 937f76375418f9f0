package hints

import "strings"

// This file holds the input-purpose signal: a read whose description
// says an input given to it acts ("Provide `data` to overwrite it", "Pass
// value to update the record") has that act as a mode, and a tool takes
// its most dangerous mode.

// givingVerbs hand an input to the call ("pass `value`", "provide
// data").
var givingVerbs = set("pass", "provide", "supply", "give", "specify", "include")

// inputPurpose returns the act a read's description says an input given
// to it does ("pass `value` to update", "Provide `data` to overwrite
// it", "Pass value to update the record"), as a mode of the tool, or an
// empty hit. The act must be done to nothing named, to what was given
// or read ("it", "them"), or to a thing the name reads: "Pass `format`
// to change the output format" shapes the read.
func inputPurpose(toks []token, nameWords []string, schema any) hit {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 {
		return hit{}
	}
	for i := 0; i+3 < len(toks) && i < maxScanTokens; i++ {
		if inflects(toks[i].w, givingVerbs) == "" || negated(toks, i) {
			continue
		}
		j := near(toks, i, 1, 3, func(w string) bool { return w == "to" })
		if j < 0 || j+1 >= len(toks) || !givenInput(toks[i+1:j], props) {
			continue
		}
		e, ok := lexicon[toks[j+1].w]
		if !ok || e.Noun || e.Weak || e.Effect < Writes || inflects(toks[j+1].w, sessionWrites) != "" || !purposeOnRead(toks, j+1, nameWords) {
			continue
		}
		return modeAct(e, toks[j+1].w, `description says an input given to it "`+toks[j+1].w+`"s`)
	}
	return hit{}
}

// givenInput reports words that name a top-level input of props.
func givenInput(words []token, props map[string]any) bool {
	for _, t := range words {
		for name := range props {
			if strings.EqualFold(name, t.w) {
				return true
			}
		}
	}
	return false
}

// purposeOnRead reports the act toks[k] done to nothing named, to "it"
// or "them", or to a thing the name reads.
func purposeOnRead(toks []token, k int, nameWords []string) bool {
	if k+1 >= len(toks) || toks[k+1].sentence != toks[k].sentence || prepositions[toks[k+1].w] {
		return true
	}
	if backReferences[toks[k+1].w] {
		return true
	}
	return near(toks, k, 1, 3, func(w string) bool { return nameNoun(nameWords, w) }) >= 0
}
