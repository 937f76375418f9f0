package guard

import (
	"encoding/json"
	"math"
	"strconv"
)

// ruled returns the call's arguments as the policy reads them: with
// numbers that came as json.Number (from an agent decoding with
// UseNumber, or a stored call's exact integers) made numbers; see
// asNumbers. The call itself runs with c.args, exact as they came.
func (c *callState) ruled() map[string]any {
	if !c.finds.numbers {
		return c.args
	}
	return asNumbers(c.args)
}

// asNumbers returns args with each json.Number that Go's numbers hold
// replaced by one: an int when it is an integer within int's range
// (compared exactly), otherwise a float64 when it is finite, as
// encoding/json would have decoded it. A json.Number beyond float64's
// range, or one that is not a JSON number at all ("NaN", "0x10"),
// stays one: rules cannot compare it, and a rule that tries fails
// and denies. Maps and lists holding no json.Number are shared, not
// copied, and args itself is returned when it holds none.
func asNumbers(args map[string]any) map[string]any {
	if v, changed := number(args, 0); changed {
		return v.(map[string]any)
	}
	return args
}

func number(v any, depth int) (any, bool) {
	if depth > maxWalkDepth {
		return v, false // denied before it is decided: see argScan.walk
	}
	switch x := v.(type) {
	case json.Number:
		if !isNumber(x) {
			break
		}
		if i, err := strconv.ParseInt(string(x), 10, 0); err == nil {
			return int(i), true
		}
		if f, err := strconv.ParseFloat(string(x), 64); err == nil && !math.IsInf(f, 0) {
			return f, true
		}
	case map[string]any:
		var out map[string]any
		for k, e := range x {
			n, changed := number(e, depth+1)
			if !changed {
				continue
			}
			if out == nil {
				out = make(map[string]any, len(x))
				for k2, e2 := range x {
					out[k2] = e2
				}
			}
			out[k] = n
		}
		if out != nil {
			return out, true
		}
	case []any:
		var out []any
		for i, e := range x {
			n, changed := number(e, depth+1)
			if !changed {
				continue
			}
			if out == nil {
				out = append([]any(nil), x...)
			}
			out[i] = n
		}
		if out != nil {
			return out, true
		}
	}
	return v, false
}

// isNumber reports whether n is a number in JSON's syntax, which is
// narrower than strconv's ("NaN", "Inf", "0x1p4", "1_000" and "+1" are
// none).
func isNumber(n json.Number) bool {
	return n != "" && (n[0] == '-' || '0' <= n[0] && n[0] <= '9') && json.Valid([]byte(n))
}
