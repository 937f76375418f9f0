package hints

import (
	"slices"
	"strings"
)

// This file holds the planning signal: a tool whose name opens with
// "plan" before what it plans ("plan_delete_record_set",
// "maps_plan_route") and whose description opens with the same verb
// ("Plan deleting a record set", "Plans the stack update") returns a
// plan, and does nothing else, as a preview does; the act it plans is
// done by another call. A description that goes on to destroy, code the
// tool runs, or an input that switches it to acting keeps what the rest
// of inference found, and so does any verb of the description that says
// the call acts: joined to the planning ("Plans the changes and applies
// them"), opening a later sentence ("Applies it to the cluster"), in the
// passive ("The instance is terminated at the planned time"), as the
// means ("by deleting stale branches"), or as the purpose of an input
// ("Set apply to true to apply them"); so do an input that switches the
// plan to acting (see inputSwitchesAct), a time the act is planned for
// (it is scheduled: see timed), and a warning that it cannot be undone.

// planVerbs open a description that plans.
var planVerbs = set("plan", "plans", "planning")

// plannedAct returns a read when the name and the description's first
// word plan the act, unless the rest of the description, its code or
// its inputs say the call acts (see the file comment); otherwise h.
func (ev *evidence) plannedAct(h hit, nameWords []string, toks []token) hit {
	if h.effect == Reads || ev.opens.effect == Destroys || ev.code.effect != Unknown || ev.schemaCode.effect != Unknown ||
		ev.flag.effect != Unknown || len(toks) == 0 || !planVerbs[toks[0].w] || actsBeyondPlan(toks, ev.schema) || irreversible(toks).effect == Destroys || timed(toks) || inputSwitchesAct(ev.schema) {
		return h
	}
	i := slices.Index(nameWords, "plan")
	if i < 0 || i+1 >= len(nameWords) || i > 1 || slices.ContainsFunc(nameWords, in(joiners)) {
		return h
	}
	if i == 1 {
		if _, ok := lookup(nameWords[0]); ok {
			return h // "subscription_plan_details": a plan of something
		}
	}
	return hit{effect: Reads, idem: idemYes, reason: `name and description "plan": it returns the plan, and does nothing`, word: "plan", settled: true}
}

// actsBeyondPlan reports a word after the opening "plan" that says the
// call itself acts: a verb that writes, destroys or runs, or "carry ...
// out", in the role of a verb (see planActVerb and actRole); a verb
// joined to the opening "plan" (see coordinatedAct); the noun of such an
// act said to happen (see nominalActHappens); or a word that says an
// effect is for good. None counts when negated ("never writes", "NOTHING
// is deleted until confirm_change is called"; see notOwnAct). An act
// done to the plan ("It creates a step-by-step plan") makes it, and one
// in a sentence that names another tool ("Use apply_changes to apply
// them") is that tool's.
func actsBeyondPlan(toks []token, schema any) bool {
	inputs := propertyWords(schema)
	for i := 1; i < len(toks) && i <= maxScanTokens; i++ {
		if notOwnAct(toks, i, inputs) {
			continue
		}
		if irreversibleWords[toks[i].w] || i == 1 && coordinatedAct(toks) || nominalActHappens(toks, i) ||
			planActVerb(toks, i) && actRole(toks, i) {
			return true
		}
	}
	return false
}

// notOwnAct reports toks[i] no act of this call: an identifier, negated
// ("does not write", "never writes") or with one of negations right
// after it ("modified before approval"), waiting "until" another call, a
// refusal ("Remote sources are rejected"), a tool being called, a verb
// making the plan, or the act of a tool the caller is told to use.
func notOwnAct(toks []token, i int, inputs map[string]bool) bool {
	t := toks[i]
	return t.ident || negated(toks, i) || negatedInClause(toks, i) || near(toks, i, -6, -1, func(w string) bool { return w == "until" }) >= 0 ||
		near(toks, i, 1, 1, in(negations)) >= 0 || refusals[baseOf(t.w)] || refusals[t.w] || toolCalls[t.w] ||
		planObject(toks, i) || otherToolBefore(toks, i, inputs)
}

// planActVerb reports toks[i] a form of a verb that writes, destroys or runs,
// or "carry ... out".
func planActVerb(toks []token, i int) bool {
	w := toks[i].w
	e, ok := lookupAt(toks, i)
	if b := irregularParticiples[w]; b != "" {
		e, ok = lookup(b)
	}
	return ok && e.acts() || irregularSends[w] ||
		inflectsTo(w, "carry") && near(toks, i, 1, 3, func(w string) bool { return w == "out" }) >= 0
}

