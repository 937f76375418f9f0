package hints

import (
	"slices"
	"strings"
)

// What keeps a tool that plans from returning only the plan, beyond the
// verbs of its description (signal_plan.go): a time the act is planned
// for, and an input that switches the call to doing it.

// timeWords end a time an act is planned for.
var timeWords = set("time", "date", "datetime", "timestamp", "day", "days", "hour", "hours", "minute", "minutes", "week", "weeks",
	"month", "months", "tomorrow", "tonight", "midnight", "noon",
	"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

// timed reports a plan for a time ("at the given date", "in 30 days",
// "at 9am"): the act is scheduled, not only planned. A time that a
// gerund before it takes ("departing at the given time") is part of what
// is planned.
func timed(toks []token) bool {
	for i, t := range toks {
		if i > maxScanTokens {
			break
		}
		switch t.w {
		case "at", "on", "in", "after":
		default:
			continue
		}
		if i > 0 && strings.HasSuffix(toks[i-1].w, "ing") {
			continue
		}
		if near(toks, i, 1, 3, func(w string) bool { return timeWords[w] || clockTime(w) }) >= 0 {
			return true
		}
	}
	return false
}

// clockTime reports a time of day ("9am", "14pm").
func clockTime(w string) bool {
	n := len(w)
	return n >= 3 && n <= 4 && (w[n-2:] == "am" || w[n-2:] == "pm") && w[0] >= '0' && w[0] <= '9'
}

// modeWords name an input that picks what the call does.
var modeWords = set("mode", "action", "operation", "op", "command", "step", "stage", "phase")

// inputSwitchesAct reports an input that switches a plan to acting: a boolean
// named for an act ("apply", "auto_approve", "execute") or for a dry run
// (off, the call acts), or described doing one ("If true, apply the
// changes"); or a mode with a member that acts ("apply", "destroy").
func inputSwitchesAct(schema any) bool {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		p, _ := v.(map[string]any)
		ws := Words(name)
		if p == nil || len(ws) == 0 {
			continue
		}
		typ, _ := p["type"].(string)
		if typ == "boolean" && booleanActs(ws, p) {
			return true
		}
		enum, _ := p["enum"].([]any)
		if slices.ContainsFunc(ws, in(modeWords)) && slices.ContainsFunc(enum, memberActs) {
			return true
		}
	}
	return false
}

// booleanActs reports a boolean input named ws that turns on an act or
// off a dry run, or whose description does an act where a clause opens
// or says the call acts as a plan's description would (see
// actsBeyondPlan).
func booleanActs(ws []string, p map[string]any) bool {
	head := ws[0]
	if head == "auto" && len(ws) > 1 {
		head = ws[1]
	}
	if e, ok := lookup(head); ok && e.acts() || slices.Contains(ws, "dry") {
		return true
	}
	desc, _ := p["description"].(string)
	toks := textTokens(desc)
	for i := range toks {
		if e, ok := lookup(toks[i].w); ok && e.acts() && !toks[i].ident && !negated(toks, i) &&
			(i == 0 || toks[i].listed || toks[i].sentence != toks[i-1].sentence) {
			return true
		}
	}
	return actsBeyondPlan(toks, nil)
}

// memberActs reports an enum member that names an act ("apply",
// "destroy"), other than planning.
func memberActs(v any) bool {
	s, _ := v.(string)
	e, ok := lookup(lower(s))
	return ok && !planVerbs[lower(s)] && e.acts()
}
