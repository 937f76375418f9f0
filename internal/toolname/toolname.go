package toolname

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
)

// Separator joins a server's name and a tool's name.
const Separator = "__"

// Unnamed is the server of a connection the user gave no name
// (guard.Unnamed): its tools are named by their own names alone.
const Unnamed = "*"

// MaxLen is the longest tool name model APIs accept.
const MaxLen = 64

// Valid reports whether name is accepted by model APIs:
// 1 to 64 of the characters a-z, A-Z, 0-9, "_" and "-".
func Valid(name string) bool {
	if name == "" || len(name) > MaxLen {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !validByte(name[i]) {
			return false
		}
	}
	return true
}

func validByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-'
}

// Namespaced returns "server__tool" (the tool alone when server is empty),
// hashed when it is longer than [MaxLen]. It does not check characters;
// [Map.Add] does.
func Namespaced(server, tool string) string {
	name := tool
	if server != "" {
		name = server + Separator + tool
	}
	if len(name) > MaxLen {
		return WithHash(name, name)
	}
	return name
}

// WithHash returns name with "_" and the first six hex digits of key's
// SHA-256 appended, cutting name so that the result is at most [MaxLen]
// bytes.
func WithHash(name, key string) string {
	sum := sha256.Sum256([]byte(key))
	suffix := "_" + hex.EncodeToString(sum[:3])
	if len(name)+len(suffix) > MaxLen {
		name = name[:MaxLen-len(suffix)]
	}
	return name + suffix
}

// sanitize replaces every character outside [A-Za-z0-9_-] (each rune, or
// each byte of invalid UTF-8) with "_" and reports whether it changed s.
func sanitize(s string) (string, bool) {
	ok := true
	for i := 0; i < len(s); i++ {
		if !validByte(s[i]) {
			ok = false
			break
		}
	}
	if ok {
		return s, false
	}
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r < 0x80 && validByte(byte(r)) {
			b = append(b, byte(r))
		} else {
			b = append(b, '_')
		}
	}
	return string(b), true
}

// Ref is a tool of a server.
type Ref struct {
	Server, Tool string
}

// Map assigns names to tools and resolves them back. The zero value is
// empty and ready to use. A Map is not safe for concurrent use while
// tools are added; once filled, concurrent lookups are safe.
type Map struct {
	byName map[string]Ref
	byRef  map[Ref]string
}

// Add returns the name of server's tool, assigning it on first use
// (the tool's own name for an empty or [Unnamed] server):
// [Namespaced], with a hash suffix when the result has characters that
// are not valid or is already taken by another tool (the key is
// server+"\x00"+tool, as a guard Toolbox does). Adding the same tool twice
// returns the same name. The result is always [Valid] and never shared
// with another (server, tool) pair.
func (m *Map) Add(server, tool string) string {
	ref := Ref{server, tool}
	if name, ok := m.byRef[ref]; ok {
		return name
	}
	if m.byName == nil {
		m.byName, m.byRef = map[string]Ref{}, map[Ref]string{}
	}
	key := server + "\x00" + tool
	name := server + Separator + tool
	if server == "" || server == Unnamed {
		name = tool
	}
	name, changed := sanitize(name)
	switch {
	case changed || name == "":
		name = WithHash(name, key)
	case len(name) > MaxLen:
		name = WithHash(name, name)
	}
	if _, taken := m.byName[name]; taken {
		name = WithHash(name, key)
	}
	for i := 1; ; i++ { // a hashed name can itself be taken
		if _, taken := m.byName[name]; !taken {
			break
		}
		name = WithHash(name, key+"\x00"+strconv.Itoa(i))
	}
	m.byName[name] = ref
	m.byRef[ref] = name
	return name
}

// Keep assigns name to server's tool, as a name given elsewhere (by a
// guard Toolbox) that must stay the same, and reports whether it did: it
// does not when name is not [Valid], is already assigned, or the tool
// already has a name.
func (m *Map) Keep(name, server, tool string) bool {
	ref := Ref{server, tool}
	if !Valid(name) {
		return false
	}
	if _, taken := m.byName[name]; taken {
		return false
	}
	if _, named := m.byRef[ref]; named {
		return false
	}
	if m.byName == nil {
		m.byName, m.byRef = map[string]Ref{}, map[Ref]string{}
	}
	m.byName[name] = ref
	m.byRef[ref] = name
	return true
}

// Lookup returns the tool that name was assigned to.
func (m *Map) Lookup(name string) (Ref, bool) {
	r, ok := m.byName[name]
	return r, ok
}

// Name returns the name assigned to server's tool, if any.
func (m *Map) Name(server, tool string) (string, bool) {
	n, ok := m.byRef[Ref{server, tool}]
	return n, ok
}

// Len returns the number of tools named.
func (m *Map) Len() int { return len(m.byName) }