// refusals turn input away: what is rejected is not acted on.
var refusals = set("reject", "rejected", "refuse", "refused", "deny", "denied", "ignore", "ignored", "skip", "skipped")

// toolCalls say a tool is called ("until confirm_change is called"):
// no act of this call.
var toolCalls = set("called", "invoked")

// coordinatedAct reports the word after the opening "plan" a verb that
// acts, in the base form, before its object ("Plan & apply the changes",
// "Plan/apply the Terraform changes"): the two verbs are joined. A noun
// there ("Plan upgrade of the cluster") is what is planned.
func coordinatedAct(toks []token) bool {
	if len(toks) < 3 || toks[1].sentence != 0 {
		return false
	}
	w := toks[1].w
	e, ok := lookup(w)
	if !ok || !e.acts() || strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ing") || participle(w) {
		return false
	}
	return opensObject(toks[2].w)
}

// opensObject reports w opening the object of a verb just before it: a
// word that takes up what was named before (see backObjects) or one of
// messageTargets ("the", "a", "each").
func opensObject(w string) bool { return backObjects[w] || messageTargets[w] }

// happenings, after an act's noun, say the act takes place ("Booking
// is done automatically", "Deletion of stale branches follows").
var happenings = set("happens", "happen", "follows", "follow", "occurs", "occur", "done", "made", "performed", "completed")

// nominalActHappens reports toks[i] the noun of an act that writes
// ("booking", "bookings", "deletion") that a word of happening follows
// within five words in its clause.
func nominalActHappens(toks []token, i int) bool {
	if !actNominal(toks[i].w) {
		return false
	}
	j := near(toks, i, 1, 5, in(happenings))
	return j >= 0 && !conditional(toks, j) && !negated(toks, j) && !waitsForCall(toks, j)
}

// waitsForCall reports a condition within two words after toks[j] whose
// clause names another tool or its call ("happens only when
// confirm_change is called"): the act is that call's.
func waitsForCall(toks []token, j int) bool {
	c := near(toks, j, 1, 2, in(conditionWords))
	if c < 0 {
		return false
	}
	for k := c + 1; k < len(toks) && k <= c+6 && toks[k].sentence == toks[j].sentence; k++ {
		if toks[k].ident || toolCalls[toks[k].w] {
			return true
		}
	}
	return false
}

// actNominal reports w the noun of a verb that writes or destroys:
// "booking", "bookings", "deletion", "deletions", "payment".
func actNominal(w string) bool {
	for _, suf := range [...]string{"ings", "ing", "ions", "ion", "ments", "ment"} {
		base, ok := strings.CutSuffix(w, suf)
		if !ok || len(base) < 3 {
			continue
		}
		for _, b := range [...]string{base, base + "e", undouble(base)} {
			if e, ok := lexicon[b]; ok && e.acts() {
				return true
			}
		}
	}
	return false
}

// planClauseOpeners, before a verb in the third person, leave it the verb of
// its clause ("It then applies", "and also upgrades it").
var planClauseOpeners = set("it", "and", "then", "also", "automatically", "immediately")

// actRole reports toks[i] in the role of a verb the call does: in the
// third person opening its clause (after a full stop, a colon, "it",
// "and" or "then"), or listed after such a verb ("It preserves X,
// rewires Y"); a gerund after "by" or a comma ("Plans a cleanup, deleting
// stale branches"); a participle in the passive, not of what a plan
// shows ("Returns what will be removed"); or the base form where
// baseActs finds it a verb ("to apply them", "and book the flights").
func actRole(toks []token, i int) bool {
	w, prev := toks[i].w, toks[i-1]
	start := toks[i].sentence != prev.sentence
	n := len(w)
	switch {
	case n > 4 && w[n-3:] == "ing":
		return !start && (prev.w == "by" || toks[i].listed)
	case participle(w) || irregularSends[w]:
		return passiveAct(toks, i)
	case thirdPerson(w):
		return thirdPersonOpens(toks, i) || actSubjects[prev.w] || toks[i].listed && (listHeadActs(toks, i) || pronounAfter(toks, i))
	}
	return !start && baseActs(toks, i)
}

// baseActs reports the base form toks[i], not opening its sentence, in
// the role of a verb: after "will" with a subject ("This will create
// tickets", not "what will be removed" or "the changes that will
// apply"), after "we", after "and" or "then" in the first sentence
// ("Plan a meeting and send invitations"), or after "and", "then" or
// "to" naming its object or a condition ("and book the flights", "to
// apply them", "and apply if approved"), unlike a noun ("name and
// type").
func baseActs(toks []token, i int) bool {
	prev := toks[i-1].w
	switch prev {
	case "will":
		return i >= 2 && !relatives[toks[i-2].w]
	case "we":
		return true
	case "and", "then":
		if toks[i].sentence == 0 {
			return true
		}
	case "to":
	default:
		return false
	}
	return i+1 < len(toks) && !toks[i+1].listed && near(toks, i, 1, 2, opensObject) >= 0 ||
		near(toks, i, 1, 1, in(conditionWords)) >= 0
}

