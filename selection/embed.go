package selection

import (
	"cmp"
	"container/list"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/hintgate/hintgate/hints"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// Embedder turns texts into vectors, one per text, in order. Vectors of
// one Embedder must have one length.
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// EmbedFunc adapts a function to [Embedder].
type EmbedFunc func(ctx context.Context, texts []string) ([][]float32, error)

// Embed calls f.
func (f EmbedFunc) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return f(ctx, texts)
}

var (
	_ Embedder = EmbedFunc(nil)
	_ Embedder = (*OpenAIEmbedder)(nil)
)

// OpenAIEmbedder embeds texts with an OpenAI-compatible embeddings
// endpoint (POST /embeddings) through openai-go; point the client at
// another server with option.WithBaseURL. It is safe for concurrent use
// when its fields are not changed.
type OpenAIEmbedder struct {
	Client openai.Client
	// Model names the embedding model, for example "text-embedding-3-small".
	Model string
	// Dimensions, when not 0, asks for vectors of that length (models
	// that support it only).
	Dimensions int
}

// maxBatch is the number of texts sent in one request.
const maxBatch = 512

// An answer is read up to answerBytes plus vectorBytes per text asked
// for (or 32 bytes per number asked for, with Dimensions): a vector of
// 3,072 numbers as OpenAI writes them is about 45 KB, one of 8,192
// numbers of 17 significant digits about 170 KB. Past it the answer
// is an error, never read whole: the client's decoding allocates about
// 35 times the answer's size (64 MiB for one text: 2.1 GiB).
const (
	answerBytes = 64 << 10
	vectorBytes = 256 << 10
)

// limitAnswer returns a middleware that fails reading an answer's body
// past limit bytes.
func limitAnswer(limit int64) option.Middleware {
	return func(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
		resp, err := next(req)
		if resp != nil && resp.Body != nil {
			resp.Body = &cappedBody{ReadCloser: resp.Body, left: limit, limit: limit}
		}
		return resp, err
	}
}

// cappedBody reads at most limit bytes, then fails.
type cappedBody struct {
	io.ReadCloser
	left, limit int64
}

func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, fmt.Errorf("embeddings: the answer is larger than %d bytes", b.limit)
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	return n, err
}

// Embed implements [Embedder], sending at most 512 texts per request. An
// answer larger than 64 KiB plus 256 KiB per text (32 bytes per number
// asked for, with Dimensions) is an error.
func (e *OpenAIEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, 0, len(texts))
	for batch := range slices.Chunk(texts, maxBatch) {
		p := openai.EmbeddingNewParams{
			Model:          e.Model,
			Input:          openai.EmbeddingNewParamsInputUnion{OfArrayOfStrings: batch},
			EncodingFormat: openai.EmbeddingNewParamsEncodingFormatFloat,
		}
		if e.Dimensions > 0 {
			p.Dimensions = openai.Int(int64(e.Dimensions))
		}
		per := int64(vectorBytes)
		if e.Dimensions > 0 {
			per = 32*int64(e.Dimensions) + 1024
		}
		res, err := e.Client.Embeddings.New(ctx, p, option.WithMiddleware(limitAnswer(answerBytes+per*int64(len(batch)))))
		if err != nil {
			return nil, err
		}
		if len(res.Data) != len(batch) {
			return nil, fmt.Errorf("embeddings: %d vectors for %d texts", len(res.Data), len(batch))
		}
		vecs := make([][]float32, len(batch))
		for _, d := range res.Data {
			if d.Index < 0 || int(d.Index) >= len(batch) || vecs[d.Index] != nil {
				return nil, fmt.Errorf("embeddings: bad or repeated index %d", d.Index)
			}
			v := make([]float32, len(d.Embedding))
			for i, x := range d.Embedding {
				v[i] = float32(x)
			}
			vecs[d.Index] = v
		}
		out = append(out, vecs...)
	}
	return out, nil
}

// Cache holds tool vectors by tool fingerprint, the least recently used
// dropped first when full. Use one Cache per embedding model. It is safe
// for concurrent use.
type Cache struct {
	mu    sync.Mutex
	max   int
	order *list.List // front: most recently used
	byKey map[string]*list.Element
}

type cacheEntry struct {
	key string
	vec []float32
}

// NewCache returns a cache of at most size vectors (at least 1).
func NewCache(size int) *Cache {
	return &Cache{max: max(size, 1), order: list.New(), byKey: map[string]*list.Element{}}
}

func (c *Cache) get(key string) ([]float32, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cacheEntry).vec, true
}

