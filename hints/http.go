package hints

import "strings"

// Methods maps upper-case HTTP methods to what they imply. Copy and edit
// [DefaultMethods] to change the table; lookups are case-insensitive and an
// unknown method infers nothing.
type Methods map[string]Effect

// DefaultMethods is the conservative table: GET, HEAD and OPTIONS read;
// POST writes; PUT, PATCH and DELETE are destructive. Published tables
// disagree on PUT and PATCH (a PUT replaces the whole resource); this one
// takes the dangerous reading.
func DefaultMethods() Methods {
	return Methods{
		"GET": Reads, "HEAD": Reads, "OPTIONS": Reads,
		"POST":   Writes,
		"PUT":    Destroys,
		"PATCH":  Destroys,
		"DELETE": Destroys,
	}
}

// idempotentMethods follows RFC 9110 section 9.2.2.
var idempotentMethods = map[string]bool{"GET": true, "HEAD": true, "OPTIONS": true, "PUT": true, "DELETE": true, "TRACE": true}

// Infer returns the inference for an HTTP method. Every method is open
// world. A method missing from m infers nothing (Effect Unknown, no guesses).
func (m Methods) Infer(method string) Inference {
	method = strings.ToUpper(strings.TrimSpace(method))
	e, ok := m[method]
	if !ok || e == Unknown {
		return Inference{}
	}
	why := "HTTP method " + method
	inf := Inference{
		Effect:      e,
		Reason:      why,
		ReadOnly:    Guess{true, e == Reads, why},
		Destructive: Guess{true, e == Destroys, why},
		Idempotent:  Guess{true, idempotentMethods[method], why},
		OpenWorld:   Guess{true, true, why},
	}
	return inf
}
