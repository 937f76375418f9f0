package hints

import (
	"fmt"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestZZProbe(t *testing.T) {
	S := func(kv ...string) map[string]any {
		props := map[string]any{}
		for i := 0; i+1 < len(kv); i += 2 {
			props[kv[i]] = map[string]any{"type": "string", "description": kv[i+1]}
		}
		return map[string]any{"type": "object", "properties": props}
	}
	_ = S
	for _, c := range []struct {
		name, desc string
		schema     any
		want       string
	}{
		{"update_customer", "Update a customer. The customer will receive an email notification.", nil, "destructive"},
		{"create_order", "Create an order. The customer's card is charged immediately.", nil, "destructive"},
		{"create_subscription", "Create a subscription; the first invoice is billed right away", nil, "destructive"},
		{"invite_member", "Invite a member; an invitation email is sent to them.", nil, "destructive"},
		{"assign_ticket", "Assign a ticket to an agent and notify them by email", nil, "destructive"},
		{"import_contacts", "Import contacts from CSV. Contacts with matching emails are overwritten.", nil, "destructive"},
		{"restore_snapshot", "Restore a database snapshot", nil, "destructive"},
		{"upsert_vectors", "Upsert vectors into the index; vectors with the same id are overwritten", nil, "destructive"},
		{"set_permissions", "Set the permissions of a file, replacing any existing ones", nil, "destructive"},
		{"sync_to_production", "Sync the staging database to production", nil, "destructive"},
		{"promote_build", "Promote a build to production", nil, "destructive"},
		{"go_live", "Take the site live", nil, "destructive"},
		{"swap_slots", "Swap the staging and production deployment slots", nil, "destructive"},
		{"rollback_deployment", "Roll back the deployment to a previous version", nil, "destructive"},
		{"execute_trade", "Execute a trade on the exchange", nil, "destructive"},
		{"run_query", "Run a query against BigQuery", map[string]any{"type": "object", "properties": map[string]any{"query": map[string]any{"type": "string", "description": "SQL to run"}}}, "destructive"},
		{"send_keys", "Send keystrokes to the terminal", nil, "destructive"},
		{"type_command", "Type a command into the terminal and press enter", nil, "destructive"},
		{"osascript", "Executes AppleScript", map[string]any{"type": "object", "properties": map[string]any{"source": map[string]any{"type": "string"}}}, "destructive"},
		{"ssh_exec", "Run a command over SSH on a remote host", nil, "destructive"},
		{"http_request", "Make an HTTP request to any URL with any method", map[string]any{"type": "object", "properties": map[string]any{"method": map[string]any{"type": "string"}}}, "destructive"},
		{"graphql_mutation", "Execute a GraphQL mutation against the API", nil, "destructive"},
		{"call_api", "Call any endpoint of the API", map[string]any{"type": "object", "properties": map[string]any{"method": map[string]any{"type": "string", "enum": []any{"GET", "POST", "DELETE"}}}}, "destructive"},
		{"modify_dns", "Modify DNS records for a domain, replacing the existing record set", nil, "destructive"},
		{"transfer_domain", "Transfer a domain to another registrar", nil, "destructive"},
		{"change_plan", "Change the billing plan; prorated charges apply immediately", nil, "destructive"},
	} {
		tool := &mcp.Tool{Name: c.name, Description: c.desc, InputSchema: c.schema}
		inf := InferTool(tool)
		got := "destructive"
		if cl, ok := inf.Effect.Class(); ok {
			got = cl.String()
		}
		if got != c.want {
			fmt.Printf("MISS %-28s want=%-11s got=%-11s %s\n", c.name, c.want, got, inf.Reason)
		}
	}
}