func (c *Cache) put(key string, vec []float32) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		e.Value.(*cacheEntry).vec = vec
		c.order.MoveToFront(e)
		return
	}
	c.byKey[key] = c.order.PushFront(&cacheEntry{key, vec})
	for c.order.Len() > c.max {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.byKey, last.Value.(*cacheEntry).key)
	}
}

// Len returns the number of vectors held.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

type embedState struct {
	embedder Embedder
	cache    *Cache
}

// rrfK is the constant of reciprocal-rank fusion.
const rrfK = 60

// SelectContext is [Index.Select] with the lexical ranking fused with a
// ranking by embeddings (reciprocal-rank fusion) when the index has an
// [Options.Embedder]; without one it is Select. Tool vectors are computed
// once per tool fingerprint and kept in the cache (the first query after
// a new list embeds the tools not cached yet; concurrent first queries
// may each embed them). When embedding fails, it returns the lexical
// ranking and the error, so the caller can log it and go on.
func (ix *Index) SelectContext(ctx context.Context, query string, f *Filter) ([]Result, error) {
	lex := ix.lex.score(query, ix.effect)
	if ix.emb == nil || strings.TrimSpace(query) == "" {
		return ix.pick(lex, f, nil), nil
	}
	sim, err := ix.similarities(ctx, query)
	if err != nil {
		return ix.pick(lex, f, nil), fmt.Errorf("selection: embeddings: %w", err)
	}
	fused := make([]float64, len(lex))
	addRanks(fused, lex, true)
	addRanks(fused, sim, false)
	return ix.pick(fused, f, nil), nil
}

// addRanks adds 1/(rrfK+rank) for each tool ranked by scores to fused;
// with positiveOnly, tools scoring 0 are not ranked.
func addRanks(fused, scores []float64, positiveOnly bool) {
	order := make([]int, 0, len(scores))
	for i, s := range scores {
		if !positiveOnly || s > 0 {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(scores[b], scores[a]) })
	for rank, i := range order {
		fused[i] += 1 / float64(rrfK+rank+1)
	}
}

// similarities returns the cosine similarity of the query to each tool.
func (ix *Index) similarities(ctx context.Context, query string) ([]float64, error) {
	vecs := make([][]float32, len(ix.tools))
	var missing []int
	var texts []string
	for i := range ix.tools {
		if v, ok := ix.emb.cache.get(cacheKey(&ix.tools[i].Tool)); ok {
			vecs[i] = v
			continue
		}
		missing = append(missing, i)
		texts = append(texts, embedText(&ix.tools[i].Tool))
	}
	got, err := ix.emb.embedder.Embed(ctx, append(texts, query))
	if err != nil {
		return nil, err
	}
	if len(got) != len(texts)+1 {
		return nil, fmt.Errorf("%d vectors for %d texts", len(got), len(texts)+1)
	}
	q := normalize(got[len(texts)])
	if q == nil {
		return nil, errors.New("empty query vector")
	}
	for j, i := range missing {
		v := normalize(got[j])
		if len(v) != len(q) {
			return nil, fmt.Errorf("tool %q: vector of length %d, query %d", ix.tools[i].Tool.Name, len(v), len(q))
		}
		ix.emb.cache.put(cacheKey(&ix.tools[i].Tool), v)
		vecs[i] = v
	}
	sim := make([]float64, len(vecs))
	for i, v := range vecs {
		if len(v) != len(q) {
			continue // a vector of another model, from a shared cache
		}
		var dot float64
		for j := range v {
			dot += float64(v[j]) * float64(q[j])
		}
		sim[i] = dot
	}
	return sim, nil
}

// cacheKey identifies a tool's vector: its fingerprint, else its text.
func cacheKey(t *hints.Tool) string {
	if t.Fingerprint != "" {
		return t.Fingerprint
	}
	return "text:" + embedText(t)
}

// embedText is what is embedded for a tool.
func embedText(t *hints.Tool) string {
	var b strings.Builder
	b.WriteString(strings.Join(hints.Words(t.Name), " "))
	if t.Title != "" {
		b.WriteString(": ")
		b.WriteString(t.Title)
	}
	if t.Definition != nil && t.Definition.Description != "" {
		b.WriteString(". ")
		b.WriteString(cut(t.Definition.Description, 2000))
	}
	return b.String()
}

// normalize returns v scaled to unit length, or nil for a zero vector.
func normalize(v []float32) []float32 {
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 || math.IsNaN(n) || math.IsInf(n, 0) {
		return nil
	}
	n = math.Sqrt(n)
	out := make([]float32, len(v))
	for i, x := range v {
		out[i] = float32(float64(x) / n)
	}
	return out
}
