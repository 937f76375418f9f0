package guard

import (
	"encoding/json"
	"hash"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Streaming arguments into a hash: the bytes json.Marshal would produce
// (object keys sorted), written through a small buffer instead of being
// built whole, so that hashing large arguments allocates nothing in
// proportion to their size. TestHashJSONMatchesMarshal and FuzzHashJSON
// check that the bytes are json.Marshal's.

// maxHashDepth is how deep hashJSON follows nesting before it leaves the
// value to json.Marshal (which stops cycles after 1,000 levels).
const maxHashDepth = 200

var jsonHasherPool = sync.Pool{New: func() any { return new(jsonHasher) }}

// jsonHasher writes JSON into a hash through a fixed buffer.
type jsonHasher struct {
	h   hash.Hash
	buf [4096]byte
	n   int
}

func (j *jsonHasher) flush() {
	j.h.Write(j.buf[:j.n])
	j.n = 0
}

func (j *jsonHasher) writeByte(c byte) {
	if j.n == len(j.buf) {
		j.flush()
	}
	j.buf[j.n] = c
	j.n++
}

func (j *jsonHasher) writeString(s string) {
	for len(s) > 0 {
		if j.n == len(j.buf) {
			j.flush()
		}
		k := copy(j.buf[j.n:], s)
		j.n += k
		s = s[k:]
	}
}

// hashJSON writes args as json.Marshal encodes them into h. It reports
// false, having written something, when json.Marshal would fail; the
// caller then starts over with argsJSON.
func hashJSON(h hash.Hash, args map[string]any) bool {
	j := jsonHasherPool.Get().(*jsonHasher)
	j.h, j.n = h, 0
	ok := j.value(args, 0)
	j.flush()
	j.h = nil
	jsonHasherPool.Put(j)
	return ok
}

func (j *jsonHasher) value(v any, depth int) bool {
	switch x := v.(type) {
	case nil:
		j.writeString("null")
	case string:
		j.quote(x)
	case bool:
		j.writeString(strconv.FormatBool(x))
	case float64:
		return j.float(x)
	case map[string]any:
		if x == nil {
			j.writeString("null")
			return true
		}
		if depth > maxHashDepth {
			return j.marshal(x)
		}
		return j.object(x, depth)
	case []any:
		if x == nil {
			j.writeString("null")
			return true
		}
		if depth > maxHashDepth {
			return j.marshal(x)
		}
		j.writeByte('[')
		for i, e := range x {
			if i > 0 {
				j.writeByte(',')
			}
			if !j.value(e, depth+1) {
				return false
			}
		}
		j.writeByte(']')
	default:
		return j.marshal(x)
	}
	return true
}

func (j *jsonHasher) object(m map[string]any, depth int) bool {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	j.writeByte('{')
	for i, k := range keys {
		if i > 0 {
			j.writeByte(',')
		}
		j.quote(k)
		j.writeByte(':')
		if !j.value(m[k], depth+1) {
			return false
		}
	}
	j.writeByte('}')
	return true
}

// marshal writes any other Go value as json.Marshal encodes it.
func (j *jsonHasher) marshal(v any) bool {
	data, err := json.Marshal(v)
	if err != nil {
		return false
	}
	j.flush()
	j.h.Write(data)
	return true
}

// float is encoding/json's float64 encoding.
func (j *jsonHasher) float(f float64) bool {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return false
	}
	var b [32]byte
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	out := strconv.AppendFloat(b[:0], f, format, -1, 64)
	if format == 'e' {
		// e-09 to e-9
		if n := len(out); n >= 4 && out[n-4] == 'e' && out[n-3] == '-' && out[n-2] == '0' {
			out[n-2] = out[n-1]
			out = out[:n-1]
		}
	}
	for _, c := range out {
		j.writeByte(c)
	}
	return true
}

const hexDigits = "0123456789abcdef"

// plain are the bytes encoding/json writes as they are: printable ASCII
// but for the quote, the backslash and the HTML characters.
var plain = func() (t [256]bool) {
	for b := 0x20; b < utf8.RuneSelf; b++ {
		t[b] = !strings.ContainsRune(`"\<>&`, rune(b))
	}
	return t
}()

// quote is encoding/json's string encoding, HTML characters escaped.
func (j *jsonHasher) quote(s string) {
	j.writeByte('"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if plain[b] {
				i++
				for i < len(s) && plain[s[i]] {
					i++
				}
				continue
			}
			j.writeString(s[start:i])
			switch b {
			case '\\', '"':
				j.writeByte('\\')
				j.writeByte(b)
			case '\b':
				j.writeString(`\b`)
			case '\f':
				j.writeString(`\f`)
			case '\n':
				j.writeString(`\n`)
			case '\r':
				j.writeString(`\r`)
			case '\t':
				j.writeString(`\t`)
			default:
				j.writeString(`\u00`)
				j.writeByte(hexDigits[b>>4])
				j.writeByte(hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size == 1:
			j.writeString(s[start:i])
			j.writeString(`\ufffd`)
		case c == '\u2028' || c == '\u2029':
			j.writeString(s[start:i])
			j.writeString(`\u202`)
			j.writeByte(hexDigits[c&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	j.writeString(s[start:])
	j.writeByte('"')
}
