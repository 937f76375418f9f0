package hints

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits on the tags read from a tool's _meta: a hostile server cannot
// make a tool carry unbounded data through them.
const (
	maxTags   = 32
	maxTagLen = 64
)

// TagsOf reads a tool's tags and categories from its _meta: the keys
// "tags", "tag", "category" and "categories", bare or namespaced
// ("com.example/tags", "x-category"), each a string or a list of strings.
// Tags are trimmed, lower-cased and stripped of control characters;
// empty, overlong or non-string values are ignored. The result is sorted
// and without duplicates, at most 32 tags.
func TagsOf(meta map[string]any) []string {
	if len(meta) == 0 {
		return nil
	}
	var out []string
	addTag := func(v any) {
		s, ok := v.(string)
		if !ok {
			return
		}
		s = strings.ToLower(strings.TrimSpace(strings.Map(func(r rune) rune {
			if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
				return -1
			}
			return r
		}, s)))
		if s == "" || utf8.RuneCountInString(s) > maxTagLen || !utf8.ValidString(s) {
			return
		}
		out = append(out, s)
	}
	for k, v := range meta {
		if !isTagKey(k) {
			continue
		}
		switch x := v.(type) {
		case string:
			addTag(x)
		case []any:
			for i, e := range x {
				if i == maxTags {
					break
				}
				addTag(e)
			}
		case []string:
			for i, e := range x {
				if i == maxTags {
					break
				}
				addTag(e)
			}
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if len(out) > maxTags {
		out = out[:maxTags]
	}
	return out
}

// isTagKey reports whether a _meta key names tags or categories: the bare
// word, or the word after a namespace ("io.x/tags", "x-tags", "x_category").
func isTagKey(k string) bool {
	k = strings.ToLower(k)
	if i := strings.LastIndexAny(k, "/.:"); i >= 0 {
		k = k[i+1:]
	}
	k = strings.TrimPrefix(strings.TrimPrefix(k, "x-"), "x_")
	switch k {
	case "tags", "tag", "category", "categories":
		return true
	}
	return false
}
