package guard

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
)

// MinKeyLen is the shortest key a [Keyring] accepts.
const MinKeyLen = 32

// ErrBadToken: an approval token is malformed, signed with an unknown key,
// forged, expired, or for another call.
var ErrBadToken = errors.New("guard: approval token not valid")

// Keyring signs and verifies approval tokens: an approval that travels
// with a request, so that a replica that shares no store can verify an
// approval it did not issue. A token is an HMAC-SHA256, under the key
// named by its key id, over the server (the user's name), tool,
// fingerprint, a keyed digest of the exact arguments, the approval id and
// the expiry. Rotate keys by adding a new one, making it Current, and
// removing the old one once its tokens have expired: a token signed with
// a key no longer in the ring is refused.
//
// A token approves the same call as often as it is presented until it
// expires; for exactly once, resume a pending approval from a shared
// [Store] instead. A Keyring must not be changed while in use; it is then
// safe for concurrent use.
type Keyring struct {
	// Current is the id of the key new tokens are signed with.
	Current string
	// Keys are the keys by id, each at least MinKeyLen bytes.
	Keys map[string][]byte
}

type tokenClaims struct {
	KeyID       string `json:"kid"`
	ID          string `json:"id,omitempty"`
	Server      string `json:"srv"`
	Tool        string `json:"tool"`
	Fingerprint string `json:"fp"`
	Args        string `json:"args"`
	Expires     int64  `json:"exp"`
}

func (k *Keyring) key(id string) ([]byte, error) {
	if k == nil {
		return nil, fmt.Errorf("%w: no keyring", ErrBadToken)
	}
	key, ok := k.Keys[id]
	if !ok {
		return nil, fmt.Errorf("%w: unknown key id %q", ErrBadToken, id)
	}
	if len(key) < MinKeyLen {
		return nil, fmt.Errorf("guard: keyring: key %q has %d bytes; want at least %d", id, len(key), MinKeyLen)
	}
	return key, nil
}

func mac(key []byte, parts ...[]byte) []byte {
	m := hmac.New(sha256.New, key)
	for _, p := range parts {
		m.Write(p)
	}
	return m.Sum(nil)
}

func argsDigest(key []byte, args map[string]any) string {
	return hex.EncodeToString(mac(key, []byte("hintgate-args\x00"), argsJSON(args)))
}

// Sign returns a token for p's call (with its edited arguments, if any),
// valid until p expires. Sign only approved calls.
func (k *Keyring) Sign(p *PendingApproval) (string, error) {
	key, err := k.key(k.Current)
	if err != nil {
		return "", err
	}
	args, err := p.Arguments()
	if err != nil {
		return "", err
	}
	c := tokenClaims{KeyID: k.Current, ID: p.ID, Server: p.Server, Tool: p.Tool, Fingerprint: p.Fingerprint,
		Args: argsDigest(key, args), Expires: p.Expires.Unix()}
	payload, err := json.Marshal(c)
	if err != nil {
		return "", fmt.Errorf("guard: token: %w", err)
	}
	enc := base64.RawURLEncoding
	return enc.EncodeToString(payload) + "." + enc.EncodeToString(mac(key, payload)), nil
}

// Verify checks that token approves calling tool of server with the
// definition fingerprint and exactly args, at now, and returns the
// approval id it carries. Every failure wraps [ErrBadToken].
func (k *Keyring) Verify(token, server, tool, fingerprint string, args map[string]any, now time.Time) (string, error) {
	enc := base64.RawURLEncoding.Strict() // one encoding per token
	p64, s64, ok := strings.Cut(token, ".")
	payload, err1 := enc.DecodeString(p64)
	sig, err2 := enc.DecodeString(s64)
	var c tokenClaims
	if !ok || err1 != nil || err2 != nil || json.Unmarshal(payload, &c) != nil {
		return "", fmt.Errorf("%w: malformed", ErrBadToken)
	}
	key, err := k.key(c.KeyID)
	if err != nil {
		return "", err
	}
	if !hmac.Equal(sig, mac(key, payload)) {
		return "", fmt.Errorf("%w: bad signature", ErrBadToken)
	}
	switch {
	case c.Server != server || c.Tool != tool:
		return "", fmt.Errorf("%w: for another tool", ErrBadToken)
	case c.Fingerprint != fingerprint:
		return "", fmt.Errorf("%w: the tool's definition changed", ErrBadToken)
	case !hmac.Equal([]byte(c.Args), []byte(argsDigest(key, args))):
		return "", fmt.Errorf("%w: for other arguments", ErrBadToken)
	case !now.Before(time.Unix(c.Expires, 0)):
		return "", fmt.Errorf("%w: expired", ErrBadToken)
	}
	return c.ID, nil
}

type tokenKey struct{}

// WithToken returns a context whose calls carry an approval token: a call
// the policy sends to the confirmer is approved without asking when the
// token verifies under Options.Keyring for exactly this server, tool,
// definition and arguments (audit verdict "approved-token"). An invalid
// token is logged and ignored: the confirmer is asked as usual.
func WithToken(ctx context.Context, token string) context.Context {
	return context.WithValue(ctx, tokenKey{}, token)
}

// tokenApproves reports whether the context's token approves the call.
func (g *Guard) tokenApproves(ctx context.Context, c *callState) bool {
	tok, _ := ctx.Value(tokenKey{}).(string)
	if tok == "" || g.keyring == nil || !c.srv.durable {
		return false
	}
	_, err := g.keyring.Verify(tok, c.srv.name, c.e.tool.Name, c.e.tool.Fingerprint, c.args, time.Now())
	if err != nil {
		g.logger.LogAttrs(ctx, slog.LevelWarn, "hintgate.token", slog.String("server", c.srv.name),
			slog.String("tool", c.e.tool.Name), slog.String("problem", err.Error()))
		return false
	}
	return true
}
