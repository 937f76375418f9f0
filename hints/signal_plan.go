package hints

import "slices"

// This file holds the planning signal: a tool whose name opens with
// "plan" before what it plans ("plan_delete_record_set",
// "maps_plan_route") and whose description opens with the same verb
// ("Plan deleting a record set", "Plans the stack update") returns a
// plan, and does nothing else, as a preview does; the act it plans is
// done by another call. A description that goes on to destroy, code the
// tool runs, or an input that switches it to acting keeps what the rest
// of inference found, and so does an act joined to the planning ("Plans
// the changes and applies them").

// planVerbs open a description that plans.
var planVerbs = set("plan", "plans", "planning")

// plannedAct returns a read when the name and the description's first
// word plan the act; otherwise h.
func (ev *evidence) plannedAct(h hit, nameWords []string, toks []token) hit {
	if h.effect == Reads || ev.opens.effect == Destroys || ev.code.effect != Unknown || ev.schemaCode.effect != Unknown ||
		ev.flag.effect != Unknown || len(toks) == 0 || !planVerbs[toks[0].w] {
		return h
	}
	i := -1
	for k, w := range nameWords {
		if w == "plan" {
			i = k
			break
		}
	}
	if i < 0 || i+1 >= len(nameWords) || i > 1 || slices.ContainsFunc(nameWords, func(w string) bool { return joiners[w] }) || doesToo(toks) {
		return h
	}
	if i == 1 {
		if _, ok := lookup(nameWords[0]); ok {
			return h // "subscription_plan_details": a plan of something
		}
	}
	return hit{effect: Reads, idem: idemYes, reason: `name and description "plan": it returns the plan, and does nothing`, word: "plan", settled: true}
}

// doesToo reports a first sentence that joins an act to the planning
// ("Plans the changes and applies them"): a verb that writes or destroys
// right after "and" or "then".
func doesToo(toks []token) bool {
	for i := 1; i+1 < len(toks) && toks[i].sentence == 0; i++ {
		if toks[i].w != "and" && toks[i].w != "then" {
			continue
		}
		if e, ok := lookup(toks[i+1].w); ok && !e.Noun && e.Effect >= Writes {
			return true
		}
	}
	return false
}
