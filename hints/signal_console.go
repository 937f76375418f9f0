package hints

// This file holds clearing the console a session shows, which is its own
// context ("Clear the console output buffer"), unless what is cleared is
// kept, shown to others, or more than the console's buffer.

import "slices"

// clearsConsole returns where "console" follows a clearing verb at
// toks[i] ("Clear the console output buffer", "clears console
// messages"), or -1: the messages a session shows, emptied, are its own
// context; nothing kept is lost.
func clearsConsole(toks []token, i int) int {
	if !inflectsTo(toks[i].w, "clear") || near(toks, i, 1, 8, in(keptWords)) >= 0 || clearsAlso(toks, i) {
		return -1
	}
	return near(toks, i, 1, 3, func(w string) bool { return w == "console" })
}

// keptWords say that what a console shows is kept beyond the session or
// shown to others ("the console history stored on the server", "entries
// permanently", "on all connected devices", "the console log file",
// "console.log statements" in the code): clearing it loses it.
var keptWords = set("stored", "persisted", "persistent", "saved", "permanently", "permanent", "backend",
	"disk", "database", "cloud", "shared", "everyone", "users", "devices", "team", "workspace", "file", "files",
	"code", "source", "codebase", "statements")

// emptyingVerbs empty a buffer, which a console is ("reset output
// collection").
var emptyingVerbs = set("clear", "clears", "reset", "resets")

// consoleWords are what a name that clears the console may name after
// "clear" ("clear_console_output", "clear_console_messages").
var consoleWords = set("console", "output", "outputs", "log", "logs", "message", "messages", "buffer", "buffers")

// onlyConsole reports that a description's clear of the console leaves
// the name and the inputs clearing nothing else ("clear_console_and_data":
// "Clear the console." clears data too); a clear of other context is not
// asked.
func (ev *evidence) onlyConsole(nameWords []string) bool {
	return ev.lead.context != "console" || onlyConsoleNamed(nameWords) && !consoleOptionKept(ev.schema)
}

// onlyConsoleNamed reports that the name names nothing after "clear" but
// the console's words ("clear_console_and_data" clears data too).
func onlyConsoleNamed(nameWords []string) bool {
	i := slices.Index(nameWords, "clear")
	for _, w := range nameWords[i+1:] {
		if !consoleWords[w] {
			return false
		}
	}
	return true
}

// clearsBesidesConsole reports a description that keeps what it clears
// ("the console history stored on the server", "persisted") or that
// empties something other than the console's own buffer ("Also clears
// the saved command history", "Clears its local storage too"); the
// buffer may stand before its verb ("logs cleared").
func clearsBesidesConsole(toks []token) bool {
	for i, t := range toks {
		if keptWords[t.w] {
			return true
		}
		if !inflectsTo(t.w, "clear") && inflects(t.w, emptyingVerbs) == "" {
			continue
		}
		if near(toks, i, -2, 4, in(consoleWords)) < 0 || clearsAlso(toks, i) {
			return true
		}
	}
	return false
}

// clearsAlso reports a second object joined to the clear at toks[i] that
// is not the console's ("Clear the console and cookies", "and the
// browser's local storage"); a joined verb ("and return the count") is
// none.
func clearsAlso(toks []token, i int) bool {
	for j := i + 1; j+1 < len(toks) && toks[j].sentence == toks[i].sentence; j++ {
		if toks[j].w != "and" {
			continue
		}
		k := j + 1
		for k+1 < len(toks) && determiners[toks[k].w] {
			k++
		}
		if e, ok := lookup(toks[k].w); !consoleWords[toks[k].w] && (!ok || e.Noun) {
			return true
		}
	}
	return false
}

// consoleOptionKept reports an input that reaches beyond the console's
// buffer: a kept word or "history" in its name, its values or its
// description ("includeHistory": "Also delete the persisted command
// history", "scope": ["output", "history", "all"]).
func consoleOptionKept(schema any) bool {
	kept := func(w string) bool { return keptWords[w] || w == "history" }
	return topProperty(schema, func(name string, p map[string]any) bool {
		if slices.ContainsFunc(Words(name), kept) || descriptionHas(p, func(toks []token, i int) bool { return kept(toks[i].w) }) {
			return true
		}
		values, _ := p["enum"].([]any)
		for _, v := range values {
			if s, ok := v.(string); ok && slices.ContainsFunc(Words(s), kept) {
				return true
			}
		}
		return false
	}) != ""
}

// clearsConsole reports a name that clears the console a session shows
// ("clear_console_output", "figma_clear_console"): the buffer of its
// messages, emptied; nothing kept is lost. Any other loss the tool
// speaks of, a mode, an option or code still counts.
func (ev *evidence) clearsConsole(nameWords []string) (hit, bool) {
	nv := ev.name
	if nv.effect != Destroys || nv.word != "clear" || !slices.Contains(nameWords, "console") ||
		ev.flag.effect != Unknown || ev.schemaCode.effect != Unknown || ev.code.effect != Unknown ||
		ev.danger.effect == Destroys && !emptyingVerbs[ev.danger.word] || destroyingOption(ev.schema) ||
		!onlyConsoleNamed(nameWords) || clearsBesidesConsole(ev.desc) || consoleOptionKept(ev.schema) {
		return hit{}, false
	}
	return hit{effect: Reads, idem: idemYes, reason: `name "clear ... console": the session's own console`, word: nv.word, context: "console"}, true
}
