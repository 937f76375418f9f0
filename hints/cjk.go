package hints

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file reads the verbs of Chinese, Japanese and Korean text.
//
// Those scripts put no spaces between words, so a description such as
// "删除指定的文件" is one token to the tokenizer, and no verb of it was
// read: the tool was judged by its name alone, and a name without a verb
// ("maps_geo") gave no signal at all. cjkVerbs maps the common verbs of
// tool descriptions in those languages, as whole compounds, to the
// English verb the lexicon knows, set off by spaces ("删除指定的文件"
// reads as " delete 指定的文件").
//
// The map is a translation of the lexicon's commonest verbs, not of any
// labelled tool's words. It favours caution: compounds that are also
// common nouns of reading ("设置", settings; "更新", updates) are read as
// the verb, which writes, and words whose reading sense is not the usual
// one ("表示", which in Chinese means "indicates") are left out. A verb
// the map does not know is still an act where the grammar says there is
// one (see unknownAct and unreadEnding). Text the map does not cover stays
// in its script, so [unreadable] still holds of it, and no check that
// needs the whole text read (a rendered artifact's) takes it for a read.
//
// infer reads such a description both ways. Where the text as it is gave
// no signal, the English reading decides, a verb it does not know counted
// as an act. Otherwise the English reading of the verbs it knows raises
// the class when it finds more danger, and never lowers it.