// passiveAct reports the participle toks[i] in the passive with an
// auxiliary up to two words before ("is deleted", "is then applied",
// "are sent by email"), unless it says what a plan shows ("what will be
// removed") or nothing undergoes it ("NOTHING is changed").
func passiveAct(toks []token, i int) bool {
	aux := near(toks, i, -2, -1, in(passiveAux))
	if aux < 0 || i+1 < len(toks) && toks[i+1].w == "as" && toks[i+1].sentence == toks[i].sentence {
		// "Each change is marked as create, update or delete": a label.
		return false
	}
	if aux > 0 && toks[aux].w == "be" && moodsOfPlan[toks[aux-1].w] {
		return false // "resources to be created", "files would be modified"
	}
	return near(toks, aux, -3, -1, func(w string) bool { return relatives[w] || noneSubjects[w] }) < 0
}

// moodsOfPlan, before "be", make a passive what would happen, not what
// the call does.
var moodsOfPlan = set("to", "would", "could", "might", "should")

// callerUses, before a tool's name, tell the caller to call it.
var callerUses = set("use", "call", "invoke")

// planNouns, as the object of a verb, are what a plan makes.
var planNouns = set("plan", "plans")

// planObject reports a plan for the object of toks[i], a verb that
// makes it, within five words and before a preposition ("creates a
// step-by-step plan", not "is written to PLAN.md"); applying or writing
// the plan is an act.
func planObject(toks []token, i int) bool {
	if inflects(toks[i].w, producingVerbs) == "" {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+5 && toks[k].sentence == toks[i].sentence; k++ {
		switch {
		case planNouns[toks[k].w]:
			return true
		case (prepositions[toks[k].w] || toks[k].w == "to") && !toks[k].joined:
			return false
		}
	}
	return false
}

// propertyWords returns the words of the names of schema's top-level
// properties.
func propertyWords(schema any) map[string]bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	out := make(map[string]bool, len(props))
	for name := range props {
		for _, w := range Words(name) {
			out[w] = true
		}
	}
	return out
}

// otherToolBefore reports an identifier earlier in toks[i]'s sentence
// of two or more words, no input of the call, that the caller is told to
// use ("Use apply_changes to apply them", "Call confirm_plan afterwards
// to execute them"): a tool the act is left to. A word before a colon
// ("Warning:") is no tool, and one the call uses ("Plans the migration
// with db_tool and applies it") leaves the act to the call.
func otherToolBefore(toks []token, i int, inputs map[string]bool) bool {
	for j := max(sentenceStart(toks, i), 1); j+1 < i; j++ {
		if toks[j].ident && toks[j+1].ident && !inputs[toks[j].w] && callerUses[toks[j-1].w] {
			return true
		}
	}
	return false
}

// listHeadActs reports a verb in the third person that opens its
// clause earlier in the sentence of toks[i], whose list toks[i] goes on
// ("It preserves X, rewires Y"), not a noun ("several record
// adds/deletes").
func listHeadActs(toks []token, i int) bool {
	for k := i - 1; k >= 0 && toks[k].sentence == toks[i].sentence; k-- {
		if w := toks[k].w; len(w) > 3 && w[len(w)-1] == 's' && thirdPersonOpens(toks, k) {
			return true
		}
	}
	return false
}

// relatives open a clause that describes what a plan shows.
var relatives = set("what", "which", "that", "who")

// actSubjects, before a verb in the third person, are the call or its
// server doing it ("This creates tickets", "The tool deletes"); "we"
// before the base form ("We delete stale branches") is baseActs'.
var actSubjects = set("this", "tool", "server")

// irregularParticiples are participles the lexicon does not inflect.
var irregularParticiples = map[string]string{"written": "write", "rewritten": "rewrite", "overwritten": "overwrite", "built": "build"}

// irreversibleWords say an effect is for good.
var irreversibleWords = set("irreversible", "irreversibly", "permanent", "permanently", "destructive")

// thirdPersonOpens reports toks[k] opening its clause: first in its
// sentence, or after one of planClauseOpeners ("it", "and", "then") or
// an identifier.
func thirdPersonOpens(toks []token, k int) bool {
	return k == 0 || toks[k].sentence != toks[k-1].sentence || planClauseOpeners[toks[k-1].w] || toks[k-1].ident
}
