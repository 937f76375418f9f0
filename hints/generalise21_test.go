package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// Lessons of held-out 85 to 88 (round 13), each written as a test before
// the change that passes it. The labelled tools are in those sets; the
// other cases are new sentences of the same shape.

// TestPluralCodeProperty: a free-text input named for what it runs is
// code in the plural too ("scripts", "commands"): nmap's script scan
// runs whatever scripts it is given, brute force and exploits included.
// It was the round's only destructive tool classed read-only.
func TestPluralCodeProperty(t *testing.T) {
	hints.WithoutLearnt(t)
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	schema := func(name, desc string) map[string]any {
		return map[string]any{"type": "object", "properties": map[string]any{
			"targets": map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
			name:      str(desc),
		}}
	}
	checkClasses(t, []recallCase{
		{"script_scan", "Perform Nmap script scan with default or custom scripts",
			schema("scripts", "Script specification ('default' for -sC, or specific script names)"), hints.Destructive},
		{"batch_check", "Check the hosts with the given commands.", schema("commands", "Commands, one per line"), hints.Destructive},
		// About the code, not the code; or not free text.
		{"get_scripts", "List the scripts of a project.", schema("script_names", "Names to filter by"), hints.ReadOnly},
		{"get_scripts", "List the scripts of a project.", map[string]any{"type": "object", "properties": map[string]any{
			"scripts": map[string]any{"type": "string", "enum": []any{"all", "enabled"}}}}, hints.ReadOnly},
	})
}

// TestStopService: stopping a service or a daemon ends the process that
// serves, as stopping a container does; stopping a recording keeps what
// it made, and a build that "stops the dev server first" is a build.
func TestStopService(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"service_stop", "Stop a core OPNsense service. Has no effect if already stopped. Supported modules: unbound, dhcpv4, firmware, ids, cron.", nil, hints.Destructive},
		{"daemon_stop", "Stop the sync daemon.", nil, hints.Destructive},
		{"stop_recording", "Stop the screen recording and save it.", nil, hints.Write},
		{"lightshell_build", "Build the LightShell app for production. Creates a native .app bundle (macOS) or AppImage (Linux). Stops the dev server first if it's running.", nil, hints.Write},
	})
}