// cjkVerbs pairs each compound with its English verb, longer compounds
// first where one contains another (strings.Replacer tries them in
// order at each position).
var cjkVerbs = []string{
	// Destroys, sends, runs, stops.
	"强制终止", "kill", "強制終了", "kill", "恢复出厂设置", "factory reset", "アンインストール", "uninstall",
	"删除", "delete", "刪除", "delete", "削除", "delete", "삭제", "delete",
	"移除", "remove", "清空", "clear", "清除", "clear", "清理", "clean", "クリア", "clear",
	"发送", "send", "發送", "send", "送信", "send", "전송", "send", "转发", "forward", "轉發", "forward",
	"发布", "publish", "發布", "publish", "公開", "publish", "投稿", "post", "게시", "publish",
	"推送", "push", "プッシュ", "push",
	"执行", "execute", "執行", "execute", "実行", "execute", "실행", "execute",
	"运行", "run", "運行", "run",
	"停止", "stop", "중지", "stop", "关闭", "close", "關閉", "close",
	"重启", "restart", "重啟", "restart", "再起動", "restart", "재시작", "restart",
	"终止", "terminate", "終止", "terminate", "中断", "abort", "中斷", "abort",
	"销毁", "destroy", "銷毀", "destroy", "破棄", "discard",
	"覆盖", "overwrite", "覆蓋", "overwrite", "上書き", "overwrite",
	"卸载", "uninstall", "卸載", "uninstall",
	"撤销", "revoke", "撤銷", "revoke", "取消", "cancel", "キャンセル", "cancel", "취소", "cancel",
	"转账", "transfer", "轉帳", "transfer", "送金", "transfer",
	"支付", "pay", "付款", "pay", "退款", "refund", "返金", "refund",
	"重置", "reset", "リセット", "reset", "格式化", "format", "回滚", "roll back", "回滾", "roll back",
	"合并", "merge", "合併", "merge", "マージ", "merge",
	"擦除", "erase", "抹除", "wipe", "抹掉", "wipe", "删掉", "delete", "刪掉", "delete", "清掉", "clear",
	"丢弃", "discard", "丟棄", "discard", "消去", "erase", "廃棄", "discard", "破壊", "destroy", "폐기", "discard", "파기", "destroy",
	"제거", "remove", "パージ", "purge", "ワイプ", "wipe",
	"ロールバック", "roll back", "롤백", "roll back", "リストア", "restore", "復元", "restore", "복원", "restore",
	"シャットダウン", "shutdown", "リブート", "restart", "종료", "terminate",
	"解約", "cancel", "해지", "cancel", "비활성화", "deactivate",
	"禁用", "disable", "無効化", "disable", "启用", "enable", "啟用", "enable", "有効化", "enable",
	"批准", "approve", "承認", "approve", "拒绝", "reject", "拒絶", "reject",
	"购买", "buy", "購買", "buy", "購入", "buy", "下单", "place order", "注文", "order",
	// Writes.
	"创建", "create", "創建", "create", "新建", "create", "作成", "create", "생성", "create",
	"添加", "add", "新增", "add", "增加", "add", "追加", "add", "추가", "add",
	"更新", "update", "업데이트", "update",
	"修改", "modify", "変更", "change", "修正", "fix", "수정", "modify",
	"编辑", "edit", "編輯", "edit", "編集", "edit", "편집", "edit",
	"设置", "set", "設置", "set", "设定", "set", "設定", "set", "설정", "set",
	"上传", "upload", "上傳", "upload", "アップロード", "upload", "업로드", "upload",
	"保存", "save", "儲存", "save", "저장", "save",
	"写入", "write", "寫入", "write", "書き込", "write",
	"导入", "import", "匯入", "import", "インポート", "import",
	"安装", "install", "安裝", "install", "インストール", "install", "설치", "install",
	"注册", "register", "註冊", "register", "登録", "register",
	"重命名", "rename", "移动", "move", "移動", "move", "이동", "move",
	"复制", "copy", "複製", "copy", "コピー", "copy", "복사", "copy",
	"启动", "start", "啟動", "start", "起動", "start", "开始", "start", "開始", "start", "시작", "start",
	"打开", "switch on", "開啟", "switch on",
	"标记", "mark", "標記", "mark", "分配", "assign", "绑定", "bind", "綁定", "bind",
	"订阅", "subscribe", "訂閱", "subscribe", "購読", "subscribe",
	"评论", "comment", "評論", "comment", "コメント", "comment",
	"回复", "reply", "回覆", "reply", "返信", "reply",
	"提交", "submit", "同步", "sync", "同期", "sync", "部署", "deploy", "デプロイ", "deploy",
	"生成", "generate",
	// Reads.
	"获取", "get", "獲取", "get", "取得", "get", "가져오", "get",
	"查询", "query", "查詢", "query", "조회", "look up", "확인", "check",
	"查看", "view", "閲覧", "view",
	"列出", "list", "列举", "list", "一覧", "list", "목록", "list", "나열", "list", "选择", "select", "選擇", "select", "選択", "select", "선택", "select",
	"搜索", "search", "搜尋", "search", "检索", "search", "檢索", "search", "検索", "search", "검색", "search",
	"查找", "find", "読み込", "read", "读取", "read", "讀取", "read",
	"统计", "count", "統計", "count",
	"分析", "analyze", "计算", "calculate", "計算", "calculate",
	"转换", "convert", "轉換", "convert", "変換", "convert",
	"解析", "parse", "检查", "check", "檢查", "check", "確認", "check", "检测", "detect", "檢測", "detect",
	"验证", "validate", "驗證", "validate", "検証", "validate",
	"下载", "download", "下載", "download", "ダウンロード", "download",
	"导出", "export", "匯出", "export", "エクスポート", "export",
	"预览", "preview", "預覽", "preview", "プレビュー", "preview",
	"比较", "compare", "比較", "compare", "翻译", "translate", "翻譯", "translate", "翻訳", "translate",
	"返回", "return", "반환", "return", "推荐", "recommend", "推薦", "recommend", "추천", "recommend", "표시", "show", "가져옵", "get",
	"总结", "summarize", "總結", "summarize", "要約", "summarize",
	// Words that join clauses, so that a later act is read as one
	// ("获取文件并删除", gets the file and deletes it).
	"然后", "then", "然後", "then", "並且", "and", "并且", "and", "同时", "and", "同時", "and", "並", "and", "并", "and",
	"之后", "then", "之後", "then", "後に", "then",
	"随后", "then", "隨後", "then", "接着", "then", "接著", "then", "紧接着", "then", "緊接著", "then",
	"随即", "then", "隨即", "then", "，最后", "then", "，最後", "then", "接下来", "then", "接下來", "then",
	// "再" (then, again) and "最后" (finally; the last) join a clause only
	// after a comma: "再逐日比对" compares again, "最后一条" is the last one,
	// "，再丢弃" then discards.
	"，再", "then", ",再", "then",
	// Punctuation that ends a sentence or a list item.
	"、", ", ",
}

