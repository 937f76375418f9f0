package hints

// This file holds the message-creation signal: creating a message in a
// messaging system ("create_message": "Create a message in a channel",
// "create_tweet") delivers it to its readers, as sending does; a draft or
// a template is not delivered.

// creatingVerbs make a new thing.
var creatingVerbs = set("create", "creates", "add", "adds", "new", "compose", "composes", "make", "makes")

// deliveredNouns are messages that reach people once they exist.
var deliveredNouns = set("message", "messages", "tweet", "tweets", "sms", "dm", "dms", "toot", "toots", "announcement", "announcements")

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

// deliversMessage escalates a write that creates a message, or whose
// name resends one.
func deliversMessage(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes {
		return h
	}
	if said, ok := createsMessage(nameWords); ok {
		return destroys(`name "` + said + `" delivers a message`)
	}
	if len(nameWords) > 1 && nameWords[0] == "resend" && anyIn(nameWords[1:], sentThings) {
		// "resend_invite": sent again. ("Resend" is also an email
		// service's name: "resend_list_domains" sends nothing.)
		return destroys(`name "resend" with a message sends it again`)
	}
	var buf [24]string
	first := firstSentence(toks, buf[:])
	if len(first) > 0 && creatingVerbs[first[0]] {
		if said, ok := createsMessage(first); ok {
			return destroys(`description "` + said + `" delivers a message`)
		}
	}
	return h
}

// messagingNouns are nouns of messages that are also verbs of sending
// ("Email the report to the team", "Text the customer", "Alert the
// on-call team").
var messagingNouns = set("email", "emails", "mail", "mails", "text", "texts", "sms", "message", "messages", "dm", "dms", "tweet", "tweets",
	"alert", "alerts")

// objectOpeners after a word at the start of a description make it a verb
// with an object ("Email the report", "Message them"), not a noun.
var objectOpeners = set("the", "a", "an", "new", "this", "your", "my", "our", "their", "its", "all", "every",
	"each", "it", "them", "him", "her", "someone", "everyone", "anyone", "users", "people")

// messagingOpener returns a destructive hit when the name has no verb
// and the description's first sentence opens with a messaging noun used
// as a verb, followed by its object ("email_report": "Email the report to
// the recipients"), or an empty hit. With a verb in the name the opener
// is a noun phrase ("list_messages": "Messages the user received").
func messagingOpener(nameWords []string, toks []token) hit {
	if v, _ := nameVerb(nameWords, "name"); v.effect != Unknown {
		return hit{}
	}
	if i := openingWord(toks); i >= 0 && i+1 < len(toks) && messagingNouns[toks[i].w] && objectOpeners[toks[i+1].w] && toks[i+1].sentence == 0 {
		return destroys(`description opens with "` + toks[i].w + " " + toks[i+1].w + `": it sends`)
	}
	return hit{}
}
