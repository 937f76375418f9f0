package hints_test

// Red team of the day's read signals: wordings a benign server would use
// for a tool that writes or destroys, which one of the new signals turned
// read-only. Each case failed before its fix.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam22DataPhraseThenActs: a description that opens by naming
// data but whose later sentence acts with no determiner after its verb
// ("Closes positions past their stop loss"), after an adverb ("Also
// closes"), or in the passive ("are closed", "Sent to the webhook") was
// classed read-only by the data phrase. With the phrase set aside
// nothing says what the tool does, which fails closed.
func TestRedteam22DataPhraseThenActs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"hl_funding", "Funding rate history. Closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Also closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Automatically closes positions past their stop loss.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Open positions past their stop loss are closed.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Stores results in the database.", nil, hints.Destructive},
		{"crm_accounts", "Account metrics. Archives inactive accounts.", nil, hints.Destructive},
		{"hl_funding", "Funding rate history. Sent to the webhook URL.", nil, hints.Destructive},
		// Lists of data after the phrase still read.
		{"hl_liquidation", "Hyperliquid liquidation data. • history — liquidation orders • top_positions — top liquidated positions", nil, hints.ReadOnly},
	})
}
