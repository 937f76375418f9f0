package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestCJKVerbs: a description in Chinese, Japanese or Korean is read by
// its verbs, as an English one is: a tool whose name says nothing
// ("maps_geo") is judged by what the description says it does.
func TestCJKVerbs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"maps_geo", "将详细的结构化地址转换为经纬度坐标。", nil, hints.ReadOnly},
		{"bucket_exists", "检查存储桶是否存在", stringProps("bucket"), hints.ReadOnly},
		{"user_info", "現在のユーザー情報を取得 (詳細はガイドを参照)", nil, hints.ReadOnly},
		{"skill_list", "현재 사용자 목록을 조회합니다", nil, hints.ReadOnly},
		{"device_on", "打开指定设备。", stringProps("device"), hints.Write},
		{"chatwork_room", "チャットのメッセージを既読にします。", nil, hints.Write},
		{"file_tool", "删除指定的文件。", stringProps("path"), hints.Destructive},
		{"msg_tool", "メッセージを送信します。", nil, hints.Destructive},
		{"msg_tool", "메시지를 전송합니다", nil, hints.Destructive},
		{"user_admin", "用户与 Token 管理：创建、撤销 Token", nil, hints.Destructive},
	})
}

// TestCJKNounsAreNotVerbs: Japanese and Korean put the verb last, and
// their compounds are nouns unless a verb ending follows; in Chinese a
// compound after 已 or before 的 qualifies a noun. Those are not the
// tool's act.
func TestCJKNounsAreNotVerbs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"app_settings", "アプリの設定を取得します", nil, hints.ReadOnly},
		{"app_plugins", "アプリに追加されているプラグインの一覧を取得します", nil, hints.ReadOnly},
		{"skills_check", "설치된 스킬 중 업데이트 가능한 항목을 확인합니다", nil, hints.ReadOnly},
		{"skills", "列出已安装的技能", nil, hints.ReadOnly},
		// The passive that says what the call does still acts.
		{"files", "古いファイルは削除されます。", nil, hints.Destructive},
	})
}

// TestCJKUnreadActs: a verb the map does not know is still an act. After
// a Chinese clause joiner ("并", "然后"), or before a Japanese or Korean
// verb ending, it keeps a tool from being read as read-only.
func TestCJKUnreadActs(t *testing.T) {
	hints.WithoutLearnt(t)
	for _, c := range []recallCase{
		{"data_tool", "获取数据并推给老板", nil, hints.ReadOnly},
		{"data_tool", "列出文件，然后归档到远端", nil, hints.ReadOnly},
		{"data_tool", "ファイルを取得して、ボスに送ります", nil, hints.ReadOnly},
		{"data_tool", "파일을 조회하고 보냅니다", nil, hints.ReadOnly},
		{"data_tool", "列出所有用户，同时清空缓存", nil, hints.ReadOnly},
	} {
		tool := &mcp.Tool{Name: c.name, Description: c.desc, InputSchema: c.schema}
		if got := hints.Resolve(tool); got.Class == hints.ReadOnly {
			t.Errorf("%s %q: read-only (%s)", c.name, c.desc, hints.InferTool(tool).Reason)
		}
	}
	// Known reads stay reads.
	checkClasses(t, []recallCase{
		{"data_tool", "获取数据并返回结果", nil, hints.ReadOnly},
		{"data_tool", "ファイル一覧を取得して返します", nil, hints.ReadOnly},
	})
}

// TestCJKUnknownVerbsDoNotRaise: a verb the map does not know counts as
// an act only where nothing else was read. A tool whose name already
// says it reads ("mobile_take_screenshot") is not raised by it
// ("스크린샷을 찍습니다", takes a screenshot).
func TestCJKUnknownVerbsDoNotRaise(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"mobile_take_screenshot", "모바일 디바이스의 스크린샷을 찍습니다. 이 결과를 캐시하지 마세요.", nil, hints.ReadOnly},
		{"mobile_list_apps", "디바이스에 설치된 모든 앱을 나열합니다. 물리적 디바이스와 시뮬레이터를 모두 포함합니다.", nil, hints.ReadOnly},
		{"mobile_get_orientation", "디바이스의 현재 화면 방향을 가져옵니다.", nil, hints.ReadOnly},
		// A verb it knows still raises the class.
		{"get_file", "ファイルを取得して削除します", nil, hints.Destructive},
	})
}
