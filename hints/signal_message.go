package hints

// This file holds the message-creation signal: creating a message in a
// messaging system ("create_message": "Create a message in a channel",
// "create_tweet") delivers it to its readers, as sending does; a draft or
// a template is not delivered.

// creatingVerbs make a new thing.
var creatingVerbs = set("create", "creates", "add", "adds", "new", "compose", "composes", "make", "makes")

// deliveredNouns are messages that reach people once they exist.
var deliveredNouns = set("message", "messages", "tweet", "tweets", "sms", "dm", "dms", "toot", "toots")

// undeliveredWords keep a created message from being delivered.
var undeliveredWords = set("draft", "drafts", "template", "templates", "scheduled", "schedule", "preview")

// createsMessage reports a creating verb in ws with a delivered noun as
// its object within two words, and no word that keeps it undelivered.
func createsMessage(ws []string) (string, bool) {
	for _, w := range ws {
		if undeliveredWords[w] {
			return "", false
		}
	}
	for i, w := range ws {
		if !creatingVerbs[w] {
			continue
		}
		if j := nearWord(ws, i, 1, 2, in(deliveredNouns)); j >= 0 {
			return w + " " + ws[j], true
		}
	}
	return "", false
}

// deliversMessage escalates a write that creates a message.
func deliversMessage(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes {
		return h
	}
	if said, ok := createsMessage(nameWords); ok {
		return destroys(`name "` + said + `" delivers a message`)
	}
	var buf [24]string
	first := buf[:0]
	for _, t := range toks {
		if t.sentence > 0 || len(first) == len(buf) {
			break
		}
		first = append(first, t.w)
	}
	if len(first) > 0 && creatingVerbs[first[0]] {
		if said, ok := createsMessage(first); ok {
			return destroys(`description "` + said + `" delivers a message`)
		}
	}
	return h
}
