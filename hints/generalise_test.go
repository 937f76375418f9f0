package hints_test

import (
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func schema(props map[string]any) map[string]any {
	return map[string]any{"type": "object", "properties": props}
}

// TestGeneralSignals covers the cases of issue 11: grammatical role, the
// object of the verb, schema signals and pure functions.
func TestGeneralSignals(t *testing.T) {
	str := map[string]any{"type": "string"}
	for _, tc := range []struct {
		name, desc string
		schema     any
		want       hints.Class
	}{
		// "commit" is a noun in "commit history" and "commit message pattern".
		{"git_log", "View commit history with optional filtering by author, date range, file path, or commit message pattern.", nil, hints.ReadOnly},
		{"history", "Show the commit history of a branch.", nil, hints.ReadOnly},
		// Arbitrary SQL, shell or code is destructive whatever the verb.
		{"execute_query", "Execute any SQL query on the SQLite database.", nil, hints.Destructive},
		{"execute_query", "Executes a query.", schema(map[string]any{"sql": str}), hints.Destructive},
		{"db_tool", "Talks to the database.", schema(map[string]any{"statement": str}), hints.Destructive},
		{"query", "Run a read-only SQL query", schema(map[string]any{"sql": str}), hints.ReadOnly},
		{"run", "Runs it.", schema(map[string]any{"script": str}), hints.Destructive},
		// Pure functions return their result.
		{"base64_encode", "Encode text as base64.", nil, hints.ReadOnly},
		{"decode_jwt", "Decode a JWT and return its claims.", nil, hints.ReadOnly},
		{"convert_units", "Convert a value between units.", nil, hints.ReadOnly},
		{"hash_text", "Compute the SHA-256 hash of a string.", nil, hints.ReadOnly},
		{"parse_date", "Parse a date string.", nil, hints.ReadOnly},
		{"validate_json", "Validate JSON against a schema.", nil, hints.ReadOnly},
		{"calculate", "Evaluate an arithmetic expression and return the result.", nil, hints.ReadOnly},
		{"format_json", "Pretty-print and format a JSON string.", nil, hints.ReadOnly},
		{"format_disk", "Format a disk.", nil, hints.Destructive},
		// Staging is additive; clearing a session setting loses nothing.
		{"git_add", "Stage files for commit. Add file contents to the staging area (index) to prepare for the next commit.",
			schema(map[string]any{"path": str, "force": map[string]any{"type": "boolean", "description": "Allow adding otherwise ignored files."}}), hints.Write},
		{"git_clear_working_dir", "Clear the session working directory setting. This resets the context without restarting the server.", nil, hints.ReadOnly},
		// A force flag that bypasses safety checks, or a dangerous mode, is destructive.
		{"git_checkout", "Switch branches or restore files.",
			schema(map[string]any{"force": map[string]any{"type": "boolean", "description": "Force the operation, bypassing safety checks."}}), hints.Destructive},
		{"git_thing", "Manage things.",
			schema(map[string]any{"mode": map[string]any{"type": "string", "enum": []any{"list", "create", "delete"}}}), hints.Destructive},
		{"cluster_power", "Pause or resume a cluster.",
			schema(map[string]any{"action": map[string]any{"type": "string", "enum": []any{"PAUSE", "RESUME"}}}), hints.Write},
	} {
		rt := hints.Resolve(&mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema})
		if rt.Class != tc.want {
			inf := hints.InferTool(&mcp.Tool{Name: tc.name, Description: tc.desc, InputSchema: tc.schema})
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, inf.Reason, tc.want)
		}
	}
}

// TestSecondCallSentences: what a description says about a second call
// decides idempotency.
func TestSecondCallSentences(t *testing.T) {
	for _, tc := range []struct {
		name, desc string
		want       bool
	}{
		{"create_directory", "Create a new directory or ensure a directory exists. If the directory already exists, this operation will succeed silently.", true},
		{"create_user", "Create a user. Fails if a user with that name already exists.", true},
		{"create_tag", "Creates a tag. Returns an error when the tag exists.", true},
		{"set_flag", "Sets a flag. This operation is idempotent.", true},
		{"create_note", "Create a new note.", false},
		{"append_log", "Appends a line. Not idempotent: each call adds a line.", false},
	} {
		inf := hints.Infer(tc.name, "", tc.desc)
		if !inf.Idempotent.Known || inf.Idempotent.Value != tc.want {
			t.Errorf("%s: idempotent %+v, want %t", tc.name, inf.Idempotent, tc.want)
		}
	}
	// A declared idempotentHint=true stands under checked when the
	// description says a second call succeeds silently.
	id, ro, de := true, false, false
	rt := hints.NewResolver(nil).ResolveDeclared("fs", &mcp.Tool{Name: "create_directory",
		Description: "Create a new directory or ensure a directory exists. If the directory already exists, this operation will succeed silently."},
		hints.Declaration{Set: hints.Set{ReadOnly: &ro, Destructive: &de, Idempotent: &id}})
	if !rt.Idempotent.Value {
		t.Errorf("create_directory: idempotent overridden to false: %q", rt.Warnings)
	}
}

