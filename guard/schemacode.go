package guard

import (
	"encoding/binary"
	"math"
	"unsafe"
)

// A tool's input schema, as the guard keeps it to notice a change on the
// next list: encoded once per definition into bytes that a new decoded
// schema is compared with by looking its keys up, without iterating over
// maps (which costs a random start and, while the collector marks, write
// barriers) and without keeping a second decoded copy. The encoding:
//
//	'n'                            null
//	'T', 'F'                       true, false
//	's' len bytes                  a string
//	'd' 8 bytes                    a float64, its IEEE bits
//	'o' count (len key value)...   an object, its keys in any order
//	'a' count value...             an array
//	'x'                            anything else, or deeper than maxSchemaDepth: never equal
//
// with lengths and counts as uvarints.

// maxSchemaDepth is how deep a schema is compared; deeper ones always
// differ, which only costs a fresh resolution.
const maxSchemaDepth = 64

// encodeSchema encodes a decoded schema.
func encodeSchema(v any) []byte { return appendSchema(nil, v, 0) }

func appendSchema(buf []byte, v any, depth int) []byte {
	if depth > maxSchemaDepth {
		return append(buf, 'x')
	}
	switch x := v.(type) {
	case nil:
		return append(buf, 'n')
	case bool:
		if x {
			return append(buf, 'T')
		}
		return append(buf, 'F')
	case string:
		buf = binary.AppendUvarint(append(buf, 's'), uint64(len(x)))
		return append(buf, x...)
	case float64:
		return binary.LittleEndian.AppendUint64(append(buf, 'd'), math.Float64bits(x))
	case map[string]any:
		buf = binary.AppendUvarint(append(buf, 'o'), uint64(len(x)))
		for k, e := range x {
			buf = binary.AppendUvarint(buf, uint64(len(k)))
			buf = append(buf, k...)
			buf = appendSchema(buf, e, depth+1)
		}
		return buf
	case []any:
		buf = binary.AppendUvarint(append(buf, 'a'), uint64(len(x)))
		for _, e := range x {
			buf = appendSchema(buf, e, depth+1)
		}
		return buf
	}
	return append(buf, 'x')
}

// sameSchema reports whether v, a decoded schema, is the one code
// encodes: what sameJSON would report against the encoded value.
func sameSchema(code []byte, v any) bool {
	r := schemaReader{code: code}
	return r.same(v, 0) && r.pos == len(code)
}

type schemaReader struct {
	code []byte
	pos  int
	bad  bool
}

func (r *schemaReader) uvarint() int {
	n, w := binary.Uvarint(r.code[r.pos:])
	if w <= 0 || n > uint64(len(r.code)) {
		r.bad = true
		return 0
	}
	r.pos += w
	return int(n)
}

// str returns the next n bytes as a string sharing code's memory: it is
// only compared and looked up, never kept.
func (r *schemaReader) str(n int) string {
	if r.bad || n > len(r.code)-r.pos {
		r.bad = true
		return ""
	}
	s := unsafe.String(unsafe.SliceData(r.code[r.pos:]), n)
	r.pos += n
	return s
}

func (r *schemaReader) same(v any, depth int) bool {
	if r.pos >= len(r.code) || depth > maxSchemaDepth {
		return false
	}
	tag := r.code[r.pos]
	r.pos++
	switch tag {
	case 'n':
		return v == nil
	case 'T', 'F':
		b, ok := v.(bool)
		return ok && b == (tag == 'T')
	case 's':
		s, ok := v.(string)
		return ok && r.str(r.uvarint()) == s && !r.bad
	case 'd':
		f, ok := v.(float64)
		if !ok || len(r.code)-r.pos < 8 {
			return false
		}
		g := math.Float64frombits(binary.LittleEndian.Uint64(r.code[r.pos:]))
		r.pos += 8
		return f == g
	case 'o':
		return r.sameObject(v, depth)
	case 'a':
		return r.sameArray(v, depth)
	}
	return false
}

func (r *schemaReader) sameObject(v any, depth int) bool {
	m, ok := v.(map[string]any)
	n := r.uvarint()
	if !ok || r.bad || len(m) != n {
		return false
	}
	for range n {
		k := r.str(r.uvarint())
		e, found := m[k]
		if r.bad || !found || !r.same(e, depth+1) {
			return false
		}
	}
	return true
}

func (r *schemaReader) sameArray(v any, depth int) bool {
	s, ok := v.([]any)
	n := r.uvarint()
	if !ok || r.bad || len(s) != n {
		return false
	}
	for _, e := range s {
		if !r.same(e, depth+1) {
			return false
		}
	}
	return true
}
