package openapi_test

import (
	"fmt"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/hints/openapi"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestOperations(t *testing.T) {
	doc := []byte(`openapi: 3.0.3
info: {title: pets, version: "1"}
paths:
  /pets:
    get: {operationId: listPets, responses: {"200": {description: ok}}}
    post: {operationId: createPet, responses: {"201": {description: ok}}}
  /pets/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    delete: {operationId: deletePet, responses: {"204": {description: ok}}}
    put: {responses: {"200": {description: ok}}}
`)
	ops, err := openapi.Operations(doc, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]hints.Effect{
		"listPets": hints.Reads, "list_pets": hints.Reads, "API-listPets": hints.Reads,
		"createPet": hints.Writes, "delete-pet": hints.Destroys, "put_pets_id": hints.Destroys,
	} {
		if got := ops[name].Effect; got != want {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	// The spec's operations feed resolution: a misleading name loses.
	r := hints.NewResolver(&hints.Options{Operations: ops})
	if got := r.Resolve("pets", &mcp.Tool{Name: "listPets"}); got.Class != hints.ReadOnly || got.ReadOnly.Source != hints.Inferred {
		t.Errorf("listPets: %v", got.Class)
	}
	if _, err := openapi.Operations([]byte("openapi: [oops"), nil); err == nil {
		t.Error("bad document accepted")
	}
}

func ExampleOperations() {
	spec := []byte(`{"openapi": "3.0.0", "info": {"title": "pets", "version": "1"},
	  "paths": {"/pets/{id}": {
	    "get":    {"operationId": "getPet",    "responses": {"200": {"description": "ok"}}},
	    "delete": {"operationId": "removePet", "responses": {"204": {"description": "gone"}}}}}}`)
	ops, err := openapi.Operations(spec, nil)
	if err != nil {
		panic(err)
	}
	// A server generated from the spec, with no annotations and names
	// that say little.
	r := hints.NewResolver(&hints.Options{Operations: ops})
	for _, name := range []string{"getPet", "API-removePet"} {
		t := r.Resolve("pets", &mcp.Tool{Name: name})
		fmt.Println(name, t.Class, t.Idempotent.Value)
	}
	// Output:
	// getPet read_only true
	// API-removePet destructive true
}
