package hints

import "strings"

// This file holds the acting-flag signal: a read with a top-level
// boolean input named by an act alone or first ("apply", "commit",
// "send", "publish", "sendReport") has a mode that does that act ("Show
// the Terraform plan" with "apply": true applies it), and one with a
// dry-run switch ("dryRun", "dry_run") has a mode that is not dry: it
// acts. Booleans that only shape a read do not count ("archived",
// "follow", "refresh", "save" of a read's optional output). A write with
// a boolean named to merge or move money ("automerge", "auto_charge",
// "payNow") destroys (finalFlag).

// confirmFlags, alone as a boolean's name, switch a preview to doing
// what it previews ("confirm": true, "execute": true).
var confirmFlags = set("confirm", "confirmed", "execute", "perform", "proceed")

// flagActs, first in a boolean's name, are acts a read is switched to
// ("apply", "commit", "send", "sendReport", "postToSlack"). Other verbs
// in a boolean's name mostly shape what is read ("archived", "follow",
// "removeBase64Images", "clear" of a console buffer).
var flagActs = set("apply", "commit", "send", "publish", "deploy", "submit", "merge", "push", "post",
	"notify", "email", "broadcast", "pay", "charge", "execute")

// actingFlag returns the top-level boolean property that switches a read
// to acting, and what its act does, or "" and an empty hit. A boolean
// that can only be true ("confirm": {"const": true}) switches nothing.
func actingFlag(schema any) (string, hit) {
	var act hit
	name := topProperty(schema, func(name string, p map[string]any) bool {
		if !isSwitch(p) {
			return false
		}
		ws := Words(name)
		switch {
		case len(ws) == 2 && ws[0] == "dry" && ws[1] == "run" || len(ws) == 1 && (ws[0] == "dryrun" || confirmFlags[ws[0]]):
			act = hit{effect: Writes, idem: idemUnknown}
			return true
		case len(ws) == 0 || len(ws) > 3:
			return false
		case !flagActs[ws[0]] && len(ws[0]) > 4 && ws[0][:2] == "re" && flagActs[ws[0][2:]]:
			ws[0] = ws[0][2:] // "resend", "republish": the act again
		case !flagActs[ws[0]]:
			return false
		}
		if returnsShape(p, ws[0]) {
			return false // "apply_markdown": "Return HTML content (true) or raw Markdown (false)"
		}
		e, _ := lookup(ws[0])
		act = hit{effect: max(e.Effect, Writes), idem: e.Idempotent}
		if messageVerbs[ws[0]] || len(ws) > 1 && oneOf(messageObjects)(ws[1]) {
			act.effect = Destroys
		}
		if desc, _ := p["description"].(string); desc != "" {
			if toks := textTokens(desc); len(toks) > 0 {
				if le, ok := lookupAt(toks, 0); ok && !le.Noun {
					if d := verbInText(toks, 0, le); d.effect > act.effect {
						act.effect = d.effect
					}
				}
			}
		}
		return true
	})
	return name, act
}

// returnsShape reports a property named for the act act whose own
// description opens with "Return" or "Returns" and does nothing else: it
// shapes what the call returns. A word of the act's own family, a noun
// too ("publish": "Return the URL after publication", "pay": "Return the
// invoice with the payment taken"), says the act is done, and a clause of
// when ("once the card on file is billed") speaks of the act the call
// waits for.
func returnsShape(p map[string]any, act string) bool {
	desc, _ := p["description"].(string)
	toks := textTokens(desc)
	if len(toks) < 2 || toks[0].w != "return" && toks[0].w != "returns" || toks[0].ident {
		return false
	}
	family := act
	if len(act) > 4 {
		family = act[:len(act)-2] // "publi", "depl", "execu", "subm"
	}
	for i := range toks {
		if subordinators[toks[i].w] {
			return false // "Return the receipt once the card is billed"
		}
		if e, ok := lookupAt(toks, i); ok && e.acts() && !negated(toks, i) {
			return false // "Returns the preview, then sends it"
		}
		if strings.HasPrefix(toks[i].w, family) && !negated(toks, i) {
			return false
		}
	}
	return true
}

// isSwitch reports a boolean property that can be set either way: not
// one that can only be true ("confirm": {"const": true}).
func isSwitch(p map[string]any) bool {
	return p["type"] == "boolean" && p["const"] == nil && len(enumOf(p)) != 1
}

// enumOf returns a property's enum members.
func enumOf(p map[string]any) []any {
	e, _ := p["enum"].([]any)
	return e
}

// saidFlag returns a switch the description sets to true ("Call again
// with apply=true", "pass `confirm: true`") that acts, or "". One the
// schema declares decides by its own definition ("confirm": {"const":
// true} is no switch).
func saidFlag(toks []token, schema any) string {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i+1].w != "true" || toks[i+1].sentence != toks[i].sentence {
			continue
		}
		if topProperty(schema, func(name string, _ map[string]any) bool { return lower(name) == toks[i].w }) != "" {
			continue
		}
		if ws := Words(toks[i].w); len(ws) == 1 && (flagActs[ws[0]] || confirmFlags[ws[0]]) {
			return toks[i].w
		}
	}
	return ""
}

// actsOnFlag turns a read into what its acting flag, in the schema or
// set by the description, does.
func actsOnFlag(h hit, schema any, toks []token) hit {
	if h.effect != Reads {
		return h
	}
	name, act := actingFlag(schema)
	if name == "" {
		name, act = saidFlag(toks, schema), hit{effect: Writes, idem: idemUnknown}
	}
	if name == "" {
		return h
	}
	act.reason = h.reason + `; input property "` + name + `" switches it to acting`
	act.word = h.word
	return act
}

// finalFlagActs, first in a boolean's name (after an "auto" prefix),
// give a write a mode that merges or moves money ("automerge",
// "auto_charge", "payNow"). Publishing or submitting is left out: a
// data model published or a form submitted goes live inside the service.
var finalFlagActs = set("merge", "charge", "pay", "refund", "transfer", "withdraw", "buy", "sell")

// finalFlag escalates a write with a top-level boolean named by one of
// finalFlagActs.
func finalFlag(h hit, schema any) hit {
	if h.effect != Writes {
		return h
	}
	name := topProperty(schema, func(name string, p map[string]any) bool {
		if !isSwitch(p) {
			return false
		}
		ws := Words(name)
		if len(ws) > 0 && ws[0] == "auto" {
			ws = ws[1:]
		} else if len(ws) > 0 && len(ws[0]) > 4 && ws[0][:4] == "auto" {
			ws = append([]string{ws[0][4:]}, ws[1:]...)
		}
		return len(ws) > 0 && len(ws) <= 3 && finalFlagActs[ws[0]]
	})
	if name == "" {
		return h
	}
	return hit{effect: Destroys, idem: h.idem, reason: h.reason + `; input property "` + name + `" merges or moves money when set`, word: h.word}
}
