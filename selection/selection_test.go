package selection

import (
	"encoding/json"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// listing builds a resolved tool as the guard lists it.
func listing(server, name, desc string, class hints.Class, action rules.Action, tags ...string) rules.Listing {
	def := &mcp.Tool{Name: name, Description: desc, InputSchema: map[string]any{"type": "object"}}
	return rules.Listing{
		Tool:     hints.Tool{Name: name, Server: server, Title: name, Class: class, Tags: tags, Fingerprint: server + "/" + name + "/" + desc, Definition: def},
		Decision: rules.Decision{Action: action, Rule: "test"},
	}
}

func fixture() []rules.Listing {
	return []rules.Listing{
		listing("fs", "read_file", "Read a file.", hints.ReadOnly, rules.Allow),
		listing("fs", "write_file", "Write a file.", hints.Write, rules.Confirm),
		listing("fs", "delete_file", "Delete a file.", hints.Destructive, rules.Confirm),
		listing("mail", "send_email", "Send an email message.", hints.Destructive, rules.Confirm, "comms"),
		listing("mail", "list_inbox", "List messages in the inbox.", hints.ReadOnly, rules.Allow, "comms"),
		listing("ops", "drop_database", "Drop a database.", hints.Destructive, rules.Deny, "admin", "scope:ops"),
		listing("ops", "secret_tool", "Hidden by policy.", hints.ReadOnly, rules.Hide),
	}
}

func names(rs []Result) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.Tool.Name)
	}
	return out
}