// cjkIndex maps the first rune of each compound of cjkVerbs to its
// entries, longest compound first.
var cjkIndex = func() map[rune][]cjkVerb {
	m := map[rune][]cjkVerb{}
	for i := 0; i < len(cjkVerbs); i += 2 {
		r, _ := utf8.DecodeRuneInString(cjkVerbs[i])
		v := cjkVerb{cjk: cjkVerbs[i], en: cjkVerbs[i+1]}
		v.joiner = v.en == "and" || v.en == "then"
		if unicode.IsLetter(r) || v.joiner {
			v.verb = !v.joiner
			v.en = " " + v.en + " "
		}
		m[r] = append(m[r], v)
	}
	for _, vs := range m {
		slices.SortStableFunc(vs, func(a, b cjkVerb) int { return len(b.cjk) - len(a.cjk) })
	}
	return m
}()

// cjkVerb is one compound of cjkVerbs and its English: a verb, a clause
// joiner, or a punctuation mark.
type cjkVerb struct {
	cjk, en      string
	verb, joiner bool
}

// readCJK returns s with the verbs of cjkVerbs in English, or s itself
// when it has no letter of those scripts. With unread, a verb it does not
// know where the grammar says there is one is written "and modifies"
// (see unknownAct and unreadEnding).
//
// A compound is read as the verb only where it acts. Japanese and Korean
// put the verb last, and most of their compounds are nouns unless a verb
// ending follows ("設定を取得します": 設定, settings, is the object;
// 取得します, gets, the act): there a compound is read only before such
// an ending, a sentence's end or a list mark. In Chinese a compound after
// 已 (already) or 被 (by), or before 的 (of), qualifies a noun
// ("已安装的技能", the installed skills) and is left as it is.
func readCJK(s string, unread bool) string {
	out, _ := readCJKActs(s, unread, unread)
	return out
}

// readCJKActs is readCJK where joined, and not unread, writes only the
// verbs the map does not know after a joiner (see unknownAct,
// looseJoiner, englishThen): those are acts wherever a read came before,
// but the endings unreadEnding and koreanLastAct find are not, where
// the text as it is gave a signal ("디바이스의 화면 방향을 가져옵니다",
// "get_orientation": an ending of a read the map does not know). It
// reports whether it wrote such an act after a joiner or after a verb it
// read ("获取信息后删掉", "파일을 조회하고 지움"), not only one alone
// ("既読にします", marks as read).
func readCJKActs(s string, unread, joined bool) (string, bool) {
	if !hasCJK(s) {
		return s, false
	}
	if strings.IndexFunc(s, hiddenOrWide) >= 0 {
		s = strings.Map(plainSpace, s)
	}
	kana := hasKana(s)
	var b strings.Builder
	b.Grow(len(s) + len(s)/4)
	prev := rune(0)
	read := -1     // where the last verb read ends in s
	first := false // a "先" (first) earlier in the sentence
	acts := false  // an unknown act written
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if v, ok := cjkAt(s, i, r); ok {
			rest := s[i+len(v.cjk):]
			if cjkActs(prev, rest, kana, v.cjk) {
				b.WriteString(v.en)
				n := len(v.cjk)
				if joined && unknownAct(s, i+n, kana, v) {
					// "然后，抹掉": the act, not the comma, follows.
					n = len(s) - i - len(strings.TrimLeft(s[i+n:], joinerCommas))
					b.WriteString(unknownActText)
					acts = true
				}
				if v.verb {
					read = i + len(v.cjk)
				}
				prev, _ = utf8.DecodeLastRuneInString(v.cjk)
				i += n
				if v.verb {
					// "取得して削除します", "조회하고 삭제합니다": the
					// verb's joining form is "and".
					for _, j := range []string{"して", "하고"} {
						if strings.HasPrefix(s[i:], j) {
							b.WriteString(" and ")
							i += len(j)
							break
						}
					}
				}
				continue
			}
		}
		if joined && !kana {
			if n := looseJoiner(s, i, prev, first); n > 0 {
				b.WriteString(s[i : i+n])
				b.WriteString(unknownActText)
				acts = true
				prev, _ = utf8.DecodeLastRuneInString(s[i : i+n])
				i += n
				continue
			}
		}
		if joined && r == 't' && englishThen(s, i) {
			// "Query 数据 then 抹掉 it": the English joiner before a
			// verb the map does not know.
			b.WriteString("then" + unknownActText)
			acts = true
			i += len("then ")
			prev = ' '
			continue
		}
		if unread && (unreadEnding(s, i, read) || koreanLastAct(s, i, read)) {
			b.WriteString(unknownActText)
			acts = acts || read >= 0 // after a verb the map read
		}
		b.WriteString(s[i : i+size])
		switch {
		case r == '先':
			first = true
		case strings.ContainsRune("。！？!?\n", r):
			first = false
		}
		prev = r
		i += size
	}
	return b.String(), acts
}

