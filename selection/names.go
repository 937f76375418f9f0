package selection

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/hintgate/hintgate/internal/safetext"

	"github.com/hintgate/hintgate/internal/toolname"
	"github.com/hintgate/hintgate/rules"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

// Names maps tools to the names a model calls them by, valid for model
// APIs (^[a-zA-Z0-9_-]{1,64}$), and back. A tool of a named server is
// "server__tool"; characters the APIs refuse, names past 64 bytes and
// collisions get a short hash suffix, as guard.Toolbox names them. A tool
// listed by a guard.Toolbox keeps the Toolbox's name, even when the index
// holds only part of the Toolbox's list. A Names is immutable and safe
// for concurrent use.
type Names struct {
	m toolname.Map
}

func newNames(tools []rules.Listing) *Names {
	n := &Names{}
	// A guard.Toolbox lists tools under the names it routes (the Name
	// differs from the definition's): they are kept, so that the model
	// calls each tool by the Toolbox's name for it even when only part of
	// the Toolbox's list is indexed, where the algorithm alone could give
	// a name the Toolbox gave another tool.
	for i := range tools {
		l := &tools[i]
		if server, tool := ref(l); tool != l.Tool.Name {
			n.m.Keep(l.Tool.Name, server, tool)
		}
	}
	for i := range tools {
		n.m.Add(ref(&tools[i]))
	}
	return n
}

// ref is the server and the server's own name of a listed tool (a
// guard.Toolbox lists namespaced names and keeps the server's in the
// definition).
func ref(l *rules.Listing) (server, tool string) {
	if l.Tool.Definition != nil && l.Tool.Definition.Name != "" {
		return l.Tool.Server, l.Tool.Definition.Name
	}
	return l.Tool.Server, l.Tool.Name
}

// Name returns the model-facing name of a listed tool, and false when the
// tool is not in the index the names came from.
func (n *Names) Name(l *rules.Listing) (string, bool) {
	return n.m.Name(ref(l))
}

// Resolve returns the server and the server's own name of the tool that
// the model called name, and false for a name of no tool in the index:
// route the call with them, never guess. It knows every tool of the index,
// not only those a turn's Select handed out: to refuse a tool filtered out
// this turn, check the name against the names given (the guard decides
// every call either way).
func (n *Names) Resolve(name string) (server, tool string, ok bool) {
	r, ok := n.m.Lookup(name)
	return r.Server, r.Tool, ok
}

// ChatTools converts results to Chat Completions function tools, named by
// names. Descriptions lose the characters a human reviewing the tools
// would not see and are cut at MaxDescription; input schemas are passed
// as the server sent them but for those characters, removed from every
// key and string (in a copy); strict mode is set only where the schema
// meets the rules of strict mode (see [StrictSchema]). Tools that names
// does not know, and tools whose schema is larger than [MaxSchema] (or
// has two keys that differ only by hidden characters), are left out.
func ChatTools(results []Result, names *Names) []openai.ChatCompletionToolUnionParam {
	out := make([]openai.ChatCompletionToolUnionParam, 0, len(results))
	for i := range results {
		name, ok := names.Name(&results[i].Listing)
		if !ok {
			continue
		}
		schema, ok := modelSchema(&results[i].Listing)
		if !ok {
			continue
		}
		fn := openai.FunctionDefinitionParam{Name: name, Parameters: schema}
		if d := description(&results[i].Listing); d != "" {
			fn.Description = openai.String(d)
		}
		if StrictSchema(schema) {
			fn.Strict = openai.Bool(true)
		}
		out = append(out, openai.ChatCompletionFunctionTool(fn))
	}
	return out
}

// ResponseTools converts results to Responses API function tools, as
// [ChatTools] does. Strict is always set explicitly, since the Responses
// API's default is strict.
func ResponseTools(results []Result, names *Names) []responses.ToolUnionParam {
	out := make([]responses.ToolUnionParam, 0, len(results))
	for i := range results {
		name, ok := names.Name(&results[i].Listing)
		if !ok {
			continue
		}
		schema, ok := modelSchema(&results[i].Listing)
		if !ok {
			continue
		}
		tp := responses.ToolParamOfFunction(name, schema, StrictSchema(schema))
		if d := description(&results[i].Listing); d != "" {
			tp.OfFunction.Description = openai.String(d)
		}
		out = append(out, tp)
	}
	return out
}

// MaxDescription bounds, in characters, the description of each tool
// handed to the model: one server cannot fill the model's context (or
// its bill) through a huge description. Longer ones are cut at a word.
const MaxDescription = 4096

// description is what the model reads about a tool: the server's
// description, else the title, without the characters a model reads but
// a human does not see (see [visible]), at most MaxDescription long.
func description(l *rules.Listing) string {
	d := l.Tool.Title
	if l.Tool.Definition != nil && l.Tool.Definition.Description != "" {
		d = l.Tool.Definition.Description
	}
	return safetext.CutWords(visible(safetext.Cut(d, 2*MaxDescription)), MaxDescription)
}

// visible removes control characters other than line breaks and tabs,
// invisible characters (bidi overrides, zero-width, tag characters) and
// invalid UTF-8 from s: text hidden from a human who reviews the tools
// must not reach the model.
func visible(s string) string {
	clean := true
	for _, r := range s {
		if hidden(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	return strings.Map(func(r rune) rune {
		if hidden(r) {
			return -1
		}
		return r
	}, s)
}

func hidden(r rune) bool {
	return r == utf8.RuneError || r != '\n' && r != '\t' && safetext.Control(r) || safetext.Invisible(r)
}

// parameters returns the tool's input schema as a JSON object, or an
// empty object schema when it has none.
func parameters(l *rules.Listing) map[string]any {
	if l.Tool.Definition != nil {
		if m := schemaMap(l.Tool.Definition.InputSchema); m != nil {
			return m
		}
	}
	return map[string]any{"type": "object", "properties": map[string]any{}}
}

// schemaMap returns a schema as a JSON object: as it is when it is one
// already, else through its JSON encoding; nil when it is not an object.
func schemaMap(s any) map[string]any {
	switch s := s.(type) {
	case nil:
		return nil
	case map[string]any:
		return s
	}
	data, err := json.Marshal(s)
	if err != nil {
		return nil
	}
	var m map[string]any
	if json.Unmarshal(data, &m) != nil {
		return nil
	}
	return m
}
