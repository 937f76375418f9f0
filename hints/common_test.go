package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestCommonShapes: tool shapes common across servers (time, weather,
// search, maps, containers, notes, tasks), none in the labelled sets:
// the new signals leave them as they were, and people removed from a
// group leave the group.
func TestCommonShapes(t *testing.T) {
	for _, tc := range []struct {
		name, desc string
		want       hints.Class
	}{
		{"get_current_time", "Get current time in a specific timezone", hints.ReadOnly},
		{"convert_time", "Convert time between timezones", hints.ReadOnly},
		{"get_forecast", "Get weather forecast for a location", hints.ReadOnly},
		{"get_alerts", "Get weather alerts for a US state", hints.ReadOnly},
		{"search_wikipedia", "Search Wikipedia for articles matching a query", hints.ReadOnly},
		{"get_transcript", "Extract transcript from a YouTube video URL", hints.ReadOnly},
		{"search_papers", "Search for papers on arXiv", hints.ReadOnly},
		{"docker_run_container", "Create and start a new container", hints.Write},
		{"docker_remove_container", "Remove a container", hints.Destructive},
		{"kill_process", "Terminate a running process by PID", hints.Destructive},
		{"write_file", "Write or append to file contents. Overwrites the file in rewrite mode.", hints.Destructive},
		{"maps_directions", "Get directions between two points", hints.ReadOnly},
		{"maps_geocode", "Convert an address into geographic coordinates", hints.ReadOnly},
		{"maps_reverse_geocode", "Convert coordinates into an address", hints.ReadOnly},
		{"brave_web_search", "Performs a web search using the Brave Search API", hints.ReadOnly},
		{"todoist_create_task", "Create a new task in Todoist", hints.Write},
		{"todoist_complete_task", "Mark a task as complete", hints.Write},
		{"obsidian_append_content", "Append content to a new or existing file in the vault.", hints.Write},
		{"obsidian_delete_file", "Delete a file or directory from the vault.", hints.Destructive},
		{"linear_add_comment", "Adds a comment to an existing issue", hints.Write},
		{"notion_archive_page", "Archive a page", hints.Write},
		{"generate_image", "Generate an image from a text prompt and save it to the output directory.", hints.Write},
		{"create_qr", "Create a QR code and return it as a PNG.", hints.ReadOnly},
		{"render_latex", "Render a LaTeX formula as an image.", hints.ReadOnly},
		{"draw_diagram", "Draw an Excalidraw diagram on the canvas.", hints.Write},
		{"remove_tag", "Remove a tag from a note.", hints.Write},
		{"remove_label_from_issue", "Remove a label from an issue", hints.Write},
		{"slack_remove_reaction", "Remove an emoji reaction from a message", hints.Write},
		{"remove_user", "Remove a user from the system permanently.", hints.Destructive},
		{"remove_user_from_team", "Remove a user from a team.", hints.Write},
	} {
		tool := &mcp.Tool{Name: tc.name, Description: tc.desc}
		if rt := hints.Resolve(tool); rt.Class != tc.want {
			t.Errorf("%s %q: %v (%s), want %v", tc.name, tc.desc, rt.Class, hints.InferTool(tool).Reason, tc.want)
		}
	}
}
