package openapi

import (
	"fmt"
	"strings"
	"testing"
)

// bigMapping is an OpenAPI document with a mapping of n keys, in YAML or
// in JSON.
func bigMapping(n int, yaml bool) []byte {
	var b strings.Builder
	if yaml {
		b.WriteString("openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths: {}\nx-big:\n")
		for i := range n {
			fmt.Fprintf(&b, "  k%d: 1\n", i)
		}
		return []byte(b.String())
	}
	b.WriteString(`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "x-big": {`)
	for i := range n {
		fmt.Fprintf(&b, `"k%d": 1, `, i)
	}
	b.WriteString(`"z": 1}}`)
	return []byte(b.String())
}

// BenchmarkOperationsBigMapping reads a document with a mapping of
// 32,000 keys. The YAML library under the OpenAPI loader checks a
// mapping's keys for duplicates pair by pair: in YAML it took 2.3 s
// (64,000 keys, 9.3 s), and is now refused; JSON takes 20 ms.
func BenchmarkOperationsBigMapping(b *testing.B) {
	for _, yaml := range []bool{false, true} {
		doc := bigMapping(32000, yaml)
		b.Run(map[bool]string{false: "json", true: "yaml"}[yaml], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Operations(doc, nil); (err != nil) != yaml {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestYAMLBigMappingBounded: a YAML document whose mappings would take
// the YAML reader seconds is refused before it is read, with an error
// that names the largest mapping and suggests JSON; the same document in
// JSON is read.
func TestYAMLBigMappingBounded(t *testing.T) {
	items := func(n int) []byte {
		var b strings.Builder
		b.WriteString("openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths: {}\nx-list:\n")
		for i := range n {
			fmt.Fprintf(&b, "  - name: n%d\n    value: %d\n", i, i)
		}
		return []byte(b.String())
	}
	flow := []byte("openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths: {}\nx-big: {" + func() string {
		var b strings.Builder
		for i := range 20000 {
			fmt.Fprintf(&b, "k%d: 1, ", i)
		}
		return b.String()
	}() + "z: 1}\n")
	for _, tt := range []struct {
		name string
		doc  []byte
		ok   bool
	}{
		{"64,000 keys", bigMapping(64000, true), false},
		{"20,000 keys in a flow mapping", flow, false},
		{"5,000 keys", bigMapping(5000, true), true},
		{"64,000 keys in JSON", bigMapping(64000, false), true},
		{"5,000 items of 2 keys", items(5000), true},
	} {
		_, err := Operations(tt.doc, nil)
		if tt.ok && err != nil || !tt.ok && (err == nil || !strings.Contains(err.Error(), "give the document as JSON") || !strings.Contains(err.Error(), "keys, and the YAML reader")) {
			t.Errorf("%s: error %v", tt.name, err)
		}
	}
	// A JSON document the loader cannot decode is not read again as YAML.
	if _, err := Operations([]byte(`{"openapi": "3.0.0", "paths": 5}`), nil); err == nil || strings.Contains(err.Error(), "yaml") {
		t.Errorf("error %v", err)
	}
}
