package hints_test

// Red team 38: more of the reader of Chinese, Japanese and Korean verbs
// (cjk.go) and the command-line flags signal, attacked with honest
// wordings of tools that read and then act, each written as a test
// before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestRedTeam38ChineseAfterAndOr: "后" (after) ends a clause as "之后"
// does, and "及", "和", "或" (and, or) join two verbs as "并" does; a verb
// the map does not know after them is an act. "及", "和" and "或" also
// join nouns ("文件和目录"), which stay reads.
func TestRedTeam38ChineseAfterAndOr(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"geo_a", "获取信息后扔掉", nil, hints.Write},
		{"geo_b", "获取信息后，扔掉原文件", nil, hints.Write},
		{"geo_c", "读取或扔掉文件", nil, hints.Write},
		{"geo_d", "查询用户和封禁该用户", nil, hints.Write},
		{"geo_e", "查询订单及把它作废", nil, hints.Write},
		{"geo_f", "获取数据后冻结。", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"geo_g", "查询文件和目录", nil, hints.ReadOnly},
		{"geo_h", "列出文件、目录及其大小", nil, hints.ReadOnly},
		{"geo_i", "查询最后一页", nil, hints.ReadOnly},
		{"geo_j", "获取用户或群组的信息", nil, hints.ReadOnly},
	})
}

// TestRedTeam38ChineseThenAgain: "先…再…" (first …, then …) joins its
// clauses without a comma, and "另外" (in addition) starts a clause; a
// verb the map does not know after them, or after a joiner and a comma
// ("然后，"), is an act. "再" alone still means "again", and "另外" inside
// a clause "other".
func TestRedTeam38ChineseThenAgain(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"geo_k", "先查询再扔掉", nil, hints.Write},
		{"geo_l", "先获取文件列表再逐个扔掉", nil, hints.Write},
		{"geo_m", "查询数据，另外扔掉旧数据", nil, hints.Write},
		{"geo_n", "查询数据。另外，冻结该账户", nil, hints.Write},
		{"geo_o", "获取数据后再冻结", nil, hints.Write},
		{"geo_r", "获取信息，然后，扔掉原文件", nil, hints.Write},
		{"geo_s", "获取信息，之后，扔掉原文件", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"geo_p", "查询数据再逐日比对", nil, hints.ReadOnly},
		{"geo_q", "查询另外两个文件", nil, hints.ReadOnly},
	})
}

// TestRedTeam38BareFlagInputs: an input named as the program's
// arguments ("nmap_args", "extra_args", "cli_args") with no description
// carries free-text flags as much as one described so.
func TestRedTeam38BareFlagInputs(t *testing.T) {
	hints.WithoutLearnt(t)
	for _, c := range []struct{ name, desc, prop string }{
		{"nmap_scan", "Scan a host for open ports with nmap.", "nmap_args"},
		{"nmap_scan", "Scan a host for open ports with nmap.", "extra_args"},
		{"nmap_scan", "Scan a host for open ports with nmap.", "cli_args"},
		{"nmap_scan", "Scan a host for open ports with nmap.", "nmapArgs"},
		{"port_scan", "Scan a host for open ports using nmap.", "nmap_options"},
		{"dns_lookup", "Look up DNS records with dig.", "dig_arguments"},
	} {
		tool := &mcp.Tool{Name: c.name, Description: c.desc, InputSchema: map[string]any{
			"type": "object", "properties": map[string]any{"host": map[string]any{"type": "string"}, c.prop: map[string]any{"type": "string"}}}}
		if got := hints.Resolve(tool); got.Class == hints.ReadOnly {
			t.Errorf("%s with %q: read-only (%s)", c.name, c.prop, hints.InferTool(tool).Reason)
		}
	}
	// Arguments named for a thing the tool reads, not a program it runs.
	tool := &mcp.Tool{Name: "render_template", Description: "Render a Jinja template with the given variables.", InputSchema: map[string]any{
		"type": "object", "properties": map[string]any{"template": map[string]any{"type": "string"}, "template_args": map[string]any{"type": "string"}}}}
	if got := hints.Resolve(tool); got.Class != hints.ReadOnly {
		t.Errorf("render_template with \"template_args\": %v (%s), want read_only", got.Class, hints.InferTool(tool).Reason)
	}
}

