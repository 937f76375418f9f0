package stdio

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestFilter(t *testing.T) {
	in := strings.Join([]string{
		"Server v1 starting...",
		`{"jsonrpc":"2.0","id":1,"result":{}}`,
		``,
		`{"level":"info","msg":"not a message"}`,
		`[{"jsonrpc":"2.0","method":"notifications/initialized"}]`,
		`[]`,
		`[1, 2]`,
		`{"jsonrpc":"2.0","method":"x"}` + "\r",
		`  {broken`,
		`{"jsonrpc":"2.0","id":2,"result":{}}`, // no final line break
	}, "\n")
	var skipped []string
	f := &filter{r: bufio.NewReader(strings.NewReader(in)), skipped: func(s string) { skipped = append(skipped, s) }, max: 1 << 10}
	out, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"jsonrpc":"2.0","id":1,"result":{}}` + "\n" +
		`[{"jsonrpc":"2.0","method":"notifications/initialized"}]` + "\n" +
		`{"jsonrpc":"2.0","method":"x"}` + "\r\n" +
		`{"jsonrpc":"2.0","id":2,"result":{}}`
	if string(out) != want {
		t.Errorf("passed:\n%q\nwant:\n%q", out, want)
	}
	wantSkipped := []string{"Server v1 starting...", `{"level":"info","msg":"not a message"}`, `[]`, `[1, 2]`, `{broken`}
	if strings.Join(skipped, "|") != strings.Join(wantSkipped, "|") {
		t.Errorf("skipped %q, want %q", skipped, wantSkipped)
	}
}

func TestFilterLongLine(t *testing.T) {
	f := &filter{r: bufio.NewReaderSize(strings.NewReader(strings.Repeat("x", 100)+"\n"), 16), max: 50}
	if _, err := io.ReadAll(f); !errors.Is(err, errLineTooLong) {
		t.Errorf("err %v, want errLineTooLong", err)
	}
}

// FuzzFilter: whatever a server prints, only JSON-RPC lines pass, whole.
func FuzzFilter(f *testing.F) {
	f.Add("banner\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n")
	f.Add("[{\"jsonrpc\":\"2.0\",\"method\":\"m\"}]\r\n\n{}")
	f.Fuzz(func(t *testing.T, in string) {
		fl := &filter{r: bufio.NewReaderSize(strings.NewReader(in), 16), max: 1 << 12}
		out, err := io.ReadAll(fl)
		if err != nil {
			return
		}
		for _, line := range strings.SplitAfter(string(out), "\n") {
			if line != "" && !message([]byte(line)) {
				t.Fatalf("passed %q", line)
			}
		}
	})
}
