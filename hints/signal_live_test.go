package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestGoesLive: a write that sends its object to production or makes it
// live or public is an externally visible change.
func TestGoesLive(t *testing.T) {
	hints.WithoutLearnt(t) // a test of the rules' own decision
	checkClasses(t, []recallCase{
		{"promote_build", "Promote a build to production", nil, hints.Destructive},
		{"promote_release", "Promote a release to the production environment.", nil, hints.Destructive},
		{"sync_to_production", "Sync the staging database.", nil, hints.Destructive},
		{"go_live", "Take the site live", nil, hints.Destructive},
		{"upload_video", "Upload a video and make it public", nil, hints.Destructive},
		// Pushing or uploading one's own thing to a registry others pull
		// from publishes it.
		{"ollama_push", "Push a model to the Ollama registry. Uploads a local model to make it available remotely.", nil, hints.Destructive},
		{"image_upload", "Uploads an image to the container registry.", nil, hints.Destructive},
		{"push_chart", "Pushes the chart to a shared Helm registry", nil, hints.Destructive},
		// An adjective before a noun, a negation, or no live target.
		{"create_preview", "Make a live preview of the page", nil, hints.Write},
		{"create_link", "Make a public link for the file.", nil, hints.Write},
		{"upload_video", "Upload a video; it does not go live until reviewed.", nil, hints.Write},
		{"copy_config", "Copy the config to staging", nil, hints.Write},
		// A registry or remote that is the object or the source, not
		// where the thing goes, and commits pushed to a git remote (added
		// to its history).
		{"git_push", "Push commits to the remote", nil, hints.Write},
		{"create_registry", "Create a registry to hold images", nil, hints.Write},
		{"add_remote", "Add a remote to the repository", nil, hints.Write},
		{"pull_model", "Pull a model from the registry to the local store", nil, hints.Write},
		// Picking where the session points.
		{"switch_environment", "Switch the active environment to production.", nil, hints.Write},
		{"switch_environment", "Switch the active environment to the production one.", nil, hints.Write},
		{"set_context", "Set the kube context to prod", nil, hints.Write},
	})
}
