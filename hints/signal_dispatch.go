package hints

// This file holds the dispatch signal: a tool that calls other tools by
// name with free arguments ("Run multiple tools in sequence", a "steps"
// list of {name, arguments}) has every tool it can reach as a mode, the
// destructive ones included; a tool takes the class of its most dangerous
// mode. Two shapes count: an exec verb opening the description whose
// object is tools in general ("Run multiple tools", "Calls any tool";
// "call this tool first" speaks of itself, "before calling any other
// tool" orders calls), and inputs with a tool's name and a free object of
// its arguments: the tool's own, an input object's, or the items' of an
// input list.

// toolWords name a tool.
var toolWords = set("tool", "tools")

// someTools before "tool" or "tools" make it tools in general.
var someTools = set("multiple", "several", "many", "any", "other", "another", "arbitrary", "named", "given", "chained")

// argumentWords name the arguments passed on to a tool.
var argumentWords = set("arguments", "args", "params", "parameters", "input", "payload", "kwargs", "request")

// callableWords name what a call reaches besides a tool: a free-text one
// ("service_name", "method", "operation") beside free arguments calls
// whatever the server offers.
var callableWords = set("service", "method", "operation", "procedure", "function", "rpc")

// dispatches returns a destructive hit when the tool calls other tools,
// or an empty hit.
func dispatches(first []string, schema any) hit {
	for i, w := range first {
		if i >= 3 {
			// Only the action opening the description counts: "Call
			// this before calling any other tools" orders calls.
			break
		}
		if e, ok := lookup(w); !ok || !e.Exec && w != "call" && w != "calls" {
			continue
		}
		if j := nearWord(first, i, 1, 3, in(toolWords)); j >= 0 && someTools[first[j-1]] {
			return destroys(`description "` + w + " " + first[j-1] + " " + first[j] + `" calls other tools`)
		}
	}
	switch p := toolCall(schema, 0); p {
	case "":
	case ".":
		return destroys("its inputs call a tool by name with free arguments")
	default:
		return destroys(`input property "` + p + `" calls a tool by name with free arguments`)
	}
	return hit{}
}

// toolCall returns the property of schema that is a call of a named tool
// (an object with a tool's name and a free object of arguments), or a
// list of them, "." when schema's own properties are one, or "".
func toolCall(schema any, depth int) string {
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	if namesTool(props, requiredStrings(m)) && freeArguments(props) {
		return "."
	}
	if depth > 1 {
		return ""
	}
	for name, v := range props {
		p, _ := v.(map[string]any)
		if p == nil {
			continue
		}
		if items, ok := p["items"].(map[string]any); ok {
			p = items
		}
		if toolCall(p, depth+1) != "" {
			return name
		}
	}
	return ""
}

// namesTool reports a string property that names a tool: "tool",
// "toolName", a tool's name with a word before it ("luaToolName",
// "targetToolName"), a "name" whose description says "tool", or a
// free-text name of a service, method or operation ("service_name",
// "method").
func namesTool(props map[string]any, req map[string]bool) bool {
	for name, v := range props {
		p, _ := v.(map[string]any)
		if typ, _ := p["type"].(string); typ != "string" || p["const"] != nil {
			continue
		}
		ws := Words(name)
		if len(ws) > 0 && toolWords[ws[0]] {
			return true
		}
		if n := len(ws); p["enum"] == nil && req[name] && n > 0 && (callableWords[ws[n-1]] || n >= 2 && callableWords[ws[n-2]] &&
			(ws[n-1] == "name" || ws[n-1] == "id" && ws[n-2] != "operation")) {
			// "method", "service_name", "method_id": free text, not a
			// mode, and what every call names (an optional one is an
			// extra). An OpenAPI "operationId" names an operation of a
			// specification, which a tool often restricts by its own
			// verb ("unifi_get": "Invoke a read (GET) operation").
			return true
		}
		if n := len(ws); n >= 3 && toolWords[ws[n-2]] && (ws[n-1] == "name" || ws[n-1] == "id") {
			return true
		}
		if desc, _ := p["description"].(string); name == "name" && hasWord(Words(desc), toolWords) {
			return true
		}
	}
	return false
}

// freeArguments reports an object property of arguments with no fixed
// shape: named "args", or by its last word ("sampleArgs",
// "toolArguments"), an object or an object that may be null ("anyOf":
// [{"type": "object"}, {"type": "null"}], as Python's Optional[dict]).
func freeArguments(props map[string]any) bool {
	for name, v := range props {
		p, _ := v.(map[string]any)
		ws := Words(name)
		if len(ws) == 0 || !argumentWords[ws[len(ws)-1]] {
			continue
		}
		if p = objectVariant(p); p == nil {
			continue
		}
		if fixed, _ := p["properties"].(map[string]any); len(fixed) == 0 && p["additionalProperties"] != false {
			return true
		}
	}
	return false
}

// objectVariant returns p when it is of type object, or its one object
// variant when it is an object or null ("anyOf" or "oneOf"), or nil.
func objectVariant(p map[string]any) map[string]any {
	if typ, _ := p["type"].(string); typ == "object" {
		return p
	}
	var obj map[string]any
	for _, k := range [...]string{"anyOf", "oneOf"} {
		vs, _ := p[k].([]any)
		for _, v := range vs {
			m, _ := v.(map[string]any)
			switch typ, _ := m["type"].(string); typ {
			case "object":
				if obj != nil {
					return nil
				}
				obj = m
			case "null":
			default:
				return nil
			}
		}
	}
	return obj
}

// hasWord reports a word of words in ws.
func hasWord(ws []string, words map[string]bool) bool {
	for _, w := range ws {
		if words[w] {
			return true
		}
	}
	return false
}
