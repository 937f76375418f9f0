package hints

// This file holds the stored-subject loss: a verb of doing away that may
// only shape a read's output ("removed", "truncated", "dropped", see
// outputShapers) states a loss of the call when what undergoes it, the
// subject of its passive, is a stored thing ("stale branches will be
// removed", "The log file gets truncated", "Unused tables are dropped").
// Shaping the output ("Long lines are truncated", "The file content is
// truncated", "Duplicate rows are removed from the result") stays out.

// storedThings, as a passive's subject, are kept where the tool reads
// them, not in its output.
var storedThings = set("file", "files", "table", "tables", "branch", "branches", "database", "databases",
	"directory", "directories", "folder", "folders", "record", "records", "row", "rows", "collection",
	"collections", "bucket", "buckets", "repository", "repositories", "volume", "volumes", "snapshot", "snapshots")

// shapedPlaces, after "from the", are a read's output ("removed from the
// result").
var shapedPlaces = set("result", "results", "output", "response", "listing", "list", "text", "view", "page")

// storedSubjectLoss returns a destructive hit when toks state, in the
// passive, that a stored thing is done away with, or an empty hit.
func storedSubjectLoss(toks []token) hit {
	for i := 2; i < len(toks) && i < maxScanTokens; i++ {
		t := toks[i]
		if t.ident || !participle(t.w) || !passiveChain(toks, i, 0) || notCallsAct(toks, i) || byParty(toks, i) {
			continue
		}
		if e, ok := lexicon[baseOf(t.w)]; !ok || e.Effect != Destroys || e.Noun || e.Weak {
			continue
		}
		if j := near(toks, i, 1, 3, in(shapedPlaces)); j >= 0 && toks[i+1].w == "from" {
			continue
		}
		if s := passiveSubject(toks, i); s >= 0 && storedThings[toks[s].w] {
			return destroys(`description says the ` + toks[s].w + ` are "` + t.w + `"`)
		}
	}
	return hit{}
}

// passiveSubject returns the index of the word before the auxiliary of
// the passive participle toks[i] ("branches" in "stale branches will be
// removed", "file" in "The log file gets truncated"), or -1.
func passiveSubject(toks []token, i int) int {
	j := i - 1
	for j >= 0 && toks[j].sentence == toks[i].sentence && (passiveAux[toks[j].w] || passiveAdverbs[toks[j].w] || toks[j].w == "will") {
		j--
	}
	if j < 0 || j == i-1 || toks[j].sentence != toks[i].sentence {
		return -1
	}
	return j
}
