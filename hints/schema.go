package hints

import "strings"

// codeProperties are the first words of free-text input properties that
// carry code to run ("sql", "command", "script"). "code" and "statement"
// count only when the property's description says it is run.
var codeProperties = set("sql", "command", "cmd", "script", "shell", "bash", "javascript", "js", "python", "powershell")
var maybeCodeProperties = set("code", "statement", "snippet")

// schemaSignals reads an input schema: a destructive flag ("force" whose
// description says it overrides a safeguard, "dropTarget"), a mode
// property with a destructive member ("mode": ["list", "delete"]), and a
// free-text code property ("sql", "command").
func schemaSignals(schema any) (flag, code hit) {
	m, ok := schema.(map[string]any)
	if !ok {
		return
	}
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return
	}
	// Map order varies; the first property by name is reported.
	var flagName, codeName string
	langs := languageEnum(props)
	for name, v := range props {
		ws := Words(name)
		if len(ws) == 0 {
			continue
		}
		p, _ := v.(map[string]any)
		desc, _ := p["description"].(string)
		if flagName == "" || name < flagName {
			if h := flagSignal(name, ws, p, desc); h.effect != Unknown {
				flag, flagName = h, name
			}
		}
		if (codeName == "" || name < codeName) && isCodeProperty(ws, p, desc, langs) {
			code, codeName = destroys(`input property "`+name+`" takes code`), name
		}
	}
	return flag, code
}

// flagSignal returns the destructive signal of one input property.
func flagSignal(name string, ws []string, p map[string]any, desc string) hit {
	if destructiveFlags[ws[0]] {
		// A flag without a description is taken at its word; with one,
		// the description must say what is at stake ("Allow adding
		// otherwise ignored files" is not).
		if desc == "" || doubt(nil, textTokens(desc)) != "" || bypasses(desc) {
			return destroys(`input property "` + name + `"`)
		}
		return hit{}
	}
	if !modeProperties[ws[0]] && !modeProperties[ws[len(ws)-1]] {
		return hit{}
	}
	enum, _ := p["enum"].([]any)
	for _, v := range enum {
		s, _ := v.(string)
		if ws[0] == "method" && defaultMethods[strings.ToUpper(s)] == Destroys {
			return destroys(`input property "` + name + `" value "` + s + `" (HTTP method)`)
		}
		for _, w := range Words(s) {
			if e, ok := lookup(w); ok && e.Effect == Destroys && !e.Noun && !e.Weak || w == "hard" {
				return destroys(`input property "` + name + `" value "` + s + `"`)
			}
		}
	}
	return hit{}
}

// languageEnum reports an input property that picks a programming
// language: an enum with a member such as "bash" or "python".
func languageEnum(props map[string]any) bool {
	for _, v := range props {
		p, _ := v.(map[string]any)
		enum, _ := p["enum"].([]any)
		for _, m := range enum {
			if s, _ := m.(string); codeObjects[lower(s)] {
				return true
			}
		}
	}
	return false
}

func bypasses(desc string) bool {
	for _, t := range textTokens(desc) {
		if t.w == "bypass" || t.w == "bypassing" || t.w == "bypasses" || t.w == "unsafe" {
			return true
		}
	}
	return false
}

// isCodeProperty reports a free-text property that carries code. A
// "code" or "snippet" property does when its description says it is run,
// or when a sibling property picks a programming language (langs).
func isCodeProperty(ws []string, p map[string]any, desc string, langs bool) bool {
	if typ, _ := p["type"].(string); typ != "string" || p["enum"] != nil || len(ws) > 2 {
		return false
	}
	if codeProperties[ws[0]] {
		return true
	}
	if !maybeCodeProperties[ws[0]] {
		return false
	}
	if langs {
		return true
	}
	for _, t := range textTokens(desc) {
		if e, ok := lookup(t.w); ok && e.Exec {
			return true
		}
	}
	return false
}
