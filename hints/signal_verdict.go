package hints

import "strings"

// This file holds the verdict signal: a read whose caller must give it a
// score, a rating or a grade ("verify_task" with a required "score", which
// completes the task at 80 or more) records the judgement: a reading verb
// does not need one. A threshold ("minScore") or an optional score to
// filter by is not a verdict.

// verdictInputs are judgements a caller gives for the tool to keep.
var verdictInputs = set("score", "rating", "grade")

// recordsVerdict turns a read into a write when a required numeric input
// is a verdict.
func recordsVerdict(h hit, schema any) hit {
	if h.effect != Reads {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	req, _ := m["required"].([]any)
	best := ""
	for _, r := range req {
		name, _ := r.(string)
		p, _ := props[name].(map[string]any)
		if t, _ := p["type"].(string); (t == "number" || t == "integer") && verdictInputs[strings.ToLower(name)] && (best == "" || name < best) {
			best = name
		}
	}
	if best == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: h.reason + `; it records the verdict given in the required "` + best + `"`, word: h.word}
}
