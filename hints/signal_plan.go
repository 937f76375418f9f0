package hints

import "slices"

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
// ("Set apply to true to apply them").

// planVerbs open a description that plans.
var planVerbs = set("plan", "plans", "planning")

// plannedAct returns a read when the name and the description's first
// word plan the act; otherwise h.
func (ev *evidence) plannedAct(h hit, nameWords []string, toks []token) hit {
	if h.effect == Reads || ev.opens.effect == Destroys || ev.code.effect != Unknown || ev.schemaCode.effect != Unknown ||
		ev.flag.effect != Unknown || len(toks) == 0 || !planVerbs[toks[0].w] || actsBeyondPlan(toks) {
		return h
	}
	i := -1
	for k, w := range nameWords {
		if w == "plan" {
			i = k
			break
		}
	}
	if i < 0 || i+1 >= len(nameWords) || i > 1 || slices.ContainsFunc(nameWords, func(w string) bool { return joiners[w] }) {
		return h
	}
	if i == 1 {
		if _, ok := lookup(nameWords[0]); ok {
			return h // "subscription_plan_details": a plan of something
		}
	}
	return hit{effect: Reads, idem: idemYes, reason: `name and description "plan": it returns the plan, and does nothing`, word: "plan", settled: true}
}

// actsBeyondPlan reports a verb after the opening "plan" that says the
// call itself acts: a verb that writes, destroys or runs, in the role of
// a verb (see actRole), and not negated ("never writes", "NOTHING is
// deleted until confirm_change is called"); or "carry ... out".
func actsBeyondPlan(toks []token) bool {
	for i := 1; i < len(toks) && i <= 400; i++ {
		t := toks[i]
		if t.ident || negated(toks, i) || negatedInClause(toks, i) || near(toks, i, -6, -1, func(w string) bool { return w == "until" }) >= 0 ||
			near(toks, i, 1, 1, in(negations)) >= 0 || refusals[baseOf(t.w)] || refusals[t.w] {
			// "until confirm_change is called", "does not write", "Remote
			// sources are rejected".
			continue
		}
		e, ok := lookupAt(toks, i)
		acts := ok && !e.Noun && (e.Effect >= Writes || e.Exec) || irregularSends[t.w]
		if inflects(t.w, carryVerbs) != "" && near(toks, i, 1, 3, func(w string) bool { return w == "out" }) >= 0 {
			acts = true
		}
		if acts && actRole(toks, i) {
			return true
		}
	}
	return false
}

// refusals turn input away: what is rejected is not acted on.
var refusals = set("reject", "rejected", "refuse", "refused", "deny", "denied", "ignore", "ignored", "skip", "skipped")

// planClauseOpeners, before a verb in the third person, leave it the verb of
// its clause ("It then applies", "and also upgrades it").
var planClauseOpeners = set("it", "and", "then", "also", "automatically", "immediately")

// actRole reports toks[i] in the role of a verb the call does: in the
// third person opening its clause (after a full stop, a colon, "it",
// "and" or "then"), or listed after such a verb ("It preserves X,
// rewires Y"); a gerund after "by" or a comma ("Plans a cleanup, deleting
// stale branches"); a participle in the passive, not of what a plan
// shows ("Returns what will be removed"); or the base form after "and",
// "then", or "to" with its object taken up ("to apply them").
func actRole(toks []token, i int) bool {
	w, prev := toks[i].w, toks[i-1]
	start := toks[i].sentence != prev.sentence
	n := len(w)
	switch {
	case n > 4 && w[n-3:] == "ing":
		return !start && (prev.w == "by" || toks[i].listed)
	case participle(w) || irregularSends[w]:
		return passiveAct(toks, i)
	case n > 3 && w[n-1] == 's' && w[n-2] != 's':
		return thirdPersonOpens(toks, i) || toks[i].listed && listHeadActs(toks, i)
	}
	// The base form names its object ("and book the flights", "to
	// apply them"), unlike a noun ("name and type").
	objected := i+1 < len(toks) && !toks[i+1].listed && near(toks, i, 1, 2, func(w string) bool { return backObjects[w] || messageTargets[w] }) >= 0
	return !start && objected && (prev.w == "and" || prev.w == "then" || prev.w == "to")
}

// passiveAct reports the participle toks[i] in the passive with an
// auxiliary up to two words before ("is deleted", "is then applied",
// "are sent by email"), unless it says what a plan shows ("what will be
// removed") or nothing undergoes it ("NOTHING is changed").
func passiveAct(toks []token, i int) bool {
	aux := near(toks, i, -2, -1, in(passiveAux))
	if aux < 0 {
		return false
	}
	return near(toks, aux, -3, -1, func(w string) bool { return w == "what" || w == "which" || noneSubjects[w] }) < 0
}

// listHeadActs reports a verb in the third person that opens its
// clause earlier in the sentence of toks[i], whose list toks[i] goes on
// ("It preserves X, rewires Y"), not a noun ("several record
// adds/deletes").
func listHeadActs(toks []token, i int) bool {
	for k := i - 1; k > 0 && toks[k].sentence == toks[i].sentence; k-- {
		if w := toks[k].w; len(w) > 3 && w[len(w)-1] == 's' && thirdPersonOpens(toks, k) {
			return true
		}
	}
	return false
}

// thirdPersonOpens reports toks[k] opening its clause: first in its
// sentence, or after "it", "and", "then" or an identifier.
func thirdPersonOpens(toks []token, k int) bool {
	return k == 0 || toks[k].sentence != toks[k-1].sentence || planClauseOpeners[toks[k-1].w] || toks[k-1].ident
}