// looseJoiner returns the length of a Chinese word at s[i] (after the
// rune prev) that joins a later act to what comes before it, in senses
// the map cannot hold because the word has others, when a verb the map
// does not know follows it; otherwise 0. first is a "先" (first) earlier
// in the sentence.
//
//   - "后" (after) ends a clause ("获取信息后删掉", gets the information
//     and then wipes it), but not after a word it makes a place or a time
//     with ("最后一页", the last page; "向后", backwards).
//   - "和", "及", "或" (and, or) join verbs as much as nouns ("文件和目录",
//     files and folders): they join an act only before what is a verb by
//     its grammar (see verbAhead), never one that merely ends the text.
//   - "再" (then, again) joins a clause after "先" ("先查询再抹掉", first
//     looks up, then wipes) or after "后" ("获取后再冻结"); alone it is
//     "again" ("再逐日比对"), and after a comma the map reads it.
//   - "另外" (in addition) opens a clause at a sentence's or clause's
//     start; inside one it is "other" ("另外两个文件").
func looseJoiner(s string, i int, prev rune, first bool) int {
	r, size := utf8.DecodeRuneInString(s[i:])
	rest := s[i+size:]
	switch r {
	case '后', '後':
		if strings.ContainsRune("最前背落向往延午", prev) {
			return 0
		}
		rest = strings.TrimLeft(rest, joinerCommas)
		if strings.HasPrefix(rest, "再") {
			return 0 // the "再" after it is read as the joiner
		}
		if verbAhead(rest, true) {
			return len(s[i:]) - len(rest)
		}
	case '和', '及', '或':
		if r == '或' {
			rest = strings.TrimPrefix(rest, "者") // "或者", or
		}
		if verbAhead(strings.TrimLeft(rest, " "), false) {
			return len(s[i:]) - len(rest)
		}
	case '再':
		if t := strings.TrimLeft(rest, joinerCommas); (first || prev == '后' || prev == '後') && unknownVerbAt(t) {
			return len(s[i:]) - len(t)
		}
	case '另':
		if !strings.HasPrefix(rest, "外") || i > 0 && !strings.ContainsRune("。，,；;！？!?\n ", prev) {
			return 0
		}
		if t := strings.TrimLeft(rest[len("外"):], joinerCommas); unknownVerbAt(t) {
			return len(s[i:]) - len(t)
		}
	}
	return 0
}

// englishThen reports the English word "then" at s[i] followed by a
// verb the map does not know.
func englishThen(s string, i int) bool {
	if !strings.HasPrefix(s[i:], "then ") || i > 0 && !strings.ContainsRune(" ,", rune(s[i-1])) {
		return false
	}
	return unknownVerbAt(strings.TrimLeft(s[i+len("then "):], joinerCommas))
}

