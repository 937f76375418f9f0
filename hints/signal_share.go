package hints

// This file holds the sharing signal: a write that shares a thing with a
// person, a partner or a domain ("Share a document with another user",
// "Share a verified session with a trusted partner") grants them access
// and, as a rule, tells them: what they have seen cannot be taken back.
// Sharing on or to a place people read ("on LinkedIn", "to the team
// channel") posts it there.
// Sharing a link, or copying to a shared folder "for sharing with
// others", is a write.

// sharedWith are the parties a share reaches.
var sharedWith = set("user", "users", "person", "people", "partner", "partners", "member", "members", "team",
	"teams", "group", "groups", "domain", "domains", "anyone", "everyone", "recipient", "recipients",
	"collaborator", "collaborators", "customer", "customers", "contact", "contacts", "colleague", "colleagues",
	"organization", "organisation", "org", "client", "clients", "someone", "email", "emails", "public", "external")

// shareForms are the forms of "share" that say the act.
var shareForms = set("share", "shares", "sharing")

// partyModifiers may stand between "with" and the party ("with another
// user", "with a trusted partner", "with the whole team").
var partyModifiers = set("a", "an", "the", "another", "other", "trusted", "whole", "entire", "specific",
	"given", "specified", "your", "their", "any", "one", "more", "or", "external", "third", "party")

// sharesWithParty returns a destructive hit when a write's description
// shares its object with a party, or an empty hit.
func sharesWithParty(toks []token) hit {
	for i, t := range toks {
		if t.ident || !shareForms[t.w] || i > 0 && (determiners[toks[i-1].w] || toks[i-1].w == "to") {
			continue // "the share", "for sharing", "a link to share"
		}
		for j := i + 1; j < len(toks) && j <= i+6 && toks[j].sentence == t.sentence; j++ {
			if (toks[j].w == "on" || toks[j].w == "to") && near(toks, j, 1, 3, in(readingPlaces)) >= 0 && !negated(toks, i) {
				return destroys(`description "` + t.w + ` ... ` + toks[j].w + `" a place people read posts it`)
			}
			if toks[j].w != "with" {
				continue
			}
			k := j + 1
			for k < len(toks) && k <= j+3 && toks[k].sentence == t.sentence && partyModifiers[toks[k].w] && !sharedWith[toks[k].w] {
				k++
			}
			if k < len(toks) && toks[k].sentence == t.sentence && sharedWith[toks[k].w] && !negated(toks, i) {
				return destroys(`description "` + t.w + ` ... with ` + toks[k].w + `" grants access to another party`)
			}
			break
		}
	}
	return hit{}
}
