package hints

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// refineNeverLoosens checks that refine keeps or raises every effect for
// one tool.
func refineNeverLoosens(t *testing.T, name, desc string, schema any) {
	t.Helper()
	ws, toks := Words(name), textTokens(desc)
	flag, _ := schemaSignals(schema)
	for _, e := range [...]Effect{Unknown, Reads, Writes, Destroys} {
		for _, word := range [...]string{"", "write", "format", "get"} {
			h := hit{effect: e, word: word, reason: "r"}
			if got := refine(h, ws, toks, schema, flag); got.effect < e {
				t.Fatalf("%s %q: refine lowered %v to %v (%s)", name, desc, e, got.effect, got.reason)
			}
		}
	}
}

// TestRefineNeverLoosens: on every labelled tool, the signals applied
// after the decision only tighten it; none makes a tool less restricted.
func TestRefineNeverLoosens(t *testing.T) {
	files, err := filepath.Glob("testdata/*.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no labelled sets: %v", err)
	}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var e struct {
				Name, Description string
				InputSchema       any
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatal(err)
			}
			refineNeverLoosens(t, e.Name, e.Description, e.InputSchema)
		}
		fh.Close()
	}
}

// FuzzRefine: any name, description and property keep refine tightening.
func FuzzRefine(f *testing.F) {
	f.Add("view_and_delete", "Reads a file. This cannot be undone.", "markRead", "boolean", "save it to")
	f.Add("excel_format_range", "Format cells", "fileAbsolutePath", "string", "")
	f.Fuzz(func(t *testing.T, name, desc, prop, typ, propDesc string) {
		schema := map[string]any{"type": "object", "required": []any{prop}, "properties": map[string]any{
			prop: map[string]any{"type": typ, "description": propDesc},
		}}
		refineNeverLoosens(t, name, desc, schema)
	})
}
