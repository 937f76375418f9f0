package selection

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hintgate/hintgate/rules"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// hostileEmbeddings answers every request with body(n), n the number of
// texts asked for.
func hostileEmbeddings(t *testing.T, body func(n int) string) *OpenAIEmbedder {
	t.Helper()
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{ Input []string }
		json.NewDecoder(r.Body).Decode(&req)
		n := len(req.Input)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, body(n))
	}))
	t.Cleanup(s.Close)
	c := openai.NewClient(option.WithBaseURL(s.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
	return &OpenAIEmbedder{Client: c, Model: "m"}
}

// vectors writes n embeddings, vector i given by vec(i).
func vectors(n int, vec func(i int) string) string {
	var b strings.Builder
	b.WriteString(`{"object":"list","model":"m","data":[`)
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"object":"embedding","index":%d,"embedding":%s}`, i, vec(i))
	}
	b.WriteString(`]}`)
	return b.String()
}

// Held: broken answers (too few or too many vectors, indexes out of
// range or repeated, vectors of other lengths, empty, zero, numbers out
// of range, not JSON) give the lexical ranking and an error, never a
// panic, and never a tool the filter removed.
func TestRedteamWebEmbedderBroken(t *testing.T) {
	ok := func(i int) string { return fmt.Sprintf("[%d, 1, 0.5]", i+1) }
	tests := map[string]func(n int) string{
		"fewer":          func(n int) string { return vectors(n-1, ok) },
		"more":           func(n int) string { return vectors(n+1, ok) },
		"index past":     func(n int) string { return strings.Replace(vectors(n, ok), `"index":0`, `"index":99999999999`, 1) },
		"negative index": func(n int) string { return strings.Replace(vectors(n, ok), `"index":0`, `"index":-1`, 1) },
		"repeated index": func(n int) string { return strings.Replace(vectors(n, ok), `"index":0`, `"index":1`, 1) },
		"lengths": func(n int) string {
			return vectors(n, func(i int) string { return ok(i)[:len(ok(i))-1] + strings.Repeat(",1", i) + "]" })
		},
		"empty":            func(n int) string { return vectors(n, func(int) string { return "[]" }) },
		"zero":             func(n int) string { return vectors(n, func(int) string { return "[0,0,0]" }) },
		"out of range":     func(n int) string { return vectors(n, func(int) string { return "[1e400,1,1]" }) },
		"float32 overflow": func(n int) string { return vectors(n, func(int) string { return "[1e300,1,1]" }) },
		"null":             func(n int) string { return vectors(n, func(int) string { return "null" }) },
		"strings":          func(n int) string { return vectors(n, func(int) string { return `["NaN","Infinity",1]` }) },
		"not json":         func(int) string { return `{"data":[` },
		"no data":          func(int) string { return `{}` },
	}
	for name, body := range tests {
		t.Run(name, func(t *testing.T) {
			ix := New(fixture(), &Options{Embedder: hostileEmbeddings(t, body)})
			f := &Filter{ExcludeDestructive: true, Actions: []rules.Action{rules.Allow, rules.Confirm}}
			rs, err := ix.SelectContext(context.Background(), "delete the file", f)
			want := ix.Select("delete the file", f)
			if err == nil {
				t.Logf("no error: %v", names(rs))
			} else if !slices.Equal(names(rs), names(want)) {
				t.Errorf("fallback %v, want the lexical %v", names(rs), names(want))
			}
			for _, r := range rs {
				if r.Tool.Effect == 3 || slices.Contains([]string{"delete_file", "send_email"}, r.Tool.Name) {
					t.Errorf("a filtered tool handed out: %s", r.Tool.Name)
				}
			}
		})
	}
}

// FINDING (medium): the embedder read an answer of any size whole: a
// hostile or broken endpoint answering 64 MiB for one text made a vector
// of 3.7 million numbers, and memory grows with whatever it sends. An
// answer past a bound on the texts asked for is an error.
func TestRedteamWebEmbedderHugeAnswer(t *testing.T) {
	const size = 64 << 20
	chunk := []byte(strings.Repeat("0.123456789012345,", 1<<12))
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"object":"list","model":"m","data":[{"object":"embedding","index":0,"embedding":[`)
		for range size / len(chunk) {
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
		io.WriteString(w, `1]}]}`)
	}))
	defer s.Close()
	e := &OpenAIEmbedder{Model: "m", Client: openai.NewClient(option.WithBaseURL(s.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	got, err := e.Embed(context.Background(), []string{"one text"})
	runtime.ReadMemStats(&after)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d MiB allocated, error %v", alloc>>20, err)
	if err == nil {
		t.Errorf("a vector of %d numbers taken from a 64 MiB answer", len(got[0]))
	}
	if alloc > 32<<20 {
		t.Errorf("%d MiB allocated reading one text's embedding", alloc>>20)
	}
}

// Held: a slow endpoint (headers, then a byte now and then) is given up
// at the caller's deadline, and the ranking is the lexical one.
func TestRedteamWebEmbedderSlow(t *testing.T) {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(200)
		for range 100 {
			select {
			case <-r.Context().Done():
				return
			case <-time.After(100 * time.Millisecond):
			}
			io.WriteString(w, " ")
			w.(http.Flusher).Flush()
		}
	}))
	defer s.Close()
	c := openai.NewClient(option.WithBaseURL(s.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
	ix := New(fixture(), &Options{Embedder: &OpenAIEmbedder{Client: c, Model: "m"}})
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	rs, err := ix.SelectContext(ctx, "read the file", nil)
	if err == nil || time.Since(start) > 3*time.Second || len(rs) == 0 {
		t.Errorf("after %v: %v, %v", time.Since(start), names(rs), err)
	}
}

// Held: an endpoint redirecting to another host does not hand it the API
// key (Go drops Authorization on a redirect to another host).
func TestRedteamWebEmbedderRedirect(t *testing.T) {
	var leaked string
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		leaked = r.Header.Get("Authorization")
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, vectors(1, func(int) string { return "[1,0]" }))
	}))
	defer other.Close()
	// 127.0.0.1 and localhost are other hosts to Go's redirect rules.
	to := strings.Replace(other.URL, "127.0.0.1", "localhost", 1)
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, to+r.URL.Path, http.StatusTemporaryRedirect)
	}))
	defer s.Close()
	c := openai.NewClient(option.WithBaseURL(s.URL), option.WithAPIKey("sk-secret"), option.WithMaxRetries(0))
	(&OpenAIEmbedder{Client: c, Model: "m"}).Embed(context.Background(), []string{"x"})
	if strings.Contains(leaked, "sk-secret") {
		t.Errorf("the API key reached the host redirected to: %q", leaked)
	}
}

