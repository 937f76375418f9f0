package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestGoesLive: a write that sends its object to production or makes it
// live or public is an externally visible change.
func TestGoesLive(t *testing.T) {
	checkClasses(t, []recallCase{
		{"promote_build", "Promote a build to production", nil, hints.Destructive},
		{"sync_to_production", "Sync the staging database.", nil, hints.Destructive},
		{"go_live", "Take the site live", nil, hints.Destructive},
		{"upload_video", "Upload a video and make it public", nil, hints.Destructive},
		// An adjective before a noun, a negation, or no live target.
		{"create_preview", "Make a live preview of the page", nil, hints.Write},
		{"create_link", "Make a public link for the file.", nil, hints.Write},
		{"upload_video", "Upload a video; it does not go live until reviewed.", nil, hints.Write},
		{"copy_config", "Copy the config to staging", nil, hints.Write},
		// Picking where the session points.
		{"switch_environment", "Switch the active environment to production.", nil, hints.Write},
		{"set_context", "Set the kube context to prod", nil, hints.Write},
	})
}