// hiddenOrWide reports a character that fold drops (an invisible one, a
// zero-width space, a Hangul filler; or a combining mark, a variation
// selector), which hid a verb from the map ("删\u200b除", "删\ufe0f除"),
// or the ideographic space (U+3000), which hid the act after a joiner.
func hiddenOrWide(r rune) bool {
	switch {
	case r < 0x300:
		return r == 0xAD // the soft hyphen; no mark comes before U+0300
	case r >= 0x4E00 && r <= 0x9FFF || r >= 0xAC00 && r <= 0xD7A3:
		return false // Han and Hangul syllables, the most of such text
	}
	return r == '\u3000' || hidden(r) || hiddenMark(r)
}

// hiddenMark reports a combining mark other than the kana voicing marks
// (U+3099, U+309A), which a decomposed "ガ" needs.
func hiddenMark(r rune) bool {
	return unicode.Is(unicode.Mn, r) && r != 0x3099 && r != 0x309A
}

// plainSpace drops what fold drops and writes the ideographic space as a
// space (see hiddenOrWide).
func plainSpace(r rune) rune {
	switch {
	case r == '\u3000':
		return ' '
	case hidden(r) || hiddenMark(r):
		return -1
	}
	return r
}

// unknownVerbAt reports s opening with a Han rune that starts no verb of
// the map: after a joiner, a verb the map does not know.
func unknownVerbAt(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if !unicode.Is(unicode.Han, r) {
		return false
	}
	v, ok := cjkAt(s, 0, r)
	return !ok || !v.verb
}

// verbAhead reports the Chinese text s, after a word that may join
// either nouns or verbs, opening with a verb the map does not know, by
// the grammar of the few words after it: "把" (the object marker) opening
// it ("把它作废", voids it); "掉" or "了" (done, away) after its first
// rune ("抹掉", wipes away; "清理了"); or a determiner after it ("封禁该
// 用户", bans this user), which a noun is not followed by. With atEnd, a
// word of two runes that ends the sentence is one too ("后冻结。"): after
// "后" only a clause can follow, but after "和" a noun as well ("文件和目
// 录"). It reads at most four runes.
func verbAhead(s string, atEnd bool) bool {
	if !unknownVerbAt(s) {
		return false
	}
	n, p, j := 0, rune(0), 0
	for j < len(s) && n < 4 {
		r, size := utf8.DecodeRuneInString(s[j:])
		if !unicode.Is(unicode.Han, r) {
			break
		}
		if verbSign(r, p, n, s[j+size:]) {
			return true
		}
		n, p = n+1, r
		j += size
	}
	if !atEnd || n != 2 {
		return false
	}
	// The two runes are all the clause: s[j:] opens with no Han rune.
	after := strings.TrimLeft(s[j:], " ")
	next, _ := utf8.DecodeRuneInString(after)
	return after == "" || strings.ContainsRune("。.！!？?；;，,、\n", next)
}

// verbSign reports r, the n-th rune of a word that may be a verb (p the
// rune before it, next the text after it), as a sign of a verb for
// verbAhead: "把" opening it, "掉" or "了" after its first rune, or a
// determiner after it.
func verbSign(r, p rune, n int, next string) bool {
	switch {
	case n == 0:
		return r == '把' && next != ""
	case r == '掉', r == '了' && !strings.HasPrefix(next, "解") && p != '除' && p != '为' && p != '為':
		return true
	case r == '该' || r == '該' || r == '这' || r == '這' || r == '那':
		return true
	case r == '此' && p != '因' && p != '彼' && p != '如':
		return true
	case r == '其' && !strings.ContainsAny(next[:min(len(next), 3)], "他它中余實实次"):
		return true
	case r == '它' && p != '其':
		return true
	}
	return false
}

// unknownAct reports a Chinese clause joiner v ("并", "然后") at s[:at]
// followed by a verb the map does not know ("获取数据并推给老板", gets the
// data and pushes it to the boss): an act that cannot be read, which
// readCJK writes as "and modifies" so that no read is concluded past it.
func unknownAct(s string, at int, kana bool, v cjkVerb) bool {
	if !v.joiner || kana {
		return false
	}
	return unknownVerbAt(strings.TrimLeft(s[at:], joinerCommas))
}

