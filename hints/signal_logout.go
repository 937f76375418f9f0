package hints

// This file holds the logout signal: logging in or connecting acts on the
// client's own session, but logging out discards the credentials a login
// stored (a token cache, a saved account): the user has to authenticate
// again. That is a reversible change the user cares about, a write.

// logoutVerbs end an authenticated session.
var logoutVerbs = set("logout", "logoff", "signout")

// logsOut turns a read of the client's own session into a write when its
// verb logs out.
func logsOut(h hit) hit {
	if h.effect != Reads || h.context == "" || !logoutVerbs[h.word] {
		return h
	}
	return hit{effect: Writes, idem: idemYes, reason: h.reason + `; logging out discards the stored credentials`, word: h.word}
}
