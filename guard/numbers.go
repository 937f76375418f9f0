package guard

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
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

// asNumbers returns args with each json.Number that float64 holds
// replaced by one, as encoding/json would have decoded it: an integer
// that float64 holds exactly, or a number written with a fraction or
// exponent that is finite. Not an int: expr's arithmetic on ints wraps
// (2^32 * 2^32 is 0, and `args.qty * args.price > 10000` would not
// hold). An integer float64 would round (past 2^53, most of them), one
// beyond float64's range, and one that is not a JSON number at all
// ("NaN", "0x10") stay json.Number: rules cannot compare it, and a rule
// that tries fails and denies. Maps and lists holding no json.Number are
// shared, not copied, and args itself is returned when it holds none.
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
		i, err := strconv.ParseInt(string(x), 10, 64)
		if f := float64(i); err == nil && f < 1<<63 && int64(f) == i {
			return f, true // exactly
		}
		if err != nil && !errors.Is(err, strconv.ErrSyntax) || isInteger(x) {
			break // an integer float64 would round
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

// isInteger reports whether n, a JSON number, has neither fraction nor
// exponent.
func isInteger(n json.Number) bool {
	return !strings.ContainsAny(string(n), ".eE")
}

// isNumber reports whether n is a number in JSON's syntax, which is
// narrower than strconv's ("NaN", "Inf", "0x1p4", "1_000" and "+1" are
// none).
func isNumber(n json.Number) bool {
	return n != "" && (n[0] == '-' || '0' <= n[0] && n[0] <= '9') && json.Valid([]byte(n))
}
