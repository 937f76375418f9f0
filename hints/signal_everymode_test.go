package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestEveryModeDestroys: a write whose every choice destroys ("side":
// buy or sell) destroys; a choice with any other member, or a read
// (a quote for either side), does not.
func TestEveryModeDestroys(t *testing.T) {
	choice := func(members ...any) map[string]any {
		return schema(map[string]any{
			"symbol": map[string]any{"type": "string"},
			"side":   map[string]any{"type": "string", "enum": members},
			"amount": map[string]any{"type": "number"},
		})
	}
	checkClasses(t, []recallCase{
		{"place-market-order", "Place a market order on an exchange", choice("buy", "sell"), hints.Destructive},
		{"create_order", "Create an order.", choice("BUY", "SELL"), hints.Destructive},
		// Another member, one member, or a read.
		{"create_order", "Create an order.", choice("buy", "sell", "hold"), hints.Write},
		{"create_order", "Create an order.", choice("buy"), hints.Write},
		{"create_order", "Create an order.", choice("open", "closed"), hints.Write},
		{"get_quote", "Get a price quote for an order.", choice("buy", "sell"), hints.ReadOnly},
	})
}

// TestGivesOwnership: a write that can give the owner role can hand the
// thing over; one whose roles stop short of it, or a read, cannot.
func TestGivesOwnership(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	roles := func(name string, members ...any) map[string]any {
		return schema(map[string]any{
			"fileId": map[string]any{"type": "string"},
			name:     map[string]any{"type": "string", "enum": members},
		})
	}
	checkClasses(t, []recallCase{
		{"updatePermission", "Update an existing permission role", roles("role", "owner", "writer", "reader"), hints.Destructive},
		{"add_member", "Add a member to a team.", roles("memberRole", "Owner", "member"), hints.Destructive},
		// No owner, not a role, or a read.
		{"updatePermission", "Update an existing permission role", roles("role", "writer", "reader"), hints.Write},
		{"update_item", "Update an item.", roles("sortBy", "owner", "date"), hints.Write},
		{"list_members", "List the members of a team.", roles("role", "owner", "member"), hints.ReadOnly},
	})
}
