package hints

// This file holds the invitation signal: a tool whose own act is to
// invite a person ("invite_user", "Invite members to a project") sends
// them an invitation, which cannot be unsent. Inviting a bot or an app
// into a channel adds it, and an invitation the caller may also make
// along the way ("You can also invite group members") is not the act.

// invitees are the persons an invitation reaches.
var invitees = set("user", "users", "member", "members", "people", "person", "persons", "collaborator",
	"collaborators", "guest", "guests", "teammate", "teammates", "colleague", "colleagues", "contributor",
	"contributors", "participant", "participants", "attendee", "attendees", "someone", "email", "emails")

// invitingVerbs are the forms of "invite" that say the act.
var invitingVerbs = set("invite", "invites")

// invitesPerson escalates a write whose name, or whose first sentence,
// opens its act with inviting a person.
func invitesPerson(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes {
		return h
	}
	var buf [24]string
	for _, ws := range [...][]string{nameWords, firstSentence(toks, buf[:])} {
		for i, w := range ws {
			if verbLike(w) && !invitingVerbs[w] {
				break // the act is another verb's
			}
			if invitingVerbs[w] {
				if j := nearWord(ws, i, 1, 3, in(invitees)); j >= 0 {
					return destroys(`"` + w + " " + ws[j] + `" sends an invitation`)
				}
				break
			}
		}
	}
	return h
}
