package hints

import (
	"unicode"
	"unicode/utf8"
)

// This file holds the words that say a made artifact is kept, sent or
// changes something: in the description, the name, and the names,
// descriptions and enum members of input properties.

// persistWord reports a word of persisting in any inflection ("saves",
// "placing", "kept").
func persistWord(w string) bool {
	if persisting[w] || persisting[baseOf(w)] {
		return true
	}
	for _, st := range stems(w) {
		if st.base != "" && persisting[st.base+st.suffix] {
			return true
		}
	}
	return false
}

// changeWord reports a word that keeps, sends or changes something: a
// word of persisting, or a writing or destructive verb other than a
// producing one ("save", "email", "upload", "delete").
func changeWord(w string) bool {
	if persistWord(w) {
		return true
	}
	e, ok := lookup(w)
	return ok && !e.Noun && !e.Weak && e.Effect >= Writes && !producingVerbs[baseOf(w)]
}

// nameLinks join another step to a name's verb and object
// ("generate_chart_and_save", "render_diagram_to_file").
var nameLinks = set("and", "then", "to", "into", "on", "in")

// keepsInName reports a name whose words after a link keep, send or
// change the artifact ("draw_chart_then_email").
func keepsInName(nameWords []string) bool {
	linked := false
	for _, w := range nameWords {
		if linked && changeWord(w) {
			return true
		}
		linked = linked || nameLinks[w]
	}
	return false
}

// speaksOfChange reports a property description that names code to
// run, says in any sentence that the result is kept or sent or that data
// is deleted, or has a word of persisting or destroying in its first
// sentence (later ones may list values, "Maki icons: ..., post", or say
// how input is cut, "will be truncated") ("SQL run
// against the warehouse", "Python that builds the figure", "Its rows are
// deleted after plotting").
func speaksOfChange(toks []token) bool {
	for i, t := range toks {
		base := baseOf(t.w)
		if codeProperties[t.w] || keepingVerbs[base] && (t.w != base || i > 0 && verbOpeners[toks[i-1].w]) {
			return true
		}
	}
	first := firstSentenceTokens(toks)
	return persists(first) || doubt(nil, first) != ""
}

// keepingVerbs keep or send a result, or delete data: inflected or after
// a word that opens a clause ("is saved", "and uploads", "are deleted"),
// in any sentence of a property's description.
var keepingVerbs = set("save", "store", "persist", "upload", "publish", "send", "share", "email", "commit", "push",
	// Verbs of deleting; "truncated" and "removed" say how input is cut.
	"delete", "purge", "destroy", "wipe", "erase", "overwrite")

// placeOf are words that, after a word of where a result goes
// ("outputUri", "targetLocation"), name a place.
var placeOf = set("uri", "url", "location", "key", "path", "dir", "folder")

// keepingProperty reports an input property whose name says where the
// result goes or what else the call does: a destination ("path",
// "outputUri", "sendTo"), a word of persisting ("slackChannel",
// "persist", "share") or a destructive verb ("clearExisting",
// "resetData").
func keepingProperty(ws []string) bool {
	where := false
	for i, w := range ws {
		if i+1 < len(ws) && persisting[w+ws[i+1]] {
			// A name split at its digits ("s3Url").
			return true
		}
		if destinations[w] || persistWord(w) || where && placeOf[w] {
			return true
		}
		if e, ok := lookup(w); ok && !e.Noun && e.Effect == Destroys {
			return true
		}
		where = where || whereWords[w]
	}
	return false
}

// keepingMember reports an enum with a member that keeps, sends or
// destroys ("action": ["preview", "save", "upload"]).
func keepingMember(enum []any) bool {
	for _, v := range enum {
		s, _ := v.(string)
		for _, w := range Words(s) {
			if e, ok := lookup(w); persistWord(w) || ok && !e.Noun && e.Effect == Destroys {
				return true
			}
		}
	}
	return false
}

// unreadable reports a description with words in a script inference does
// not read ("上传", "удалить"): what it says may be the change.
func unreadable(toks []token) bool {
	for _, t := range toks {
		for _, r := range t.w {
			if r >= utf8.RuneSelf && unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
				return true
			}
		}
	}
	return false
}
