package hints_test

// Signals found in held-out 35's misses, after its first contact was
// recorded: each test failed before its signal.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRunsAnalysis: running an analysis, an audit, diagnostics or a
// benchmark reports; it changes nothing ("Run diagnostics on the
// project", "Run AI Council 'security' analysis", "run_audit"): eleven
// tools of seven sets, every one labelled read-only, were classed
// writes. Running tests, a query or a scan still writes or worse.
func TestRunsAnalysis(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"lightshell_doctor", "Run diagnostics on the LightShell project. Checks for common issues like missing dependencies.", nil, hints.ReadOnly},
		{"security", "Run AI Council 'security' analysis (returns structured CouncilResult).", nil, hints.ReadOnly},
		{"run_audit", "Run a Lighthouse audit of a page.", nil, hints.ReadOnly},
		{"powerpipe_benchmark_run", "Run a benchmark of controls.", nil, hints.ReadOnly},
		{"run_tests", "Run the project's tests, then report coverage analysis.", nil, hints.Write},
		{"run_job", "Run the nightly job.", nil, hints.Write},
		// What else it does still counts.
		{"run_audit", "Run an audit of the site and fix every issue found.", nil, hints.Write},
		{"doctor", "Run diagnostics and delete the stale builds.", nil, hints.Destructive},
	})
}

// TestSendsAttacks: a tool whose first sentence sends attacks at a
// target is destructive whatever verb names it ("scan": "Fire attack
// payloads at a target and see what the WAF blocks"): held-out 35's
// three destructive tools classed read-only. Browsing a catalogue of
// payloads, or encoding one offline, sends nothing.
func TestSendsAttacks(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"scan", "Fire attack payloads at a target and see what the WAF blocks vs. lets through.", nil, hints.Destructive},
		{"bypass", "Hunt for WAF bypasses by testing payload mutations against a live target.", nil, hints.Destructive},
		{"scan_spec", "Parse an API spec, auto-select attacks using the intelligence engine, and execute a security scan.", nil, hints.Destructive},
		{"list_payloads", "Inventory tool — browse the local attack payload catalog WITHOUT sending any traffic.", nil, hints.ReadOnly},
		{"mutate", "Encode a payload string into WAF-evasion variants. Offline encoding, no network traffic.", nil, hints.ReadOnly},
		{"probe", "Quick infra check — TLS config, security headers. No attack traffic. Read-only recon.", nil, hints.ReadOnly},
	})
}

// TestGeneratedCodeReturned: code generated to be read and pasted by the
// agent ("Generate a color palette", "Generate a component template")
// is rendered output, returned, as a chart is; held-out 38's generators,
// classed writes at first contact. Code generated into the project
// still writes.
func TestGeneratedCodeReturned(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"generate_component_template", "Generate a Tailwind component template.", nil, hints.ReadOnly},
		{"generate_html", "Generate HTML for custom elements with proper slot usage.", nil, hints.ReadOnly},
		{"generate_component", "Generate a component and save it to the project's src folder.", nil, hints.Write},
	})
}

// TestReactIsAFramework: "React Native" and "React components" name a
// framework, not a reaction.
func TestReactIsAFramework(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"doctor", "Check the React Native development environment for common problems.", nil, hints.ReadOnly},
		{"react_to_message", "React to a message with an emoji.", nil, hints.Write},
	})
}
