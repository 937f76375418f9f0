package rules

import "encoding/json"

// noURLs reports that no string in v, object keys included, can be a URL
// (see mayBeURL), so that anyURLOutside holds for none without reading
// any: the walk of most arguments, made by one small function, which
// matters because the call path runs with the caches a round trip leaves
// cold. It is a filter: false means only that the full walk must decide,
// and so does anything the walk would fail on or convert (a limit
// reached, a Go value other than JSON's).
func noURLs(v any, depth int, budget *int) bool {
	if depth > MaxWalkDepth {
		return false
	}
	if *budget--; *budget < 0 {
		return false
	}
	switch x := v.(type) {
	case string:
		return !mayBeURL(x)
	case map[string]any:
		for k, e := range x {
			if *budget--; *budget < 0 || depth+1 > MaxWalkDepth || mayBeURL(k) || !noURLs(e, depth+1, budget) {
				return false
			}
		}
	case []any:
		for _, e := range x {
			if !noURLs(e, depth+1, budget) {
				return false
			}
		}
	case nil, bool, float64, json.Number:
	default:
		return false
	}
	return true
}
