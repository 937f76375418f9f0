package selection

import (
	"cmp"
	"slices"
	"sync"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// Options configure an [Index]. A nil *Options is the zero value: the
// offline lexical ranker only, default field weights.
type Options struct {
	// Weights of the fields the lexical ranker reads; the zero value means
	// the defaults (see [Weights]).
	Weights Weights
	// Embedder, when set, lets [Index.SelectContext] rank by embeddings
	// too and fuse both rankings. Nil means lexical ranking only.
	Embedder Embedder
	// Cache holds tool vectors across indexes (a new Index is built for
	// each tools/list). Nil means a cache private to the Index.
	Cache *Cache
}

// Weights are the lexical ranker's field weights. A field whose weight is
// not a positive number is not read. The defaults: a word in the name counts 3, in the title
// 1.5, in the server's name or the description 1, in the names of the
// input parameters 0.3.
type Weights struct {
	Name, Title, Description, Params, Server float64
}

var defaultWeights = Weights{Name: 3, Title: 1.5, Description: 1, Params: 0.3, Server: 1}

// Result is a selected tool and its relevance to the query (higher is
// more relevant; 0 when nothing in the query matched).
type Result struct {
	rules.Listing
	Score float64
}

// Index holds a tool list ready to be queried. It is built once per
// tools/list with [New], is immutable, and is safe for concurrent use.
type Index struct {
	tools  []rules.Listing
	names  *Names
	lex    *lexicon
	effect []hints.Effect // what each tool does, for the query's verb
	emb    *embedState    // nil without an Embedder
}

// New indexes the visible tools of a list, as the guard returns them
// (guard.Conn.Inspect), with their list-time decisions. Tools whose
// decision is [rules.Hide], or an action this package does not know, are
// dropped: a hidden tool is never shown to the model. New copies the slice; the tools' definitions must not be
// modified afterwards. What each tool does is read from its resolution
// (hints.Tool.Effect), not inferred again; only a tool no resolver made
// (Resolved false) is inferred from its definition.
func New(tools []rules.Listing, opts *Options) *Index {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.Weights == (Weights{}) {
		o.Weights = defaultWeights
	}
	ix := &Index{}
	for _, l := range tools {
		switch l.Decision.Action {
		case rules.Allow, rules.Confirm, rules.Deny:
			ix.tools = append(ix.tools, l)
		}
	}
	ix.names = newNames(ix.tools)
	ix.lex = buildLexicon(ix.tools, o.Weights)
	ix.effect = make([]hints.Effect, len(ix.tools))
	for i := range ix.tools {
		ix.effect[i] = toolEffect(&ix.tools[i].Tool)
	}
	if o.Embedder != nil {
		c := o.Cache
		if c == nil {
			c = NewCache(len(ix.tools) + 1)
		}
		ix.emb = &embedState{embedder: o.Embedder, cache: c}
	}
	return ix
}

// Len returns the number of tools in the index.
func (ix *Index) Len() int { return len(ix.tools) }

// Names returns the model-facing names of every tool in the index. They
// are assigned once for the whole list, so a tool keeps its name from turn
// to turn whatever is selected.
func (ix *Index) Names() *Names { return ix.names }

// Select returns the tools that pass f, the most relevant to query first,
// at most f.K of them plus the always-active ones, ranked by the offline
// lexical ranker. Tools that match nothing in the query score 0 and fill
// the places left after those that match, in the list's order; an empty
// query keeps the list's order. A nil f selects every tool. f is only
// read.
//
// Selection narrows what the model sees for one turn; it decides nothing:
// the guard still decides every call.
func (ix *Index) Select(query string, f *Filter) []Result {
	sc, _ := scratchPool.Get().(*scratch)
	if sc == nil || len(sc.scores) != len(ix.tools) {
		sc = &scratch{scores: make([]float64, len(ix.tools)), best: make([]float64, len(ix.tools)), keep: make([]int, 0, len(ix.tools))}
	}
	defer scratchPool.Put(sc)
	return ix.pick(ix.lex.scoreInto(sc.scores, sc.best, query, ix.effect), f, sc.keep[:0])
}

// scratch is the per-query working memory of Select, pooled: a query over
// many tools would otherwise allocate two scores per tool.
type scratch struct {
	scores, best []float64
	keep         []int
}

var scratchPool sync.Pool

// pick applies f to the scored tools and keeps the best f.K plus the
// always-active ones, in rank order (ties keep the list's order). keep is
// scratch space (may be nil).
func (ix *Index) pick(scores []float64, f *Filter, keep []int) []Result {
	m := f.orZero()
	var always []int
	for i := range ix.tools {
		t := &ix.tools[i]
		switch {
		case m.alwaysActive(&t.Tool):
			always = append(always, i)
		case m.match(t):
			keep = append(keep, i)
		}
	}
	byScore := func(a, b int) int {
		if c := cmp.Compare(scores[b], scores[a]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	}
	if k := f.k(); k > 0 && len(keep) > k {
		keep = topK(keep, k, byScore)
	} else {
		slices.SortFunc(keep, byScore)
	}
	keep = append(keep, always...)
	slices.SortFunc(keep, byScore)
	out := make([]Result, len(keep))
	for j, i := range keep {
		out[j] = Result{Listing: ix.tools[i], Score: scores[i]}
	}
	return out
}

// topK returns the k first of idx in the order of less, sorted.
func topK(idx []int, k int, less func(a, b int) int) []int {
	// A bounded insertion: k is small next to the list.
	best := make([]int, 0, k+1)
	for _, i := range idx {
		if len(best) == k && less(i, best[k-1]) >= 0 {
			continue
		}
		j, _ := slices.BinarySearchFunc(best, i, less)
		best = slices.Insert(best, j, i)
		if len(best) > k {
			best = best[:k]
		}
	}
	return best
}

// toolEffect is what a tool does according to its own text, else its
// resolved class. A resolved tool carries what its text says; only a tool
// no resolver made is read again.
func toolEffect(t *hints.Tool) hints.Effect {
	e := t.Effect
	if !t.Resolved && t.Definition != nil {
		e = hints.InferTool(t.Definition).Effect
	}
	if e != hints.Unknown {
		return e
	}
	switch t.Class {
	case hints.ReadOnly:
		return hints.Reads
	case hints.Write:
		return hints.Writes
	}
	return hints.Destroys
}
