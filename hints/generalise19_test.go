package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// Lessons of held-out 77 to 80 (round 11), each written as a test before
// the change that passes it. The labelled tools are in those sets; the
// other cases are new sentences of the same shape.

// TestFixingWrites: fixing or repairing changes, in place, what it finds
// wrong ("Fix common DRC violations" had no verb inference knew, and a
// tool without a signal is taken for destructive); after a check, a
// sentence that fixes is an act besides the read. Asking for a fix, or
// listing fixes, reads.
func TestFixingWrites(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"drc_autofix", "Fix common DRC violations.", nil, hints.Write},
		{"repair_index", "Repair the search index of a collection.", nil, hints.Write},
		{"lint_and_fix", "Check a PCB. Fixes the violations it finds.", nil, hints.Write},
		{"get_fix", "Get the suggested fix for an issue.", nil, hints.ReadOnly},
		{"list_fixes", "List the available fixes for a finding.", nil, hints.ReadOnly},
	})
}

// TestListingOfCallsEndsSentences: a docstring that lists its operations
// as calls, each with the shape of its result on a line of its own,
// starts a sentence on the line after a signature or a shape; the
// operation that fixes what the check found is then read as an act.
func TestListingOfCallsEndsSentences(t *testing.T) {
	hints.WithoutLearnt(t)
	drc := "Design Rule Check operations for KiCad PCB files.\n\nOperations:\n  run(project_path)\n      -> {success, violations}\n      Run a full DRC check on a project's PCB.\n\n  autofix(pcb_path, fix_routing=True)\n      -> {status, before, after}\n      Automatically fix common DRC violations. Runs DRC, categorizes\n      violations, and applies fixes in order.\n\n  history(project_path)\n      -> {success, history_entries}\n      Get the DRC check history for a project."
	schema := map[string]any{"type": "object", "properties": map[string]any{
		"operation": map[string]any{"type": "string"}, "project_path": map[string]any{"type": "string"}}}
	checkClasses(t, []recallCase{
		{"drc", drc, schema, hints.Write},
		{"lint", "Lint a file.\n  lint(path)\n      -> {errors}\n      Automatically fix what it can.", nil, hints.Write},
		// A wrapped line that ends in a bracket ("(optional)") and a
		// line that goes on in lower case stay one sentence.
		{"get_report", "Get the report for a run (optional)\nfiltered by its status.", nil, hints.ReadOnly},
	})
}

// TestPrintJobByItsPrinter: a print that takes a printer, named by an
// input's description ("Hostname or IP of the printer", "Bambu Lab printer
// model"), is a print job on hardware, not output returned.
func TestPrintJobByItsPrinter(t *testing.T) {
	hints.WithoutLearnt(t)
	printer := map[string]any{"type": "object", "properties": map[string]any{
		"source_path": map[string]any{"type": "string", "description": "Path to a prepared .3mf project."},
		"host":        map[string]any{"type": "string", "description": "Hostname or IP of the printer (default: value from env)"}}}
	report := map[string]any{"type": "object", "properties": map[string]any{
		"format": map[string]any{"type": "string", "description": "Output format of the printed table"}}}
	checkClasses(t, []recallCase{
		{"print_collar_charm", "Print a prepared two-part dog collar charm project using the fixed tray policy.", printer, hints.Write},
		{"print_report", "Print the report as a table.", report, hints.ReadOnly},
	})
}

// TestDealFetchedByName: a deal kept as a document ("purchase order",
// "purchase invoice", "employee checkin"), fetched by a verb that ends a
// name built resource first, is what is fetched, not an act; the same
// words with a verb that makes them still act.
func TestDealFetchedByName(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"erpnext_purchase_order_list", "", nil, hints.ReadOnly},
		{"erpnext_purchase_invoice_get", "", nil, hints.ReadOnly},
		{"erpnext_employee_checkin_list", "", nil, hints.ReadOnly},
		{"shop_refund_list", "", nil, hints.ReadOnly},
		{"purchase_item", "Buy an item from the store.", nil, hints.Destructive},
	})
}

// TestLaterSentenceChangesStatus: a later sentence that opens with a
// writing verb done to a status or a state ("Changes status from draft to
// validated") says the call moves its record to another stage, whatever
// the name's verb reads ("validate_invoice" in an ERP). A sentence that
// only returns a status, or says what else changes it, reads.
func TestLaterSentenceChangesStatus(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"validate_invoice", "Validate draft invoice. Required: invoice_id. Changes status from draft to validated.", nil, hints.Write},
		{"review_expense", "Check an expense report. Sets the state to approved.", nil, hints.Write},
		{"check_job", "Check a job. Returns its status and logs.", nil, hints.ReadOnly},
		{"get_order", "Get an order. Updates made elsewhere are reflected in its status.", nil, hints.ReadOnly},
	})
}

// TestDispatchByMethodIDWithOptionalArguments: a required method named by
// its id ("method_id") beside arguments that may be null (Python's
// Optional[dict]: "anyOf": [{"type": "object"}, {"type": "null"}]) calls
// whatever method the device or server offers, as "method" beside an
// "arguments" object does. An OpenAPI "operationId" of a tool that says it
// only reads stays a read.
func TestDispatchByMethodIDWithOptionalArguments(t *testing.T) {
	hints.WithoutLearnt(t)
	nullable := map[string]any{"anyOf": []any{map[string]any{"type": "object", "additionalProperties": true}, map[string]any{"type": "null"}}}
	invoke := map[string]any{"type": "object", "required": []any{"plc_ip", "method_id"}, "properties": map[string]any{
		"plc_ip": map[string]any{"type": "string"}, "method_id": map[string]any{"type": "string"}, "arguments": nullable}}
	button := map[string]any{"type": "object", "required": []any{"model", "method"}, "properties": map[string]any{
		"model": map[string]any{"type": "string"}, "method": map[string]any{"type": "string"}, "kwargs": nullable}}
	get := map[string]any{"type": "object", "required": []any{"entity", "operationId"}, "properties": map[string]any{
		"entity": map[string]any{"type": "string"}, "operationId": map[string]any{"type": "string"},
		"pathParams": map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "string"}}}}
	checkClasses(t, []recallCase{
		{"invoke_method", "Invoke a method. Pass `arguments` as a flat dict {name: value}.", invoke, hints.Destructive},
		{"odoo_call_button", "Call an Odoo button method.", button, hints.Destructive},
		{"unifi_get", "Invoke a read (GET) operation for an entity. Provide pathParams/query as needed.", get, hints.ReadOnly},
	})
}
