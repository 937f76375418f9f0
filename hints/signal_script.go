package hints

import (
	"strings"
	"unicode"
)

// This file holds the other-script signal: in a description written
// mostly in another script than Latin ("获取涨停股池。type 默认 zt；date
// 不传为最新交易日。"), the English words are mostly the names and values
// of parameters, not verbs. A word that names a top-level input property
// there is marked an identifier, which no verb slot reads; other English
// words ("delete 指定代码的自选"), and verbs that change stored state or
// run code even when an input bears their name ("send 给所有用户"), are
// read as before.

// maxScriptScan bounds the bytes read to tell the description's script.
const maxScriptScan = 4096

// otherScript reports a description whose letters, among its first
// maxScriptScan bytes, are mostly not Latin.
func otherScript(description string) bool {
	latin, other := 0, 0
	for i, r := range description {
		if i >= maxScriptScan {
			break
		}
		switch {
		case !unicode.IsLetter(r):
		case r < unicode.MaxASCII || unicode.Is(unicode.Latin, r):
			latin++
		default:
			other++
		}
	}
	return other > latin
}

// markPropertyNames marks as identifiers the tokens of a description in
// another script that name a top-level input property of schema.
func markPropertyNames(toks []token, description string, schema any) {
	if len(toks) == 0 || !otherScript(description) {
		return
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if len(props) == 0 {
		return
	}
	names := make(map[string]bool, len(props))
	for name := range props {
		names[strings.ToLower(name)] = true
	}
	for i := range toks {
		if e, ok := lookup(toks[i].w); ok && !e.Noun && (e.Effect >= Writes && inflects(toks[i].w, sessionWrites) == "" || e.Exec) {
			// "send 给所有用户", "upload 到公共存储桶": a verb that
			// changes stored state, or runs code, says the act whether
			// or not an input bears its name. Session verbs ("type")
			// and reads ("sort") name the input.
			continue
		}
		if names[toks[i].w] {
			toks[i].ident = true
		}
	}
}
