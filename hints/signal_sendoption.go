package hints

// This file holds the send-option signal: a boolean option named for
// sending a message ("sendNotificationEmail", "send_invite", "send"
// alone) or for notifying someone ("notifyAttendees") makes the
// call send one when set, and a message sent cannot be taken back: the
// tool takes that mode, whatever its name says ("shareFile" with
// "sendNotificationEmail"). An option that only asks for a notification
// ("need_notification", "notify") does not name the sending.

// sentThings are what a send option sends.
var sentThings = set("email", "emails", "mail", "message", "messages", "sms", "notification", "notifications", "invite", "invites", "invitation", "invitations")

// notifiedBy are the channels a "notify" option names ("notify_email",
// "notify_sms"), and the people it notifies ("notifyAttendees").
var notifiedBy = set("email", "emails", "mail", "sms", "text", "push", "slack", "whatsapp", "customer", "customers",
	"user", "users", "recipient", "recipients", "subscribers", "followers", "members", "assignee", "assignees",
	"attendees", "participants", "watchers", "guests", "invitees", "collaborators", "reviewers", "subscriber", "owner", "owners")

// sendsOnOption returns a destructive hit when the schema has a
// top-level boolean named "send" alone, or by "send" and a thing sent,
// or by "notify" and a channel or someone notified ("notifyAttendees"),
// or hit{}.
func sendsOnOption(h hit, schema any) hit {
	best := topProperty(schema, func(name string, p map[string]any) bool {
		if p["type"] != "boolean" {
			return false
		}
		ws := Words(name)
		return len(ws) == 1 && ws[0] == "send" && p["const"] == nil ||
			len(ws) >= 2 && len(ws) <= 4 && (ws[0] == "send" && anyIn(ws[1:], sentThings) || ws[0] == "notify" && anyIn(ws[1:], notifiedBy))
	})
	if best == "" {
		return hit{}
	}
	return hit{effect: Destroys, idem: idemNo, reason: h.reason + `; input property "` + best + `" sends a message`, word: h.word}
}