// unknownActText is what readCJK writes for an act whose verb the map
// does not know: a verb of the lexicon that changes, so that no read is
// concluded past it. infer does not take the write it reads as one (see
// unknownActs).
const unknownActText = " and modifies "

// joinerCommas may follow a joiner before the act it joins ("然后，抹掉").
const joinerCommas = " ,，"

// unreadEnding reports, at s[i], the polite verb ending of Japanese
// ("ます", "てください") or Korean ("니다") whose verb is none that readCJK read
// (read is where the last one read ends): "ボスに送ります", sends it to
// the boss, is an act as much as "削除します". A few verbs that only say
// what is ("あります", "있습니다", "입니다") are not acts.
func unreadEnding(s string, i, read int) bool {
	switch {
	case strings.HasPrefix(s[i:], "ます"):
		return unreadStem(s, i, i, read, []string{"", "し", "でき", "を行い", "され", "できるようにし"},
			[]string{"あり", "い", "なり", "でき", "おり", "返し", "示し"})
	case strings.HasPrefix(s[i:], "ください") && (strings.HasSuffix(s[:i], "て") || strings.HasSuffix(s[:i], "で")):
		// "消してください", please erase: the request's verb acts.
		if read >= 0 && read <= i && s[read:i] == "して" {
			return false
		}
		return !strings.HasSuffix(s[:i], "見て") && !strings.HasSuffix(s[:i], "読んで")
	case plainEnding(s, i):
		// The plain form at a sentence's end ("凍結する", "送る",
		// "消す") acts as the polite one does.
		return unreadStem(s, i, i+len("る"), read, []string{"す", "でき", "を行", "され", "し"},
			[]string{"ある", "いる", "なる", "できる", "おる", "返す", "示す", "示する", "である"})
	case strings.HasPrefix(s[i:], "니다"):
		return unreadStem(s, i, i, read, []string{"", "합", "됩", "할 수 있습", "하였습", "했습"},
			[]string{"있습", "없습", "입", "됩"})
	}
	return false
}

// unreadStem reports the verb before the verb ending at s[i] as one
// readCJK did not read: what lies between the last verb read (ending at
// read) and the ending is none of done (the verb read with a light verb
// after it: "削除し" before "ます"), and s[:end] ends in none of isVerbs,
// the verbs that only say what is ("あり", "있습").
func unreadStem(s string, i, end, read int, done, isVerbs []string) bool {
	if read >= 0 && read <= i && slices.Contains(done, s[read:i]) {
		return false
	}
	for _, w := range isVerbs {
		if strings.HasSuffix(s[:end], w) {
			return false
		}
	}
	return true
}

// koreanLastAct reports, at s[i], the last word of a Korean sentence,
// its predicate, when a verb read before it (read is where it ends) is
// joined to it by a connective ("조회하고 지움", looks up and erases;
// "조회한 후 차단", blocks after looking up; "조회하면서 지움", erases
// while looking up) and the word holds no
// compound of the map: an act that cannot be read.
func koreanLastAct(s string, i, read int) bool {
	if read < 0 || read >= i || s[i-1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	if !unicode.Is(unicode.Hangul, r) {
		return false
	}
	word, rest := s[i:], ""
	if j := strings.IndexAny(word, " .。\n(（"); j >= 0 {
		word, rest = word[:j], strings.TrimLeft(word[j:], " ")
	}
	if rest != "" && !strings.HasPrefix(rest, ".") && !strings.HasPrefix(rest, "。") && !strings.HasPrefix(rest, "\n") &&
		!strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "（") {
		return false // not the sentence's last word, nor before a note ("지움 (주의)")
	}
	// Only the connective's few bytes after the verb matter; reading the
	// whole stretch since the verb at every sentence's end was quadratic
	// (1.9 s for 96 KB).
	between := noCommas.Replace(s[read:min(i, read+connectiveBytes)]) // "조회하고, 지움"
	if !slices.ContainsFunc([]string{"하고 ", "하고서 ", "한 후 ", "한 후에 ", "한 뒤 ", "한 뒤에 ", "하여 ", "해서 ", "하며 ", "하면서 ", "하거나 ", "한 다음 "}, func(c string) bool { return strings.HasPrefix(between, c) }) {
		return false
	}
	for j, w := range word {
		if _, ok := cjkAt(word, j, w); ok {
			return false
		}
	}
	for _, w := range []string{"있음", "없음", "됨", "가능", "합니다", "입니다", "있습니다"} {
		if strings.HasSuffix(word, w) {
			return false
		}
	}
	return true
}

