package hints

// refine applies, after the decision, the signals that only tighten it
// from what the tool acts on: a read that must write its output, formats
// a stored file or is told to change what it reads writes
// (signal_output.go, signal_flag.go); a write that changes a schema, runs
// an action named in free text, writes over a stored file, creates a
// message or says it cannot be undone destroys (signal_schema.go,
// signal_action.go, signal_message.go, signal_irreversible.go). None of them makes a tool less
// restricted.
func refine(h hit, nameWords []string, toks []token, schema any) hit {
	switch h.effect {
	case Reads:
		h = changesState(writesOutput(formatsStored(h, schema), schema), schema)
	case Writes:
		h = writesOver(freeAction(schemaChange(h, nameWords, toks), nameWords, toks, schema), schema)
		h = deliversMessage(h, nameWords, toks)
		if h.effect == Writes {
			if d := irreversible(toks); d.effect == Destroys {
				h = d
			}
		}
	}
	return h
}
