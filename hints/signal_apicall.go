package hints

// This file holds the API-call signal: a tool named for a call to an API
// with a write method ("freee_api_post", "api_patch") or for calling it
// at all ("ashby_call_api"), that takes the endpoint as free text
// ("path", "endpoint"), can reach any endpoint of the API with that
// method, deleting and sending included: destructive, as a free-text
// HTTP method is (signal_action.go). A GET ("freee_api_get") reads.

// apiCallWords in a name say the call goes to an API; writeMethods are the
// HTTP methods that change; endpointNames name a free-text endpoint.
var (
	apiCallWords  = set("api")
	writeMethods  = set("post", "put", "patch", "delete")
	endpointNames = set("path", "endpoint", "url", "uri", "route")
)

// apiCall returns a destructive hit when the name calls an API with a
// write method or by "call" or "request", and a top-level string input
// takes the endpoint; otherwise an empty hit.
func apiCall(nameWords []string, schema any) hit {
	if !anyIn(nameWords, apiCallWords) {
		return hit{}
	}
	method := ""
	for _, w := range nameWords {
		if writeMethods[w] || w == "call" || w == "request" {
			method = w
		}
		if w == "get" || w == "read" || w == "list" {
			return hit{}
		}
	}
	if method == "" {
		return hit{}
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		p, _ := v.(map[string]any)
		if typ, _ := p["type"].(string); typ != "string" || p["enum"] != nil {
			continue
		}
		if ws := Words(name); len(ws) == 1 && endpointNames[ws[0]] {
			return destroys(`name "` + method + `" to an API at any "` + name + `"`)
		}
	}
	return hit{}
}
