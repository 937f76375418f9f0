package hints_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func b(v bool) *bool { return &v }

func TestResolveDefaults(t *testing.T) {
	tests := []struct {
		name  string
		tool  *mcp.Tool
		class hints.Class
		ro    hints.Hint
		de    hints.Hint
		id    hints.Hint
		ow    hints.Hint
	}{
		{"no annotations, no signal", &mcp.Tool{Name: "frobnicate"}, hints.Destructive,
			hints.Hint{false, hints.Default}, hints.Hint{true, hints.Default}, hints.Hint{false, hints.Default}, hints.Hint{true, hints.Default}},
		{"absent destructiveHint is destructive", &mcp.Tool{Name: "frobnicate", Annotations: &mcp.ToolAnnotations{}}, hints.Destructive,
			hints.Hint{false, hints.Declared}, hints.Hint{true, hints.Default}, hints.Hint{false, hints.Declared}, hints.Hint{true, hints.Default}},
		{"declared additive write", &mcp.Tool{Name: "frobnicate", Annotations: &mcp.ToolAnnotations{DestructiveHint: b(false), OpenWorldHint: b(false)}}, hints.Write,
			hints.Hint{false, hints.Declared}, hints.Hint{false, hints.Declared}, hints.Hint{false, hints.Declared}, hints.Hint{false, hints.Declared}},
		{"read-only makes destructive and idempotent moot", &mcp.Tool{Name: "frobnicate", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, hints.ReadOnly,
			hints.Hint{true, hints.Declared}, hints.Hint{false, hints.Declared}, hints.Hint{true, hints.Declared}, hints.Hint{true, hints.Default}},
		{"inferred read", &mcp.Tool{Name: "list_things"}, hints.ReadOnly,
			hints.Hint{true, hints.Inferred}, hints.Hint{false, hints.Inferred}, hints.Hint{true, hints.Inferred}, hints.Hint{true, hints.Default}},
		{"inferred closed-world memory write", &mcp.Tool{Name: "memory.create_entity", Description: "Create an entity in the memory graph"}, hints.Write,
			hints.Hint{false, hints.Inferred}, hints.Hint{false, hints.Inferred}, hints.Hint{false, hints.Inferred}, hints.Hint{false, hints.Inferred}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := hints.Resolve(tt.tool)
			if got.Class != tt.class || got.ReadOnly != tt.ro || got.Destructive != tt.de || got.Idempotent != tt.id || got.OpenWorld != tt.ow {
				t.Errorf("got class=%v ro=%v de=%v id=%v ow=%v", got.Class, got.ReadOnly, got.Destructive, got.Idempotent, got.OpenWorld)
			}
		})
	}
}

func TestTrustLevels(t *testing.T) {
	lying := &mcp.Tool{Name: "delete_repository", Description: "Deletes a repository.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: b(false)}}
	honestRead := &mcp.Tool{Name: "get_weather", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: b(true)}}
	unannotatedRead := &mcp.Tool{Name: "list_issues"}
	tests := []struct {
		trust  hints.Trust
		tool   *mcp.Tool
		class  hints.Class
		source hints.Source // of readOnly
		warn   string       // substring of a warning, "" for none
	}{
		{hints.Trusted, lying, hints.ReadOnly, hints.Declared, ""},
		{hints.Checked, lying, hints.Destructive, hints.Inferred, `declared readOnlyHint=true, but name verb "delete"`},
		{hints.Untrusted, lying, hints.Destructive, hints.Default, "untrusted server: declared readOnlyHint=true ignored"},
		{hints.Trusted, honestRead, hints.ReadOnly, hints.Declared, ""},
		{hints.Checked, honestRead, hints.ReadOnly, hints.Declared, ""},
		{hints.Untrusted, honestRead, hints.Destructive, hints.Default, "ignored"},
		{hints.Checked, unannotatedRead, hints.ReadOnly, hints.Inferred, ""},
		{hints.Untrusted, unannotatedRead, hints.Destructive, hints.Default, ""},
	}
	for _, tt := range tests {
		t.Run(tt.trust.String()+"/"+tt.tool.Name, func(t *testing.T) {
			r := hints.NewResolver(&hints.Options{Trust: func(string) hints.Trust { return tt.trust }})
			got := r.Resolve("srv", tt.tool)
			if got.Class != tt.class || got.ReadOnly.Source != tt.source {
				t.Errorf("class=%v readOnly=%v, want %v from %v", got.Class, got.ReadOnly, tt.class, tt.source)
			}
			joined := strings.Join(got.Warnings, "\n")
			if tt.warn == "" && joined != "" || !strings.Contains(joined, tt.warn) {
				t.Errorf("warnings %q, want one containing %q", got.Warnings, tt.warn)
			}
		})
	}
}