// The bound leaves room for real answers: vectors of 8,192 numbers
// written with 17 significant digits.
func TestRedteamWebEmbedderBoundFitsRealAnswers(t *testing.T) {
	num := "-0.01234567890123456"
	e := hostileEmbeddings(t, func(n int) string {
		return vectors(n, func(int) string { return "[" + strings.Repeat(num+",", 8191) + num + "]" })
	})
	got, err := e.Embed(context.Background(), []string{"a", "b", "c"})
	if err != nil || len(got) != 3 || len(got[2]) != 8192 {
		t.Fatalf("%d vectors, error %v", len(got), err)
	}
}

// Held: an endpoint whose vectors put a destructive tool first, for
// every query, does not bring it past the filter; with K the model gets
// K tools the filter kept.
func TestRedteamWebEmbedderCannotUnfilter(t *testing.T) {
	e := hostileEmbeddings(t, func(n int) string {
		return vectors(n, func(int) string { return "[1,0]" })
	})
	ix := New(fixture(), &Options{Embedder: e})
	for _, f := range []*Filter{
		{ExcludeDestructive: true, K: 1},
		{Deny: []string{"delete_*", "send_*"}, K: 2},
		{Actions: []rules.Action{rules.Allow}},
	} {
		rs, err := ix.SelectContext(context.Background(), "delete everything", f)
		if err != nil {
			t.Fatal(err)
		}
		want := ix.Select("x", &Filter{ExcludeDestructive: f.ExcludeDestructive, Deny: f.Deny, Actions: f.Actions})
		for _, r := range rs {
			if !slices.ContainsFunc(want, func(w Result) bool { return w.Tool.Name == r.Tool.Name }) {
				t.Errorf("%+v: %s handed out", f, r.Tool.Name)
			}
		}
		if f.K > 0 && len(rs) != f.K {
			t.Errorf("%+v: %d tools", f, len(rs))
		}
	}
}
