package hints

import (
	"fmt"
	"strings"
	"testing"
)

// letters spells n in base 26 with letters only, so that eachWord keeps
// it one word.
func letters(n int) string {
	b := []byte("zq")
	for {
		b = append(b, byte('a'+n%26))
		n /= 26
		if n == 0 {
			return string(b)
		}
	}
}

// crowdedSchema is a schema of at most learntProps properties whose
// features together pass maxFeatures: which of them count decides the
// sum. Some properties' enums carry words weighted toward destruction,
// others words weighted against it, each among fillers no table holds.
func crowdedSchema() map[string]any {
	pos := []string{"merge", "general", "deploy", "move", "soft", "hard", "writer", "squash", "project", "verify"}
	neg := []string{"request", "docs", "friendly", "event", "us", "hold", "horizontal", "fix"}
	props := map[string]any{}
	filler := 0
	for i := 0; i < learntProps; i++ {
		enum := []any{}
		switch {
		case i < len(pos):
			enum = append(enum, pos[i])
		case i < len(pos)+len(neg):
			enum = append(enum, neg[i-len(pos)])
		}
		for len(enum) < learntEnums {
			enum = append(enum, letters(filler))
			filler++
		}
		props[letters(100000+i)] = map[string]any{"type": "string", "enum": enum}
	}
	return map[string]any{"type": "object", "properties": props}
}

// TestLearntDeterministic: the same tool gets the same effect and the
// same reason every time, though its properties' features pass
// maxFeatures (the map's order must not pick which count), with more
// than learntProps properties, and with ties among weights.
func TestLearntDeterministic(t *testing.T) {
	many := crowdedSchema()
	props := many["properties"].(map[string]any)
	for i := 0; i < 10; i++ {
		props[letters(200000+i)] = map[string]any{"enum": []any{"merge", "request"}}
	}
	cases := map[string]map[string]any{"crowded": crowdedSchema(), "many": many}
	for name, schema := range cases {
		ws, toks := Words("set_options"), textTokens("Sets options.")
		seen := map[string]int{}
		for range 200 {
			for _, from := range [...]Effect{Reads, Writes} {
				h := learntCheck(hit{effect: from, reason: "rules"}, ws, "Options", toks, schema)
				seen[fmt.Sprintf("%v->%v %s", from, h.effect, h.reason)]++
			}
		}
		if len(seen) != 2 {
			var b strings.Builder
			for k, n := range seen {
				fmt.Fprintf(&b, "\n\t%3d× %s", n, k)
			}
			t.Errorf("%s: %d different outcomes of 2 inputs over 200 runs:%s", name, len(seen), b.String())
		}
	}
}