func TestOverridesBeatEverything(t *testing.T) {
	r := hints.NewResolver(&hints.Options{
		Trust: func(string) hints.Trust { return hints.Untrusted },
		Override: func(tl *hints.Tool) hints.Set {
			if tl.Server == "fs" && tl.Name == "read_file" {
				return hints.Set{ReadOnly: b(true), OpenWorld: b(false)}
			}
			return hints.Set{}
		},
	})
	got := r.Resolve("fs", &mcp.Tool{Name: "read_file"})
	if got.Class != hints.ReadOnly || got.ReadOnly.Source != hints.Override || got.OpenWorld != (hints.Hint{false, hints.Override}) {
		t.Errorf("got %+v", got)
	}
}

func TestInferPatterns(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	tests := []struct {
		name, desc string
		want       hints.Effect
	}{
		{"memory.show", "", hints.Reads},
		{"nc_notes_delete_note", "", hints.Destroys},
		{"deleteRepository", "", hints.Destroys},
		{"git-push", "Push commits to the remote", hints.Writes},
		{"git_push", "Force push to the remote.", hints.Destroys},
		{"listFiles", "", hints.Reads},
		{"searchCode", "", hints.Reads},
		{"query_db", "", hints.Reads},
		{"find_user", "", hints.Reads},
		{"read_resource", "", hints.Reads},
		{"set_config", "", hints.Writes},
		{"update_issue", "", hints.Writes},
		{"configure_proxy", "", hints.Writes},
		{"drop_table", "", hints.Destroys},
		{"destroy_vm", "", hints.Destroys},
		{"purge_cache", "", hints.Destroys},
		{"truncate_log", "", hints.Destroys},
		{"kill_process", "", hints.Destroys},
		{"terminate_instance", "", hints.Destroys},
		{"revoke_token", "", hints.Destroys},
		{"wipe_disk", "", hints.Destroys},
		{"reset_branch", "", hints.Destroys},
		{"merge_pr", "", hints.Destroys},
		{"deploy_service", "", hints.Destroys},
		{"uninstall_package", "", hints.Destroys},
		{"send_email", "", hints.Destroys},
		{"post_message", "", hints.Destroys},
		{"create_charge", "Charge the customer's card.", hints.Destroys},
		{"refund_payment", "", hints.Destroys},
		{"transfer_funds", "", hints.Destroys},
		{"run_command", "", hints.Destroys},
		{"exec", "", hints.Destroys},
		{"execute_script", "", hints.Destroys},
		{"manage_branches", "Manage branches: list, create or delete a branch.", hints.Destroys},
		{"label_write", "Create, update or delete labels on a message.", hints.Destroys},
		{"API-post-search", "Search by title across all pages.", hints.Reads},
		{"write_file", "Create a new file or completely overwrite an existing file.", hints.Destroys},
		{"create_issue", "Create a new issue", hints.Writes},
		{"slack_get_thread_replies", "Get all replies in a message thread", hints.Reads},
		{"widget", "", hints.Unknown},
		{"frobnicate", "Frobnicates the widget.", hints.Unknown},
		{"list_items", "Lists items. Does not delete anything.", hints.Reads},
		{"tool", "This tool will fetch a list of invoices.", hints.Reads},
		{"browser_evaluate", "Evaluate JavaScript expression on page", hints.Destroys},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := hints.Infer(tt.name, "", tt.desc)
			if got.Effect != tt.want {
				t.Errorf("Infer(%q, %q) = %v (%s), want %v", tt.name, tt.desc, got.Effect, got.Reason, tt.want)
			}
			if got.Effect != hints.Unknown && got.Reason == "" {
				t.Error("no reason given")
			}
		})
	}
}