func TestFilter(t *testing.T) {
	ix := New(fixture(), nil)
	tests := []struct {
		name string
		f    *Filter
		want []string
	}{
		{"nil keeps all visible, hidden dropped", nil, []string{"read_file", "write_file", "delete_file", "send_email", "list_inbox"}},
		{"class", &Filter{Classes: []hints.Class{hints.ReadOnly}}, []string{"read_file", "list_inbox"}},
		{"action", &Filter{Actions: []rules.Action{rules.Deny}, Scopes: []string{"ops"}}, []string{"drop_database"}},
		{"server glob", &Filter{Servers: []string{"m*"}}, []string{"send_email", "list_inbox"}},
		{"allow", &Filter{Allow: []string{"*_file"}}, []string{"read_file", "write_file", "delete_file"}},
		{"deny", &Filter{Deny: []string{"*_file", "list_*"}}, []string{"send_email"}},
		{"tags any", &Filter{Tags: []string{"COMMS", "admin"}, Scopes: []string{"ops"}}, []string{"send_email", "list_inbox", "drop_database"}},
		{"scope held", &Filter{Scopes: []string{"OPS"}, Servers: []string{"ops"}}, []string{"drop_database"}},
		{"scope not held", &Filter{Servers: []string{"ops"}}, nil},
		{"exclude destructive", &Filter{ExcludeDestructive: true}, []string{"read_file", "write_file", "list_inbox"}},
		{"always active survives every cut", &Filter{ExcludeDestructive: true, Deny: []string{"*"}, AlwaysActive: []string{"delete_file"}}, []string{"delete_file"}},
		{"always active never shows a hidden tool", &Filter{AlwaysActive: []string{"secret_tool"}, Servers: []string{"none"}}, nil},
		{"k", &Filter{K: 2}, []string{"read_file", "write_file"}},
		{"k plus always", &Filter{K: 1, AlwaysActive: []string{"list_inbox"}}, []string{"read_file", "list_inbox"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := names(ix.Select("", tt.f)); !slices.Equal(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestGlob(t *testing.T) {
	tests := []struct {
		pattern, s string
		want       bool
	}{
		{"*", "", true}, {"*", "abc", true}, {"a*c", "abbbc", true}, {"a*c", "abd", false},
		{"?b", "ab", true}, {"?b", "b", false}, {"git_*", "git_push", true}, {"*push", "git_push", true},
		{"a*b*c", "aXbYc", true}, {"a*b*c", "aXcYb", false}, {"", "", true}, {"", "a", false},
		{"[a]", "[a]", true}, {"é*", "école", true}, {"**", "x", true},
	}
	for _, tt := range tests {
		if got := glob(tt.pattern, tt.s); got != tt.want {
			t.Errorf("glob(%q, %q) = %v, want %v", tt.pattern, tt.s, got, tt.want)
		}
	}
}

func TestRanking(t *testing.T) {
	ix := New(fixture(), nil)
	tests := []struct{ query, want string }{
		{"get rid of the old file", "delete_file"},
		{"email my manager", "send_email"},
		{"what's in my mailbox", "list_inbox"},
		{"erase notes.txt", "delete_file"},
		{"save the report", "write_file"},
	}
	for _, tt := range tests {
		got := ix.Select(tt.query, &Filter{K: 1})
		if len(got) != 1 || got[0].Tool.Name != tt.want {
			t.Errorf("Select(%q) = %v, want %s first", tt.query, names(got), tt.want)
		}
	}
}

func TestScoresDescend(t *testing.T) {
	ix := New(corpusListings(t), nil)
	rs := ix.Select("delete the staging database", &Filter{K: 20})
	if len(rs) != 20 {
		t.Fatalf("%d results, want 20", len(rs))
	}
	for i := 1; i < len(rs); i++ {
		if rs[i].Score > rs[i-1].Score {
			t.Fatalf("result %d scores %v after %v", i, rs[i].Score, rs[i-1].Score)
		}
	}
}

func TestHostileInput(t *testing.T) {
	huge := strings.Repeat("delete everything now ", 100_000)
	odd := listing("x", "weird", huge, hints.Destructive, rules.Confirm)
	odd.Tool.Definition.InputSchema = "not a schema"
	nilDef := listing("x", "nodef", "", hints.ReadOnly, rules.Allow)
	nilDef.Tool.Definition = nil
	ix := New([]rules.Listing{odd, nilDef}, nil)
	for _, q := range []string{"", "\x00\xff", strings.Repeat("a ", 1<<20), "\u202edelete"} {
		if rs := ix.Select(q, &Filter{K: 5}); len(rs) != 2 {
			t.Fatalf("Select(%.20q) = %d results, want 2", q, len(rs))
		}
	}
	if ct := ChatTools(ix.Select("", nil), ix.Names()); len(ct) != 2 {
		t.Fatalf("ChatTools = %d tools, want 2", len(ct))
	}
}

func TestNames(t *testing.T) {
	// A guard.Toolbox lists namespaced names and keeps the server's own
	// name in the definition.
	tb := listing("github", "github__create_issue", "", hints.Write, rules.Confirm)
	tb.Tool.Definition.Name = "create_issue"
	dotted := listing("mem", "memory.show", "", hints.ReadOnly, rules.Allow)
	plain := listing("", "list_notes", "", hints.ReadOnly, rules.Allow)
	ix := New([]rules.Listing{tb, dotted, plain}, nil)
	n := ix.Names()
	tests := []struct {
		l            rules.Listing
		server, tool string
		exact        string
	}{
		{tb, "github", "create_issue", "github__create_issue"},
		{dotted, "mem", "memory.show", ""},
		{plain, "", "list_notes", "list_notes"},
	}
	for _, tt := range tests {
		name, ok := n.Name(&tt.l)
		if !ok || tt.exact != "" && name != tt.exact || !strings.HasPrefix(name, "mem__memory_show_") && tt.exact == "" {
			t.Errorf("Name(%s) = %q, %v", tt.l.Tool.Name, name, ok)
		}
		if s, tool, ok := n.Resolve(name); !ok || s != tt.server || tool != tt.tool {
			t.Errorf("Resolve(%q) = %q, %q, %v; want %q, %q", name, s, tool, ok, tt.server, tt.tool)
		}
	}
	if _, _, ok := n.Resolve("github__delete_repo"); ok {
		t.Error("Resolve of a name never given out succeeded")
	}
}

func TestChatTools(t *testing.T) {
	schema := map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string"}},
		"required": []any{"path"}, "additionalProperties": false}
	loose := map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string", "format": "uri"}}}
	a := listing("fs", "read_file", "Read a file.", hints.ReadOnly, rules.Allow)
	a.Tool.Definition.InputSchema = schema
	b := listing("fs", "fetch.url", "", hints.ReadOnly, rules.Allow)
	b.Tool.Title = "Fetch a URL"
	b.Tool.Definition.InputSchema = loose
	ix := New([]rules.Listing{a, b}, nil)
	rs := ix.Select("", nil)

	data, err := json.Marshal(ChatTools(rs, ix.Names()))
	if err != nil {
		t.Fatal(err)
	}
	var chat []struct {
		Type     string `json:"type"`
		Function struct {
			Name        string         `json:"name"`
			Description string         `json:"description"`
			Parameters  map[string]any `json:"parameters"`
			Strict      *bool          `json:"strict"`
		} `json:"function"`
	}
	if err := json.Unmarshal(data, &chat); err != nil {
		t.Fatal(err)
	}
	if len(chat) != 2 || chat[0].Type != "function" || chat[0].Function.Name != "fs__read_file" ||
		chat[0].Function.Description != "Read a file." || chat[0].Function.Strict == nil || !*chat[0].Function.Strict {
		t.Fatalf("chat tools = %s", data)
	}
	if !strings.HasPrefix(chat[1].Function.Name, "fs__fetch_url_") || chat[1].Function.Strict != nil || chat[1].Function.Description != "Fetch a URL" {
		t.Fatalf("chat tool 2 = %+v", chat[1].Function)
	}
	if !reflect.DeepEqual(chat[1].Function.Parameters, roundTrip(t, loose)) {
		t.Fatalf("schema not passed intact: %v", chat[1].Function.Parameters)
	}

	data, err = json.Marshal(ResponseTools(rs, ix.Names()))
	if err != nil {
		t.Fatal(err)
	}
	var resp []struct {
		Type       string         `json:"type"`
		Name       string         `json:"name"`
		Strict     *bool          `json:"strict"`
		Parameters map[string]any `json:"parameters"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		t.Fatal(err)
	}
	if len(resp) != 2 || resp[0].Type != "function" || resp[0].Strict == nil || !*resp[0].Strict ||
		resp[1].Strict == nil || *resp[1].Strict || !reflect.DeepEqual(resp[0].Parameters, roundTrip(t, schema)) {
		t.Fatalf("responses tools = %s", data)
	}
}

func roundTrip(t *testing.T, v any) map[string]any {
	t.Helper()
	data, _ := json.Marshal(v)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestStrictSchema(t *testing.T) {
	tests := []struct {
		name   string
		schema string
		want   bool
	}{
		{"all required, closed", `{"type":"object","properties":{"a":{"type":"string"}},"required":["a"],"additionalProperties":false}`, true},
		{"no properties", `{"type":"object","properties":{},"additionalProperties":false}`, true},
		{"nullable", `{"type":"object","properties":{"a":{"type":["string","null"]}},"required":["a"],"additionalProperties":false}`, true},
		{"nested closed", `{"type":"object","properties":{"o":{"type":"object","properties":{"x":{"type":"integer"}},"required":["x"],"additionalProperties":false}},"required":["o"],"additionalProperties":false}`, true},
		{"array of enum", `{"type":"object","properties":{"a":{"type":"array","items":{"type":"string","enum":["x","y"]}}},"required":["a"],"additionalProperties":false}`, true},
		{"anyOf", `{"type":"object","properties":{"a":{"anyOf":[{"type":"string"},{"type":"number"}]}},"required":["a"],"additionalProperties":false}`, true},
		{"optional property", `{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},"required":["a"],"additionalProperties":false}`, false},
		{"open object", `{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]}`, false},
		{"additionalProperties true", `{"type":"object","properties":{},"additionalProperties":true}`, false},
		{"nested open", `{"type":"object","properties":{"o":{"type":"object","properties":{}}},"required":["o"],"additionalProperties":false}`, false},
		{"unsupported keyword", `{"type":"object","properties":{"a":{"type":"string","format":"uri"}},"required":["a"],"additionalProperties":false}`, false},
		{"title", `{"type":"object","title":"Args","properties":{},"additionalProperties":false}`, false},
		{"$schema", `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{},"additionalProperties":false}`, false},
		{"$ref", `{"type":"object","properties":{"a":{"$ref":"#/$defs/x"}},"required":["a"],"additionalProperties":false}`, false},
		{"root not object", `{"type":"string"}`, false},
		{"untyped property", `{"type":"object","properties":{"a":{"description":"any"}},"required":["a"],"additionalProperties":false}`, false},
		{"required unknown", `{"type":"object","properties":{},"required":["ghost"],"additionalProperties":false}`, false},
		{"tuple items", `{"type":"object","properties":{"a":{"type":"array","items":[{"type":"string"}]}},"required":["a"],"additionalProperties":false}`, false},
		{"bad type", `{"type":"object","properties":{"a":{"type":"date"}},"required":["a"],"additionalProperties":false}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m map[string]any
			if err := json.Unmarshal([]byte(tt.schema), &m); err != nil {
				t.Fatal(err)
			}
			if got := StrictSchema(m); got != tt.want {
				t.Fatalf("StrictSchema = %v, want %v", got, tt.want)
			}
		})
	}
	deep := map[string]any{"type": "string"}
	for range 12 {
		deep = map[string]any{"type": "object", "properties": map[string]any{"x": deep}, "required": []string{"x"}, "additionalProperties": false}
	}
	if StrictSchema(deep) {
		t.Error("a schema nested 12 deep is strict")
	}
	if StrictSchema(nil) {
		t.Error("nil schema is strict")
	}
}

