package hints

import (
	"slices"
	"strings"
)

// This file reads the values a mode property without an enum takes from
// prose: its description's quoted words ("'create', 'list', 'remove'")
// and the bare words it lists ("list | add | delete"), or, when the
// schema says nothing of it, the sentences of the tool's description
// that name it (see withModeDocs).

// quotedMember returns a destructive value that a mode property without
// an enum lists in quotes in its description ("Action to perform (e.g.,
// 'create', 'list', 'remove')"), or "". A mode takes the most dangerous
// of its values whether the schema or the prose lists them.
func quotedMember(desc string) string {
	for _, s := range quotedWords(desc) {
		if destructiveMember(s) {
			return s
		}
	}
	return ""
}

// quotedWords returns the words desc puts in quotes or backticks, in
// order.
func quotedWords(desc string) []string {
	var out []string
	for len(desc) > 0 {
		i := strings.IndexAny(desc, "'\"`")
		if i < 0 {
			return out
		}
		q := desc[i]
		rest := desc[i+1:]
		// The closing quote within 33 bytes; each quote may open one,
		// so that an apostrophe ("the user's account: 'list' or
		// 'delete'") does not pair the quotes off wrongly.
		j := strings.IndexByte(rest[:min(len(rest), 33)], q)
		if s := rest[:max(j, 0)]; j > 0 && !strings.ContainsAny(s, " \t\n") {
			out = append(out, s)
		}
		desc = rest
	}
	return out
}

// listedMembers returns the values a mode property without an enum
// lists bare in its description: the single words a list's separators
// (",", "|", "/", ":", parentheses, "or", "and") set apart ("list | add
// | delete", "One of: list, add, delete", "The operation
// (list/get/delete)", "Either list or delete"). Words in a phrase ("Search
// mode", "The action to perform") are not members.
func listedMembers(desc string) []string {
	if len(desc) > maxListedDesc {
		desc = desc[:maxListedDesc]
	}
	var out []string
	for _, seg := range strings.FieldsFunc(desc, func(r rune) bool { return strings.ContainsRune(",|/:;()[]\n", r) }) {
		f := strings.Fields(seg)
		// "list or delete", "Either list or delete": the words around
		// a joining word are members when each is one word.
		for len(f) > 0 {
			j := slices.IndexFunc(f, func(w string) bool { return w == "or" || w == "and" })
			if j < 0 {
				j = len(f)
			}
			if item := f[:j]; len(item) == 1 || len(item) == 2 && lower(item[0]) == "either" {
				out = append(out, strings.Trim(item[len(item)-1], "'\"`.*"))
			}
			f = f[min(j+1, len(f)):]
		}
	}
	return out
}

// maxListedDesc bounds the bytes of a mode property's description read
// for the members it lists.
const maxListedDesc = 1024