// noCommas takes the commas out of what joins a Korean verb to the last
// word ("조회하고, 지움").
var noCommas = strings.NewReplacer(",", "", "，", "")

// connectiveBytes bound what koreanLastAct reads after the verb: the
// longest connective ("하거나 ", "한 다음 ") with two commas to spare.
const connectiveBytes = 24

// plainEnding reports, at s[i], the last kana of a Japanese verb's plain
// form ("る", "す", "う") that ends a sentence: the text's end, a full
// stop, a line's end or a note's opening bracket follows ("消す（注意）");
// not a closing one ("（設定含む）", includes, qualifies what is before it).
func plainEnding(s string, i int) bool {
	r, size := utf8.DecodeRuneInString(s[i:])
	if !strings.ContainsRune("うくすつぬふむゆるぐずづぶぷ", r) || i == 0 {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	if prev < 0x3040 || prev > 0x9FFF || prev == 'ま' || prev == 'で' { // kana or a Han stem, not "ます" or "です"
		return false
	}
	rest := strings.TrimLeft(s[i+size:], " ")
	next, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || strings.ContainsRune("。.！!\n(（", next)
}

// cjkAt returns the compound of cjkVerbs that starts at s[i], whose first
// rune is r.
func cjkAt(s string, i int, r rune) (cjkVerb, bool) {
	for _, v := range cjkIndex[r] {
		if strings.HasPrefix(s[i:], v.cjk) {
			return v, true
		}
	}
	return cjkVerb{}, false
}

// cjkActs reports whether the compound c, after the rune prev and before
// rest, is a verb that acts (see readCJK). Punctuation always is.
func cjkActs(prev rune, rest string, kana bool, c string) bool {
	first, _ := utf8.DecodeRuneInString(c)
	if !unicode.IsLetter(first) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(rest)
	switch {
	case unicode.Is(unicode.Hangul, first):
		// "삭제합니다", "조회하여": the verb "하다" follows. A space
		// ("업데이트 가능한", updatable) leaves a noun.
		return rest == "" || strings.ContainsRune(".。", next) || strings.ContainsRune("하합해했할", next)
	case kana:
		// "取得します", "削除する", "削除されます" (is deleted), "作成
		// できます", "削除を行います", or the sentence's last word
		// ("ユーザー情報を取得 (…"). "追加されている" and "作成された"
		// (added, made) describe a noun.
		return rest == "" || !unicode.IsLetter(next) || strings.ContainsRune("しす", next) ||
			strings.HasPrefix(rest, "される") || strings.HasPrefix(rest, "されま") ||
			strings.HasPrefix(rest, "でき") || strings.HasPrefix(rest, "を行")
	default:
		return prev != '已' && prev != '被' && next != '的'
	}
}

// hasKana reports a Hiragana or Katakana letter in s: Japanese text.
func hasKana(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r >= 0x3040 && r <= 0x30FF && unicode.IsLetter(r) }) >= 0
}

// hasCJK reports a rune of the Han, Hiragana, Katakana or Hangul scripts,
// or an ideographic punctuation mark, in s.
func hasCJK(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0xE3 && c <= 0xED { // leads of U+3000 to U+DFFF
			r, _ := utf8.DecodeRuneInString(s[i:])
			if r >= 0x3000 && r <= 0x9FFF || r >= 0xAC00 && r <= 0xD7AF {
				return true
			}
		}
	}
	return false
}
