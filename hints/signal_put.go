package hints

// This file holds the put signal: a tool named for "put" stores a whole
// thing at its key or address, replacing what was there, as an HTTP PUT
// does ("put_object", "kv_put"); the HTTP method table already reads PUT
// so. In running text "put" is an ordinary verb ("put those conditions
// together") and says nothing.

// putsOver escalates a write whose action is the name's verb "put".
func putsOver(h hit, nameWords []string) hit {
	if h.effect != Writes || h.word != "put" {
		return h
	}
	for _, w := range nameWords {
		if w == "put" {
			d := destroys(`name verb "put" replaces what is stored at its key`)
			d.idem = idemYes // a second identical put leaves the same value
			return d
		}
	}
	return h
}
