package hints

// This file holds the structure-change signal: changing the schema data is
// stored in ("Modify existing table schema", "alter_table") can drop a
// column or property and every value it holds, so it is destructive even
// where changing a record is a write.

// structureVerbs change a structure in place.
var structureVerbs = set("alter", "modify", "change", "update", "edit", "migrate")

// structureObjects are what a structure verb changes to make a schema
// change. "alter" is the DDL verb: its table or column is one too.
var structureObjects = set("schema", "schemas")
var alterObjects = set("schema", "schemas", "table", "tables", "column", "columns")

// structureChanges are nouns of a change that, after "schema", name a
// schema change ("schema updates", "schema migration").
var structureChanges = set("update", "updates", "change", "changes", "modification", "modifications",
	"migration", "migrations", "alteration", "alterations")

// structureChange returns a destructive hit when a structure verb in ws
// has a schema as its object within three words ("modify existing table
// schema", "alter_table"), or ws speaks of a schema change ("Property
// schema updates"), or ok false.
func structureChange(ws []string, where string) (hit, bool) {
	for i, w := range ws {
		if structureObjects[w] && i+1 < len(ws) && structureChanges[ws[i+1]] {
			return destroys(where + ` changes a schema: "` + w + " " + ws[i+1] + `"`), true
		}
		v := inflects(w, structureVerbs)
		if v == "" {
			continue
		}
		objects := structureObjects
		if v == "alter" {
			objects = alterObjects
		}
		if j := nearWord(ws, i, 1, 3, in(objects)); j >= 0 {
			return destroys(where + ` changes a schema: "` + w + " " + ws[j] + `"`), true
		}
	}
	return hit{}, false
}

// schemaChange escalates a write whose name, first sentence or a
// top-level input property's description changes a schema.
func schemaChange(h hit, nameWords []string, toks []token, schema any) hit {
	if h.effect != Writes {
		return h
	}
	if s, ok := structureChange(nameWords, "name"); ok {
		return s
	}
	var buf [24]string
	if s, ok := structureChange(firstSentence(toks, buf[:]), "description"); ok {
		return s
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		if _, ok := structureChange(firstSentence(textTokens(propertyDescription(v)), buf[:]), ""); ok && (best == "" || name < best) {
			best = name
		}
	}
	if best != "" {
		return destroys(`input property "` + best + `" changes a schema`)
	}
	return h
}

// propertyDescription returns the description of an input property, or
// of the first variant of its anyOf or oneOf that has one.
func propertyDescription(v any) string {
	p, _ := v.(map[string]any)
	if d, ok := p["description"].(string); ok && d != "" {
		return d
	}
	for _, k := range [...]string{"anyOf", "oneOf"} {
		vs, _ := p[k].([]any)
		for _, x := range vs {
			if m, _ := x.(map[string]any); m != nil {
				if d, ok := m["description"].(string); ok && d != "" {
					return d
				}
			}
		}
	}
	return ""
}
