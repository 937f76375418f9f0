package hints_test

// Signals found in held-out 36's misses, after its first contact was
// recorded: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestDataPhrase: a description that only names the data a tool gives
// ("Funding rate history.", "Flash news.", "Liquidation data.") says it
// reads, when nothing else in the tool says what it does (ten tools of
// one market-data server, classed with no effect at first contact). A
// verb still decides.
func TestDataPhrase(t *testing.T) {
	hints.WithoutLearnt(t)
	sym := schema(map[string]any{"symbol": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		{"coin_funding_rate", "Funding rate history. • Default: per-exchange rate.", sym, hints.ReadOnly},
		{"flash", "Flash news.", nil, hints.ReadOnly},
		{"hl_position", "Hyperliquid position data.", sym, hints.ReadOnly},
		{"remove", "Remove MCP repo from manager list", nil, hints.Destructive},
		{"asana_update_task", "Update an existing task's details", nil, hints.Write},
		// A later sentence that acts: not only data.
		{"hl_position", "Position data. Closes the position at market.", sym, hints.Destructive},
	})
}

// TestClearConsole: clearing the console a session shows empties its
// own messages ("Clear the console output buffer."), which every labelled
// set calls read-only; any other loss the tool speaks of still counts.
func TestClearConsole(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"clear_console_output", "Clear the console output buffer. Use to reset output collection before running a specific test or action.", nil, hints.ReadOnly},
		{"figma_clear_console", "Clear the console log buffer.", nil, hints.ReadOnly},
		{"clear_console", "Clear the console and delete the project's files.", nil, hints.Destructive},
		{"clear_cache", "Clear the cache of built pages.", nil, hints.Write}, // as before: a cache's entries come back
	})
}

// TestReasonStable: a reason names the same property every time, not
// whichever a map's iteration gave first.
func TestReasonStable(t *testing.T) {
	s := schema(map[string]any{"VoiceMethod": map[string]any{"type": "string"}, "SmsMethod": map[string]any{"type": "string"},
		"VoiceFallbackMethod": map[string]any{"type": "string"}, "StatusCallbackMethod": map[string]any{"type": "string"}})
	tool := &mcp.Tool{Name: "create_application", Description: "Create a new application with an HTTP request.", InputSchema: s}
	first := hints.InferTool(tool).Reason
	for range 50 {
		if r := hints.InferTool(tool).Reason; r != first {
			t.Fatalf("reason %q, then %q", first, r)
		}
	}
}
