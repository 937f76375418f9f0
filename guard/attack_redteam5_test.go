package guard_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/demo"
	"github.com/hintgate/hintgate/rules"
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

// TestRedteamEditedArgsOverLimit: the bound on arguments held for the
// call as the model made it, but an edit (a confirmer's Verdict.Args, a
// deferred approval's Decision.Args) was decided and run whatever its
// size: a confirmer that fills in a file's content from elsewhere, or a
// model standing in for the human, got 2 MB past MaxArgBytes to the
// policy and the server.
func TestRedteamEditedArgsOverLimit(t *testing.T) {
	big := strings.Repeat("x", 2<<20)
	g := newGuard(t, &guard.Options{Policy: mustPolicy(t, "extends: default\n"),
		Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Approve, Args: map[string]any{"path": "/tmp/a", "content": big}}, nil
		})})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	res := callCS(t, cs, "write_file", map[string]any{"path": "/tmp/a", "content": "x"})
	b, blocked := guard.Blocked(res)
	var tl *guard.ArgsTooLargeError
	if !blocked || b.Rule != "args-too-large" || !errors.As(b.Err, &tl) {
		t.Errorf("an edit of 2 MB: blocked %v by %+v, want args-too-large", blocked, b)
	}
	if n := r.count("write_file"); n != 0 {
		t.Errorf("the edited call ran %d times", n)
	}

	// A deferred call approved with an edit of 2 MB is voided.
	srv, store := demo.New(), &guard.MemoryStore{}
	a := newReplica(t, srv, guard.Options{Store: store, Replica: "a"})
	ctx := guard.WithSubject(context.Background(), "alice")
	p := a.deferred(t, ctx, "write_file", map[string]any{"path": "/srv/a.txt", "content": "x"})
	if _, err := guard.NewApprovals(store, nil).Decide(ctx, p.ID, guard.Decision{Approve: true, By: "ops",
		Args: map[string]any{"path": "/srv/a.txt", "content": big}}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.conn.Resume(ctx, p.ID); !errors.Is(err, guard.ErrVoided) || !errors.As(err, &tl) {
		t.Errorf("resume of an edit of 2 MB: %v, want voided with an ArgsTooLargeError", err)
	}
	if n := srv.Calls("write_file"); n != 0 {
		t.Errorf("the edited deferred call ran %d times", n)
	}
}

// TestRedteamEditDeniedActionIsDeny: an edited call the policy (or the
// bound on arguments) denies is a deny, as Block.Action says; it was
// reported as Confirm (a human's rejection), since rules.Deny is
// Action's zero value, which the guard read as "not set".
func TestRedteamEditDeniedActionIsDeny(t *testing.T) {
	p := mustPolicy(t, `
extends: default
rules:
  - {name: no-etc, when: 'args.path startsWith "/etc/"', action: deny, reason: system files}
`)
	for name, edit := range map[string]map[string]any{
		"no-etc":         {"path": "/etc/passwd", "content": "x"},
		"args-too-large": {"path": "/tmp/a", "content": strings.Repeat("x", 2<<20)},
	} {
		g := newGuard(t, &guard.Options{Policy: p, Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Approve, Args: edit}, nil
		})})
		var r ran
		cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
		b, blocked := guard.Blocked(callCS(t, cs, "write_file", map[string]any{"path": "/tmp/a", "content": "x"}))
		if !blocked || b.Rule != name || b.Action != rules.Deny || r.count("write_file") != 0 {
			t.Errorf("%s: blocked=%v %+v ran=%d, want a deny by %s", name, blocked, b, r.count("write_file"), name)
		}
	}
}

// TestRedteamIconsUncounted: a resource link's icons were counted by
// their source, media type and sizes only: an icon's theme of 10 MB, or
// a million empty icons (11 MB of JSON), or an icon with two million
// empty sizes, counted for nothing against MaxResultBytes and reached
// the model whole.
func TestRedteamIconsUncounted(t *testing.T) {
	many := make([]mcp.Icon, 1_000_000)
	for _, tc := range []struct {
		name  string
		icons []mcp.Icon
	}{
		{"a theme of 10 MB", []mcp.Icon{{Source: "https://x.test/i.png", Theme: mcp.IconTheme(strings.Repeat("t", 10<<20))}}},
		{"a million empty icons", many},
		{"two million empty sizes", []mcp.Icon{{Source: "https://x.test/i.png", Sizes: make([]string, 2_000_000)}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGuard(t, &guard.Options{})
			var r ran
			result := &mcp.CallToolResult{Content: []mcp.Content{&mcp.ResourceLink{URI: "file:///y", Name: "y", Icons: tc.icons}}}
			cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "find", Annotations: hints.ReadOnlyTool("Find", false)}), newClient(g))
			res := callCS(t, cs, "find", nil)
			data, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			if len(data) > mediaBound*4/3+200<<10 {
				t.Errorf("the model receives %d bytes of JSON, with binary content bounded to %d", len(data), mediaBound)
			}
			if !strings.Contains(textOf(res), "icons") || res.Meta[guard.TruncatedKey] == nil {
				t.Errorf("the removal is not said or not marked: %q", textOf(res))
			}
		})
	}
}