// TestRedTeam38InvisibleAndWideSpaces: a zero-width character, a
// combining mark or an invisible letter inside a verb ("删\u200b除",
// "de\u3164lete") or an ideographic space (U+3000) around a joiner
// hides nothing from the reader: English text with them is read as
// without them, and so is Chinese, Japanese and Korean text.
func TestRedTeam38InvisibleAndWideSpaces(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"geo_za", "获取文件，删\u200b除", nil, hints.Destructive},
		{"geo_zb", "获取文件并删\u200d除", nil, hints.Destructive},
		{"geo_zc", "ファイルを取得して削\u200b除します", nil, hints.Destructive},
		{"geo_zd", "파일을 조회하고 삭\u2060제합니다", nil, hints.Destructive},
		// A combining mark (a variation selector) or an invisible letter
		// (the Hangul fillers, the blank Braille pattern) as well.
		{"geo_zh", "获取文件，删\ufe0f除", nil, hints.Destructive},
		{"geo_zi", "获取文件，删\U000E0100除", nil, hints.Destructive},
		{"geo_zj", "获取文件，删\u3164除", nil, hints.Destructive},
		{"geo_zk", "获取文件，删\uffa0除", nil, hints.Destructive},
		{"geo_zl", "Get a file and de\u3164lete it", nil, hints.Destructive},
		{"geo_zm", "Get a file and de\u2800lete it", nil, hints.Destructive},
		{"geo_zn", "Get a file and de\u115flete it", nil, hints.Destructive},
	})
	checkAtLeast(t, []recallCase{
		{"geo_ze", "获取信息\u3000然后\u3000扔掉", nil, hints.Write},
		{"geo_zf", "获取信息，然后\u3000扔掉", nil, hints.Write},
		{"geo_zg", "파일을\u3000조회하고\u3000지움", nil, hints.Write},
	})
}

// TestRedTeam38MixedEnglish: an English "then" before a verb the map
// does not know joins it as "然后" does ("Query 数据 then 扔掉"), and a
// Chinese joiner after an English read ("Get the file, 然后扔掉") is read
// although the English verb already gave a signal.
func TestRedTeam38MixedEnglish(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"geo_ma", "Query 数据 then 扔掉 it", nil, hints.Write},
		{"geo_mb", "获取 file and then 扔掉", nil, hints.Write},
		{"geo_mc", "Get the file, 然后扔掉", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"geo_me", "Get the file list. 文件和目录", nil, hints.ReadOnly},
		{"geo_mf", "Get the weather forecast for a city. 查询城市天气", nil, hints.ReadOnly},
	})
}

// TestRedTeam38UnknownActNotWrite: an act the reader finds by grammar
// after a joiner or a verb it read, but whose verb the map does not know
// ("获取信息后扔掉", gets the information, then throws it away), is not
// read-only, and whether it destroys is not known: it is not a write
// (which says it does not destroy) but stays at the destructive default,
// as text the reader cannot read at all does. The commonest destroying
// verbs the map lacked ("제거합니다", removes; "消去します", erases;
// "ロールバックします", rolls back; "종료합니다", terminates) it now reads.
func TestRedTeam38UnknownActNotWrite(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"geo_ua", "파일을 제거합니다", nil, hints.Destructive},
		{"geo_ub", "ファイルを消去します", nil, hints.Destructive},
		{"geo_uc", "データベースをロールバックします", nil, hints.Destructive},
		{"geo_ud", "세션을 종료합니다", nil, hints.Destructive},
		{"geo_ug", "获取信息后扔掉", nil, hints.Destructive},
		{"geo_uh", "获取数据并推给老板", nil, hints.Destructive},
		{"geo_ui", "Get the file, 然后扔掉", nil, hints.Destructive},
		{"geo_ul", "파일을 조회하고 지움", nil, hints.Destructive},
		{"geo_um", "データを取得して送る", nil, hints.Destructive},
		// A verb the map knows still decides.
		{"geo_uj", "ファイル一覧を取得してください。", nil, hints.ReadOnly},
		{"geo_uk", "创建文件", nil, hints.Write},
	})
}

// TestRedTeam38TraditionalJoiners: the traditional spellings of the
// joiners the map has in simplified ("然後", "同時") join a later act as
// "然后" and "同时" do.
func TestRedTeam38TraditionalJoiners(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"geo_ta", "獲取資料，然後推給老闆", nil, hints.Destructive},
		{"geo_tb", "列出所有使用者，同時停權舊帳號", nil, hints.Destructive},
	})
}

// TestRedTeam38NoteAfterLastVerb: a note in brackets after a sentence's
// last verb ("지움 (주의)", "消す（注意）") leaves it the sentence's
// predicate, as a full stop would.
func TestRedTeam38NoteAfterLastVerb(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"geo_na", "파일을 조회하고 지움 (주의)", nil, hints.Write},
		{"geo_nb", "ファイルを取得して消す（注意）", nil, hints.Write},
		{"geo_nc", "ファイルを取得して消す (取り消し不可)", nil, hints.Write},
	})
	checkClasses(t, []recallCase{
		{"geo_nd", "ユーザー情報を取得する（キャッシュ使用）", nil, hints.ReadOnly},
		{"geo_ne", "파일 목록을 조회합니다 (캐시 사용)", nil, hints.ReadOnly},
	})
}

// TestRedTeam38KoreanConnectives: "하고서" (and then), "하면서" (while),
// "한 후에" and "한 뒤에" (after) join a read to the sentence's last word
// as "하고" and "한 후" do.
func TestRedTeam38KoreanConnectives(t *testing.T) {
	hints.WithoutLearnt(t)
	checkAtLeast(t, []recallCase{
		{"user_e", "파일을 조회하고서 지움", nil, hints.Write},
		{"user_f", "파일을 조회하면서 지움", nil, hints.Write},
		{"user_g", "파일을 조회한 후에 지움", nil, hints.Write},
		{"user_h", "파일을 조회한 뒤에 차단", nil, hints.Write},
	})
}
