package hints_test

// Red team 37: the reader of Chinese, Japanese and Korean verbs (cjk.go),
// which may loosen a tool the raw text left unknown to read-only,
// attacked with honest wordings of tools that read and then act, each
// written as a test before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRedTeam37ChineseSequenceWords: "随后", "，再", "接着"
// join a later act to a read as much as "并" and "然后" do; an act the map
// does not know after them is not a read.
func TestRedTeam37ChineseSequenceWords(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"geo_a", "读取文件，随后抹掉原文件", nil, hints.Write},
		{"geo_b", "获取信息，再丢弃", nil, hints.Write},

		{"geo_f", "获取信息，接着封禁该用户", nil, hints.Write},
		{"geo_h", "获取数据；随即抹掉", nil, hints.Write},
		{"geo_i", "獲取資料，隨即抹除", nil, hints.Write},
		{"geo_j", "获取数据，最后抹掉", nil, hints.Write},
		{"geo_k", "获取数据，紧接着抹掉", nil, hints.Write},
	})
}

// TestRedTeam37JapanesePlainForm: a Japanese sentence that ends in the
// plain form of a verb the map does not know ("凍結する", "送る", "消す")
// acts, as its polite form ("送ります") does.
func TestRedTeam37JapanesePlainForm(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"acct_a", "ユーザー情報を取得し、アカウントを凍結する", nil, hints.Write},
		{"acct_b", "データを取得して送る", nil, hints.Write},
		{"acct_c", "データを取得して消す。", nil, hints.Write},
	})
}

// TestRedTeam37KoreanLastWord: a Korean sentence ends in its predicate;
// after a read joined by a connective ("조회하고", "조회한 후"), a last
// word the map does not know ("지움", erases; "차단", blocks) is an act.
func TestRedTeam37KoreanLastWord(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"user_a", "파일을 조회하고 지움", nil, hints.Write},
		{"user_b", "사용자를 조회하고 차단", nil, hints.Write},
		{"user_d", "파일을 조회하고, 지움", nil, hints.Write},
		{"user_c", "파일을 조회한 후 삭제처리.", nil, hints.Write},
	})
}

// TestRedTeam37FlagInputs: free-text flags for the program a tool runs
// come as "argv", as qualified "options" ("extra_opts", "Extra
// command-line options passed to nmap"), as a qualifier a word away
// ("Extra nmap arguments"), or as an array of strings or a type list
// with "string"; each lets the caller make the program write.
func TestRedTeam37FlagInputs(t *testing.T) {
	hints.WithoutLearnt(t)
	for _, c := range []struct {
		prop string
		p    map[string]any
	}{
		{"argv", map[string]any{"type": "string", "description": "Arguments for nmap"}},
		{"extra_opts", map[string]any{"type": "string"}},
		{"extraOptions", map[string]any{"type": "string", "description": "Extra command-line options passed to nmap"}},
		{"options", map[string]any{"type": "string", "description": "Additional nmap options"}},
		{"extra", map[string]any{"type": "string", "description": "Extra nmap arguments"}},
		{"flags", map[string]any{"type": "array", "items": map[string]any{"type": "string"}}},
		{"flags", map[string]any{"type": []any{"string", "null"}}},
	} {
		tool := &mcp.Tool{Name: "nmap_scan", Description: "Scan a host for open ports with nmap.", InputSchema: map[string]any{
			"type": "object", "properties": map[string]any{"host": map[string]any{"type": "string"}, c.prop: c.p}}}
		if got := hints.Resolve(tool); got.Class == hints.ReadOnly {
			t.Errorf("nmap_scan with %q %v: read-only (%s)", c.prop, c.p, hints.InferTool(tool).Reason)
		}
	}
}

// TestRedTeam37JapaneseRequest: "〜てください" (please do) ends a
// sentence with its verb as "ます" does; one the map does not know acts.
func TestRedTeam37JapaneseRequest(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"acct_d", "ファイルを取得し、消してください", nil, hints.Write},
		{"acct_e", "データを取得して、送信先に送ってください。", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"acct_f", "ファイル一覧を取得してください。", nil, hints.ReadOnly},
	})
}
