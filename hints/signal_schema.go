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

// structureChange returns a destructive hit when a structure verb in ws
// has a schema as its object within three words ("modify existing table
// schema", "alter_table"), or ok false.
func structureChange(ws []string, where string) (hit, bool) {
	for i, w := range ws {
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

// schemaChange escalates a write whose name or first sentence changes a
// schema.
func schemaChange(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes {
		return h
	}
	if s, ok := structureChange(nameWords, "name"); ok {
		return s
	}
	var buf [24]string
	first := buf[:0]
	for _, t := range toks {
		if t.sentence > 0 || len(first) == len(buf) {
			break
		}
		first = append(first, t.w)
	}
	if s, ok := structureChange(first, "description"); ok {
		return s
	}
	return h
}
