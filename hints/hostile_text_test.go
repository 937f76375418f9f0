package hints

import (
	"fmt"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// hostileUnits are phrases that, repeated into one 60 KB sentence, made
// inference scan the whole text at each occurrence (seconds per tool)
// before sentences were capped and each test kept to its sentence.
var hostileUnits = []string{
	"can be restored ",           // restoreCondition
	"remove a tag from a task ",  // livesOn, per unlinking verb
	"removes the tag from ",      // livesOn over three sentences per verb: 37 ms per 64 KB, the worst left
	"a customer can buy ",        // namesMeans
	"revert some cache ",         // joinedObject
	"to trash to trash to bin ",  // the bin's mover
	"delete and get or update ",  // joined verbs
	"Gets a file. Deletes it. ",  // many short sentences
	"Send the text to the LLM. ", // each send to a model weighed against every other: 2–4 s per 64 KB before maxModelSends
}

// TestLongSentenceIsCut shows the cap every sentence-scoped test relies
// on: a run-on text is split into sentences of at most maxSentenceWords.
func TestLongSentenceIsCut(t *testing.T) {
	toks := textTokens(strings.Repeat("word ", 3*maxSentenceWords+1))
	counts := map[int]int{}
	for _, tk := range toks {
		counts[tk.sentence]++
	}
	if len(counts) != 4 {
		t.Fatalf("%d words in %d sentences, want 4", len(toks), len(counts))
	}
	for s, n := range counts {
		if n > maxSentenceWords {
			t.Errorf("sentence %d has %d words", s, n)
		}
	}
	// Prose keeps its sentences.
	if toks := textTokens("Removes a tag from a task. The task still exists."); toks[len(toks)-1].sentence != 1 {
		t.Errorf("two sentences read as %d", toks[len(toks)-1].sentence+1)
	}
}

// TestSurvivalInALaterSentence: what a later sentence says lives on still
// makes a removal an unlinking, within the two sentences after it.
func TestSurvivalInALaterSentence(t *testing.T) {
	WithoutLearnt(t) // a test of the rules' own decision
	for _, tc := range []struct {
		desc string
		want Effect
	}{
		{"Removes a tag from a task. The tag still exists.", Writes},
		{"Removes a tag from a task. Use it with care. Tags are shared. The tag still exists.", Writes},
	} {
		if got := Infer("untag", "", tc.desc).Effect; got != tc.want {
			t.Errorf("%q: %v, want %v", tc.desc, got, tc.want)
		}
	}
}

// BenchmarkInferHostile resolves 60 KB descriptions built to make
// inference slow: each should cost about what any 60 KB text does (a few
// ms), not seconds.
func BenchmarkInferHostile(b *testing.B) {
	for _, u := range hostileUnits {
		s := strings.Repeat(u, (60<<10)/len(u))
		b.Run(strings.Fields(u)[0]+"-"+strings.Fields(u)[2], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Infer("delete_file", "", s)
			}
		})
	}
}

// BenchmarkInferHostileCJK resolves 60 KB descriptions in Chinese,
// Japanese and Korean built to make both readings run (infer reads such a
// text twice): each should cost at most about twice what a 60 KB English
// text does.
func BenchmarkInferHostileCJK(b *testing.B) {
	for _, u := range []struct{ name, head, unit string }{
		{"zh-joiners", "", "获取数据并删除文件，然后推给老板，"},
		{"ja-endings", "", "ファイルを取得して、ボスに送ります。"},
		{"ko-endings", "", "파일을 조회하고 보냅니다. "},
		// Every sentence's last word after one read: the check of
		// what joins them once read all the text since the read at
		// each (1.9 s for 96 KB).
		{"ko-last-words", "사용자를 조회하고 ", "지움. "},
		{"mixed", "", " get and modifies 删除数据"},
	} {
		s := u.head + strings.Repeat(u.unit, (60<<10)/len(u.unit))
		b.Run(u.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Infer("x_tool", "", s)
			}
		})
	}
}

