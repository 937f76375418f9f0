package hints_test

// Signals found in held-out 33 and 34's misses, after their first
// contact was recorded: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRecordOfAnAct: a name whose last word is a record kept of
// something ("logs", "status", "history", "details") and whose word
// before it is an act that is also a noun ("build", "deploy", "order")
// names the record of that act: "capgo_build_logs" reads the build's
// logs, as "firebase_deploy_status" reads a deployment's status. A verb
// that is no noun still acts on the record ("clear_logs",
// "update_status"), and what the description does still counts.
func TestRecordOfAnAct(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"capgo_build_logs", "Show the logs of a native build.", nil, hints.ReadOnly},
		{"prometheus_build_info", "Get Prometheus build information", nil, hints.ReadOnly},
		{"firebase_deploy_status", "Returns the status of the latest deployment.", nil, hints.ReadOnly},
		{"cookunity_order_history", "Get past order invoices with full meal details, prices, reviews, and billing breakdown for a date range.", nil, hints.ReadOnly},
		{"memory_sync_status", "Show this node's cross-node memory-sync state: its mode and the home node it syncs with.", nil, hints.ReadOnly},
		// Acts on the record, or does the act.
		{"clear_logs", "Clear all logs.", nil, hints.Destructive},
		{"update_status", "Set the status of a task.", nil, hints.Write},
		{"sync_knowledge", "Sync the knowledge base with the workspace.", nil, hints.Write},
		{"build_logs", "Start a build and stream its logs.", nil, hints.Write},
	})
}

// TestPureThenKept: a transformation that says where it keeps its
// result makes a file ("Decode a JWT token from a file. Writes decoded
// header and payload to output."); one that returns it reads.
func TestPureThenKept(t *testing.T) {
	hints.WithoutLearnt(t)
	path := schema(map[string]any{"path": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		{"vaulttools_dev_jwt_decode", "Decode a JWT token from a file. Writes decoded header and payload to output.", path, hints.Write},
		{"image_to_base64", "Convert an image file to a base64 data URI string. Writes result to a .txt file.", path, hints.Write},
		{"jwt_decode", "Decode a JWT token and return its header and payload.", nil, hints.ReadOnly},
		{"base64_encode", "Encode text as base64. Nothing is written to disk.", nil, hints.ReadOnly},
	})
}

// TestMigrateAndInject: migrating data and injecting into a running
// system act ("Migrate workflow files to current syntax via parse →
// regenerate round-trip", "Inject faults (latency, errors, CPU) for chaos
// engineering"); both were classed read-only by the description's or
// the name's read verb.
func TestMigrateAndInject(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"fw_migrate", "Migrate workflow files to current syntax via parse → regenerate round-trip.", nil, hints.Write},
		{"chaos_test", "Inject faults (latency, errors, CPU) for chaos engineering resilience testing.", nil, hints.Write},
		{"scan_prompt", "Scan a prompt for prompt injection.", nil, hints.ReadOnly},
	})
}

// TestTestThatRuns: "test" may check ("test the connection") or run
// what it tests ("Execute test files in parallel"): the description's
// verb decides.
func TestTestThatRuns(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"test_execute_parallel", "Execute test files in parallel with automatic retry on flaky failures.", nil, hints.Write},
		{"test_connection", "Test the connection to the database.", nil, hints.ReadOnly},
		{"wp_test_auth", "Check that the credentials work.", nil, hints.ReadOnly},
	})
}

// TestKillBannersKillNothing: a game's "kill banners" in an input's
// description is no process killed; "Inject input into a running Godot
// game" is a write, not destructive. A timeout that kills stays.
func TestKillBannersKillNothing(t *testing.T) {
	hints.WithoutLearnt(t)
	shots := schema(map[string]any{"screenshot_at_ms": map[string]any{"type": "array",
		"description": "Optional: offsets at which to capture a frame, to catch transient visuals (muzzle flashes, explosions, kill banners)."}})
	timeout := schema(map[string]any{"timeout": map[string]any{"type": "number", "description": "Kill processes that run longer than this."}})
	checkClasses(t, []recallCase{
		{"godot_input", "Inject input into a running Godot game for testing.", shots, hints.Write},
		{"start_job", "Start a job.", timeout, hints.Destructive},
	})
}

// TestReadThenWrites: a read verb whose first sentence then does a
// write ("Parse markdown code blocks with filepath= and instruction=
// metadata, then apply all edits") writes; "then" in later sentences is
// advice to the agent.
func TestReadThenWrites(t *testing.T) {
	hints.WithoutLearnt(t)
	md := schema(map[string]any{"markdown": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		{"agent_booster_parse_markdown", "Parse markdown code blocks with filepath= and instruction= metadata, then apply all edits.", md, hints.Write},
		{"list_folders", "List folders of a project. If you do not have one, ask which projects exist, then retry this tool with the identifier.", nil, hints.ReadOnly},
		{"analyze_project", "Analyze a project to understand it, then generate domain name suggestions.", nil, hints.ReadOnly},
	})
}

// TestTransformsFile: a pure transformation of a file named by its path,
// saying of no result it returns, makes a file ("Compress a PDF to reduce
// file size"; held-out 34's converters, classed read-only at first
// contact). One that returns its result, is given the data itself, or
// says it writes no file reads.
func TestTransformsFile(t *testing.T) {
	hints.WithoutLearnt(t)
	path := map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string"}}, "required": []any{"path"}}
	text := schema(map[string]any{"text": map[string]any{"type": "string"}})
	checkClasses(t, []recallCase{
		{"vaulttools_pdf_compress", "Compress a PDF to reduce file size.", path, hints.Write},
		{"image_convert", "Convert image format (PNG, JPEG, WebP, BMP, TIFF, AVIF). File bytes never enter AI context.", path, hints.Write},
		{"pdf_to_text", "Convert a PDF file and return its text.", path, hints.ReadOnly},
		{"file_checksum", "Compute MD5, SHA1, SHA256, SHA512 checksums of a file. No output file.", path, hints.ReadOnly},
		{"convert_case", "Convert text to upper case.", text, hints.ReadOnly},
	})
}