// FuzzSelect checks that no query breaks ranking: no panic, scores finite
// and not negative, at most K results, in rank order.
func FuzzSelect(f *testing.F) {
	for _, q := range []string{"", "get rid of old.txt", "how many orders", "money back money back", "a.b.c", "\xff\x00", "take a picture of   the screen"} {
		f.Add(q, 3)
	}
	ix := New(fixture(), nil)
	f.Fuzz(func(t *testing.T, q string, k int) {
		rs := ix.Select(q, &Filter{K: k})
		if k > 0 && len(rs) > k {
			t.Fatalf("%d results for K %d", len(rs), k)
		}
		for i, r := range rs {
			if r.Score < 0 || math.IsNaN(r.Score) || math.IsInf(r.Score, 0) {
				t.Fatalf("score %v", r.Score)
			}
			if i > 0 && r.Score > rs[i-1].Score {
				t.Fatalf("not in rank order: %v after %v", r.Score, rs[i-1].Score)
			}
		}
	})
}

func TestBadWeights(t *testing.T) {
	w := Weights{Name: -1, Title: math.NaN(), Description: math.Inf(1), Params: 1}
	for _, r := range New(fixture(), &Options{Weights: w}).Select("delete file", nil) {
		if r.Score < 0 || math.IsNaN(r.Score) || math.IsInf(r.Score, 0) {
			t.Fatalf("%s scored %v", r.Tool.Name, r.Score)
		}
	}
}

