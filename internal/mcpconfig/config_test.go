package mcpconfig

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func env(vars map[string]string) *Options {
	return &Options{LookupEnv: func(k string) (string, bool) { v, ok := vars[k]; return v, ok }, Home: "/home/u"}
}

func TestLoadMCPServers(t *testing.T) {
	got, err := Load("testdata/claude_desktop_config.json", env(map[string]string{"HOME_DIR": "/home/u"}))
	if err != nil {
		t.Fatal(err)
	}
	want := []Server{
		{Name: "filesystem", Type: "stdio", Command: "npx", Args: []string{"-y", "@modelcontextprotocol/server-filesystem", "/home/u/notes"},
			Env: map[string]string{"LOG_LEVEL": "debug", "RETRIES": "3"}, Vars: map[string]string{"HOME_DIR": "/home/u"},
			Pos: Pos{"testdata/claude_desktop_config.json", 3, 5}},
		{Name: "remote", Type: "http", URL: "https://mcp.example.com/mcp", Headers: map[string]string{"Authorization": "Bearer none"},
			Pos: Pos{"testdata/claude_desktop_config.json", 8, 5}},
		{Name: "windsurf-style", Type: "sse", URL: "https://sse.example.com/sse", Pos: Pos{"testdata/claude_desktop_config.json", 13, 5}},
		{Name: "off", Type: "stdio", Command: "x", Disabled: true, Pos: Pos{"testdata/claude_desktop_config.json", 14, 5}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}

func TestVSCodeInputsAreErrors(t *testing.T) {
	_, err := Load("testdata/mcp.json", env(nil))
	if err == nil {
		t.Fatal("no error")
	}
	var msgs []string
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		var ce *Error
		if !errors.As(e, &ce) {
			t.Errorf("%T is not an *Error", e)
		}
		msgs = append(msgs, e.Error())
	}
	want := []string{
		`testdata/mcp.json:11:31: server "github": env.GITHUB_TOKEN: ${input:api-key} is a value VS Code asks the user for when it starts the server; hintgate cannot ask: write the value in the file, or use ${env:NAME}`,
		`testdata/mcp.json:14:56: server "plain": args[1]: environment variable MISSING_VAR is not set`,
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}

func TestWorkspaceFolder(t *testing.T) {
	got, err := Parse("/p/.vscode/mcp.json", []byte(`{"servers":{"a":{"command":"${workspaceFolder}${/}run","cwd":"${userHome}"}}}`), env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Command != "/p/run" || got[0].Cwd != "/home/u" {
		t.Errorf("%+v", got[0])
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"mcpServers": {"a": {"command": "x",}`, `f.json:1:39: not valid JSON: unexpected end of file`},
		{"{\n  \"mcpServers\": {\n    \"a\": {\"command\" \"x\"}}}", `f.json:3:20: not valid JSON: '"' after object key`},
		{`[]`, `f.json:1:1: want a JSON object, got an array`},
		{`{"other": 1}`, `f.json:1:1: no "mcpServers" or "servers" object: not an MCP client configuration`},
		{`{"mcpServers": []}`, `f.json:1:2: servers: want an object, got an array`},
		{`{"mcpServers": {"a": 1}}`, `f.json:1:22: server "a": want an object, got a number`},
		{`{"mcpServers": {"a": {}}}`, `f.json:1:17: server "a": no command (and no url)`},
		{`{"mcpServers": {"a": {"command": 1}}}`, `f.json:1:23: server "a": command: want a string, got a number`},
		{`{"mcpServers": {"a": {"command": "x", "args": "y"}}}`, `f.json:1:39: server "a": args: want an array of strings, got a string`},
		{`{"mcpServers": {"a": {"command": "x", "args": [1]}}}`, `f.json:1:48: server "a": args[0]: want a string, got a number`},
		{`{"mcpServers": {"a": {"type": "ws", "url": "u"}}}`, `f.json:1:23: server "a": type: unknown type "ws" (want stdio, http or sse)`},
		{`{"mcpServers": {"a": {"type": "sse"}}}`, `f.json:1:17: server "a": type sse needs a url`},
		{`{"mcpServers": {"a": {"comand": "x"}}}`, `f.json:1:17: server "a": no command (and no url); "comand" is no field: did you mean "command"?`},
		{`{"mcpServers": {"a": {"type": "http", "URL": "u"}}}`, `f.json:1:17: server "a": type http needs a url; "URL" is no field: did you mean "url"?`},
		{`{"mcpServers": {"a": {"args": ["x"], "description": "d"}}}`, `f.json:1:17: server "a": no command (and no url)`},
		{`{"mcpServers": {"a": {"cmd": "x"}}}`, `f.json:1:17: server "a": no command (and no url); "cmd" is no field: did you mean "command"?`},
		{`{"mcpServers": {"a": {"command": "x", "url": "u"}}}`, `f.json:1:17: server "a": both command and url`},
		{`{"mcpServers": {"a": {"command": "${nope"}}}`, `f.json:1:34: server "a": command: unclosed ${ in "${nope"`},
		{`{"mcpServers": {"a": {"command": "${config:x}"}}}`, `f.json:1:34: server "a": command: unknown variable ${config:x}`},
		{`{"mcpServers": {"a": {"command": "x", "envFile": ".env"}}}`, `f.json:1:39: server "a": envFile: not supported: put the variables in env, or in the environment`},
		{`{"mcpServers": {"a": {"command": "x"}, "a": {"command": "y"}}}`, `f.json:1:40: server "a": listed twice`},
		{`{"mcpServers": {}} {}`, `f.json:1:20: more than one value`},
		{strings.Repeat("[", 100), `f.json:1:66: nested more than 64 deep`},
	} {
		_, err := Parse("f.json", []byte(tc.in), env(nil))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s:\n got %v\nwant %s", tc.in, err, tc.want)
		}
	}
}

func TestBlankKeepsOffsets(t *testing.T) {
	in := "{\"a\": \"// not a comment\", /* c\nc */ \"b\": [1, 2,], // end\n}"
	out := blank([]byte(in))
	if len(out) != len(in) || strings.Count(string(out), "\n") != strings.Count(in, "\n") {
		t.Fatalf("offsets moved: %q", out)
	}
	if n, err := parse(out); err != nil || len(n.keys) != 2 || n.vals[0].str != "// not a comment" || len(n.vals[1].vals) != 2 {
		t.Errorf("%q: %v", out, err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"mcpServers": {"a": {"command": "x", "args": ["${A:-b}"], "env": {"K": "v"}}}}`))
	f.Add([]byte("// c\n{\"servers\": {\"a\": {\"url\": \"${input:x}\",},},}"))
	f.Add([]byte(`{"mcp": {"servers": {"a": {"type": "sse", "url": "u", "headers": {"h": "/* x */"}}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		servers, err := Parse("f.json", data, env(map[string]string{"A": "1"}))
		if err != nil {
			errs := []error{err}
			if j, ok := err.(interface{ Unwrap() []error }); ok {
				errs = j.Unwrap()
			}
			var ce *Error
			for _, e := range errs {
				if !errors.As(e, &ce) {
					t.Fatalf("%T: %v", e, e)
				}
			}
			return
		}
		for _, s := range servers {
			if s.Name == "" || (s.Command == "") == (s.URL == "") {
				t.Fatalf("bad server %+v", s)
			}
		}
	})
}
