package hints

// This file holds the kill signal: a write with an input whose description
// says the process is killed ("timeout": "Optional timeout in seconds
// before force killing", "Kill the process if it runs longer than this")
// may kill it, which destroys by the labelling rules (in-flight work is
// lost). Every tool with such an input in the labelled sets is labelled
// destructive.

// killWords are killing a process.
var killWords = set("kill", "kills", "killed", "killing", "sigkill")

// plainNegations deny what follows; "before" does not here ("timeout
// before force killing" kills).
var plainNegations = set("not", "never", "no", "without", "cannot", "can't", "doesn", "won", "don", "nor")

// killsOnInput returns a destructive hit when h writes and a top-level
// input's description speaks of killing, not negated; otherwise h.
func killsOnInput(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		desc, _ := p["description"].(string)
		if desc == "" || best != "" && name > best {
			continue
		}
		toks := textTokens(desc)
		for i, t := range toks {
			if killWords[t.w] && near(toks, i, -3, -1, in(plainNegations)) < 0 {
				best = name
				break
			}
		}
	}
	if best == "" {
		return h
	}
	d := destroys(h.reason + `; input "` + best + `" says it may kill the process`)
	d.idem = h.idem
	return d
}