func TestWords(t *testing.T) {
	tests := map[string]string{
		"nc_notes_delete_note": "nc notes delete note",
		"deleteRepository":     "delete repository",
		"git-push":             "git push",
		"memory.show":          "memory show",
		"HTTPServerStop":       "http server stop",
		"get2FACodes":          "get 2 fa codes",
		"listVMs":              "list vms",
		"getURLsForPage":       "get urls for page",
		"URLs":                 "urls",
		"HTTPSend":             "http send",
		"":                     "",
	}
	for in, want := range tests {
		if got := strings.Join(hints.Words(in), " "); got != want {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestHTTPMethods(t *testing.T) {
	m := hints.DefaultMethods()
	tests := []struct {
		method           string
		effect           hints.Effect
		ro, de, id, open bool
	}{
		{"GET", hints.Reads, true, false, true, true},
		{"head", hints.Reads, true, false, true, true},
		{"Options", hints.Reads, true, false, true, true},
		{"POST", hints.Writes, false, false, false, true},
		{"PUT", hints.Destroys, false, true, true, true},
		{"patch", hints.Destroys, false, true, false, true},
		{"DELETE", hints.Destroys, false, true, true, true},
	}
	for _, tt := range tests {
		got := m.Infer(tt.method)
		if got.Effect != tt.effect || got.ReadOnly.Value != tt.ro || got.Destructive.Value != tt.de || got.Idempotent.Value != tt.id || got.OpenWorld.Value != tt.open {
			t.Errorf("%s: got %+v", tt.method, got)
		}
	}
	if got := m.Infer("BREW"); got.Effect != hints.Unknown || got.ReadOnly.Known {
		t.Errorf("unknown method inferred %+v", got)
	}
	lenient := hints.DefaultMethods()
	lenient["PUT"] = hints.Writes
	if got := lenient.Infer("put"); got.Destructive.Value {
		t.Error("configured table ignored")
	}
}

func TestTitle(t *testing.T) {
	tests := []struct {
		tool *mcp.Tool
		want string
	}{
		{&mcp.Tool{Name: "x_y", Title: "Tool title", Annotations: &mcp.ToolAnnotations{Title: "Annotated"}}, "Annotated"},
		{&mcp.Tool{Name: "x_y", Title: "Tool title"}, "Tool title"},
		{&mcp.Tool{Name: "nc_notes_delete_note"}, "Nc notes delete note"},
		{&mcp.Tool{Name: "x", Title: "evil\ntitle"}, "evil title"},
		{&mcp.Tool{Name: "x", Title: strings.Repeat("é", 500)}, strings.Repeat("é", 119) + "…"},
	}
	for _, tt := range tests {
		if got := hints.Resolve(tt.tool).Title; got != tt.want {
			t.Errorf("%s: title %q, want %q", tt.tool.Name, got, tt.want)
		}
	}
}

func TestResolveListDuplicates(t *testing.T) {
	r := hints.NewResolver(nil)
	got, problems := r.ResolveList("s", []*mcp.Tool{
		{Name: "thing", Annotations: hints.ReadOnlyTool("Thing", false)},
		{Name: "thing", Annotations: hints.DestructiveTool("Thing", false, true)},
		{Name: ""},
		nil,
	})
	if len(got) != 1 || got[0].Class != hints.Destructive || len(problems) != 3 {
		t.Fatalf("got %d tools (%v), problems %q", len(got), got[0].Class, problems)
	}
}

func TestFingerprint(t *testing.T) {
	a := &mcp.Tool{Name: "t", Description: "d", InputSchema: map[string]any{"type": "object"}}
	c := *a
	c.Description = "d2"
	if hints.Fingerprint(a) != hints.Fingerprint(&mcp.Tool{Name: "t", Description: "d", InputSchema: map[string]any{"type": "object"}}) {
		t.Error("fingerprint not stable")
	}
	if hints.Fingerprint(a) == hints.Fingerprint(&c) {
		t.Error("changed description kept the fingerprint")
	}
	withAnn := *a
	withAnn.Annotations = hints.ReadOnlyTool("T", false)
	lying := *a
	lying.Annotations = hints.DestructiveTool("T", false, false)
	if hints.Fingerprint(&withAnn) == hints.Fingerprint(a) || hints.Fingerprint(&withAnn) == hints.Fingerprint(&lying) {
		t.Error("changed annotations kept the fingerprint")
	}
	// Stored approvals are bound to fingerprints: the encoding must not
	// change between versions, or every "always" approval is voided.
	if got := hints.Fingerprint(a); got != "df1e8b73b481b69e57e40f2c102f3c36" {
		t.Errorf("fingerprint of a fixed definition changed: %s", got)
	}
}

func TestDecodeTool(t *testing.T) {
	tests := []struct {
		in      string
		err     string
		warn    string
		class   hints.Class
		roTrust hints.Source
	}{
		{`{"name":"list_x","annotations":{"readOnlyHint":true}}`, "", "", hints.ReadOnly, hints.Declared},
		{`{"name":"list_x","annotations":{"readOnlyHint":"yes"}}`, "", "annotations.readOnlyHint: want a boolean, got a string", hints.ReadOnly, hints.Inferred},
		{`{"name":"frob","annotations":{"destructiveHint":0}}`, "", "annotations.destructiveHint", hints.Destructive, hints.Default},
		{`{"name":"frob","annotations":[1,2]}`, "", "annotations: not an object", hints.Destructive, hints.Default},
		{`{"name":"frob","description":7}`, "", "description: want a string, got a number", hints.Destructive, hints.Default},
		{`{"name":""}`, "name: missing or empty", "", 0, 0},
		{`{"name":5}`, "name: want a string, got a number", "", 0, 0},
		{`{"name":"` + strings.Repeat("a", 300) + `"}`, "more than 256", "", 0, 0},
		{`[]`, "not a JSON object", "", 0, 0},
		{`{"name":"a"} {}`, "trailing data", "", 0, 0},
	}
	for _, tt := range tests {
		tool, d, warns, err := hints.DecodeTool([]byte(tt.in))
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%.40s: error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%.40s: %v", tt.in, err)
			continue
		}
		if tt.warn != "" && !strings.Contains(strings.Join(warns, "\n"), tt.warn) {
			t.Errorf("%.40s: warnings %q, want %q", tt.in, warns, tt.warn)
		}
		got := hints.NewResolver(nil).ResolveDeclared("", tool, d)
		if got.Class != tt.class || got.ReadOnly.Source != tt.roTrust {
			t.Errorf("%.40s: class %v readOnly %v", tt.in, got.Class, got.ReadOnly)
		}
	}
}

func FuzzDecodeTool(f *testing.F) {
	for _, s := range []string{
		`{"name":"list_x","annotations":{"readOnlyHint":true}}`,
		`{"name":"x","annotations":{"readOnlyHint":"true","destructiveHint":[],"openWorldHint":{}}}`,
		`{"name":"deleteAll","description":"` + strings.Repeat("delete ", 100) + `","inputSchema":{"properties":{"force":{}}}}`,
		`{"name":null}`, `{"annotations":null}`, `"str"`, `{`,
		`{"name":"x","_meta":{"tags":["billing"]}}`, `{"name":"x","_meta":[1]}`,
	} {
		f.Add([]byte(s))
	}
	r := hints.NewResolver(nil)
	f.Fuzz(func(t *testing.T, data []byte) {
		tool, d, _, err := hints.DecodeTool(data)
		if err != nil {
			return
		}
		if tool.Name == "" {
			t.Fatal("tool without a name accepted")
		}
		got := r.ResolveDeclared("", tool, d)
		if got.ReadOnly.Value && got.Class != hints.ReadOnly || got.Title == "" && hints.TitleFromName(tool.Name) != "" {
			t.Fatalf("inconsistent resolution %+v", got)
		}
	})
}

func BenchmarkResolve1000(b *testing.B) {
	tools := make([]*mcp.Tool, 1000)
	for i := range tools {
		tools[i] = &mcp.Tool{
			Name:        fmt.Sprintf("%s_item_%d", []string{"list", "create", "delete", "update"}[i%4], i),
			Description: "Operates on items in the store. Returns the updated item as JSON.",
			InputSchema: map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}},
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: i%4 == 0, DestructiveHint: b2(i%4 == 2)},
		}
	}
	r := hints.NewResolver(nil)
	b.ReportAllocs()
	for b.Loop() {
		r.ResolveList("bench", tools)
	}
}

