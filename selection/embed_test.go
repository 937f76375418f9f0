package selection

import (
	"context"
	"encoding/json"
	"hash/fnv"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

const dims = 64

// bagOfWords is a deterministic embedding: each word adds 1 to the
// dimension its hash selects.
func bagOfWords(text string) []float64 {
	v := make([]float64, dims)
	for _, w := range hints.Words(text) {
		h := fnv.New32a()
		h.Write([]byte(w))
		v[h.Sum32()%dims]++
	}
	v[0] += 0.01 // never the zero vector
	return v
}

// embeddingsServer speaks the OpenAI embeddings wire format. It answers
// data in reverse order, so that clients must use each item's index.
type embeddingsServer struct {
	*httptest.Server
	inputs atomic.Int64 // texts embedded so far
	fail   atomic.Bool
}

func newEmbeddingsServer(t *testing.T) *embeddingsServer {
	s := &embeddingsServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/embeddings" {
			http.Error(w, `{"error":{"message":"not found"}}`, http.StatusNotFound)
			return
		}
		if s.fail.Load() {
			http.Error(w, `{"error":{"message":"overloaded","type":"server_error"}}`, http.StatusInternalServerError)
			return
		}
		var req struct {
			Input          json.RawMessage `json:"input"`
			Model          string          `json:"model"`
			EncodingFormat string          `json:"encoding_format"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var texts []string
		if json.Unmarshal(req.Input, &texts) != nil {
			var one string
			if err := json.Unmarshal(req.Input, &one); err != nil {
				http.Error(w, "input: want a string or strings", http.StatusBadRequest)
				return
			}
			texts = []string{one}
		}
		s.inputs.Add(int64(len(texts)))
		type item struct {
			Object    string    `json:"object"`
			Index     int       `json:"index"`
			Embedding []float64 `json:"embedding"`
		}
		data := make([]item, 0, len(texts))
		for i := len(texts) - 1; i >= 0; i-- {
			data = append(data, item{"embedding", i, bagOfWords(texts[i])})
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"object": "list", "data": data, "model": req.Model,
			"usage": map[string]int{"prompt_tokens": len(texts), "total_tokens": len(texts)},
		})
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *embeddingsServer) embedder() *OpenAIEmbedder {
	c := openai.NewClient(option.WithBaseURL(s.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
	return &OpenAIEmbedder{Client: c, Model: "test-embedding"}
}

func TestOpenAIEmbedder(t *testing.T) {
	s := newEmbeddingsServer(t)
	texts := []string{"delete a file", "send an email", "list the inbox"}
	got, err := s.embedder().Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d vectors, want 3", len(got))
	}
	for i, text := range texts {
		want := bagOfWords(text)
		for j := range want {
			if got[i][j] != float32(want[j]) {
				t.Fatalf("vector %d differs from %q's at %d: the index was not honoured", i, text, j)
			}
		}
	}
}

func TestHybridCachesToolVectors(t *testing.T) {
	s := newEmbeddingsServer(t)
	tools := fixture()
	cache := NewCache(100)
	ix := New(tools, &Options{Embedder: s.embedder(), Cache: cache})
	ctx := context.Background()
	rs, err := ix.SelectContext(ctx, "delete the file", &Filter{K: 3})
	if err != nil {
		t.Fatal(err)
	}
	if rs[0].Tool.Name != "delete_file" {
		t.Errorf("first = %s, want delete_file", rs[0].Tool.Name)
	}
	if n := s.inputs.Load(); n != int64(ix.Len()+1) {
		t.Fatalf("first query embedded %d texts, want %d tools + the query", n, ix.Len())
	}
	// A new index of the same tools (the next tools/list) reuses the cache.
	ix2 := New(tools, &Options{Embedder: s.embedder(), Cache: cache})
	if _, err := ix2.SelectContext(ctx, "send mail", nil); err != nil {
		t.Fatal(err)
	}
	if n := s.inputs.Load(); n != int64(ix.Len()+2) {
		t.Fatalf("second query embedded %d texts in all, want only the query more", n)
	}
}

func TestHybridFallsBackOnError(t *testing.T) {
	s := newEmbeddingsServer(t)
	s.fail.Store(true)
	ix := New(fixture(), &Options{Embedder: s.embedder()})
	rs, err := ix.SelectContext(context.Background(), "get rid of the old file", &Filter{K: 2})
	if err == nil || !strings.Contains(err.Error(), "embeddings") {
		t.Fatalf("err = %v, want an embeddings error", err)
	}
	if want := ix.Select("get rid of the old file", &Filter{K: 2}); len(rs) != 2 || rs[0].Tool.Name != want[0].Tool.Name {
		t.Fatalf("fallback = %v, want the lexical ranking %v", names(rs), names(want))
	}
}

// Fusion brings up a tool that only the embeddings find.
func TestHybridFusion(t *testing.T) {
	tools := fixture()
	target := "list_inbox"
	emb := EmbedFunc(func(_ context.Context, texts []string) ([][]float32, error) {
		out := make([][]float32, len(texts))
		for i, s := range texts {
			if strings.Contains(s, "inbox") || strings.Contains(s, "anything new") {
				out[i] = []float32{1, 0}
			} else {
				out[i] = []float32{0, 1}
			}
		}
		return out, nil
	})
	q := "anything new for me?"
	if lex := New(tools, nil).Select(q, &Filter{K: 1}); lex[0].Tool.Name == target {
		t.Fatalf("the lexical ranker already finds %s; the test shows nothing", target)
	}
	rs, err := New(tools, &Options{Embedder: emb}).SelectContext(context.Background(), q, &Filter{K: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rs[0].Tool.Name != target {
		t.Fatalf("hybrid first = %s, want %s", rs[0].Tool.Name, target)
	}
}

func TestHybridBadVectors(t *testing.T) {
	tests := map[string]EmbedFunc{
		"too few": func(_ context.Context, texts []string) ([][]float32, error) {
			return make([][]float32, len(texts)-1), nil
		},
		"lengths": func(_ context.Context, texts []string) ([][]float32, error) {
			out := make([][]float32, len(texts))
			for i := range out {
				out[i] = make([]float32, 2+i%2)
				out[i][0] = 1
			}
			return out, nil
		},
		"zero query": func(_ context.Context, texts []string) ([][]float32, error) {
			return make([][]float32, len(texts)), nil
		},
	}
	for name, emb := range tests {
		t.Run(name, func(t *testing.T) {
			rs, err := New(fixture(), &Options{Embedder: emb}).SelectContext(context.Background(), "delete", nil)
			if err == nil || len(rs) == 0 {
				t.Fatalf("err = %v, %d results; want an error and the lexical ranking", err, len(rs))
			}
		})
	}
}

func TestCacheBounded(t *testing.T) {
	c := NewCache(2)
	c.put("a", []float32{1})
	c.put("b", []float32{2})
	c.get("a") // b is now the least recently used
	c.put("c", []float32{3})
	if c.Len() != 2 {
		t.Fatalf("Len = %d, want 2", c.Len())
	}
	if _, ok := c.get("b"); ok {
		t.Fatal("b survived; the least recently used must go first")
	}
	if _, ok := c.get("a"); !ok {
		t.Fatal("a was dropped")
	}
}

func TestConcurrentSelect(t *testing.T) {
	s := newEmbeddingsServer(t)
	ix := New(append(fixture(), listing("x", "y", "z", hints.Write, rules.Confirm)), &Options{Embedder: s.embedder(), Cache: NewCache(4)})
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			q := []string{"delete a file", "send an email", "what is in my inbox"}[i%3]
			if _, err := ix.SelectContext(context.Background(), q, &Filter{K: 2}); err != nil {
				t.Error(err)
			}
			ix.Select(q, nil)
		})
	}
	wg.Wait()
}
