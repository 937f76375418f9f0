package openapi

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/hintgate/hintgate/hints"
)

// Operations reads an OpenAPI 3.x document (JSON or YAML) and returns the
// inference for each operation's HTTP method under every tool name that
// common OpenAPI-to-MCP generators derive from it: the operationId as
// written, in snake_case and in kebab-case, with an "API-" prefix, and
// "<method>_<path>" for operations without an id. Pass the result as
// [hints.Options.Operations]. methods may be nil for [hints.DefaultMethods].
//
// External references are not followed; the document must be
// self-contained. A document larger than [MaxDocBytes] is refused. A YAML document with mappings too large for the YAML
// reader, whose time grows with the square of a mapping's keys, is
// refused with an error that names the largest: give it as JSON.
func Operations(doc []byte, methods hints.Methods) (map[string]hints.Inference, error) {
	if methods == nil {
		methods = hints.DefaultMethods()
	}
	spec, err := load(doc)
	if err != nil {
		return nil, err
	}
	if spec.Paths == nil {
		return map[string]hints.Inference{}, nil
	}
	out := make(map[string]hints.Inference)
	paths := spec.Paths.Map()
	for _, p := range slices.Sorted(maps.Keys(paths)) {
		ops := paths[p].Operations()
		for _, m := range slices.Sorted(maps.Keys(ops)) {
			op := ops[m]
			inf := methods.Infer(m)
			if inf.Effect == hints.Unknown {
				continue
			}
			inf.Reason = fmt.Sprintf("OpenAPI %s %s", strings.ToUpper(m), p)
			for _, g := range []*hints.Guess{&inf.ReadOnly, &inf.Destructive, &inf.Idempotent, &inf.OpenWorld} {
				g.Reason = inf.Reason
			}
			for _, name := range operationNames(m, p, op.OperationID) {
				if prev, dup := out[name]; dup {
					out[name] = graver(prev, inf)
					continue
				}
				out[name] = inf
			}
		}
	}
	return out, nil
}

func operationNames(method, path, id string) []string {
	if id == "" {
		id = strings.ToLower(method) + "_" + strings.Trim(path, "/")
	}
	ws := hints.Words(id)
	snake, kebab := strings.Join(ws, "_"), strings.Join(ws, "-")
	return []string{id, snake, kebab, "API-" + id, "api_" + snake}
}

// MaxDocBytes bounds the size of a document [Operations] reads. The
// loader's work grows with the document: 13 MB of JSON made of 100,000
// operations took 3.7 s and 2.2 GiB of allocations. The largest public
// API descriptions are about 15 MB.
const MaxDocBytes = 32 << 20

// load reads a document. JSON is decoded here, so that a JSON document
// the loader cannot decode is not read again as YAML; YAML is checked
// first for mappings too large for the YAML reader (see [checkYAML]).
func load(doc []byte) (*openapi3.T, error) {
	if len(doc) > MaxDocBytes {
		return nil, fmt.Errorf("openapi: the document is %d bytes; at most %d (MaxDocBytes) are read", len(doc), MaxDocBytes)
	}
	loader := openapi3.NewLoader()
	loader.IsExternalRefsAllowed = false
	loader.Context = context.Background()
	if json.Valid(doc) {
		spec := &openapi3.T{}
		if err := json.Unmarshal(doc, spec); err != nil {
			return nil, fmt.Errorf("openapi: reading the document: %w", err)
		}
		if err := loader.ResolveRefsIn(spec, nil); err != nil {
			return nil, fmt.Errorf("openapi: reading the document: %w", err)
		}
		return spec, nil
	}
	if err := checkYAML(doc); err != nil {
		return nil, err
	}
	spec, err := loader.LoadFromData(doc)
	if err != nil {
		return nil, fmt.Errorf("openapi: reading the document: %w", err)
	}
	return spec, nil
}

// graver merges the inferences of two operations whose names meet: the
// graver effect, and each hint's more dangerous guess (not read-only,
// destructive, not idempotent, open world), with the reason of the
// operation it came from.
func graver(a, b hints.Inference) hints.Inference {
	out := a
	if b.Effect > a.Effect {
		out.Effect, out.Reason = b.Effect, b.Reason
	}
	take := func(x *hints.Guess, y hints.Guess, dangerous bool) {
		if y.Known && (!x.Known || x.Value != dangerous && y.Value == dangerous) {
			*x = y
		}
	}
	take(&out.ReadOnly, b.ReadOnly, false)
	take(&out.Destructive, b.Destructive, true)
	take(&out.Idempotent, b.Idempotent, false)
	take(&out.OpenWorld, b.OpenWorld, true)
	return out
}
