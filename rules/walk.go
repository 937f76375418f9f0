package rules

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Limits of a walk through a call's arguments by anyPath and
// anyURLOutside. A walk that reaches one cannot say "no match", so it
// fails, and a failing condition denies.
const (
	// MaxWalkDepth is how deep arguments may nest.
	MaxWalkDepth = 32
	// MaxWalkValues is how many values (strings, keys, numbers, lists,
	// objects) a walk looks at.
	MaxWalkValues = 10000
)

// MaxRegexpBytes bounds the bytes of a call's arguments that the regular
// expressions of one decision read (`args.x matches "..."` with a
// pattern that is not a few literal strings): each reads its argument
// whole, rule after rule, and a pattern with more than 8 instructions
// that read a character (`[a-z0-9]{40}`: 40) is charged each byte once
// for every 8 of them, begun, as it reads it that much slower; a pattern
// only known at call time (`args.s matches args.p`) is charged 64 bytes
// for each of its own when compiled, and a call at least 16 bytes. The
// rule whose pattern would read past it fails, and a failing condition
// denies.
const MaxRegexpBytes = 16 << 20

// MaxLiteralBytes bounds the bytes of a call's arguments that the
// literal searches of one decision read: patterns that are a set of
// literal strings (`token`, `(key|secret|password)`), each string of the
// set counted once, and `contains`, each search at least 1 KiB. Such a
// search reads about a hundred times faster than a regular expression,
// string by string. The rule whose search would read past it fails, and
// a failing condition denies.
const MaxLiteralBytes = 1 << 30

// errWalkLimit is wrapped by the errors of a walk that stopped at a limit.
var errWalkLimit = errors.New("arguments too large to check")

// errRegexpBudget is the error of a regular expression past MaxRegexpBytes.
var errRegexpBudget = fmt.Errorf("%w: the policy's regular expressions would read more than %d bytes of them", errWalkLimit, MaxRegexpBytes)

// walkStrings calls f for every string inside v, object keys included,
// at any depth, until f returns true or an error. It fails when v nests
// deeper than MaxWalkDepth or holds more than MaxWalkValues values.
func walkStrings(v any, f func(string) (bool, error)) (bool, error) {
	w := walker{f: f, budget: MaxWalkValues}
	ok, err := w.walk(v, 0)
	if walked != nil {
		walked(MaxWalkValues - w.budget)
	}
	return ok, err
}

// walked, when set (by tests), is told of every walk through arguments
// and the values it visited.
var walked func(values int)

type walker struct {
	f      func(string) (bool, error)
	budget int
}

func (w *walker) spend(depth int) error {
	if depth > MaxWalkDepth {
		return fmt.Errorf("%w: nested more than %d levels deep", errWalkLimit, MaxWalkDepth)
	}
	if w.budget--; w.budget < 0 {
		return fmt.Errorf("%w: more than %d values", errWalkLimit, MaxWalkValues)
	}
	return nil
}

func (w *walker) walk(v any, depth int) (bool, error) {
	if err := w.spend(depth); err != nil {
		return false, err
	}
	switch x := v.(type) {
	case string:
		return w.f(x)
	case map[string]any:
		for k, e := range x {
			if err := w.spend(depth + 1); err != nil {
				return false, err
			}
			if ok, err := w.f(k); ok || err != nil {
				return ok, err
			}
			if ok, err := w.walk(e, depth+1); ok || err != nil {
				return ok, err
			}
		}
	case []any:
		for _, e := range x {
			if ok, err := w.walk(e, depth+1); ok || err != nil {
				return ok, err
			}
		}
	case []string:
		for _, e := range x {
			if ok, err := w.walk(e, depth+1); ok || err != nil {
				return ok, err
			}
		}
	case nil, bool, float64, float32, int, int64, int32, json.Number:
	default:
		// Other Go values (typed maps, slices, structs, named strings,
		// json.Marshalers) are walked as the server receives them: as
		// their JSON. A value that has none fails the walk.
		j, err := jsonValue(x)
		if err != nil {
			return false, err
		}
		return w.walk(j, depth)
	}
	return false, nil
}

// jsonValue returns v as its JSON encoding decodes into any. Every
// kind is encoded: a named string type is a string, and a scalar type
// may have a MarshalJSON that writes anything (reading them as "no
// strings" let "/etc/passwd" in a caller's `type Path string` past
// anyPath).
func jsonValue(v any) (any, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("arguments that are not JSON: %T", v)
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, fmt.Errorf("arguments that are not JSON: %T", v)
	}
	return out, nil
}
