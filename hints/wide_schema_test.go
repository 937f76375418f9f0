package hints

import (
	"fmt"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// widestSchema is the widest input schema inference still reads: as many
// top-level properties as the bounds let through, each named with the
// longest key read, in camelCase pieces of two letters ("XyXy...") so
// that every reader of a property name splits it into as many words as
// it can.
func widestSchema() map[string]any {
	props := map[string]any{}
	keyLen := maxSchemaKey
	for i := 0; ; i++ {
		suffix := fmt.Sprint(i)
		key := strings.Repeat("Xy", (keyLen-len(suffix))/2) + suffix
		props[key] = map[string]any{"type": "string"}
		s := map[string]any{"type": "object", "properties": props}
		if schemaTooLarge(s) != "" || len(props) > maxSchemaProps {
			delete(props, key)
			return map[string]any{"type": "object", "properties": props}
		}
	}
}

// TestWidestSchemaBounded: the widest schema inference reads costs a
// bounded amount of work. A schema of 9,000 properties named "XyXy..."
// (96 bytes each), within the bounds then, made one tool cost 0.75 s and
// 4 million allocations: every signal that reads the schema split every
// property name into words again.
func TestWidestSchemaBounded(t *testing.T) {
	tool := &mcp.Tool{Name: "update_rows", Description: "Update rows.", InputSchema: widestSchema()}
	if n := testing.AllocsPerRun(1, func() { InferTool(tool) }); n > 500_000 {
		t.Errorf("the widest readable schema: %.0f allocations per inference", n)
	}
}

// BenchmarkInferWidestSchema infers a tool with the widest schema read.
func BenchmarkInferWidestSchema(b *testing.B) {
	tool := &mcp.Tool{Name: "update_rows", Description: "Update rows.", InputSchema: widestSchema()}
	b.ReportAllocs()
	for b.Loop() {
		InferTool(tool)
	}
}
