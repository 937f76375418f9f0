package guard

import (
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
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// argsOf returns a call's arguments as a JSON object.
func argsOf(a any) (map[string]any, error) {
	switch v := a.(type) {
	case nil:
		return map[string]any{}, nil
	case map[string]any:
		return v, nil
	}
	data, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("guard: arguments: %T cannot be encoded as JSON", a)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, errors.New("guard: arguments are not a JSON object")
	}
	if m == nil {
		m = map[string]any{}
	}
	return m, nil
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
	var out any
	if json.Unmarshal(data, &out) != nil {
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
	m.Write(argsJSON(args))
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
	sum := sha256.Sum256(argsJSON(args))
	return hex.EncodeToString(sum[:])
}

// Budgets of the walk over arguments for protected paths; a walk that
// cannot finish counts as naming one.
const (
	maxWalkDepth   = 64
	maxWalkStrings = 100000
)

// protect is the guard's own check that no call names a path under
// hintgate's configuration directory (where the approvals file lives),
// whatever the policy says.
type protect struct {
	dirs  []string // cleaned, absolute, lower-case
	rels  []string // as relative paths: from the home directory, or from "/"
	bases []string // their last elements: a string naming none is no hit
	home  string
}

func newProtect(dirs []string) *protect {
	p := &protect{}
	if h, err := os.UserHomeDir(); err == nil {
		p.home = filepath.ToSlash(filepath.Clean(h))
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if abs, err := filepath.Abs(d); err == nil {
			d = abs
		}
		d = strings.ToLower(filepath.ToSlash(filepath.Clean(d)))
		p.dirs = append(p.dirs, d)
		rel := strings.TrimPrefix(d, "/")
		if h := strings.ToLower(p.home); h != "" && h != "/" && strings.HasPrefix(d, h+"/") {
			rel = d[len(h)+1:] // a server's working directory is often home
		}
		p.rels = append(p.rels, rel)
		p.bases = append(p.bases, path.Base(d))
	}
	return p
}

// names reports whether any key or string value in args names a
// protected path.
func (p *protect) names(args map[string]any) bool {
	if len(p.dirs) == 0 {
		return false
	}
	budget := maxWalkStrings
	return p.walk(args, 0, &budget)
}

func (p *protect) walk(v any, depth int, budget *int) bool {
	if depth > maxWalkDepth {
		return true
	}
	switch x := v.(type) {
	case string:
		*budget--
		return *budget < 0 || p.hit(x)
	case map[string]any:
		for k, e := range x {
			*budget--
			if *budget < 0 || p.hit(k) || p.walk(e, depth+1, budget) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if p.walk(e, depth+1, budget) {
				return true
			}
		}
	}
	return false
}

// hit reports whether s names a protected directory or anything under
// it: anywhere in the text (a shell command, a URL), as an absolute path
// or through the home directory (~, $HOME), and as a path that cleans to
// one (with .. or . in it).
func (p *protect) hit(s string) bool {
	if strings.IndexByte(s, '%') >= 0 {
		// A file: URL's escapes are decoded by the servers that read it.
		if dec := unescape(s); dec != s && p.hit(dec) {
			return true
		}
	}
	if strings.IndexByte(s, '/') < 0 && strings.IndexByte(s, '\\') < 0 || !p.mayName(s) {
		return false
	}
	s = strings.ToLower(strings.ReplaceAll(s, `\`, "/"))
	if p.home != "" {
		home := strings.ToLower(p.home)
		for _, alias := range []string{"~", "$home", "${home}"} {
			s = strings.ReplaceAll(s, alias+"/", home+"/")
		}
	}
	for _, field := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '=' || r == '\t' || r == '\n' }) {
		field = strings.TrimPrefix(field, "file://")
		if p.pathHit(field) {
			return true
		}
		if i := strings.IndexByte(field, '/'); i > 0 && p.pathHit(field[i:]) {
			return true // "x:/…", "@/…"
		}
	}
	for _, d := range p.dirs {
		for i := strings.Index(s, d); i >= 0; {
			end := i + len(d)
			if end == len(s) || !isNameByte(s[end]) {
				return true
			}
			j := strings.Index(s[end:], d)
			if j < 0 {
				break
			}
			i = end + j
		}
	}
	return false
}

// pathHit reports whether f, cleaned, is a protected directory or under
// it: an absolute path anywhere below its start (so that aliases of the
// root such as /proc/self/root/… count), a relative one from the home
// directory or from "/".
func (p *protect) pathHit(f string) bool {
	c := path.Clean(f)
	if strings.HasPrefix(c, "/") {
		for _, d := range p.dirs {
			if strings.Contains(c+"/", d+"/") {
				return true
			}
		}
		return false
	}
	for _, r := range p.rels {
		if r != "" && strings.Contains("/"+c+"/", "/"+r+"/") {
			return true
		}
	}
	return false
}

// unescape decodes every valid %XX escape in s and leaves the rest.
func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f' }

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// mayName reports whether s contains the last element of a protected
// directory, in any case: every way of naming the directory does.
func (p *protect) mayName(s string) bool {
	for _, b := range p.bases {
		if b == "" {
			return true
		}
		first := b[0]
		for i := 0; i+len(b) <= len(s); i++ {
			if c := s[i]; (c == first || c|0x20 == first) && strings.EqualFold(s[i:i+len(b)], b) {
				return true
			}
		}
	}
	return false
}

func isNameByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '-' || b == '_' || b == '.' || b >= 0x80
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
	}
	return cmp.Or(pendingKind(err), "error")
}

// ruleError is a rule's run-time failure, with the expression's message
// (which can quote argument values) withheld.
type ruleError struct{ rule string }

func (e *ruleError) Error() string {
	return fmt.Sprintf("guard: rule %s failed at run time (message withheld: it may quote arguments)", e.rule)
}
