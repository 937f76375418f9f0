package hints

// This file holds the described-code signal: a free-text input property
// whose own description says it is code to run ("JavaScript source to
// execute in the page", "The SQL query to execute") carries code, whatever
// its name ("function", "source", "body").

// describesCode reports a string property without an enum whose
// description opens with a code noun as its head ("JavaScript code", "The
// SQL query", "A shell command"), not after a pure qualifier ("a cron
// expression") or a preposition ("Name of the pod to execute the command
// in"), and says in the same sentence that it is run ("to execute", "to
// be evaluated").
func describesCode(p map[string]any, desc string) bool {
	if typ, _ := p["type"].(string); typ != "string" || p["enum"] != nil || desc == "" {
		return false
	}
	toks := textTokens(desc)
	head := -1
	for i, t := range toks {
		if i > 4 || t.sentence > 0 || prepositions[t.w] {
			break
		}
		if codeObjects[t.w] && (i == 0 || !pureQualifiers[toks[i-1].w]) {
			head = i
			break
		}
	}
	if head < 0 {
		return false
	}
	for j := head + 1; j < len(toks) && j <= head+8 && toks[j].sentence == toks[head].sentence; j++ {
		if e, ok := lookup(toks[j].w); ok && e.Exec && !negated(toks, j) {
			return true
		}
	}
	return false
}
