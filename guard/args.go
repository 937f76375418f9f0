package guard

import (
	"bytes"
	"cmp"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"net"
	"unsafe"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// unedited reports whether args, the arguments a call runs with, are the
// caller's own map, not a copy: edits and approvals always replace the
// map, never change it in place.
func unedited(orig any, args map[string]any) bool {
	m, ok := orig.(map[string]any)
	return ok && m != nil && sameMap(m, args)
}

// sameMap reports whether a and b are the same map. A map value is a
// pointer to the map; this compares the pointers, as
// reflect.Value.UnsafePointer would, without reflect's code on the
// call's path.
func sameMap(a, b map[string]any) bool {
	return *(*unsafe.Pointer)(unsafe.Pointer(&a)) == *(*unsafe.Pointer)(unsafe.Pointer(&b))
}

// cloneArgs returns a deep copy of JSON-like arguments, so a confirmer
// cannot change what runs except through Verdict.Args.
func cloneArgs(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	return cloneJSON(m).(map[string]any)
}

func cloneJSON(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = cloneJSON(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = cloneJSON(e)
		}
		return out
	case string, float64, bool, nil, json.Number:
		return x
	}
	// Other Go values (a caller's structs, typed slices): copy through
	// JSON, so nothing is shared.
	data, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // an int64 past 2^53 stays exact
	var out any
	if dec.Decode(&out) != nil {
		return nil
	}
	return out
}

func argsJSON(args map[string]any) []byte {
	data, err := json.Marshal(args) // object keys sorted
	if err != nil {
		data = fmt.Appendf(nil, "%#v", args)
	}
	return data
}

// digest identifies a call's arguments in audit records and in memory: a
// short HMAC-SHA256 of their JSON under the guard's random key, so that
// short secrets cannot be recovered from it by trying candidates.
func (g *Guard) digest(args map[string]any) string {
	m, _ := g.macs.Get().(hash.Hash)
	if m == nil {
		m = hmac.New(sha256.New, g.key[:])
	}
	m.Reset()
	if !hashJSON(m, args) {
		m.Reset()
		m.Write(argsJSON(args))
	}
	var sum [sha256.Size]byte
	d := hex.EncodeToString(m.Sum(sum[:0])[:12])
	g.macs.Put(m)
	return d
}

// Digest returns the digest of args that this guard's audit records carry:
// a keyed hash that is the same for the same arguments within the guard's
// life and says nothing about them to anyone else.
func (g *Guard) Digest(args map[string]any) string { return g.digest(args) }

// argsHash is the stable hash of exact arguments that a lasting approval
// in a [Store] is bound to: SHA-256 of their JSON.
func argsHash(args map[string]any) string {
	h := sha256.New()
	if !hashJSON(h, args) {
		h.Reset()
		h.Write(argsJSON(args))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// errKind names the kind of an error for the audit log, which never
// carries an error's text: a server or an expression may have put
// argument values in it.
func errKind(err error) string {
	var we *jsonrpc.Error
	var ne net.Error
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case errors.Is(err, context.DeadlineExceeded):
		return "deadline exceeded"
	case errors.As(err, &we):
		return fmt.Sprintf("jsonrpc error %d", we.Code)
	case errors.Is(err, mcp.ErrConnectionClosed), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection closed"
	case errors.As(err, &ne):
		return "network error"
	case errors.As(err, new(*ruleError)):
		return "rule error"
	case errors.As(err, new(*rejection)):
		return "rejected"
	case errors.As(err, new(*ArgsTooLargeError)):
		return "arguments too large"
	}
	return cmp.Or(pendingKind(err), "error")
}

// ruleError is a rule's run-time failure, with the expression's message
// (which can quote argument values) withheld.
type ruleError struct{ rule string }

func (e *ruleError) Error() string {
	return fmt.Sprintf("guard: rule %s failed at run time (message withheld: it may quote arguments)", e.rule)
}
