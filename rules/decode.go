package rules

import (
	"fmt"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
)

// decodeFile decodes a policy file. The whole file is decoded at once,
// so that anchors and aliases resolve across its keys; when that fails,
// it is decoded again a top-level key at a time, and the items of its
// lists and the entries of servers one at a time, so that a value of the
// wrong type is reported with its key and does not hide the problems of
// the rest of the file. Items that could not be decoded are marked bad
// and not checked further.
func decodeFile(name string, data []byte, f *ast.File, rl *ruleLines, fc *fileConfig) []error {
	whole := unmarshal(data, fc)
	if whole == nil {
		return nil
	}
	*fc = fileConfig{}
	m, ok := firstBody(f).(ast.MapNode)
	var errs []error
	if ok {
		errs = decodeKeys(name, rl, m, fc)
	}
	if len(errs) == 0 {
		// Not a mapping, or a problem only the whole file shows.
		e := yamlError(name, whole)
		e.Rule = rl.at(e.Line)
		errs = []error{e}
	}
	return errs
}

// decodeKeys decodes a policy file's mapping a key, an item, an entry at
// a time. An alias whose anchor lies outside what is being decoded is not
// a problem of the file: the whole file's decode resolves it.
func decodeKeys(name string, rl *ruleLines, m ast.MapNode, fc *fileConfig) []error {
	var errs []error
	fail := func(key string, err error) {
		// The message alone: the error's text prints the source around
		// it, which takes time that grows with the square of a long line.
		e := yamlError(name, err)
		if strings.Contains(e.Msg, "could not find alias") {
			return
		}
		e.Rule = rl.at(e.Line)
		if e.Rule == "" {
			e.Msg = key + ": " + e.Msg
		}
		errs = append(errs, e)
	}
	for it := m.MapRange(); it.Next(); {
		key, v := keyOf(it.Key()), it.Value()
		var err error
		switch key {
		case "name":
			err = nodeTo(v, &fc.Name)
		case "extends":
			err = nodeTo(v, &fc.Extends)
		case "lock":
			err = nodeTo(v, &fc.Lock)
		case "default":
			err = nodeTo(v, &fc.Default)
		case "paths":
			err = nodeTo(v, &fc.Paths)
		case "servers":
			fc.Servers, err = decodeServers(v, func(k string, err error) { fail("servers."+k, err) })
		case "overrides":
			fc.Overrides, err = decodeList(v, func(o *fileOverride) { o.bad = true }, func(err error) { fail(key, err) })
		case "rules":
			fc.Rules, err = decodeList(v, func(r *fileRule) { r.bad = true }, func(err error) { fail(key, err) })
		case "retry":
			fc.Retry, err = decodeList(v, func(r *fileRetry) { r.bad = true }, func(err error) { fail(key, err) })
		}
		if err != nil {
			fail(key, err)
		}
	}
	return errs
}

// firstBody is the body of the file's first document with one, as
// yaml.Unmarshal decodes it.
func firstBody(f *ast.File) ast.Node {
	for _, doc := range f.Docs {
		if doc.Body != nil {
			return doc.Body
		}
	}
	return nil
}

// decodeServers decodes the servers mapping entry by entry; an entry that
// cannot be decoded is reported and left out.
func decodeServers(v ast.Node, fail func(string, error)) (map[string]fileServer, error) {
	if isNull(v) {
		return nil, nil
	}
	m, ok := v.(ast.MapNode)
	if !ok {
		var out map[string]fileServer
		return nil, nodeTo(v, &out) // the error that says what it is
	}
	out := map[string]fileServer{}
	for it := m.MapRange(); it.Next(); {
		var s fileServer
		k := keyOf(it.Key())
		if err := nodeTo(it.Value(), &s); err != nil {
			fail(k, err)
			continue
		}
		out[k] = s
	}
	return out, nil
}

// decodeList decodes a list item by item, keeping every item in its
// place (positions are found by index) and marking those that could not
// be decoded.
func decodeList[T any](v ast.Node, mark func(*T), fail func(error)) ([]T, error) {
	if isNull(v) {
		return nil, nil
	}
	seq, ok := v.(*ast.SequenceNode)
	if !ok {
		var out []T
		return nil, nodeTo(v, &out)
	}
	out := make([]T, len(seq.Values))
	for i, item := range seq.Values {
		if err := nodeTo(item, &out[i]); err != nil {
			mark(&out[i])
			fail(err)
		}
	}
	return out, nil
}

// keyOf is a mapping key's value, without the quotes of a quoted key.
func keyOf(n ast.MapKeyNode) string {
	if sc, ok := n.(ast.ScalarNode); ok {
		if v, ok := sc.GetValue().(string); ok {
			return v
		}
	}
	return n.String()
}

func isNull(v ast.Node) bool {
	_, null := v.(*ast.NullNode)
	return v == nil || null
}

// nodeTo decodes one node. A panic in the YAML decoder becomes an error.
func nodeTo(n ast.Node, v any) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("malformed YAML: the decoder failed: %v", p)
		}
	}()
	return yaml.NodeToValue(n, v)
}
