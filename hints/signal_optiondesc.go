package hints

// This file holds the described-option signal: a top-level boolean whose
// own description opens with an act that destroys or sends ("capture":
// "Charge the customer's card immediately", "welcome": "Send a welcome
// email", "consume": "Remove the item from the queue after reading it")
// gives the call that mode, whatever the option's name: a tool takes its
// most dangerous mode. Only acts that never shape what a read returns
// count ("Remove HTML tags from the output" does), a removal only from a
// stored place, and not an act on a later event ("Send email
// notification when indexing completes" tells the caller).

// optionActs open an option's description with an act that destroys or
// sends.
var optionActs = set("delete", "destroy", "purge", "wipe", "erase", "expunge", "kill", "terminate", "revoke",
	"invalidate", "overwrite", "send", "email", "notify", "publish", "charge", "pay", "refund", "transfer",
	"cancel", "deploy", "merge", "submit", "restart", "reboot", "deactivate", "suspend", "drain")

// notices sent by an option are alerts the caller opts into ("Send
// notifications for the link"); only an option named for a channel or
// someone notified sends them (signal_sendoption.go).
var notices = set("notification", "notifications", "alert", "alerts")

// describedOption returns a destructive hit when a top-level boolean's
// description opens with one of optionActs, or with a removal from a
// stored place, or h.
func describedOption(h hit, schema any) hit {
	if h.effect != Reads && h.effect != Writes {
		return h
	}
	var act string
	name := topProperty(schema, func(_ string, p map[string]any) bool {
		desc, _ := p["description"].(string)
		if p["type"] != "boolean" || p["const"] != nil || desc == "" {
			return false
		}
		toks := textTokens(desc)
		if len(toks) < 2 || toks[0].ident || near(toks, 0, 1, 8, in(laterEvents)) >= 0 {
			// "Send email notification when indexing completes": the
			// caller is told of a later event.
			return false
		}
		if v := inflects(toks[0].w, optionActs); v != "" && !(sendingStates[v] && near(toks, 0, 1, 3, in(notices)) >= 0) {
			act = v
			return true
		}
		if inflects(toks[0].w, removers) != "" {
			if j := near(toks, 0, 1, 8, in(storedPlaces)); j > 0 && toks[j-1].w == "the" && near(toks, 0, 1, 6, func(w string) bool { return w == "from" }) >= 0 {
				act = toks[0].w
				return true
			}
		}
		return false
	})
	if name == "" {
		return h
	}
	return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; input property "` + name + `" can ` + act, word: h.word}
}
