package hints

// This file holds the late-write mode signal: a read that another signal
// found to write (it writes into a required destination, saves its
// product, changes what it reads) takes the destructive mode its input
// schema offers, as a write does at the decision ("overwrite": "Replace an
// existing local file"). A read keeps ignoring such a flag: a "force"
// refresh of a read changes nothing.

// writeMode returns a destructive hit when h writes and flag, the
// schema's destructive mode, is one, or h.
func writeMode(h hit, flag hit) hit {
	if h.effect != Writes {
		return h
	}
	if flag.effect != Destroys || flag.lifecycle {
		return h
	}
	flag.idem = h.idem
	flag.reason = h.reason + "; " + flag.reason
	return flag
}
