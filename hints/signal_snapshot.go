package hints

import "slices"

// This file holds the check for a snapshot kept: a snapshot of a machine
// or a store is a copy beside it, not a picture returned.

// snapshotStores are what a snapshot keeps a copy of, beside the
// machines and stores [storeObjects] names.
var snapshotStores = append(slices.Clip(storeObjects), "dataset", "datasets", "container", "containers", "filesystem",
	"pool", "pools", "bucket", "buckets", "repository", "lxc")

// snapshotKept makes h, a read decided by "snapshot", a write when what
// the snapshot is of is a machine or a store: in the name
// ("snapshot_vm") or within six words after "snapshot" in the
// description ("Take a snapshot of the instance disk"), and the name has
// no verb that fetches ("truenas_snapshot_list").
func snapshotKept(h hit, nameWords []string, toks []token) hit {
	if h.effect != Reads || baseOf(h.word) != "snapshot" || slices.ContainsFunc(nameWords, func(w string) bool { return fetchVerbs[w] }) {
		return h
	}
	of := snapshotOf(nameWords, toks)
	if of == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: h.reason + `; a snapshot of the "` + of + `" is kept`, word: h.word}
}

// snapshotOf returns the machine or store a snapshot is of: the name's
// last word of snapshotStores, or else the first within six words after
// "snapshot" in toks; "" if none.
func snapshotOf(nameWords []string, toks []token) string {
	of := ""
	for _, w := range nameWords {
		if slices.Contains(snapshotStores, w) {
			of = w
		}
	}
	if of != "" {
		return of
	}
	for i := range min(len(toks), maxScanTokens) {
		if baseOf(toks[i].w) == "snapshot" {
			if j := near(toks, i, 1, 6, oneOf(snapshotStores)); j >= 0 {
				return toks[j].w
			}
		}
	}
	return ""
}
