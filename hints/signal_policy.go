package hints

import "strings"

// This file holds the stored-policy rule of the schema walk: a boolean
// flag nested in a policy object ("syncPolicy.automated.prune") sets how
// the stored resource behaves later; it is not what this call does now, so
// it does not make the call destructive. A mode member there still counts.

// policyWords name an object that holds a stored policy.
var policyWords = set("policy", "policies")

// inPolicy reports a property path that goes through a policy object
// before its last segment.
func inPolicy(path string) bool {
	segs := strings.Split(path, ".")
	for _, seg := range segs[:len(segs)-1] {
		for _, w := range Words(seg) {
			if policyWords[w] {
				return true
			}
		}
	}
	return false
}
