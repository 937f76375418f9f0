package hints

// associations are links between things rather than things: removing one
// from something ("remove a tag from a task", "remove a member from a
// group") leaves both, and it can be added back.
var associations = set("tag", "tags", "label", "labels", "reaction", "reactions", "emoji", "member", "members",
	"collaborator", "collaborators", "assignee", "assignees", "reviewer", "reviewers", "watcher", "watchers",
	"subscriber", "subscribers", "participant", "participants", "attendee", "attendees", "role", "roles",
	"bookmark", "bookmarks", "favorite", "favorites", "favourite", "favourites", "star", "stars")

// survival are the words of a sentence that says a thing lives on ("the
// task will still exist").
var survival = set("exist", "exists", "remain", "remains", "survive", "survives", "kept")

// unlinkVerbs take a thing out of a container ("remove X from Y").
var unlinkVerbs = set("remove", "removes", "removing")

// unlinks reports whether ws[i] removes something from something else
// ("remove tag from task") where what it removes is an association or, by
// lives, is said to live on: a reversible write, not a loss.
func unlinks(ws []string, i int, lives func(string) bool) bool {
	if !unlinkVerbs[ws[i]] {
		return false
	}
	from := -1
	for j := i + 1; j < len(ws) && j <= i+5; j++ {
		if ws[j] == "from" {
			from = j
			break
		}
	}
	if from < 0 {
		return false
	}
	for _, w := range ws[i+1 : from] {
		if associations[w] || lives != nil && lives(w) {
			return true
		}
	}
	return false
}

// livesOn returns a predicate that reports a noun the description says
// lives on ("The task will still exist"), not negated.
func livesOn(toks []token) func(string) bool {
	return func(noun string) bool {
		for k, t := range toks {
			if t.w != noun {
				continue
			}
			if j := near(toks, k, 1, 5, in(survival)); j >= 0 && !negated(toks, j) {
				return true
			}
		}
		return false
	}
}

// unlinkInText returns a write hit when toks[i] removes an association
// from something ("Removes a reaction from a message").
func unlinkInText(toks []token, i int) (hit, bool) {
	if !unlinkVerbs[toks[i].w] {
		return hit{}, false
	}
	ws := tokenWords(toks, i, 6)
	if !unlinks(ws, 0, livesOn(toks)) {
		return hit{}, false
	}
	w := toks[i].w
	return hit{effect: Writes, idem: idemYes, reason: `description "` + w + ` ... from" unlinks, both live on`, word: w, unlink: true}, true
}
