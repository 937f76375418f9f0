package main

import (
	"strings"
	"testing"
)

func TestClassifyInputs(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		code     int
		tools    int    // rows printed
		err      string // in stderr
	}{
		{"json-rpc response", `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"list_a"},{"name":"delete_b"}]}}`, 0, 2, ""},
		{"pretty json-rpc", "{\n \"jsonrpc\": \"2.0\",\n \"id\": 1,\n \"result\": {\"tools\": [{\"name\": \"list_a\"}]}\n}", 0, 1, ""},
		{"pages as json lines", `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}],"nextCursor":"x"}}` + "\n" +
			`{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"b"}]}}`, 0, 2, ""},
		{"bare result", `{"tools":[{"name":"a"}]}`, 0, 1, ""},
		{"array", `[{"name":"a"},{"name":"b"}]`, 0, 2, ""},
		{"empty", "", 1, 0, "no tool definition in the input"},
		{"empty list", `{"tools":[]}`, 1, 0, "no tool definition in the input"},
		{"only bad lines", "nope\n[1]\n", 1, 0, "no tool definition in the input"},
		{"json-rpc error", `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`, 1, 0,
			"a JSON-RPC error response (code -32601): Method not found"},
		{"json-rpc other", `{"jsonrpc":"2.0","id":1,"result":{"prompts":[]}}`, 1, 0, "a JSON-RPC message without a tools/list result"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCLI(t, tc.in, "classify", "--json")
			if code != tc.code || strings.Count(out, "\n") != tc.tools || !strings.Contains(errOut, tc.err) {
				t.Errorf("exit %d (want %d), %d rows (want %d), stderr %q (want %q)", code, tc.code, strings.Count(out, "\n"), tc.tools, errOut, tc.err)
			}
		})
	}
}

// TestClassifyHostile: names, titles and warnings from the input never
// reach the terminal raw, in the table, in JSON or in error messages.
func TestClassifyHostile(t *testing.T) {
	in := `{"name":"read\u001b[2Jfile","title":"Read \u202eelif\u202c","annotations":{"readOnlyHint":true}}` + "\n" +
		`{"name":"wipe\u2066_all\u2069\u200b","description":"x"}` + "\n" +
		`{"name":"` + strings.Repeat("é", 80) + `"}` + "\n" +
		`{"name":7,"title":"\u001b]0;pwned\u0007"}` + "\n"
	for _, args := range [][]string{{"classify"}, {"classify", "--json"}} {
		out, errOut, code := runCLI(t, in, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		if bad := rawControls(out + errOut); bad != "" {
			t.Errorf("%v: raw %s in output:\n%s%s", args, bad, out, errOut)
		}
		if len(args) == 1 {
			golden(t, "classify-hostile.golden", out)
		}
	}
}
