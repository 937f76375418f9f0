package hints

import "strings"

// This file holds the command-line flags signal: a free-text input that
// carries flags or arguments for the program a tool runs ("flags":
// "Additional Nmap flags to include in the scan", "extra_args": "Extra
// arguments passed to dig") lets the caller make the program do whatever
// those flags do: write output files, run scripts, change what it
// touches. Inference cannot read what the flags will be, so the tool is
// not read-only, whatever its verb says. Flags as an array of strings
// are as free; flags chosen from a list (an enum) or switched on and off
// (a boolean) are not free text.

// flagWords are the last word of such an input's name ("flags",
// "nmap_flags", "extra_args").
var flagWords = set("flags", "args", "arguments", "switches", "argv", "options", "opts")

// bareFlagWords are flagWords that name the program's flags with no
// qualifier ("flags", "argv"); the others need one or a description
// that says so ("extra_args", "options": "Additional nmap options").
var bareFlagWords = set("flags", "switches", "argv")

// flagQualifiers make "args" or "arguments" the program's own
// ("extra_args", "cli_arguments"); "flags" and "switches" are so alone.
var flagQualifiers = set("extra", "additional", "raw", "cli", "custom", "command", "cmd", "more", "other")

// passesFlags returns a weak write when h reads and a top-level input
// carries free-text command-line flags; otherwise h. nameWords and toks,
// the tool's name and description, may name the program it runs.
func passesFlags(h hit, nameWords []string, toks []token, schema any) hit {
	if h.effect != Reads {
		return h
	}
	if name := flagInput(schema, nameWords, toks); name != "" {
		return hit{effect: Writes, idem: idemNo, weak: true, word: h.word,
			reason: h.reason + `; input property "` + name + `" passes free-text command-line flags to the program it runs`}
	}
	return h
}

// flagInput returns the first (by name) top-level free-text input that
// carries command-line flags, or "".
func flagInput(schema any, nameWords []string, toks []token) string {
	return topProperty(schema, func(name string, p map[string]any) bool {
		if !freeText(p) {
			return false
		}
		ws := Words(name)
		desc, _ := p["description"].(string)
		if len(ws) > 0 && !flagWords[ws[len(ws)-1]] && onlyQualifiers(ws) && describesFlags(desc) {
			// "extra": "Extra nmap arguments".
			ws = append(ws, "args")
		}
		if len(ws) == 0 || !flagWords[ws[len(ws)-1]] {
			return false
		}
		return bareFlagWords[ws[len(ws)-1]] || hasWord(ws[:len(ws)-1], flagQualifiers) || describesFlags(desc) ||
			len(ws) == 2 && namesProgram(ws[0], nameWords, toks)
	})
}

// programWords come before the program a description says the tool runs
// ("with nmap", "runs dig").
var programWords = set("with", "using", "via", "run", "runs", "running", "execute", "executes", "invoke", "invokes", "wraps", "wrapping")

// namesProgram reports w, the qualifier of an input's flag word
// ("nmap" of "nmap_args"), the program the tool runs: a word the lexicon
// does not know (no verb, as "search" of "search_options" is) that opens
// the tool's name ("nmap_scan") or follows a word of programWords in its
// description ("Look up DNS records with dig"). A thing the tool reads
// named so ("template_args" of "render_template") is neither.
func namesProgram(w string, nameWords []string, toks []token) bool {
	if _, ok := lookup(w); ok {
		return false
	}
	if len(nameWords) > 1 && nameWords[0] == w {
		return true
	}
	for i := 1; i < len(toks); i++ {
		if toks[i].w == w && programWords[toks[i-1].w] {
			return true
		}
	}
	return false
}

// freeText reports an input schema p of free text: a string (or a type
// list with "string") with no enum or const, or an array of such.
func freeText(p map[string]any) bool {
	if p["enum"] != nil || p["const"] != nil {
		return false
	}
	switch typ := p["type"].(type) {
	case string:
		if typ == "array" {
			items, _ := p["items"].(map[string]any)
			return items != nil && freeText(items)
		}
		return typ == "string"
	case []any:
		for _, t := range typ {
			if t == "string" {
				return true
			}
		}
	}
	return false
}

// onlyQualifiers reports ws all words of flagQualifiers.
func onlyQualifiers(ws []string) bool {
	for _, w := range ws {
		if !flagQualifiers[w] {
			return false
		}
	}
	return true
}

// describesFlags reports a description of an input as the program's own
// flags or arguments ("Extra arguments passed to dig", "Command-line
// flags").
func describesFlags(desc string) bool {
	ws := Words(desc)
	for i, w := range ws {
		if !flagWords[w] && w != "options" {
			continue
		}
		if i > 0 && (flagQualifiers[ws[i-1]] || ws[i-1] == "line" && i > 1 && ws[i-2] == "command") {
			return true
		}
		if i > 1 && flagQualifiers[ws[i-2]] { // "Extra nmap arguments"
			return true
		}
		if i+1 < len(ws) && (ws[i+1] == "passed" || ws[i+1] == "pass") {
			return true
		}
	}
	return strings.Contains(strings.ToLower(desc), "command-line")
}