// TestSpecDefaultTuple: a declaration identical to the specification's
// defaults carries no information; under checked it is treated as absent,
// with a warning.
func TestSpecDefaultTuple(t *testing.T) {
	ro, de, id, ow := false, true, false, true
	decl := hints.Declaration{Set: hints.Set{ReadOnly: &ro, Destructive: &de, Idempotent: &id, OpenWorld: &ow}}
	tool := &mcp.Tool{Name: "excel_read_sheet", Description: "Read values from an Excel sheet."}
	rt := hints.NewResolver(nil).ResolveDeclared("excel", tool, decl)
	if rt.Class != hints.ReadOnly {
		t.Errorf("checked: %v, want read_only", rt.Class)
	}
	if len(rt.Warnings) == 0 || !strings.Contains(strings.Join(rt.Warnings, " "), "default") {
		t.Errorf("checked: warnings %q do not name the spec defaults", rt.Warnings)
	}
	// The same through go-sdk annotations.
	tool.Annotations = &mcp.ToolAnnotations{DestructiveHint: &de, OpenWorldHint: &ow}
	if rt := hints.Resolve(tool); rt.Class != hints.ReadOnly {
		t.Errorf("checked via annotations: %v, want read_only", rt.Class)
	}
	// Trusted keeps the declaration as given.
	trusted := hints.NewResolver(&hints.Options{Trust: func(string) hints.Trust { return hints.Trusted }})
	if rt := trusted.ResolveDeclared("excel", tool, decl); rt.Class != hints.Destructive {
		t.Errorf("trusted: %v, want destructive", rt.Class)
	}
	// A delete tool stays destructive.
	rt = hints.NewResolver(nil).ResolveDeclared("excel", &mcp.Tool{Name: "delete_sheet"}, decl)
	if rt.Class != hints.Destructive {
		t.Errorf("delete_sheet: %v, want destructive", rt.Class)
	}
}

// TestOneSetOfClassWords: effects, classes and ParseClass share one set of
// words.
func TestOneSetOfClassWords(t *testing.T) {
	for _, c := range hints.Classes() {
		back, err := hints.ParseClass(c.String())
		if err != nil || back != c {
			t.Errorf("ParseClass(%q) = %v, %v", c, back, err)
		}
	}
	for _, e := range []hints.Effect{hints.Reads, hints.Writes, hints.Destroys} {
		c, ok := e.Class()
		if !ok || e.String() != c.String() {
			t.Errorf("%v: class %v, %t", e, c, ok)
		}
	}
	if _, ok := hints.Unknown.Class(); ok || hints.Unknown.String() != "unknown" {
		t.Errorf("Unknown: %v", hints.Unknown)
	}
}

// TestInferSingleWord: a single query word ("refund", "stash") is read as
// a verb, as tool selection uses it.
func TestInferSingleWord(t *testing.T) {
	for w, want := range map[string]hints.Effect{
		"refund": hints.Destroys, "deleting": hints.Destroys, "list": hints.Reads, "create": hints.Writes,
		"encode": hints.Reads, "zebra": hints.Unknown, "": hints.Unknown,
	} {
		if got := hints.Infer(w, "", "").Effect; got != want {
			t.Errorf("Infer(%q) = %v, want %v", w, got, want)
		}
	}
}

// FuzzInfer: any name, title, description and schema property infer
// without panicking, to a valid effect, with a reason when known.
func FuzzInfer(f *testing.F) {
	f.Add("get_and_delete_file", "", "Reads a file and deletes it permanently.", "force", "Force the operation, bypassing safety checks.")
	f.Add("git_log", "Log", "View commit history, or commit message pattern.", "mode", "")
	f.Add("ñ_ü", "X", "`a` b, c; d/e. F! ing ed es ies s", "sql", "run it")
	f.Fuzz(func(t *testing.T, name, title, desc, prop, propDesc string) {
		schema := map[string]any{"type": "object", "properties": map[string]any{
			prop: map[string]any{"type": "string", "description": propDesc, "enum": []any{propDesc, "delete"}},
		}, "required": []any{prop}}
		inf := hints.InferTool(&mcp.Tool{Name: name, Title: title, Description: desc, InputSchema: schema})
		if inf.Effect > hints.Destroys {
			t.Fatalf("effect %d", inf.Effect)
		}
		if inf.Effect != hints.Unknown && inf.Reason == "" {
			t.Fatalf("effect %v without a reason", inf.Effect)
		}
		for _, w := range hints.Words(name) {
			if w == "" {
				t.Fatalf("empty word in %q", name)
			}
		}
	})
}
