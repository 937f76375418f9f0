package hints

// refine applies, after the decision, the signals that only tighten it
// from what the tool acts on: a read that must write its output, formats
// a stored file or is told to change what it reads writes
// (signal_output.go, signal_flag.go); a write that changes a schema, runs
// an action named in free text or writes over a stored file destroys
// (signal_schema.go, signal_action.go). None of them makes a tool less
// restricted.
func refine(h hit, nameWords []string, toks []token, schema any) hit {
	switch h.effect {
	case Reads:
		h = changesState(writesOutput(formatsStored(h, schema), schema), schema)
	case Writes:
		h = writesOver(freeAction(schemaChange(h, nameWords, toks), nameWords, toks, schema), schema)
	}
	return h
}