// Server text reaches the model through tool descriptions: characters the
// model reads but a human reviewing the tools does not see (tag
// characters, bidi overrides, zero-width, control characters) are
// removed; line breaks stay.
func TestChatToolsStripInvisible(t *testing.T) {
	smuggled := "Read a file.\u202e\u200b\x1b[2J\n" + "\U000E0049\U000E0067\U000E006E\U000E006F\U000E0072\U000E0065" + "Args: path"
	l := listing("fs", "read_file", smuggled, hints.ReadOnly, rules.Allow)
	ix := New([]rules.Listing{l}, nil)
	rs := ix.Select("", nil)
	want := "Read a file.[2J\nArgs: path"
	if got := ChatTools(rs, ix.Names())[0].OfFunction.Function.Description.Value; got != want {
		t.Errorf("chat description = %q, want %q", got, want)
	}
	if got := ResponseTools(rs, ix.Names())[0].OfFunction.Description.Value; got != want {
		t.Errorf("responses description = %q, want %q", got, want)
	}
}

// A query that names a server favours that server's tools; a word that
// every server's name holds names none.
func TestServerNamed(t *testing.T) {
	tools := []rules.Listing{
		listing("@acme/mcp-server-mysql", "run_query", "Run a SQL statement and return the rows of a table.", hints.ReadOnly, rules.Allow),
		listing("@acme/mcp-server-postgres", "query", "Run a SQL statement and return the rows.", hints.ReadOnly, rules.Allow),
		listing("@acme/mcp-server-sqlite", "sql", "Run SQL against a file and return the rows.", hints.ReadOnly, rules.Allow),
	}
	ix := New(tools, nil)
	if got := names(ix.Select("count the rows of the users table in postgres", &Filter{K: 3})); got[0] != "query" {
		t.Errorf("postgres named: got %v, want query first", got)
	}
	if got := names(ix.Select("count the rows of the users table in mysql", &Filter{K: 3})); got[0] != "run_query" {
		t.Errorf("mysql named: got %v, want run_query first", got)
	}
	if s := indexServers(tools, stemmer{}); len(s.named["acm"]) != 0 && len(s.named["acme"]) != 0 {
		t.Errorf("a word of every server's name names a server: %v", s.named)
	}
}

// A huge description is cut before it reaches the model: one server
// cannot fill the context window through its tool list.
func TestChatToolsBoundDescription(t *testing.T) {
	huge := strings.Repeat("word ", 2_000_000) // 10 MB
	ix := New([]rules.Listing{listing("fs", "read_file", huge, hints.ReadOnly, rules.Allow)}, nil)
	rs := ix.Select("", nil)
	for _, d := range []string{
		ChatTools(rs, ix.Names())[0].OfFunction.Function.Description.Value,
		ResponseTools(rs, ix.Names())[0].OfFunction.Description.Value,
	} {
		if n := utf8.RuneCountInString(d); n > MaxDescription {
			t.Errorf("description of %d characters reaches the model", n)
		}
	}
}