// manyTwins is a tools/list of n definitions of one name, the first with
// a description of size bytes, each with a warning of its own.
func manyTwins(n, size int) []*mcp.Tool {
	tools := make([]*mcp.Tool, n)
	tools[0] = &mcp.Tool{Name: "twin", Description: strings.Repeat("Gets a thing. ", size/14)}
	for i := 1; i < n; i++ {
		tools[i] = &mcp.Tool{Name: "twin", Description: fmt.Sprintf("Gets thing %d.", i),
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: new(true)}}
	}
	return tools
}

// TestManyTwinsBounded: a name listed thousands of times is merged into
// one tool whose warnings stay few; each merge used to copy all the
// warnings gathered so far (20,000 twins allocated 8 GB).
func TestManyTwinsBounded(t *testing.T) {
	got, problems := NewResolver(nil).ResolveList("s", manyTwins(2000, 100))
	if len(got) != 1 || got[0].Class != Destructive || len(problems) != 1999 {
		t.Fatalf("%d tools, class %v, %d problems", len(got), got[0].Class, len(problems))
	}
	if n := len(got[0].Warnings); n > maxWarnings+1 {
		t.Errorf("%d warnings on the merged tool, want at most %d", n, maxWarnings+1)
	}
	// Twins each with warnings of their own.
	var ws []string
	for i := range 1000 {
		ws = mergeWarnings(ws, []string{fmt.Sprint("warning ", i), "shared"})
	}
	if len(ws) != maxWarnings+1 || ws[len(ws)-1] != moreWarning || ws[0] != twinWarning {
		t.Errorf("merged warnings %q", ws)
	}
}

// BenchmarkResolveListTwins merges 2,000 twins of a name whose first
// definition is 256 KB: the merge used to hash the first definition
// again for each twin.
func BenchmarkResolveListTwins(b *testing.B) {
	tools := manyTwins(2000, 256<<10)
	r := NewResolver(nil)
	b.ReportAllocs()
	for b.Loop() {
		r.ResolveList("s", tools)
	}
}

// TestTwinFingerprintCoversEveryTwin: a name listed three times is pinned
// by all three definitions; a change to the middle one changes the pin.
func TestTwinFingerprintCoversEveryTwin(t *testing.T) {
	list := func(middle string) []*mcp.Tool {
		return []*mcp.Tool{
			{Name: "x", Description: "Gets a thing."},
			{Name: "x", Description: middle},
			{Name: "x", Description: "Deletes a thing."},
		}
	}
	a, _ := NewResolver(nil).ResolveList("s", list("Lists things."))
	b, _ := NewResolver(nil).ResolveList("s", list("Lists things, then sends them away."))
	if a[0].Fingerprint == b[0].Fingerprint {
		t.Errorf("the middle twin changed, the fingerprint did not: %s", a[0].Fingerprint)
	}
	c, _ := NewResolver(nil).ResolveList("s", list("Lists things."))
	if a[0].Fingerprint != c[0].Fingerprint {
		t.Errorf("the same list gave %s and %s", a[0].Fingerprint, c[0].Fingerprint)
	}
}

// TestManySendsToModel: a description that sends more than
// maxModelSends times is no single question to a model, and is not read
// as one. Weighing each send against every other one made a 60 KB text of
// "Send the text to the LLM. " take seconds to infer (a quadratic scan);
// the bound keeps that text linear (BenchmarkInferHostile).
func TestManySendsToModel(t *testing.T) {
	WithoutLearnt(t) // a test of the rules' own decision
	one := "Send the text to the LLM. "
	if got := Infer("chat", "", one).Effect; got != Reads {
		t.Errorf("one send to a model: %v, want a read", got)
	}
	many := strings.Repeat(one, maxModelSends+1)
	if got := Infer("chat", "", many).Effect; got != Destroys {
		t.Errorf("%d sends to a model: %v, want destroys", maxModelSends+1, got)
	}
}
