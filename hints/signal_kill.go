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
	best := topProperty(schema, func(_ string, p map[string]any) bool {
		return descriptionHas(p, func(toks []token, i int) bool {
			return killWords[toks[i].w] && near(toks, i, -3, -1, in(plainNegations)) < 0 && !killNoun(toks, i)
		})
	})
	if best == "" {
		return h
	}
	d := destroys(h.reason + `; input "` + best + `" says it may kill the process`)
	d.idem = h.idem
	return d
}

// gameKills are a game's records of a kill ("kill banners", "kill
// feed", "kill streaks"): nothing is killed. Any other noun after "kill"
// may be a process by another name ("kill subprocesses", "kill
// daemons", "kill orphans").
var gameKills = set("banner", "banners", "feed", "feeds", "streak", "streaks", "count", "counts", "cam", "cams",
	"killcam", "zone", "zones", "screen", "screens", "notification", "notifications", "sound", "sounds",
	"effect", "effects", "score", "scores", "stat", "stats", "credit", "credits", "icon", "icons")

// killNoun reports "kill" modifying a noun that records a game's kill
// ("explosions, kill banners"): a game's words, not the tool's act.
func killNoun(toks []token, i int) bool {
	if toks[i].w != "kill" || i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence {
		return false
	}
	return gameKills[toks[i+1].w]
}
