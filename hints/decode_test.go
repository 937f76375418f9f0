package hints_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestDecodeToolMeta: _meta reaches the tool (and so its tags), bounded:
// a _meta that is not an object or is huge is ignored with a warning.
func TestDecodeToolMeta(t *testing.T) {
	huge := `{"tags":["` + strings.Repeat("x", 70<<10) + `"]}`
	for _, tc := range []struct {
		name, meta string
		tags       []string
		warn       string
	}{
		{"object", `{"tags":["Billing","admin"],"com.example/category":"payments"}`, []string{"admin", "billing", "payments"}, ""},
		{"null", `null`, nil, ""},
		{"array", `["tags"]`, nil, "_meta: want an object, got an array; ignored"},
		{"string", `"tags"`, nil, "_meta: want an object, got a string; ignored"},
		{"huge", huge, nil, "_meta: more than 65536 bytes; ignored"},
	} {
		tool, _, warns, err := hints.DecodeTool([]byte(`{"name":"charge","_meta":` + tc.meta + `}`))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := hints.NewResolver(nil).Resolve("", tool)
		if !slices.Equal(got.Tags, tc.tags) {
			t.Errorf("%s: tags %q, want %q", tc.name, got.Tags, tc.tags)
		}
		joined := strings.Join(warns, "\n")
		if tc.warn == "" && joined != "" || tc.warn != "" && !strings.Contains(joined, tc.warn) {
			t.Errorf("%s: warnings %q, want %q", tc.name, warns, tc.warn)
		}
		if tc.tags == nil && len(tool.Meta) != 0 {
			t.Errorf("%s: meta kept: %v", tc.name, tool.Meta)
		}
	}
}