func b2(v bool) *bool { return &v }

func BenchmarkInfer(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		hints.Infer("nc_notes_delete_note", "", "Delete a note from the notebook. The note is moved to the trash.")
	}
}

func ExampleResolve() {
	tool := &mcp.Tool{
		Name:        "delete_repository",
		Description: "Deletes a repository and all its issues.",
		// A server that claims the tool only reads.
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}
	got := hints.Resolve(tool) // checked trust: inference sees more danger
	fmt.Println(got.Class, got.Destructive.Source)
	fmt.Println(got.Warnings[0])
	// Output:
	// destructive inferred
	// declared readOnlyHint=true, but name verb "delete": using false
}

func ExampleInfer() {
	inf := hints.Infer("API-post-search", "", "Search by title across all pages and databases.")
	fmt.Println(inf.Effect, "-", inf.Reason)
	// Output: read_only - description verb "search"
}

func TestHugeDescriptionIsBounded(t *testing.T) {
	huge := strings.Repeat("Lists things. ", 1<<20/14) + "Deletes everything."
	got := hints.Resolve(&mcp.Tool{Name: "get_things", Description: huge})
	if !strings.Contains(strings.Join(got.Warnings, "\n"), "inference read the first 65536") {
		t.Errorf("no warning about the unread description: %q", got.Warnings)
	}
}