// TestRedteamTruncationNoticeKept: with a thousand blocks beside a long
// text, the notice that the text was cut, appended as the last block,
// was the block past the thousand that the bound on blocks removed: the
// model read a cut text as whole.
func TestRedteamTruncationNoticeKept(t *testing.T) {
	for _, n := range []int{998, 999, 1000, 1001, 5000} {
		content := []mcp.Content{&mcp.TextContent{Text: strings.Repeat("a", 100_000)}}
		for range n {
			content = append(content, &mcp.ImageContent{Data: []byte{1}, MIMEType: "image/png"})
		}
		g := newGuard(t, &guard.Options{})
		var r ran
		result := &mcp.CallToolResult{Content: content}
		cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "shots", Annotations: hints.ReadOnlyTool("Shots", false)}), newClient(g))
		res := callCS(t, cs, "shots", nil)
		if !strings.Contains(textOf(res), "truncated by hintgate") {
			t.Errorf("%d images: the model is not told the text was cut", n)
		}
		if len(res.Content) > 1000+10 {
			t.Errorf("%d images: %d blocks reach the model", n, len(res.Content))
		}
	}
}

// TestRedteamParallelCallsOwnArgs: parallel calls through one guard and
// one connection, with different arguments, each decided by rules that
// share a decision's walk (fast lane and expr's VM): a call is never
// decided on another call's arguments. Held when written.
func TestRedteamParallelCallsOwnArgs(t *testing.T) {
	p := mustPolicy(t, `
rules:
  - {name: etc, when: 'anyPath(args, ["/etc/**"])', action: deny}
  - {name: web, when: 'len(args) > 0 && anyURLOutside(args, ["github.com"])', action: deny}
default: allow
`)
	g := newGuard(t, &guard.Options{Policy: p})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	calls := []struct {
		args map[string]any
		rule string // "" runs
	}{
		{map[string]any{"path": "/tmp/a", "content": "x"}, ""},
		{map[string]any{"path": "/etc/passwd", "content": "x"}, "etc"},
		{map[string]any{"path": "/tmp/b", "content": "https://evil.test/x"}, "web"},
		{map[string]any{"path": "/tmp/c", "content": "https://github.com/x"}, ""},
	}
	var wg sync.WaitGroup
	errs := make(chan string, 32)
	for w := range 8 {
		wg.Go(func() {
			for i := range 50 {
				c := calls[(w+i)%len(calls)]
				res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "write_file", Arguments: c.args})
				if err != nil {
					errs <- err.Error()
					return
				}
				b, blocked := guard.Blocked(res)
				if blocked && b.Rule != c.rule || !blocked && c.rule != "" {
					errs <- fmt.Sprintf("%v: blocked %v %v, want %q", c.args, blocked, b, c.rule)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if n := r.count("write_file"); n != 200 {
		t.Errorf("the server ran %d calls, want 200", n)
	}
}

// TestRedteamHugeToolName: the bound on arguments left the call's tool
// name, model text as much as its arguments, unbounded: a name of 1 MiB
// was quoted whole in the reason the model reads and in the audit
// record (where a secret put in a name would land verbatim).
func TestRedteamHugeToolName(t *testing.T) {
	audit := &recorder{}
	g := newGuard(t, &guard.Options{Logger: slog.New(audit)})
	var r ran
	cs := dial(t, hostileServer("fs", &r, nil, writeTool()), newClient(g))
	name := "sk-live-" + strings.Repeat("s", 1<<20)
	res := callCS(t, cs, name, map[string]any{})
	b, blocked := guard.Blocked(res)
	if !blocked || b.Rule != "unknown-tool" {
		t.Fatalf("blocked %v by %+v", blocked, b)
	}
	if n := len(textOf(res)); n > 1024 {
		t.Errorf("the model reads a reason of %d bytes", n)
	}
	calls := audit.calls()
	if len(calls) != 1 {
		t.Fatalf("%d audit records", len(calls))
	}
	if tool, _ := calls[0]["tool"].(string); len(tool) > hints.MaxNameLen+16 {
		t.Errorf("the audit record's tool is %d bytes", len(tool))
	}
}

// TestRedteamBlockCountEdges: exactly 1,000 blocks come through
// untouched; 1,001 lose one, said in one notice; and the notices of
// many removed blocks with long media types stay a bounded addition to
// MaxResultChars. Held when written.
func TestRedteamBlockCountEdges(t *testing.T) {
	blocks := func(n int, mime string, size int) []mcp.Content {
		out := make([]mcp.Content, n)
		for i := range out {
			out[i] = &mcp.ImageContent{Data: make([]byte, size), MIMEType: mime}
		}
		return out
	}
	for _, tc := range []struct {
		name           string
		opts           guard.Options
		content        []mcp.Content
		blocks, notice int // blocks the model reads; of which notices
	}{
		{"1,000 blocks", guard.Options{}, blocks(1000, "image/png", 1), 1000, 0},
		{"1,001 blocks", guard.Options{}, blocks(1001, "image/png", 1), 1001, 1},
		{"5,000 blocks over the bytes", guard.Options{MaxResultChars: 100, MaxResultBytes: 10}, blocks(5000, "image/"+strings.Repeat("x", 200), 2), -1, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGuard(t, &tc.opts)
			var r ran
			result := &mcp.CallToolResult{Content: tc.content}
			cs := dial(t, hostileServer("s", &r, result, &mcp.Tool{Name: "shots", Annotations: hints.ReadOnlyTool("Shots", false)}), newClient(g))
			res := callCS(t, cs, "shots", nil)
			notices := strings.Count(textOf(res), "removed by hintgate")
			if tc.blocks >= 0 && (len(res.Content) != tc.blocks || notices != tc.notice) {
				t.Errorf("%d blocks with %d notices, want %d with %d", len(res.Content), notices, tc.blocks, tc.notice)
			}
			if n := len(textOf(res)); n > 100+2000 && tc.opts.MaxResultChars == 100 {
				t.Errorf("the model reads %d characters of text, bounded to 100", n)
			}
			if len(res.Content) > 1000+maxNoticeBlocks {
				t.Errorf("%d blocks", len(res.Content))
			}
		})
	}
}

// maxNoticeBlocks is how many notices the guard may add to a result.
const maxNoticeBlocks = 11
