package hints

// This file holds the going-live signal: a write whose first sentence
// sends its object to production or makes it live or public ("Promote a
// build to production", "Take the site live", "make the video public")
// is an externally visible change, as a deploy or a publish is; so is
// one that pushes or uploads its object to a registry others pull from
// ("Push a model to the Ollama registry"), where a tag or version once
// taken is public; so is one a later sentence says goes live or
// becomes public ("The change goes live at once"), and an upload whose
// first sentence gives what it uploads a public address ("and return
// its public URL"). Pushing commits to a
// git remote adds to its history: a write.

// settingVerbs opening a name or description pick a setting: "to
// production" is then where the session points, not a deploy.
var settingVerbs = set("switch", "switches", "select", "selects", "set", "sets", "use", "uses", "choose", "chooses",
	"connect", "connects", "point", "points")

// liveTargets after "to" or "into" name production.
var liveTargets = set("production", "prod", "live")

// liveStates after "make", "take", "go", "set" or "goes" make a thing
// visible to everyone.
var liveStates = set("live", "public", "publicly")

// remoteTargets, within four words after "to", are shared places others
// pull from. A git remote is not one: a push without force adds commits.
var remoteTargets = set("registry", "registries")

// publishingVerbs send their object out of the user's hands.
var publishingVerbs = set("push", "pushes", "pushing", "upload", "uploads", "uploading", "publish", "publishes",
	"publishing", "deploy", "deploys", "deploying", "release", "releases", "releasing")

// liveMakers put their object into a live state.
var liveMakers = set("make", "makes", "making", "take", "takes", "go", "goes", "going", "set", "sets", "turn", "turns")

// publicAddresses, after "public" or "publicly", say what is uploaded
// can be reached by anyone ("its public URL", "a publicly accessible
// link").
var publicAddresses = set("url", "urls", "link", "links", "address", "accessible", "available", "reachable")

// publicAddress reports "public" at words[i] giving an address to what a
// publishing verb before it in the sentence uploads ("Upload a file to
// the bucket and return its public URL"), not negated ("no public URL").
func publicAddress(words []string, i int) bool {
	return i+1 < len(words) && publicAddresses[words[i+1]] && !negatedWords(words, i) &&
		nearWord(words, i, -16, -1, in(publishingVerbs)) >= 0
}

// goesLive returns a destructive hit when the first sentence of toks, or
// the name, says the change goes live, or a later sentence does (see
// laterLive), or an empty hit.
func goesLive(nameWords []string, toks []token) hit {
	var buf [32]string
	ws := firstSentence(toks, buf[:])
	// "Switch the active environment to production" picks session
	// context, unless a verb that publishes sends the change there ("Set
	// the TTL and push the change to production").
	setting := len(ws) > 0 && settingVerbs[ws[0]] || len(nameWords) > 0 && settingVerbs[nameWords[0]]
	for _, words := range [...][]string{nameWords, ws} {
		for i, w := range words {
			switch {
			case (w == "to" || w == "into") && liveTarget(words, i+1) != "" && (i == 0 || words[i-1] != "time" || liveTarget(words, i+1) != "live") &&
				(!setting || nearWord(words, i, -6, -1, in(publishingVerbs)) >= 0):
				// "Time To Live" (TTL) is a duration; a time before "to
				// production" is when.
				return destroys(`"` + w + " " + liveTarget(words, i+1) + `" makes the change live`)
			case liveStates[w] && publicAddress(words, i):
				return destroys(`"` + w + " " + words[i+1] + `" of what it uploads makes it visible to everyone`)
			case w == "to" && toRemote(words, i):
				return destroys(`"to ... ` + words[nearWord(words, i, 1, 4, in(remoteTargets))] + `" publishes it where others pull from`)
			case liveStates[w] && predicative(words, i) && nearWord(words, i, -4, -1, in(liveMakers)) >= 0 && !negatedWords(words, i) &&
				(!setting || nearWord(words, i, -4, -1, in(settingVerbs)) < 0):
				// "going live" after a setting verb still goes live; "Set
				// the stream live" keeps the setting's exemption.
				return destroys(`"` + w + `" makes the change visible to everyone`)
			}
		}
	}
	return laterLive(toks)
}

// becomingVerbs, before a live state, say the change gets there.
var becomingVerbs = set("go", "goes", "become", "becomes")

// laterLive returns a destructive hit when a sentence after the first
// says the change goes live or becomes public ("The change goes live at
// once"), not under a condition or negated, or an empty hit.
func laterLive(toks []token) hit {
	for i := 1; i < len(toks) && i <= maxScanTokens; i++ {
		t := toks[i]
		if t.sentence == 0 || !liveStates[t.w] || !becomingVerbs[toks[i-1].w] || toks[i-1].sentence != t.sentence ||
			negated(toks, i) || negated(toks, i-1) || conditional(toks, i) {
			continue
		}
		return destroys(`"` + toks[i-1].w + " " + t.w + `" makes the change visible to everyone`)
	}
	return hit{}
}

// liveTarget returns the live target at ws[i], or after "the" there
// ("to the production environment"), or "".
func liveTarget(ws []string, i int) string {
	if i < len(ws) && ws[i] == "the" {
		i++
	}
	if i < len(ws) && liveTargets[ws[i]] {
		return ws[i]
	}
	return ""
}

// toRemote reports "to" at ws[i] before a registry within four
// words, after a publishing verb within six.
func toRemote(ws []string, i int) bool {
	return nearWord(ws, i, 1, 4, in(remoteTargets)) >= 0 && nearWord(ws, i, -6, -1, in(publishingVerbs)) >= 0
}

// negatedWords reports a negation within three words before ws[i].
func negatedWords(ws []string, i int) bool {
	return nearWord(ws, i, -3, -1, in(negations)) >= 0
}

// stateEnders may follow a predicative state ("make it public for
// everyone", "go live now").
var stateEnders = set("immediately", "now", "again", "so", "once", "instantly", "right")

// predicative reports that ws[i] ends its clause ("make the video
// public") rather than modifying a noun ("make a public link").
func predicative(ws []string, i int) bool {
	if i+1 >= len(ws) {
		return true
	}
	next := ws[i+1]
	return prepositions[next] || joiners[next] || stateEnders[next] || next == "to"
}
