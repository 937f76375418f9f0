package hints

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReadCJK: readCJK never panics, keeps valid UTF-8 valid, leaves text
// with no letter of those scripts as it is, and only adds to what it
// reads (every Latin letter of the input is still there, in order).
func FuzzReadCJK(f *testing.F) {
	for _, s := range []string{
		"删除指定的文件", "获取数据并推给老板", "ファイルを取得して削除します", "アプリの設定を取得します",
		"파일을 조회하고 삭제합니다", "현재 사용자 목록을 조회합니다", "列出已安装的技能", "List files.", "",
		"获取文件。upload 到公共存储桶。", "ます", "니다", "并", "\xff删除",
	} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, unread bool) {
		out := readCJK(s, unread)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("readCJK(%q) = %q: not UTF-8", s, out)
		}
		if !hasCJK(s) && out != s {
			t.Fatalf("readCJK(%q) = %q: changed text with no CJK", s, out)
		}
		latin := func(x string) string {
			return strings.Map(func(r rune) rune {
				if r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
					return r
				}
				return -1
			}, x)
		}
		if in, got := latin(s), latin(out); !isSubsequence(in, got) {
			t.Fatalf("readCJK(%q) = %q: lost Latin letters", s, out)
		}
	})
}

// isSubsequence reports whether a's bytes appear in b in order.
func isSubsequence(a, b string) bool {
	i := 0
	for j := 0; j < len(b) && i < len(a); j++ {
		if a[i] == b[j] {
			i++
		}
	}
	return i == len(a)
}
