package hints_test

// Red team 37: the reader of Chinese, Japanese and Korean verbs (cjk.go),
// which may loosen a tool the raw text left unknown to read-only,
// attacked with honest wordings of tools that read and then act, each
// written as a test before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
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
	})
}
