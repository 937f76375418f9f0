package guard_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// decodeNumbers decodes a model's JSON text as an agent that keeps
// numbers exact does (json.Decoder.UseNumber).
func decodeNumbers(t *testing.T, text string) map[string]any {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(text))
	d.UseNumber()
	var m map[string]any
	if err := d.Decode(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

// jsonList is `{"v":[item,item,…]}` with n items.
func jsonList(item string, n int) string {
	return `{"v":[` + strings.Repeat(item+",", n-1) + item + `]}`
}

// TestRedteamArgsMeasureUnderstated: MaxArgBytes is documented as the
// arguments' JSON without escapes, but the measure counted every value
// that is not a string or key as one byte. A model's call whose JSON is
// 2 MB or more, made of numbers (kept exact by an agent decoding with
// UseNumber, or float64s), nulls, booleans or empty lists, measured
// under 1 MiB and reached the policy and the server: one number of 2 MB
// measured 5 bytes.
func TestRedteamArgsMeasureUnderstated(t *testing.T) {
	floats := make([]any, 100_000)
	for i := range floats {
		floats[i] = -1.2345678901234567e-300
	}
	for _, tc := range []struct {
		name string
		args map[string]any
	}{
		{"one number of 2 MB (UseNumber)", decodeNumbers(t, `{"n":1`+strings.Repeat("0", 2<<20)+`}`)},
		{"100,000 numbers of 24 bytes (UseNumber)", decodeNumbers(t, jsonList("-1.2345678901234567e-300", 100_000))},
		{"100,000 float64s of 24 bytes", map[string]any{"v": floats}},
		{"350,000 false", decodeNumbers(t, jsonList("false", 350_000))},
		{"400,000 null", decodeNumbers(t, jsonList("null", 400_000))},
		{"600,000 empty lists", decodeNumbers(t, jsonList("[]", 600_000))},
		{"600,000 empty objects", decodeNumbers(t, jsonList("{}", 600_000))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(tc.args); err != nil {
				t.Fatal(err)
			}
			if buf.Len() < 3*guard.DefaultMaxArgBytes/2 {
				t.Fatalf("the attack's JSON is %d bytes, want well over the limit", buf.Len())
			}
			g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "default: allow\n")})
			var r ran
			cs := dial(t, hostileServer("s", &r, nil, &mcp.Tool{Name: "write_file", Annotations: hints.WriteTool("Write file", true, false)}), newClient(g))
			res := callCS(t, cs, "write_file", tc.args)
			b, blocked := guard.Blocked(res)
			var tl *guard.ArgsTooLargeError
			if !blocked || b.Rule != "args-too-large" || !errors.As(b.Err, &tl) {
				t.Fatalf("%d bytes of JSON: blocked %v by %+v, want args-too-large", buf.Len(), blocked, b)
			}
			if tl.Size < buf.Len()*3/4 {
				t.Errorf("measured %d bytes of %d bytes of JSON", tl.Size, buf.Len())
			}
			if n := r.count("write_file"); n != 0 {
				t.Errorf("the server ran the call %d times", n)
			}
		})
	}
}
