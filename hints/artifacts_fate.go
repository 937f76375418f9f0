package hints

// What happens to content a generating verb makes, beyond returning it:
// it is run, it reaches someone, a credential is set with it, or an
// input switches an act on it. Each keeps rendersArtifact from calling
// the tool a read.

// runsResult reports a verb that runs something, in any form and any
// sentence ("The SQL is executed against the warehouse", "each step is
// carried out"): what is made is run, not only returned.
func runsResult(toks []token) bool {
	for i, t := range toks {
		if e, ok := lookupAt(toks, i); ok && e.Exec && !e.Noun && !t.ident && !negated(toks, i) {
			return true
		}
		// "each step is carried out": the phrasal verb of running.
		if inflectsTo(t.w, "carry") && i+1 < len(toks) && toks[i+1].w == "out" && !negated(toks, i) {
			return true
		}
	}
	return false
}

// credentials are made to be set somewhere.
var credentials = set("password", "passwords", "passphrase", "passphrases")

// holderDeterminers open the noun phrase of a credential's holder.
var holderDeterminers = set("the", "a", "an", "each", "every", "your", "my", "their", "this", "that", "its", "his", "her", "our")

// setsCredential reports a credential made for something or someone, or
// as something ("a new password for the admin", "use it as the root
// password"): it is set there, not only returned.
func setsCredential(object string, toks []token) bool {
	if !credentials[object] {
		return false
	}
	// "for the admin", "as the root password", not "for unbiased
	// randomness": a holder is named with a determiner.
	for i, t := range toks {
		holder := (t.w == "for" || t.w == "as") && i+1 < len(toks) && toks[i+1].sentence == t.sentence && holderDeterminers[toks[i+1].w]
		if holder || t.w == "new" && i+1 < len(toks) && credentials[toks[i+1].w] {
			return true
		}
	}
	return false
}

// audience are who a made thing reaches, wherever they are named.
var audience = set("everyone", "anyone", "recipient", "recipients", "subscriber", "subscribers", "followers", "audience")

// reachesParty reports a made thing that reaches someone: an audience
// ("visible to everyone"), or a party it is made for or goes to ("a
// password for the user", "hand it to the customer", "distributed to all
// subscribers"). A password made for a user is set on the account; a
// report handed to a customer is delivered.
func reachesParty(toks []token) bool {
	for i, t := range toks {
		if audience[t.w] {
			return true
		}
		if t.w != "to" && t.w != "for" {
			continue
		}
		j := i + 1
		for j < len(toks) && j < i+3 && (determiners[toks[j].w] || counters[toks[j].w]) {
			j++
		}
		// The party itself, not a thing of theirs ("the user's route").
		if j < len(toks) && toks[j].sentence == t.sentence && parties[toks[j].w] && (j+1 == len(toks) || toks[j+1].w != "s") {
			return true
		}
	}
	return false
}

// actingSwitch reports a boolean input property named for a writing act
// ("apply", "autoApprove", "notify"): set, the tool does that act to what
// it made.
func actingSwitch(name string, v any) bool {
	p, _ := v.(map[string]any)
	if p == nil || p["type"] != "boolean" {
		return false
	}
	// The name is the act itself ("apply", "notify"), or the act done
	// without asking ("autoApprove", "shouldPublish"); "startAtZero"
	// says where an axis starts.
	ws := Words(name)
	if len(ws) == 2 && switchPrefixes[ws[0]] {
		ws = ws[1:]
	}
	if len(ws) != 1 {
		return false
	}
	e, ok := lookup(ws[0])
	return ok && e.acts()
}

// switchPrefixes before a verb in a boolean's name make it the switch of
// that act.
var switchPrefixes = set("auto", "should", "do", "also", "then")
