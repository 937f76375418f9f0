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

// defaultMethods is the table inference reads HTTP methods in tool text by.
var defaultMethods = DefaultMethods()

// httpMethod reads an HTTP method the description names after "HTTP"
// ("Perform an HTTP PUT request"), by the conservative [DefaultMethods]
// table: the most dangerous one named, or Unknown.
func httpMethod(toks []token) hit {
	var h hit
	for i, t := range toks {
		if t.w != "http" && t.w != "https" {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			m := strings.ToUpper(toks[j].w)
			if e, ok := defaultMethods[m]; ok && e > h.effect {
				idem := idemNo
				if idempotentMethods[m] {
					idem = idemYes
				}
				h = hit{effect: e, idem: idem, reason: "description: HTTP method " + m, word: toks[j].w}
			}
		}
	}
	return h
}

// httpMarkers in a name say its method words are HTTP methods
// ("API-patch-page", "http_put", "put_request").
var httpMarkers = set("api", "http", "https", "rest", "request")

// httpNameMethod reads an HTTP method word in a name that is marked as
// HTTP ("API-put-object"), by the conservative [DefaultMethods] table,
// except PATCH: a named API's PATCH updates fields of one record (a write
// by the corpus rules: "API-patch-page"), while a PUT replaces the whole
// resource. An arbitrary "HTTP PATCH request" to any server, said in the
// description, stays destructive (see httpMethod).
func httpNameMethod(ws []string) hit {
	marked := false
	for _, w := range ws {
		marked = marked || httpMarkers[w]
	}
	var h hit
	for _, w := range ws {
		m := strings.ToUpper(w)
		if e, ok := defaultMethods[m]; ok && marked && m != "PATCH" && e > h.effect {
			h = hit{effect: e, idem: idemNo, reason: `name: HTTP method ` + m, word: w}
			if idempotentMethods[m] {
				h.idem = idemYes
			}
		}
	}
	return h
}
