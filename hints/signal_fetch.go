package hints

// This file holds the remote-fetch signal: fetching from a version-control
// remote ("Fetches the branch from the remote", "Fetch updates from
// upstream", an input "remote_name") brings its branches into the local
// copy and moves the refs that track them: a write, as `git fetch` is.
// Fetching a page, a record or a file from a remote server reads.

// remoteNames are the names of a version-control remote after "from".
var remoteNames = set("remote", "remotes", "upstream", "origin")

// fetchesFromRemote turns a fetch into a write when it fetches from a
// version-control remote.
func fetchesFromRemote(h hit, toks []token, schema any) hit {
	if h.effect != Reads || baseOf(h.word) != "fetch" {
		return h
	}
	if p := topProperty(schema, func(name string, _ map[string]any) bool {
		ws := Words(name)
		return len(ws) > 0 && ws[0] == "remote" && (len(ws) == 1 || ws[1] == "name")
	}); p != "" {
		return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it fetches from the remote named by "` + p + `"`, word: h.word}
	}
	for i, t := range toks {
		if t.w != "from" {
			continue
		}
		j := i + 1
		if j < len(toks) && (toks[j].w == "the" || toks[j].w == "its") {
			j++
		}
		if j < len(toks) && toks[j].sentence == t.sentence && remoteNames[toks[j].w] && endsPhrase(toks, j) {
			return hit{effect: Writes, idem: idemYes, reason: h.reason + `; it fetches "from ` + toks[j].w + `"`, word: h.word}
		}
	}
	return h
}

// endsPhrase reports toks[j] as the last word of its noun phrase: at the
// end of its sentence, or before a comma, a joiner or a preposition
// ("from the remote, then", not "from the remote server").
func endsPhrase(toks []token, j int) bool {
	return j+1 >= len(toks) || toks[j+1].sentence != toks[j].sentence || toks[j+1].listed ||
		joiners[toks[j+1].w] || prepositions[toks[j+1].w] || toks[j+1].w == "to"
}
