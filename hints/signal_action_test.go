package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestFreeAction: running an action the caller names in free text has
// every action as a mode; an enum of safe actions, or an action that is
// not run, does not.
func TestFreeAction(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	str := map[string]any{"type": "string"}
	checkClasses(t, []recallCase{
		{"run_resource_action", "run_resource_action runs an action on a resource",
			schema(map[string]any{"action": str, "resourceRef": map[string]any{"type": "object"}}), hints.Destructive},
		{"device_control", "Execute an operation on the device.", schema(map[string]any{"operation": str}), hints.Destructive},
		{"invoke_custom_action", "Invokes it.", schema(map[string]any{"customAction": str}), hints.Destructive},
		// Any HTTP method is DELETE too.
		{"http_request", "Make an HTTP request to any URL.", schema(map[string]any{"url": str, "method": str}), hints.Destructive},
		{"api_call", "Send a request to the REST API.", schema(map[string]any{"path": str, "httpMethod": str}), hints.Destructive},
		{"http_request", "Make an HTTP request.", schema(map[string]any{"method": map[string]any{"type": "string", "enum": []any{"GET", "POST"}}}), hints.Write},
		{"call_method", "Call a method of the plugin.", schema(map[string]any{"method": str}), hints.Write},
		// A read verb does not vouch for a method it does not bound.
		{"fetch", "Fetch a URL and return its body.", schema(map[string]any{"url": str, "method": str}), hints.Destructive},
		// An enum bounds the actions: its members decide.
		{"run_action", "Run an action on a cluster.",
			schema(map[string]any{"action": map[string]any{"type": "string", "enum": []any{"pause", "resume"}}}), hints.Write},
		// Free text, but not an action that is run.
		{"browser_act", "Performs an action on a web page element.", schema(map[string]any{"action": str}), hints.Write},
		{"log_action", "Record an action for the audit trail.", schema(map[string]any{"action": str}), hints.Write},
	})
}
