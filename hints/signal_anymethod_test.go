package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestAnyMethod: a web request tool that says it sends any HTTP method can
// send DELETE; a method in other senses, or a restriction, is not one.
func TestAnyMethod(t *testing.T) {
	checkClasses(t, []recallCase{
		{"get_url", "Fetch a URL. Supports any HTTP method.", nil, hints.Destructive},
		{"fetch", "Fetch a URL with arbitrary methods and headers.", nil, hints.Destructive},
		{"http_call", "Make a request to an endpoint; all HTTP methods are supported.", nil, hints.Destructive},
		{"get_url", "Fetch a URL. Does not support any method but GET.", nil, hints.ReadOnly},
		{"list_methods", "List all methods of a class.", nil, hints.ReadOnly},
	})
}
