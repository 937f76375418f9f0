package openapi

import (
	"context"
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
// self-contained.
func Operations(doc []byte, methods hints.Methods) (map[string]hints.Inference, error) {
	if methods == nil {
		methods = hints.DefaultMethods()
	}
	loader := openapi3.NewLoader()
	loader.IsExternalRefsAllowed = false
	loader.Context = context.Background()
	spec, err := loader.LoadFromData(doc)
	if err != nil {
		return nil, fmt.Errorf("openapi: reading the document: %w", err)
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
				if prev, dup := out[name]; dup && prev.Effect >= inf.Effect {
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
